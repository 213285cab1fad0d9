import Foundation
import Testing

/// The line mode reads at most `FillLimits.textBytes` a line (without
/// the limit, `fill < /dev/zero` grew past 2 GB).
@Suite("tablegen fill: input limits")
struct FillInputLimitTests {
  @Test("a line longer than 1 MiB ends the form with a message, and is neither kept nor echoed")
  func lineTooLong() throws {
    let zeros = String(repeating: "\0", count: 3 << 20)
    let run = try FillCLITests.fill(["Tests/Fixtures/fill/pty.yaml"], input: zeros + "\nalice@example.com\n")
    #expect(!run.timedOut)
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr.contains(
        "> error: a line of input is longer than 1 MiB, the limit of one answer; the form ends here\n"))
    #expect(
      run.stderr.hasSuffix(
        "tablegen: cancelled: the answer to 'Email' is longer than 1 MiB, the limit of one answer; no answers written\n"
      ))
    #expect(run.stderr.utf8.count < 4096)
  }

  @Test("a line of exactly 1 MiB is an answer")
  func lineAtTheLimit() throws {
    let spec = "tablegen: 1\ncells:\n  - {type: textView, id: t, label: T}\n"
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablegen-limit-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("t.yaml").path
    try spec.write(toFile: path, atomically: true, encoding: .utf8)
    let line = String(repeating: "x", count: 1 << 20)
    let run = try FillCLITests.fill([path], input: line + "\r\n.\na\n")
    #expect(!run.timedOut)
    #expect(run.status == 0, "\(run.stderr.suffix(300))")
    #expect(run.stdout.utf8.count > 1 << 20)
  }

  @Test("a text view's lines past 1 MiB in all end the form with a message")
  func textViewTooLong() throws {
    let spec = "tablegen: 1\ncells:\n  - {type: textView, id: t, label: T}\n"
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablegen-text-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("t.yaml").path
    try spec.write(toFile: path, atomically: true, encoding: .utf8)
    let line = String(repeating: "x", count: 2047) + "\n"
    let run = try FillCLITests.fill([path], input: String(repeating: line, count: 600) + ".\n1\n")
    #expect(!run.timedOut)
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr.contains("error: the text is longer than 1 MiB, the limit of one answer; the form ends here\n"))
    #expect(
      run.stderr.hasSuffix(
        "tablegen: cancelled: the answer to 'T' is longer than 1 MiB, the limit of one answer; no answers written\n"))
  }
}
