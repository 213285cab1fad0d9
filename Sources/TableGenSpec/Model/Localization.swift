/// The languages a table is written in, and where its translations are: the
/// top-level `locales`, `sourceLocale` and `strings` keys, and the inline
/// translations of every human-facing string (docs/spec-format.md
/// "Translations").
public struct Localization: Sendable {
  /// One translation of one string.
  public struct Translation: Sendable, Hashable {
    /// A BCP 47 tag as written (`de`, `de-AT`, `pt-BR`).
    public var locale: String
    public var text: String
    /// Where the translation is written: in the spec, or in a catalog file.
    public var range: SourceRange
    /// The catalog file the translation is written in, as the spec names it
    /// under `strings:`; nil for a translation written in the spec itself.
    public var file: String?
    // MARK: - Translation checks
    /// Whether the catalog marks the translation out of date: in a String
    /// Catalog, `state: needs_review` on its string unit or `extractionState:
    /// stale` on its key (`stale-translation`). Always false for inline and `.strings` translations.
    public var needsReview = false

    public init(locale: String, text: String, range: SourceRange, file: String? = nil) {
      self.locale = locale
      self.text = text
      self.range = range
      self.file = file
    }
  }

  /// A catalog file named under `strings:`, resolved beside the spec.
  public struct CatalogReference: Sendable {
    public var path: String
    public var range: SourceRange
    /// The language of a `.strings` file: written as `locale:`, or taken from
    /// its `<locale>.lproj` folder. Nil for a String Catalog, which names its
    /// languages itself.
    public var locale: String?
    /// What the file holds, once the pipeline has read it (`SpecLoader.load`);
    /// nil before, or when it could not be read.
    public var catalog: StringsCatalog?
    /// Whether the reference is one locale's file of `stringsTable:`, which
    /// may hold keys of other specs too.
    public var isTable = false

    public init(path: String, range: SourceRange, locale: String? = nil, catalog: StringsCatalog? = nil) {
      self.path = path
      self.range = range
      self.locale = locale
      self.catalog = catalog
    }
  }

  /// `locales:` as written, the source locale among them; empty when the table declares none.
  public var locales: [String]
  /// `sourceLocale:`: the language the spec's own strings are written in.
  public var sourceLocale: String?
  public var catalogs: [CatalogReference]
  /// `stringsTable:`: the spec's strings are keys into `<locale>.lproj/<name>.strings`
  /// beside it, the source locale's table included; its references are among `catalogs`.
  public var stringsTable: String?
  /// Whether the spec's strings are keys into a strings table, so that the
  /// source locale's text comes from its table too.
  public var isKeyed: Bool { stringsTable != nil }
  /// The inline translations, by the pointer of the string they translate
  /// (`/sections/0/cells/1/label`). The source locale's text is among them.
  public var inline: [JSONPointer: [Translation]]
  public var origin: Origin?
  /// The locale a `Localizer` showed the spec in; nil for the spec as written.
  public var shownLocale: String?
  /// The source text of each string a `Localizer` replaced, by its pointer:
  /// what the catalogs are keyed by, and what the source locale shows.
  public var sourceTexts: [JSONPointer: String] = [:]

  public init(
    locales: [String] = [], sourceLocale: String? = nil, catalogs: [CatalogReference] = [],
    inline: [JSONPointer: [Translation]] = [:], origin: Origin? = nil
  ) {
    self.locales = locales
    self.sourceLocale = sourceLocale
    self.catalogs = catalogs
    self.inline = inline
    self.origin = origin
  }

  /// Whether `name` may be a `stringsTable:`: a file name without `.strings`
  /// of letters, digits, `_`, `.`, `~`, `+` and `-`, not starting with `.`.
  public static func isTableName(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix(".")
      && name.unicodeScalars.allSatisfy {
        ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) || "_.~+-".unicodeScalars.contains($0)
      }
  }

  /// Whether the table declares any language at all.
  public var isEmpty: Bool { locales.isEmpty && sourceLocale == nil && catalogs.isEmpty && inline.isEmpty }

  /// The language of the spec's own strings: `sourceLocale`, else the first of `locales`.
  public var source: String? { sourceLocale ?? locales.first }

  /// The translation of the string at `pointer`, whose source text is
  /// `sourceText`, into exactly `locale` (no fallback): inline first, then the
  /// catalogs in the order `strings:` names them.
  public func translation(of sourceText: String, at pointer: JSONPointer, in locale: String) -> Translation? {
    if let found = inline[pointer]?.first(where: { LocaleTag.same($0.locale, locale) }) { return found }
    for reference in catalogs {
      if let found = reference.catalog?.translation(of: sourceText, in: locale) { return found }
    }
    return nil
  }

  /// Every translation of every string, per locale in `locales` order, each by
  /// its pointer in document order: the source text for the source locale,
  /// else what `translation(of:at:in:)` finds (an empty one left out). The
  /// JSON output's `localization` block, so that an app has every language.
  public func table(of spec: TableSpec) -> [(locale: String, strings: [(pointer: JSONPointer, text: String)])] {
    let strings = LocalizableStrings.of(spec)
    return locales.map { locale in
      let isSource = source.map { LocaleTag.same($0, locale) } ?? false
      let texts = strings.compactMap { string -> (pointer: JSONPointer, text: String)? in
        let sourceText = sourceTexts[string.pointer] ?? string.text
        // Keys into a strings table take the source locale's text from its table too, else the key.
        if isSource, !isKeyed { return (string.pointer, sourceText) }
        if isSource {
          let found = translation(of: sourceText, at: string.pointer, in: locale)?.text ?? ""
          return (string.pointer, found.isEmpty ? sourceText : found)
        }
        guard let found = translation(of: sourceText, at: string.pointer, in: locale), !found.text.isEmpty else {
          return nil
        }
        return (string.pointer, found.text)
      }
      return (locale, texts)
    }
  }
}
