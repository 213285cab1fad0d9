import Foundation
import TableGenTestSupport
import Testing

/// What `import settings-bundle -o` writes, `validate` accepts: bundles that
/// once imported as specs their own validate refused.
@Suite("import writes specs that validate")
struct ImportValidatesTests {
  /// A plist of `specifiers` (each the inside of a `<dict>`).
  static func plist(_ specifiers: [String]) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    <key>PreferenceSpecifiers</key>
    <array>
    \(specifiers.map { "<dict>\($0)</dict>" }.joined(separator: "\n"))
    </array>
    </dict>
    </plist>

    """
  }

  static func toggle(_ key: String, title: String) -> String {
    "<key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>\(title)</string>"
      + "<key>Key</key><string>\(key)</string><key>DefaultValue</key><true/>"
  }

  /// Writes `files` (path → text) into a new `Settings.bundle`, imports it with
  /// `-o`, and validates what was written; both runs, and the specs folder.
  static func importAndValidate(_ files: [String: String]) throws -> (
    imported: ProcessResult, validated: ProcessResult, specs: URL, root: URL
  ) {
    let root = try temporaryFolder()
    let bundle = root.appendingPathComponent("Settings.bundle")
    for (name, text) in files {
      let url = bundle.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let specs = root.appendingPathComponent("specs")
    let imported = try CLITests.run(["import", "settings-bundle", bundle.path, "-o", specs.path])
    let validated = try CLITests.run(["validate", specs.path])
    return (imported, validated, specs, root)
  }

  @Test("a .lproj folder whose name is no language tag is left out with a note naming it, not written as a locale")
  func lprojThatIsNoLanguage() throws {
    let run = try Self.importAndValidate([
      "Root.plist": Self.plist([Self.toggle("sync", title: "Sync")]),
      "en.lproj/Root.strings": "\"Sync\" = \"Sync\";\n",
      "de.lproj/Root.strings": "\"Sync\" = \"Abgleich\";\n",
      "-.lproj/Root.strings": "\"Sync\" = \"?\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: run.root) }
    #expect(run.imported.status == 0, "\(run.imported.stderr)")
    #expect(
      run.imported.stderr.contains(
        "Settings.bundle/-.lproj/Root.strings: warning: the folder '-.lproj' is not named for a language"),
      "\(run.imported.stderr)")
    #expect(run.validated.status == 0, "\(run.validated.stderr)")
    let spec = try String(contentsOf: run.specs.appendingPathComponent("root.yaml"), encoding: .utf8)
    #expect(spec.hasPrefix("tablegen: 1\nlocales: [en, de]\n"), "\(spec)")
  }

  @Test("a child pane whose File is Root links to root.yaml, the name import writes Root.plist as")
  func paneFileRoot() throws {
    let pane =
      "<key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Again</string>"
      + "<key>File</key><string>Root</string>"
    let run = try Self.importAndValidate([
      "Root.plist": Self.plist([Self.toggle("sync", title: "Sync")]),
      "More.plist": Self.plist([pane]),
    ])
    defer { try? FileManager.default.removeItem(at: run.root) }
    #expect(run.imported.status == 0, "\(run.imported.stderr)")
    #expect(fileNames(in: run.specs) == ["More.yaml", "root.yaml"])
    let more = try String(contentsOf: run.specs.appendingPathComponent("More.yaml"), encoding: .utf8)
    #expect(more.contains("target: root.yaml"), "\(more)")
    #expect(!run.validated.stderr.contains("missing-link-target"), "\(run.validated.stderr)")
    #expect(run.validated.status == 0, "\(run.validated.stderr)")
  }

  @Test(
    "two specifiers with one Key: the second gets a derived id and keeps the Key as its key, and the spec validates")
  func duplicateKey() throws {
    let run = try Self.importAndValidate([
      "Root.plist": Self.plist([Self.toggle("sync", title: "Sync"), Self.toggle("sync", title: "Sync again")])
    ])
    defer { try? FileManager.default.removeItem(at: run.root) }
    #expect(run.imported.status == 0, "\(run.imported.stderr)")
    #expect(!run.imported.stderr.contains("not-carried-over"), "\(run.imported.stderr)")
    let spec = try String(contentsOf: run.specs.appendingPathComponent("root.yaml"), encoding: .utf8)
    #expect(spec.contains("{ type: switch, id: sync, label: Sync, default: true }"), "\(spec)")
    #expect(spec.contains("{ type: switch, id: sync2, key: sync, label: Sync again, default: true }"), "\(spec)")
    // iOS takes two specifiers with one Key; validate says so, and the spec is valid.
    #expect(run.validated.status == 0, "\(run.validated.stderr)")
    #expect(
      run.validated.stderr.contains(
        "warning: the key 'sync' is already the storage key of another field in this pane [duplicate-storage-key]"),
      "\(run.validated.stderr)")
    #expect(!run.validated.stderr.contains("duplicate-id"))
  }
}
