/// A value as a message quotes it: `'abc'`, or its first characters, `…` and
/// its length when it is long (`'aaaaaaaa…' (10000000 characters)`), so that a
/// 10 MB answer or default does not come back whole in "is longer than 20
/// characters, the maxLength" (docs/security.md, "Limits"). Every message that
/// quotes a value a person wrote goes through it.
package enum QuotedValue {
  /// The most characters of a value a message shows.
  package static let maximumLength = 40

  /// `text` in single quotes, cut to ``maximumLength`` characters with its length after it.
  package static func quote(_ text: some StringProtocol) -> String {
    // Count no further than needed: a 10 MB value is measured only when it is cut.
    var end = text.startIndex
    var kept = 0
    while end < text.endIndex, kept < maximumLength {
      text.formIndex(after: &end)
      kept += 1
    }
    if end == text.endIndex { return "'\(text)'" }
    return "'\(text[..<end])…' (\(text.count) characters)"
  }

  /// `value` quoted, as its text.
  package static func quote(_ value: some CustomStringConvertible) -> String {
    quote(value.description)
  }

  /// What a secret goes by in a problem's sentence, in place of its quoted text.
  package static let masked = "the value"

  /// A value's problem said of `noun` ("the default"): "the default 'x' is …",
  /// or "the default is …" when the value was masked, not "the default the value is …".
  package static func problem(_ sentence: String, of noun: String) -> String {
    let maskedSubject = masked + " "
    guard sentence.hasPrefix(maskedSubject) else { return "\(noun) \(sentence)" }
    return "\(noun) \(sentence.dropFirst(maskedSubject.count))"
  }
}
