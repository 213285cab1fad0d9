#if canImport(Glibc)
  import Glibc
  import CProcessTether
#elseif canImport(Musl)
  import Musl
  import CProcessTether
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts `fill --submit`'s command so that neither it nor anything it starts
/// outlives tablegen (docs/security.md, "Children of --submit").
///
/// `/bin/sh -c CMD` runs in a session, so a process group, of its own. On
/// Linux it gets SIGKILL when tablegen ends (`PR_SET_PDEATHSIG`), and a watcher
/// process in its group holds the read end of a pipe, the lifeline, whose write
/// end only tablegen holds: when tablegen closes it (`Tether.release()`, once
/// the submission is over) or the kernel does (tablegen ended in any way,
/// SIGKILL included), the watcher sends SIGTERM to the whole group, then
/// SIGKILL after the grace. A child that leaves the group (`setsid`) leaves
/// this too. Elsewhere the command starts as before, in its own session.
enum TetheredSpawn {
  /// The running command: its pid, and the lifeline to release when the submission is over.
  struct Tether {
    let child: pid_t
    /// The lifeline's write end, or -1 where there is none.
    var lifeline: Int32

    /// Lets the watcher end whatever the command left in its group.
    mutating func release() {
      if lifeline >= 0 { close(lifeline) }
      lifeline = -1
    }
  }

  /// Starts `/bin/sh -c command` with `streams` as its standard input, output
  /// and error; `grace` is how long, in milliseconds, its group has after SIGTERM.
  static func start(_ command: String, streams: (Int32, Int32, Int32), grace: Int32) -> Result<
    Tether, ShellSpawn.SpawnError
  > {
    #if os(Linux)
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else { return .failure(ShellSpawn.SpawnError(number: errno)) }
      // Close-on-exec: the command and any other child never hold the lifeline.
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      var argv: [UnsafeMutablePointer<CChar>?] =
        ["/bin/sh", "-c", command].map { $0.withCString { strdup($0) } } + [nil]
      defer { for argument in argv { free(argument) } }
      var child: pid_t = 0
      let result = tablegen_spawn_tethered(
        "/bin/sh", &argv, environ, streams.0, streams.1, streams.2, ends[0], grace, &child)
      close(ends[0])
      guard result == 0 else {
        close(ends[1])
        return .failure(ShellSpawn.SpawnError(number: result))
      }
      return .success(Tether(child: child, lifeline: ends[1]))
    #else
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_adddup2(&actions, streams.0, 0)
      posix_spawn_file_actions_adddup2(&actions, streams.1, 1)
      posix_spawn_file_actions_adddup2(&actions, streams.2, 2)
      return ShellSpawn.start(["-c", command], actions: &actions, newSession: true).map {
        Tether(child: $0, lifeline: -1)
      }
    #endif
  }
}
