import Foundation
import TableGenTestSupport
import Testing

/// Child panes from the command line: validate follows links, render
/// --follow makes one document, fill enters a pane in line mode and reads its
/// answers back.
@Suite("child panes on the command line")
struct ChildPaneCLITests {
  static func run(_ arguments: [String], stdin: String = "") throws -> ProcessResult {
    try CLITests.run(arguments, stdin: Data(stdin.utf8))
  }

  @Test("validate: an error in a child pane is reported at the child's file, line and column, and exits 1")
  func validateFollows() throws {
    let result = try Self.run(["validate", "Tests/Fixtures/panes/parent.yaml"])
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "Tests/Fixtures/panes/broken.yaml:9:10: error: min (10) must be less than max (1) [value-range]"))
    #expect(
      result.stderr.contains(
        "Tests/Fixtures/panes/network.yaml:13:13: info: the link to 'parent.yaml' leads back to a pane"))
    #expect(result.stderr.components(separatedBy: "[child-pane-cycle]").count == 2, "the cycle is reported once")
    #expect(result.stderr.hasSuffix("3 files, 1 error, 0 warnings\n"))
  }

  @Test("render --follow: one Markdown document, a pane anchor each, link rows linking to them")
  func renderMarkdown() throws {
    let result = try Self.run(["render", "--follow", "--format", "markdown", "Samples/settings.yaml"])
    #expect(result.status == 0)
    let anchors = result.stdout.split(separator: "\n").filter { $0.hasPrefix("<a id=") }
    #expect(
      anchors == [
        "<a id=\"pane-settings\"></a>", "<a id=\"pane-settings-advanced\"></a>", "<a id=\"pane-about\"></a>",
      ])
    #expect(
      result.stdout.contains("- Advanced (`advanced`): opens [`settings-advanced.yaml`](#pane-settings-advanced)"))
    #expect(result.stdout.contains("- About Tideline (`about`): opens [`about.yaml`](#pane-about)"))
    #expect(result.stdout.contains("opens <https://tideline.example.com/privacy>"))
  }

  @Test("render --follow: text pane after pane under a heading line; JSON a panes array")
  func renderTextAndJSON() throws {
    let text = try Self.run(["render", "--follow", "--format", "text", "--width", "60", "Samples/settings.yaml"])
    #expect(text.status == 0)
    let headings = text.stdout.split(separator: "\n").filter { $0.hasPrefix("Pane ") }
    #expect(
      headings == [
        "Pane 1 of 3: Samples/settings.yaml",
        "Pane 2 of 3: Samples/settings-advanced.yaml, opened by Advanced in Samples/settings.yaml",
        "Pane 3 of 3: Samples/about.yaml, opened by About Tideline in Samples/settings.yaml",
      ])
    let json = try Self.run(["render", "--follow", "--format", "json", "Samples/settings.yaml"])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let panes = try #require(document["panes"] as? [[String: Any]])
    #expect(
      panes.map { $0["file"] as? String } == [
        "Samples/settings.yaml", "Samples/settings-advanced.yaml", "Samples/about.yaml",
      ])
    let linked = try #require(panes[1]["linkedFrom"] as? [String: Any])
    #expect(linked["id"] as? String == "advanced")
    #expect(linked["pointer"] as? String == "/sections/3/cells/0/target")
  }

  @Test("render --follow refuses SVG and HTML, and an error in a pane renders nothing")
  func renderRefuses() throws {
    let svg = try Self.run(["render", "--follow", "--format", "svg", "Samples/settings.yaml"])
    #expect(svg.status == 2)
    #expect(svg.stderr.contains("--format svg shows one screen: render each pane's spec on its own"))
    let broken = try Self.run(["render", "--follow", "--format", "markdown", "Tests/Fixtures/panes/parent.yaml"])
    #expect(broken.status == 1)
    #expect(broken.stdout.isEmpty)
    #expect(broken.stderr.contains("Tests/Fixtures/panes/broken.yaml:9:10: error"))
  }

  @Test("fill, line mode: enter Advanced from the review, come back, save; the answers read back through --answers")
  func fillLineMode() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let answers = folder.appendingPathComponent("answers.json").path
    let lines = String(repeating: "\n", count: 8) + ":open advanced\n2\n750\n\nproxy.local\na\na\n"
    let filled = try Self.run(["fill", "Samples/settings.yaml", "-o", answers], stdin: lines)
    #expect(filled.status == 0, "\(filled.stderr)")
    #expect(filled.stderr.contains("Settings \u{203A} Advanced"))
    let written = try String(contentsOfFile: answers, encoding: .utf8)
    #expect(
      written.hasSuffix(
        """
          "advanced": {
            "streamQuality": "high",
            "cacheSize": 750,
            "sendCrashReports": true,
            "proxyHost": "proxy.local"
          }
        }

        """))
    let replayed = try Self.run(["fill", "Samples/settings.yaml", "--answers", answers, "--no-input"])
    #expect(replayed.status == 0)
    #expect(replayed.stdout == written)
  }

  @Test("fill: a child pane with an error stops fill before any question, at the pane's position")
  func fillRefusesBrokenPane() throws {
    let result = try Self.run(["fill", "Tests/Fixtures/panes/parent.yaml", "--no-input"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("Tests/Fixtures/panes/broken.yaml:9:10: error"))
  }
}
