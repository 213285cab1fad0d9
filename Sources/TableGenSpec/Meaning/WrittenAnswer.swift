/// What a value written in a file stands for as an answer: the answers file of
/// `tablegen fill --answers`. Text is read as if typed, so `"0123"` means for a
/// PIN what typing 0123 means; a number written bare keeps its digits on a
/// text format (`pin: 0123` is `"0123"` with `format: digits`).
///
/// A switch reads `true`/`false` and its own `onValue`/`offValue`
/// (`SwitchCell.isOn(stored:)`); a date reads its ISO text.
///
/// These only read: whether the answer is valid is `problems(with:)`'s to say.
extension Cell {
  /// The answer `scalar` stands for, or nil when its type cannot be one for
  /// this cell (a boolean for an input, a string for a switch). `null` is no
  /// answer; callers handle it before asking.
  public func answer(written scalar: ScalarValue) -> Answer? {
    if case .null = scalar { return nil }
    return kind.answer(written: scalar)
  }

  /// The answer a list written for a multiple picker stands for, or nil when
  /// the cell takes no list or an item is not a string, a number or a boolean.
  public func answer(writtenList items: [ScalarValue?]) -> Answer? {
    guard case .picker(let picker) = self, picker.multiple else { return nil }
    var values: [PickerCell.OptionValue] = []
    for item in items {
      guard let item, let value = picker.optionValue(written: item) else { return nil }
      values.append(value)
    }
    return .options(values)
  }

  /// What the cell takes, as a file writes it: "a number", "a list of option values".
  public var writtenExpectation: String { kind.writtenExpectation }
}

extension PickerCell {
  /// A written scalar as an option value: the option it equals, or the one
  /// written alike (`"8"` for the option 8); otherwise the value as written,
  /// which then fails its check as not an option. Nil for `null`.
  public func optionValue(written scalar: ScalarValue) -> OptionValue? {
    let value: OptionValue
    switch scalar {
    case .string(let text): value = .string(text)
    case .number(let number): value = .number(number)
    case .bool(let flag): value = .bool(flag)
    case .null: return nil
    }
    if isOption(value) { return value }
    return optionWrittenAlike(value)?.value ?? value
  }
}
