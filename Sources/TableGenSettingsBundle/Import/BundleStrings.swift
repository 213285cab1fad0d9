import TableGenSpec

/// The strings tables of a bundle (`<locale>.lproj/<table>.strings`), by
/// locale, and the source locale the spec is written in: `en` when the
/// bundle has it, else the first locale in sorted order (a Settings bundle
/// does not say which language it was written in; the app's Info.plist does).
public struct BundleStrings: Sendable {
  /// Each locale's table: the plist's string (the key) → the text shown.
  public var tables: [String: [String: String]]
  /// The language the plists' own strings are taken to be in: `en` when the
  /// bundle has it, else the first locale by name (a bundle never says).
  public var sourceLocale: String?

  /// The table at the bundle's top level (`Root.strings` beside `Root.plist`),
  /// which iOS reads when no `.lproj` folder has one: the text in every
  /// language, without a language of its own.
  public var unlocalized: [String: String] = [:]

  public init(tables: [String: [String: String]], unlocalized: [String: String] = [:]) {
    self.tables = tables
    self.unlocalized = tables.isEmpty ? unlocalized : [:]
    sourceLocale = tables.keys.contains("en") ? "en" : tables.keys.sorted().first
  }

  /// Each locale's table as a `.strings` file, keys in sorted order, by its
  /// path beside the specs (`de.lproj/Root.strings`).
  public func files(named table: String) -> [(name: String, bytes: [UInt8])] {
    locales.map { locale in
      let pairs = (tables[locale] ?? [:]).sorted { $0.key < $1.key }.map {
        StringsFile.Pair(key: $0.key, value: $0.value)
      }
      return ("\(locale).lproj/\(table).strings", StringsFile.write(pairs))
    }
  }

  /// No tables: the plist's strings are the text.
  public static let none = BundleStrings(tables: [:])

  /// The locales, the source first, then in sorted order.
  public var locales: [String] {
    guard let sourceLocale else { return [] }
    return [sourceLocale] + tables.keys.filter { $0 != sourceLocale }.sorted()
  }

  /// The source text of `key` (its source-locale translation, else the key
  /// itself) and its translations into the other locales that have one.
  public func localize(_ key: String) -> (text: String, translations: [(locale: String, text: String)]) {
    guard let sourceLocale else { return (unlocalized[key] ?? key, []) }
    let text = tables[sourceLocale]?[key] ?? key
    let translations = locales.dropFirst().compactMap { locale in
      tables[locale]?[key].map { (locale: locale, text: $0) }
    }
    return (text, translations)
  }
}
