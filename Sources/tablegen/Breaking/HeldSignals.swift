#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C, SIGTERM and SIGHUP held back while `breaking` has a copy of a git
/// revision in a temporary folder: one that arrives then ends the run only
/// once the copy is removed (`release()`), as it would have ended it.
struct HeldSignals {
  private var previous = sigset_t()
  private var holding = false

  /// Starts holding the signals.
  static func hold() -> HeldSignals {
    var held = HeldSignals()
    var signals = sigset_t()
    sigemptyset(&signals)
    for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, number) }
    held.holding = pthread_sigmask(SIG_BLOCK, &signals, &held.previous) == 0
    return held
  }

  /// Lets the signals through again; one that arrived meanwhile takes effect now.
  mutating func release() {
    guard holding else { return }
    holding = false
    pthread_sigmask(SIG_SETMASK, &previous, nil)
  }
}
