import Foundation
import TableGenTestSupport
import Testing

/// A bundle may come from anyone: what its plists name is never a way out of
/// its folder, and no text of it becomes YAML structure in what import writes.
@Suite("import of a hostile bundle")
struct BundleHostileInputTests {
  @Test("a StringsTable that is a path is a note at its key, and no file outside the bundle is read for it")
  func stringsTableThatIsAPath() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let bundle = root.appendingPathComponent("Settings.bundle")
    try FileManager.default.createDirectory(
      at: bundle.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
    // From en.lproj, ../../outside.strings is this file, beside the bundle.
    try "\"Sync\" = \"secret\";\n".write(
      to: root.appendingPathComponent("outside.strings"), atomically: true, encoding: .utf8)
    try "\"Sync\" = \"Sync\";\n".write(
      to: bundle.appendingPathComponent("en.lproj/Root.strings"), atomically: true, encoding: .utf8)
    let plist = ImportValidatesTests.plist([ImportValidatesTests.toggle("sync", title: "Sync")])
      .replacing(
        "<dict>\n<key>PreferenceSpecifiers",
        with: "<dict>\n<key>StringsTable</key><string>../../outside</string>\n<key>PreferenceSpecifiers")
    try plist.write(to: bundle.appendingPathComponent("Root.plist"), atomically: true, encoding: .utf8)
    let run = try CLITests.run(["import", "settings-bundle", bundle.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(!run.stdout.contains("secret"), "\(run.stdout)")
    let plistPath = bundle.appendingPathComponent("Root.plist").path
    #expect(
      run.stderr == """
        \(plistPath):5:1: warning: StringsTable '../../outside' names no table of the bundle (a table is \
        <locale>.lproj/<name>.strings); no strings are read for this plist [not-carried-over]
         5 | <key>StringsTable</key><string>../../outside</string>
           | ^~~~~~~~~~~~~~~~~~~~~~~
        tablegen: wrote 1 spec to standard output; 1 item not carried over (not-carried-over above)

        """)
  }

  @Test("a plist's name with a line break stays inside the comment that names its document on standard output")
  func plistNameWithALineBreak() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let bundle = root.appendingPathComponent("Settings.bundle")
    try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
    let plist = ImportValidatesTests.plist([ImportValidatesTests.toggle("sync", title: "Sync")])
    for name in ["Root.plist", "x\ntitle: injected.plist"] {
      try plist.write(to: bundle.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let run = try CLITests.run(["import", "settings-bundle", bundle.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("--- # root.yaml\ntablegen: 1\n"), "\(run.stdout)")
    #expect(run.stdout.contains("\n--- # \"x\\ntitle: injected.yaml\"\ntablegen: 1\n"), "\(run.stdout)")
    #expect(!run.stdout.contains("\ntitle:"), "\(run.stdout)")
  }

  @Test("a strings table in UTF-16 without a byte-order mark is said to be so, at its start")
  func utf16WithoutByteOrderMark() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let bundle = root.appendingPathComponent("Settings.bundle")
    try FileManager.default.createDirectory(
      at: bundle.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
    try ImportValidatesTests.plist([ImportValidatesTests.toggle("sync", title: "Sync")])
      .write(to: bundle.appendingPathComponent("Root.plist"), atomically: true, encoding: .utf8)
    let pair = "\"Sync\" = \"Abgleich\";\n"
    try #require(pair.data(using: .utf16LittleEndian))
      .write(to: bundle.appendingPathComponent("de.lproj/Root.strings"))
    let run = try CLITests.run(["import", "settings-bundle", bundle.path])
    #expect(run.status == 0, "\(run.stderr)")
    let strings = bundle.appendingPathComponent("de.lproj/Root.strings").path
    #expect(
      run.stderr.hasPrefix(
        "\(strings):1:1: error: the file looks like UTF-16 without a byte-order mark (a NUL in every other byte); "
          + "save it as UTF-8, or as UTF-16 with a byte-order mark [invalid-encoding]\n"), "\(run.stderr)")
  }

  @Test("a folder without a plist is no bundle: exit 1, and no output folder is made")
  func folderWithoutAPlist() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("Empty.bundle")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let specs = root.appendingPathComponent("specs")
    let run = try CLITests.run(["import", "settings-bundle", folder.path, "-o", specs.path])
    #expect(run.status == 1)
    #expect(
      run.stderr == """
        \(folder.path): error: '\(folder.path)' holds no .plist file: it is not a Settings.bundle [unreadable-file]
        tablegen: nothing imported

        """)
    #expect(!FileManager.default.fileExists(atPath: specs.path))
  }
}
