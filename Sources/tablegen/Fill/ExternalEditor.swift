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
enum ExternalEditor {
  /// The edited text, or nil when the editor could not run or failed.
  static func edit(_ text: String) -> String? {
    let folder = Console.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array("\(folder)/tablegen-fill-XXXXXX.txt".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemps($0, 4) } ?? -1
    }
    guard descriptor >= 0 else { return nil }
    let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer { unlink(path) }
    Console.write(text.isEmpty ? "" : text + "\n", to: descriptor)
    close(descriptor)

    let editor =
      [Console.environment("VISUAL"), Console.environment("EDITOR")].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
    let arguments = ["/bin/sh", "-c", "\(editor) \"$1\"", "sh", path]
    var argv = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    // The editor owns the terminal meanwhile: Ctrl-C there must not end the form.
    let previous = signal(SIGINT, SIG_IGN)
    defer { signal(SIGINT, previous) }
    var child: pid_t = 0
    guard posix_spawn(&child, "/bin/sh", nil, nil, &argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 {
      if errno != EINTR { return nil }
    }
    // WIFEXITED and WEXITSTATUS, which Swift does not import.
    guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else { return nil }
    switch SpecFileReader.read(path: path) {
    case .success(let file): return String(decoding: file.bytes, as: UTF8.self)
    case .failure: return nil
    }
  }
}
