// MARK: - Translation checks

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

/// The translation checks of one spec: each inline translation, each catalog
/// entry, and each string against every locale it should be translated into
/// (docs/diagnostics.md "Translations"). The locales themselves are checked
/// as they are decoded (`unknown-locale`). A table that declares no locales
/// has nothing to check.
package enum TranslationRules {
  package struct Outcome: Sendable {
    package var diagnostics: [Diagnostic] = []
    /// One entry per locale to translate into, in the order of `locales`.
    package var coverage: [LocaleCoverage] = []
  }

  /// The problems and the coverage of the spec at `specPath` with the
  /// localization `localization` and the translatable strings `strings` (`LocalizableStrings`).
  /// `catalogsRead: false` says that a catalog could not be read whole: what
  /// is missing is then not known, and neither missing translations nor coverage are reported.
  package static func check(
    _ localization: Localization, strings: [LocalizableString], specPath: String, catalogsRead: Bool = true
  ) -> Outcome {
    var outcome = Outcome()
    // A source locale that is not among the locales is reported where it is written; nothing else can be judged.
    guard let source = localization.source,
      localization.locales.isEmpty || localization.locales.contains(where: { LocaleTag.same($0, source) })
    else { return outcome }
    // The model of a spec checked without its cells holds a translated string's first text: take the source's.
    let strings = strings.map { string in
      var string = string
      if let text = localization.inline[string.pointer]?.first(where: { LocaleTag.same($0.locale, source) })?.text {
        string.text = text
      }
      return string
    }
    // Keys into a strings table need the source locale's table too.
    let targets = localization.locales.reduce(into: [String]()) { targets, locale in
      if !LocaleTag.same(locale, source) || localization.isKeyed,
        !targets.contains(where: { LocaleTag.same($0, locale) })
      {
        targets.append(locale)
      }
    }
    let byPointer = Dictionary(strings.map { ($0.pointer, $0) }, uniquingKeysWith: { first, _ in first })
    let byText = Dictionary(strings.map { ($0.text, $0) }, uniquingKeysWith: { first, _ in first })

    // In pointer order, each pointer's text made once: `JSONPointer.<` builds both strings per comparison.
    let inline = localization.inline.map { (order: $0.key.description, entry: $0) }.sorted { $0.order < $1.order }
    for (pointer, translations) in inline.map(\.entry) {
      guard let string = byPointer[pointer] else { continue }
      for translation in translations where !LocaleTag.same(translation.locale, source) {
        checkInline(translation, of: string, declared: localization.locales, into: &outcome.diagnostics)
      }
    }
    let folder = ValidationContext.forSpec(at: specPath).baseDirectory
    for reference in localization.catalogs {
      guard let catalog = reference.catalog else { continue }
      let path = folder == "." ? reference.path : folder + "/" + reference.path
      checkCatalog(
        catalog, reference: reference, path: path, specPath: specPath, localization: localization, byText: byText,
        into: &outcome.diagnostics)
    }

    guard catalogsRead, localization.catalogs.allSatisfy({ $0.catalog != nil }) else { return outcome }
    let toTranslate = strings.filter { !isBlank($0.text) }
    for locale in targets {
      var missing = 0
      // A key the source locale's table lacks is shown as written, as iOS shows it: counted, not warned.
      let isSource = LocaleTag.same(locale, source)
      for string in toTranslate where localization.translation(of: string.text, at: string.pointer, in: locale) == nil {
        missing += 1
        if !isSource { outcome.diagnostics.append(missingTranslation(of: string, into: locale, source: source)) }
      }
      outcome.coverage.append(
        LocaleCoverage(locale: locale, translated: toTranslate.count - missing, total: toTranslate.count))
    }
    return outcome
  }

  private static func checkInline(
    _ translation: Localization.Translation, of string: LocalizableString, declared: [String],
    into diagnostics: inout [Diagnostic]
  ) {
    let subject = TranslationSubject(locale: translation.locale)
    let name = keyName(string.pointer)
    guard declared.contains(where: { LocaleTag.same($0, translation.locale) }) else {
      diagnostics.append(
        Diagnostic(
          .extraTranslation,
          "'\(name)' is translated into \(translation.locale), which is not among the table's locales (\(declared.joined(separator: ", ")))",
          at: translation.range, pointer: string.pointer,
          suggestion: "add \(translation.locale) to 'locales', or remove the translation"
        ).about(subject))
      return
    }
    if let problem = textProblem(translation.text, of: string.text, locale: translation.locale, name: name) {
      diagnostics.append(
        Diagnostic(
          problem.code, problem.message, at: translation.range, pointer: string.pointer,
          suggestion: advice(for: problem.code)
        ).about(subject))
    }
  }

  /// A catalog's problems, each positioned in the catalog file (`path`): keys
  /// that match no string, translations into a locale the table does not
  /// declare, and each translation's own problems.
  private static func checkCatalog(
    _ catalog: StringsCatalog, reference: Localization.CatalogReference, path: String, specPath: String,
    localization: Localization,
    byText: [String: LocalizableString], into diagnostics: inout [Diagnostic]
  ) {
    guard let source = localization.source else { return }
    let index = localization.catalogs.firstIndex { $0.path == reference.path } ?? 0
    let pointer = localization.origin?.pointer(to: "strings/\(index)") ?? JSONPointer(["strings", String(index)])
    var undeclared: Set<String> = []
    for entry in catalog.entries {
      let translations = entry.translations.filter { !LocaleTag.same($0.locale, source) }
      guard let string = byText[entry.key] else {
        // One strings table serves every pane of a bundle: a key another spec uses is no extra.
        if reference.isTable { continue }
        for translation in translations {
          var diagnostic = Diagnostic(
            .extraTranslation,
            "\(QuotedValue.quote(entry.key)) is translated into \(translation.locale), but no string of the spec reads so",
            at: entry.keyRange, pointer: pointer,
            suggestion: "remove the key from \(reference.path), or change it to the text the spec has now")
          diagnostic.file = path
          diagnostics.append(diagnostic.about(TranslationSubject(locale: translation.locale, catalogKey: entry.key)))
        }
        continue
      }
      for translation in translations {
        let subject = TranslationSubject(locale: translation.locale, catalogKey: entry.key)
        guard localization.locales.contains(where: { LocaleTag.same($0, translation.locale) }) else {
          // One diagnostic per locale the table does not declare, at its first translation.
          guard undeclared.insert(translation.locale).inserted else { continue }
          var diagnostic = Diagnostic(
            .extraTranslation,
            "\(reference.path) translates into \(translation.locale), which is not among the table's locales (\(localization.locales.joined(separator: ", ")))",
            at: translation.range, pointer: pointer,
            suggestion: "add \(translation.locale) to 'locales', or remove its translations from the catalog")
          diagnostic.file = path
          diagnostics.append(diagnostic.about(TranslationSubject(locale: translation.locale)))
          continue
        }
        let name = keyName(string.pointer)
        // A key's source text is the source locale's table's, when it has one.
        let sourceText =
          reference.isTable
          ? localization.translation(of: entry.key, at: string.pointer, in: source)?.text ?? string.text : string.text
        var found = textProblem(translation.text, of: sourceText, locale: translation.locale, name: name)
        if found == nil, translation.needsReview {
          found = (
            .staleTranslation,
            "the \(translation.locale) translation of \(QuotedValue.quote(entry.key)) is marked out of date in \(reference.path)"
          )
        }
        guard let (code, message) = found else { continue }
        var diagnostic = Diagnostic(
          code, message, at: translation.range, pointer: string.pointer, suggestion: advice(for: code),
          notes: [Diagnostic.Note("the source text is here", at: string.range, in: specPath)])
        diagnostic.file = path
        diagnostics.append(diagnostic.about(subject))
      }
    }
  }

  /// What to do about a translation's own problem.
  private static func advice(for code: DiagnosticCode) -> String? {
    switch code {
    case .placeholderMismatch:
      "keep the source's placeholders; to change their order, number them (%1$@, %2$d)"
    case .emptyTranslation: "translate the text, or remove the translation to fall back to the source text"
    case .staleTranslation: "check the translation against its source text, then mark it translated"
    default: nil
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
    let shown = { (placeholders: TranslationPlaceholders) in
      placeholders.inOrder.isEmpty ? "none" : placeholders.inOrder.joined(separator: ", ")
    }
    return (
      .placeholderMismatch,
      "the \(locale) translation of '\(name)' has the placeholders \(shown(found)), but its source \(QuotedValue.quote(source)) has \(shown(expected))"
    )
  }

  private static func missingTranslation(
    of string: LocalizableString, into locale: String, source: String
  ) -> Diagnostic {
    let name = keyName(string.pointer)
    return Diagnostic(
      .missingTranslation, "\(QuotedValue.quote(string.text)) (\(name)) has no \(locale) translation",
      at: string.range, pointer: string.pointer,
      suggestion:
        "translate it inline, \(name): { \(source): \(QuotedValue.quote(string.text)), \(locale): … }, or in a \(locale) catalog"
    ).about(TranslationSubject(locale: locale))
  }

  /// The key a pointer ends in (`label`), with the list item before it for an option (`options/2/label`).
  private static func keyName(_ pointer: JSONPointer) -> String {
    let tokens = pointer.tokens
    guard let last = tokens.last else { return "" }
    if tokens.count >= 3, Int(tokens[tokens.count - 2]) != nil, tokens[tokens.count - 3] == "options" {
      return "options/\(tokens[tokens.count - 2])/\(last)"
    }
    if tokens.count >= 2, tokens[tokens.count - 2] == "confirm" { return "confirm/\(last)" }
    return last
  }

  private static func isBlank(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy(\.properties.isWhitespace)
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
