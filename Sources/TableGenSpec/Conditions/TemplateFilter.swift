/// What each filter of a computed default does (docs/spec-format.md, "Computed defaults").
extension Template.Filter {
  /// `text` transformed by the filter.
  public func apply(to text: String) -> String {
    switch self {
    case .lower: text.lowercased()
    case .upper: text.uppercased()
    case .trim: String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    case .slug: Self.slug(text)
    }
  }

  /// Lowercase ASCII letters and digits, every other run of characters one `-`,
  /// none at either end; common accented Latin letters fold to their base
  /// letters first (`Café` → `cafe`, `Straße` → `strasse`).
  static func slug(_ text: String) -> String {
    var result = ""
    var pendingDash = false
    func append(_ scalar: Unicode.Scalar) {
      if pendingDash, !result.isEmpty { result.append("-") }
      pendingDash = false
      result.unicodeScalars.append(scalar)
    }
    for scalar in text.lowercased().unicodeScalars {
      if scalar.isASCII {
        let byte = UInt8(scalar.value)
        if (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
          || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        {
          append(scalar)
        } else {
          pendingDash = true
        }
      } else if let folded = latinFolding[scalar] {
        folded.unicodeScalars.forEach(append)
      } else if (0x300...0x36F).contains(scalar.value) {
        continue  // a combining accent of a decomposed letter: the letter stays, the accent goes
      } else {
        pendingDash = true
      }
    }
    return result
  }

  /// Lowercase Latin letters with diacritics, and ligatures, as ASCII.
  private static let latinFolding: [Unicode.Scalar: String] = {
    let groups: [(String, String)] = [
      ("àáâãäåāăą", "a"), ("çćĉċč", "c"), ("ďđ", "d"), ("èéêëēĕėęě", "e"), ("ĝğġģ", "g"), ("ĥħ", "h"),
      ("ìíîïĩīĭįı", "i"), ("ĵ", "j"), ("ķ", "k"), ("ĺļľŀł", "l"), ("ñńņňŉ", "n"), ("òóôõöøōŏő", "o"),
      ("ŕŗř", "r"), ("śŝşš", "s"), ("ţťŧ", "t"), ("ùúûüũūŭůűų", "u"), ("ŵ", "w"), ("ýÿŷ", "y"), ("źżž", "z"),
      ("ð", "d"), ("þ", "th"), ("ß", "ss"), ("æ", "ae"), ("œ", "oe"), ("ĳ", "ij"),
    ]
    var table: [Unicode.Scalar: String] = [:]
    for (letters, base) in groups {
      for scalar in letters.unicodeScalars { table[scalar] = base }
    }
    return table
  }()
}
