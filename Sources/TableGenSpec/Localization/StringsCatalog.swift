/// What one catalog file holds: per source text (its key), the text in each
/// language, each with its position in the file. Read from Apple's `.strings`
/// (`StringsFile`) and String Catalog `.xcstrings` (`StringCatalogFile`) files.
public struct StringsCatalog: Sendable {
  /// One key of the catalog: the source text and its translations.
  public struct Entry: Sendable {
    /// The source text, as the spec writes it.
    public var key: String
    /// Where the key is written in the catalog.
    public var keyRange: SourceRange
    /// The translator's comment, when the file has one for the key.
    public var comment: String?
    /// The text in each language; a `.strings` file has one.
    public var translations: [Localization.Translation]

    public init(
      key: String, keyRange: SourceRange, comment: String? = nil, translations: [Localization.Translation]
    ) {
      self.key = key
      self.keyRange = keyRange
      self.comment = comment
      self.translations = translations
    }
  }

  /// The file's path as the spec names it; each translation's `file`.
  public var path: String
  /// A String Catalog's `sourceLanguage`; nil for a `.strings` file.
  public var sourceLanguage: String?
  /// The keys in the file's order. A key written twice is kept once, the first.
  public private(set) var entries: [Entry]
  private var index: [String: Int]

  public init(path: String, sourceLanguage: String? = nil, entries: [Entry]) {
    self.path = path
    self.sourceLanguage = sourceLanguage
    self.entries = []
    self.index = [:]
    for entry in entries where index[entry.key] == nil {
      index[entry.key] = self.entries.count
      self.entries.append(entry)
    }
  }

  /// The entry for the source text `key`.
  public func entry(for key: String) -> Entry? {
    index[key].map { entries[$0] }
  }

  /// The translation of the source text `key` into exactly `locale`.
  public func translation(of key: String, in locale: String) -> Localization.Translation? {
    entry(for: key)?.translations.first { LocaleTag.same($0.locale, locale) }
  }

  /// The language a `.strings` file is in, from its `<locale>.lproj` folder:
  /// `de.lproj/Root.strings` → `de`, `pt-BR.lproj/…` → `pt-BR`, `de_AT.lproj` → `de-AT`.
  public static func lprojLocale(of path: String) -> String? {
    let folders = path.split(separator: "/").dropLast()
    guard let folder = folders.last, folder.hasSuffix(".lproj") else { return nil }
    let tag = String(folder.dropLast(".lproj".count).map { $0 == "_" ? "-" : $0 })
    return LocaleTag.isWellFormed(tag) ? tag : nil
  }
}
