import Testing

@testable import TableGenSpec

/// The translation checks: each is positioned at the translation,
/// or at the source string for a missing one, and the coverage counts what
/// is translated. docs/diagnostics.md "Translations".
@Suite("Translation checks")
struct TranslationRulesTests {
  static let twoLocales = """
    tablegen: 1
    locales: [en, de]
    sourceLocale: en
    title: { en: Sign up, de: Registrieren }
    cells:
      - type: input
        id: email
        label: Email
        placeholder: { en: name@example.com, de: name@beispiel.de }
      - type: picker
        id: plan
        label: { en: Plan, de: Tarif }
        options:
          - { value: free, label: { en: Free, de: Gratis } }
          - { value: pro, label: Pro }
    """

  static func found(_ loaded: LoadedSpec) -> [Expected] {
    loaded.diagnostics.map { Expected($0.code, $0.range?.start.line ?? 0, $0.range?.start.column ?? 0) }.sorted()
  }

  @Test("a missing translation is a warning at the source string, one per locale, and counts against coverage")
  func missing() throws {
    let loaded = loadSpec(Self.twoLocales)
    #expect(Self.found(loaded) == [Expected(.missingTranslation, 8, 12), Expected(.missingTranslation, 15, 30)])
    let email = try #require(loaded.diagnostics.first)
    #expect(email.severity == .warning)
    #expect(email.message == "'Email' (label) has no de translation")
    #expect(email.pointer?.description == "/cells/0/label")
    #expect(email.translation == TranslationSubject(locale: "de"))
    #expect(loaded.coverage == [LocaleCoverage(locale: "de", translated: 4, total: 6)])
    #expect(loaded.coverage.first?.percent == 66)
    #expect(loaded.isValid, "a missing translation is no error")
  }

  @Test("a missing translation of a confirmation's title or message is at that text")
  func missingConfirmationTexts() {
    let loaded = loadSpec(
      """
      tablegen: 1
      locales: [en, de]
      cells:
        - type: button
          id: wipe
          title: { en: Wipe, de: Löschen }
          style: destructive
          confirm:
            title: Wipe the device?
            message: Everything on it is erased.
      """)
    #expect(Self.found(loaded) == [Expected(.missingTranslation, 9, 14), Expected(.missingTranslation, 10, 16)])
    #expect(
      loaded.diagnostics.map { $0.pointer?.description } == [
        "/cells/0/confirm/title", "/cells/0/confirm/message",
      ])
  }

  @Test("a missing translation of an option's label or shortLabel is at that text, not at the whole option")
  func missingOptionTexts() {
    let loaded = loadSpec(
      """
      tablegen: 1
      locales: [en, de]
      cells:
        - type: picker
          id: quality
          label: { en: Quality, de: Qualität }
          options:
            - label: { en: Low, de: Niedrig }
              shortLabel: Lo
              value: 1
      """)
    #expect(Self.found(loaded) == [Expected(.missingTranslation, 9, 21)])
  }

  @Test("the check-only path (validate) reports the same problems and coverage")
  func checkOnly() {
    let file = SourceFile(path: "spec.yaml", bytes: Array(Self.twoLocales.utf8), format: .yaml)
    let checked = SpecLoader.check(file)
    let loaded = SpecLoader.load(file)
    #expect(checked.diagnostics == loaded.diagnostics)
    #expect(checked.coverage == loaded.coverage)
  }

  @Test("a spec without locales has no translation checks and no coverage")
  func noLocales() {
    let loaded = loadSpec("tablegen: 1\ntitle: Sign up\ncells:\n  - { type: note, text: Hi }\n")
    #expect(loaded.diagnostics.isEmpty)
    #expect(loaded.coverage.isEmpty)
  }

  @Test(
    "each translation problem at the translation's value",
    arguments: [
      // An undeclared locale in an inline mapping.
      ("title: { en: Hi, de: Hallo, fr: Salut }", Expected(.extraTranslation, 4, 33)),
      // An empty translation, and one of spaces only.
      ("title: { en: Hi, de: \"\" }", Expected(.emptyTranslation, 4, 22)),
      ("title: { en: Hi, de: \"  \" }", Expected(.emptyTranslation, 4, 22)),
      // Placeholders: another type, a missing one, a renamed one.
      ("title: { en: \"%@ items\", de: \"%d Artikel\" }", Expected(.placeholderMismatch, 4, 30)),
      ("title: { en: \"%1$@ of %2$@\", de: \"%1$@\" }", Expected(.placeholderMismatch, 4, 34)),
      ("title: { en: \"{count} left\", de: \"{anzahl} übrig\" }", Expected(.placeholderMismatch, 4, 34)),
    ])
  func translationProblem(_ title: String, _ expected: Expected) {
    let yaml = "tablegen: 1\nlocales: [en, de]\nsourceLocale: en\n\(title)\ncells: []\n"
    let loaded = loadSpec(yaml)
    #expect(Self.found(loaded).filter { $0.code != .emptyTable } == [expected], "\(describe(loaded.diagnostics))")
  }

  @Test("positional placeholders may be reordered; an empty source needs no translation")
  func accepted() {
    let yaml = """
      tablegen: 1
      locales: [en, de]
      title: { en: "%@ has %d items", de: "%2$d Artikel hat %1$@" }
      cells:
        - { type: note, text: { en: "100%% {name}", de: "{name} zu 100%%" } }
        - { type: input, id: a, label: { en: A, de: A }, placeholder: "" }
      """
    let loaded = loadSpec(yaml)
    #expect(loaded.diagnostics.isEmpty, "\(describe(loaded.diagnostics))")
    #expect(loaded.coverage == [LocaleCoverage(locale: "de", translated: 3, total: 3)])
  }

  @Test("a source text written after a translation is the one checked, in both paths")
  func sourceWrittenSecond() {
    let yaml =
      "tablegen: 1\nlocales: [en, de]\nsourceLocale: en\ncells:\n  - { type: note, text: { de: \"%d Tage\", en: \"%d days\" } }\n"
    let file = SourceFile(path: "spec.yaml", bytes: Array(yaml.utf8), format: .yaml)
    #expect(SpecLoader.load(file).diagnostics.isEmpty)
    #expect(SpecLoader.check(file).diagnostics.isEmpty)
  }

  @Test(
    "locales: a malformed tag, and a source locale not among the locales; what follows from each",
    arguments: [
      // The tag is left out, so the de text is into a locale the table does not declare.
      (
        "locales: [en, de_AT]\nsourceLocale: en", [Expected(.unknownLocale, 2, 15), Expected(.extraTranslation, 5, 39)]
      ),
      (
        "locales: [en, english]\nsourceLocale: en",
        [Expected(.unknownLocale, 2, 15), Expected(.extraTranslation, 5, 39)]
      ),
      // Nothing else is judged against a source locale that is not declared (the mapping lacks it: the catalogs' own check).
      ("locales: [en, de]\nsourceLocale: fr", [Expected(.unknownLocale, 3, 15), Expected(.missingKey, 5, 25)]),
      // A malformed tag inside a mapping is left out, so the title has no de text.
      (
        "locales: [en, de]\nsourceLocale: en\ntitle: { en: Hi, de-: Hallo }",
        [Expected(.missingTranslation, 4, 8), Expected(.unknownLocale, 4, 18)]
      ),
    ])
  func unknownLocale(_ head: String, _ expected: [Expected]) {
    let loaded = loadSpec("tablegen: 1\n\(head)\ncells:\n  - { type: note, text: { en: Hi, de: Hallo } }\n")
    #expect(Self.found(loaded) == expected, "\(describe(loaded.diagnostics))")
  }

  @Test("a key that is never translated, given translations, says so at the mapping")
  func untranslatable() throws {
    let loaded = loadSpec(
      "tablegen: 1\nlocales: [en, de]\ncells:\n  - { type: link, title: { en: Help, de: Hilfe }, target: { en: help.yaml, de: hilfe.yaml } }\n"
    )
    #expect(Self.found(loaded) == [Expected(.untranslatableKey, 4, 59)])
    #expect(loaded.diagnostics.first?.message.hasPrefix("'target' is never translated") == true)
    #expect(loaded.diagnostics.first?.suggestion == "write it once: target: 'help.yaml'")
  }

  // MARK: Catalogs, built by hand (the catalog readers have their own tests)

  static func catalogSpec() throws -> TableSpec {
    try validSpec(
      """
      tablegen: 1
      locales: [en, de]
      sourceLocale: en
      title: Sign up
      cells:
        - { type: note, text: "%d days left" }
        - { type: note, text: Welcome }
      """)
  }

  static func catalog(_ entries: [(String, String, Bool)]) -> StringsCatalog {
    StringsCatalog(
      path: "de.lproj/Root.strings",
      entries: entries.enumerated().map { index, entry in
        let range = SourceRange(at: SourceLocation(line: index + 1, column: 1, offset: 0))
        var translation = Localization.Translation(
          locale: "de", text: entry.1,
          range: SourceRange(at: SourceLocation(line: index + 1, column: 20, offset: 0)),
          file: "de.lproj/Root.strings")
        translation.needsReview = entry.2
        return StringsCatalog.Entry(key: entry.0, keyRange: range, translations: [translation])
      })
  }

  static func check(_ spec: TableSpec, _ catalog: StringsCatalog) -> TranslationRules.Outcome {
    var localization = spec.localization
    localization.catalogs = [
      Localization.CatalogReference(
        path: catalog.path, range: SourceRange(at: SourceLocation(line: 5, column: 11, offset: 0)), locale: "de",
        catalog: catalog)
    ]
    return TranslationRules.check(localization, strings: LocalizableStrings.of(spec), specPath: "specs/signup.yaml")
  }

  @Test("a catalog's translations count, and its problems are positioned in the catalog file")
  func catalogProblems() throws {
    let outcome = Self.check(
      try Self.catalogSpec(),
      Self.catalog([
        ("Sign up", "Registrieren", false), ("%d days left", "noch %@ Tage", false), ("Welcome", "Willkommen", true),
        ("Log in", "Anmelden", false),
      ]))
    let found = outcome.diagnostics.map { "\($0.code.rawValue) \($0.file ?? "-"):\($0.range?.start.line ?? 0)" }
    #expect(
      found == [
        "placeholder-mismatch specs/de.lproj/Root.strings:2", "stale-translation specs/de.lproj/Root.strings:3",
        "extra-translation specs/de.lproj/Root.strings:4",
      ])
    #expect(outcome.diagnostics[0].notes.first?.file == "specs/signup.yaml")
    #expect(outcome.diagnostics[2].translation == TranslationSubject(locale: "de", catalogKey: "Log in"))
    #expect(outcome.coverage == [LocaleCoverage(locale: "de", translated: 3, total: 3)])
  }

  @Test("a string that neither the spec nor the catalog translates is missing; an empty catalog text is empty")
  func catalogGaps() throws {
    let outcome = Self.check(try Self.catalogSpec(), Self.catalog([("Sign up", "", false)]))
    #expect(
      outcome.diagnostics.map(\.code) == [.emptyTranslation, .missingTranslation, .missingTranslation])
    #expect(outcome.coverage == [LocaleCoverage(locale: "de", translated: 1, total: 3)])
  }
}
