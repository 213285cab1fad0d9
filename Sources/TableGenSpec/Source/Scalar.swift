/// A scalar node read out of a `Document`: its typed value with the text it was
/// written as. Built on demand; the document itself stores only offsets.
public struct Scalar: Hashable, Sendable {
  /// How a scalar was written. Quoted and block scalars are always strings.
  public enum Style: String, Hashable, Sendable {
    case plain, singleQuoted, doubleQuoted, literal, folded
  }

  public var value: ScalarValue
  /// The scalar's text after unescaping, before typing.
  public var text: String
  public var style: Style
  /// An explicit tag such as `!!str` or `!custom`; `nil` when untagged.
  public var tag: String?

  public init(_ value: ScalarValue, text: String, style: Style = .plain, tag: String? = nil) {
    self.value = value
    self.text = text
    self.style = style
    self.tag = tag
  }
}

/// A scalar's typed value under the YAML 1.2 core schema (which JSON's values are a subset of).
public enum ScalarValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Number)
  case string(String)

  var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number(let number): number.isInteger ? "an integer" : "a number"
    case .string: "a string"
    }
  }
}

/// A number as written, with its value. The text is kept so that an integer too
/// large for `Int` (or a 10,000-digit literal) is reported, not silently rounded.
public struct Number: Hashable, Sendable, CustomStringConvertible {
  /// The literal as it appeared in the source.
  public var literal: String
  /// The value as a double; may be infinite for huge literals.
  public var double: Double
  /// The exact value when the literal is an integer that fits in `Int`.
  public var integer: Int?
  /// Whether the literal is written as an integer (no fraction, no exponent).
  public var isInteger: Bool

  public init(literal: String, double: Double, integer: Int?, isInteger: Bool) {
    self.literal = literal
    self.double = double
    self.integer = integer
    self.isInteger = isInteger
  }

  public init(_ integer: Int) {
    self.init(literal: String(integer), double: Double(integer), integer: integer, isInteger: true)
  }

  public var description: String { literal }

  /// Two numbers are equal when their values are; `1` and `1.0` are one option value.
  public static func == (lhs: Number, rhs: Number) -> Bool {
    if let l = lhs.integer, let r = rhs.integer { return l == r }
    return lhs.double == rhs.double
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(double)
  }
}
