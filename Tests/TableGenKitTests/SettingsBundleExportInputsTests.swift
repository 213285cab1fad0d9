import Foundation
import TableGenSettingsBundle
import TableGenSpec
import TableGenTestSupport
import Testing

/// An export into the spec's own folder writes `<locale>.lproj/Root.strings`,
/// which may be the very catalog the spec reads its translations from.
@Suite("export settings-bundle never writes over what it read")
struct SettingsBundleExportInputsTests {
  @Test("a catalog the spec names is not written over by the export's Root.strings")
  func catalogIsKept() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("prefs.yaml")
    try """
    tablegen: 1
    locales: [en, fr]
    sourceLocale: en
    strings: [fr.lproj/Root.strings]
    sections:
      - cells:
          - { type: switch, id: sync, label: Sync, default: true }

    """.write(to: spec, atomically: true, encoding: .utf8)
    let catalog = folder.appendingPathComponent("fr.lproj/Root.strings")
    try FileManager.default.createDirectory(
      at: catalog.deletingLastPathComponent(), withIntermediateDirectories: true)
    let original = "/* the translator's file */\n\"Sync\" = \"Synchroniser\";\n"
    try original.write(to: catalog, atomically: true, encoding: .utf8)

    let export = SettingsBundleExport.run(spec.path, target: .settings)
    #expect(!export.failed, "\(export.diagnostics)")
    #expect(throws: BundleWriteError.self) { try export.write(into: folder.path) }
    #expect(try String(contentsOf: catalog, encoding: .utf8) == original)
  }
}
