#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Expands the paths a user names into spec files: files as given, folders
/// searched recursively for `*.yaml`, `*.yml` and `*.json`. Hidden entries
/// inside folders (`.git`, `.build`) are skipped; the result is sorted, so it
/// never depends on the order the file system lists a folder in.
public enum SpecFileFinder {
  /// The extensions a folder search collects.
  public static let extensions = [".yaml", ".yml", ".json"]

  /// The spec files under `paths`, and a diagnostic for each path that names
  /// nothing or holds no spec.
  public static func expand(_ paths: [String]) -> (files: [String], problems: [Diagnostic]) {
    var files: [String] = []
    var problems: [Diagnostic] = []
    for path in paths {
      var info = stat()
      guard stat(path, &info) == 0 else {
        problems.append(Diagnostic(.unreadableFile, "'\(path)' does not exist", at: nil, file: path))
        continue
      }
      guard (info.st_mode & S_IFMT) == S_IFDIR else {
        files.append(path)
        continue
      }
      var found: [String] = []
      var visited: Set<[UInt64]> = []
      collect(in: path, into: &found, visited: &visited)
      if found.isEmpty {
        problems.append(
          Diagnostic(.unreadableFile, "the folder '\(path)' holds no .yaml, .yml or .json files", at: nil, file: path))
      }
      files += found
    }
    var seen = Set<String>()
    return (files.filter { seen.insert($0).inserted }.sorted(), problems)
  }

  private static func collect(in folder: String, into found: inout [String], visited: inout Set<[UInt64]>) {
    var info = stat()
    // A symbolic link back up the tree must not send the search round in circles.
    guard stat(folder, &info) == 0, visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else { return }
    guard let directory = opendir(folder) else { return }
    defer { closedir(directory) }
    var entries: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix(".") { continue }
      entries.append(name)
    }
    for name in entries.sorted() {
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      guard stat(path, &info) == 0 else { continue }
      if (info.st_mode & S_IFMT) == S_IFDIR {
        collect(in: path, into: &found, visited: &visited)
      } else if (info.st_mode & S_IFMT) == S_IFREG, isSpecName(name) {
        found.append(path)
      }
    }
  }

  static func isSpecName(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return extensions.contains { lowered.hasSuffix($0) }
  }
}
