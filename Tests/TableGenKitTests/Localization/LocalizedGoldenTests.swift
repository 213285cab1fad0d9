import Testing

@testable import TableGenRender
@testable import TableGenSpec

/// Samples/signup.yaml in German (`render --locale de`): inline translations
/// and its catalog, de.lproj/signup.strings, in every format with a golden.
@Suite("Translations: goldens")
struct LocalizedGoldenTests {
  static func signup(in locale: String) throws -> TableSpec {
    let spec = try GoldenTests.loadSample("signup.yaml")
    return Localizer(requested: locale, localization: spec.localization).localize(spec)
  }

  @Test("signup.yaml in German as text, Markdown and JSON")
  func german() throws {
    let spec = try Self.signup(in: "de")
    try GoldenTests.check(TextRenderer().render(spec), golden: "text/signup.de.txt")
    try GoldenTests.check(MarkdownRenderer().render(spec), golden: "markdown/signup.de.md")
    try GoldenTests.check(JSONRenderer().render(spec), golden: "json/signup.de.json")
  }

  @Test("de-AT, which signup.yaml does not declare, is German; en and fr are the spec as written")
  func fallback() throws {
    let written = try GoldenTests.loadSample("signup.yaml")
    #expect(TextRenderer().render(try Self.signup(in: "de-AT")) == TextRenderer().render(try Self.signup(in: "de")))
    #expect(TextRenderer().render(try Self.signup(in: "en")) == TextRenderer().render(written))
    #expect(TextRenderer().render(try Self.signup(in: "fr")) == TextRenderer().render(written))
  }

  @Test("the JSON localization block holds every language, whichever is shown")
  func everyLanguage() throws {
    let english = try GoldenTests.loadSample("signup.yaml")
    let table = english.localization.table(of: english)
    let german = try Self.signup(in: "de")
    let shownTable = german.localization.table(of: german)
    #expect(table.map(\.locale) == ["en", "de"])
    #expect(shownTable.map(\.locale) == ["en", "de"])
    for (written, shown) in zip(table, shownTable) {
      #expect(written.strings.map(\.pointer) == shown.strings.map(\.pointer))
      #expect(written.strings.map(\.text) == shown.strings.map(\.text))
    }
    // Every string of the sample has its German text, inline or from the catalog.
    #expect(table[1].strings.count == table[0].strings.count)
  }
}
