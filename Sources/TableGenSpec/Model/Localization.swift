/// The languages a table is written in, and where its translations are: the
/// top-level `locales`, `sourceLocale` and `strings` keys, and the inline
/// translations of every human-facing string (issue 13; docs/spec-format.md
/// "Translations").
public struct Localization: Sendable {
  /// One translation of one string.
  public struct Translation: Sendable {
    /// A BCP 47 tag as written (`de`, `de-AT`, `pt-BR`).
    public var locale: String
    public var text: String
    /// Where the translation is written: in the spec, or in a catalog file.
    public var range: SourceRange

    public init(locale: String, text: String, range: SourceRange) {
      self.locale = locale
      self.text = text
      self.range = range
    }
  }

  /// A catalog file named under `strings:`, resolved beside the spec.
  public struct CatalogReference: Sendable {
    public var path: String
    public var range: SourceRange

    public init(path: String, range: SourceRange) {
      self.path = path
      self.range = range
    }
  }

  /// `locales:` as written, the source locale among them; empty when the table declares none.
  public var locales: [String]
  /// `sourceLocale:`: the language the spec's own strings are written in.
  public var sourceLocale: String?
  public var catalogs: [CatalogReference]
  /// The inline translations, by the pointer of the string they translate
  /// (`/sections/0/cells/1/label`).
  public var inline: [JSONPointer: [Translation]]
  public var origin: Origin?

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

  /// Whether the table declares any language at all.
  public var isEmpty: Bool { locales.isEmpty && sourceLocale == nil && catalogs.isEmpty && inline.isEmpty }
}
