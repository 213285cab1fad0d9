#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals that end a process by default, held back (blocked) while a
/// temporary file has a name in the target's folder. One that arrives then is
/// delivered on `release()`, once the file is renamed over its target or
/// removed: a SIGTERM or Ctrl-C can end tablegen at any moment, but never
/// leave a half-written copy of the answers (a password included) behind.
struct HeldSignals {
  private var saved = sigset_t()

  static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2]

  /// Blocks the terminating signals for this thread, the one that writes.
  static func hold() -> HeldSignals {
    var held = HeldSignals()
    var blocked = sigset_t()
    sigemptyset(&blocked)
    for number in terminating { sigaddset(&blocked, number) }
    pthread_sigmask(SIG_BLOCK, &blocked, &held.saved)
    return held
  }

  /// Puts the mask back as it was; a signal that arrived meanwhile is delivered now.
  func release() {
    var saved = saved
    pthread_sigmask(SIG_SETMASK, &saved, nil)
  }
}
