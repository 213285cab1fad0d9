#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where an output path leads, found before a byte is written, and how it is
/// written there (docs/security.md, "Outputs"):
///
/// - symlinks are followed to their final target, which is written; the
///   links stay as they are;
/// - a regular file (or one not there yet) is replaced atomically in its own
///   folder by ``AtomicFile``, keeping its owner, group and mode;
/// - a character device (/dev/null, a terminal), a FIFO, or an open descriptor
///   (/dev/stdout, /dev/fd/3) is written to directly and never replaced;
/// - a folder, a socket and a block device are refused, and so are a
///   read-only file and any of the inputs being read, however the path spells it.
public struct OutputTarget: Sendable {
  /// What the path leads to.
  public enum Kind: Sendable, Equatable {
    /// A regular file at `path` (symlinks followed), or where one will be
    /// made; `existing` is nil when there is none yet.
    case file(path: String, existing: ExistingFile?)
    /// Something that is not a regular file, written to directly: `what` says
    /// what it is ("a FIFO"), `path` opens it.
    case stream(path: String, what: String)
  }

  /// What a replacement must keep of a regular file.
  public struct ExistingFile: Sendable, Equatable {
    public var owner: UInt32
    public var group: UInt32
    /// The permission bits (including setuid, setgid and sticky).
    public var mode: UInt32
    public var identity: FileIdentity

    init(_ info: stat) {
      owner = UInt32(info.st_uid)
      group = UInt32(info.st_gid)
      mode = UInt32(info.st_mode) & 0o7777
      identity = FileIdentity(info)
    }
  }

  /// What the output is for.
  public enum Use: Sendable {
    /// Any target that can take bytes (`--output`).
    case output
    /// A regular file that is read, changed and written back (`--inject`):
    /// reading a FIFO or a device has no end.
    case document
    /// A regular file that is only read and compared (`--check`), never
    /// written: a read-only file or file system is fine.
    case comparison
  }

  /// The path as it was given, for messages.
  public let path: String
  public let kind: Kind
  /// The inputs this output must not be, checked again on a stream once it is open.
  let inputs: Set<FileIdentity>

  /// The regular file whose current content is read (for `--inject` and
  /// `--check`), or nil when it does not exist yet or is not a regular file.
  public var existingFile: String? {
    if case .file(let path, _?) = kind { return path }
    return nil
  }

  /// Why a file this run read is not written: a spec, a child pane, a data
  /// file, a catalog, a plist (docs/security.md, "Never over a file the run read").
  static let inputRefusal = "it is a file this run reads"

  /// The most symlinks followed, as the kernel's own limit (MAXSYMLINKS).
  static let maximumLinks = 40

  /// Follows `path` to what it leads to, or says why tablegen will not write there.
  ///
  /// - Parameters:
  ///   - path: The path as the user gave it.
  ///   - use: `.document` and `.comparison` take regular files only; `.comparison` never writes.
  ///   - inputs: Files being read (the spec): an output that is one of them is refused.
  /// - Returns: Where the bytes will go, or the refusal with its reason.
  public static func resolve(_ path: String, for use: Use = .output, inputs: Set<FileIdentity> = [])
    -> Result<OutputTarget, AtomicFile.WriteError>
  {
    func refuse(_ reason: String) -> Result<OutputTarget, AtomicFile.WriteError> {
      .failure(AtomicFile.WriteError(path: path, reason: reason))
    }
    func found(_ kind: Kind) -> Result<OutputTarget, AtomicFile.WriteError> {
      if use != .output, case .stream(_, let what) = kind { return refuse("it is \(what), not a regular file") }
      return .success(OutputTarget(path: path, kind: kind, inputs: inputs))
    }
    // `-o ""` (an unset variable): said now, not once the form is filled in.
    if path.isEmpty { return refuse("an empty path names no file") }
    var current = path
    for _ in 0...maximumLinks {
      var info = stat()
      guard lstat(current, &info) == 0 else {
        let error = errno
        // Not there yet: a new file, whose folder is checked when it is made;
        // but /proc makes no files (/dev/stdout with standard output closed).
        if error == ENOENT, isDescriptorLink(current) { return refuse("it names a descriptor that is not open") }
        if error == ENOENT {
          // The file will be made in its folder: a folder that is missing or closed to writing is said now,
          // before anyone fills a form whose answers could then not be written.
          if use != .comparison, let closed = folderRefusal(current) { return refuse(closed) }
          return found(.file(path: current, existing: nil))
        }
        // A folder on the way refuses to be looked into: say so.
        if error == EACCES {
          return refuse("a folder on its path cannot be entered: \(String(cString: strerror(error)))")
        }
        return refuse(String(cString: strerror(error)))
      }
      switch info.st_mode & S_IFMT {
      case S_IFLNK:
        if isDescriptorLink(current) { return found(.stream(path: current, what: "an open descriptor")) }
        guard let destination = linkDestination(current) else { return refuse(String(cString: strerror(errno))) }
        // A relative destination is relative to the link's folder; the kernel
        // resolves its `..` against the real folder, as it does for the link.
        let folder = folder(of: current)
        current = destination.hasPrefix("/") || folder == "." ? destination : folder + "/" + destination
      case S_IFREG:
        let existing = ExistingFile(info)
        if inputs.contains(existing.identity) { return refuse(inputRefusal) }
        if use != .comparison, let readOnly = readOnlyReason(current, mode: existing.mode) { return refuse(readOnly) }
        return found(.file(path: current, existing: existing))
      case S_IFCHR: return found(.stream(path: current, what: "a character device"))
      case S_IFIFO: return found(.stream(path: current, what: "a FIFO"))
      case S_IFDIR: return refuse("it is a folder")
      case S_IFSOCK: return refuse("it is a socket")
      case S_IFBLK: return refuse("it is a block device (a disk); tablegen does not write to disks")
      default: return refuse("it is not a regular file")
      }
    }
    return refuse(String(cString: strerror(ELOOP)))
  }

  /// Writes `bytes` to the target: an atomic replacement of a regular file,
  /// or straight into a stream.
  public func write(_ bytes: [UInt8]) throws(AtomicFile.WriteError) {
    switch kind {
    case .file(let target, let existing):
      try AtomicFile.replace(target, existing: existing, with: bytes, reportedAs: path)
    case .stream(let target, _):
      try writeStream(target, bytes)
    }
  }

  private func writeStream(_ target: String, _ bytes: [UInt8]) throws(AtomicFile.WriteError) {
    func failure(_ error: Int32) -> AtomicFile.WriteError {
      AtomicFile.WriteError(path: path, reason: String(cString: strerror(error)))
    }
    // One of this process's own descriptors (/dev/stdout) is written as it is,
    // as the shell set it up: at its offset, so that `{ echo head; tablegen …
    // -o /dev/stdout; } > file` keeps what came before. Opened again through
    // /proc it could be refused (a pipe of another user, a socket).
    let own = Self.ownDescriptor(target)
    // Anything else is opened, appending; a FIFO waits for its reader here, as `>` does.
    let descriptor = own ?? open(target, O_WRONLY | O_APPEND | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(errno) }
    defer { if own == nil { close(descriptor) } }
    if let identity = FileIdentity(regularFileOn: descriptor), inputs.contains(identity) {
      throw AtomicFile.WriteError(path: path, reason: Self.inputRefusal)
    }
    if let error = AtomicFile.writeAll(bytes, to: descriptor) { throw failure(error) }
  }

  /// The folder part of `path`: "." for a bare name, "/" for a name at the root.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = path[..<slash]
    return folder.isEmpty ? "/" : String(folder)
  }

  private static func linkDestination(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Whether `path` is (or would be) one of the links in /proc that stand for
  /// an open file (/proc/self/fd/1, where /dev/stdout leads): what they name
  /// is already open, possibly a pipe or a terminal, and has no folder to
  /// replace it in.
  private static func isDescriptorLink(_ path: String) -> Bool {
    // On the file system mounted at /proc (when it is mounted: /proc/self is there).
    var proc = stat()
    var own = stat()
    var folderInfo = stat()
    guard lstat("/proc/self", &own) == 0, stat("/proc", &proc) == 0 else { return false }
    return stat(folder(of: path), &folderInfo) == 0 && folderInfo.st_dev == proc.st_dev
  }

  /// The descriptor of this process that a /proc/self/fd/N path names
  /// (where /dev/stdout, /dev/stderr and /dev/fd/N lead).
  private static func ownDescriptor(_ path: String) -> Int32? {
    // The link's folder is this process's /proc/self/fd, however it is spelled.
    var folderInfo = stat()
    var own = stat()
    guard let slash = path.lastIndex(of: "/"), stat(folder(of: path), &folderInfo) == 0,
      stat("/proc/self/fd", &own) == 0, folderInfo.st_dev == own.st_dev, folderInfo.st_ino == own.st_ino
    else { return nil }
    return Int32(path[path.index(after: slash)...])
  }

  /// Why no new file can be made where `path` names one: its folder is missing, is not a folder,
  /// or cannot be written to; nil when it can (root may write any folder, as the kernel says).
  private static func folderRefusal(_ path: String) -> String? {
    let folder = folder(of: path)
    var info = stat()
    // Worded as AtomicFile words the same failure when it meets it.
    func refusal(_ error: Int32) -> String {
      "cannot create a file in the folder '\(folder)': \(String(cString: strerror(error)))"
    }
    guard stat(folder, &info) == 0 else { return refusal(errno) }
    guard info.st_mode & S_IFMT == S_IFDIR else { return refusal(ENOTDIR) }
    guard faccessat(AT_FDCWD, folder, W_OK | X_OK, AT_EACCESS) == 0 else { return refusal(errno) }
    return nil
  }

  /// Why a regular file must not be replaced, or nil when it may be: root may
  /// write any file, so its write bits are asked too, as `rm` and editors do.
  static func readOnlyReason(_ path: String, in folder: Int32 = AT_FDCWD, mode: UInt32) -> String? {
    if faccessat(folder, path, W_OK, AT_EACCESS) != 0 {
      switch errno {
      case EROFS: return "it is on a read-only file system"
      case EACCES, EPERM: return "it is read-only; make it writable to replace it"
      default: return nil
      }
    }
    if geteuid() == 0, mode & 0o222 == 0 { return "it is read-only; make it writable to replace it" }
    return nil
  }
}
