#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts `/bin/sh` for fill's children, the `$EDITOR` and `--submit`'s
/// command, as any program starts: every signal at its default (tablegen
/// ignores some meanwhile, and an ignored signal would be inherited) and none
/// blocked.
enum ShellSpawn {
  /// Runs `/bin/sh` with `arguments` (after `sh` itself) and the file
  /// `actions`; with `newSession`, in a session of its own, so in a process
  /// group of its own and without a terminal. The child's pid, or the
  /// `posix_spawn` error number.
  static func start(
    _ arguments: [String], actions: UnsafePointer<posix_spawn_file_actions_t>? = nil, newSession: Bool = false
  ) -> Result<pid_t, SpawnError> {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigfillset(&defaults)
    sigdelset(&defaults, SIGKILL)
    sigdelset(&defaults, SIGSTOP)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var noneBlocked = sigset_t()
    sigemptyset(&noneBlocked)
    posix_spawnattr_setsigmask(&attributes, &noneBlocked)
    var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
    // POSIX_SPAWN_SETSID, whose value differs and which Swift does not import.
    // A process group alone would keep the terminal on macOS: a child reading
    // /dev/tty from the background would stop there on SIGTTIN, unseen.
    #if os(Linux)
      if newSession { flags |= 0x80 }  // glibc and musl
    #else
      if newSession { flags |= 0x0400 }  // Darwin, since macOS 10.15
    #endif
    posix_spawnattr_setflags(&attributes, Int16(flags))

    var argv = (["/bin/sh"] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var child: pid_t = 0
    let result = posix_spawn(&child, "/bin/sh", actions, &attributes, &argv, environ)
    return result == 0 ? .success(child) : .failure(SpawnError(number: result))
  }

  /// How a child ended, read from its wait status (WIFEXITED, WEXITSTATUS and
  /// WTERMSIG, which Swift does not import).
  enum Ending: Equatable {
    case exited(Int32)
    case signalled(Int32)

    init(waitStatus status: Int32) {
      self = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
    }

    var succeeded: Bool { self == .exited(0) }

    /// "exit status 1", "ended by signal 9".
    var description: String {
      switch self {
      case .exited(let code): "exit status \(code)"
      case .signalled(let signal): "ended by signal \(signal)"
      }
    }
  }

  /// Why `posix_spawn` failed: its error number.
  struct SpawnError: Error {
    var number: Int32
  }
}
