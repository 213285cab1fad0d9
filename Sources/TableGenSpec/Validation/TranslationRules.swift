// MARK: - issue 13: translation checks (engineer D)

/// What a translation problem is about, beyond its file, code and pointer: the
/// locale, and for a problem inside a catalog, the catalog's key (the source
/// text). Together they key a problem in a baseline (`Baseline`), so that it is
/// found again after edits move its line.
public struct TranslationSubject: Hashable, Sendable {
  public var locale: String
  public var catalogKey: String?

  public init(locale: String, catalogKey: String? = nil) {
    self.locale = locale
    self.catalogKey = catalogKey
  }
}

/// One string of a spec that a person reads, and so may be translated.
package struct TranslatableString: Sendable {
  package var pointer: JSONPointer
  /// The span of the source text's value.
  package var range: SourceRange
  /// The source text.
  package var text: String

  package init(pointer: JSONPointer, range: SourceRange, text: String) {
    self.pointer = pointer
    self.range = range
    self.text = text
  }
}

/// One translation of a catalog beside the spec (`strings:`), by its key, the source text it translates.
package struct CatalogEntry: Sendable {
  package var locale: String
  package var key: String
  package var text: String
  /// The span of the translation's value in the catalog file.
  package var range: SourceRange
  /// Whether the catalog marks the translation out of date: in a String Catalog
  /// (`.xcstrings`), `state: needs_review` on its string unit, or `extractionState: stale` on its key.
  package var isStale: Bool

  package init(locale: String, key: String, text: String, range: SourceRange, isStale: Bool = false) {
    self.locale = locale
    self.key = key
    self.text = text
    self.range = range
    self.isStale = isStale
  }
}

/// A catalog file as the checks need it: where the spec names it, the file's
/// path for positions inside it, the locales it holds, and its translations.
package struct CatalogTranslations: Sendable {
  /// The `strings:` entry naming the file.
  package var reference: Localization.CatalogReference
  /// The pointer of that entry (`/strings/0`).
  package var pointer: JSONPointer
  /// The file's path as reported: the spec's folder joined with the reference.
  package var path: String
  package var locales: [String]
  package var entries: [CatalogEntry]

  package init(
    reference: Localization.CatalogReference, pointer: JSONPointer, path: String, locales: [String],
    entries: [CatalogEntry]
  ) {
    self.reference = reference
    self.pointer = pointer
    self.path = path
    self.locales = locales
    self.entries = entries
  }
}

/// How far one spec is translated into one locale: validate's coverage line,
/// `de: 41/45 strings (91%), 4 missing`.
public struct LocaleCoverage: Hashable, Sendable {
  public var locale: String
  /// The strings that have a translation into the locale.
  public var translated: Int
  /// The strings of the spec that have text to translate.
  public var total: Int

  public init(locale: String, translated: Int, total: Int) {
    self.locale = locale
    self.translated = translated
    self.total = total
  }

  public var missing: Int { total - translated }

  /// The whole percentage translated, rounded down, so that 99.9% never reads as 100%.
  public var percent: Int { total == 0 ? 100 : translated * 100 / total }
}

/// The translation checks of one spec: its locales, each inline translation,
/// each catalog entry, and each string against every locale it should be
/// translated into (docs/diagnostics.md "Translations"). A table that declares
/// no locales and translates nothing has nothing to check.
package enum TranslationRules {
  package struct Outcome: Sendable {
    package var diagnostics: [Diagnostic] = []
    /// One entry per locale to translate into, in the order of `locales`.
    package var coverage: [LocaleCoverage] = []
  }

  package static func check(
    _ localization: Localization, strings: [TranslatableString], catalogs: [CatalogTranslations] = []
  ) -> Outcome {
    var outcome = Outcome()
    guard !localization.isEmpty || !catalogs.isEmpty else { return outcome }
    let targets = checkLocales(localization, into: &outcome.diagnostics)
    let declared = Set(localization.locales)
    let source = localization.sourceLocale
    let texts = Dictionary(strings.map { ($0.pointer, $0) }, uniquingKeysWith: { first, _ in first })

    for (pointer, translations) in localization.inline.sorted(by: { $0.key < $1.key }) {
      guard let string = texts[pointer] else { continue }
      for translation in translations where translation.locale != source {
        checkInline(translation, of: string, declared: declared, into: &outcome.diagnostics)
      }
    }

    // Each catalog's translations into each locale, by source text.
    var catalogued: [String: [String: CatalogEntry]] = [:]
    let sourceTexts = Set(strings.map(\.text))
    for catalog in catalogs {
      checkCatalog(catalog, declared: declared, source: source, sourceTexts: sourceTexts, into: &outcome.diagnostics)
      for entry in catalog.entries where declared.contains(entry.locale) && entry.locale != source {
        catalogued[entry.locale, default: [:]][entry.key] = catalogued[entry.locale]?[entry.key] ?? entry
      }
    }
    for catalog in catalogs {
      checkCatalogTexts(catalog, strings: strings, source: source, into: &outcome.diagnostics)
    }

    let toTranslate = strings.filter { !isBlank($0.text) }
    for locale in targets {
      var missing = 0
      for string in toTranslate {
        let isInline = localization.inline[string.pointer]?.contains { $0.locale == locale } ?? false
        guard !isInline, catalogued[locale]?[string.text] == nil else { continue }
        missing += 1
        outcome.diagnostics.append(missingTranslation(of: string, into: locale, source: source))
      }
      outcome.coverage.append(
        LocaleCoverage(locale: locale, translated: toTranslate.count - missing, total: toTranslate.count))
    }
    return outcome
  }

  /// Checks `locales` and `sourceLocale`; returns the locales to translate into:
  /// every well-formed declared locale but the source, once each.
  private static func checkLocales(_ localization: Localization, into diagnostics: inout [Diagnostic]) -> [String] {
    var targets: [String] = []
    for (index, locale) in localization.locales.enumerated() {
      guard LocaleTagSyntax.isWellFormed(locale) else {
        diagnostics.append(
          diagnostic(
            localization, .unknownLocale, "\(QuotedValue.quote(locale)) is not a well-formed BCP 47 locale tag",
            at: "locales/\(index)", suggestion: suggestion(forTag: locale)))
        continue
      }
      if locale != localization.sourceLocale, !targets.contains(locale) { targets.append(locale) }
    }
    if let source = localization.sourceLocale {
      if !LocaleTagSyntax.isWellFormed(source) {
        diagnostics.append(
          diagnostic(
            localization, .unknownLocale, "\(QuotedValue.quote(source)) is not a well-formed BCP 47 locale tag",
            at: "sourceLocale", suggestion: suggestion(forTag: source)))
      } else if !localization.locales.isEmpty, !localization.locales.contains(source) {
        diagnostics.append(
          diagnostic(
            localization, .unknownLocale, "the source locale \(QuotedValue.quote(source)) is not among 'locales'",
            at: "sourceLocale",
            suggestion: "add \(source) to locales: [\((localization.locales + [source]).joined(separator: ", "))]"))
      }
    }
    return targets
  }

  private static func checkInline(
    _ translation: Localization.Translation, of string: TranslatableString, declared: Set<String>,
    into diagnostics: inout [Diagnostic]
  ) {
    let subject = TranslationSubject(locale: translation.locale)
    let name = keyName(string.pointer)
    guard LocaleTagSyntax.isWellFormed(translation.locale) else {
      diagnostics.append(
        Diagnostic(
          .unknownLocale, "\(QuotedValue.quote(translation.locale)) is not a well-formed BCP 47 locale tag",
          at: translation.range, pointer: string.pointer, suggestion: suggestion(forTag: translation.locale)
        ).about(subject))
      return
    }
    guard declared.contains(translation.locale) else {
      let locales = declared.isEmpty ? "declares no locales" : "declares only \(declared.sorted().joined(separator: ", "))"
      diagnostics.append(
        Diagnostic(
          .extraTranslation, "'\(name)' has a \(translation.locale) translation, but the table \(locales)",
          at: translation.range, pointer: string.pointer,
          suggestion: "add \(translation.locale) to 'locales', or remove the translation"
        ).about(subject))
      return
    }
    if let problem = textProblem(translation.text, of: string.text, locale: translation.locale, name: name) {
      diagnostics.append(
        Diagnostic(problem.code, problem.message, at: translation.range, pointer: string.pointer).about(subject))
    }
  }

  /// The catalog's own problems: a locale the table does not declare, keys that match no string.
  private static func checkCatalog(
    _ catalog: CatalogTranslations, declared: Set<String>, source: String?, sourceTexts: Set<String>,
    into diagnostics: inout [Diagnostic]
  ) {
    for locale in catalog.locales where locale != source && !declared.contains(locale) {
      let valid = LocaleTagSyntax.isWellFormed(locale)
      diagnostics.append(
        Diagnostic(
          valid ? .extraTranslation : .unknownLocale,
          valid
            ? "\(catalog.reference.path) translates into \(locale), which the table does not declare"
            : "\(catalog.reference.path) is for \(QuotedValue.quote(locale)), not a well-formed BCP 47 locale tag",
          at: catalog.reference.range, pointer: catalog.pointer,
          suggestion: valid ? "add \(locale) to 'locales', or leave the catalog out of 'strings'" : nil
        ).about(TranslationSubject(locale: locale)))
    }
    var reported: Set<String> = []
    for entry in catalog.entries where declared.contains(entry.locale) && !sourceTexts.contains(entry.key) {
      guard reported.insert(entry.locale + "\u{0}" + entry.key).inserted else { continue }
      var diagnostic = Diagnostic(
        .extraTranslation,
        "\(QuotedValue.quote(entry.key)) is translated into \(entry.locale), but no string of the spec reads so",
        at: entry.range, pointer: catalog.pointer,
        suggestion: "remove the key from \(catalog.reference.path), or rename it to a string the spec has")
      diagnostic.file = catalog.path
      diagnostics.append(diagnostic.about(TranslationSubject(locale: entry.locale, catalogKey: entry.key)))
    }
  }

  /// The problems of a catalog's translations of the spec's strings: empty, stale, placeholders.
  private static func checkCatalogTexts(
    _ catalog: CatalogTranslations, strings: [TranslatableString], source: String?,
    into diagnostics: inout [Diagnostic]
  ) {
    let byText = Dictionary(strings.map { ($0.text, $0) }, uniquingKeysWith: { first, _ in first })
    for entry in catalog.entries where entry.locale != source {
      guard let string = byText[entry.key] else { continue }
      let subject = TranslationSubject(locale: entry.locale, catalogKey: entry.key)
      var found: [(DiagnosticCode, String)] = []
      if let problem = textProblem(entry.text, of: string.text, locale: entry.locale, name: keyName(string.pointer)) {
        found.append(problem)
      } else if entry.isStale {
        found.append(
          (
            .staleTranslation,
            "the \(entry.locale) translation of \(QuotedValue.quote(entry.key)) is marked out of date in \(catalog.reference.path)"
          ))
      }
      for (code, message) in found {
        var diagnostic = Diagnostic(
          code, message, at: entry.range, pointer: string.pointer,
          notes: [Diagnostic.Note("the source text is here", at: string.range)])
        diagnostic.file = catalog.path
        diagnostics.append(diagnostic.about(subject))
      }
    }
  }

  /// What is wrong with one translation's text, if anything: empty, or other placeholders than its source's.
  private static func textProblem(
    _ text: String, of source: String, locale: String, name: String
  ) -> (code: DiagnosticCode, message: String)? {
    if isBlank(text), !isBlank(source) {
      return (.emptyTranslation, "the \(locale) translation of '\(name)' is empty")
    }
    let expected = TranslationPlaceholders(source)
    let found = TranslationPlaceholders(text)
    guard expected != found else { return nil }
    let (lacking, adding) = expected.difference(to: found)
    var parts: [String] = []
    if !lacking.isEmpty { parts.append("lacks \(lacking.joined(separator: ", "))") }
    if !adding.isEmpty { parts.append("has \(adding.joined(separator: ", ")) that the source has not") }
    return (
      .placeholderMismatch,
      "the \(locale) translation of '\(name)' \(parts.joined(separator: " and ")): the source reads \(QuotedValue.quote(source))"
    )
  }

  private static func missingTranslation(
    of string: TranslatableString, into locale: String, source: String?
  ) -> Diagnostic {
    let name = keyName(string.pointer)
    let example = source.map { "\(name): { \($0): \(QuotedValue.quote(string.text)), \(locale): … }" }
    return Diagnostic(
      .missingTranslation, "'\(name)' \(QuotedValue.quote(string.text)) has no \(locale) translation",
      at: string.range, pointer: string.pointer,
      suggestion: example.map { "translate it inline, \($0), or in a \(locale) catalog" }
    ).about(TranslationSubject(locale: locale))
  }

  /// The key a pointer ends in (`label`), or with the one before it for a list item (`options/2`).
  private static func keyName(_ pointer: JSONPointer) -> String {
    let tokens = pointer.tokens
    guard let last = tokens.last else { return "" }
    if Int(last) != nil, tokens.count >= 2 { return "\(tokens[tokens.count - 2])/\(last)" }
    return last
  }

  private static func isBlank(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy(\.properties.isWhitespace)
  }

  /// `de-AT` for `de_AT` and `de_AT.UTF-8`, the POSIX spellings of a locale.
  private static func suggestion(forTag tag: String) -> String? {
    let base = tag.split(separator: ".", maxSplits: 1).first.map(String.init) ?? tag
    let dashed = String(base.map { $0 == "_" ? "-" : $0 })
    guard dashed != tag, LocaleTagSyntax.isWellFormed(dashed) else {
      return "write a BCP 47 tag: a language, then optionally a script and a region, such as en, de-AT, zh-Hant-TW"
    }
    return "did you mean '\(dashed)'?"
  }

  private static func diagnostic(
    _ localization: Localization, _ code: DiagnosticCode, _ message: String, at path: String, suggestion: String?
  ) -> Diagnostic {
    guard let origin = localization.origin else {
      return Diagnostic(code, message, at: nil, pointer: JSONPointer([path]), suggestion: suggestion)
    }
    return origin.diagnostic(code, message, at: path, suggestion: suggestion)
  }
}

extension Diagnostic {
  /// The diagnostic, saying which translation it is about.
  func about(_ subject: TranslationSubject) -> Diagnostic {
    var diagnostic = self
    diagnostic.translation = subject
    return diagnostic
  }
}
