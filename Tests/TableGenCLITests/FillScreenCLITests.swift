import Foundation
import Testing

/// Through a pipe: a picker of numbers takes the number
/// typed, as the full screen does, and `--ascii` is taken by `fill` and by
/// `render --format prompt`.
@Suite("tablegen fill: numbers in pickers, --ascii")
struct FillScreenCLITests {
  /// The settings sample's questions in order, each line its answer, then choice a (Save).
  static let settingsLines = ["", "", "45", "", "", "", "", "", "a"]

  @Test("line mode: 45 at Skip Forward (10, 15, 30, 45, 60) is the option 45, listed without numbers")
  func numberIsTheOption() throws {
    let run = try FillCLITests.fill(
      ["Samples/settings.yaml"], input: Self.settingsLines.joined(separator: "\n") + "\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout.contains("\"skipForward\": 45,"))
    #expect(run.stderr.contains("  - 45\n  - 60\nEnter one of the options as listed.\n"))
  }

  @Test("--ascii is a flag of fill and of render --format prompt")
  func asciiFlag() throws {
    let input = Self.settingsLines.joined(separator: "\n") + "\n"
    let fill = try FillCLITests.fill(["--ascii", "Samples/settings.yaml"], input: input)
    #expect(fill.status == 0, "stderr: \(fill.stderr)")
    let render = try CLITests.run(
      ["render", "--format", "prompt", "--ascii", "Samples/settings.yaml"], stdin: Data(input.utf8), deadline: 30)
    #expect(render.status == 0, "stderr: \(render.stderr)")
    #expect(render.stdout == fill.stdout)
  }
}
