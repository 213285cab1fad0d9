import Foundation
import Testing

@testable import TableGenSettingsBundle
@testable import TableGenSpec

/// The Settings.bundle lint: one fixture per defect in Tests/Fixtures/settings-lint,
/// each with `<!-- expect: code line:column -->` lines, and the real defects of
/// InAppSettingsKit's sample bundle.
@Suite("Settings.bundle lint")
struct PlistLintTests {
  static let fixtures = packagePath("Tests/Fixtures/settings-lint")

  /// The expectations written in a fixture's comments.
  static func expectations(in text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("<!-- expect: "), line.hasSuffix(" -->") else { return nil }
      return String(line.dropFirst(13).dropLast(4))
    }
  }

  @Test(
    "each fixture gives exactly the diagnostics it expects, at their line:column",
    arguments: DiagnosticCode.allCases.filter {
      $0.rawValue.hasPrefix("settings-")
    })
  func fixture(code: DiagnosticCode) throws {
    let path = Self.fixtures.appendingPathComponent("\(code.rawValue).plist").path
    let expected = Self.expectations(in: try String(contentsOfFile: path, encoding: .utf8))
    #expect(!expected.isEmpty && expected.allSatisfy { $0.hasPrefix(code.rawValue + " ") })
    let found = SettingsBundleLint.check(plistAt: path)
    #expect(plistFindings(found) == expected, "\(found.map(\.message))")
    #expect(found.allSatisfy { $0.file == path })
  }

  @Test("a repeated key names the first place in a note")
  func repeatedKeyNote() throws {
    let path = Self.fixtures.appendingPathComponent("settings-duplicate-key.plist").path
    let found = try #require(SettingsBundleLint.check(plistAt: path).first)
    #expect(found.message.contains("StringsTable"))
    #expect(found.notes.map { "\($0.range.map { "\($0.start)" } ?? "-")" } == ["6:2"])
    #expect(found.severity == .warning)
  }

  @Test("an unknown type suggests the type it is likely a typo of")
  func unknownTypeSuggestion() throws {
    let path = Self.fixtures.appendingPathComponent("settings-unknown-type.plist").path
    let found = try #require(SettingsBundleLint.check(plistAt: path).first)
    #expect(found.suggestion == "did you mean 'PSToggleSwitchSpecifier'?")
  }

  @Test("a well-made plist has no finding; child panes are looked up through the closure only")
  func cleanPlist() throws {
    let text = xmlPlist(
      """
      <dict>
      \t<key>PreferenceSpecifiers</key>
      \t<array>
      \t\t<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>A</string>\
      <key>File</key><string>Child</string></dict>
      \t\t<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>On</string>\
      <key>Key</key><string>on</string><key>DefaultValue</key><true/></dict>
      \t\t<dict><key>Type</key><string>IASKOpenURLSpecifier</string><key>Title</key><string>Web</string>\
      <key>File</key><string>https://example.com</string></dict>
      \t</array>
      </dict>
      """)
    let document = try #require(readPlist(text).document)
    var asked: [String] = []
    let found = SettingsBundleLint.check(document) { name in
      asked.append(name)
      return true
    }
    #expect(found.isEmpty, "\(found.map(\.message))")
    #expect(asked == ["Child.plist"])
    #expect(plistFindings(SettingsBundleLint.check(document) { _ in false }) == ["settings-missing-child-pane 7:110"])
    // A File that would reach outside the bundle is reported, not looked up.
    let outside = readPlist(
      text.replacingOccurrences(of: "<string>Child</string>", with: "<string>../../etc/x</string>"))
    asked = []
    let outsideFindings = SettingsBundleLint.check(try #require(outside.document)) { name in
      asked.append(name)
      return true
    }
    #expect(plistFindings(outsideFindings) == ["settings-missing-child-pane 7:110"])
    #expect(asked.isEmpty)
  }

  @Test("a binary plist is linted at its byte offsets")
  func binaryPositions() throws {
    // {"PreferenceSpecifiers": [{"Type": "PSSliderSpecif"}]}
    let objects: [[UInt8]] = [
      [0xD1, 1, 2], [0x5F, 0x10, 20] + Array("PreferenceSpecifiers".utf8), [0xA1, 3], [0xD1, 4, 5],
      [0x54] + Array("Type".utf8), [0x5E] + Array("PSSliderSpecif".utf8),
    ]
    let document = try #require(PlistReader.read(binaryPlist(objects), path: "b.plist").document)
    let found = SettingsBundleLint.check(document) { _ in true }
    #expect(plistFindings(found) == ["settings-unknown-type 1:45"])
    #expect(found.first?.suggestion == "did you mean 'PSSliderSpecifier'?")
  }

  @Test(
    "InAppSettingsKit's sample bundle: the real defects, at their plist positions",
    .enabled(if: sharedSettingsBundle != nil, "../shared/testsuites is absent"))
  func sharedBundle() throws {
    var findings: [String] = []
    for url in sharedBundlePlists() {
      findings += plistFindings(SettingsBundleLint.check(plistAt: url.path)).map { "\(url.lastPathComponent) \($0)" }
    }
    // Complete.plist's title-value row of a missing lookup entry (3 among 1, 2), its multi-value
    // defaulting to "Fruit" among Banana/Orange/Strawberry, and Fruit.plist's radio group defaulting
    // to the integer 1 among strings.
    #expect(
      findings == [
        "Complete.plist settings-default-not-in-values 405:4",
        "Complete.plist settings-default-not-in-values 763:4",
        "Fruit.plist settings-default-not-in-values 17:4",
      ])
  }
}
