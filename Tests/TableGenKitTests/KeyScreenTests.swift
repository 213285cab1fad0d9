import Testing

@testable import TableGenSpec

/// The byte screen that keeps per-cell work (kept cells for rows from data,
/// translatable strings for the translation checks) off specs that cannot need it.
@Suite("Key screen")
struct KeyScreenTests {
  @Test("a key written out, or an escape that could spell it, may be there; otherwise it is not")
  func screen() {
    #expect(KeyScreen.mayHold(["locale", "Locale"], in: Array("locales: [en, de]\n".utf8)))
    #expect(KeyScreen.mayHold(["locale", "Locale"], in: Array("sourceLocale: en\n".utf8)))
    #expect(KeyScreen.mayHold(["locale"], in: Array("\"loc\\u0061les\": [\"en\"]".utf8)))
    #expect(!KeyScreen.mayHold(["locale", "Locale"], in: Array("tablegen: 1\ncells: []\n".utf8)))
    #expect(!KeyScreen.mayHold(["rows"], in: Array("title: \"a \\\"quote\\\"\"\n".utf8)))
  }

  @Test("a spec without a language reports the same with or without the screen; one with it still gets its checks")
  func sameReport() {
    let plain = SourceFile(
      path: "plain.yaml", bytes: Array("tablegen: 1\ncells:\n  - { type: input, id: a, label: A }\n".utf8),
      format: .yaml)
    #expect(SpecLoader.check(plain).diagnostics == SpecLoader.load(plain).diagnostics)
    let escaped = SourceFile(
      path: "escaped.json",
      bytes: Array(
        #"{"tablegen": 1, "loc\u0061les": ["en", "de"], "cells": [{"type": "input", "id": "a", "label": "A"}]}"#.utf8),
      format: .json)
    let checked = SpecLoader.check(escaped)
    #expect(checked.diagnostics.map(\.code) == [.missingTranslation])
    #expect(checked.diagnostics == SpecLoader.load(escaped).diagnostics)
  }
}
