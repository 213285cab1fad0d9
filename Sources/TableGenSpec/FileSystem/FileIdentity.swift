#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A regular file as the system knows it, its device and inode: the same
/// however a path spells it, through symlinks, `..` or a hard link. Outputs
/// compare it with their inputs, so that no spelling of a spec's path can
/// overwrite it. Devices and pipes have none: reading /dev/stdin and writing
/// /dev/null do not clash.
public struct FileIdentity: Hashable, Sendable {
  public var device: UInt64
  public var inode: UInt64

  init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }

  /// The regular file `path` leads to (through symlinks), or nil when there is none.
  public init?(regularFileAt path: String) {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    self.init(info)
  }

  /// The regular file open on `descriptor`, or nil when there is none.
  public init?(regularFileOn descriptor: Int32) {
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    self.init(info)
  }

  /// The regular files of `paths` (through symlinks): the files a run read,
  /// which none of its writes may replace (``OutputTarget``, ``FolderTarget``).
  public static func identities(of paths: some Sequence<String>) -> Set<FileIdentity> {
    Set(paths.compactMap { FileIdentity(regularFileAt: $0) })
  }
}
