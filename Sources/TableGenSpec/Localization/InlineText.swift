/// One human-facing string written as a mapping of locale to text, as the
/// decoder read it: where it is, and every translation, the source's among them.
struct InlineText: Sendable {
  var pointer: JSONPointer
  /// The span of the whole `{ en: …, de: … }` mapping.
  var range: SourceRange
  var translations: [Localization.Translation]

  /// The same string in a copy of its cell made by an alias.
  func moved(from old: JSONPointer, to new: JSONPointer) -> InlineText {
    InlineText(pointer: pointer.moved(from: old, to: new), range: range, translations: translations)
  }

  /// Whether the source locale's text is missing: an error (`SpecDecoder.recordTranslations`).
  func lacksText(in source: String) -> Bool {
    !translations.contains { LocaleTag.same($0.locale, source) }
  }
}
