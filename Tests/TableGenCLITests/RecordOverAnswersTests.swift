import Foundation
import TableGenTestSupport
import Testing

/// `fill --answers FILE --record FILE`: a recording leaves secure answers out,
/// so written over the answers file it read it would drop the password in it
/// (docs/fill.md, "Replaying answers").
@Suite("fill: --record over the --answers file")
struct RecordOverAnswersTests {
  static let answers = "{\"username\": \"ada@example.com\", \"password\": \"correct horse\", \"$action\": \"login\"}\n"

  @Test("refused (exit 2, the file unchanged) when the answers file holds a secure answer; --include-secure keeps it")
  func refusedWhenItHoldsASecureAnswer() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let creds = folder.appendingPathComponent("creds.json").path
    try Self.answers.write(toFile: creds, atomically: true, encoding: .utf8)
    let run = try CLITests.run([
      "fill", "Samples/login.yaml", "--no-input", "--answers", creds, "--record", creds, "-o", "/dev/null",
    ])
    #expect(run.status == 2, "\(run.stderr)")
    #expect(
      run.stderr
        == "tablegen: --record names the --answers file '\(creds)', which holds the secure field 'password': "
        + "a recording leaves secure answers out, so it would be lost; record to another file, or add --include-secure\n"
    )
    #expect(try String(contentsOfFile: creds, encoding: .utf8) == Self.answers)

    let kept = try CLITests.run([
      "fill", "Samples/login.yaml", "--no-input", "--answers", creds, "--record", creds, "--include-secure", "-o",
      "/dev/null",
    ])
    #expect(kept.status == 0, "\(kept.stderr)")
    #expect(try String(contentsOfFile: creds, encoding: .utf8).contains("\"password\": \"correct horse\""))
  }

  @Test("an answers file without a secure answer may be recorded over: the recording keeps all it held")
  func allowedWithoutASecureAnswer() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("answers.json").path
    try "{\"username\": \"ada@example.com\", \"$action\": \"login\"}\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    let run = try CLITests.run([
      "fill", "Samples/login.yaml", "--no-input", "--answers", file, "--set", "password=correct horse", "--record",
      file, "-o", "/dev/null",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let recorded = try String(contentsOfFile: file, encoding: .utf8)
    #expect(recorded.contains("\"username\": \"ada@example.com\""))
    #expect(!recorded.contains("correct horse"))
  }
}
