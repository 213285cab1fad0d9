import Foundation
import TableGenTestSupport
import Testing

/// `--locale` reaches every child pane: `render --follow` and fill show each
/// pane in the language asked for, with the same fallback as the form named.
@Suite("--locale in child panes")
struct LocalizedPanesCLITests {
  static let parent = """
    tablegen: 1
    title: {en: Settings, de: Einstellungen}
    locales: [en, de]
    cells:
      - {type: switch, id: sync, label: {en: Sync, de: Abgleich}, default: true}
      - {type: link, id: advanced, title: {en: Advanced, de: Erweitert}, target: child.yaml}

    """
  static let child = """
    tablegen: 1
    title: {en: Advanced, de: Erweitert}
    locales: [en, de]
    cells:
      - {type: switch, id: crashReports, label: {en: Send crash reports, de: Absturzberichte senden}, default: false}

    """

  /// A folder holding `parent.yaml` and the pane it links, `child.yaml`, both translated into German.
  static func folder() throws -> URL {
    let folder = try CLITests.temporaryFolder()
    try Data(parent.utf8).write(to: folder.appendingPathComponent("parent.yaml"))
    try Data(child.utf8).write(to: folder.appendingPathComponent("child.yaml"))
    return folder
  }

  @Test("render --follow --locale de: both panes, and the link that opens the child, in German")
  func renderFollow() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let parent = folder.appendingPathComponent("parent.yaml").path
    let result = try CLITests.run(["render", "--follow", "--locale", "de", parent])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.contains("Einstellungen\n═════════════\n"))
    #expect(result.stdout.contains("│ Abgleich "))
    #expect(result.stdout.contains(", opened by Erweitert in \(parent)\n\nErweitert\n═════════\n"))
    #expect(result.stdout.contains("│ Absturzberichte senden "))
    #expect(!result.stdout.contains("Send crash reports"))
    #expect(!result.stdout.contains("Settings"))
  }

  @Test("fill --locale de, line mode: the child pane asks in German too; the answers are the same")
  func fillLineMode() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let answers = folder.appendingPathComponent("answers.json").path
    let result = try CLITests.run(
      ["fill", "--locale", "de", folder.appendingPathComponent("parent.yaml").path, "-o", answers],
      stdin: Data("\n:open advanced\ny\na\na\n".utf8))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("Einstellungen \u{203A} Erweitert\nErweitert\n"))
    #expect(result.stderr.contains("Question 1 of 1: Absturzberichte senden\n"))
    #expect(result.stderr.contains("  1. Absturzberichte senden: On\n"))
    #expect(!result.stderr.contains("Send crash reports"))
    let written = try String(contentsOfFile: answers, encoding: .utf8)
    #expect(written == "{\n  \"sync\": true,\n  \"advanced\": {\n    \"crashReports\": true\n  }\n}\n")
  }
}
