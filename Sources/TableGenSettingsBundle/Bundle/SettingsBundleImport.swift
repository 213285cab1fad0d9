import TableGenOutput
import TableGenSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `tablegen import settings-bundle`: every plist of a Settings.bundle as a
/// spec, with the plist reader's diagnostics, the bundle lint's and the
/// import's own report of what was not carried over, each at its place in
/// the plist (docs/settings-bundle.md).
public struct SettingsBundleImport: Sendable {
  /// One plist and the spec made from it.
  public struct File: Sendable {
    /// The plist as found (`Settings.bundle/Root~ipad.plist`).
    public var plistPath: String
    /// The spec's file name (`root~ipad.yaml`).
    public var specName: String
    /// The spec as imported, and as written.
    public var spec: TableSpec
    public var yaml: String
    /// Which device or reader the plist is for, when it is a variant of `Root.plist`.
    public var variant: String?

    /// The plist's file name (`Root~ipad.plist`), for messages.
    public var plistName: String { BundleFolder.fileName(of: plistPath) }
  }

  /// One per plist, in the order the bundle's file names sort in.
  public var files: [File]
  /// The plists' defects, and what could not be carried over, at plist positions.
  public var diagnostics: [Diagnostic]
  /// Every plist and strings file read, for the source lines of diagnostics.
  public var sources: [SourceFile]
  /// The plists iOS would refuse too: a file that cannot be read, is not a
  /// well-formed plist, holds a value its type cannot read, or whose root is
  /// not a dict. The bundle lint's findings alone never put a plist here.
  public var refused: [String] = []

  /// How many keys or specifiers had no place in a spec.
  public var notCarriedOver: Int { diagnostics.filter { $0.code == .notCarriedOver }.count }

  /// The strings tables to write beside the specs (`de.lproj/Root.strings`),
  /// when the specs' strings are keys into them.
  public var tables: [(name: String, bytes: [UInt8])] = []

  /// Imports the bundle folder at `path`, or the one plist file `path` names.
  /// With `inlineTranslations`, every language's text is written into the
  /// specs; without, the specs keep the plists' keys (`stringsTable:`) and
  /// the bundle's tables are written beside them.
  public static func read(
    _ path: String, options: LoadOptions = .default, inlineTranslations: Bool = true
  ) -> SettingsBundleImport {
    var result = SettingsBundleImport(files: [], diagnostics: [], sources: [])
    let folder: String
    let plists: [String]
    let isFolder = BundleFolder.isFolder(path)
    if isFolder {
      folder = path
      plists = (BundleFolder.names(in: path) ?? []).filter { $0.hasSuffix(".plist") }
      if plists.isEmpty {
        result.diagnostics.append(
          Diagnostic(
            .unreadableFile, "'\(path)' holds no .plist file: it is not a Settings.bundle", at: nil, file: path))
      }
    } else {
      folder = BundleFolder.parentFolder(of: path)
      plists = [BundleFolder.fileName(of: path)]
    }
    var tables: [String: BundleStrings] = [:]
    for name in plists {
      let plistPath = BundleFolder.join(folder, name)
      // One plist named on the command line is read wherever it leads, as a spec named there is.
      guard let bytes = bytes(of: name, in: folder, at: plistPath, named: !isFolder, options: options, into: &result)
      else {
        result.refused.append(plistPath)
        continue
      }
      let read = PlistReader.read(bytes, path: plistPath, options: options)
      result.diagnostics += read.diagnostics
      result.sources.append(SourceFile(path: plistPath, bytes: bytes, format: .yaml))
      // Foundation reads a plist whole or not at all: a value left out here is a file iOS refuses.
      let rootIsDict = read.document.map { SpecifierDict($0.root) != nil } ?? false
      if !rootIsDict || read.diagnostics.contains(where: { $0.severity == .error }) {
        result.refused.append(plistPath)
      }
      guard let document = read.document else { continue }
      result.diagnostics += lint(document, bundle: folder)
      let base = String(name.dropLast(".plist".count))
      var table = base
      if let root = SpecifierDict(document.root), let named = root.string("StringsTable") {
        table = named
        // A table is a file of each .lproj folder: a path (`../../x`) names none, and is not followed.
        if !Self.isFileName(named) {
          result.diagnostics.append(
            Diagnostic(
              .notCarriedOver,
              "StringsTable \(QuotedValue.quote(named)) names no table of the bundle (a table is "
                + "<locale>.lproj/<name>.strings); no strings are read for this plist",
              at: root.range(of: "StringsTable"), file: plistPath))
        }
      }
      if tables[table] == nil {
        tables[table] = Self.isFileName(table) ? strings(table, in: folder, options: options, into: &result) : .none
      }
      let strings = tables[table] ?? .none
      // A table whose name a spec cannot hold is inlined, as --inline-translations does.
      let keyed = !inlineTranslations && !strings.locales.isEmpty && Localization.isTableName(table)
      if keyed, !result.tables.contains(where: { $0.name.hasSuffix("/\(table).strings") }) {
        result.tables += strings.files(named: table)
      }
      let (spec, lost) = SettingsBundleImporter.spec(
        from: document, strings: strings, table: keyed ? table : nil
      ) { pane in
        !pane.contains("/") && SpecFileReader.isFile(BundleFolder.join(folder, pane + ".plist"))
      }
      result.diagnostics += lost
      result.files.append(
        File(
          plistPath: plistPath, specName: SpecNames.spec(forPlist: base), spec: spec,
          yaml: SpecYAMLWriter.yaml(spec), variant: SpecNames.variant(of: base)))
    }
    return result
  }

  /// Whether `name` is one file's name inside a folder: not empty, `.` or
  /// `..`, and without a `/` or a NUL, which would make it a path elsewhere.
  static func isFileName(_ name: String) -> Bool {
    !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
  }

  /// The bundle's `<locale>.lproj/<table>.strings`, by locale.
  private static func strings(
    _ table: String, in folder: String, options: LoadOptions, into result: inout SettingsBundleImport
  ) -> BundleStrings {
    var tables: [String: [String: String]] = [:]
    for name in BundleFolder.names(in: folder.isEmpty ? "." : folder) ?? [] where name.hasSuffix(".lproj") {
      let locale = String(name.dropLast(".lproj".count)).replacingUnderscores()
      // Base.lproj holds storyboards' strings, not a language.
      guard locale != "Base" else { continue }
      let inFolder = BundleFolder.join(name, table + ".strings")
      let path = BundleFolder.join(folder, inFolder)
      // Whether a name is there at all (a link too, even one that leads nowhere); what it is, `bytes` judges.
      var info = stat()
      guard lstat(path, &info) == 0 else { continue }
      // A spec's locales are language tags: a folder named otherwise (`-.lproj`) is no language.
      guard LocaleTag.isWellFormed(locale) else {
        result.diagnostics.append(
          Diagnostic(
            .notCarriedOver,
            "the folder '\(name)' is not named for a language (a BCP 47 tag such as de or pt_BR); its strings are left out",
            at: nil, file: path))
        continue
      }
      guard let bytes = bytes(of: inFolder, in: folder, at: path, named: false, options: options, into: &result)
      else { continue }
      let (catalog, problems) = StringsFile.read(bytes, path: path, locale: locale)
      // A key written twice: the later pair wins, as it does on the device.
      tables[locale] = Dictionary(
        catalog.entries.map { ($0.key, $0.translations.first?.text ?? "") }, uniquingKeysWith: { _, later in later })
      result.diagnostics += problems
      result.sources.append(SourceFile(path: path, bytes: bytes, format: .yaml))
    }
    // Without a language folder, iOS reads the table beside the plists.
    var unlocalized: [String: String] = [:]
    var info = stat()
    let topLevel = BundleFolder.join(folder, table + ".strings")
    if tables.isEmpty, lstat(topLevel, &info) == 0,
      let bytes = bytes(of: table + ".strings", in: folder, at: topLevel, named: false, options: options, into: &result)
    {
      let (catalog, problems) = StringsFile.read(bytes, path: topLevel, locale: "und")
      unlocalized = Dictionary(
        catalog.entries.map { ($0.key, $0.translations.first?.text ?? "") }, uniquingKeysWith: { _, later in later })
      result.diagnostics += problems
      result.sources.append(SourceFile(path: topLevel, bytes: bytes, format: .yaml))
      if !unlocalized.isEmpty {
        result.diagnostics.append(
          Diagnostic(
            .notCarriedOver,
            "\(table).strings beside the plists names no language: its texts are the specs' text, and export "
              + "writes each text as its own key", at: nil, file: topLevel))
      }
    }
    return BundleStrings(tables: tables, unlocalized: unlocalized)
  }

  /// The bytes of `name`, a file of the bundle's folder `folder` (reported as
  /// `path`), or nil and a diagnostic. A bundle may come from anyone (git and
  /// zip archives hold symbolic links), so its files obey the rule for files a
  /// spec names (`SpecRelativeFile`): inside the bundle's folder, a regular
  /// file, read without blocking; a link out is refused and never read. A
  /// file `named` on the command line is read wherever it leads.
  private static func bytes(
    of name: String, in folder: String, at path: String, named: Bool, options: LoadOptions,
    into result: inout SettingsBundleImport
  ) -> [UInt8]? {
    if named {
      switch SpecFileReader.read(path: path, options: options) {
      case .success(let file): return file.bytes
      case .failure(let diagnostic):
        result.diagnostics.append(diagnostic)
        return nil
      }
    }
    switch SpecRelativeFile(name, from: folder.isEmpty ? "." : folder).read(options: options) {
    case .success(let file): return file.bytes
    case .failure(let problem):
      let code = problem.code(otherwise: problem.isTooLarge ? .fileTooLarge : .unreadableFile)
      // The rule's words are a spec's; a bundle's file is named by the folder, not by a spec.
      let leadsOut = code == .fileOutsideSpecFolder
      let reason =
        leadsOut
        ? "it is a symbolic link that leads out of the bundle's folder, and only files inside it are read"
        : problem.reason
      result.diagnostics.append(
        Diagnostic(
          code, "cannot read \(QuotedValue.quote(name)): \(reason)", at: nil,
          suggestion: leadsOut ? nil : problem.suggestion, file: path))
      return nil
    }
  }

  /// The bundle lint's findings: the plist's own defects, at their places in it.
  private static func lint(_ document: PlistDocument, bundle: String) -> [Diagnostic] {
    SettingsBundleLint.check(document) { name in SpecFileReader.isFile(BundleFolder.join(bundle, name)) }
  }
}

extension String {
  /// `pt_BR` → `pt-BR`: an lproj folder's name as a BCP 47 tag.
  fileprivate func replacingUnderscores() -> String {
    String(map { $0 == "_" ? "-" : $0 })
  }
}

extension SettingsBundleImport {
  /// Writes each spec into `folder` (made when missing), each file atomically,
  /// never over a plist or strings file that was read; the paths written, in order.
  public func write(into folder: String) throws(BundleWriteError) -> [String] {
    let inputs = FileIdentity.identities(of: sources.map(\.path))
    return try BundleWriteError.write(
      files.map { ($0.specName, Array($0.yaml.utf8)) } + tables, into: folder, inputs: inputs)
  }

  /// Every spec as one stream of YAML documents, for standard output. Each
  /// document's comment names its spec as a YAML scalar: a plist's name may
  /// hold a line break, which would otherwise end the comment and start a key.
  public var stream: String {
    files.map { (files.count > 1 ? "--- # \(YAMLEmitter.scalar($0.specName))\n" : "") + $0.yaml }.joined()
  }
}
