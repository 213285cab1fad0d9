import Foundation
import Testing

/// `tablegen fill` on pickers whose options store booleans: the answers
/// write `true`/`false` bare, and read them back from a file, from `--set`
/// and from a line typed, as the same option.
@Suite("tablegen fill: boolean option values")
struct FillBoolOptionCLITests {
  static let spec = "Tests/Fixtures/render/bool-options.yaml"

  @Test("the defaults, and --set by value, are written as JSON booleans")
  func setAndDefaults() throws {
    let defaults = try FillCLITests.fill([Self.spec, "--no-input"])
    #expect(defaults.status == 0, "stderr: \(defaults.stderr)")
    #expect(defaults.stdout == "{\n  \"metric\": true,\n  \"reminders\": [\n    false\n  ]\n}\n")
    let set = try FillCLITests.fill([
      Self.spec, "--no-input", "--set", "metric=false", "--set", "reminders=true, false", "--set", "confirm=false",
    ])
    #expect(set.status == 0, "stderr: \(set.stderr)")
    #expect(
      set.stdout == """
        {
          "metric": false,
          "feetAndInches": false,
          "reminders": [
            true,
            false
          ],
          "confirm": "false"
        }

        """)
  }

  @Test("an answers file's booleans, and their text, choose the options; another type is refused at its place")
  func answersFile() throws {
    let folder = try CLITests.temporaryFolder()
    let answers = folder.appendingPathComponent("answers.json")
    try Data(#"{"metric": "false", "reminders": [true], "confirm": true}"#.utf8).write(to: answers)
    let run = try FillCLITests.fill([Self.spec, "--answers", answers.path, "--no-input"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stdout == """
        {
          "metric": false,
          "feetAndInches": false,
          "reminders": [
            true
          ],
          "confirm": "true"
        }

        """)
    try Data(#"{"metric": 0}"#.utf8).write(to: answers)
    let refused = try FillCLITests.fill([Self.spec, "--answers", answers.path, "--no-input"])
    #expect(refused.status == 2)
    #expect(
      refused.stderr
        == "\(answers.path):1:12: error: field 'metric' (Units): Choose one of the options: 'true' (Metric), 'false' (Imperial). [invalid-value]\n"
    )
  }

  @Test("line mode takes a label or the value typed, and a recording reads back the same")
  func lineModeAndRecording() throws {
    let folder = try CLITests.temporaryFolder()
    let recording = folder.appendingPathComponent("recorded.json")
    let run = try FillCLITests.fill(
      [Self.spec, "--record", recording.path], input: "Imperial\ny\ntrue\nfalse\na\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let expected = """
      {
        "metric": false,
        "feetAndInches": true,
        "reminders": [
          true
        ],
        "confirm": "false"
      }

      """
    #expect(run.stdout.hasSuffix(expected))
    let replayed = try FillCLITests.fill([Self.spec, "--answers", recording.path, "--no-input"])
    #expect(replayed.status == 0, "stderr: \(replayed.stderr)")
    #expect(replayed.stdout == expected)
  }
}
