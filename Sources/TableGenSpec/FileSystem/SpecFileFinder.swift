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
///
/// The walk passes nothing over in silence: every entry it cannot read (a
/// folder it may not open, a broken symbolic link, a loop of links, a path
/// longer than the system allows) is an `unreadable-path` error, so that
/// `validate` never passes what it did not check. Names are handled as bytes,
/// so a file whose name is not UTF-8 is read like any other.
public enum SpecFileFinder {
  /// The extensions a folder search collects.
  public static let extensions = [".yaml", ".yml", ".json"]

  /// What a folder walk collects: specs, or the scenario tests beside them
  /// (`ScenarioTestsName`), which are never taken for specs.
  public enum Collecting: Sendable {
    case specs, scenarioTests

    func takes(_ name: [UInt8]) -> Bool {
      switch self {
      case .specs: isSpecName(name) && !ScenarioTestsName.isTestsFile(name)
      case .scenarioTests: ScenarioTestsName.isTestsFile(name)
      }
    }

    var filesWord: String {
      switch self {
      case .specs: ".yaml, .yml or .json files"
      case .scenarioTests: ".tests.yaml, .tests.yml or .tests.json files"
      }
    }
  }

  /// The spec files under `paths` (or the tests files, as `collecting` says),
  /// and a diagnostic for each path that names nothing, holds no such file, or
  /// holds an entry that cannot be read.
  public static func expand(_ paths: [SpecPath], collecting: Collecting = .specs) -> (
    files: [SpecPath], problems: [Diagnostic]
  ) {
    var files: [SpecPath] = []
    var problems: [Diagnostic] = []
    for path in paths {
      var info = stat()
      guard path.withCString({ stat($0, &info) }) == 0 else {
        let error = errno
        problems.append(
          error == ENOENT && !isSymbolicLink(path)
            ? Diagnostic(.unreadableFile, "'\(path)' does not exist", at: nil, file: path.description)
            : unreadable(path, error, code: .unreadableFile))
        continue
      }
      guard (info.st_mode & S_IFMT) == S_IFDIR else {
        files.append(path)
        continue
      }
      var found: [SpecPath] = []
      var visited: Set<[UInt64]> = []
      let problemsBefore = problems.count
      let walk = Walk(root: path, realRoot: realPath(path), collecting: collecting)
      collect(in: path, info: info, walk: walk, into: &found, problems: &problems, visited: &visited)
      if found.isEmpty, problems.count == problemsBefore {
        problems.append(
          Diagnostic(
            .unreadableFile, "the folder '\(path)' holds no \(collecting.filesWord)", at: nil,
            file: path.description))
      }
      files += found
    }
    var seen = Set<SpecPath>()
    let unique = files.filter { seen.insert($0).inserted }
    let sorted = unique.sorted {
      $0.description != $1.description ? $0.description < $1.description : $0.bytes.lexicographicallyPrecedes($1.bytes)
    }
    return (sorted, problems)
  }

  /// The folder named, where a walk began: a symbolic link inside it that leads
  /// out is not followed, so that a folder from a pull request cannot have a
  /// file elsewhere (`~/.docker/config.json`) read and quoted as a spec
  /// (docs/security.md, "Files a spec names").
  private struct Walk {
    var root: SpecPath
    /// The folder's resolved path; nil when it cannot be resolved (then no link is followed).
    var realRoot: [UInt8]?
    var collecting: Collecting

    /// Whether the symbolic link at `path` leads inside the folder named.
    func staysInside(_ path: SpecPath) -> Bool {
      guard let realRoot, let real = realPath(path) else { return false }
      if realRoot == Array("/".utf8) { return true }
      return real == realRoot || real.starts(with: realRoot + [UInt8(ascii: "/")])
    }
  }

  /// The spec files in `folder` and below; `info` is the folder's own `stat`.
  private static func collect(
    in folder: SpecPath, info: stat, walk: Walk, into found: inout [SpecPath], problems: inout [Diagnostic],
    visited: inout Set<[UInt64]>
  ) {
    // A symbolic link back up the tree must not send the search round in circles.
    guard visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else { return }
    guard let directory = folder.withCString({ opendir($0) }) else {
      problems.append(unreadableFolder(folder, errno))
      return
    }
    defer { closedir(directory) }
    var names: [[UInt8]] = []
    errno = 0
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
      if name.first == UInt8(ascii: ".") { continue }
      names.append(name)
    }
    if errno != 0 { problems.append(unreadableFolder(folder, errno)) }
    for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      let path = folder.appending(name)
      var entryInfo = stat()
      guard path.withCString({ stat($0, &entryInfo) }) == 0 else {
        let error = errno
        // A dangling or looping link leads to no folder and no file: it matters
        // only when its name says it is a spec. Anything else (permission
        // denied, a path too long) may hide a folder of specs, so it is said.
        if isSpecName(name) || (error != ENOENT && error != ELOOP) {
          problems.append(unreadable(path, error, code: .unreadablePath))
        }
        continue
      }
      let kind = entryInfo.st_mode & S_IFMT
      if isSymbolicLink(path), kind == S_IFDIR || isSpecName(name), !walk.staysInside(path) {
        problems.append(
          Diagnostic(
            .unreadablePath,
            "cannot read '\(path)': it is a symbolic link that leads out of the folder '\(walk.root)', and a folder"
              + " walk reads only what the folder holds",
            at: nil, file: path.description))
        continue
      }
      switch kind {
      case S_IFDIR:
        collect(in: path, info: entryInfo, walk: walk, into: &found, problems: &problems, visited: &visited)
      case S_IFREG:
        if walk.collecting.takes(name) { found.append(path) }
      default:
        // A FIFO, socket or device named like a spec is not read (a FIFO could
        // block the walk), but it is not passed over in silence either.
        if isSpecName(name) {
          problems.append(
            Diagnostic(
              .unreadablePath, "cannot read '\(path)': it is not a regular file", at: nil, file: path.description))
        }
      }
    }
  }

  /// Whether a file name ends in one of ``extensions``, in any case.
  static func isSpecName(_ name: [UInt8]) -> Bool { Self.name(name, endsInOneOf: extensions) }

  /// Whether a file name (its bytes) ends in one of `endings` (written in lower case), in any case.
  static func name(_ name: [UInt8], endsInOneOf endings: [String]) -> Bool {
    let lowered = name.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
    return endings.contains { lowered.reversed().starts(with: $0.utf8.reversed()) }
  }

  /// An entry that `stat` refused with `error`, said in words.
  private static func unreadable(_ path: SpecPath, _ error: Int32, code: DiagnosticCode) -> Diagnostic {
    let reason: String
    switch error {
    case ENOENT:
      // `stat` follows links: the entry exists, so it is a link whose target does not.
      let target = linkTarget(path).map { " to '\($0)'" } ?? ""
      reason = "it is a symbolic link\(target), which does not exist"
    case ELOOP: reason = "too many levels of symbolic links"
    case ENAMETOOLONG: reason = "the path is longer than the system's limit"
    case EACCES: reason = "permission denied"
    default: reason = String(cString: strerror(error))
    }
    return Diagnostic(code, "cannot read '\(path)': \(reason)", at: nil, file: path.description)
  }

  private static func unreadableFolder(_ path: SpecPath, _ error: Int32) -> Diagnostic {
    let reason = error == EACCES ? "permission denied" : String(cString: strerror(error))
    return Diagnostic(
      .unreadablePath, "cannot read the folder '\(path)': \(reason)", at: nil, file: path.description)
  }

  /// The resolved path of `path`, every link and `..` followed, as bytes.
  private static func realPath(_ path: SpecPath) -> [UInt8]? {
    guard let resolved = path.withCString({ realpath($0, nil) }) else { return nil }
    defer { free(resolved) }
    return Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
  }

  private static func isSymbolicLink(_ path: SpecPath) -> Bool {
    var info = stat()
    return path.withCString { lstat($0, &info) } == 0 && (info.st_mode & S_IFMT) == S_IFLNK
  }

  /// Where the symbolic link at `path` points, as written in the link.
  private static func linkTarget(_ path: SpecPath) -> SpecPath? {
    var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX))
    let count = path.withCString { name in
      buffer.withUnsafeMutableBufferPointer { bytes in
        bytes.withMemoryRebound(to: CChar.self) { characters in
          characters.baseAddress.map { readlink(name, $0, characters.count) } ?? -1
        }
      }
    }
    return count > 0 ? SpecPath(bytes: Array(buffer[..<count])) : nil
  }
}
