import Foundation
import TableGenTestSupport
import Testing

/// What real apps' bundles hold, imported as iOS reads it: each spec
/// validates, and each thing a spec cannot say is a `not-carried-over`
/// warning at its line and column in the plist.
@Suite("import reads a bundle as iOS reads it")
struct BundleImportFidelityTests {
  static func specifier(_ type: String, _ rest: String) -> String {
    "<key>Type</key><string>\(type)</string>" + rest
  }

  /// Imports `files` and validates the specs; fails the test unless both exit 0.
  static func imported(
    _ files: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> (stderr: String, specs: URL, root: URL) {
    let run = try ImportValidatesTests.importAndValidate(files)
    #expect(run.imported.status == 0, "\(run.imported.stderr)", sourceLocation: sourceLocation)
    #expect(run.validated.status == 0, "\(run.validated.stderr)", sourceLocation: sourceLocation)
    return (run.imported.stderr, run.specs, run.root)
  }

  static func spec(_ specs: URL, _ name: String = "root.yaml") throws -> String {
    try String(contentsOf: specs.appendingPathComponent(name), encoding: .utf8)
  }

  @Test("numeric Titles become text labels, each with a note at the number")
  func numericTitles() throws {
    let run = try Self.imported([
      "Root.plist": ImportValidatesTests.plist([
        Self.specifier(
          "PSMultiValueSpecifier",
          "<key>Title</key><string>Count</string><key>Key</key><string>count</string>"
            + "<key>DefaultValue</key><integer>2</integer>"
            + "<key>Titles</key><array><integer>1</integer><real>2.5</real></array>"
            + "<key>Values</key><array><integer>1</integer><integer>2</integer></array>")
      ])
    ])
    defer { try? FileManager.default.removeItem(at: run.root) }
    let spec = try Self.spec(run.specs)
    #expect(
      spec.contains(
        "          - { label: \"1\", value: 1 }\n          - { label: \"2.5\", value: 2 }\n        default: 2\n"),
      "\(spec)")
    #expect(
      run.stderr.contains(
        "Root.plist:7:201: warning: the title 1 is an integer: the option's label is its text, which export writes "
          + "as a string [not-carried-over]"), "\(run.stderr)")
    #expect(run.stderr.contains("Root.plist:7:221: warning: the title 2.5 is a real"), "\(run.stderr)")
  }

  @Test(
    "a switch's DefaultValue without TrueValue is read as iOS reads it, never flipped",
    arguments: [
      ("<string>YES</string>", true, "a string that iOS reads as on"),
      ("<string>true</string>", true, "a string that iOS reads as on"),
      ("<string>NO</string>", false, "a string that iOS reads as off"),
      ("<integer>1</integer>", true, "an integer that iOS reads as on"),
      ("<integer>0</integer>", false, "an integer that iOS reads as off"),
    ])
  func switchDefaults(value: String, on: Bool, words: String) throws {
    let run = try Self.imported([
      "Root.plist": ImportValidatesTests.plist([
        Self.specifier(
          "PSToggleSwitchSpecifier",
          "<key>Title</key><string>Sync</string><key>Key</key><string>sync</string>"
            + "<key>DefaultValue</key>\(value)")
      ])
    ])
    defer { try? FileManager.default.removeItem(at: run.root) }
    let spec = try Self.spec(run.specs)
    #expect(spec.contains("{ type: switch, id: sync, label: Sync\(on ? ", default: true" : "") }"), "\(spec)")
    #expect(
      run.stderr.contains(
        "Root.plist:7:157: warning: the switch's DefaultValue is \(words); the spec's default is \(on), which export "
          + "writes as <\(on)/> [not-carried-over]"), "\(run.stderr)")
  }

  @Test("a secure field's autocorrection and autocapitalization are notes, not keys validate then flags")
  func secureFieldTraits() throws {
    let run = try Self.imported([
      "Root.plist": ImportValidatesTests.plist([
        Self.specifier(
          "PSTextFieldSpecifier",
          "<key>Title</key><string>Password</string><key>Key</key><string>password</string>"
            + "<key>IsSecure</key><true/><key>AutocorrectionType</key><string>No</string>"
            + "<key>AutocapitalizationType</key><string>None</string>")
      ])
    ])
    defer { try? FileManager.default.removeItem(at: run.root) }
    let spec = try Self.spec(run.specs)
    #expect(spec.contains("{ type: input, id: password, label: Password, secure: true }"), "\(spec)")
    #expect(
      run.stderr.contains(
        "Root.plist:7:165: warning: AutocorrectionType: iOS ignores it on a secure field, so the spec leaves it out"),
      "\(run.stderr)")
    #expect(run.stderr.contains("Root.plist:7:213: warning: AutocapitalizationType: iOS ignores it"), "\(run.stderr)")
  }

  @Test("the lint names the type a value is, and the type the schema wants")
  func lintMessage() throws {
    let run = try Self.imported([
      "Root.plist": ImportValidatesTests.plist([
        Self.specifier(
          "PSTextFieldSpecifier",
          "<key>Title</key><string>Port</string><key>Key</key><string>port</string>"
            + "<key>DefaultValue</key><integer>443</integer>")
      ])
    ])
    defer { try? FileManager.default.removeItem(at: run.root) }
    #expect(
      run.stderr.contains(
        "Root.plist:7:154: error: a PSTextFieldSpecifier's DefaultValue is an integer, where the schema gives a string "
          + "[settings-value-type]"), "\(run.stderr)")
    // The number stays a number, which export writes back as an <integer>.
    #expect(try Self.spec(run.specs).contains("{ type: input, id: port, label: Port, default: 443 }"))
  }

  @Test("a child pane whose File is a URL becomes a link to the URL")
  func childPaneURL() throws {
    let run = try Self.imported([
      "Root.plist": ImportValidatesTests.plist([
        Self.specifier(
          "PSChildPaneSpecifier",
          "<key>Title</key><string>Web</string><key>File</key><string>https://www.example.com</string>")
      ])
    ])
    defer { try? FileManager.default.removeItem(at: run.root) }
    #expect(try Self.spec(run.specs).contains("{ type: link, title: Web, target: https://www.example.com }"))
    #expect(
      run.stderr.contains(
        "Root.plist:7:95: warning: File 'https://www.example.com' is a URL, which InAppSettingsKit shows in a web view"),
      "\(run.stderr)")
  }

  @Test("what InAppSettingsKit accepts and a spec cannot say validates: options from code, a default outside Values")
  func acceptedDefects() throws {
    let run = try Self.imported([
      "Root.plist": ImportValidatesTests.plist([
        Self.specifier(
          "PSMultiValueSpecifier", "<key>Title</key><string>Country</string><key>Key</key><string>country</string>"),
        Self.specifier(
          "PSMultiValueSpecifier",
          "<key>Title</key><string>Fps</string><key>Key</key><string>fps</string>"
            + "<key>DefaultValue</key><string>0</string>"
            + "<key>Titles</key><array><string>Off</string></array>"
            + "<key>Values</key><array><integer>0</integer></array>"),
      ]),
      "Licence.plist": ImportValidatesTests.plist([
        Self.specifier(
          "PSGroupSpecifier", "<key>Title</key><string>MIT</string><key>FooterText</key><string>…</string>")
      ]),
    ])
    defer { try? FileManager.default.removeItem(at: run.root) }
    let spec = try Self.spec(run.specs)
    #expect(spec.contains("{ type: value, key: country, title: Country }"), "\(spec)")
    #expect(
      run.stderr.contains(
        "Root.plist:7:22: warning: the PSMultiValueSpecifier has no options in the plist (the app supplies them)"),
      "\(run.stderr)")
    #expect(spec.hasSuffix("        options:\n          - { label: \"Off\", value: 0 }\n"), "\(spec)")
    #expect(
      run.stderr.contains(
        "Root.plist:8:153: warning: the DefaultValue is none of the Values, so the picker is imported without a default"
      ),
      "\(run.stderr)")
  }

  @Test("a group's Key is the section's key, and export writes it back, even on an untitled first group")
  func groupKey() throws {
    let run = try Self.imported([
      "Root.plist": ImportValidatesTests.plist([
        Self.specifier("PSGroupSpecifier", "<key>Key</key><string>CUSTOM_HEADER</string>"),
        ImportValidatesTests.toggle("sync", title: "Sync"),
      ])
    ])
    defer { try? FileManager.default.removeItem(at: run.root) }
    let spec = try Self.spec(run.specs)
    #expect(spec.contains("sections:\n  - key: CUSTOM_HEADER\n    cells:\n"), "\(spec)")
    let bundle = run.root.appendingPathComponent("Out.bundle")
    let exported = try CLITests.run([
      "export", "settings-bundle", run.specs.appendingPathComponent("root.yaml").path, "-o", bundle.path,
    ])
    #expect(exported.status == 0, "\(exported.stderr)")
    let plist = try String(contentsOf: bundle.appendingPathComponent("Root.plist"), encoding: .utf8)
    #expect(
      plist.contains(
        "<string>PSGroupSpecifier</string>\n\t\t\t<key>Key</key>\n\t\t\t<string>CUSTOM_HEADER</string>"),
      "\(plist)")
  }

  @Test(
    "a button's Key with a space is its key under an id made from it, and an InAppSettingsKit export writes it back")
  func buttonKey() throws {
    let run = try Self.imported([
      "Root.plist": ImportValidatesTests.plist([
        Self.specifier(
          "IASKButtonSpecifier", "<key>Title</key><string>Left</string><key>Key</key><string>Left Aligned</string>")
      ])
    ])
    defer { try? FileManager.default.removeItem(at: run.root) }
    let spec = try Self.spec(run.specs)
    #expect(
      spec.contains("{ type: button, id: Left_Aligned, key: Left Aligned, title: Left, role: action }"), "\(spec)")
    let bundle = run.root.appendingPathComponent("Out.bundle")
    let exported = try CLITests.run([
      "export", "settings-bundle", run.specs.appendingPathComponent("root.yaml").path, "-o", bundle.path,
      "--target", "iask",
    ])
    #expect(exported.status == 0, "\(exported.stderr)")
    let plist = try String(contentsOf: bundle.appendingPathComponent("Root.plist"), encoding: .utf8)
    #expect(plist.contains("<key>Key</key>\n\t\t\t<string>Left Aligned</string>"), "\(plist)")
  }

  @Test("a Key with a control character, which no spec key may hold, is a note; the field keeps an id made from it")
  func controlKey() throws {
    let run = try Self.imported([
      "Root.plist": ImportValidatesTests.plist([ImportValidatesTests.toggle("a&#10;b", title: "Sync")])
    ])
    defer { try? FileManager.default.removeItem(at: run.root) }
    #expect(try Self.spec(run.specs).contains("{ type: switch, id: a_b, label: Sync, default: true }"))
    #expect(
      run.stderr.contains(
        "Root.plist:7:99: warning: the Key 'a\\x0ab' holds the control character U+000A, which a stored key cannot "
          + "show, so a spec's key cannot hold it [not-carried-over]"), "\(run.stderr)")
  }

  @Test("import exits 1 only for a plist iOS refuses too; the lint's errors alone exit 0; both end with a summary")
  func exitStatus() throws {
    let lintOnly = try ImportValidatesTests.importAndValidate([
      "Root.plist": ImportValidatesTests.plist([
        Self.specifier(
          "PSSliderSpecifier",
          "<key>Key</key><string>v</string>"
            + "<key>MinimumValue</key><string>0</string>")
      ])
    ])
    defer { try? FileManager.default.removeItem(at: lintOnly.root) }
    #expect(
      lintOnly.imported.stderr.contains(
        "error: MinimumValue is a string, where the schema gives a number [settings-value-type]"))
    #expect(lintOnly.imported.status == 0, "\(lintOnly.imported.stderr)")
    #expect(lintOnly.imported.stderr.hasSuffix("; 1 item not carried over (not-carried-over above)\n"))

    let refused = try ImportValidatesTests.importAndValidate([
      "Root.plist": ImportValidatesTests.plist([ImportValidatesTests.toggle("sync", title: "Sync")]),
      "Broken.plist": "<plist version=\"1.0\">\n<dict>\n<key>Title</key>\n</plist>\n",
    ])
    defer { try? FileManager.default.removeItem(at: refused.root) }
    #expect(refused.imported.status == 1)
    #expect(refused.imported.stderr.contains("Broken.plist:4:1: error:"), "\(refused.imported.stderr)")
    #expect(
      refused.imported.stderr.hasSuffix(
        "tablegen: wrote 1 spec to \(refused.specs.path); 1 plist that iOS refuses too, not imported\n"),
      "\(refused.imported.stderr)")
  }

  @Test(
    "an untitled first group and a number shown by a value row are each a note, since export cannot write them back")
  func untitledGroupAndNumberValue() throws {
    let run = try Self.imported([
      "Root.plist": ImportValidatesTests.plist([
        Self.specifier("PSGroupSpecifier", ""),
        Self.specifier(
          "PSTitleValueSpecifier",
          "<key>Title</key><string>Build</string><key>Key</key><string>build</string>"
            + "<key>DefaultValue</key><integer>42</integer>"),
      ])
    ])
    defer { try? FileManager.default.removeItem(at: run.root) }
    #expect(
      run.stderr.contains(
        "Root.plist:7:22: warning: an untitled group at the top of the page shows as rows with no group do; the spec "
          + "cannot tell them apart, and export writes no group there [not-carried-over]"), "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "Root.plist:8:157: warning: the DefaultValue 42 is a number: a value row shows text, which export writes as a string "
          + "[not-carried-over]"), "\(run.stderr)")
  }
}
