/// What a stepper's value is and which values it takes: a whole number
/// within min…max, on a step from min. Like a slider it always holds a value.
extension StepperCell {
  /// Everything wrong with `answer` as this stepper's value.
  public func problems(with answer: Answer, masked: Bool = false) -> [String] {
    if case .text(let text) = answer { return ["\(QuotedValue.quote(text.trimmingWhitespace)) is not a number"] }
    guard case .number(let number) = answer else { return ["this kind of value does not fit a stepper"] }
    let shown = QuotedValue.quote(number.literal)
    guard number.double.isFinite else { return ["\(shown) is not a number"] }
    guard let value = Int(exactly: number.double) else { return ["\(shown) is not a whole number"] }
    if value < min { return ["\(shown) is less than \(min), the min"] }
    if value > max { return ["\(shown) is more than \(max), the max"] }
    guard let below = stepBelow(value) else { return [] }
    return ["\(shown) is not on a step of \(step) from \(min); the nearest are \(below) and \(below &+ step)"]
  }

  /// `problems(with:)` said to the person filling in.
  public func advice(for answer: Answer) -> [String] {
    guard case .number(let number) = answer, let value = Int(exactly: number.double) else {
      if case .number = answer { return [rangeAdvice] }
      if case .text = answer { return [rangeAdvice] }
      return [AnswerAdvice.wrongKind]
    }
    if value < min || value > max { return [rangeAdvice] }
    guard let below = stepBelow(value) else { return [] }
    return ["Choose a value in steps of \(step) from \(min), such as \(below) or \(below &+ step)."]
  }

  /// The step rule in one sentence, for a client that cannot name the nearest steps (the HTML form).
  public var stepAdvice: String { "Choose a value in steps of \(step) from \(min)." }

  /// "Enter a whole number from 0 to 10."
  private var rangeAdvice: String {
    AnswerAdvice.number(whole: true, min: Double(min), max: Double(max))
  }

  /// The value on a step just below `value`, when `value` is not on a step itself.
  private func stepBelow(_ value: Int) -> Int? {
    let (offset, overflow) = value.subtractingReportingOverflow(min)
    guard step > 1, !overflow, offset % step != 0 else { return nil }
    return min + offset / step * step
  }
}

extension StepperCell: CellKind {
  package static let cellType = CellType.stepper
  package static let keys = ["label", "help", "min", "max", "step", "default"]
  package static let takesAnswer = true
  package static let alwaysHoldsValue = true

  package static func decode(_ reader: inout MappingReader, shared: SharedCellKeys) -> StepperCell? {
    let label = reader.text("label")
    let help = reader.text("help")
    reader.require("min")
    reader.require("max")
    let min = reader.integer("min")
    let max = reader.integer("max")
    let step = reader.integer("step", minimum: 1) ?? 1
    let defaultValue = reader.integer("default")
    guard let min, let max else { return nil }
    return StepperCell(
      common: shared.common(reader), label: label, help: help, min: min, max: max, step: step, default: defaultValue)
  }

  package mutating func visitTexts<Visitor: CellTextVisitor>(_ visitor: inout Visitor) {
    visitor.text("label", &label)
    visitor.text("help", &help)
  }

  package var computedDefault: Template? { nil }
  package var cell: Cell { .stepper(self) }
  package var caption: String? { label }
  package var isRequired: Bool { false }
  package var conditionValueType: ValueType? { .number }
  package var defaultAnswer: Answer? { .number(Number(value: Double(initialValue))) }

  package func answer(written scalar: ScalarValue) -> Answer? {
    switch scalar {
    case .number(let number): .number(number)
    case .string(let text): Number(typed: text.trimmingWhitespace).map(Answer.number) ?? .text(text)
    case .null, .bool: nil
    }
  }

  package var writtenExpectation: String { "a whole number" }

  package func answer(typing text: String) -> TypedAnswer {
    guard let number = Number(typed: text.trimmingWhitespace) else { return .advice(advice(for: .text(text))) }
    return .answer(.number(number))
  }

  package var answerRules: AnswerRules? {
    var rules = AnswerRules(shape: .integer, alwaysHoldsValue: true)
    rules.min = Double(min)
    rules.max = Double(max)
    rules.advice.value = advice(for: .text("")).first
    rules.advice.range = rules.advice.value
    if step > 1 {
      rules.step = Double(step)
      rules.advice.step = stepAdvice
    }
    return rules
  }

  package var control: ControlKind? {
    .numberWithArrows(
      SteppedNumber(min: Double(min), max: Double(max), step: Double(step), initial: Double(initialValue)))
  }
  package var displayRow: DisplayRow? { nil }
  package var answerExpectation: String? { "A whole number " + facts.joined(separator: " ") + "." }

  package var facts: [String] {
    [CellFacts.range(min: Double(min), max: Double(max)), step == 1 ? nil : CellFacts.step(Double(step))]
      .compactMap { $0 }
  }

  package func check(into findings: inout CellFindings, in context: ValidationContext) {
    StepperRules.check(self, into: &findings.diagnostics)
    findings.hasDefault = true
  }
}
