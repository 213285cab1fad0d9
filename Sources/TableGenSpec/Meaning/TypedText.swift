/// The small text facts that reading a typed answer rests on, shared by the
/// checks, the fill form and the renderers so that they trim and count alike.

extension Character {
  /// `0` to `9`, and no other script's digits.
  package var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
  /// Without leading and trailing spaces, tabs and line breaks.
  package var trimmingWhitespace: String {
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[start...end])
  }
}
