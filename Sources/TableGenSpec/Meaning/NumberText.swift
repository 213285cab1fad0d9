/// How numbers are read from what a person types and printed for people and
/// for JSON. Validate, fill and the renderers all print through here, so a
/// number reads the same wherever it appears.

/// Numbers in messages and rendered text: `3`, not `3.0`.
package func formatNumber(_ value: Double) -> String {
  value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

extension Number {
  /// A number typed by a person, parsed by the strict decimal grammar
  /// `[+-]?(digits[.digits]|.digits)`: no exponents, hex or `inf`, so that what
  /// is typed is what is stored. The literal keeps what was typed (`0123`);
  /// `jsonLiteral` is what the answers hold (`123`).
  public init?(typed text: String) {
    var scalars = Substring(text)
    if scalars.first == "+" || scalars.first == "-" { scalars = scalars.dropFirst() }
    let parts = scalars.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard !scalars.isEmpty, parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
      parts.contains(where: { !$0.isEmpty }), let value = Double(text), value.isFinite
    else { return nil }
    let isInteger = parts.count == 1
    var literal = text.hasPrefix("+") ? String(text.dropFirst()) : text
    if literal.hasPrefix(".") {
      literal = "0" + literal
    } else if literal.hasPrefix("-.") {
      literal = "-0" + literal.dropFirst()
    }
    self.init(literal: literal, double: value, integer: isInteger ? Int(text) : nil, isInteger: isInteger)
  }

  /// A number from a double (a slider's value), written as messages write numbers.
  public init(value: Double) {
    let isInteger = value.rounded() == value && abs(value) < 1e15
    self.init(literal: formatNumber(value), double: value, integer: isInteger ? Int(value) : nil, isInteger: isInteger)
  }

  /// The number in plain JSON syntax, as answers and the normalised spec hold
  /// it: an integer exactly (`123` for `0123`, and all the digits of one too
  /// large for `Int`), otherwise the shortest text that reads back to the same
  /// double; `null` for a value that is not finite.
  public var jsonLiteral: String {
    if let integer { return String(integer) }
    if isInteger, let digits = decimalDigits { return digits }
    guard double.isFinite else { return "null" }
    return formatNumber(double)
  }

  /// A decimal integer literal (`-00123…`) without its `+` and leading zeros; nil for any other spelling (`0x1F`).
  private var decimalDigits: String? {
    var text = Substring(literal)
    var sign = ""
    if let first = text.first, first == "-" || first == "+" {
      sign = first == "-" ? "-" : ""
      text = text.dropFirst()
    }
    guard !text.isEmpty, text.allSatisfy(\.isASCIIDigit) else { return nil }
    let significant = text.drop { $0 == "0" }
    return significant.isEmpty ? "0" : sign + significant
  }
}
