import Foundation
import TableGenTestSupport
import Testing

/// What export cannot write is said at its place in the spec, and what it can
/// is written whole: translations from catalogs too. Every run ends with a
/// summary line.
@Suite("export writes what it can, and says the rest")
struct BundleExportFidelityTests {
  /// Writes `files` into a new folder and exports `spec.yaml` for `target`.
  static func export(_ files: [String: String], target: String = "iask") throws -> (
    run: ProcessResult, bundle: URL, root: URL
  ) {
    let root = try temporaryFolder()
    for (name, text) in files {
      let url = root.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let bundle = root.appendingPathComponent("Out.bundle")
    let run = try CLITests.run([
      "export", "settings-bundle", root.appendingPathComponent("spec.yaml").path, "-o", bundle.path, "--target", target,
    ])
    return (run, bundle, root)
  }

  @Test("translations from a strings: catalog are exported, not only inline ones")
  func catalogTranslations() throws {
    let result = try Self.export([
      "spec.yaml": """
      tablegen: 1
      locales: [en, de]
      strings: [de.lproj/Root.strings]
      cells:
        - { type: switch, id: sync, label: Sync }
        - { type: switch, id: wifi, label: { en: Wi-Fi only, de: Nur WLAN } }

      """,
      "de.lproj/Root.strings": "\"Sync\" = \"Abgleichen\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: result.root) }
    #expect(result.run.status == 0, "\(result.run.stderr)")
    let german = try String(
      contentsOf: result.bundle.appendingPathComponent("de.lproj/Root.strings"), encoding: .utf8)
    #expect(german == "\"Sync\" = \"Abgleichen\";\n\"Wi-Fi only\" = \"Nur WLAN\";\n", "\(german)")
    #expect(
      result.run.stderr
        == "tablegen: wrote 1 plist and 2 strings tables to \(result.bundle.path); 0 items not carried over\n")
  }

  @Test("for InAppSettingsKit, a description, a button's style and an input's keyboard are reported")
  func iaskLosses() throws {
    let result = try Self.export([
      "spec.yaml": """
      tablegen: 1
      description: Server settings
      cells:
        - { type: input, id: port, label: Port, keyboard: number, default: 443 }
        - { type: button, id: reset, title: Reset, style: destructive, role: action }

      """
    ])
    defer { try? FileManager.default.removeItem(at: result.root) }
    #expect(result.run.status == 0, "\(result.run.stderr)")
    let warnings = result.run.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }.map {
      String($0[$0.range(of: "spec.yaml:")!.lowerBound...])
    }
    #expect(
      warnings == [
        "spec.yaml:2:14: warning: InAppSettingsKit cannot show the table's description; it is left out of the bundle [target-cannot-show]",
        "spec.yaml:4:53: warning: InAppSettingsKit cannot show 'keyboard' (what a typed answer must be); only the "
          + "keyboard layout is written, and import reads it back as 'layout'; it is left out of the bundle [target-cannot-show]",
        "spec.yaml:5:53: warning: InAppSettingsKit cannot show a button's style; it is left out of the bundle [target-cannot-show]",
      ], "\(result.run.stderr)")
    // The number default keeps its plist type, as import reads it back.
    let root = try String(contentsOf: result.bundle.appendingPathComponent("Root.plist"), encoding: .utf8)
    #expect(root.contains("<key>DefaultValue</key>\n\t\t\t<integer>443</integer>"), "\(root)")
    #expect(
      result.run.stderr.hasSuffix(
        "tablegen: wrote 1 plist to \(result.bundle.path); 3 items not carried over "
          + "(target-cannot-show, missing-bundle-default and not-carried-over above)\n"))
  }

  @Test("a renamed field whose Key is no longer its old id is said, with both keys; one that keeps it as key: is not")
  func keysMoved() throws {
    let result = try Self.export(
      [
        "spec.yaml": """
        tablegen: 1
        cells:
          - { type: switch, id: cellularDownloads, renamedFrom: wifiOnly, label: Cellular }
          - { type: input, id: server, renamedFrom: host, key: host, label: Server }
          - type: picker
            id: quality
            key: videoQuality
            renamedFrom: [videoQuality, quality2]
            label: Quality
            default: sd
            options: [{ label: SD, value: sd }]

        """
      ], target: "settings")
    defer { try? FileManager.default.removeItem(at: result.root) }
    #expect(result.run.status == 0, "\(result.run.stderr)")
    let spec = result.root.appendingPathComponent("spec.yaml").path
    #expect(
      result.run.stderr == """
        \(spec):3:57: warning: the bundle stores this field's value under the Key 'cellularDownloads', no longer \
        'wifiOnly' (renamedFrom): a value the app stored under 'wifiOnly' is not read [storage-key-changed]
         3 |   - { type: switch, id: cellularDownloads, renamedFrom: wifiOnly, label: Cellular }
           |                                                         ^~~~~~~~
           = migrate the stored value from 'wifiOnly' to 'cellularDownloads' in the app, or keep it with key: 'wifiOnly'
        \(spec):8:33: warning: the bundle stores this field's value under the Key 'videoQuality', no longer \
        'quality2' (renamedFrom): a value the app stored under 'quality2' is not read [storage-key-changed]
         8 |     renamedFrom: [videoQuality, quality2]
           |                                 ^~~~~~~~
           = migrate the stored value from 'quality2' to 'videoQuality' in the app, or keep it with key: 'quality2'
        tablegen: wrote 1 plist to \(result.bundle.path); 0 items not carried over; 2 keys moved \
        (storage-key-changed above)

        """)
    let root = try String(contentsOf: result.bundle.appendingPathComponent("Root.plist"), encoding: .utf8)
    for key in ["cellularDownloads", "host", "videoQuality"] {
      #expect(root.contains("<key>Key</key>\n\t\t\t<string>\(key)</string>"), "\(root)")
    }
  }

  @Test("import's and export's exit statuses say the same in --help, README.md and docs/settings-bundle.md")
  func exitStatusesAgree() throws {
    let readme = try String(contentsOf: packagePath("README.md"), encoding: .utf8)
    let docs = try String(contentsOf: packagePath("docs/settings-bundle.md"), encoding: .utf8)
    let importHelp = try CLITests.run(["import", "settings-bundle", "--help"]).stdout
    let exportHelp = try CLITests.run(["export", "settings-bundle", "--help"]).stdout
    // 1 is input the other side refuses: a plist iOS refuses, a spec validate refuses; never the lint's findings.
    #expect(importHelp.contains("1  a plist that iOS refuses too"))
    #expect(importHelp.contains("0  imported; the bundle lint's findings"))
    #expect(readme.contains("`import settings-bundle`: a plist that iOS refuses too"))
    #expect(docs.contains("| 1 | a plist that iOS refuses too"))
    #expect(exportHelp.contains("1  a spec (the one named, or one it links to) has errors"))
    #expect(readme.contains("`export settings-bundle`: the spec, or one it links to, has errors"))
    #expect(docs.contains("| 1 | the spec, or one it links to, has errors or cannot be read: nothing is written |"))
    for help in [importHelp, exportHelp] { #expect(help.contains("2  usage error, or a file that cannot be written")) }
  }

  @Test("a spec with errors ends with 'N errors, nothing written' and exit 1")
  func refused() throws {
    let result = try Self.export([
      "spec.yaml": "tablegen: 1\ncells:\n  - { type: picker, id: p, options: [] }\n"
    ])
    defer { try? FileManager.default.removeItem(at: result.root) }
    #expect(result.run.status == 1)
    #expect(result.run.stderr.hasSuffix("tablegen: 1 error, nothing written\n"), "\(result.run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: result.bundle.path))
  }

  @Test(
    "a control character XML cannot hold is written as U+FFFD, said at its row and the title, so plist readers read the file"
  )
  func controlCharacters() throws {
    let result = try Self.export([
      "spec.yaml": #"""
      tablegen: 1
      title: "A\x01B"
      cells:
        - {type: switch, id: s, label: "On\x02", default: true}
        - {type: switch, id: t, label: Plain, default: false}
      """#
    ])
    defer { try? FileManager.default.removeItem(at: result.root) }
    #expect(result.run.status == 0, "\(result.run.stderr)")
    let warnings = result.run.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }.map {
      String($0[$0.range(of: "spec.yaml:")!.lowerBound...])
    }
    let said = "this text holds a control character that an XML plist cannot hold; it is written as U+FFFD (\u{FFFD}) "
    #expect(
      warnings == [
        "spec.yaml:4:5: warning: \(said)[not-carried-over]", "spec.yaml:2:8: warning: \(said)[not-carried-over]",
      ],
      "\(result.run.stderr)")
    let root = try String(contentsOf: result.bundle.appendingPathComponent("Root.plist"), encoding: .utf8)
    #expect(root.contains("<string>A\u{FFFD}B</string>") && root.contains("<string>On\u{FFFD}</string>"), "\(root)")
    #expect(!root.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
  }
}
