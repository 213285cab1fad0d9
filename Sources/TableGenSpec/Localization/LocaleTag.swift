/// BCP 47 language tags as tablegen reads them: written in a spec (`de`,
/// `de-AT`, `zh-Hant-TW`), taken from the environment (`de_AT.UTF-8`), and
/// shortened along the way to a language the spec has (de-AT → de → source).
public enum LocaleTag {
  /// What a well-formed tag looks like, for a diagnostic's suggestion.
  static let advice = "a locale is a BCP 47 tag: a language ('de'), optionally a script or region ('de-AT', 'zh-Hant')"

  /// Whether `tag` is a well-formed BCP 47 tag: a language of 2 or 3 letters,
  /// then optionally a script, a region, variants and extensions.
  public static func isWellFormed(_ tag: String) -> Bool {
    // One grammar for every check, RFC 5646's (`LocaleTagSyntax`).
    LocaleTagSyntax.isWellFormed(tag)
  }

  /// Whether two tags name the same locale: case and `_` against `-` do not matter.
  public static func same(_ lhs: String, _ rhs: String) -> Bool {
    key(lhs) == key(rhs)
  }

  private static func key(_ tag: String) -> String {
    String(tag.lowercased().map { $0 == "_" ? "-" : $0 })
  }

  /// The tag a POSIX locale value names: `de_AT.UTF-8@euro` → `de-AT`. Nil
  /// for an empty value and for `C` and `POSIX`, which name no language: the
  /// spec then shows in its source locale.
  public static func fromPOSIX(_ value: String) -> String? {
    var name = Substring(value)
    if let dot = name.firstIndex(where: { $0 == "." || $0 == "@" }) { name = name[..<dot] }
    guard !name.isEmpty, name != "C", name != "POSIX" else { return nil }
    let tag = String(name.map { $0 == "_" ? "-" : $0 })
    return isWellFormed(tag) ? tag : nil
  }

  /// The locale the environment asks for: the first of LC_ALL, LC_MESSAGES and
  /// LANG that is set and not empty decides, as it does for every POSIX program.
  /// Nil when none is set, or the one set names no language (`C`).
  public static func fromEnvironment(_ environment: [String: String]) -> String? {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment[name], !value.isEmpty { return fromPOSIX(value) }
    }
    return nil
  }

  /// `tag` and each shorter tag made by dropping its last subtag:
  /// `zh-Hant-TW`, `zh-Hant`, `zh`.
  public static func truncations(of tag: String) -> [String] {
    var subtags = tag.split(separator: "-").map(String.init)
    var result: [String] = []
    while !subtags.isEmpty {
      result.append(subtags.joined(separator: "-"))
      subtags.removeLast()
    }
    return result
  }
}
