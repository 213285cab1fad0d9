#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What must be undone on the terminal however the process ends: the saved
/// termios settings, and the escape sequence that shows the cursor and leaves
/// the alternate screen. Signal handlers read it, so it lives in plain global
/// memory, written before the handlers can need it, and read with
/// async-signal-safe calls only (`tcsetattr`, `write`, `_exit`).
enum TerminalRestore {
  private nonisolated(unsafe) static var savedSettings = termios()
  private nonisolated(unsafe) static var settingsDescriptor: Int32 = -1
  private nonisolated(unsafe) static var screenDescriptor: Int32 = -1
  /// "Show the cursor, leave the alternate screen": fixed bytes, allocated once.
  private nonisolated(unsafe) static let leaveScreen: UnsafeMutableBufferPointer<UInt8> = {
    let bytes = Array("\u{1B}[?25h\u{1B}[?1049l".utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = buffer.initialize(from: bytes)
    return buffer
  }()
  /// Set by SIGWINCH; the interactive loop redraws when it sees it.
  nonisolated(unsafe) static var resized: sig_atomic_t = 0

  /// Remembers `descriptor`'s current settings, to be put back by `restore()`.
  static func save(_ descriptor: Int32) -> termios? {
    var settings = termios()
    guard tcgetattr(descriptor, &settings) == 0 else { return nil }
    savedSettings = settings
    settingsDescriptor = descriptor
    return settings
  }

  /// Marks that the alternate screen is in use on `descriptor` (or no longer, with -1).
  static func usingScreen(_ descriptor: Int32) {
    _ = leaveScreen  // allocate before any handler can run
    screenDescriptor = descriptor
  }

  /// Puts the terminal back: the saved settings, the cursor, the main screen.
  /// Safe to call more than once and from a signal handler.
  static func restore() {
    if screenDescriptor >= 0 {
      _ = write(screenDescriptor, leaveScreen.baseAddress, leaveScreen.count)
      screenDescriptor = -1
    }
    if settingsDescriptor >= 0 {
      _ = tcsetattr(settingsDescriptor, TCSAFLUSH, &savedSettings)
      settingsDescriptor = -1
    }
  }

  /// Installs the handlers that restore the terminal on SIGINT (then exit 130),
  /// and on SIGTERM, SIGHUP and SIGQUIT (then die of the same signal, as the
  /// parent expects), and that note SIGWINCH.
  static func installSignalHandlers() {
    _ = leaveScreen
    signal(SIGINT) { _ in
      TerminalRestore.restore()
      _exit(FillExit.interrupted)
    }
    for number in [SIGTERM, SIGHUP, SIGQUIT] {
      signal(number) { number in
        TerminalRestore.restore()
        signal(number, SIG_DFL)
        raise(number)
      }
    }
    signal(SIGWINCH) { _ in TerminalRestore.resized = 1 }
  }
}

/// The terminal in raw mode for the full-screen form: keys arrive one by one,
/// unechoed, with Ctrl-C as a byte rather than a signal. `restore()` (and the
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
    guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
      TerminalRestore.restore()
      return nil
    }
    TerminalRestore.usingScreen(output)
    Terminal.write("\u{1B}[?1049h\u{1B}[H\u{1B}[2J", to: output)
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
    return tcsetattr(descriptor, TCSANOW, &settings) == 0
  }

  static func end() {
    TerminalRestore.restore()
  }
}

/// Writing to a descriptor, and its size.
enum Terminal {
  static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let count = Glibc_write(descriptor, base + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return
        }
        offset += count
      }
    }
  }

  /// The terminal's columns and rows (TIOCGWINSZ), else COLUMNS and LINES, else 80 × 24.
  static func size(of descriptor: Int32) -> (width: Int, height: Int) {
    var size = winsize()
    if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
      return (Int(size.ws_col), Int(size.ws_row))
    }
    let width = Console.environment("COLUMNS").flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 80
    let height = Console.environment("LINES").flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 24
    return (width, height)
  }
}

private func Glibc_write(_ descriptor: Int32, _ buffer: UnsafePointer<UInt8>, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
