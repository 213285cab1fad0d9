/// What any cell means to a person filling it in: its label, help, whether it
/// must be answered, its default, and which answers it takes. Each cell type
/// says its own in its conformance to `CellKind`; these ask it.
extension Cell {
  /// The help text under the row, for the cells that take an answer.
  public var help: String? { kind.help }

  /// Whether the answer is a secret, masked wherever it is shown.
  public var isSecure: Bool {
    if case .input(let cell) = self { return cell.secure }
    return false
  }

  /// Whether the cell takes an answer.
  public var takesAnswer: Bool { type.takesAnswer }

  /// The spec's default as an answer: what a form starts from. A switch
  /// defaults to off and a slider to its `min`, as in an app.
  public var defaultAnswer: Answer? { kind.defaultAnswer }

  /// Everything wrong with `answer` as the cell's value, each the end of a
  /// sentence; empty when it is valid. `masked` keeps a secure input's value
  /// out of the messages.
  public func problems(with answer: Answer, masked: Bool = false) -> [String] {
    kind.problems(with: answer, masked: masked)
  }

  /// The class of value the cell's answer holds; nil for a cell that takes no answer.
  public var answerShape: AnswerShape? { answerRules?.shape }

  /// The rules the cell's answer obeys, with their advice; nil for a cell
  /// that takes no answer.
  public var answerRules: AnswerRules? {
    guard var rules = kind.answerRules else { return nil }
    // A condition can make any field required that does not always hold a value.
    if !rules.alwaysHoldsValue { rules.advice.required = requiredAdvice }
    return rules
  }
}
