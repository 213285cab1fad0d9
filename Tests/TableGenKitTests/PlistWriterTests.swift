import Foundation
import Testing

@testable import TableGenSettingsBundle
@testable import TableGenSpec

/// The XML plist writer: Xcode's layout, exact bytes, and values that
/// plistlib and the reader read back unchanged.
@Suite("Plist writer")
struct PlistWriterTests {
  static func entry(_ key: String, _ value: PlistValue) -> PlistEntry {
    PlistEntry(key: key, keyRange: SourceRange(at: .start), node: PlistNode(value, range: SourceRange(at: .start)))
  }

  static func node(_ value: PlistValue) -> PlistNode { PlistNode(value, range: SourceRange(at: .start)) }

  /// One of every type, with text to escape, reals at the edges and data over several lines.
  static let sample: PlistValue = .dict([
    entry("Title", .string("Fish & <Chips> \"q\" 'a' ö 😀")),
    entry("Count", .integer(-9_223_372_036_854_775_808)),
    entry("Big", .integer(9_223_372_036_854_775_807)),
    entry(
      "Reals",
      .array(
        [0.1, 1, -0.0, 1e16, Double.leastNonzeroMagnitude, 1.7976931348623157e308, 2.5e-3].map { node(.real($0)) })),
    entry("On", .bool(true)),
    entry("Off", .bool(false)),
    entry("When", .date("2026-11-24T10:00:00Z")),
    entry("Bytes", .data(Array(0..<200))),
    entry("Nested", .dict([entry("Empty", .string("")), entry("List", .array([])), entry("Dict", .dict([]))])),
  ])

  @Test("the bytes are Xcode's layout: header, DOCTYPE, tabs, keys in order, & < > escaped")
  func exactBytes() {
    let value: PlistValue = .dict([
      Self.entry("StringsTable", .string("Root")),
      Self.entry(
        "PreferenceSpecifiers",
        .array([
          Self.node(.dict([Self.entry("Type", .string("PSGroupSpecifier")), Self.entry("Title", .string("A & <B>"))])),
          Self.node(.dict([Self.entry("DefaultValue", .bool(true)), Self.entry("MinimumValue", .integer(3))])),
          Self.node(.dict([Self.entry("Ratio", .real(0.5)), Self.entry("Blob", .data([1, 2, 3]))])),
        ])),
      Self.entry("Empty", .array([])),
    ])
    #expect(
      PlistWriter.xml(value) == """
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
        \t\t\t<string>A &amp; &lt;B&gt;</string>
        \t\t</dict>
        \t\t<dict>
        \t\t\t<key>DefaultValue</key>
        \t\t\t<true/>
        \t\t\t<key>MinimumValue</key>
        \t\t\t<integer>3</integer>
        \t\t</dict>
        \t\t<dict>
        \t\t\t<key>Ratio</key>
        \t\t\t<real>0.5</real>
        \t\t\t<key>Blob</key>
        \t\t\t<data>
        \t\t\tAQID
        \t\t\t</data>
        \t\t</dict>
        \t</array>
        \t<key>Empty</key>
        \t<array/>
        </dict>
        </plist>

        """)
  }

  @Test("what the writer writes, the reader reads back to the same values")
  func roundTrip() throws {
    let text = PlistWriter.xml(Self.sample)
    let result = readPlist(text)
    #expect(result.diagnostics.isEmpty, "\(plistFindings(result.diagnostics))")
    #expect(plistDump(try #require(result.document).root.value) == plistDump(Self.sample))
    #expect(PlistWriter.xml(try #require(result.document).root.value) == text)
  }

  @Test("a carriage return is written as a reference, since an XML reader reads a bare one as a line feed")
  func carriageReturn() throws {
    let value: PlistValue = .dict([Self.entry("Title", .string("a\r\nb\rc & d"))])
    let text = PlistWriter.xml(value)
    #expect(text.contains("\t<string>a&#13;\nb&#13;c &amp; d</string>\n"), "\(text)")
    let read = readPlist(text)
    #expect(plistDump(try #require(read.document).root.value) == plistDump(value))
  }

  @Test("a scalar XML 1.0 cannot hold, even as a reference, is written as U+FFFD; tab and line feed stay")
  func nonXMLScalars() throws {
    let value: PlistValue = .dict([Self.entry("Title", .string("a\u{1}b\u{1F}c\u{FFFE}d\te\nf"))])
    #expect(PlistWriter.holdsNonXMLText(value))
    #expect(!PlistWriter.holdsNonXMLText(.string("tab\tand\nline \u{10000}")))
    let text = PlistWriter.xml(value)
    #expect(text.contains("<string>a\u{FFFD}b\u{FFFD}c\u{FFFD}d\te\nf</string>"), "\(text)")
    #expect(readPlist(text).document != nil)
  }

  @Test("reals that are not numbers are written as plistlib writes them")
  func specialReals() {
    #expect([Double.nan, .infinity, -.infinity].map(PlistWriter.realText) == ["nan", "inf", "-inf"])
    #expect(
      plistDump(readPlist(PlistWriter.xml(.real(-.infinity))).document?.root.value ?? .bool(false))
        == "r\((-Double.infinity).bitPattern)")
  }

  @Test(
    "plistlib reads the writer's output to the same values and writes it back byte for byte",
    .enabled(if: PlistPython.isAvailable, "needs python3"))
  func plistlibReadsBack() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var values: [(String, PlistValue)] = [("sample.plist", Self.sample)]
    for url in sharedBundlePlists() {
      let read = try #require(PlistReader.read(path: url.path).document)
      values.append((url.lastPathComponent, lastOfRepeatedKeys(read.root.value)))
    }
    for (name, value) in values {
      try Data(PlistWriter.xmlBytes(value)).write(to: folder.appendingPathComponent(name))
    }
    // plistlib loads each file and dumps it again, as XML and as binary, keeping the key order.
    let script = """
      import plistlib, sys, os
      folder = sys.argv[1]
      for name in sys.argv[2:]:
          path = os.path.join(folder, name)
          with open(path, 'rb') as f: value = plistlib.load(f)
          with open(path + '.again', 'wb') as f: plistlib.dump(value, f, sort_keys=False)
          with open(path + '.bin', 'wb') as f: plistlib.dump(value, f, fmt=plistlib.FMT_BINARY, sort_keys=False)
      """
    let run = try PlistPython.run(script, arguments: [folder.path] + values.map(\.0))
    try #require(run.status == 0, "\(run.stderr)")
    for (name, value) in values {
      let ours = try Data(contentsOf: folder.appendingPathComponent(name))
      let again = try Data(contentsOf: folder.appendingPathComponent(name + ".again"))
      #expect(ours == again, "\(name): plistlib wrote other bytes:\n\(String(decoding: again, as: UTF8.self))")
      let binary = PlistReader.read(path: folder.appendingPathComponent(name + ".bin").path)
      #expect(plistDump(try #require(binary.document).root.value) == plistDump(value), "\(name)")
    }
  }
}
