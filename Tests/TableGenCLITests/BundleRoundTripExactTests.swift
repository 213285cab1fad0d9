import Foundation
import TableGenTestSupport
import Testing

/// A bundle as real apps write one (boolean Values, a `"YES"` default, a
/// Key with a space, and a source-locale table keyed by constants) goes
/// through import, validate and export unchanged: Python's `plistlib` reads
/// the same values, the tables are the same bytes, and importing the export
/// gives the same specs.
@Suite("a real app's bundle comes back unchanged")
struct BundleRoundTripExactTests {
  static let root = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>StringsTable</key>
    \t<string>Root</string>
    \t<key>PreferenceSpecifiers</key>
    \t<array>
    \t\t<dict>
    \t\t\t<key>Type</key>
    \t\t\t<string>PSGroupSpecifier</string>
    \t\t\t<key>Title</key>
    \t\t\t<string>SETTINGS_DISPLAY</string>
    \t\t</dict>
    \t\t<dict>
    \t\t\t<key>Type</key>
    \t\t\t<string>PSMultiValueSpecifier</string>
    \t\t\t<key>Title</key>
    \t\t\t<string>SETTINGS_CLOCK</string>
    \t\t\t<key>Key</key>
    \t\t\t<string>use24Hours</string>
    \t\t\t<key>DefaultValue</key>
    \t\t\t<false/>
    \t\t\t<key>Titles</key>
    \t\t\t<array>
    \t\t\t\t<string>SETTINGS_CLOCK_24</string>
    \t\t\t\t<string>SETTINGS_CLOCK_12</string>
    \t\t\t</array>
    \t\t\t<key>Values</key>
    \t\t\t<array>
    \t\t\t\t<true/>
    \t\t\t\t<false/>
    \t\t\t</array>
    \t\t</dict>
    \t\t<dict>
    \t\t\t<key>Type</key>
    \t\t\t<string>PSToggleSwitchSpecifier</string>
    \t\t\t<key>Title</key>
    \t\t\t<string>SETTINGS_DARK</string>
    \t\t\t<key>Key</key>
    \t\t\t<string>KEY_NAME</string>
    \t\t\t<key>DefaultValue</key>
    \t\t\t<string>YES</string>
    \t\t\t<key>TrueValue</key>
    \t\t\t<string>YES</string>
    \t\t\t<key>FalseValue</key>
    \t\t\t<string>NO</string>
    \t\t</dict>
    \t</array>
    </dict>
    </plist>

    """

  static let english = """
    "SETTINGS_CLOCK" = "Clock";
    "SETTINGS_CLOCK_12" = "12-hour";
    "SETTINGS_CLOCK_24" = "24-hour";
    "SETTINGS_DARK" = "Dark mode";
    "SETTINGS_DISPLAY" = "Display";

    """

  static let german = """
    "SETTINGS_CLOCK" = "Uhr";
    "SETTINGS_CLOCK_12" = "12 Stunden";
    "SETTINGS_CLOCK_24" = "24 Stunden";
    "SETTINGS_DARK" = "Dunkler Modus";
    "SETTINGS_DISPLAY" = "Anzeige";

    """

  /// The switch is stored under a Key with a space and a `+`, and under one a spec id can be.
  @Test(
    "import, validate, export: plistlib reads the same values, the tables are the same, re-import is the same spec",
    arguments: ["dark mode+", "darkMode"])
  func exactRoundTrip(key: String) throws {
    try Self.roundTrip(key: key)
  }

  static func roundTrip(key: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bundle = folder.appendingPathComponent("Settings.bundle")
    let files = [
      "Root.plist": root.replacingOccurrences(of: "KEY_NAME", with: key), "en.lproj/Root.strings": english,
      "de.lproj/Root.strings": german,
    ]
    for (name, text) in files {
      let url = bundle.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let specs = folder.appendingPathComponent("specs")
    let imported = try CLITests.run(["import", "settings-bundle", bundle.path, "-o", specs.path])
    #expect(imported.status == 0, "\(imported.stderr)", sourceLocation: sourceLocation)
    let spec = try String(contentsOf: specs.appendingPathComponent("root.yaml"), encoding: .utf8)
    let id = key.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
    #expect(
      spec.contains("type: switch\n        id: \(id)\n" + (id == key ? "" : "        key: \(key)\n")), "\(spec)",
      sourceLocation: sourceLocation)
    let validated = try CLITests.run(["validate", specs.path])
    #expect(validated.status == 0, "\(validated.stderr)", sourceLocation: sourceLocation)
    #expect(!validated.stderr.contains(": warning:"), "\(validated.stderr)", sourceLocation: sourceLocation)
    let exported = folder.appendingPathComponent("Exported.bundle")
    let export = try CLITests.run([
      "export", "settings-bundle", specs.appendingPathComponent("root.yaml").path, "-o", exported.path,
    ])
    #expect(export.status == 0, "\(export.stderr)", sourceLocation: sourceLocation)
    #expect(
      export.stderr == "tablegen: wrote 1 plist and 2 strings tables to \(exported.path); 0 items not carried over\n",
      sourceLocation: sourceLocation)
    for table in ["en.lproj/Root.strings", "de.lproj/Root.strings"] {
      let written = try String(contentsOf: exported.appendingPathComponent(table), encoding: .utf8)
      #expect(written == files[table], "\(table)", sourceLocation: sourceLocation)
    }
    if let python = Self.python {
      let script = """
        import plistlib, sys
        a = plistlib.loads(open(sys.argv[1], "rb").read())
        b = plistlib.loads(open(sys.argv[2], "rb").read())
        def typed(value):
            if isinstance(value, dict): return {k: typed(v) for k, v in value.items()}
            if isinstance(value, list): return [typed(v) for v in value]
            return (type(value).__name__, value)
        sys.exit(0 if typed(a) == typed(b) else print(a, b, sep="\\n") or 1)
        """
      let compared = try ProcessRunner(executable: python).run([
        "-c", script, bundle.appendingPathComponent("Root.plist").path,
        exported.appendingPathComponent("Root.plist").path,
      ])
      #expect(compared.status == 0, "\(compared.stdout)\(compared.stderr)", sourceLocation: sourceLocation)
    }
    let again = folder.appendingPathComponent("again")
    let reimported = try CLITests.run(["import", "settings-bundle", exported.path, "-o", again.path])
    #expect(reimported.status == 0, sourceLocation: sourceLocation)
    for name in ["root.yaml", "en.lproj/Root.strings", "de.lproj/Root.strings"] {
      #expect(
        try Data(contentsOf: again.appendingPathComponent(name))
          == Data(contentsOf: specs.appendingPathComponent(name)),
        "\(name)", sourceLocation: sourceLocation)
    }
  }

  static let python: URL? = ["/usr/bin/python3", "/usr/local/bin/python3"].map(URL.init(fileURLWithPath:)).first {
    FileManager.default.isExecutableFile(atPath: $0.path)
  }
}
