import Foundation
import TableGenTestSupport
import Testing

/// `tablegen render --format svg`, and `--picture` beside `--inject` with `--check`.
@Suite("tablegen render: the SVG picture and --picture")
struct RenderPictureCLITests {
  static let golden = CLITests.packageRoot.appendingPathComponent("Tests/Goldens/svg")

  @Test("--format svg writes the golden picture; --theme dark the dark one")
  func svg() throws {
    let light = try CLITests.run(["render", "Samples/login.yaml", "--format", "svg"])
    #expect(light.status == 0, "stderr: \(light.stderr)")
    try GoldenFile.expect(light.stdout, matches: Self.golden.appendingPathComponent("login.yaml.light.svg"))
    let dark = try CLITests.run(["render", "Samples/login.yaml", "--format", "svg", "--theme", "dark"])
    try GoldenFile.expect(dark.stdout, matches: Self.golden.appendingPathComponent("login.yaml.dark.svg"))
    let narrow = try CLITests.run(["render", "Samples/login.yaml", "--format", "svg", "--width", "240"])
    #expect(narrow.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"240\""))
  }

  @Test("--format svg --output --check names a stale picture without a diff")
  func outputCheck() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let picture = folder.appendingPathComponent("login.svg").path
    let command = ["render", "Samples/login.yaml", "--format", "svg", "--output", picture]
    #expect(try CLITests.run(command).status == 0)
    #expect(try CLITests.run(command + ["--check"]).status == 0)
    let stale = try CLITests.run(command + ["--check", "--theme", "dark"])
    #expect(stale.status == 1)
    #expect(stale.stdout.isEmpty, "stdout: \(stale.stdout)")
    #expect(stale.stderr.contains("'\(picture)' is stale; run the same command without --check to update it"))
  }

  @Test(
    "picture options that do not fit are usage errors (exit 2)",
    arguments: [
      (["--format", "svg", "--width", "239"], "--width must be from 240 to 1600 points for the SVG picture, not 239."),
      (
        ["--format", "svg", "--width", "1601"], "--width must be from 240 to 1600 points for the SVG picture, not 1601."
      ),
      (["--picture", "x.svg"], "--picture writes the SVG beside an --inject file"),
      (["--inject", "R.md", "--picture", "R.md"], "--picture and --inject name the same file"),
      (["--inject", "R.md", "--picture", "x.svg", "--width", "100"], "--width must be from 240 to 1600 points"),
      (["--inject", "R.md", "--theme", "dark"], "--theme colours the SVG picture and the HTML form"),
    ])
  func usageErrors(_ arguments: [String], _ message: String) throws {
    let result = try CLITests.run(["render", "Samples/login.yaml"] + arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
  }

  @Test("--picture that leads to the --inject file by another spelling is refused, and the document is kept")
  func pictureIsTheDocument() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let readme = folder.appendingPathComponent("README.md")
    let prose = "# App\n\nProse that must stay.\n"
    try Data(prose.utf8).write(to: readme)
    let link = folder.appendingPathComponent("picture.svg")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "README.md")
    let hardLink = folder.appendingPathComponent("hard.svg")
    try FileManager.default.linkItem(at: readme, to: hardLink)
    let spellings = [
      folder.path + "/./README.md", folder.path + "/docs/../README.md", link.path, hardLink.path,
    ]
    for spelling in spellings {
      for check in [[], ["--check"]] {
        let result = try CLITests.run(
          ["render", "Samples/login.yaml", "--inject", readme.path, "--picture", spelling] + check)
        #expect(result.status == 2, "\(spelling): stderr: \(result.stderr)")
        #expect(result.stderr.contains("--picture and --inject name the same file"), "stderr: \(result.stderr)")
        #expect(try String(contentsOf: readme, encoding: .utf8) == prose, "\(spelling) replaced the document")
      }
    }
  }

  @Test("--inject --picture writes the SVG and an image of it before the tables; --check names a stale picture")
  func injectPicture() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let docs = folder.appendingPathComponent("docs")
    try FileManager.default.createDirectory(
      at: docs.appendingPathComponent("images"), withIntermediateDirectories: true)
    let readme = folder.appendingPathComponent("README.md")
    try Data("# App\n\n<!-- BEGIN_TABLEGEN -->\n<!-- END_TABLEGEN -->\n".utf8).write(to: readme)
    let picture = docs.appendingPathComponent("images/login.svg")
    let command = ["render", "Samples/login.yaml", "--inject", readme.path, "--picture", picture.path]

    let written = try CLITests.run(command)
    #expect(written.status == 0, "stderr: \(written.stderr)")
    let markdown = try CLITests.run(["render", "Samples/login.yaml", "--format", "markdown", "--heading-level", "2"])
      .stdout
    #expect(
      try String(contentsOf: readme, encoding: .utf8)
        == "# App\n\n<!-- BEGIN_TABLEGEN -->\n\n![Log in form](docs/images/login.svg)\n\n\(markdown)\n<!-- END_TABLEGEN -->\n"
    )
    try GoldenFile.expect(
      String(contentsOf: picture, encoding: .utf8), matches: Self.golden.appendingPathComponent("login.yaml.light.svg"))

    let current = try CLITests.run(command + ["--check"])
    #expect(current.status == 0 && current.stdout.isEmpty && current.stderr.isEmpty, "stderr: \(current.stderr)")

    // A picture drawn in the other theme is stale; the Markdown is not, and no SVG diff is printed.
    let stale = try CLITests.run(command + ["--check", "--theme", "dark"])
    #expect(stale.status == 1)
    #expect(stale.stdout.isEmpty, "stdout: \(stale.stdout)")
    #expect(
      stale.stderr.contains(
        "'\(picture.path)' is stale: the picture differs from what rendering would write; run the same command without --check to update it"
      ), "stderr: \(stale.stderr)")
    #expect(!stale.stderr.contains("README.md"))

    try FileManager.default.removeItem(at: picture)
    let missing = try CLITests.run(command + ["--check"])
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("'\(picture.path)' does not exist; run the same command without --check"))
    #expect(!FileManager.default.fileExists(atPath: picture.path), "--check wrote the picture")
  }
}
