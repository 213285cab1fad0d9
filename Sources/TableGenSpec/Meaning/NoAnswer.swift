/// What the cells that take no answer (a button, a value row, a link, a note)
/// say when asked about one: the same for each, so each conformance names it
/// rather than repeats it.
enum NoAnswer {
  static func problems(_ type: CellType) -> [String] { ["a \(type.rawValue) cell takes no answer"] }
  static let advice = [AnswerAdvice.wrongKind]
  static let writtenExpectation = "no answer"
}

/// A cell type that takes no answer: a button, a value row, a link, a note.
/// Conforming says, once, what such a type means for answers (none, no
/// default, no rules, no control, the same words when one is offered), so a
/// type opts into it by declaring it; a type that takes an answer conforms to
/// `CellKind` itself and must say each of these.
package protocol TakesNoAnswer: CellKind {}

extension TakesNoAnswer {
  package static var takesAnswer: Bool { false }
  package static var alwaysHoldsValue: Bool { false }
  package var help: String? { nil }
  package var isRequired: Bool { false }
  package var conditionValueType: ValueType? { nil }
  package var computedDefault: Template? { nil }
  package var defaultAnswer: Answer? { nil }
  package func answer(written scalar: ScalarValue) -> Answer? { nil }
  package var writtenExpectation: String { NoAnswer.writtenExpectation }
  package func answer(typing text: String) -> TypedAnswer { .advice(NoAnswer.advice) }
  package func problems(with answer: Answer, masked: Bool) -> [String] { NoAnswer.problems(Self.cellType) }
  package func advice(for answer: Answer) -> [String] { NoAnswer.advice }
  package var answerRules: AnswerRules? { nil }
  package var control: ControlKind? { nil }
  package var answerExpectation: String? { nil }
}
