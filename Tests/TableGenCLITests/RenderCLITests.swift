import Foundation
import TableGenTestSupport
import Testing

/// `tablegen render` in the text and Markdown formats, and the docs workflow.
/// The forms are compared with the goldens of GoldenTests, with a diff on failure.
@Suite("tablegen render: text, Markdown, --inject and --check")
struct RenderCLITests {
  static let golden = CLITests.packageRoot.appendingPathComponent("Tests/Goldens")

  @Test("text is the default format: login.yaml at 80 columns, as its golden")
  func textByDefault() throws {
    let result = try CLITests.run(["render", "Samples/login.yaml"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stderr.isEmpty)
    try GoldenFile.expect(result.stdout, matches: Self.golden.appendingPathComponent("text/login.yaml.txt"))
  }

  @Test("--format markdown and --width/--ascii reach the renderers")
  func formats() throws {
    let markdown = try CLITests.run(["render", "Samples/login.yaml", "--format", "markdown"])
    #expect(markdown.status == 0)
    try GoldenFile.expect(markdown.stdout, matches: Self.golden.appendingPathComponent("markdown/login.yaml.md"))
    let narrow = try CLITests.run(["render", "Samples/controls.yaml", "--width", "40"])
    try GoldenFile.expect(narrow.stdout, matches: Self.golden.appendingPathComponent("text/controls.yaml.40.txt"))
    let ascii = try CLITests.run(["render", "Samples/controls.yaml", "--ascii"])
    try GoldenFile.expect(ascii.stdout, matches: Self.golden.appendingPathComponent("text/controls.yaml.80.ascii.txt"))
  }

  @Test("--color always colours the text form; the default does not when piped")
  func colour() throws {
    let plain = try CLITests.run(["render", "Samples/login.yaml"])
    #expect(!plain.stdout.contains("\u{1B}["))
    let coloured = try CLITests.run(["render", "Samples/login.yaml", "--color", "always"])
    #expect(coloured.stdout.contains("\u{1B}[1mLog in\u{1B}[0m"))
  }

  @Test(
    "options that do not fit together are usage errors (exit 2)",
    arguments: [
      (["--width", "5"], "--width must be from 20 to 400, not 5."),
      (["--width", "401"], "--width must be from 20 to 400, not 401."),
      (["--format", "json", "--ascii"], "--ascii and --expand-pickers shape the text form"),
      (["--inject", "R.md", "--format", "json"], "--inject writes Markdown"),
      (["--inject", "R.md", "--output", "o.md"], "--inject and --output both name a file"),
      (["--check"], "--check compares with a file"),
      (["--locations"], "--locations applies to --format json only."),
    ])
  func usageErrors(_ arguments: [String], _ message: String) throws {
    let result = try CLITests.run(["render", "Samples/login.yaml"] + arguments)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
  }

  @Test("--inject into a README with markers, then --check passes; the spec is untouched")
  func injectWithMarkers() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let readme = folder.appendingPathComponent("README.md")
    let prose = "# Login screen\n\nThe form:\n\n<!-- BEGIN_TABLEGEN -->\nstale\n<!-- END_TABLEGEN -->\n\nMore prose.\n"
    try Data(prose.utf8).write(to: readme)
    let spec = CLITests.packageRoot.appendingPathComponent("Samples/login.yaml")
    let specBefore = try Data(contentsOf: spec)

    let stale = try CLITests.run(["render", "Samples/login.yaml", "--inject", readme.path, "--check"])
    #expect(stale.status == 1)
    #expect(
      stale.stdout.contains("--- \(readme.path)\n+++ \(readme.path) (rendered)\n@@ -3,7 +3,19 @@\n"),
      "stdout: \(stale.stdout)")
    #expect(stale.stdout.contains("\n-stale\n+\n+## Log in\n"))
    #expect(stale.stderr.contains("is stale"))
    #expect(try String(contentsOf: readme, encoding: .utf8) == prose, "--check wrote the file")

    let injected = try CLITests.run(["render", "Samples/login.yaml", "--inject", readme.path])
    #expect(injected.status == 0, "stderr: \(injected.stderr)")
    #expect(injected.stdout.isEmpty)
    // Into a document, the title is a level-2 heading by default: the document has its own # title.
    let markdown = try CLITests.run(["render", "Samples/login.yaml", "--format", "markdown", "--heading-level", "2"])
      .stdout
    #expect(
      try String(contentsOf: readme, encoding: .utf8)
        == "# Login screen\n\nThe form:\n\n<!-- BEGIN_TABLEGEN -->\n\n\(markdown)\n<!-- END_TABLEGEN -->\n\nMore prose.\n"
    )

    let current = try CLITests.run(["render", "Samples/login.yaml", "--inject", readme.path, "--check"])
    #expect(current.status == 0)
    #expect(current.stdout.isEmpty && current.stderr.isEmpty)
    #expect(try Data(contentsOf: spec) == specBefore)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["README.md"])
  }

  @Test("--inject appends a marked block to a README without markers, and creates a missing one")
  func injectWithoutMarkers() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let markdown = try CLITests.run(["render", "Samples/login.yaml", "--format", "markdown", "--heading-level", "2"])
      .stdout
    let block = "<!-- BEGIN_TABLEGEN -->\n\n\(markdown)\n<!-- END_TABLEGEN -->\n"

    let readme = folder.appendingPathComponent("README.md")
    try Data("# Docs\nNo markers here.".utf8).write(to: readme)
    #expect(try CLITests.run(["render", "Samples/login.yaml", "--inject", readme.path]).status == 0)
    #expect(try String(contentsOf: readme, encoding: .utf8) == "# Docs\nNo markers here.\n\n" + block)

    let missing = folder.appendingPathComponent("NEW.md")
    #expect(try CLITests.run(["render", "Samples/login.yaml", "--inject", missing.path, "--check"]).status == 1)
    #expect(!FileManager.default.fileExists(atPath: missing.path), "--check created the file")
    #expect(try CLITests.run(["render", "Samples/login.yaml", "--inject", missing.path]).status == 0)
    #expect(try String(contentsOf: missing, encoding: .utf8) == block)
  }

  @Test("unpaired markers are exit 2 with file:line:col, and the README is left alone")
  func unpairedMarkers() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let readme = folder.appendingPathComponent("README.md")
    let text = "# Docs\n\n<!-- BEGIN_TABLEGEN -->\nno end\n"
    try Data(text.utf8).write(to: readme)
    let result = try CLITests.run(["render", "Samples/login.yaml", "--inject", readme.path])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "\(readme.path):3:1: error: <!-- BEGIN_TABLEGEN --> has no <!-- END_TABLEGEN --> after it [invalid-markers]"),
      "stderr: \(result.stderr)")
    #expect(try String(contentsOf: readme, encoding: .utf8) == text)
  }

  @Test("--check works with --output too")
  func checkOutput() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("login.txt")
    #expect(try CLITests.run(["render", "Samples/login.yaml", "--output", target.path]).status == 0)
    #expect(try CLITests.run(["render", "Samples/login.yaml", "--output", target.path, "--check"]).status == 0)
    let changed = try CLITests.run([
      "render", "Samples/login.yaml", "--output", target.path, "--check", "--width", "60",
    ])
    #expect(changed.status == 1)
    #expect(changed.stdout.hasPrefix("--- \(target.path)\n+++ \(target.path) (rendered)\n@@ -2,"))
  }

  @Test("--format prompt is tablegen fill: same answers, same exit statuses")
  func prompt() throws {
    let typed = Data("alice@example.com\nsecret12\na\n".utf8)
    let viaRender = try CLITests.run(["render", "Samples/login.yaml", "--format", "prompt"], stdin: typed)
    let viaFill = try CLITests.run(["fill", "Samples/login.yaml"], stdin: typed)
    #expect(viaRender.status == 0)
    #expect(
      viaRender.stdout
        == "{\n  \"$action\": \"login\",\n  \"username\": \"alice@example.com\",\n  \"password\": \"secret12\"\n}\n")
    #expect(viaRender.stdout == viaFill.stdout)
    #expect(viaRender.stderr == viaFill.stderr)
    let misplaced = try CLITests.run(["render", "Samples/login.yaml", "--answers", "a.json"])
    #expect(misplaced.status == 2)
    #expect(misplaced.stderr.contains("apply to --format prompt (tablegen fill) only"))
    let mixed = try CLITests.run(["render", "Samples/login.yaml", "--format", "prompt", "--width", "40"])
    #expect(mixed.status == 2)
  }
}
