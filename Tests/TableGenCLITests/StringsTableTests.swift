import Foundation
import TableGenTestSupport
import Testing

/// `stringsTable:`: a spec's strings as keys into a Settings.bundle's
/// `<locale>.lproj/<table>.strings`, the source locale's table included.
@Suite("a spec's strings as keys into a strings table")
struct StringsTableTests {
  static func folder(_ files: [String: String]) throws -> URL {
    let root = try temporaryFolder()
    for (name, text) in files {
      let url = root.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  static let panes: [String: String] = [
    "root.yaml": """
    tablegen: 1
    locales: [en, de]
    stringsTable: Root
    cells:
      - { type: switch, id: analytics, label: SETTINGS_ANALYTICS }
      - { type: link, id: more, title: SETTINGS_MORE, target: More.yaml }

    """,
    "More.yaml": """
    tablegen: 1
    locales: [en, de]
    stringsTable: Root
    cells:
      - { type: switch, id: crash, label: SETTINGS_CRASH }

    """,
    "en.lproj/Root.strings": """
    "SETTINGS_ANALYTICS" = "Share analytics";
    "SETTINGS_MORE" = "More";
    "SETTINGS_CRASH" = "Send crash reports";

    """,
    "de.lproj/Root.strings": """
    "SETTINGS_ANALYTICS" = "Analysedaten teilen";
    "SETTINGS_MORE" = "Mehr";

    """,
  ]

  @Test("one table serves two panes without extra-translation; a key a table lacks is missing-translation")
  func coverage() throws {
    let root = try Self.folder(Self.panes)
    defer { try? FileManager.default.removeItem(at: root) }
    let validated = try CLITests.run(["validate", root.path])
    #expect(validated.status == 0, "\(validated.stderr)")
    #expect(!validated.stderr.contains("extra-translation"), "\(validated.stderr)")
    #expect(
      validated.stderr.contains(
        "More.yaml:5:39: warning: 'SETTINGS_CRASH' (label) has no de translation [missing-translation]"),
      "\(validated.stderr)")
    #expect(validated.stderr.contains("More.yaml: en: 1/1 string (100%), complete"), "\(validated.stderr)")
    #expect(validated.stderr.contains("More.yaml: de: 0/1 string (0%), 1 missing"), "\(validated.stderr)")
  }

  @Test("the source locale's text comes from its table, and so does every other locale's")
  func render() throws {
    let root = try Self.folder(Self.panes)
    defer { try? FileManager.default.removeItem(at: root) }
    let english = try CLITests.run(["render", root.appendingPathComponent("root.yaml").path, "--locale", "en"])
    #expect(english.stdout.contains("Share analytics"), "\(english.stdout)")
    #expect(!english.stdout.contains("SETTINGS_"), "\(english.stdout)")
    let german = try CLITests.run(["render", root.appendingPathComponent("root.yaml").path, "--locale", "de"])
    #expect(german.stdout.contains("Analysedaten teilen"), "\(german.stdout)")
    // The JSON output's table of every language has the source locale's text, not the keys.
    let json = try CLITests.run(["render", root.appendingPathComponent("root.yaml").path, "--format", "json"])
    #expect(json.stdout.contains("\"Share analytics\""), "\(json.stdout)")
  }

  @Test("export writes the table back under the same keys, the source locale's text too")
  func export() throws {
    let root = try Self.folder(Self.panes)
    defer { try? FileManager.default.removeItem(at: root) }
    let bundle = root.appendingPathComponent("Out.bundle")
    let exported = try CLITests.run([
      "export", "settings-bundle", root.appendingPathComponent("root.yaml").path, "-o", bundle.path,
    ])
    #expect(exported.status == 0, "\(exported.stderr)")
    let english = try String(contentsOf: bundle.appendingPathComponent("en.lproj/Root.strings"), encoding: .utf8)
    #expect(
      english
        == "\"SETTINGS_ANALYTICS\" = \"Share analytics\";\n\"SETTINGS_CRASH\" = \"Send crash reports\";\n"
        + "\"SETTINGS_MORE\" = \"More\";\n")
    let plist = try String(contentsOf: bundle.appendingPathComponent("Root.plist"), encoding: .utf8)
    #expect(plist.contains("<key>Title</key>\n\t\t\t<string>SETTINGS_ANALYTICS</string>"), "\(plist)")
  }

  @Test("a strings table needs locales to be read in")
  func needsLocales() throws {
    let root = try Self.folder([
      "spec.yaml": "tablegen: 1\nstringsTable: Root\ncells:\n  - { type: switch, id: a, label: A }\n"
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let validated = try CLITests.run(["validate", root.appendingPathComponent("spec.yaml").path])
    #expect(validated.status == 1)
    #expect(
      validated.stderr.contains(
        "spec.yaml:2:15: error: the table names a strings table but declares no 'locales' to read it in [missing-key]"),
      "\(validated.stderr)")
  }

  @Test("import -o into the bundle itself never writes over the tables it read: nothing is written, exit 2")
  func importNeverOverwritesTables() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let bundle = root.appendingPathComponent("Settings.bundle")
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: SettingsBundleCLITests.example), to: bundle)
    let table = bundle.appendingPathComponent("de.lproj/Root.strings")
    let before = try Data(contentsOf: table)
    let imported = try CLITests.run(["import", "settings-bundle", bundle.path, "-o", bundle.path])
    #expect(imported.status == 2, "\(imported.stderr)")
    #expect(try Data(contentsOf: table) == before)
    #expect(!FileManager.default.fileExists(atPath: bundle.appendingPathComponent("root.yaml").path))
  }

  @Test("import -o writes the bundle's tables beside the specs; --inline-translations writes every language inline")
  func importTables() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let tables = root.appendingPathComponent("tables")
    let keyed = try CLITests.run(["import", "settings-bundle", SettingsBundleCLITests.example, "-o", tables.path])
    #expect(keyed.status == 0, "\(keyed.stderr)")
    let german = try String(contentsOf: tables.appendingPathComponent("de.lproj/Root.strings"), encoding: .utf8)
    #expect(german.contains("\"Sync\" = \"Abgleichen\";\n"), "\(german)")
    let inline = root.appendingPathComponent("inline")
    let inlined = try CLITests.run([
      "import", "settings-bundle", SettingsBundleCLITests.example, "-o", inline.path, "--inline-translations",
    ])
    #expect(inlined.status == 0, "\(inlined.stderr)")
    #expect(fileNames(in: inline) == ["About.yaml", "root.yaml"])
    let spec = try String(contentsOf: inline.appendingPathComponent("root.yaml"), encoding: .utf8)
    #expect(spec.contains("label: { en: Sync, de: Abgleichen }"), "\(spec)")
    #expect(!spec.contains("stringsTable"))
  }
}
