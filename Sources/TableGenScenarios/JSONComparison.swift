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
    var steps = 0
    return same(lhs, rhs, steps: &steps)
  }

  /// `same(_:_:)`, counting in `steps` each value and member looked at: linear in their number, as a form
  /// of many fields makes answers of as many members.
  static func same(_ lhs: JSONValue, _ rhs: JSONValue, steps: inout Int) -> Bool {
    steps += 1
    switch (lhs, rhs) {
    case (.number(let l), .number(let r)):
      return l == r || (Double(l).flatMap { a in Double(r).map { a == $0 } } ?? false)
    case (.array(let l), .array(let r)):
      guard l.count == r.count else { return false }
      for (left, right) in zip(l, r) where !same(left, right, steps: &steps) { return false }
      return true
    case (.object(let l), .object(let r)):
      guard l.count == r.count else { return false }
      let right = byKey(r, steps: &steps)
      var keys = Set<String>()
      for (key, value) in l {
        steps += 1
        keys.insert(key)
        guard let other = right[key], same(value, other, steps: &steps) else { return false }
      }
      return keys.count == right.count
    default: return lhs == rhs
    }
  }

  /// The members of an object by key, the first of a key that is written twice.
  static func byKey(_ members: [(String, JSONValue)]) -> [String: JSONValue] {
    var steps = 0
    return byKey(members, steps: &steps)
  }

  private static func byKey(_ members: [(String, JSONValue)], steps: inout Int) -> [String: JSONValue] {
    var found: [String: JSONValue] = [:]
    for (key, value) in members where found[key] == nil {
      steps += 1
      found[key] = value
    }
    return found
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
