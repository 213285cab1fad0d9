#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file a spec names by a path: a link's target, a `rows:` or `optionsFrom:`
/// data file, a `strings:` catalog. Every one obeys one rule (docs/security.md,
/// "Files a spec names"): it is a regular file inside the spec's own folder
/// tree, and it is read without blocking.
///
/// The rule is checked on the path the system resolves, not on its spelling:
/// `realpath` follows every symbolic link and `..` step, and the result must lie
/// in the resolved folder. The file is then opened with `O_NONBLOCK` and
/// `O_NOFOLLOW` and checked with `fstat` before a byte is read, so that a FIFO
/// or a link to `/dev/stdin` is refused at once instead of waiting for a writer.
public struct SpecRelativeFile: Hashable, Sendable {
  /// The path as the spec wrote it.
  public let written: String
  /// The folder of the spec that names the file.
  public let folder: String
  /// The path reports name: `written` joined to `folder`, without `.` steps.
  public let path: String

  public init(_ written: String, from folder: String) {
    self.written = written
    self.folder = folder
    path = Self.join(written, to: folder)
  }

  /// Why a file a spec names may not be read.
  public enum Problem: Error, Hashable, Sendable {
    /// The path is absolute.
    case absolute
    /// The path leads out of the spec's folder, by `..` steps or through a symbolic link.
    case leadsOut
    /// Nothing is there.
    case missing
    /// Something is there, but not a regular file: "a FIFO", "a folder", "a device", "a socket".
    case notRegular(String)
    /// The file cannot be opened or read; the system's reason.
    case unreadable(String)
    /// The file is larger than the limit.
    case tooLarge(size: Int, limit: Int, atLeast: Bool)

    /// Whether the file is larger than the limit.
    public var isTooLarge: Bool {
      if case .tooLarge = self { true } else { false }
    }

    /// What is wrong, in words that quote nothing of the file.
    public var reason: String {
      switch self {
      case .absolute: "the path is absolute, and a spec may name only files in its own folder or below it"
      case .leadsOut:
        "the path leads out of the spec's folder (by '..' or through a symbolic link), and a spec may name only"
          + " files in its own folder or below it"
      case .missing: "no such file"
      case .notRegular(let kind): "it is \(kind), not a regular file"
      case .unreadable(let reason): reason
      case .tooLarge(let size, let limit, let atLeast):
        "the file is \(atLeast ? "more than " : "")\(size) bytes, more than the limit of \(limit) bytes"
      }
    }

    /// The code of a diagnostic about this problem: the rule's own codes for
    /// a file outside the folder or not a regular file, `otherwise` (the
    /// caller's "cannot be read") for the rest.
    public func code(otherwise: DiagnosticCode) -> DiagnosticCode {
      switch self {
      case .absolute, .leadsOut: .fileOutsideSpecFolder
      case .notRegular: .notARegularFile
      case .missing, .unreadable, .tooLarge: otherwise
      }
    }

    /// The suggestion that goes with the rule's own problems.
    public var suggestion: String? {
      switch self {
      case .absolute, .leadsOut:
        "name a file in the spec's folder or a folder below it, by a relative path; copy the file there if need be"
      case .notRegular: "name a regular file; tablegen never reads a FIFO, a device or a folder that a spec names"
      case .missing, .unreadable, .tooLarge: nil
      }
    }
  }

  /// Where the file really is (every symbolic link and `..` resolved), or why it may not be read.
  public func resolved() -> Result<String, Problem> {
    guard !written.hasPrefix("/") else { return .failure(.absolute) }
    // Spelled out of the folder: refused before the system is asked, so that
    // nothing outside is even looked at.
    var depth = 0
    for step in written.split(separator: "/", omittingEmptySubsequences: true) where step != "." {
      depth += step == ".." ? -1 : 1
      if depth < 0 { return .failure(.leadsOut) }
    }
    guard let root = Self.realPath(folder) else { return .failure(.missing) }
    guard let real = Self.realPath(path) else {
      return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(Self.describe(errno)))
    }
    let inside = root == "/" ? real.hasPrefix("/") : real == root || real.hasPrefix(root + "/")
    return inside ? .success(real) : .failure(.leadsOut)
  }

  /// Nil when the file may be read: a regular file inside the spec's folder
  /// tree. Nothing is opened, so a check never blocks.
  public func problem() -> Problem? {
    switch resolved() {
    case .failure(let problem): return problem
    case .success(let real): return Self.problem(at: real)
    }
  }

  /// Why the resolved path `real` may not be read: what is there, if it is not a regular file.
  private static func problem(at real: String) -> Problem? {
    var info = stat()
    guard stat(real, &info) == 0 else { return errno == ENOENT ? .missing : .unreadable(describe(errno)) }
    return kind(info.st_mode).map(Problem.notRegular)
  }

  /// The file as the system knows it, when it may be read; nil otherwise.
  public func identity() -> FileIdentity? {
    guard case .success(let real) = resolved() else { return nil }
    return FileIdentity(regularFileAt: real)
  }

  /// The file's bytes, reported under `path`, or why they may not be read.
  public func read(options: LoadOptions = .default) -> Result<SourceFile, Problem> {
    let real: String
    switch resolved() {
    case .success(let path): real = path
    case .failure(let problem): return .failure(problem)
    }
    // Checked before opening, so that nothing but a regular file is ever opened.
    if let problem = Self.problem(at: real) { return .failure(problem) }
    // The path is already resolved; O_NOFOLLOW refuses a link put there since.
    let descriptor = open(real, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      return .failure(errno == ENOENT ? .missing : errno == ELOOP ? .leadsOut : .unreadable(Self.describe(errno)))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(Self.describe(errno))) }
    if let kind = Self.kind(info.st_mode) { return .failure(.notRegular(kind)) }
    guard Int(info.st_size) <= options.maxFileSize else {
      return .failure(.tooLarge(size: Int(info.st_size), limit: options.maxFileSize, atLeast: false))
    }
    var bytes: [UInt8] = []
    if let problem = SpecFileReader.readAll(
      descriptor, path: path, into: &bytes, options: options, sizeHint: Int(info.st_size) + 1)
    {
      return .failure(
        problem.code == .fileTooLarge
          ? .tooLarge(size: bytes.count, limit: options.maxFileSize, atLeast: true) : .unreadable(problem.message))
    }
    return .success(SourceFile(path: path, bytes: bytes))
  }

  /// `written` joined to `folder`: an absolute path stays, a relative one is
  /// joined, and `.` steps are dropped, so that a report says `Samples/about.yaml`,
  /// not `Samples/./about.yaml`. A `..` step stays: the folder before it may be a
  /// symbolic link, so only the system may take it.
  public static func join(_ written: String, to folder: String) -> String {
    let joined = written.hasPrefix("/") || folder == "." ? written : folder + "/" + written
    // Most paths have neither a `.` step nor an empty one, and stay as they are:
    // a spec with hundreds of links joins each of them more than once.
    guard hasDotOrEmptyStep(joined) else { return joined }
    let steps = joined.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    let path = steps.joined(separator: "/")
    return joined.hasPrefix("/") ? "/" + path : (path.isEmpty ? "." : path)
  }

  /// Whether `path` has a step that `join` drops: `.`, or an empty one (`a//b`,
  /// a trailing `/`); a leading `/` is the root, not an empty step.
  private static func hasDotOrEmptyStep(_ path: String) -> Bool {
    let slash = UInt8(ascii: "/")
    let dot = UInt8(ascii: ".")
    var length = 0
    var onlyDot = false
    for (offset, byte) in path.utf8.enumerated() {
      if byte == slash {
        if (length == 0 && offset > 0) || (length == 1 && onlyDot) { return true }
        length = 0
        continue
      }
      onlyDot = length == 0 && byte == dot
      length += 1
    }
    return length == 0 || (length == 1 && onlyDot)
  }

  /// What a file of this mode is, in words, when it is not a regular file.
  private static func kind(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    case S_IFCHR, S_IFBLK: "a device"
    default: "a special file"
    }
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func describe(_ code: Int32) -> String {
    switch code {
    case EACCES: "permission denied"
    default: String(cString: strerror(code))
    }
  }
}
