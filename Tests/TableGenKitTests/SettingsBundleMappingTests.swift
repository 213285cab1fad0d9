import Foundation
import TableGenOutput
import TableGenSettingsBundle
import TableGenSpec
import TableGenTestSupport
import Testing

/// The mapping table is said once, in SettingsBundleMapping; docs/settings-bundle.md
/// holds it verbatim between its markers (re-record with RECORD_GOLDENS=1).
@Suite("Settings.bundle mapping and YAML")
struct SettingsBundleMappingTests {
  static let begin = "<!-- mapping: begin (generated from SettingsBundleMapping; RECORD_GOLDENS=1 rewrites it) -->\n"
  static let end = "<!-- mapping: end -->"

  @Test("docs/settings-bundle.md holds the mapping table the code uses")
  func docsHoldTheTable() throws {
    let url = packagePath("docs/settings-bundle.md")
    let page = try String(contentsOf: url, encoding: .utf8)
    let start = try #require(page.range(of: Self.begin), "no mapping markers in docs/settings-bundle.md")
    let stop = try #require(page.range(of: Self.end, range: start.upperBound..<page.endIndex))
    let table = SettingsBundleMapping.markdownTable()
    if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
      try (page[..<start.upperBound] + table + page[stop.lowerBound...]).write(
        to: url, atomically: true, encoding: .utf8)
    } else {
      #expect(String(page[start.upperBound..<stop.lowerBound]) == table)
    }
  }

  @Test("every type the sample bundle uses, and every key of Apple's schema, is in the table")
  func everyTypeMapped() {
    for type in [
      "PSGroupSpecifier", "PSTextFieldSpecifier", "PSToggleSwitchSpecifier", "PSSliderSpecifier",
      "PSMultiValueSpecifier", "PSRadioGroupSpecifier", "PSTitleValueSpecifier", "PSChildPaneSpecifier",
      "IASKButtonSpecifier", "IASKTextViewSpecifier", "IASKDatePickerSpecifier", "IASKOpenURLSpecifier",
      "IASKMailComposeSpecifier", "IASKCustomViewSpecifier", "IASKListGroupSpecifier",
    ] {
      #expect(SettingsBundleMapping.specifier(type) != nil, "\(type)")
    }
    #expect(SettingsBundleMapping.specifier("PSTextFieldSpecifier")?.key("KeyboardType")?.specKey == "layout")
    #expect(SettingsBundleMapping.specifier("PSSliderSpecifier")?.key("MinimumValueImage")?.lossy != nil)
    #expect(
      SettingsBundleMapping.specifier("PSToggleSwitchSpecifier")?.key("SupportedUserInterfaceIdioms")?.specKey
        == "idioms")
  }

  @Test("a string YAML would read as another type is quoted; plain text is not")
  func quoting() {
    for text in [
      "", "no", "No", "yes", "on", "off", "y", "null", "~", "true", "1.0", "0", "-1", ".5", "+1", "2026-11-24",
      "0x1F", ".inf", "a: b", "a #b", "#x", "- x", "[x]", "{x}", "a, b", "x:", " x", "x ", "@x", "`x", "!x", "&x", "*x",
      "|x", ">x", "'x", "\"x", "%x", "?x", "line\nbreak", "tab\there", "\u{7}",
    ] {
      #expect(YAMLEmitter.scalar(text).hasPrefix("\""), "\(text.debugDescription) is written plain")
    }
    for text in [
      "Email", "Konto", "E-Mail", "Weiß nicht", "Update at launch", "a-b", "x.yaml", "mailto:?subject=x", "Über",
    ] {
      #expect(YAMLEmitter.scalar(text) == text)
    }
    #expect(YAMLEmitter.scalar("a\"b\\c\n") == #""a\"b\\c\n""#)
    #expect(YAMLEmitter.scalar("\u{1}\u{85}") == #""\x01\x85""#)
  }

  @Test("the emitter writes block YAML with short flow collections")
  func emitter() {
    let value = YAMLValue.mapping([
      YAMLPair("tablegen", .literal("1")),
      YAMLPair("locales", .sequence([.string("en"), .string("no")])),
      YAMLPair(
        "sections",
        .sequence([
          .mapping([
            YAMLPair("header", .mapping([YAMLPair("en", .string("Account")), YAMLPair("no", .string("Konto"))])),
            YAMLPair(
              "cells",
              .sequence([.mapping([YAMLPair("type", .string("note")), YAMLPair("text", .string("Hi: there"))])])),
          ])
        ])),
      YAMLPair("empty", .sequence([])),
    ])
    #expect(
      YAMLEmitter.document(value) == """
        tablegen: 1
        locales: [en, "no"]
        sections:
          - header: { en: Account, "no": Konto }
            cells:
              - { type: note, text: "Hi: there" }
        empty: []

        """)
  }

  @Test("import reports what is not a specifier at its place in the plist, and goes on")
  func hostileShapes() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "<plist>\n<array/>\n</plist>\n".write(
      to: folder.appendingPathComponent("A.plist"), atomically: true, encoding: .utf8)
    try """
    <plist>
    <dict>
      <key>PreferenceSpecifiers</key>
      <array>
        <integer>3</integer>
        <dict><key>Type</key><string>PSNoSuchSpecifier</string></dict>
        <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>on</string></dict>
      </array>
    </dict>
    </plist>
    """.write(to: folder.appendingPathComponent("B.plist"), atomically: true, encoding: .utf8)
    let result = SettingsBundleImport.read(folder.path)
    let lost = result.diagnostics.filter { $0.code == .notCarriedOver }.map {
      "\((($0.file ?? "") as NSString).lastPathComponent):\($0.range?.start.description ?? "-") \($0.message)"
    }
    #expect(
      lost == [
        "A.plist:2:1 the plist's root is an array, not a dict of preference specifiers",
        "B.plist:5:5 an integer among the specifiers, not a dict",
        "B.plist:6:26 the specifier type 'PSNoSuchSpecifier' is neither Apple's nor InAppSettingsKit's",
      ])
    #expect(result.files.map(\.specName) == ["A.yaml", "B.yaml"])
    #expect(result.files.last?.yaml == "tablegen: 1\nsections:\n  - cells:\n      - { type: switch, id: \"on\" }\n")
  }

  @Test("a bundle's .strings are read by the project's reader: UTF-16, and a bad pair is a positioned syntax error")
  func stringsTables() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
    <plist>
    <dict>
      <key>PreferenceSpecifiers</key>
      <array>
        <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>sound</string>
          <key>Title</key><string>Sound</string></dict>
      </array>
    </dict>
    </plist>
    """.write(to: folder.appendingPathComponent("Root.plist"), atomically: true, encoding: .utf8)
    for locale in ["en", "de"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("\(locale).lproj"), withIntermediateDirectories: true)
    }
    try Data("\"Sound\" = \"Sound\";\n".utf8).write(to: folder.appendingPathComponent("en.lproj/Root.strings"))
    // UTF-16 little-endian with a byte-order mark, as Xcode once wrote them; the second pair has no value.
    let german = "/* The switch */\n\"Sound\" = \"Ton\";\n\"Volume\" = ;\n"
    let bytes: [UInt8] = [0xFF, 0xFE] + german.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    try Data(bytes).write(to: folder.appendingPathComponent("de.lproj/Root.strings"))
    let result = SettingsBundleImport.read(folder.path)
    let problems = result.diagnostics.map {
      "\((($0.file ?? "") as NSString).lastPathComponent):\($0.range?.start.description ?? "-") \($0.code.rawValue)"
    }
    #expect(problems == ["Root.strings:3:12 syntax-error"])
    #expect(result.files.first?.yaml.contains("de: Ton") == true, "\(result.files.first?.yaml ?? "")")
  }
}
