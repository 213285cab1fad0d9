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
  /// Safe to call more than once and from a signal handler. Leaving raw mode
  /// discards unread keys (`flush`); ending a hidden-echo line must not drop
  /// the lines typed ahead of it.
  static func restore(flush: Bool = true) {
    if screenDescriptor >= 0 {
      _ = write(screenDescriptor, leaveScreen.baseAddress, leaveScreen.count)
      screenDescriptor = -1
    }
    if settingsDescriptor >= 0 {
      _ = tcsetattr(settingsDescriptor, flush ? TCSAFLUSH : TCSANOW, &savedSettings)
      settingsDescriptor = -1
    }
  }

  /// Installs the handlers that restore the terminal on SIGINT (then exit 130),
  /// and on SIGTERM, SIGHUP, SIGQUIT and the crash signals (then die of the
  /// same signal, as the parent expects), and that note SIGWINCH.
  static func installSignalHandlers() {
    _ = leaveScreen
    signal(SIGINT) { _ in
      TerminalRestore.restore()
      _exit(FillExit.interrupted)
    }
    // A crash (a Swift trap is SIGILL or SIGTRAP) must not leave the terminal raw either.
    for number in [SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE] {
      signal(number) { number in
        TerminalRestore.restore()
        signal(number, SIG_DFL)
        raise(number)
      }
    }
    signal(SIGWINCH) { _ in TerminalRestore.resized = 1 }
  }
}
