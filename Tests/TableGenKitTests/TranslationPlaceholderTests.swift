import Testing

@testable import TableGenSpec

/// What a translation must keep of its source: the placeholders an app fills
/// in (`TranslationPlaceholders`), and the locale tags it is keyed by (`LocaleTagSyntax`).
@Suite("Translation placeholders and locale tags")
struct TranslationPlaceholderTests {
  @Test(
    "the same placeholders match, positional ones in any order",
    arguments: [
      ("%@ has %d items", "%@ hat %d Einträge"),
      ("%@ has %d items", "%2$d Einträge hat %1$@"),
      ("%1$@ and %2$@", "%2$@ und %1$@"),
      ("%.2f km", "%f km"),
      ("{count} files", "{count} Dateien"),
      ("{name}: %d", "%d: {name}"),
      ("100%% sure", "100 %% sicher"),
      ("no placeholders", "keine Platzhalter"),
      ("discount: 50%, {", "Rabatt: 50%, {"),
    ])
  func matching(_ pair: (String, String)) {
    #expect(TranslationPlaceholders(pair.0) == TranslationPlaceholders(pair.1), "\(pair)")
  }

  @Test(
    "other placeholders do not match",
    arguments: [
      ("%@ has %d items", "%d hat %@ Einträge"),
      ("%d items", "%ld Einträge"),
      ("%@", "%1$@ %1$@ %2$@"),
      ("{count} files", "{anzahl} Dateien"),
      ("{count} files", "Dateien"),
      ("Hello", "Hallo %@"),
    ])
  func mismatching(_ pair: (String, String)) {
    #expect(TranslationPlaceholders(pair.0) != TranslationPlaceholders(pair.1), "\(pair)")
  }

  @Test("placeholders are listed as written, by the argument they read, named ones last")
  func listing() {
    #expect(TranslationPlaceholders("{count} of %2$d by %1$@").inOrder == ["%1$@", "%2$d", "{count}"])
    #expect(TranslationPlaceholders("%@ has %d, %@ again").inOrder == ["%@", "%d", "%@"])
    #expect(TranslationPlaceholders("none").inOrder.isEmpty)
  }

  @Test(
    "well-formed BCP 47 tags",
    arguments: [
      "en", "de", "de-AT", "zh-Hant-TW", "sr-Latn", "es-419", "pt-BR", "gsw", "de-CH-1996", "en-US-x-twain", "x-pig",
      "zh-yue-HK", "en-a-bbb-x-a-ccc",
    ])
  func wellFormed(_ tag: String) {
    #expect(LocaleTagSyntax.isWellFormed(tag))
  }

  @Test(
    "malformed tags",
    arguments: [
      "", "de_AT", "de-", "-de", "english", "d", "de-AT.UTF-8", "de AT", "zh-Hant-TW-", "en-a", "x", "é",
      "de--AT",
    ])
  func malformed(_ tag: String) {
    #expect(!LocaleTagSyntax.isWellFormed(tag))
  }
}
