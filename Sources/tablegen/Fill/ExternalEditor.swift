import TableGenForm
import TableGenOutput
import TableGenRender
import TableGenSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-E in a text view: the text in `$VISUAL` or `$EDITOR` (else `vi`), as git
/// runs it: through `sh -c`, so an editor given with arguments (`code -w`) works.
///
/// The editor gets the controlling terminal (/dev/tty) as its standard input,
/// output and error, never tablegen's own streams: with `fill spec > answers.json`
/// standard output is the answers file, and the editor's screen must not go there.
/// Without a controlling terminal Ctrl-E says so and the text stays as it was.
enum ExternalEditor {
  /// Why no edited text came back, in words for the form's message line.
  struct Failure: Error {
    let message: String
  }

  /// The edited text, or why there is none: no temporary file, the editor could not start, or it failed.
  static func edit(_ text: String) -> Result<String, Failure> {
    let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
    guard terminal >= 0 else {
      return .failure(Failure(message: "no terminal for the editor (/dev/tty: \(errorText())); the text is unchanged"))
    }
    defer { close(terminal) }
    let folder = Console.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array("\(folder)/tablegen-fill-XXXXXX.txt".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemps($0, 4) } ?? -1
    }
    guard descriptor >= 0 else {
      return .failure(Failure(message: "cannot make a temporary file for the editor in \(folder): \(errorText())"))
    }
    let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer { unlink(path) }
    Console.write(text.isEmpty ? "" : text + "\n", to: descriptor)
    close(descriptor)

    let editor =
      [Console.environment("VISUAL"), Console.environment("EDITOR")].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
    // The editor owns the terminal meanwhile: Ctrl-C there must not end the form
    // (the editor itself starts with every signal at its default).
    let previous = signal(SIGINT, SIG_IGN)
    defer { signal(SIGINT, previous) }
    let child: pid_t
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for stream in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
      posix_spawn_file_actions_adddup2(&actions, terminal, stream)
    }
    switch ShellSpawn.start(["-c", "\(editor) \"$1\"", "sh", path], actions: &actions) {
    case .success(let pid): child = pid
    case .failure(let error):
      return .failure(Failure(message: "cannot start the editor: \(String(cString: strerror(error.number)))"))
    }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 {
      if errno != EINTR { return .failure(Failure(message: "lost the editor: \(errorText())")) }
    }
    let ending = ShellSpawn.Ending(waitStatus: status)
    guard ending.succeeded else {
      return .failure(
        Failure(
          message: "the editor '\(TerminalText.escape(editor))' ended with \(ending.description); the text is unchanged"
        ))
    }
    switch SpecFileReader.read(path: path) {
    case .success(let file): return .success(String(decoding: file.bytes, as: UTF8.self))
    case .failure: return .failure(Failure(message: "cannot read back the editor's file \(path)"))
    }
  }

  private static func errorText() -> String {
    String(cString: strerror(errno))
  }
}
