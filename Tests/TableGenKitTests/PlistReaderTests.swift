import Foundation
import Testing

@testable import TableGenSettingsBundle
@testable import TableGenSpec

/// The XML plist reader: values, positions and every defect.
@Suite("Plist reader: XML")
struct PlistReaderTests {
  @Test("every value type reads, with the line:column of each key and value")
  func valuesAndPositions() throws {
    let text = xmlPlist(
      """
      <dict>
      \t<key>Title</key>
      \t<string>Größe &amp; &lt;Gewicht&gt; &quot;x&quot; &apos;y&apos; &#65;&#x1F600;</string>
      \t<key>Count</key> <integer>-42</integer>
      \t<key>Hex</key><integer>0x1F</integer>
      \t<key>Ratio</key><real>2.5e-3</real>
      \t<!-- a comment between entries -->
      \t<key>On</key><true/>
      \t<key>Off</key><false></false>
      \t<key>When</key><date>2026-11-24T10:00:00Z</date>
      \t<key>Bytes</key><data>
      \t  AAEC
      \t  /w==
      \t</data>
      \t<key>Empty</key><string/>
      \t<key>List</key><array><string><![CDATA[a<b]]></string><dict/><array/></array>
      </dict>
      """)
    let result = readPlist(text)
    #expect(result.diagnostics.isEmpty, "\(plistFindings(result.diagnostics))")
    let document = try #require(result.document)
    #expect(document.format == .xml)
    #expect("\(document.root.range.start)" == "4:1")
    #expect(document.root.range.start.offset == 164)
    guard case .dict(let entries) = document.root.value else {
      Issue.record("the root is not a dict")
      return
    }
    #expect(
      plistDump(document.root.value)
        == #"{"Title":s"Größe & <Gewicht> \"x\" \'y\' A😀","Count":i-42,"Hex":i31,"Ratio":r\#((2.5e-3).bitPattern),"#
        + #""On":btrue,"Off":bfalse,"When":d2026-11-24T10:00:00Z,"Bytes":x0,1,2,ff,"Empty":s"","#
        + #""List":[s"a<b",{},[]]}"#)
    #expect(
      entries.map { "\($0.keyRange.start)" } == [
        "5:2", "7:2", "8:2", "9:2", "11:2", "12:2", "13:2", "14:2", "18:2", "19:2",
      ])
    #expect(
      entries.map { "\($0.node.range.start)" } == [
        "6:2", "7:19", "8:16", "9:18", "11:15", "12:16", "13:17", "14:18", "18:18", "19:17",
      ])
    #expect(entries[0].node.range.end.line == 6)
  }

  @Test("a file without declaration, DOCTYPE or version still reads; a BOM is skipped")
  func minimalPlist() throws {
    let result = PlistReader.read([0xEF, 0xBB, 0xBF] + Array("<plist><integer>7</integer></plist>".utf8), path: "a")
    #expect(plistDump(try #require(result.document).root.value) == "i7")
    #expect(result.document?.root.range.start == SourceLocation(line: 1, column: 8, offset: 10))
  }

  @Test("a column counts Unicode scalars, an offset counts bytes")
  func multibyteColumns() throws {
    let result = readPlist("<plist><array><string>ö</string><true/></array></plist>")
    guard case .array(let items) = try #require(result.document).root.value else { return }
    #expect(items[1].range.start == SourceLocation(line: 1, column: 33, offset: 33))
  }

  @Test(
    "a defect of the XML is one positioned plist-syntax diagnostic, and no document",
    arguments: [
      ("<plist><dict><key>a</key><string>x</dict></plist>", "plist-syntax 1:35"),
      ("<plist><dict><key>a</key></dict></plist>", "plist-syntax 1:26"),
      ("<plist><dict><string>x</string></dict></plist>", "plist-syntax 1:14"),
      ("<plist><array><key>a</key></array></plist>", "plist-syntax 1:15"),
      ("<plist><set/></plist>", "plist-syntax 1:8"),
      ("<plist><string>a &nbsp; b</string></plist>", "plist-syntax 1:18"),
      ("<plist><string>a & b</string></plist>", "plist-syntax 1:18"),
      ("<plist><string>&#0;</string></plist>", "plist-syntax 1:16"),
      ("<plist><string>&#xD800;</string></plist>", "plist-syntax 1:16"),
      ("<plist><string>a<b/></string></plist>", "plist-syntax 1:17"),
      ("<plist><string>a</plist>", "plist-syntax 1:17"),
      ("<plist><string>abc", "plist-syntax 1:19"),
      ("<plist><true/></plist><plist/>", "plist-syntax 1:23"),
      ("<plist><true/>", "plist-syntax 1:15"),
      ("<plist></plist>", "plist-syntax 1:8"),
      ("<plist/>", "plist-syntax 1:1"),
      ("", "plist-syntax 1:1"),
      ("{\"a\": 1}", "plist-syntax 1:1"),
      ("<plist version=\"2.0\"><true/></plist>", "plist-syntax 1:1"),
      ("<plist><!-- open <true/></plist>", "plist-syntax 1:8"),
      ("<!DOCTYPE plist [<!ENTITY x \"y\">]><plist><true/></plist>", "plist-syntax 1:1"),
      ("<plist><true/>\n  <true/></plist>", "plist-syntax 2:3"),
    ])
  func syntaxDefects(text: String, expected: String) {
    let result = readPlist(text)
    #expect(result.document == nil)
    #expect(plistFindings(result.diagnostics) == [expected])
    #expect(result.diagnostics.allSatisfy { $0.file == "test.plist" })
  }

  @Test(
    "a value that is not its type is a plist-invalid-value; the rest of the document is kept",
    arguments: [
      ("<integer>12a</integer>", "integer"),
      ("<integer>9223372036854775808</integer>", "above the largest"),
      ("<integer>-9223372036854775809</integer>", "below the smallest"),
      ("<integer></integer>", "integer"),
      ("<real>1,5</real>", "real"),
      ("<date>2026-02-30T10:00:00Z</date>", "date"),
      ("<date>2026-11-24 10:00:00</date>", "date"),
      ("<data>AA*A</data>", "base64"),
      ("<data>A</data>", "whole bytes"),
    ])
  func invalidValues(element: String, words: String) throws {
    let result = readPlist("<plist><array>\n  \(element)\n  <true/>\n</array></plist>")
    #expect(plistFindings(result.diagnostics) == ["plist-invalid-value 2:3"])
    #expect(result.diagnostics.first?.message.contains(words) == true, "\(result.diagnostics)")
    #expect(plistDump(try #require(result.document).root.value) == "[btrue]")
  }

  @Test("integers: the extremes of 64 bits, a sign, and hexadecimal within them")
  func integerForms() throws {
    #expect(try PlistScalars.integer("9223372036854775807").get() == Int64.max)
    #expect(try PlistScalars.integer("-9223372036854775808").get() == Int64.min)
    #expect(try PlistScalars.integer(" +17\n").get() == 17)
    #expect(try PlistScalars.integer("0x7FFFFFFFFFFFFFFF").get() == Int64.max)
    #expect(throws: ScalarProblem.self) { try PlistScalars.integer("0x8000000000000000").get() }
    #expect(throws: ScalarProblem.self) { try PlistScalars.integer("0x").get() }
    #expect(try PlistScalars.real("-INF").get() == -.infinity)
    #expect(try PlistScalars.real("nan").get().isNaN)
  }

  @Test("a root that is not its type leaves no document")
  func invalidRoot() {
    let result = readPlist("<plist><integer>x</integer></plist>")
    #expect(result.document == nil)
    #expect(plistFindings(result.diagnostics) == ["plist-invalid-value 1:8"])
  }

  @Test("a line break in text written CR LF or CR is read as LF, as XML reads it; lines still count")
  func carriageReturns() throws {
    let result = readPlist("<plist><array><string>a\r\nb\rc</string>\r\n<true/></array></plist>")
    guard case .array(let items) = try #require(result.document).root.value else { return }
    #expect(plistDump(.array(items)) == #"[s"a\nb\nc",btrue]"#)
    #expect("\(items[1].range.start)" == "3:1")
  }

  @Test("value problems stop at the diagnostics limit")
  func diagnosticsLimit() {
    var options = LoadOptions()
    options.maxDiagnostics = 3
    let text = "<plist><array>" + String(repeating: "<integer>x</integer>", count: 1000) + "</array></plist>"
    #expect(readPlist(text, options: options).diagnostics.count == 3)
  }

  @Test("bytes that are not UTF-8 are invalid-encoding at their position")
  func invalidUTF8() {
    let result = PlistReader.read(
      Array("<plist>\n<string>ab".utf8) + [0xC3, 0x28] + Array("</string></plist>".utf8), path: "x")
    #expect(plistFindings(result.diagnostics) == ["invalid-encoding 2:11"])
  }

  @Test("nesting beyond the depth limit is nesting-too-deep at the dict or array that passes it")
  func deepNesting() {
    let depth = 300
    let text =
      "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</plist>"
    #expect(plistFindings(readPlist(text).diagnostics) == ["nesting-too-deep 1:\(8 + 7 * 256)"])
    var options = LoadOptions()
    options.maxDepth = 2
    #expect(
      plistFindings(
        readPlist("<plist><dict><key>a</key><array><dict/></array></dict></plist>", options: options).diagnostics)
        == ["nesting-too-deep 1:33"])
  }

  @Test("a file over the size limit is refused before it is parsed")
  func sizeLimit() {
    var options = LoadOptions()
    options.maxFileSize = 10
    let result = readPlist("<plist><true/></plist>", options: options)
    #expect(result.diagnostics.map(\.code) == [.fileTooLarge])
  }

  @Test("a repeated key is kept twice, in order, for the lint to name both places")
  func repeatedKeys() throws {
    let result = readPlist(xmlPlist("<dict>\n<key>A</key><string>1</string>\n<key>A</key><string>2</string>\n</dict>"))
    guard case .dict(let entries) = try #require(result.document).root.value else { return }
    #expect(entries.map(\.key) == ["A", "A"])
    #expect(entries.map { "\($0.keyRange.start)" } == ["5:1", "6:1"])
  }

  @Test(
    "every plist of InAppSettingsKit's sample bundle reads without a diagnostic",
    .enabled(if: sharedSettingsBundle != nil, "../shared/testsuites is absent"))
  func sharedBundle() throws {
    let plists = sharedBundlePlists()
    #expect(plists.count >= 10)
    for url in plists {
      let result = PlistReader.read(path: url.path)
      #expect(result.diagnostics.isEmpty, "\(url.lastPathComponent): \(plistFindings(result.diagnostics))")
      guard case .dict(let entries)? = result.document?.root.value else {
        Issue.record("\(url.lastPathComponent) has no dict at its root")
        continue
      }
      #expect(entries.contains { $0.key == "PreferenceSpecifiers" }, "\(url.lastPathComponent)")
    }
  }
}
