// CONTRACT STUB (lead): the signatures fill and the renderers code against.
// The conditions engineer replaces the bodies; keep the signatures, or tell the lead.

extension Condition {
  /// Whether the condition holds when each id reads as `value(id)`; a left-out
  /// or hidden answer reads as `.null`, and every comparison with `null` is
  /// false except `empty`.
  public func holds(_ value: (String) -> ConditionValue) -> Bool {
    true
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

extension Template {
  /// The text the template gives when each id reads as `value(id)`; a `.null` reads as empty text.
  public func render(_ value: (String) -> ConditionValue) -> String {
    text
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
    }
  }
}
