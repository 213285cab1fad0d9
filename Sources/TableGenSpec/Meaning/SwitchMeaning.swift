/// What a switch's value is. Its answer is always on or off (`Answer.bool`),
/// and conditions compare it as a boolean; `onValue`/`offValue` change only
/// what is stored for it: the value the answers file holds (and a Settings
/// bundle's `TrueValue`/`FalseValue`).
extension SwitchCell {

  /// Everything wrong with `answer` as this switch's value.
  public func problems(with answer: Answer, masked: Bool = false) -> [String] {
    if case .bool = answer { return [] }
    return ["this kind of value does not fit a switch"]
  }

  /// Whether the switch stores something other than `true`/`false` for on or off.
  public var hasStoredValues: Bool { onValue != nil || offValue != nil }

  /// The value written to the answers file for on or off: `onValue`/`offValue`
  /// when the spec gives one, else the boolean itself.
  public func storedValue(on: Bool) -> ScalarValue {
    switch on ? onValue : offValue {
    case .string(let text)?: .string(text)
    case .number(let number)?: .number(number)
    case .bool(let flag)?: .bool(flag)  // never decoded: a switch stores booleans when it gives no value
    case nil: .bool(on)
    }
  }

  /// Whether a value read back from an answers file means on (true) or off
  /// (false): `true`/`false` always, and the `onValue`/`offValue` the spec
  /// gives, as written or written alike (`"1"` for the number 1). Nil for
  /// any other value.
  public func isOn(stored value: ScalarValue) -> Bool? {
    switch value {
    case .bool(let flag): return flag
    case .null: return nil
    case .string(let text): return isOn(storedText: text)
    case .number(let number): return isOn(storedText: number.literal)
    }
  }

  /// Whether a stored value given as text (`--set dark=YES`) is `onValue` or
  /// `offValue`, compared as written; nil when it is neither, and when the
  /// switch stores booleans (the words `y`/`n`/`true`/`false` are the form's to read).
  public func isOn(storedText text: String) -> Bool? {
    if let onValue, onValue.description == text { return true }
    if let offValue, offValue.description == text { return false }
    return nil
  }
}

extension ScalarValue {
  /// The value as a spec or answers file writes it: a string in double quotes, a number or boolean bare.
  package var writtenForm: String {
    switch self {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let number): number.literal
    case .string(let text): "\"\(text)\""
    }
  }
}

extension SwitchCell: CellKind {
  package static let cellType = CellType.switch
  package static let keys = ["label", "help", "default", "onValue", "offValue"]
  package static let takesAnswer = true
  package static let alwaysHoldsValue = true

  package static func decode(_ reader: inout MappingReader, shared: SharedCellKeys) -> SwitchCell? {
    let label = reader.text("label")
    let help = reader.text("help")
    let defaultValue = reader.bool("default") ?? false
    let onValue = CellDecoder.decodeStoredValue("onValue", &reader)
    let offValue = CellDecoder.decodeStoredValue("offValue", &reader)
    var cell = SwitchCell(common: shared.common(reader), label: label, help: help, default: defaultValue)
    cell.onValue = onValue
    cell.offValue = offValue
    return cell
  }

  package mutating func visitTexts<Visitor: CellTextVisitor>(_ visitor: inout Visitor) {
    visitor.text("label", &label)
    visitor.text("help", &help)
  }

  package var computedDefault: Template? { nil }
  package var cell: Cell { .switch(self) }
  package var caption: String? { label }
  package var isRequired: Bool { false }
  package var conditionValueType: ValueType? { .bool }
  package var defaultAnswer: Answer? { .bool(self.default) }
  package func answer(written scalar: ScalarValue) -> Answer? { isOn(stored: scalar).map(Answer.bool) }

  package var writtenExpectation: String {
    hasStoredValues ? "\(storedValue(on: true).writtenForm) or \(storedValue(on: false).writtenForm)" : "true or false"
  }

  package func answer(typing text: String) -> TypedAnswer {
    // A switch's stored values (`onValue`/`offValue`) read as on and off too.
    if let on = isOn(storedText: text.trimmingWhitespace) { return .answer(.bool(on)) }
    switch text.trimmingWhitespace.lowercased() {
    case "y", "yes", "true", "on": return .answer(.bool(true))
    case "n", "no", "false", "off": return .answer(.bool(false))
    default: return .advice([AnswerAdvice.onOrOff])
    }
  }

  package func advice(for answer: Answer) -> [String] {
    problems(with: answer).isEmpty ? [] : [AnswerAdvice.onOrOff]
  }

  package var answerRules: AnswerRules? { AnswerRules(shape: .boolean, alwaysHoldsValue: true) }

  package var control: ControlKind? { .toggle(default: self.default) }
  package var displayRow: DisplayRow? { nil }
  /// What the answers file will hold, when it is not true/false.
  package var answerExpectation: String? { CellFacts.storedValues(of: self).flatMap { CellFacts.sentence([$0]) } }

  package var facts: [String] { [CellFacts.storedValues(of: self)].compactMap { $0 } }

  package func check(into findings: inout CellFindings, in context: ValidationContext) {
    SwitchRules.check(self, into: &findings.diagnostics)
    findings.hasDefault = true
  }
}
