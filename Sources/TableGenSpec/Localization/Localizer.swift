/// A spec in one language: every translatable string (`LocalizableStrings`)
/// replaced by its translation along the locale's fallback chain (de-AT → de
/// → the source locale). Ids, values and everything else stay as they are,
/// so answers never depend on the language shown.
public struct Localizer: Sendable {
  /// The locale asked for, as written (`--locale`, or read from the environment); nil for the source locale.
  public var requested: String?
  /// The declared locales looked up, best first, the source locale excluded:
  /// its text is the model's own.
  public var chain: [String]
  /// Why the spec is not shown in `requested` itself: it is not among the
  /// spec's locales. Nil when it is, or nothing was asked.
  public var undeclaredWarning: String?

  /// The chain for `requested` in a spec with `localization`.
  public init(requested: String?, localization: Localization) {
    self.requested = requested
    self.chain = []
    // A spec whose strings are keys into a strings table shows the source locale's table too.
    let keyedSource = localization.isKeyed ? localization.source : nil
    defer { if let keyedSource, !chain.contains(keyedSource) { chain.append(keyedSource) } }
    guard let requested, let source = localization.source else {
      if let requested, localization.locales.isEmpty {
        undeclaredWarning = "the spec declares no locales, so '\(requested)' is not one of them; it is shown as written"
      }
      return
    }
    for tag in LocaleTag.truncations(of: requested) {
      guard let declared = localization.locales.first(where: { LocaleTag.same($0, tag) }) else { continue }
      // The source locale ends the chain: its text is the model's, or its table's.
      if LocaleTag.same(declared, source) { break }
      if !chain.contains(declared) { chain.append(declared) }
    }
    let isDeclared = localization.locales.contains { LocaleTag.same($0, requested) }
    if !isDeclared {
      let shown = chain.first ?? source
      undeclaredWarning =
        "the spec has no locale '\(requested)'; it has \(localization.locales.joined(separator: ", ")), so it is shown in '\(shown)'"
    }
  }

  /// `spec` with each translatable string in the first language of the chain
  /// that translates it (inline first, then the catalogs); an empty
  /// translation counts as none, and a string no language translates keeps its source text.
  public func localize(_ spec: TableSpec) -> TableSpec {
    guard !chain.isEmpty else { return spec }
    var localized = spec
    localized.localization.shownLocale = chain[0]
    for string in LocalizableStrings.of(spec) {
      for locale in chain {
        guard let translation = spec.localization.translation(of: string.text, at: string.pointer, in: locale),
          !translation.text.isEmpty
        else { continue }
        localized.replaceText(at: string.place, with: translation.text)
        localized.localization.sourceTexts[string.pointer] = string.text
        break
      }
    }
    return localized
  }
}
