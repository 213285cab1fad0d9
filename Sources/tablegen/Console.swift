import ArgumentParser
import TableGenForm
import TableGenOutput
import TableGenRender
import TableGenSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output carries data, standard error carries diagnostics.
enum Console {
  @discardableResult
  static func write(_ text: String) -> Bool {
    write(text, to: STDOUT_FILENO)
  }

  /// Writes diagnostics (and validate's text report) to standard error,
  /// noting a refusal: the run then cannot end in success (`Main`).
  static func writeError(_ text: String) {
    if !write(text, to: STDERR_FILENO) { standardErrorFailed = true }
  }

  /// Whether standard error refused a diagnostic (a full disk, a closed descriptor).
  nonisolated(unsafe) static var standardErrorFailed = false

  /// Unbuffered, so that data and diagnostics interleave in the order written.
  /// Also the fill form's way to the terminal, which may be /dev/tty.
  /// False when the descriptor refused the text (a full disk, a closed pipe).
  @discardableResult
  static func write(_ text: String, to descriptor: Int32) -> Bool {
    OutputBuffer.writeAll(Array(text.utf8), to: descriptor)
  }

  /// Refuses, before a byte is written, a standard output that is one of the
  /// spec files being read (`tablegen render spec.yaml >> spec.yaml`), as
  /// `cat` refuses "input file is output file": the spec would be damaged.
  static func refuseStandardOutput(
    ifAnyOf inputs: Set<FileIdentity>, printer: DiagnosticPrinter, status: Int32
  ) throws {
    guard let identity = FileIdentity(regularFileOn: STDOUT_FILENO), inputs.contains(identity) else { return }
    printer.print(message: "standard output is the spec being read; it would be damaged: write the output elsewhere")
    throw ExitCode(status)
  }

  /// Writes data to standard output, or says it could not and exits with
  /// status 2: data that was not written must not end in success.
  static func writeData(_ text: String, printer: DiagnosticPrinter) throws {
    guard write(text, to: STDOUT_FILENO) else { throw failedStandardOutput(errno, printer: printer) }
  }

  /// The error for data that standard output refused with `errorNumber`, after saying so.
  static func failedStandardOutput(_ errorNumber: Int32, printer: DiagnosticPrinter) -> ExitCode {
    printer.print(message: "cannot write to standard output: \(String(cString: strerror(errorNumber)))")
    return ExitCode(ExitStatus.usage)
  }

  static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
  static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  /// The columns of the terminal on standard output, or nil when it is not one.
  static func standardOutputWidth() -> Int? {
    guard standardOutputIsTerminal else { return nil }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// The working folder, for making reported paths relative.
  static func currentDirectory() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return nil }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The environment variable's value, or nil.
  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}

/// `--color auto|always|never`.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
  case auto, always, never

  /// Whether to colour a stream: `always` and `never` are taken at their word;
  /// `auto` colours a terminal unless NO_COLOR is set (https://no-color.org) or TERM is dumb.
  func isEnabled(forTerminal isTerminal: Bool) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      if let noColor = Console.environment("NO_COLOR"), !noColor.isEmpty { return false }
      if Console.environment("TERM") == "dumb" { return false }
      return isTerminal
    }
  }
}
