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
    diagnostics.filter { [.targetCannotShow, .missingBundleDefault, .notCarriedOver].contains($0.code) }.count
  }

  /// How many fields a renamed id no longer stores under (`storage-key-changed`): values the app must migrate.
  public var keysMoved: Int { diagnostics.filter { $0.code == .storageKeyChanged }.count }

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
    // Each strings table the specs name (`Root` for a spec that names none) gets its keys and its files.
    let tableOf = { (spec: TableSpec) in spec.localization.stringsTable ?? "Root" }
    var names: [String] = []
    var keys: [String: StringKeys] = [:]
    for (_, _, spec) in specs where keys[tableOf(spec)] == nil {
      names.append(tableOf(spec))
      keys[tableOf(spec)] = StringKeys()
    }
    // Two passes: the first learns every string and its translations, the second writes the keys.
    for (_, specPath, spec) in specs {
      let table = tableOf(spec)
      var exporter = SettingsBundleExporter(
        spec: spec, target: target, path: specPath, keys: keys[table] ?? StringKeys(), table: table)
      _ = exporter.plist()
    }
    var tables: [(name: String, texts: [String: [String: String]])] = []
    for name in names {
      let sharing = specs.filter { tableOf($0.spec) == name }.map(\.spec.localization)
      var locales: [String] = []
      for localization in sharing { locales += localization.locales.filter { !locales.contains($0) } }
      let source = sharing.first?.sourceLocale ?? locales.first
      tables.append((name, keys[name]?.resolve(sourceLocale: source, locales: locales) ?? [:]))
    }
    for (plist, specPath, spec) in specs {
      let table = tableOf(spec)
      var exporter = SettingsBundleExporter(
        spec: spec, target: target, path: specPath, keys: keys[table] ?? StringKeys(), table: table)
      let root = exporter.plist()
      diagnostics += exporter.diagnostics
      files.append((plist + ".plist", PlistWriter.xmlBytes(root)))
    }
    for (name, texts) in tables {
      for locale in texts.keys.sorted() {
        let pairs = (texts[locale] ?? [:]).sorted { $0.key < $1.key }.map {
          StringsFile.Pair(key: $0.key, value: $0.value)
        }
        files.append(("\(locale).lproj/\(name).strings", StringsFile.write(pairs)))
      }
    }
  }

  /// Writes the files into `folder`, each atomically, never over a spec, catalog or data file that was read.
  public func write(into folder: String) throws(BundleWriteError) -> [String] {
    let inputs = FileIdentity.identities(of: sources.map(\.path) + otherInputs)
    return try BundleWriteError.write(files, into: folder, inputs: inputs)
  }
}
