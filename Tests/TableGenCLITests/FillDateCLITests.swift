import Foundation
import Testing

/// The date cell through a pipe, in line mode, and the answers a
/// Settings-bundle spec writes (ISO dates, a switch's stored value), read back.
@Suite("tablegen fill: dates and stored values")
struct FillDateCLITests {
  static let sample = "Samples/reminders.yaml"

  @Test("line mode: a date off its minute step and a word for a day are refused, ISO text is taken; the answers")
  func transcript() throws {
    let run = try FillCLITests.fill(
      [Self.sample], input: "\n22:07\n23:45\ntoday\n2026-03-04T10:30\nNO\n\n\n\n7\n15\na\n")
    #expect(!run.timedOut)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stdout == """
        {
          "startDate": "2026-11-24",
          "quietFrom": "23:45",
          "nextCheckIn": "2026-03-04T10:30",
          "darkMode": "NO",
          "repeatEvery": "weekly",
          "sound": "chime",
          "splitView": false,
          "snoozeMinutes": 15
        }

        """)
    let quietFrom = """
      Question 2 of 8: Quiet From
      A time (HH:MM), in 15-minute steps.
      Type it as 22:00.
      Enter alone keeps: 22:00
      > 
      """
    #expect(run.stderr.contains(quietFrom + "error: Choose a time on a 15-minute step.\n" + quietFrom))
    #expect(
      run.stderr.contains(
        """
        > error: Enter a date and time as YYYY-MM-DDTHH:MM, such as 2026-01-01T09:00, from 2026-01-01T09:00 to \
        2026-12-31T18:00.
        """))
    // A switch that stores other values than true/false says which, and takes them as answers.
    #expect(
      run.stderr.contains(
        "Question 4 of 8: Dark Mode\nStores \"YES\" when on, \"NO\" when off.\nEnter y for on or n for off [Y/n].\n"))
    // The value row bound to a key shows the title of its value, not the value.
    #expect(run.stderr.contains("> Lists: Two lists\n"))
    // A stepper takes a typed whole number on its step, and says its limits in the form's words.
    let snooze =
      "Question 8 of 8: Snooze For\nMinutes until a snoozed reminder comes back.\n"
      + "A whole number from 5 to 60 in steps of 5.\nEnter alone keeps: 10\n> "
    #expect(run.stderr.contains(snooze + "error: Choose a value in steps of 5 from 5, such as 5 or 10.\n" + snooze))
    #expect(run.stderr.hasSuffix("> Submitted: Submit.\n"))
  }

  @Test("--answers reads back ISO dates and the switch's stored value; --set takes the stored value as written")
  func readBack() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try FillCLITests.fill(
      [Self.sample, "--no-input", "--set", "nextCheckIn=2026-12-31T18:00", "--set", "darkMode=NO"])
    #expect(first.status == 0, "stderr: \(first.stderr)")
    #expect(first.stdout.contains(#""darkMode": "NO""#))
    let answers = folder.appendingPathComponent("answers.json")
    try Data(first.stdout.utf8).write(to: answers)
    let again = try FillCLITests.fill([Self.sample, "--no-input", "--answers", answers.path])
    #expect(again.status == 0, "stderr: \(again.stderr)")
    #expect(again.stdout == first.stdout)
  }

  @Test("--set: a date before its min is refused at the field, in the form's words")
  func outOfBounds() throws {
    let run = try FillCLITests.fill([Self.sample, "--no-input", "--set", "nextCheckIn=2025-12-31T09:00"])
    #expect(run.status == 2)
    #expect(
      run.stderr.contains(
        "error: field 'nextCheckIn' (Next Check-in): Enter a date and time from 2026-01-01T09:00 to 2026-12-31T18:00."))
  }
}
