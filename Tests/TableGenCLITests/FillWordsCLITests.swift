import Foundation
import Testing

/// Through a pipe: a settings screen is saved without its action, and
/// the line-mode review takes a number as an answer and a letter as a choice.
@Suite("tablegen fill: actions and the review")
struct FillWordsCLITests {
  @Test("printf … | tablegen fill Samples/settings.yaml saves the settings without any action button")
  func settingsSaved() throws {
    // Eight empty lines keep the eight defaults; 'a' is the built-in Save.
    let run = try FillCLITests.fill(["Samples/settings.yaml"], input: String(repeating: "\n", count: 8) + "a\n")
    #expect(!run.timedOut)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stdout == """
        {
          "continuousPlayback": true,
          "playbackSpeed": 1,
          "skipForward": 30,
          "skipBack": 15,
          "wifiOnly": true,
          "keepEpisodes": "latest3",
          "newEpisodes": true,
          "weeklyDigest": false
        }

        """)
    // The action is shown where it stands, as a row, and is not among the final choices.
    #expect(run.stderr.contains("Storage: 1.2 GB\nClear Downloads: an action in the app, not run here\n"))
    #expect(
      run.stderr.contains(
        "Finish with:\n  a. Save\n  b. Cancel\nEnter a letter from a to b to finish, or an answer's number to change it.\n"
      ))
    #expect(!run.stderr.contains("Clear all downloads?"))
  }

  @Test("typing 1 at the review changes the email instead of logging in")
  func numberEditsAnswer() throws {
    let run = try FillCLITests.fill(
      ["Samples/login.yaml"], input: "alice@example.com\nsecret12\n1\nbob@example.com\na\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout.contains(#""username": "bob@example.com""#))
    #expect(run.stderr.contains("> Question 1 of 2: Email (required)\n"))
  }
}
