import Foundation
import TableGenOutput
import TableGenSettingsBundle
import TableGenSpec
import TableGenTestSupport
import Testing

/// InAppSettingsKit's sample Settings.bundle (BSD licence, in
/// ../shared/testsuites/settings-bundles) through import and export: every
/// plist imports, and an export of each import imports again to the same
/// bytes. Skipped when ../shared is absent.
@Suite(
  "Settings.bundle round trip",
  .enabled(if: SettingsBundleSample.folder != nil, "../shared/testsuites/settings-bundles is absent"))
struct SettingsBundleRoundTripTests {
  @Test("every plist of the sample imports to a spec")
  func everyPlistImports() throws {
    let bundle = try #require(SettingsBundleSample.folder)
    let result = SettingsBundleImport.read(bundle)
    let plists = fileNames(in: URL(fileURLWithPath: bundle)).filter { $0.hasSuffix(".plist") }
    #expect(result.files.map(\.plistPath).map { ($0 as NSString).lastPathComponent } == plists)
    #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.filter { $0.severity == .error })")
    let names = Dictionary(uniqueKeysWithValues: result.files.map { (($0.plistPath as NSString).lastPathComponent, $0.specName) })
    #expect(names["Root.plist"] == "root.yaml")
    #expect(names["Root~ipad.plist"] == "root~ipad.yaml")
    #expect(names["Root~iphone.inApp.plist"] == "root~iphone.inApp.yaml")
    #expect(names["Advanced.plist"] == "Advanced.yaml")
  }

  @Test("an export of each import (InAppSettingsKit target) imports again to byte-identical specs")
  func roundTrip() throws {
    let bundle = try #require(SettingsBundleSample.folder)
    let first = SettingsBundleImport.read(bundle)
    let bySpec = Dictionary(first.files.map { ($0.specName, $0) }, uniquingKeysWith: { a, _ in a })
    for file in first.files {
      // The spec and every spec it reaches through links, as export loads them from files.
      var specs: [(plist: String, path: String, spec: TableSpec)] = [("Root", file.specName, file.spec)]
      var queue = [file.spec]
      var seen: Set<String> = [file.specName]
      while !queue.isEmpty {
        for case .link(let link) in queue.removeFirst().cells {
          guard let child = bySpec[link.target], seen.insert(link.target).inserted,
            let plist = SpecNames.plist(forSpec: link.target)
          else { continue }
          specs.append((plist, link.target, child.spec))
          queue.append(child.spec)
        }
      }
      let export = SettingsBundleExport.export(specs, target: .iask)
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      _ = try export.write(into: folder.path)
      let again = SettingsBundleImport.read(folder.path)
      #expect(!again.diagnostics.contains { $0.severity == .error })
      for (plist, path, _) in specs {
        let reimported = again.files.first { $0.specName == SpecNames.spec(forPlist: plist) }
        let original = bySpec[path] ?? file
        #expect(
          reimported?.yaml == original.yaml,
          "\(file.specName) → \(plist).plist → \(reimported?.specName ?? "nothing"):\n\(UnifiedDiff.diff(old: Array(original.yaml.utf8), new: Array((reimported?.yaml ?? "").utf8), oldLabel: "import", newLabel: "import of the export"))")
      }
    }
  }
}

/// Where the sample bundle is.
enum SettingsBundleSample {
  static let folder: String? = sharedTestSuites.map {
    $0.appendingPathComponent("settings-bundles/InAppSettingsKit/Settings.bundle").path
  }.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
}
