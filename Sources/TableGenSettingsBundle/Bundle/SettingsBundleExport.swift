import TableGenSpec

/// `tablegen export settings-bundle`: a spec as `Root.plist`, each spec it
/// links to as a child pane (`Advanced.yaml` → `Advanced.plist`, and on down
/// their links), and `<locale>.lproj/Root.strings` from their translations.
public struct SettingsBundleExport: Sendable {
  /// The files to write, by their path inside the bundle, in a fixed order.
  public var files: [(name: String, bytes: [UInt8])]
  /// The specs' own problems, and what the target cannot show.
  public var diagnostics: [Diagnostic]
  /// Every spec read, for the source lines of diagnostics.
  public var sources: [SourceFile]
  /// The other files the specs read (catalogs, data files): an export into the
  /// spec's own folder must not write over them either (`fr.lproj/Root.strings`).
  var otherInputs: [String] = []

  /// Whether a spec could not be loaded, so that nothing should be written.
  public var failed: Bool { files.isEmpty }

  /// How many parts of the specs the bundle leaves out or writes otherwise.
  public var notCarriedOver: Int {
    diagnostics.filter { $0.code == .targetCannotShow || $0.code == .missingBundleDefault }.count
  }

  /// Exports the spec at `path` for `target`.
  public static func run(_ path: String, target: BundleTarget, options: LoadOptions = .default) -> SettingsBundleExport
  {
    var result = SettingsBundleExport(files: [], diagnostics: [], sources: [])
    // Load the spec and every spec it reaches through links, each once.
    var specs: [(plist: String, path: String, spec: TableSpec)] = []
    var queue: [(plist: String, path: String, link: SpecLink?)] = [
      (String(SettingsBundle.rootFile.dropLast(".plist".count)), path, nil)
    ]
    var seen: Set<String> = [path]
    var anyFailed = false
    while !queue.isEmpty {
      let next = queue.removeFirst()
      let file: SourceFile
      // A child pane is read under the rule for every file a spec names, and only when it is a spec.
      switch next.link.map({ $0.readPane(options: options) }) ?? SpecFileReader.read(path: next.path, options: options)
      {
      case .success(let read): file = read
      case .failure(let diagnostic):
        result.diagnostics.append(diagnostic)
        anyFailed = true
        continue
      }
      result.sources.append(file)
      let loaded = SpecLoader.load(file, options: options)
      result.diagnostics += loaded.diagnostics
      guard let spec = loaded.spec, loaded.isValid else {
        anyFailed = true
        continue
      }
      specs.append((next.plist, next.path, spec))
      let folder = BundleFolder.parentFolder(of: next.path)
      result.otherInputs += loaded.filesRead
      for case .link(let cell) in spec.cells {
        guard let plist = SpecNames.plist(forSpec: cell.target),
          let link = SpecLink(cell, in: .forSpec(at: next.path), file: next.path)
        else { continue }
        let childPath = BundleFolder.join(folder, cell.target)
        if seen.insert(childPath).inserted, link.file.identity() != nil { queue.append((plist, childPath, link)) }
      }
    }
    guard !anyFailed, !specs.isEmpty else { return result }

    result.export(specs, target: target)
    return result
  }

  /// The specs already in memory, as `run` exports them: the first is the
  /// root, each with the plist name it is written as.
  public static func export(
    _ specs: [(plist: String, path: String, spec: TableSpec)], target: BundleTarget
  ) -> SettingsBundleExport {
    var result = SettingsBundleExport(files: [], diagnostics: [], sources: [])
    result.export(specs, target: target)
    return result
  }

  private mutating func export(_ specs: [(plist: String, path: String, spec: TableSpec)], target: BundleTarget) {
    guard !specs.isEmpty else { return }
    // Two passes: the first learns every string and its translations, the second writes the keys.
    let keys = StringKeys()
    let table = specs[0].spec.localization.stringsTable ?? "Root"
    for (_, specPath, spec) in specs {
      var exporter = SettingsBundleExporter(spec: spec, target: target, path: specPath, keys: keys, table: table)
      _ = exporter.plist()
    }
    let localization = specs[0].spec.localization
    var locales = localization.locales
    for (_, _, spec) in specs.dropFirst() { locales += spec.localization.locales.filter { !locales.contains($0) } }
    let tables = keys.resolve(sourceLocale: localization.sourceLocale ?? locales.first, locales: locales)
    for (plist, specPath, spec) in specs {
      var exporter = SettingsBundleExporter(spec: spec, target: target, path: specPath, keys: keys, table: table)
      let root = exporter.plist()
      diagnostics += exporter.diagnostics
      files.append((plist + ".plist", PlistWriter.xmlBytes(root)))
    }
    for locale in tables.keys.sorted() {
      let texts = tables[locale] ?? [:]
      let pairs = texts.keys.sorted().map { StringsFile.Pair(key: $0, value: texts[$0] ?? "") }
      files.append(("\(locale).lproj/\(table).strings", StringsFile.write(pairs)))
    }
  }

  /// Writes the files into `folder`, each atomically, never over a spec, catalog or data file that was read.
  public func write(into folder: String) throws(BundleWriteError) -> [String] {
    let inputs = FileIdentity.identities(of: sources.map(\.path) + otherInputs)
    return try BundleWriteError.write(files, into: folder, inputs: inputs)
  }
}
