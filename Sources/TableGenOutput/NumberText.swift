/// A number as people and JSON read it: an integral value without a fraction
/// (`3`, not `3.0`), any other as Swift's shortest text that reads back to the
/// same value (`2.5`, `0.1`). Every output of tablegen writes numbers by this
/// one rule; JSON, which holds no infinity or NaN, writes those as `null` first.
public func numberText(_ value: Double) -> String {
  value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
