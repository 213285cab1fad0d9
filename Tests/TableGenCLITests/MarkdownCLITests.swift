import Foundation
import TableGenTestSupport
import Testing

/// `render --format markdown` and `--inject` at their heading levels:
/// the title where it is asked for, and into a document one level down.
@Suite("tablegen render: Markdown heading levels")
struct MarkdownCLITests {
  @Test("--heading-level N puts the title at N and the sections at N + 1")
  func headingLevel() throws {
    let result = try CLITests.run(["render", "Samples/settings.yaml", "--format", "markdown", "--heading-level", "3"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.hasPrefix("### Settings\n\n"))
    #expect(result.stdout.contains("\n\n#### Playback\n\n"))
    #expect(!result.stdout.contains("\n## "))
  }

  @Test("--inject puts the title at level 2 under the document's own # title, unless told otherwise")
  func injectLevel() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let readme = folder.appendingPathComponent("README.md")
    try Data("# My App\n".utf8).write(to: readme)
    #expect(try CLITests.run(["render", "Samples/login.yaml", "--inject", readme.path]).status == 0)
    let injected = try String(contentsOf: readme, encoding: .utf8)
    #expect(injected.hasPrefix("# My App\n\n<!-- BEGIN_TABLEGEN -->\n\n## Log in\n\n"))
    #expect(injected.components(separatedBy: "\n# ").count == 1, "a second # heading: \(injected)")
    #expect(try CLITests.run(["render", "Samples/login.yaml", "--inject", readme.path, "--check"]).status == 0)

    // An explicit level wins, and --check compares at that level.
    let stale = try CLITests.run([
      "render", "Samples/login.yaml", "--inject", readme.path, "--heading-level", "1", "--check",
    ])
    #expect(stale.status == 1)
    #expect(stale.stdout.contains("\n-## Log in\n+# Log in\n"), "stdout: \(stale.stdout)")
  }

  @Test(
    "--heading-level outside 1–5, or with another format, is a usage error",
    arguments: [
      (["--format", "markdown", "--heading-level", "6"], "--heading-level must be from 1 to 5, not 6."),
      (["--format", "markdown", "--heading-level", "0"], "--heading-level must be from 1 to 5, not 0."),
      (["--heading-level", "2"], "--heading-level applies to Markdown only."),
    ])
  func usage(_ arguments: [String], _ message: String) throws {
    let result = try CLITests.run(["render", "Samples/login.yaml"] + arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
  }
}
