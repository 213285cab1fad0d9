/// A value while a condition is evaluated: an answer seen through the
/// conditions language. A left-out or hidden answer is `.null`.
public enum ConditionValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Number)
  case string(String)
  case list([ConditionValue])
}

/// The type of a value in the conditions language, as a cell gives it
/// (docs/spec-format.md, "Types"): a switch is a bool; a slider or a numeric
/// input a number; a single picker has its options' value type; a multiple
/// picker is a list; other inputs and text views are strings.
public indirect enum ValueType: Hashable, Sendable {
  case bool
  case number
  case string
  case list(ValueType)
  /// A single picker whose options mix strings and numbers.
  case option
  /// `null`, the literal.
  case null
}
