import TableGenOutput
import TableGenSpec

/// How a form ended.
public enum FormOutcome: Equatable, Sendable {
  /// Submitted with the answers; `action` is the chosen button's action (nil for the built-in Submit).
  case submitted(FormResult)
  case cancelled(CancelReason)
}

/// Why a form ended without answers. Every reason exits 1.
public enum CancelReason: Equatable, Sendable {
  /// A cancel-style choice: the spec's cancel button or the built-in Cancel.
  case cancelChoice(title: String)
  /// The person declined at review (`:quit` in line mode, `q` on the review screen).
  case declined
  /// Input ended before the form did; names the question, or nil at the final choice.
  case endOfInput(field: String?)
  /// A line of input (or a text view's lines) passed `FillLimits.textBytes`, and was not read whole;
  /// names the question, or nil at the review.
  case answerTooLong(field: String?)

  private static let limitWords = "\(FillLimits.textBytes >> 20) MiB"

  /// One line for standard error.
  public var message: String {
    switch self {
    case .cancelChoice(let title): "cancelled: '\(TerminalText.escape(title))' was chosen; no answers written"
    case .declined: "cancelled at review; no answers written"
    case .endOfInput(let field?): "cancelled: input ended at '\(TerminalText.escape(field))'; no answers written"
    case .endOfInput(nil): "cancelled: input ended before a final choice was made; no answers written"
    case .answerTooLong(let field?):
      "cancelled: the answer to '\(TerminalText.escape(field))' is longer than \(Self.limitWords), "
        + "the limit of one answer; no answers written"
    case .answerTooLong(nil):
      "cancelled: a line of input is longer than \(Self.limitWords), the limit of one answer; no answers written"
    }
  }
}

/// The submitted answers, in question order, and the chosen action.
public struct FormResult: Equatable, Sendable {
  /// The answers' key for the chosen button's action. `$` can never start a
  /// cell id (ids match `[A-Za-z_][A-Za-z0-9_.-]*`), so it cannot collide.
  public static let actionKey = "$action"

  /// The answered fields by id, in the spec's order; fields left out are absent.
  public var answers: [(id: String, answer: Answer)]
  public var action: String?
  /// The answers of each child pane, under its link's id, in the spec's order.
  public var panes: [(id: String, result: FormResult)] = []

  public init(answers: [(id: String, answer: Answer)], action: String?) {
    self.answers = answers
    self.action = action
  }

  /// The answer to the field with `id`.
  public subscript(id: String) -> Answer? {
    answers.first { $0.id == id }?.answer
  }

  public static func == (lhs: FormResult, rhs: FormResult) -> Bool {
    lhs.action == rhs.action && lhs.answers.count == rhs.answers.count
      && zip(lhs.answers, rhs.answers).allSatisfy { $0.id == $1.id && $0.answer == $1.answer }
      && lhs.panes.count == rhs.panes.count
      && zip(lhs.panes, rhs.panes).allSatisfy { $0.id == $1.id && $0.result == $1.result }
  }

  /// The answers document: the action first (when there is one), then each answer.
  public var json: JSONValue {
    var members: [(String, JSONValue)] = []
    if let action { members.append((Self.actionKey, .string(action))) }
    members += answers.map { ($0.id, $0.answer.json) }
    members += panes.map { ($0.id, $0.result.json) }  // a pane's answers nest under its link's id
    return .object(members)
  }
}
