import TableGenOutput
import TableGenSpec

/// The answers a case expects, compared with the answers a fill wrote: the
/// same keys in any order, the same values, numbers by value (`1` and `1.0` are one).
enum JSONComparison {
  /// A node of a loaded document as the JSON it stands for.
  static func json(_ node: DocumentNode) -> JSONValue {
    switch node.kind {
    case .sequence: return .array(node.items.map(json))
    case .mapping: return .object(node.pairs.map { ($0.key.scalar?.text ?? "", json($0.value)) })
    case .scalar:
      switch node.scalar?.value ?? .null {
      case .null: return .null
      case .bool(let flag): return .bool(flag)
      case .number(let number): return .number(number.literal)
      case .string(let text): return .string(text)
      }
    }
  }

  /// Whether `lhs` and `rhs` are the same JSON, objects in any key order and numbers by value.
  static func same(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.number(let l), .number(let r)):
      return l == r || (Double(l).flatMap { a in Double(r).map { a == $0 } } ?? false)
    case (.array(let l), .array(let r)): return l.count == r.count && zip(l, r).allSatisfy(same)
    case (.object(let l), .object(let r)):
      guard l.count == r.count, Set(l.map(\.0)) == Set(r.map(\.0)) else { return false }
      return l.allSatisfy { key, value in r.first { $0.0 == key }.map { same(value, $0.1) } ?? false }
    default: return lhs == rhs
    }
  }

  /// The members of an object, or none.
  static func members(_ value: JSONValue) -> [(String, JSONValue)] {
    if case .object(let members) = value { return members }
    return []
  }

  /// A value on one line, for a message.
  static func text(_ value: JSONValue) -> String {
    JSONWriter.write(value, pretty: false)
  }
}
