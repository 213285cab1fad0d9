/// Whether a locale is a well-formed BCP 47 language tag (RFC 5646 `langtag`
/// or a private-use tag): `en`, `de-AT`, `zh-Hant-TW`, `sr-Latn`, `es-419`.
/// Well-formed, not registered: the check catches `de_AT`, `english` and
/// `de-`, not a language that does not exist. The language is two or three
/// letters: RFC 5646 reserves four and allows five to eight for registration,
/// but none is registered, and `english` or `german` is a slip.
enum LocaleTagSyntax {
  static func isWellFormed(_ tag: String) -> Bool {
    let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
    guard let first = subtags.first, tag.utf8.count <= 64 else { return false }
    if first.lowercased() == "x" { return isPrivateUse(subtags.dropFirst()) }
    guard isAlpha(first, 2...3) else { return false }
    var rest = subtags.dropFirst()
    // Up to three extended language subtags (`zh-yue`).
    var extlangs = 0
    while let next = rest.first, extlangs < 3, isAlpha(next, 3...3) {
      rest = rest.dropFirst()
      extlangs += 1
    }
    if let next = rest.first, isAlpha(next, 4...4) { rest = rest.dropFirst() }
    if let next = rest.first, isAlpha(next, 2...2) || isDigits(next, 3...3) { rest = rest.dropFirst() }
    while let next = rest.first, isVariant(next) { rest = rest.dropFirst() }
    // Extensions: a singleton other than x, then subtags of two to eight characters.
    while let singleton = rest.first, isAlphanumeric(singleton, 1...1), singleton.lowercased() != "x" {
      rest = rest.dropFirst()
      var count = 0
      while let next = rest.first, isAlphanumeric(next, 2...8) {
        rest = rest.dropFirst()
        count += 1
      }
      guard count > 0 else { return false }
    }
    if let next = rest.first, next.lowercased() == "x" { return isPrivateUse(rest.dropFirst()) }
    return rest.isEmpty
  }

  private static func isPrivateUse(_ subtags: ArraySlice<Substring>) -> Bool {
    !subtags.isEmpty && subtags.allSatisfy { isAlphanumeric($0, 1...8) }
  }

  private static func isVariant(_ subtag: Substring) -> Bool {
    if isAlphanumeric(subtag, 5...8) { return true }
    guard subtag.count == 4, let first = subtag.unicodeScalars.first else { return false }
    return ("0"..."9").contains(first) && isAlphanumeric(subtag, 4...4)
  }

  private static func isAlpha(_ subtag: Substring, _ lengths: ClosedRange<Int>) -> Bool {
    lengths.contains(subtag.utf8.count) && subtag.unicodeScalars.allSatisfy(isLetter)
  }

  private static func isDigits(_ subtag: Substring, _ lengths: ClosedRange<Int>) -> Bool {
    lengths.contains(subtag.utf8.count) && subtag.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
  }

  private static func isAlphanumeric(_ subtag: Substring, _ lengths: ClosedRange<Int>) -> Bool {
    lengths.contains(subtag.utf8.count)
      && subtag.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }
}
