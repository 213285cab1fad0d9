import Foundation
import Testing

@testable import TableGenSpec

/// The catalog readers and writers: Apple's `.strings` (tablegen's own
/// parser, on untrusted bytes) and String Catalogs (`.xcstrings`).
@Suite("Translations: catalog files")
struct CatalogFileTests {
  static func strings(_ text: String) -> (catalog: StringsCatalog, diagnostics: [Diagnostic]) {
    StringsFile.read(Array(text.utf8), path: "de.lproj/Root.strings", locale: "de")
  }

  @Test("a .strings file: pairs, comments, escapes and unquoted keys, each value at its line and column")
  func reads() throws {
    let (catalog, diagnostics) = Self.strings(
      """
      /* The title */
      "Title" = "Titel";
      // a line comment
      "Say \\"hi\\"\\n" = "Sag \\"hallo\\"\\t\\U00e9\\UD83D\\uDE00";
      Plain_key.1 = "Schlüssel";
      "Same";
      """)
    #expect(diagnostics.isEmpty, "\(describe(diagnostics))")
    #expect(catalog.entries.map(\.key) == ["Title", "Say \"hi\"\n", "Plain_key.1", "Same"])
    #expect(catalog.entries[0].comment == "The title")
    #expect(catalog.translation(of: "Say \"hi\"\n", in: "de")?.text == "Sag \"hallo\"\té😀")
    #expect(catalog.translation(of: "Same", in: "de")?.text == "Same")
    let value = try #require(catalog.translation(of: "Plain_key.1", in: "de"))
    #expect(value.range.start.line == 5)
    #expect(value.range.start.column == 15)
    #expect(value.file == "de.lproj/Root.strings")
    #expect(catalog.entries[2].keyRange.start.column == 1)
  }

  @Test("UTF-16 with a byte-order mark, either byte order, reads as UTF-8 does")
  func utf16() {
    let text = "\"Title\" = \"Titel äö\";\n"
    for littleEndian in [true, false] {
      var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
      for unit in text.utf16 {
        let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        bytes += littleEndian ? pair : pair.reversed()
      }
      let (catalog, diagnostics) = StringsFile.read(bytes, path: "Root.strings", locale: "de")
      #expect(diagnostics.isEmpty)
      #expect(catalog.translation(of: "Title", in: "de")?.text == "Titel äö")
      #expect(catalog.translation(of: "Title", in: "de")?.range.start.column == 11)
    }
  }

  @Test(
    "a malformed .strings file is one positioned diagnostic, and the pairs before it are kept",
    arguments: [
      ("\"a\" = \"b\";\n\"c\" = \"d\"\n", Expected(.syntaxError, 3, 1)),
      ("\"a\" = \"b\";\n\"c\" \"d\";\n", Expected(.syntaxError, 2, 5)),
      ("\"a\" = \"b\";\n\"c = \"d\";\n", Expected(.syntaxError, 2, 7)),
      ("\"a\" = \"b\";\n/* never closed\n", Expected(.syntaxError, 2, 1)),
      ("\"a\" = \"b\";\n\"c\" = \"\\U12\";\n", Expected(.syntaxError, 2, 8)),
      ("\"a\" = \"b\";\n\"c\" = ;\n", Expected(.syntaxError, 2, 7)),
      ("\"a\" = \"b\";\n{ \"c\" = \"d\"; }\n", Expected(.syntaxError, 2, 1)),
    ])
  func malformed(_ text: String, _ expected: Expected) {
    let (catalog, diagnostics) = Self.strings(text)
    #expect(diagnostics.map { Expected($0.code, $0.range?.start.line ?? 0, $0.range?.start.column ?? 0) } == [expected])
    #expect(diagnostics.first?.file == "de.lproj/Root.strings")
    #expect(catalog.translation(of: "a", in: "de")?.text == "b")
  }

  @Test("bytes that are not UTF-8 are an encoding problem at their position; random bytes never crash or hang")
  func hostile() {
    let (_, diagnostics) = StringsFile.read(Array("\"a\" = \"".utf8) + [0xC3, 0x28], path: "x.strings", locale: "de")
    #expect(diagnostics.map(\.code) == [.invalidEncoding])
    #expect(diagnostics.first?.range?.start.column == 8)
    var generator = SeededGenerator(seed: 13)
    let alphabet = Array("\"\\=;/*Uu \n\t{}ab0".utf8) + [0xFF, 0xFE, 0xC3]
    for _ in 0..<500 {
      let bytes = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in
        alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
      }
      let (_, found) = StringsFile.read(bytes, path: "x.strings", locale: "de")
      #expect(found.count <= 1)
    }
  }

  @Test("the .strings writer's output reads back to the same pairs, and is the same bytes each time")
  func stringsRoundTrip() {
    let pairs = [
      StringsFile.Pair(key: "Title", value: "Titel", comment: "The screen's title */ not closed"),
      StringsFile.Pair(key: "Quote \" and \\ and\nnewline", value: "Tab\there \u{1}"),
      StringsFile.Pair(key: "Emoji 😀", value: "ä"),
    ]
    let bytes = StringsFile.write(pairs)
    #expect(bytes == StringsFile.write(pairs))
    let (catalog, diagnostics) = StringsFile.read(bytes, path: "Root.strings", locale: "de")
    #expect(diagnostics.isEmpty, "\(describe(diagnostics))")
    #expect(catalog.entries.map(\.key) == pairs.map(\.key))
    #expect(catalog.entries.map { $0.translations[0].text } == pairs.map(\.value))
  }

  @Test("a String Catalog reads with positions, and its writer's output is JSON Xcode's layout that reads back")
  func stringCatalog() throws {
    let entries = [
      StringCatalogFile.Entry(key: "Sign up", comment: "title", localizations: ["de": "Anmelden", "en": "Sign up"]),
      StringCatalogFile.Entry(key: "Email", localizations: ["de": "E-Mail"]),
      StringCatalogFile.Entry(key: "Untranslated", localizations: [:]),
    ]
    let bytes = StringCatalogFile.write(sourceLanguage: "en", entries: entries)
    #expect(bytes == StringCatalogFile.write(sourceLanguage: "en", entries: entries.reversed()))
    let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
    #expect(object?["version"] as? String == "1.0")
    #expect(object?["sourceLanguage"] as? String == "en")
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(
      text.contains(
        "\"de\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"E-Mail\""
      ))
    let (catalog, diagnostics) = StringCatalogFile.read(bytes, path: "Localizable.xcstrings")
    #expect(diagnostics.isEmpty, "\(describe(diagnostics))")
    #expect(catalog.sourceLanguage == "en")
    #expect(catalog.entries.map(\.key) == ["Email", "Sign up", "Untranslated"])
    #expect(catalog.entry(for: "Sign up")?.comment == "title")
    let german = try #require(catalog.translation(of: "Email", in: "de"))
    #expect(german.text == "E-Mail")
    #expect(german.range.start.line == 9)
    #expect(german.range.start.column == 23)
  }

  @Test("a String Catalog that is not strict JSON is a syntax error in its own file")
  func malformedCatalog() {
    let (_, diagnostics) = StringCatalogFile.read(Array("{\"strings\": {},}".utf8), path: "L.xcstrings")
    #expect(diagnostics.map(\.code) == [.syntaxError])
    #expect(diagnostics.first?.file == "L.xcstrings")
  }

  @Test("locale tags: their shape, the environment's values, and the fallback chain")
  func localeTags() {
    #expect(LocaleTag.isWellFormed("de-AT"))
    #expect(LocaleTag.isWellFormed("zh-Hant-TW"))
    #expect(!LocaleTag.isWellFormed("de_AT"))
    #expect(!LocaleTag.isWellFormed("d"))
    #expect(!LocaleTag.isWellFormed("de-"))
    #expect(LocaleTag.fromPOSIX("de_AT.UTF-8@euro") == "de-AT")
    #expect(LocaleTag.fromPOSIX("C.UTF-8") == nil)
    #expect(LocaleTag.fromPOSIX("POSIX") == nil)
    #expect(LocaleTag.fromEnvironment(["LANG": "de_DE.UTF-8"]) == "de-DE")
    #expect(LocaleTag.fromEnvironment(["LC_ALL": "", "LC_MESSAGES": "fr_FR", "LANG": "de_DE"]) == "fr-FR")
    #expect(LocaleTag.fromEnvironment(["LC_ALL": "C", "LANG": "de_DE"]) == nil)
    #expect(StringsCatalog.lprojLocale(of: "Settings.bundle/pt_BR.lproj/Root.strings") == "pt-BR")
    #expect(StringsCatalog.lprojLocale(of: "Root.strings") == nil)
    let localization = Localization(locales: ["en", "de", "de-AT"], sourceLocale: "en")
    #expect(Localizer(requested: "de-AT", localization: localization).chain == ["de-AT", "de"])
    #expect(Localizer(requested: "de-CH", localization: localization).chain == ["de"])
    #expect(Localizer(requested: "en-GB", localization: localization).chain == [])
    #expect(Localizer(requested: "DE", localization: localization).undeclaredWarning == nil)
  }
}

/// Catalogs named under `strings:`, read beside the spec by the pipeline.
@Suite("Translations: catalogs beside the spec")
struct CatalogLoadingTests {
  static func load(_ spec: String, files: [String: String]) throws -> LoadedSpec {
    let folder = try TableGenTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let path = folder.appendingPathComponent("spec.yaml").path
    return SpecLoader.load(SourceFile(path: path, bytes: Array(spec.utf8), format: .yaml))
  }

  static let spec = """
    tablegen: 1
    locales: [en, de]
    strings: [de.lproj/Root.strings, { path: L.xcstrings }]
    cells:
      - { type: note, text: Hello }
      - { type: note, text: Bye }
    """

  @Test("a spec's strings come from its catalogs in order, the .strings file's language from its folder")
  func translates() throws {
    let loaded = try Self.load(
      Self.spec,
      files: [
        "de.lproj/Root.strings": "\"Hello\" = \"Hallo\";\n",
        "L.xcstrings":
          #"{"sourceLanguage": "en", "strings": {"Hello": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Servus"}}}}, "Bye": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Tschüss"}}}}}, "version": "1.0"}"#,
      ])
    #expect(loaded.isValid, "\(describe(loaded.diagnostics))")
    let spec = try #require(loaded.spec)
    #expect(spec.localization.catalogs.map(\.locale) == ["de", nil])
    let german = Localizer(requested: "de", localization: spec.localization).localize(spec)
    #expect(LocalizableStrings.of(german).map(\.text) == ["Hallo", "Tschüss"])
  }

  @Test("a missing catalog is an error at its item of strings:; a malformed one at its own line, naming it")
  func problems() throws {
    let missing = try Self.load(Self.spec, files: ["L.xcstrings": "{}"])
    #expect(missing.diagnostics.map(\.code) == [.unreadableFile])
    #expect(missing.diagnostics.first?.range?.start.description == "3:11")
    #expect(!missing.isValid)
    let malformed = try Self.load(
      Self.spec, files: ["de.lproj/Root.strings": "\"Hello\" = \"Hallo\"\n\"Bye\" = 1;", "L.xcstrings": "{}"])
    #expect(malformed.diagnostics.map(\.code) == [.syntaxError])
    #expect(malformed.diagnostics.first?.file?.hasSuffix("/de.lproj/Root.strings") == true)
    #expect(malformed.diagnostics.first?.range?.start.line == 2)
  }

  @Test("a catalog outside the spec's folder is refused")
  func outside() throws {
    let loaded = try Self.load(
      "tablegen: 1\nlocales: [en, de]\nstrings: [../de.lproj/Root.strings]\ncells: [{ type: note, text: Hi }]\n",
      files: [:])
    #expect(loaded.diagnostics.map(\.code) == [.fileOutsideSpecFolder])
  }
}
