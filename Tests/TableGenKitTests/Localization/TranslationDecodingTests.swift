import Testing

@testable import TableGenSpec

/// The inline translations (docs/spec-format.md "Translations"): decoded with
/// their positions, the source text in the model, and the one list of
/// translatable strings.
@Suite("Translations: decoding")
struct TranslationDecodingTests {
  static let spec = """
    tablegen: 1
    locales: [en, de, de-AT]
    sourceLocale: en
    title: { de: Anmelden, en: Sign up }
    sections:
      - header: { en: Account, de: Konto }
        cells:
          - { type: input, id: email, label: { en: Email, de: E-Mail }, placeholder: name@example.com }
          - type: picker
            id: plan
            options:
              - { label: { en: Free, de: Gratis }, value: free }
              - Pro
          - type: button
            id: leave
            title: Leave
            confirm: { title: { en: Sure?, de: Sicher? } }
    checks:
      - { rule: "{email} != ''", message: { en: Give an email, de: Gib eine E-Mail an }, field: email }
    """

  @Test("each translation is recorded by its string's pointer, at its text's line and column")
  func positions() throws {
    let spec = try validSpec(Self.spec)
    let localization = spec.localization
    #expect(localization.locales == ["en", "de", "de-AT"])
    #expect(localization.sourceLocale == "en")
    let label = try #require(localization.inline[JSONPointer(["sections", "0", "cells", "0", "label"])])
    #expect(label.map(\.locale) == ["en", "de"])
    #expect(label.map(\.text) == ["Email", "E-Mail"])
    #expect(label[1].range.start.line == 8)
    #expect(label[1].range.start.column == 59)
    #expect(localization.inline[JSONPointer(["sections", "0", "header"])]?.last?.text == "Konto")
    #expect(
      localization.inline[JSONPointer(["sections", "0", "cells", "1", "options", "0", "label"])]?.last?.text == "Gratis"
    )
    #expect(
      localization.inline[JSONPointer(["sections", "0", "cells", "2", "confirm", "title"])]?.last?.text == "Sicher?")
    #expect(localization.inline[JSONPointer(["checks", "0", "message"])]?.last?.text == "Gib eine E-Mail an")
  }

  @Test("the model holds the source locale's text, wherever it is written in the mapping")
  func sourceText() throws {
    let spec = try validSpec(Self.spec)
    #expect(spec.title == "Sign up")
    #expect(spec.sections[0].header == "Account")
    guard case .input(let input) = spec.sections[0].cells[0] else { throw Failure.unexpected }
    #expect(input.label == "Email")
  }

  @Test("the walker lists every translatable string once, with its pointer, and its place reads it back")
  func walker() throws {
    let spec = try validSpec(Self.spec)
    let strings = LocalizableStrings.of(spec)
    #expect(
      strings.map(\.pointer.description) == [
        "/title", "/sections/0/header", "/sections/0/cells/0/label", "/sections/0/cells/0/placeholder",
        "/sections/0/cells/1/options/0/label", "/sections/0/cells/1/options/1/label", "/sections/0/cells/2/title",
        "/sections/0/cells/2/confirm/title", "/checks/0/message",
      ])
    for string in strings { #expect(spec.text(at: string.place) == string.text) }
    var copy = spec
    for string in strings { copy.replaceText(at: string.place, with: "<\(string.text)>") }
    #expect(LocalizableStrings.of(copy).map(\.text) == strings.map { "<\($0.text)>" })
  }

  @Test(
    "a mapping without the source locale, or without declared locales, is an error at the mapping",
    arguments: [
      (
        "tablegen: 1\nlocales: [en, de]\ncells:\n  - { type: note, text: { de: Hallo } }\n",
        Expected(.missingKey, 4, 25)
      ),
      ("tablegen: 1\ncells:\n  - { type: note, text: { en: Hi, de: Hallo } }\n", Expected(.missingKey, 3, 25)),
      (
        "tablegen: 1\nlocales: [en, de]\nsourceLocale: fr\ncells: [{ type: note, text: Hi }]\n",
        Expected(.unknownLocale, 3, 15)
      ),
      ("tablegen: 1\nlocales: [en, de_AT]\ncells: [{ type: note, text: Hi }]\n", Expected(.unknownLocale, 2, 15)),
      ("tablegen: 1\nlocales: [en]\ncells: [{ type: note, text: { en: [Hi] } }]\n", Expected(.typeMismatch, 3, 35)),
      (
        "tablegen: 1\nlocales: [en]\ncells: [{ type: button, id: b, title: Go, action: { en: go } }]\n",
        Expected(.untranslatableKey, 3, 51)
      ),
      (
        "tablegen: 1\nlocales: [en]\nstrings: [Root.strings]\ncells: [{ type: note, text: Hi }]\n",
        Expected(.missingKey, 3, 11)
      ),
    ])
  func problems(_ yaml: String, _ expected: Expected) {
    let found = loadSpec(yaml).diagnostics.map {
      Expected($0.code, $0.range?.start.line ?? 0, $0.range?.start.column ?? 0)
    }
    #expect(found == [expected], "\(describe(loadSpec(yaml).diagnostics))")
  }

  @Test("validate's check-only path records the same translations, copies made by an alias included")
  func checkOnly() throws {
    let yaml = """
      tablegen: 1
      locales: [en, de]
      sections:
        - cells:
            - &note { type: note, text: { en: Hi, de: Hallo } }
            - *note
      """
    let file = SourceFile(path: "spec.yaml", bytes: Array(yaml.utf8), format: .yaml)
    let checked = try #require(SpecLoader.check(file).spec)
    let loaded = try #require(SpecLoader.load(file).spec)
    let pointers = Set(checked.localization.inline.keys.map(\.description))
    #expect(pointers == ["/sections/0/cells/0/text", "/sections/0/cells/1/text"])
    #expect(Set(loaded.localization.inline.keys.map(\.description)) == pointers)
  }

  @Test("the checks quote the text written first on both paths; the model then holds the source text")
  func sameReportWhateverTheOrder() throws {
    let yaml = """
      tablegen: 1
      locales: [en, de]
      cells:
        - { type: input, id: name }
        - { type: button, id: a, title: { de: Abbrechen, en: Cancel }, style: cancel }
        - { type: button, id: b, title: { de: Zurück, en: Back }, style: cancel }
      """
    let file = SourceFile(path: "spec.yaml", bytes: Array(yaml.utf8), format: .yaml)
    let loaded = SpecLoader.load(file)
    #expect(SpecLoader.check(file).diagnostics == loaded.diagnostics)
    #expect(loaded.diagnostics.map(\.code) == [.cannotSubmit, .multipleCancelButtons])
    guard case .button(let button)? = loaded.spec?.sections[0].cells[1] else { throw Failure.unexpected }
    #expect(button.title == "Cancel")
  }

  enum Failure: Error { case unexpected }
}
