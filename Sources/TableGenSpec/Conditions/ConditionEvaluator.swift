// How conditions, checks and templates are decided under a set of answers
// (docs/spec-format.md, "Types" and "Computed defaults"). Strict: no value is
// converted to another type, a left-out answer is `null`, and every comparison
// with `null` is false except `empty`.

extension Condition {
  /// Whether the condition holds when each id reads as `value(id)`; a left-out
  /// or hidden answer reads as `.null`, and every comparison with `null` is
  /// false except `empty`.
  public func holds(_ value: (String) -> ConditionValue) -> Bool {
    expression.holds(value)
  }
}

extension Check {
  /// Whether the check fails under these answers: every field its rule reads
  /// is answered (not `.null`), and the rule does not hold.
  public func fails(_ value: (String) -> ConditionValue) -> Bool {
    guard rule.references.allSatisfy({ value($0) != .null }) else { return false }
    return !rule.holds(value)
  }
}

extension Expression {
  /// Whether the expression, read as a bool, is true. A value that is not a
  /// bool (a string where the checker would have refused it) is false.
  public func holds(_ value: (String) -> ConditionValue) -> Bool {
    switch kind {
    case .reference, .literal, .list:
      return self.value(value) == .bool(true)
    case .not(let operand):
      return !operand.holds(value)
    case .emptiness(let operand, let isEmpty, _):
      return operand.value(value).isEmpty == isEmpty
    case .binary(.and, let lhs, let rhs, _):
      return lhs.holds(value) && rhs.holds(value)
    case .binary(.or, let lhs, let rhs, _):
      return lhs.holds(value) || rhs.holds(value)
    case .binary(let op, let lhs, let rhs, _):
      let left = lhs.value(value)
      let right = rhs.value(value)
      if left == .null || right == .null { return false }
      switch op {
      case .equal: return left == right
      case .notEqual: return left != right
      case .less, .lessOrEqual, .greater, .greaterOrEqual:
        guard case .number(let a) = left, case .number(let b) = right else { return false }
        switch op {
        case .less: return a.isLess(than: b)
        case .lessOrEqual: return a.isLess(than: b) || a == b
        case .greater: return b.isLess(than: a)
        default: return b.isLess(than: a) || a == b
        }
      case .in:
        guard case .list(let items) = right else { return false }
        return items.contains(left)
      case .contains:
        guard case .list(let items) = left else { return false }
        return items.contains(right)
      case .and, .or: return false  // decided above
      }
    }
  }

  /// The expression's value: an answer, a literal, a list, or the bool a comparison gives.
  func value(_ value: (String) -> ConditionValue) -> ConditionValue {
    switch kind {
    case .reference(let id): value(id)
    case .literal(let literal): ConditionValue(literal)
    case .list(let items): .list(items.map { $0.value(value) })
    case .not, .binary, .emptiness: .bool(holds(value))
    }
  }
}

extension Number {
  /// Whether the value is less than `other`'s; exact for two integers.
  func isLess(than other: Number) -> Bool {
    if let a = integer, let b = other.integer { return a < b }
    return double < other.double
  }
}

extension Template {
  /// Whether some answers make the template give no text a person would see:
  /// it has no fixed text but blanks, and any answer it reads may be left out
  /// or hidden. For `validate`'s check of a required field's computed default;
  /// blanks count as nothing because fill takes a blank answer as none.
  public var canRenderEmpty: Bool {
    !parts.contains { part in
      if case .text(let text) = part { return text.contains { !$0.isWhitespace } }
      return false
    }
  }
}

extension ConditionValue {
  /// An answer as the conditions language sees it; `nil` (left out, hidden) is `.null`.
  public init(_ answer: Answer?) {
    switch answer {
    case nil: self = .null
    case .text(let text): self = .string(text)
    case .number(let number): self = .number(number)
    case .bool(let flag): self = .bool(flag)
    case .option(let value): self = ConditionValue(value)
    case .options(let values): self = .list(values.map(ConditionValue.init))
    }
  }

  /// An option value as the conditions language sees it.
  public init(_ value: PickerCell.OptionValue) {
    switch value {
    case .string(let string): self = .string(string)
    case .number(let number): self = .number(number)
    case .bool(let flag): self = .bool(flag)
    }
  }

  /// A literal as a value.
  public init(_ literal: Expression.Literal) {
    switch literal {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .number(let number): self = .number(number)
    case .string(let text): self = .string(text)
    }
  }

  /// What `empty` asks: null, an empty string, or an empty list.
  public var isEmpty: Bool {
    switch self {
    case .null: true
    case .string(let text): text.isEmpty
    case .list(let items): items.isEmpty
    case .bool, .number: false
    }
  }

  /// The value as a template renders it: a number as written, a bool as
  /// `true`/`false`, a list's items joined by `, `, null as nothing.
  public var renderedText: String {
    switch self {
    case .null: ""
    case .bool(let flag): flag ? "true" : "false"
    case .number(let number): number.literal
    case .string(let text): text
    case .list(let items): items.map(\.renderedText).joined(separator: ", ")
    }
  }
}
