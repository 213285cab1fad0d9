/// A document as a tree of positioned nodes: what both the YAML and the JSON
/// loader produce, and all that the decoder reads. Keeping the positions here is
/// what lets every later diagnostic name a line and column.
public struct Node: Sendable {
  public enum Value: Sendable {
    case scalar(Scalar)
    case sequence([Node])
    /// Pairs in source order. Keys are nodes too: YAML allows any node as a key.
    case mapping([(key: Node, value: Node)])
  }

  public var value: Value
  /// From the first character of the node to just past its last.
  public var range: SourceRange
  /// Whether a collection was written in flow style (`[a, b]`, `{a: 1}`); JSON is all flow.
  public var isFlow: Bool

  public init(_ value: Value, range: SourceRange, isFlow: Bool = false) {
    self.value = value
    self.range = range
    self.isFlow = isFlow
  }

  /// The scalar, when the node is one.
  public var scalar: Scalar? {
    if case .scalar(let scalar) = value { return scalar }
    return nil
  }

  /// A word for the node's type, for messages such as "expected a string, found a list".
  public var kindDescription: String {
    switch value {
    case .scalar(let scalar): scalar.value.kindDescription
    case .sequence: "a list"
    case .mapping: "a mapping"
    }
  }
}

/// A leaf value with the text it was written as.
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
  /// Boxed: a `Number` is five words, and inline it made every scalar, and so
  /// every node of the tree, that much larger (5% of validate's instructions
  /// and 2 MB of its peak memory on a 1.5 MB spec).
  indirect case number(Number)
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
