#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What must be undone on the terminal however the process ends or stops: the
/// saved termios settings, and the escape sequence that turns bracketed paste
/// off, shows the cursor and leaves the alternate screen. Signal handlers read
/// it, so it lives in plain global memory, written before the handlers can
/// need it, and read with async-signal-safe calls only (`tcsetattr`, `write`,
/// `kill`, `sigprocmask`, `signal`, `_exit`).
///
/// Ctrl-Z (SIGTSTP) is handled as sudo and ssh handle it: the terminal is put
/// back as it was, the process stops, and on SIGCONT the form's settings (raw
/// mode, or echo off for a secure answer in line mode) and screen come back and
/// the form is redrawn. So a stopped form never leaves the shell raw, and a
/// password typed after `fg` is never echoed.
enum TerminalRestore {
  private nonisolated(unsafe) static var savedSettings = termios()
  /// The settings the form runs with (raw mode, or echo off), put back on SIGCONT.
  private nonisolated(unsafe) static var activeSettings = termios()
  /// The terminal whose settings are changed, or -1.
  private nonisolated(unsafe) static var settingsDescriptor: Int32 = -1
  /// Whether `activeSettings` are in force on `settingsDescriptor` (rather than only saved).
  private nonisolated(unsafe) static var settingsActive = false
  private nonisolated(unsafe) static var screenDescriptor: Int32 = -1
  /// "Bracketed paste off, show the cursor, leave the alternate screen": fixed bytes, allocated once.
  private nonisolated(unsafe) static let leaveScreen = allocate("\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l")
  /// "Alternate screen, bracketed paste on", to come back after a stop; the redraw clears the screen.
  private nonisolated(unsafe) static let enterScreen = allocate("\u{1B}[?1049h\u{1B}[?2004h")
  /// Set by SIGWINCH and SIGCONT; the interactive loop redraws when it sees it.
  nonisolated(unsafe) static var resized: sig_atomic_t = 0

  private static func allocate(_ text: String) -> UnsafeMutableBufferPointer<UInt8> {
    let bytes = Array(text.utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = buffer.initialize(from: bytes)
    return buffer
  }

  /// Remembers `descriptor`'s current settings, to be put back by `restore()`.
  static func save(_ descriptor: Int32) -> termios? {
    var settings = termios()
    guard tcgetattr(descriptor, &settings) == 0 else { return nil }
    savedSettings = settings
    settingsDescriptor = descriptor
    settingsActive = false
    return settings
  }

  /// Puts `settings` in force on the descriptor last given to `save(_:)`, and
  /// remembers them for SIGCONT. False when the terminal refuses them.
  static func activate(_ settings: termios, flush: Bool) -> Bool {
    guard settingsDescriptor >= 0 else { return false }
    var settings = settings
    activeSettings = settings
    guard tcsetattr(settingsDescriptor, flush ? TCSAFLUSH : TCSANOW, &settings) == 0 else { return false }
    settingsActive = true
    return true
  }

  /// Switches `descriptor` to the alternate screen with bracketed paste on, until `restore()`.
  static func enterScreen(on descriptor: Int32) {
    _ = leaveScreen
    screenDescriptor = descriptor
    _ = write(descriptor, enterScreen.baseAddress, enterScreen.count)
  }

  /// Puts the terminal back: the saved settings, bracketed paste off, the
  /// cursor, the main screen. Safe to call more than once and from a signal
  /// handler. Leaving raw mode discards unread keys (`flush`); ending a
  /// hidden-echo line must not drop the lines typed ahead of it.
  static func restore(flush: Bool = true) {
    if screenDescriptor >= 0 {
      _ = write(screenDescriptor, leaveScreen.baseAddress, leaveScreen.count)
      screenDescriptor = -1
    }
    if settingsDescriptor >= 0 {
      _ = tcsetattr(settingsDescriptor, flush ? TCSAFLUSH : TCSANOW, &savedSettings)
      settingsDescriptor = -1
      settingsActive = false
    }
  }

  /// Before stopping: the terminal as it was, but the form's state kept for `resume()`.
  fileprivate static func suspend() {
    if screenDescriptor >= 0 { _ = write(screenDescriptor, leaveScreen.baseAddress, leaveScreen.count) }
    if settingsDescriptor >= 0, settingsActive { _ = tcsetattr(settingsDescriptor, TCSANOW, &savedSettings) }
  }

  /// After SIGCONT: the form's settings and screen again, and a redraw, when the
  /// form has the terminal and is in the foreground (a background process
  /// changing the terminal would be stopped by SIGTTOU; `fg` sends SIGCONT again).
  fileprivate static func resume() {
    // Twice after a stop (here and in the SIGCONT handler) does no harm: the same settings, then a redraw.
    resized = 1
    guard settingsDescriptor >= 0, settingsActive, tcgetpgrp(settingsDescriptor) == getpgrp() else { return }
    _ = tcsetattr(settingsDescriptor, TCSANOW, &activeSettings)
    if screenDescriptor >= 0 { _ = write(screenDescriptor, enterScreen.baseAddress, enterScreen.count) }
  }

  /// Ctrl-Z in raw mode arrives as a key, not as a signal: stops the process
  /// group as the terminal would have, through the same handler.
  static func stopAsCtrlZ() {
    kill(0, SIGTSTP)
  }

  /// Installs the handlers that restore the terminal on SIGINT (then exit 130),
  /// and on SIGTERM, SIGHUP, SIGQUIT and the crash signals (then die of the
  /// same signal, as the parent expects); that stop and come back on SIGTSTP and
  /// SIGCONT; and that note SIGWINCH.
  static func installSignalHandlers() {
    _ = leaveScreen
    _ = enterScreen
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
    // A shell without job control starts its children with SIGTSTP ignored; that stays so.
    let previous = signal(SIGTSTP, handleStop)
    if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { signal(SIGTSTP, SIG_IGN) }
    signal(SIGCONT) { _ in TerminalRestore.resume() }
  }
}

/// SIGTSTP: the terminal as it was, then stop by the default action (the
/// signal unblocked and raised again); execution goes on here after SIGCONT.
/// The form's terminal comes back here too, not only in the SIGCONT handler:
/// in a process group without job control (orphaned) the kernel discards the
/// stop, and no SIGCONT follows.
private func handleStop(_ number: Int32) {
  let savedErrno = errno
  TerminalRestore.suspend()
  signal(SIGTSTP, SIG_DFL)
  var stop = sigset_t()
  sigemptyset(&stop)
  sigaddset(&stop, SIGTSTP)
  sigprocmask(SIG_UNBLOCK, &stop, nil)
  raise(SIGTSTP)
  signal(SIGTSTP, handleStop)
  TerminalRestore.resume()
  errno = savedErrno
}
