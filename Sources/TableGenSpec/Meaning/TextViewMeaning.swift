/// What a text view's value is and which values it takes.
extension TextViewCell {
  /// The spec's default as an answer.
  package var defaultAnswer: Answer? { self.default.map(Answer.text) }

  /// Why `text` is too long, as the end of a sentence after its subject ("the
  /// text", "the default"); nil when it fits. Text views are not quoted: their
  /// text runs to many lines.
  public func lengthProblem(_ text: String) -> String? {
    guard let maxLength, text.count > maxLength else { return nil }
    return "is \(text.count) characters long, more than maxLength (\(maxLength))"
  }

  /// Everything wrong with `answer` as this text view's value.
  public func problems(with answer: Answer, masked: Bool = false) -> [String] {
    guard case .text(let text) = answer else { return ["this kind of value does not fit a textView"] }
    return lengthProblem(text).map { ["the text " + $0] } ?? []
  }
}

extension TextViewCell: CellKind {
  package static let cellType = CellType.textView
  package static let keys = [
    "label", "placeholder", "help", "default", "computedDefault", "minLines", "maxLines", "maxLength", "required",
  ]
  package static let takesAnswer = true
  package static let alwaysHoldsValue = false

  package static func decode(_ reader: inout MappingReader, shared: SharedCellKeys) -> TextViewCell? {
    let label = reader.text("label")
    let placeholder = reader.text("placeholder")
    let help = reader.text("help")
    let defaultText = reader.string("default")
    let computedDefault = reader.computedDefault()
    let minLines = reader.integer("minLines", minimum: 0) ?? TextViewCell.defaultMinLines
    let maxLines = reader.integer("maxLines", minimum: 0)
    let maxLength = reader.integer("maxLength", minimum: 0)
    let required = reader.bool("required") ?? false
    return TextViewCell(
      common: shared.common(reader), label: label, placeholder: placeholder, help: help, default: defaultText,
      computedDefault: computedDefault, minLines: minLines, maxLines: maxLines, maxLength: maxLength,
      required: required)
  }

  package mutating func visitTexts<Visitor: CellTextVisitor>(_ visitor: inout Visitor) {
    visitor.text("label", &label)
    visitor.text("placeholder", &placeholder)
    visitor.text("help", &help)
  }

  package var cell: Cell { .textView(self) }
  package var caption: String? { label }
  package var isRequired: Bool { required }
  package var conditionValueType: ValueType? { .string }

  package func answer(written scalar: ScalarValue) -> Answer? {
    switch scalar {
    case .string(let text): .text(text)
    case .number(let number): .text(number.literal)
    case .null, .bool: nil
    }
  }

  package var writtenExpectation: String { "text" }
  package func answer(typing text: String) -> TypedAnswer { .answer(.text(text)) }
  package var answerRules: AnswerRules? {
    var rules = AnswerRules(shape: .text, required: required)
    if let maxLength {
      rules.maxLength = maxLength
      rules.advice.length = AnswerAdvice.length(min: nil, max: maxLength)
    }
    return rules
  }

  package var control: ControlKind? { .text(multiline: true) }
  package var displayRow: DisplayRow? { nil }
  package var answerExpectation: String? {
    CellFacts.length(min: nil, max: maxLength).map { "A" + $0.dropFirst() + "." }
  }

  package var facts: [String] {
    [CellFacts.lines(min: minLines, max: maxLines), CellFacts.length(min: nil, max: maxLength)].compactMap { $0 }
  }

  package func check(into findings: inout CellFindings, in context: ValidationContext) {
    TextViewRules.check(self, into: &findings.diagnostics)
    findings.hasDefault = self.default != nil || computedDefault != nil
    findings.noteDynamics(of: common, computedDefault: computedDefault)
  }
}
