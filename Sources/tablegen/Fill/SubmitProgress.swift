import TableGenOutput
import TableGenSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a person sees while `--submit`'s command runs, and how it ended.
///
/// On a terminal (the full-screen form's screen): one line redrawn in place, a
/// spinner and the time spent, with echo off on the keyboard meanwhile (through
/// `TerminalRestore`, so Ctrl-Z and the signals put it back). Elsewhere (the
/// line mode, `--no-input`, no terminal): plain lines, "Submitting…" and how it
/// ended, with no cursor movement. Text from the command is escaped.
struct SubmitProgress {
  enum Mode {
    /// Draw a spinner on `screen`; `keyboard` is the terminal keys come from.
    case spinner(screen: Int32, keyboard: Int32)
    /// Plain lines on this descriptor; `keyboard`, the line mode's input, when the review can come back.
    case plain(Int32, keyboard: Int32? = nil)
  }

  let mode: Mode
  private var shown = ""
  private var shownTenths = -1
  private var echoOff = false

  static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  init(mode: Mode) {
    self.mode = mode
  }

  private var output: Int32 {
    switch mode {
    case .spinner(let screen, _): screen
    case .plain(let descriptor, _): descriptor
    }
  }

  /// Says that the command starts.
  mutating func begin() {
    switch mode {
    case .spinner(_, let keyboard):
      // Keys typed meanwhile would break the line; they are not for the command either (it has no terminal).
      if var settings = TerminalRestore.save(keyboard) {
        settings.c_lflag &= ~tcflag_t(ECHO)
        echoOff = TerminalRestore.activate(settings, flush: false)
      }
      tick(elapsed: 0)
    case .plain:
      Console.write("Submitting…\n", to: output)
    }
  }

  /// Redraws the spinner line when it changed; nothing in plain mode.
  mutating func tick(elapsed: Double) {
    guard case .spinner = mode else { return }
    // A tenth of a second is a new frame; between two (a command flooding its output calls
    // this often) nothing is measured or drawn.
    let tenths = Int(elapsed * 10)
    guard tenths != shownTenths else { return }
    shownTenths = tenths
    let frame = Self.frames[tenths % Self.frames.count]
    let width = Terminal.size(of: output).width
    let line = Self.spinnerLine(frame: frame, time: Self.words(forSeconds: elapsed), width: width)
    guard line != shown else { return }
    shown = line
    Console.write("\r\(line)\u{1B}[K", to: output)
  }

  /// The spinner's line within `width` columns, less the last: a line that wraps is not
  /// redrawn in place by CR, and each redraw would leave a copy behind. Every character is one column.
  static func spinnerLine(frame: String, time: String, width: Int) -> String {
    let line = "\(frame) Submitting… \(time)"
    guard line.count >= width else { return line }
    return String("\(frame) \(time)".prefix(max(1, width - 1)))
  }

  /// "7s", "2m 05s".
  static func words(forSeconds elapsed: Double) -> String {
    let seconds = max(0, Int(elapsed))
    guard seconds >= 60 else { return "\(seconds)s" }
    let rest = seconds % 60
    return "\(seconds / 60)m \(rest < 10 ? "0" : "")\(rest)s"
  }

  /// Ends the progress line and puts the keyboard back, then says how the command ended
  /// (nothing for an interruption, which the caller reports).
  mutating func end(_ outcome: Submission.Outcome) {
    if case .spinner = mode {
      Console.write("\r\u{1B}[K", to: output)
      if echoOff {
        // The keys typed meanwhile were never seen: they go, rather than reach the shell or the review.
        TerminalRestore.restore(flush: true)
        echoOff = false
      }
    }
    // A line typed on the terminal meanwhile was meant for the prompt before, not for the review
    // that comes back after a failure: it would choose there unseen (submit again, say).
    if case .plain(_, let keyboard?) = mode, case .failed = outcome, isatty(keyboard) == 1 {
      tcflush(keyboard, TCIFLUSH)
    }
    Console.write(Self.report(outcome, onTerminal: isSpinner), to: output)
  }

  private var isSpinner: Bool {
    if case .spinner = mode { return true }
    return false
  }

  /// The lines that say how the command ended.
  static func report(_ outcome: Submission.Outcome, onTerminal: Bool) -> String {
    switch outcome {
    case .succeeded(let firstLine):
      let mark = onTerminal ? "✓ " : ""
      guard let firstLine else { return "\(mark)Submitted.\n" }
      return "\(mark)Submitted: \(TerminalText.escape(firstLine))\n"
    case .failed(let failure):
      let mark = onTerminal ? "✗ " : ""
      guard !failure.errorTail.isEmpty else { return "\(mark)Submission failed (\(failure.reason)).\n" }
      return "\(mark)Submission failed (\(failure.reason)):\n"
        + failure.errorTail.map { "  \(TerminalText.escape($0))\n" }.joined()
    case .interrupted:
      return ""
    }
  }
}
