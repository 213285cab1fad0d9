#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few questions import and export ask of the file system: a folder's
/// entries, and whether a path is a folder.
enum BundleFolder {
  /// The names in `folder`, hidden ones left out, sorted; `nil` when it cannot be listed.
  static func names(in folder: String) -> [String]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
      guard bytes.first != UInt8(ascii: "."), let name = String(validating: bytes, as: UTF8.self) else { continue }
      names.append(name)
    }
    return names.sorted()
  }

  static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  static func join(_ folder: String, _ name: String) -> String {
    folder.isEmpty || folder == "." ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  static func parentFolder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  static func fileName(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
  }
}
