/// Decoding of the top-level `locales`, `sourceLocale` and `strings` keys, and
/// what the decoder does with the inline translations once it knows the
/// source locale (docs/spec-format.md "Translations").
extension MappingReader {
  /// The table's languages and catalogs; the inline translations are added by the caller.
  mutating func localization() -> Localization {
    var localization = Localization()
    if let node = located("locales") {
      if document.nodes[node].kind == .sequence {
        for (index, item) in document.children(of: node).enumerated() {
          if let tag = localeTag(item, path: "locales/\(index)") { localization.locales.append(tag) }
        }
        if localization.locales.isEmpty {
          mismatch("locales", node, expected: "a list of at least one locale tag")
        }
      } else {
        mismatch("locales", node, expected: "a list of locale tags ([en, de])")
      }
    }
    if let node = located("sourceLocale") {
      if let tag = localeTag(node, path: "sourceLocale") {
        localization.sourceLocale = tag
        if !localization.locales.isEmpty, !localization.locales.contains(where: { LocaleTag.same($0, tag) }) {
          diagnostics.append(
            Diagnostic(
              .unknownLocale, "the source locale '\(tag)' is not among the locales",
              at: document.range(of: node), pointer: origin.pointer(to: "sourceLocale"),
              suggestion: "add '\(tag)' to 'locales: [\(localization.locales.joined(separator: ", "))]'"))
        }
      }
    }
    if let node = located("strings") {
      if document.nodes[node].kind == .sequence {
        for (index, item) in document.children(of: node).enumerated() {
          if let reference = catalogReference(item, index: index) { localization.catalogs.append(reference) }
        }
      } else {
        mismatch("strings", node, expected: "a list of catalog files ([Localizable.xcstrings, de.lproj/Root.strings])")
      }
    }
    if let node = located("stringsTable") {
      let name = stringValue(node) ?? ""
      if !Localization.isTableName(name) {
        mismatch("stringsTable", node, expected: "a strings table's name, such as Root (letters, digits, _ . ~ + -)")
      } else if localization.locales.isEmpty {
        diagnostics.append(
          Diagnostic(
            .missingKey, "the table names a strings table but declares no 'locales' to read it in",
            at: document.range(of: node), pointer: origin.pointer(to: "stringsTable"),
            suggestion: "add 'locales: [en, de]' at the top level"))
      } else {
        localization.stringsTable = name
        for locale in localization.locales {
          var reference = Localization.CatalogReference(
            path: "\(locale).lproj/\(name).strings", range: document.range(of: node), locale: locale)
          reference.isTable = true
          localization.catalogs.append(reference)
        }
      }
    }
    let hasLanguages = !localization.locales.isEmpty || localization.sourceLocale != nil
    if !hasLanguages, !localization.catalogs.isEmpty, let node = node("strings") {
      diagnostics.append(
        Diagnostic(
          .missingKey, "the table names catalogs under 'strings' but declares no 'locales'",
          at: document.range(of: node), pointer: origin.pointer(to: "strings"),
          suggestion: "add 'locales: [en, de]' and 'sourceLocale: en' at the top level"))
    }
    localization.origin = origin
    return localization
  }

  /// A locale tag written at `path`, or nil with a diagnostic: the one check
  /// of a locale written in a spec (`locales`, a catalog's, an inline text's).
  mutating func localeTag(_ node: Int, path: String) -> String? {
    guard let tag = stringValue(node) else {
      diagnostics.append(
        Diagnostic(
          .typeMismatch, "a locale must be a string such as 'de', found \(document.kindDescription(of: node))",
          at: document.range(of: node), pointer: origin.pointer(to: path)))
      return nil
    }
    guard LocaleTag.isWellFormed(tag) else {
      diagnostics.append(
        Diagnostic(
          .unknownLocale, "\(QuotedValue.quote(tag)) is not a locale tag", at: document.range(of: node),
          pointer: origin.pointer(to: path), suggestion: LocaleTag.advice))
      return nil
    }
    return tag
  }

  /// One item of `strings:`: a path, or `{ path, locale }`.
  private mutating func catalogReference(_ item: Int, index: Int) -> Localization.CatalogReference? {
    let path = "strings/\(index)"
    origin.record(path, node: item, in: document)
    var file: String?
    var locale: String?
    var pathRange = document.range(of: item)
    if let text = stringValue(item) {
      file = text
    } else if document.nodes[item].kind == .mapping {
      var diagnostics: [Diagnostic] = []
      guard
        var entry = MappingReader(
          document, item, pointer: origin.pointer(to: path), noun: "a catalog", diagnostics: &diagnostics)
      else { return nil }
      entry.rejectUnknownKeys(allowed: SpecVocabulary.catalogKeys)
      file = entry.string("path", required: true)
      if let node = entry.node("path") { pathRange = document.range(of: node) }
      if let node = entry.located("locale") { locale = entry.localeTag(node, path: "locale") }
      self.diagnostics += diagnostics + entry.diagnostics
    } else {
      mismatch(path, item, expected: "a catalog's path, or { path: …, locale: … }")
      return nil
    }
    guard let file else { return nil }
    let isStrings = file.hasSuffix(".strings")
    guard isStrings || file.hasSuffix(".xcstrings") else {
      diagnostics.append(
        Diagnostic(
          .invalidValue, "\(QuotedValue.quote(file)) is not a catalog tablegen reads", at: pathRange,
          pointer: origin.pointer(to: path),
          suggestion: "name a .strings file (Settings.bundle) or a .xcstrings String Catalog"))
      return nil
    }
    if isStrings, locale == nil {
      locale = StringsCatalog.lprojLocale(of: file)
      if locale == nil {
        diagnostics.append(
          Diagnostic(
            .missingKey, "the catalog \(QuotedValue.quote(file)) does not say its language", at: pathRange,
            pointer: origin.pointer(to: path),
            suggestion: "put it in a <locale>.lproj folder (de.lproj/\(file)), or write { path: \(file), locale: de }"))
        return nil
      }
    }
    return Localization.CatalogReference(path: file, range: pathRange, locale: locale)
  }
}

extension SpecDecoder {
  /// Records the translations by pointer, and reports a translated string
  /// without the source locale's text. The model keeps the first entry's text
  /// until `TableSpec.usingSourceText()`: the checks then read the same text
  /// whether each cell was checked as it closed (`SpecLoader.check`, before the
  /// source locale may be known) or after decoding (`SpecLoader.load`).
  static func recordTranslations(
    _ texts: [InlineText], in spec: inout TableSpec, diagnostics: inout [Diagnostic]
  ) {
    guard !texts.isEmpty else { return }
    guard let source = spec.localization.source else {
      let first = texts[0]
      diagnostics.append(
        Diagnostic(
          .missingKey, "'\(first.pointer.tokens.last ?? "")' has translations, but the table declares no 'locales'",
          at: first.range, pointer: first.pointer,
          suggestion:
            "add 'locales: [\(first.translations.map(\.locale).joined(separator: ", "))]' and 'sourceLocale: \(first.translations[0].locale)' at the top level"
        ))
      return
    }
    for text in texts {
      spec.localization.inline[text.pointer] = text.translations
      guard text.lacksText(in: source) else { continue }
      diagnostics.append(
        Diagnostic(
          .missingKey,
          "the translations of '\(text.pointer.tokens.last ?? "")' do not include the source locale '\(source)'",
          at: text.range, pointer: text.pointer,
          suggestion: "add '\(source): …', the text the spec is written in"))
    }
  }
}

extension TableSpec {
  /// The spec with the source locale's text in each translated string that
  /// was written with another locale first.
  func usingSourceText() -> TableSpec {
    guard let source = localization.source else { return self }
    var spec = self
    var places: [JSONPointer: LocalizableString.Place]?
    for (pointer, translations) in localization.inline {
      guard let first = translations.first, !LocaleTag.same(first.locale, source),
        let sourceText = translations.first(where: { LocaleTag.same($0.locale, source) })
      else { continue }
      if places == nil {
        places = Dictionary(LocalizableStrings.of(self).map { ($0.pointer, $0.place) }, uniquingKeysWith: { a, _ in a })
      }
      if let place = places?[pointer] { spec.replaceText(at: place, with: sourceText.text) }
    }
    return spec
  }
}
