import Testing

@testable import TableGenSpec

/// A value row bound to a stored key (`key:` with `options:`) holds a stored
/// value, compared with its options: its `value` is never translated, its
/// option labels are.
@Suite("Translations: a value row bound to a stored key")
struct StoredValueTranslationTests {
  static let spec = """
    tablegen: 1
    locales: [en, de]
    cells:
      - type: value
        id: plan
        title: { en: Plan, de: Tarif }
        key: plan
        value: free
        options:
          - { value: free, label: { en: Free, de: Gratis } }
          - { value: pro, label: Pro }
      - { type: value, id: version, title: Version, value: { en: Latest, de: Neueste } }
    """

  @Test("the walker lists the bound row's title and option labels but not its value; a plain row's value it lists")
  func walker() throws {
    let spec = try validSpec(Self.spec)
    let pointers = LocalizableStrings.of(spec).map(\.pointer.description)
    #expect(
      pointers == [
        "/cells/0/title", "/cells/0/options/0/label", "/cells/0/options/1/label", "/cells/1/title", "/cells/1/value",
      ])
  }

  @Test("translations of a bound row's value are untranslatable-key at the mapping; a plain row's value takes them")
  func decoding() {
    let yaml = """
      tablegen: 1
      locales: [en, de]
      cells:
        - { type: value, id: plan, title: { en: Plan, de: Tarif }, key: plan, value: { en: free, de: gratis },
            options: [free, pro] }
        - { type: value, id: version, title: { en: Version, de: Fassung }, value: { en: Latest, de: Neueste } }
      """
    let diagnostics = loadSpec(yaml).diagnostics
    #expect(diagnostics.map(\.code) == [.untranslatableKey], "\(describe(diagnostics))")
    #expect(diagnostics.first?.range?.start.line == 4)
    #expect(diagnostics.first?.range?.start.column == 80)
    #expect(diagnostics.first?.message.hasPrefix("'value' is never translated") == true)
  }
}
