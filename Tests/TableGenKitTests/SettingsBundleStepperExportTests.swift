import Foundation
import TableGenSettingsBundle
import TableGenSpec
import TableGenTestSupport
import Testing

/// Neither the Settings app nor InAppSettingsKit has a stepper: export writes
/// what they can show, and says what is lost (docs/settings-bundle.md).
@Suite("export settings-bundle: a stepper becomes a list or a number field")
struct SettingsBundleStepperExportTests {
  @Test("a stepper of at most 20 values is a multi-value list of them; a larger one a NumberPad text field")
  func stepperExport() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("prefs.yaml")
    try """
    tablegen: 1
    cells:
      - { type: stepper, id: copies, label: Copies, min: 0, max: 6, step: 2, default: 4 }
      - { type: stepper, id: port, label: Port, min: 1, max: 65535, default: 8080 }

    """.write(to: spec, atomically: true, encoding: .utf8)
    let export = SettingsBundleExport.run(spec.path, target: .settings)
    #expect(!export.failed, "\(export.diagnostics)")
    let lost = export.diagnostics.filter { $0.code == .targetCannotShow }
    #expect(lost.map { $0.range?.start.line } == [3, 4])
    #expect(lost.map { $0.range?.start.column } == [13, 13])
    let bundle = folder.appendingPathComponent("out")
    _ = try export.write(into: bundle.path)
    let plist = try String(contentsOf: bundle.appendingPathComponent("Root.plist"), encoding: .utf8)
      .replacingOccurrences(of: "\t", with: "").replacingOccurrences(of: "\n", with: "")
    #expect(
      plist.contains(
        "<key>Key</key><string>copies</string><key>Type</key><string>PSMultiValueSpecifier</string>"
          + "<key>DefaultValue</key><integer>4</integer><key>Titles</key><array><string>0</string><string>2</string>"
          + "<string>4</string><string>6</string></array><key>Values</key><array><integer>0</integer>"
          + "<integer>2</integer><integer>4</integer><integer>6</integer></array>"))
    #expect(
      plist.contains(
        "<key>Key</key><string>port</string><key>Type</key><string>PSTextFieldSpecifier</string>"
          + "<key>DefaultValue</key><string>8080</string><key>KeyboardType</key><string>NumberPad</string>"))
  }
}
