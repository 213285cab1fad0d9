#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal in raw mode for the full-screen form: keys arrive one by one,
/// unechoed, with Ctrl-C and Ctrl-Z as bytes rather than signals. `restore()` (and the
/// signal handlers) put the saved settings back.
struct RawTerminal {
  let input: Int32
  let output: Int32

  /// Switches `input` to raw mode and `output` to the alternate screen; nil when
  /// `input` is not a terminal.
  static func enter(input: Int32, output: Int32) -> RawTerminal? {
    guard var raw = TerminalRestore.save(input) else { return nil }
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard TerminalRestore.activate(raw, flush: true) else {
      TerminalRestore.restore()
      return nil
    }
    // Bracketed paste on: a paste comes as one key, never as keys that answer questions.
    TerminalRestore.enterScreen(on: output)
    Console.write("\u{1B}[H\u{1B}[2J", to: output)
    return RawTerminal(input: input, output: output)
  }

  func restore() {
    TerminalRestore.restore()
  }
}

/// Echo off for one line typed at a terminal in the line mode (a secure field
/// with `--accessible`), restored by `restore()` or by the signal handlers.
enum HiddenEcho {
  static func begin(_ descriptor: Int32) -> Bool {
    guard isatty(descriptor) == 1, var settings = TerminalRestore.save(descriptor) else { return false }
    settings.c_lflag &= ~tcflag_t(ECHO)
    // Remembered, so that echo goes off again after Ctrl-Z and `fg`.
    return TerminalRestore.activate(settings, flush: false)
  }

  static func end() {
    TerminalRestore.restore(flush: false)
  }
}
