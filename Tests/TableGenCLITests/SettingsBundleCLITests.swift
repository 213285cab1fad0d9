import Foundation
import TableGenTestSupport
import Testing

/// `tablegen import settings-bundle` and `tablegen export settings-bundle` as
/// a user runs them, on the docs' example bundle (docs/examples/Settings.bundle).
@Suite("tablegen import and export settings-bundle")
struct SettingsBundleCLITests {
  static let example = "docs/examples/Settings.bundle"

  @Test("import of one plist writes its spec to standard output and the report, at plist positions, to standard error")
  func importToStandardOutput() throws {
    let result = try CLITests.run(["import", "settings-bundle", "\(Self.example)/Root.plist"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.hasPrefix("tablegen: 1\nlocales: [en, de]\nsourceLocale: en\nsections:\n"))
    #expect(result.stdout.contains("        label: { en: Email address, de: E-Mail }\n        layout: email\n"))
    #expect(
      result.stdout.contains(
        "      - type: switch\n        id: sync\n        label: { en: Sync, de: Abgleichen }\n        default: true\n"
          + "        onValue: \"YES\"\n        offValue: \"NO\"\n"))
    #expect(
      result.stderr.contains(
        "\(Self.example)/Root.plist:83:4: warning: MinimumValueImage: a spec slider has no images at its ends [not-carried-over]"
      ))
    #expect(result.stderr.contains("\(Self.example)/Root.plist:73:4: warning: a PSSliderSpecifier ignores Title"))
  }

  @Test("import -o writes one spec per plist; export --target settings reports what the Settings app cannot show")
  func exportForTheSettingsApp() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let specs = folder.appendingPathComponent("specs")
    let imported = try CLITests.run(["import", "settings-bundle", Self.example, "-o", specs.path])
    #expect(imported.status == 0)
    #expect(fileNames(in: specs) == ["About.yaml", "root.yaml"])
    #expect(
      imported.stderr.hasSuffix(
        "tablegen: wrote 2 specs and 2 strings tables to \(specs.path); 1 item not carried over (not-carried-over above)\n"
      ))
    // The specs keep the plists' strings as keys into the bundle's tables, written beside them.
    #expect(fileNames(in: specs.appendingPathComponent("de.lproj")) == ["Root.strings"])
    // A child pane's link gets an id from its file, so that fill can keep the pane's answers under it.
    let rootSpec = try String(contentsOf: specs.appendingPathComponent("root.yaml"), encoding: .utf8)
    #expect(rootSpec.hasPrefix("tablegen: 1\nlocales: [en, de]\nsourceLocale: en\nstringsTable: Root\n"))
    #expect(rootSpec.contains("      - { type: link, id: about, title: About, target: About.yaml }\n"))
    let validated = try CLITests.run(["validate", specs.path])
    #expect(!validated.stderr.contains("child-pane-without-id"), "stderr: \(validated.stderr)")
    let spec = folder.appendingPathComponent("prefs.yaml")
    try """
    tablegen: 1
    cells:
      - { type: input, id: nickname, label: Nickname, required: true }
      - { type: button, id: reset, title: Reset, role: action }
      - { type: picker, id: size, label: Size, options: [{ label: Small, value: s }] }
    """.write(to: spec, atomically: true, encoding: .utf8)
    let bundle = folder.appendingPathComponent("Prefs.bundle")
    let settings = try CLITests.run(["export", "settings-bundle", spec.path, "-o", bundle.path])
    #expect(settings.status == 0, "stderr: \(settings.stderr)")
    #expect(
      settings.stderr.contains(
        "prefs.yaml:3:61: warning: Apple's Settings app cannot show 'required'; it is left out of the bundle"
          + " [target-cannot-show]\n"))
    #expect(settings.stderr.contains("prefs.yaml:4:5: warning: Apple's Settings app cannot show a button"))
    #expect(
      settings.stderr.contains(
        "prefs.yaml:5:5: warning: the multi-value picker has no default, and the Settings app requires a DefaultValue"
          + " for it [missing-bundle-default]\n"))
    let root = try String(contentsOf: bundle.appendingPathComponent("Root.plist"), encoding: .utf8)
    #expect(root.contains("<string>PSTextFieldSpecifier</string>"))
    #expect(!root.contains("IASKButtonSpecifier"))

    let iask = try CLITests.run(["export", "settings-bundle", spec.path, "-o", bundle.path, "--target", "iask"])
    #expect(iask.status == 0)
    #expect(!iask.stderr.contains("cannot show a button"))
    #expect(
      try String(contentsOf: bundle.appendingPathComponent("Root.plist"), encoding: .utf8).contains(
        "IASKButtonSpecifier"))
  }

  @Test("a spec with errors exports nothing (exit 1); a plist that is not well-formed is positioned (exit 1)")
  func failures() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("broken.yaml")
    try "tablegen: 1\ncells:\n  - { type: picker, id: p, options: [] }\n".write(
      to: spec, atomically: true, encoding: .utf8)
    let bundle = folder.appendingPathComponent("Out.bundle")
    let exported = try CLITests.run(["export", "settings-bundle", spec.path, "-o", bundle.path])
    #expect(exported.status == 1)
    #expect(exported.stderr.contains("[empty-options]"))
    #expect(!FileManager.default.fileExists(atPath: bundle.path))

    let plist = folder.appendingPathComponent("Root.plist")
    try "<plist version=\"1.0\">\n<dict>\n  <key>Title</key>\n</plist>\n".write(
      to: plist, atomically: true, encoding: .utf8)
    let imported = try CLITests.run(["import", "settings-bundle", plist.path])
    #expect(imported.status == 1)
    #expect(imported.stderr.contains("Root.plist:"))
    #expect(imported.stderr.contains("[plist-syntax]"))
    #expect(imported.stdout.isEmpty)
  }

  @Test("a plist's file name in import's messages is escaped, never control bytes on the terminal")
  func plistNameIsEscaped() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let plist = folder.appendingPathComponent("Root~ipad\u{1b}[2J.plist")
    try "<plist version=\"1.0\">\n<dict>\n<key>PreferenceSpecifiers</key>\n<array/>\n</dict>\n</plist>\n"
      .write(to: plist, atomically: true, encoding: .utf8)
    let imported = try CLITests.run(["import", "settings-bundle", plist.path])
    #expect(imported.status == 0, "stderr: \(imported.stderr)")
    #expect(imported.stderr.contains("tablegen: Root~ipad\\x1b[2J.plist → root~ipad\\x1b[2J.yaml: shown on iPad"))
    #expect(!imported.stderr.contains("\u{1b}"))
  }

  @Test(
    "two plists whose specs' names differ at most by case (Root.plist, root.plist): import writes nothing, exit 2",
    arguments: [
      ("Root", "root", ["root.yaml", "root.yaml"]), ("Advanced", "advanced", ["Advanced.yaml", "advanced.yaml"]),
    ])
  func specNamesThatCollide(first: String, second: String, names: [String]) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bundle = folder.appendingPathComponent("Settings.bundle")
    try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
    for (name, title) in [(first, "First"), (second, "Second")] {
      try """
      <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>
      <dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>\(title)</string></dict>
      </array></dict></plist>

      """.write(to: bundle.appendingPathComponent(name + ".plist"), atomically: true, encoding: .utf8)
    }
    let out = folder.appendingPathComponent("specs")
    let imported = try CLITests.run(["import", "settings-bundle", bundle.path, "-o", out.path])
    #expect(imported.status == 2, "stderr: \(imported.stderr)")
    #expect(
      imported.stderr.contains(
        "'\(names[0])' and '\(names[1])' name one file where case is not told apart; nothing is written"),
      "stderr: \(imported.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent(names[1]).path))
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent(names[0]).path))
  }
}
