import TableGenSpec

/// The keys an export writes for a bundle's strings, and the strings tables
/// that give each key its text in each locale.
///
/// A string's key is its source text (the plist then reads well without the
/// tables), unless the same source text has different translations at two
/// places of the exported specs: a table holds one translation per key, so
/// each further variant gets its own key (`Never (2)`), which the source
/// locale's table maps back to the text. Import then reads every string as
/// it was. Keys are given in two passes: `record` every string, then `resolve`.
final class StringKeys {
  private var uses: [String: [[String: String]]] = [:]
  private var order: [String] = []
  private var resolved: [String: [[String: String]: String]]?

  /// Records a use of `text` with its translations (locale → text); returns `text`.
  func key(for text: String, translations: [String: String]) -> String {
    guard let resolved else {
      if uses[text] == nil { order.append(text) }
      if !(uses[text] ?? []).contains(translations) { uses[text, default: []].append(translations) }
      return text
    }
    return resolved[text]?[translations] ?? text
  }

  /// Fixes every key, and returns each locale's table (key → text).
  func resolve(sourceLocale: String?, locales: [String]) -> [String: [String: String]] {
    var resolved: [String: [[String: String]: String]] = [:]
    var tables: [String: [String: String]] = [:]
    for locale in locales { tables[locale] = [:] }
    for text in order {
      for (index, translations) in (uses[text] ?? []).enumerated() {
        let key = index == 0 ? text : "\(text) (\(index + 1))"
        resolved[text, default: [:]][translations] = key
        guard key != text || !translations.isEmpty, let sourceLocale else { continue }
        tables[sourceLocale, default: [:]][key] = text
        for (locale, translated) in translations { tables[locale, default: [:]][key] = translated }
      }
    }
    self.resolved = resolved
    return tables
  }

  /// The translations of the string at `pointer`, whose source text is
  /// `text`, into every locale but the source: inline first, then the
  /// catalogs `strings:` names, as `render --locale` finds them.
  static func translations(of text: String, at pointer: JSONPointer, in spec: TableSpec) -> [String: String] {
    var pointer = pointer
    if spec.usesCellsShorthand, pointer.tokens.count > 2, pointer.tokens[0] == "sections" {
      pointer = JSONPointer(Array(pointer.tokens.dropFirst(2)))
    }
    let localization = spec.localization
    var translations: [String: String] = [:]
    // Keys into a strings table take their source text from its table too.
    for locale in localization.locales where localization.isKeyed || !LocaleTag.same(locale, localization.source ?? "")
    {
      if let found = localization.translation(of: text, at: pointer, in: locale), !found.text.isEmpty {
        translations[locale] = found.text
      }
    }
    return translations
  }
}
