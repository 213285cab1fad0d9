import Foundation
import TableGenTestSupport
import Testing

/// Without `--format`, `render -o FILE` writes the format FILE's extension
/// names, so that `-o login.json` (docs/json-output.md's build-time example)
/// never writes the boxed text form into a `.json` file.
@Suite("tablegen render -o: the format from the file's extension")
struct RenderFormatByExtensionTests {
  static let golden = CLITests.packageRoot.appendingPathComponent("Tests/Goldens")

  @Test(
    "an extension chooses the format, matching that format's golden",
    arguments: [
      ("login.json", "json/login.yaml.json"),
      ("LOGIN.JSON", "json/login.yaml.json"),
      ("login.md", "markdown/login.yaml.md"),
      ("login.markdown", "markdown/login.yaml.md"),
      ("login.txt", "text/login.yaml.txt"),
      ("login", "text/login.yaml.txt"),
      ("dotted.folder.json/login", "text/login.yaml.txt"),
    ])
  func extensionChooses(_ name: String, _ goldenPath: String) throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
    let result = try CLITests.run(["render", "Samples/login.yaml", "-o", output.path])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let written = try String(contentsOf: output, encoding: .utf8)
    try GoldenFile.expect(written, matches: Self.golden.appendingPathComponent(goldenPath))
  }

  @Test("--format beats the extension")
  func explicitFormatWins() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("login.json")
    let result = try CLITests.run(["render", "Samples/login.yaml", "--format", "text", "-o", output.path])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    try GoldenFile.expect(
      try String(contentsOf: output, encoding: .utf8),
      matches: Self.golden.appendingPathComponent("text/login.yaml.txt"))
  }

  @Test("--ascii, which shapes the text form, is refused for a .json output")
  func textOptionsFollowTheInferredFormat() throws {
    let result = try CLITests.run(["render", "Samples/login.yaml", "--ascii", "-o", "/tmp/never-written.json"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("do not apply to --format json"), "stderr: \(result.stderr)")
  }
}
