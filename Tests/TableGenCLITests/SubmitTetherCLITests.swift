import Foundation
import TableGenTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `fill --submit CMD` never leaves CMD or what it started behind
/// (docs/security.md, "Children of --submit"): whether tablegen is killed
/// (SIGKILL, which it cannot catch), interrupted (SIGTERM, SIGINT), or ends
/// normally after a submission that left a child in the background.
@Suite("tablegen fill --submit: children never outlive tablegen")
struct SubmitTetherCLITests {
  static let answers = #"{"username": "alice@example.com", "password": "secret12"}"#

  /// Runs `fill --submit command`, which writes the pids to watch into `pids`
  /// (in one rename, so it is read whole); sends `signal` to tablegen once the
  /// file is there (none: tablegen ends by itself). Returns the pids.
  static func run(_ command: (_ pids: String) -> String, signal: Int32?) throws -> (ProcessResult, [Int32]) {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pids = folder.appendingPathComponent("pids")
    let answers = folder.appendingPathComponent("answers.json")
    try Self.answers.write(to: answers, atomically: true, encoding: .utf8)
    var signalled = false
    let run = try OutputSafetyTests.withSignalsUnblocked {
      try ProcessRunner.tablegen.run(
        ["fill", "Samples/login.yaml", "--no-input", "--answers", answers.path, "--submit", command(pids.path)],
        deadline: .seconds(30), pollInterval: .milliseconds(20)
      ) { process in
        if let signal, !signalled, FileManager.default.fileExists(atPath: pids.path) {
          signalled = true
          kill(process.processIdentifier, signal)
        }
      }
    }
    let numbers = try String(contentsOf: pids, encoding: .utf8).split(separator: " ").compactMap {
      Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return (run, numbers)
  }

  /// Whether `pid` is gone within a bounded wait (the watcher's grace is 2 s before SIGKILL):
  /// a count of polls, not a timing that is asserted.
  static func isGone(_ pid: Int32) -> Bool {
    for _ in 0..<500 {
      if !FillSubmitCLITests.isRunning(pid) { return true }
      usleep(20_000)
    }
    return false
  }

  /// A grandchild that ignores SIGTERM (so only the SIGKILL after the grace ends it), and the shell itself.
  static func stubbornGrandchild(_ pids: String) -> String {
    "(trap '' TERM; exec sleep 60) & echo $! $$ > '\(pids).tmp'; mv '\(pids).tmp' '\(pids)'; wait"
  }

  @Test(
    "tablegen killed or interrupted while CMD runs: CMD and its grandchild are gone",
    arguments: [SIGKILL, SIGTERM, SIGINT])
  func abnormalEnd(_ signal: Int32) throws {
    let (run, pids) = try Self.run(Self.stubbornGrandchild, signal: signal)
    #expect(pids.count == 2)
    if signal == SIGKILL {
      #expect(run.endedBySignal)
    } else {
      #expect(run.status == (signal == SIGINT ? 130 : 143) || run.endedBySignal, "status \(run.status)")
    }
    for pid in pids {
      #expect(
        Self.isGone(pid), "process \(pid) outlived tablegen's \(signal == SIGKILL ? "SIGKILL" : "signal \(signal)")")
      if FillSubmitCLITests.isRunning(pid) { kill(pid, SIGKILL) }
    }
  }

  @Test("a submission that succeeds and leaves a child in the background: the child ends with the submission")
  func leftBehindAfterSuccess() throws {
    let (run, pids) = try Self.run(
      { pids in
        "cat > /dev/null; (trap '' TERM; exec sleep 60) > /dev/null 2>&1 & "
          + "echo $! > '\(pids).tmp'; mv '\(pids).tmp' '\(pids)'; echo accepted"
      }, signal: nil)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stderr.contains("Submitted: accepted"))
    #expect(pids.count == 1)
    for pid in pids {
      #expect(Self.isGone(pid), "process \(pid) outlived the submission")
      if FillSubmitCLITests.isRunning(pid) { kill(pid, SIGKILL) }
    }
  }
}
