import TableGenOutput
import TableGenSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `fill --submit CMD`: runs CMD through `/bin/sh -c` with the answers on its
/// standard input, and waits for it while `SubmitProgress` shows that it runs.
///
/// CMD starts in a session (so a process group) of its own, without a
/// controlling terminal: a key typed meanwhile never reaches it, a command that
/// would prompt on /dev/tty fails instead of stopping in the background, and
/// Ctrl-C reaches tablegen alone, which ends the whole group (SIGTERM, then
/// SIGKILL after `grace`). It is tethered to tablegen (`TetheredSpawn`): when
/// the submission is over, or tablegen ends in any way, its group is ended. Its standard output and error are pipes read here:
/// only the first line of output and the last bytes of errors are kept, so
/// memory stays bounded whatever it prints.
struct Submission {
  /// How a run ended.
  enum Outcome: Equatable {
    /// Exit status 0; the first line of its standard output, if it printed one.
    case succeeded(firstLine: String?)
    /// A non-zero exit, a signal, or a command that could not start.
    case failed(Failure)
    /// SIGINT (Ctrl-C), SIGTERM, SIGHUP or SIGQUIT arrived while it ran: it was ended. `afterSuccess`:
    /// it had already exited 0 (what its background children wrote was being read), so it took the answers.
    case interrupted(signal: Int32, afterSuccess: Bool = false)
  }

  /// Why a submission failed, and the last lines of its standard error (not escaped).
  struct Failure: Equatable {
    /// "exit status 1", "ended by signal 9", "could not start: …".
    var reason: String
    var errorTail: [String]
  }

  let command: String
  /// How long CMD has to end after SIGTERM before SIGKILL, in milliseconds.
  var grace: Int32 = 2000

  /// The bytes of standard output kept for the confirmation: its first line, cut here.
  static let firstLineBytes = 1024
  /// The bytes of standard error kept: the last ones, of which `tailLines` lines are shown.
  static let errorBytes = 4096
  static let tailLines = 5

  /// Runs CMD with `input` on its standard input; `progress` is told the time
  /// spent about ten times a second.
  func run(input: [UInt8], progress: (Double) -> Void) -> Outcome {
    let signals = CaughtSignals.install()
    defer { signals.uninstall() }
    guard let pipes = Pipes.make() else {
      return .failed(Failure(reason: "could not start: \(String(cString: strerror(errno)))", errorTail: []))
    }
    var tether: TetheredSpawn.Tether
    switch TetheredSpawn.start(
      command, streams: (pipes.input.read, pipes.output.write, pipes.error.write), grace: grace)
    {
    case .success(let started): tether = started
    case .failure(let error):
      pipes.closeAll()
      return .failed(Failure(reason: "could not start: \(String(cString: strerror(error.number)))", errorTail: []))
    }
    // However the submission ends, what CMD left in its group is ended with it.
    defer { tether.release() }
    let child = tether.child
    pipes.closeChildEnds()

    var stdinPipe: Int32? = pipes.input.write
    var stdoutPipe: Int32? = pipes.output.read
    var stderrPipe: Int32? = pipes.error.read
    defer { for descriptor in [stdinPipe, stdoutPipe, stderrPipe].compactMap({ $0 }) { close(descriptor) } }
    if let descriptor = stdinPipe { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) }
    var written = 0
    if input.isEmpty, let descriptor = stdinPipe {
      close(descriptor)
      stdinPipe = nil
    }
    var buffer = [UInt8](repeating: 0, count: 65536)  // one read's worth, for both streams
    var output = FirstLine()
    var errors = Tail()
    var status: Int32?
    let start = Clock.now
    /// When CMD has ended: what its descendants still write is read a short while, not waited for.
    var drainUntil: Double?

    while true {
      if CaughtSignals.caught != 0 {
        let number = Int32(CaughtSignals.caught)
        // Its background children too (the group outlives a reaped leader while they are in it).
        end(child)
        return .interrupted(
          signal: number,
          afterSuccess: status.map { $0 != Self.lost && ShellSpawn.Ending(waitStatus: $0).succeeded } ?? false)
      }
      if status == nil { status = reap(child, blocking: false) }
      if status != nil {
        if stdoutPipe == nil && stderrPipe == nil { break }
        if drainUntil == nil { drainUntil = Clock.now + 0.25 }
        if let limit = drainUntil, Clock.now >= limit { break }
      }
      var watched: [pollfd] = []
      if let descriptor = stdinPipe { watched.append(pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)) }
      if let descriptor = stdoutPipe { watched.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)) }
      if let descriptor = stderrPipe { watched.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)) }
      // A tenth of a second: the spinner's pace, and how soon CMD's exit or a signal is seen.
      let ready = watched.isEmpty ? 0 : poll(&watched, nfds_t(watched.count), 100)
      if watched.isEmpty { usleep(100_000) }
      if ready > 0 {
        for entry in watched where entry.revents != 0 {
          if entry.fd == stdinPipe {
            let count = input.withUnsafeBytes { bytes in
              bytes.baseAddress.map { write(entry.fd, $0 + written, bytes.count - written) } ?? -1
            }
            if count > 0 { written += count }
            // Done, or CMD closed its end (EPIPE; SIGPIPE is ignored meanwhile): what it did not read is dropped.
            if written == input.count || (count < 0 && errno != EAGAIN && errno != EINTR) {
              close(entry.fd)
              stdinPipe = nil
            }
          } else if entry.fd == stdoutPipe {
            if !readInto(entry.fd, &buffer, { output.take($0) }) {
              close(entry.fd)
              stdoutPipe = nil
            }
          } else if entry.fd == stderrPipe {
            if !readInto(entry.fd, &buffer, { errors.take($0) }) {
              close(entry.fd)
              stderrPipe = nil
            }
          }
        }
      }
      progress(Clock.now - start)
    }
    guard let final = status, final != Self.lost else {
      return .failed(Failure(reason: "its exit status was lost", errorTail: errors.lines(Self.tailLines)))
    }
    let ending = ShellSpawn.Ending(waitStatus: final)
    if ending.succeeded { return .succeeded(firstLine: output.line) }
    return .failed(Failure(reason: ending.description, errorTail: errors.lines(Self.tailLines)))
  }

  // MARK: Starting

  /// The three pipes CMD talks through; every end is close-on-exec, the child's are moved to 0, 1 and 2.
  private struct Pipes {
    var input: (read: Int32, write: Int32)
    var output: (read: Int32, write: Int32)
    var error: (read: Int32, write: Int32)

    static func make() -> Pipes? {
      var made: [(Int32, Int32)] = []
      for _ in 0..<3 {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
          for (read, write) in made {
            close(read)
            close(write)
          }
          return nil
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        made.append((ends[0], ends[1]))
      }
      return Pipes(input: made[0], output: made[1], error: made[2])
    }

    func closeChildEnds() {
      close(input.read)
      close(output.write)
      close(error.write)
    }

    func closeAll() {
      for descriptor in [input.read, input.write, output.read, output.write, error.read, error.write] {
        close(descriptor)
      }
    }
  }

  // MARK: Ending

  /// The wait status of `child` once it has ended (nil while it runs), retried
  /// on EINTR; `lost` when there is no such child to wait for.
  private func reap(_ child: pid_t, blocking: Bool) -> Int32? {
    var status: Int32 = 0
    while true {
      let result = waitpid(child, &status, blocking ? 0 : WNOHANG)
      if result == child { return status }
      if result < 0 && errno == EINTR { continue }
      return result == 0 ? nil : Self.lost
    }
  }

  /// Not a wait status: the child was reaped elsewhere (never, as SIGCHLD is at its default meanwhile).
  private static let lost = Int32.min

  /// Ends CMD's whole process group: SIGTERM, then SIGKILL if it is still there after `grace`
  /// (at once when CMD itself has ended already: what is left are its descendants).
  private func end(_ child: pid_t) {
    kill(-child, SIGTERM)
    let deadline = Clock.now + Double(grace) / 1000
    while Clock.now < deadline {
      if reap(child, blocking: false) != nil {
        // Its descendants may outlive it in the group: they get SIGKILL too.
        kill(-child, SIGKILL)
        return
      }
      usleep(20_000)
    }
    kill(-child, SIGKILL)
    _ = reap(child, blocking: true)
  }

  /// Reads what is there through `buffer` into `take`; false at end of file or on an error.
  private func readInto(_ descriptor: Int32, _ buffer: inout [UInt8], _ take: (ArraySlice<UInt8>) -> Void) -> Bool {
    let count = read(descriptor, &buffer, buffer.count)
    if count > 0 {
      take(buffer[0..<count])
      return true
    }
    return count < 0 && (errno == EINTR || errno == EAGAIN)
  }
}

// MARK: - Bounded capture

/// The first line of CMD's standard output, at most `Submission.firstLineBytes`; the rest is read and dropped.
struct FirstLine {
  private var bytes: [UInt8] = []
  private var complete = false

  mutating func take(_ chunk: ArraySlice<UInt8>) {
    guard !complete else { return }
    if let newline = chunk.firstIndex(of: 0x0A) {
      bytes += chunk[..<newline]
      complete = true
    } else {
      bytes += chunk
    }
    if bytes.count >= Submission.firstLineBytes {
      bytes.removeLast(bytes.count - Submission.firstLineBytes)
      bytes = UTF8Cut.droppingCutCharacter(bytes)
      complete = true
    }
  }

  /// The line without its CR, nil when it is blank.
  var line: String? {
    var text = String(decoding: bytes, as: UTF8.self)
    if text.hasSuffix("\r") { text.removeLast() }
    return text.trimmingWhitespace.isEmpty ? nil : text
  }
}

/// The last `Submission.errorBytes` of CMD's standard error.
struct Tail {
  /// At most one byte more than is kept: the one that says whether the kept bytes begin a line.
  private var bytes: [UInt8] = []

  mutating func take(_ chunk: ArraySlice<UInt8>) {
    bytes += chunk
    if bytes.count > 2 * Submission.errorBytes { bytes.removeFirst(bytes.count - Submission.errorBytes - 1) }
  }

  /// The last `count` lines that are not blank, without line breaks. A line the
  /// bound cut shows its end after "…" (a long one-line error would show nothing otherwise).
  func lines(_ count: Int) -> [String] {
    var kept = bytes.suffix(Submission.errorBytes)
    let cut = bytes.count > Submission.errorBytes && bytes[bytes.count - Submission.errorBytes - 1] != 0x0A
    // Not half a character: the continuation bytes the bound left at the start go.
    if cut { kept = kept.drop(while: { $0 & 0xC0 == 0x80 }) }
    var lines = String(decoding: kept, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
    if cut, let first = lines.first, !first.trimmingWhitespace.isEmpty { lines[0] = "…" + first }
    return Array(lines.filter { !$0.trimmingWhitespace.isEmpty }.suffix(count))
  }
}

/// Cutting UTF-8 at a byte bound.
enum UTF8Cut {
  /// `bytes` without the incomplete character a bound left at its end.
  static func droppingCutCharacter(_ bytes: [UInt8]) -> [UInt8] {
    // The last character's first byte: the last one that is not a continuation byte (10xxxxxx).
    guard let start = bytes.indices.reversed().prefix(4).first(where: { bytes[$0] & 0xC0 != 0x80 }) else {
      return bytes
    }
    let lead = bytes[start]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    return bytes.count - start < length ? Array(bytes[..<start]) : bytes
  }
}

// MARK: - Signals while CMD runs

/// While CMD runs, SIGINT, SIGTERM, SIGHUP and SIGQUIT are caught (noted, not
/// acted on in the handler), so that tablegen ends CMD's group and restores the
/// terminal before it goes; SIGPIPE is ignored, so that a CMD that does not read
/// its input does not end tablegen. `uninstall()` puts the earlier handlers back.
private struct CaughtSignals {
  /// The last signal caught, or 0.
  nonisolated(unsafe) static var caught: sig_atomic_t = 0
  private var previous: [(Int32, (@convention(c) (Int32) -> Void)?)] = []

  static func install() -> CaughtSignals {
    caught = 0
    var installed = CaughtSignals()
    for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
      installed.previous.append((number, signal(number) { number in CaughtSignals.caught = number }))
    }
    installed.previous.append((SIGPIPE, signal(SIGPIPE, SIG_IGN)))
    // An ignored SIGCHLD (inherited from tablegen's parent) would reap CMD unseen and lose its status.
    installed.previous.append((SIGCHLD, signal(SIGCHLD, SIG_DFL)))
    return installed
  }

  func uninstall() {
    for (number, handler) in previous.reversed() { signal(number, handler) }
  }
}

/// Seconds on the monotonic clock.
enum Clock {
  static var now: Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
