/// What a slider's value is and which values it takes.
extension SliderCell {

  /// Everything wrong with `answer` as this slider's value: inside min…max,
  /// and on a step from min.
  public func problems(with answer: Answer, masked: Bool = false) -> [String] {
    if case .text(let text) = answer { return ["\(QuotedValue.quote(text.trimmingWhitespace)) is not a number"] }
    guard case .number(let number) = answer else { return ["this kind of value does not fit a slider"] }
    let value = number.double
    let shown = QuotedValue.quote(number.literal)
    if !value.isFinite { return ["\(shown) is not a number"] }
    if value < min { return ["\(shown) is less than \(formatNumber(min)), the min"] }
    if value > max { return ["\(shown) is more than \(formatNumber(max)), the max"] }
    guard let step, step > 0, !Self.divides(step, value - min) else { return [] }
    let below = min + ((value - min) / step).rounded(.down) * step
    return [
      "\(shown) is not on a step of \(formatNumber(step)) from \(formatNumber(min)); the nearest are \(formatNumber(below)) and \(formatNumber(below + step))"
    ]
  }

  /// Whether `range` is a whole multiple of `step`, allowing for binary
  /// fractions (0.1 steps).
  static func divides(_ step: Double, _ range: Double) -> Bool {
    let steps = range / step
    return abs(steps - steps.rounded()) <= 1e-9 * Swift.max(1, abs(steps))
  }
}

extension SliderCell: CellKind {
  package static let cellType = CellType.slider
  package static let keys = ["label", "help", "min", "max", "step", "default"]
  package static let takesAnswer = true
  package static let alwaysHoldsValue = true

  package static func decode(_ reader: inout MappingReader, shared: SharedCellKeys) -> SliderCell? {
    let label = reader.text("label")
    let help = reader.text("help")
    let min = reader.number("min", required: true)
    let max = reader.number("max", required: true)
    let step = reader.number("step")
    let defaultValue = reader.number("default")
    guard let min, let max else { return nil }
    return SliderCell(
      common: shared.common(reader), label: label, help: help, min: min, max: max, step: step, default: defaultValue)
  }

  package mutating func visitTexts<Visitor: CellTextVisitor>(_ visitor: inout Visitor) {
    visitor.text("label", &label)
    visitor.text("help", &help)
  }

  package var computedDefault: Template? { nil }
  package var cell: Cell { .slider(self) }
  package var caption: String? { label }
  package var isRequired: Bool { false }
  package var conditionValueType: ValueType? { .number }
  package var defaultAnswer: Answer? { .number(Number(value: initialValue)) }

  package func answer(written scalar: ScalarValue) -> Answer? {
    switch scalar {
    case .number(let number): .number(number)
    case .string(let text): Number(typed: text.trimmingWhitespace).map(Answer.number) ?? .text(text)
    case .null, .bool: nil
    }
  }

  package var writtenExpectation: String { "a number" }

  package func answer(typing text: String) -> TypedAnswer {
    guard let number = Number(typed: text.trimmingWhitespace) else { return .advice(advice(for: .text(text))) }
    return .answer(.number(number))
  }

  package var answerRules: AnswerRules? {
    var rules = AnswerRules(shape: .number, alwaysHoldsValue: true)
    rules.min = min
    rules.max = max
    rules.step = step
    rules.advice.value = AnswerAdvice.number(whole: false, min: min, max: max)
    rules.advice.range = rules.advice.value
    return rules
  }

  package var control: ControlKind? { .range(track) }
  package var displayRow: DisplayRow? { nil }

  package var answerExpectation: String? {
    let facts = [CellFacts.range(min: min, max: max), CellFacts.step(step)].compactMap { $0 }
    return "A number " + facts.joined(separator: " ") + "."
  }

  package var facts: [String] {
    [CellFacts.range(min: min, max: max), CellFacts.step(step)].compactMap { $0 }
  }

  package func check(into findings: inout CellFindings, in context: ValidationContext) {
    SliderRules.check(self, into: &findings.diagnostics)
    findings.hasDefault = true
  }
}
