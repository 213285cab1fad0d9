import TableGenOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--against git:REF`: the spec as a git revision holds it, read with
/// `git ls-tree` and `git show REF:path`, never checked out. The files of the
/// spec's folder at REF (the only files a spec may read: its panes, data
/// files and catalogs) are copied into a private temporary folder, which the
/// caller removes, so that the old version loads as any spec does.
struct GitRevision {
  /// The revision as given after `git:`.
  let ref: String
  /// The repository's top folder.
  let top: String
  /// The spec's folder, relative to `top` ("" at the top), with a trailing "/" unless empty.
  let prefix: String

  /// The most files and bytes copied from a revision: a spec's folder, not a repository.
  static let maximumFiles = 2_000
  static let maximumBytes = 64 << 20

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The revision `ref` of the repository holding `folder`.
  init(ref: String, folder: String) throws(Failure) {
    guard !ref.isEmpty, !ref.hasPrefix("-"), !ref.contains(":"), !ref.utf8.contains(0) else {
      throw Failure(description: "'git:\(ref)' does not name a revision: write git:REF, such as git:main or git:v1")
    }
    self.ref = ref
    guard let top = try? Self.run(["-C", folder, "rev-parse", "--show-toplevel"]).text.trimmingNewline,
      let prefix = try? Self.run(["-C", folder, "rev-parse", "--show-prefix"]).text.trimmingNewline
    else {
      throw Failure(description: "'\(folder)' is not inside a git repository, so git:\(ref) cannot be read")
    }
    self.top = top
    self.prefix = prefix
    guard (try? Self.run(["-C", top, "rev-parse", "--verify", "--quiet", "\(ref)^{commit}"])) != nil else {
      throw Failure(description: "git cannot find the revision '\(ref)'")
    }
  }

  /// Copies the files of the spec's folder at the revision under `destination`, keeping their paths from the top.
  func copyFolder(to destination: String) throws(Failure) {
    // A folder named ":(top)x" or "a[1]" is a folder, not pathspec magic or a pattern.
    let listing = try Self.run([
      "-C", top, "--literal-pathspecs", "ls-tree", "-r", "-z", ref, "--", prefix.isEmpty ? "." : prefix,
    ])
    var copied = 0
    var bytes = 0
    for entry in listing.bytes.split(separator: 0) {
      // "<mode> <type> <object>\t<path>": only files; a submodule is a commit, a symlink is copied as its text.
      guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { continue }
      let header = String(decoding: entry[..<tab], as: UTF8.self).split(separator: " ")
      guard header.count == 3, header[1] == "blob" else { continue }
      let path = String(decoding: entry[(tab + 1)...], as: UTF8.self)
      // git writes a tree's names as stored, and a crafted tree may name ".." (git mktree takes it):
      // such a path would lead the copy out of the temporary folder.
      guard !path.hasPrefix("/"),
        path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy({ !["", ".", ".."].contains($0) })
      else {
        throw Failure(
          description: "git:\(ref) holds a path that leads out of its folder ('\(path)'): not a tree git checks out")
      }
      copied += 1
      guard copied <= Self.maximumFiles else {
        throw Failure(description: "git:\(ref) holds more than \(Self.maximumFiles) files in the spec's folder")
      }
      let content = try Self.run(["-C", top, "show", "\(ref):\(path)"]).bytes
      bytes += content.count
      guard bytes <= Self.maximumBytes else {
        throw Failure(description: "git:\(ref)'s files in the spec's folder exceed \(Self.maximumBytes >> 20) MiB")
      }
      try Self.save(content, to: destination + "/" + path)
    }
  }

  /// A new private temporary folder.
  static func temporaryFolder() throws(Failure) -> String {
    let base = Console.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((base + "/tablegen-breaking-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else {
      throw Failure(description: "cannot make a temporary folder in \(base)")
    }
    return String(cString: made)
  }

  /// Removes `folder` and everything in it (a folder this run made).
  static func remove(_ folder: String) {
    guard let directory = opendir(folder) else {
      unlink(folder)
      return
    }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if name == "." || name == ".." { continue }
      let path = folder + "/" + name
      var status = stat()
      if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { remove(path) } else { unlink(path) }
    }
    closedir(directory)
    rmdir(folder)
  }

  /// Writes a new file at `path` in the temporary folder, making the folders on the way.
  private static func save(_ bytes: [UInt8], to path: String) throws(Failure) {
    var folder = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/").dropLast() {
      folder += "/" + component
      mkdir(folder, 0o700)
    }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { throw Failure(description: "cannot write a copy of the revision's file \(path)") }
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
      let result = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if result < 0, errno == EINTR { continue }
      guard result > 0 else { throw Failure(description: "cannot write a copy of the revision's file \(path)") }
      written += result
    }
  }

  /// Runs `git` with `arguments`, its standard error discarded; its standard output, or a failure when it fails.
  private static func run(_ arguments: [String]) throws(Failure) -> (bytes: [UInt8], text: String) {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { throw Failure(description: "cannot start git") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
    var argv = (["git"] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var child: pid_t = 0
    // git gets no signal held back: HeldSignals holds them in this process only.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
    let started = posix_spawnp(&child, "git", &actions, &attributes, &argv, environ)
    close(pipeEnds[1])
    defer { close(pipeEnds[0]) }
    guard started == 0 else { throw Failure(description: "cannot start git: is it installed?") }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var tooLarge = false
    while true {
      let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      if output.count + count > maximumBytes { tooLarge = true } else { output += buffer[..<count] }
    }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0, errno == EINTR {}
    guard !tooLarge else { throw Failure(description: "git gave more than \(maximumBytes >> 20) MiB") }
    guard ShellSpawn.Ending(waitStatus: status).succeeded else {
      throw Failure(description: "git \(arguments.dropFirst(2).first ?? "") failed")
    }
    return (output, String(decoding: output, as: UTF8.self))
  }
}

extension String {
  fileprivate var trimmingNewline: String {
    var text = self
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}
