/// A note is text between rows: it takes no answer and has nothing to check.
extension NoteCell: CellKind {
  package static let cellType = CellType.note
  package static let keys = ["text"]
  package static let takesAnswer = false
  package static let alwaysHoldsValue = false

  package static func decode(_ reader: inout MappingReader, shared: SharedCellKeys) -> NoteCell? {
    guard let text = reader.text("text", required: true) else { return nil }
    return NoteCell(common: shared.common(reader), text: text)
  }

  package mutating func visitTexts<Visitor: CellTextVisitor>(_ visitor: inout Visitor) {
    visitor.text("text", &text)
  }

  package var computedDefault: Template? { nil }
  package var cell: Cell { .note(self) }
  package var caption: String? { nil }
  package var help: String? { nil }
  package var isRequired: Bool { false }
  package var conditionValueType: ValueType? { nil }
  package var defaultAnswer: Answer? { nil }
  package func answer(written scalar: ScalarValue) -> Answer? { nil }
  package var writtenExpectation: String { NoAnswer.writtenExpectation }
  package func answer(typing text: String) -> TypedAnswer { .advice(NoAnswer.advice) }
  package func problems(with answer: Answer, masked: Bool) -> [String] { NoAnswer.problems(Self.cellType) }
  package func advice(for answer: Answer) -> [String] { NoAnswer.advice }
  package var answerRules: AnswerRules? { nil }
  package var control: ControlKind? { nil }
  package var answerExpectation: String? { nil }
  package var displayRow: DisplayRow? { .note(self) }
  package var facts: [String] { [] }
  package func check(into findings: inout CellFindings, in context: ValidationContext) {}
}
