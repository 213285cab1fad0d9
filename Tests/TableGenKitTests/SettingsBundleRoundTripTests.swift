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
    #expect(
      !result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.filter { $0.severity == .error })")
    // The plist's own defects, at their places in the plist (the bundle lint), and what has no place in a spec.
    let defects = result.diagnostics.filter { $0.code != .notCarriedOver }.map {
      "\((($0.file ?? "") as NSString).lastPathComponent):\($0.range?.start.description ?? "-") \($0.code.rawValue)"
    }
    #expect(
      defects == [
        "Complete.plist:405:4 settings-default-not-in-values", "Complete.plist:763:4 settings-default-not-in-values",
        "Fruit.plist:17:4 settings-default-not-in-values",
      ])
    let lost = result.diagnostics.filter { $0.code == .notCarriedOver }
    #expect(lost.allSatisfy { $0.range != nil && $0.file?.hasSuffix(".plist") == true })
    #expect(
      lost.contains {
        $0.file?.hasSuffix("/Listgroup.plist") == true && $0.range?.start.description == "11:4"
          && $0.message.hasPrefix("IASKListGroupSpecifier is left out")
      })
    let names = Dictionary(
      uniqueKeysWithValues: result.files.map { (($0.plistPath as NSString).lastPathComponent, $0.specName) })
    #expect(names["Root.plist"] == "root.yaml")
    #expect(names["Root~ipad.plist"] == "root~ipad.yaml")
    #expect(names["Root~iphone.inApp.plist"] == "root~iphone.inApp.yaml")
    #expect(names["Advanced.plist"] == "Advanced.yaml")
  }

  @Test("binary copies of the plists (made by plistlib) import to the same specs as the XML ones")
  func binaryPlists() throws {
    let bundle = try #require(SettingsBundleSample.folder)
    guard let python = PlistlibCheck.python else { return }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = """
      import pathlib, plistlib, shutil, sys
      source, target = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
      for path in source.iterdir():
          if path.suffix == ".plist":
              value = plistlib.loads(path.read_bytes())
              (target / path.name).write_bytes(plistlib.dumps(value, fmt=plistlib.FMT_BINARY))
          elif path.suffix == ".lproj":
              shutil.copytree(path, target / path.name)
      """
    let made = try ProcessRunner(executable: python).run(["-c", script, bundle, folder.path])
    try #require(made.status == 0, "\(made.stderr)")
    let xml = SettingsBundleImport.read(bundle)
    let binary = SettingsBundleImport.read(folder.path)
    #expect(binary.files.map(\.specName) == xml.files.map(\.specName))
    for (a, b) in zip(xml.files, binary.files) {
      #expect(a.yaml == b.yaml, "\(a.specName) differs when read from a binary plist")
    }
    // The report is the same, at byte offsets (line 1) instead of lines.
    #expect(binary.diagnostics.map(\.code) == xml.diagnostics.map(\.code))
    #expect(binary.diagnostics.allSatisfy { $0.range?.start.line == 1 })
  }

  @Test("import, validate, export (InAppSettingsKit target), import again: byte-identical specs")
  func roundTrip() throws {
    let bundle = try #require(SettingsBundleSample.folder)
    let first = SettingsBundleImport.read(bundle)
    let imported = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: imported) }
    _ = try first.write(into: imported.path)

    // Validate each import as `tablegen validate` does; a spec that validates is exported from its file.
    var errors: [String] = []
    for file in first.files {
      let path = imported.appendingPathComponent(file.specName).path
      let loaded = SpecLoader.load(try SpecFileReader.read(path: path).get())
      errors += loaded.diagnostics.filter { $0.severity == .error }.map {
        "\(file.specName):\($0.range?.start.description ?? "-") \($0.code.rawValue)"
      }
    }
    // Every bundle InAppSettingsKit accepts imports into specs that validate: the sample's real defects (defaults
    // outside their Values, pickers whose options the app supplies, web pages as child panes) are notes instead.
    #expect(errors == [])

    let bySpec = Dictionary(first.files.map { ($0.specName, $0) }, uniquingKeysWith: { a, _ in a })
    var fromFiles: [String] = []
    for file in first.files {
      var export = SettingsBundleExport.run(imported.appendingPathComponent(file.specName).path, target: .iask)
      var exported = [("Root", file.specName)]
      if !export.failed {
        fromFiles.append(file.specName)
        exported += export.files.map(\.name).filter { $0.hasSuffix(".plist") && $0 != "Root.plist" }.map {
          (String($0.dropLast(".plist".count)), $0.replacingOccurrences(of: ".plist", with: ".yaml"))
        }
      } else {
        // A spec that has errors, or links to one, does not export from its file; its model, as import
        // made it, still round-trips.
        var specs: [(plist: String, path: String, spec: TableSpec)] = [("Root", file.specName, file.spec)]
        var queue = [file.spec]
        while !queue.isEmpty {
          for case .link(let link) in queue.removeFirst().cells {
            guard let child = bySpec[link.target], let plist = SpecNames.plist(forSpec: link.target),
              link.target != file.specName, !specs.contains(where: { $0.path == link.target })
            else { continue }
            specs.append((plist, link.target, child.spec))
            queue.append(child.spec)
          }
        }
        export = SettingsBundleExport.export(specs, target: .iask)
        exported = specs.map { ($0.plist, $0.path) }
      }
      if file.specName == "root.yaml" {
        // "Never" is translated at one place and not at another: the second gets a key of its own.
        let english = export.files.first { $0.name == "en.lproj/Root.strings" }.map {
          String(decoding: $0.bytes, as: UTF8.self)
        }
        #expect(english?.contains("\"Never (2)\" = \"Never\";\n") == true)
      }
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      _ = try export.write(into: folder.path)
      let again = SettingsBundleImport.read(folder.path)
      let errors = again.diagnostics.filter { $0.severity == .error }
      #expect(errors.isEmpty, "\(errors.map(\.message))")
      for (plist, specName) in exported {
        let reimported = again.files.first { $0.specName == SpecNames.spec(forPlist: plist) }
        let original = bySpec[specName] ?? file
        #expect(
          reimported?.yaml == original.yaml,
          "\(file.specName) → \(plist).plist → \(reimported?.specName ?? "nothing"):\n\(UnifiedDiff.diff(old: Array(original.yaml.utf8), new: Array((reimported?.yaml ?? "").utf8), oldLabel: "import", newLabel: "import of the export"))"
        )
      }
      try PlistlibCheck.expectReadable(folder)
    }
    // The specs that validate, with every spec they link to, went the whole way through files.
    #expect(fromFiles == first.files.map(\.specName))
  }
}

/// Python's plistlib reads every exported plist, and each `.strings` file
/// parses as UTF-8 pairs; skipped (with a note) when python3 is absent.
enum PlistlibCheck {
  static let python: URL? = ["/usr/bin/python3", "/usr/local/bin/python3", "/opt/homebrew/bin/python3"]
    .map(URL.init(fileURLWithPath:)).first { FileManager.default.isExecutableFile(atPath: $0.path) }

  static func expectReadable(_ folder: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    guard let python else { return }
    let script = """
      import pathlib, plistlib, sys
      bad = []
      for path in sorted(pathlib.Path(sys.argv[1]).rglob("*.plist")):
          try:
              plistlib.loads(path.read_bytes())
          except Exception as error:
              bad.append(f"{path.name}: {error}")
      print("\\n".join(bad))
      sys.exit(1 if bad else 0)
      """
    let result = try ProcessRunner(executable: python).run(["-c", script, folder.path])
    #expect(result.status == 0, "plistlib: \(result.stdout)\(result.stderr)", sourceLocation: sourceLocation)
  }
}

/// Where the sample bundle is.
enum SettingsBundleSample {
  static let folder: String? = sharedTestSuites.map {
    $0.appendingPathComponent("settings-bundles/InAppSettingsKit/Settings.bundle").path
  }.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
}
