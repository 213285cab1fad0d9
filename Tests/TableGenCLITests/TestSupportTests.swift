import Foundation
import TableGenTestSupport
import Testing

/// The shared test support itself: a deadline that stops a hang, and a
/// generator that repeats its sequence.
@Suite("Test support")
struct TestSupportTests {
  @Test("a run past its deadline is killed and reported as an issue")
  func deadlineStopsAHang() throws {
    let sleeper = ProcessRunner(executable: URL(fileURLWithPath: "/bin/sleep"))
    var result: ProcessResult?
    try withKnownIssue("the deadline reports the hang") {
      result = try sleeper.run(["30"], deadline: .milliseconds(200))
    } matching: { issue in
      issue.description.contains("was still running after")
    }
    let ended = try #require(result)
    #expect(ended.timedOut)
    #expect(ended.endedBySignal)
    #expect(ended.status == SIGKILL)
  }

  @Test("a run within its deadline keeps its status and output")
  func ordinaryRun() throws {
    let shell = ProcessRunner(executable: URL(fileURLWithPath: "/bin/sh"), environment: ["GREETING": "hello"])
    let result = try shell.run(
      ["-c", "cat; echo \"$GREETING $EXTRA\"; echo oops >&2; exit 3"], stdin: Data("in\n".utf8),
      environment: ["EXTRA": "there"])
    #expect(!result.timedOut)
    #expect(!result.endedBySignal)
    #expect(result.status == 3)
    #expect(result.stdout == "in\nhello there\n")
    #expect(result.stderr == "oops\n")
  }

  @Test("the same seed gives the same sequence; another seed another")
  func seededGenerator() {
    var first = SeededGenerator(seed: 42)
    var second = SeededGenerator(seed: 42)
    var other = SeededGenerator(seed: 43)
    let a = (0..<8).map { _ in first.next() }
    #expect(a == (0..<8).map { _ in second.next() })
    #expect(a != (0..<8).map { _ in other.next() })
  }
}
