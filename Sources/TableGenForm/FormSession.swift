import TableGenOutput
import TableGenSpec

/// The walk through a form, the same in every mode: which question is asked,
/// what has been answered, going back, the review, the final choice and its
/// confirmation. Pure state: the drivers read keys or lines and call it.
///
/// - Prefilled fields are skipped when walking forwards and backwards, but can
///   be edited from the review. A prefilled value that failed its checks is
///   asked like any other, with its problems shown.
/// - Going back keeps every answer: the earlier answer becomes the default.
/// - An edit chosen at the review returns to the review when it is answered.
public struct FormSession: Sendable {
  public enum Stage: Equatable, Sendable {
    /// The question at this index of `plan.questions` is asked.
    case question(Int)
    /// The summary of every answer, with the final choices.
    case review
    /// The final choice at this index of `plan.choices` waits for its confirmation.
    case confirm(Int)
    case finished(FormOutcome)
  }

  public let plan: FormPlan
  public private(set) var stage: Stage
  /// Each question's answer; nil when unanswered or left out.
  private var answers: [Answer?]
  private var answered: [Bool]
  private var prefilled: [Bool]
  /// Problems with each prefilled value that failed its checks, shown when it is asked.
  public private(set) var prefillProblems: [Int: [String]] = [:]
  /// The text of each invalid prefilled value, kept for editing.
  private var prefillText: [Int: String] = [:]
  private var editingFromReview = false
  /// The final choice to highlight first: the one the prefilled answers name.
  public private(set) var preferredChoice: Int?

  public init(plan: FormPlan, prefill: Prefill? = nil) {
    self.plan = plan
    let count = plan.questions.count
    answers = Array(repeating: nil, count: count)
    answered = Array(repeating: false, count: count)
    prefilled = Array(repeating: false, count: count)
    stage = .review
    if let prefill {
      for (index, value) in prefill.values where index < count {
        switch value {
        case .answer(let answer):
          answers[index] = answer
          answered[index] = true
          prefilled[index] = true
        case .leftOut:
          answered[index] = true
          prefilled[index] = true
        case .invalid(let text, let problems):
          prefillProblems[index] = problems
          if let text { prefillText[index] = text }
        }
      }
      preferredChoice = prefill.choice
    }
    stage = nextStage(after: -1)
  }

  // MARK: Reading

  /// The index of the question being asked, if one is.
  public var currentQuestion: Int? {
    if case .question(let index) = stage { return index }
    return nil
  }

  /// The recorded answer to question `index`; nil when unanswered or left out.
  public func answer(at index: Int) -> Answer? { answers[index] }

  /// Whether question `index` has been answered or deliberately left out.
  public func isAnswered(_ index: Int) -> Bool { answered[index] }

  /// Whether question `index` was answered by the prefilled answers.
  public func isPrefilled(_ index: Int) -> Bool { prefilled[index] }

  /// What Enter accepts at question `index`: the earlier answer when it has
  /// one (going back keeps it), else the spec's default.
  public func defaultAnswer(for index: Int) -> Answer? {
    answered[index] ? answers[index] : plan.questions[index].field.defaultAnswer
  }

  /// The text an editor starts from: an invalid prefilled value as written, so
  /// it can be corrected, else the default.
  public func initialText(for index: Int) -> String {
    if !answered[index], let text = prefillText[index] { return text }
    return defaultAnswer(for: index)?.editableText ?? ""
  }

  /// The answers so far, as submitting now would write them.
  public func result(action: String?) -> FormResult {
    var list: [(id: String, answer: Answer)] = []
    for (index, question) in plan.questions.enumerated() {
      if let answer = answers[index] { list.append((question.field.id, answer)) }
    }
    return FormResult(answers: list, action: action)
  }

  // MARK: Answering

  /// Records `answer` for the current question (nil leaves the field out) and
  /// moves on; returns the problems instead when it is not valid, staying put.
  /// Text that is only blanks counts as nothing (`AnswerParser.normalized`).
  @discardableResult
  public mutating func submit(_ answer: Answer?) -> [String] {
    guard case .question(let index) = stage else { return [] }
    let field = plan.questions[index].field
    let answer = AnswerParser.normalized(answer)
    if let problem = AnswerParser.requiredProblem(answer, for: field) { return [problem] }
    if let answer {
      let problems = AnswerParser.problems(with: answer, for: field)
      if !problems.isEmpty { return problems }
    }
    answers[index] = answer
    answered[index] = true
    prefillProblems[index] = nil
    stage = nextStage(after: index)
    return []
  }

  /// Records a typed line for the current question: an empty (or blank) line
  /// takes the default, anything else is parsed for the field.
  @discardableResult
  public mutating func submit(line: String) -> [String] {
    guard case .question(let index) = stage else { return [] }
    let field = plan.questions[index].field
    if line.trimmingWhitespace.isEmpty { return submit(defaultAnswer(for: index)) }
    switch AnswerParser.parse(line, for: field) {
    case .success(let answer): return submit(answer)
    case .failure(let problems): return problems.messages
    }
  }

  /// Leaves the current optional field out, whatever its default.
  @discardableResult
  public mutating func skip() -> [String] { submit(nil) }

  // MARK: Moving

  /// Goes back one step: to the previous question that is not prefilled, from
  /// the review to the last question, from a confirmation to the review, and
  /// from an edit started at the review back to the review. Returns false when
  /// there is nothing before.
  @discardableResult
  public mutating func back() -> Bool {
    switch stage {
    case .question(let index):
      if editingFromReview {
        editingFromReview = false
        stage = .review
        return true
      }
      guard let previous = (0..<index).last(where: { !prefilled[$0] }) else { return false }
      stage = .question(previous)
      return true
    case .review:
      guard let last = plan.questions.indices.last(where: { !prefilled[$0] }) else { return false }
      stage = .question(last)
      return true
    case .confirm:
      stage = .review
      return true
    case .finished:
      return false
    }
  }

  /// From the review, asks question `index` again; answering it returns to the review.
  public mutating func edit(_ index: Int) {
    guard stage == .review, plan.questions.indices.contains(index) else { return }
    editingFromReview = true
    stage = .question(index)
  }

  /// Takes final choice `index` at the review: a cancel choice ends the form,
  /// a choice with a confirmation asks it, any other submits.
  public mutating func choose(_ index: Int) {
    guard stage == .review, plan.choices.indices.contains(index) else { return }
    let choice = plan.choices[index]
    if choice.cancels {
      stage = .finished(.cancelled(.cancelChoice(title: choice.title)))
    } else if choice.confirmation != nil {
      stage = .confirm(index)
    } else {
      stage = .finished(.submitted(result(action: choice.action)))
    }
  }

  /// Answers the pending confirmation: yes submits, no returns to the review.
  public mutating func confirm(_ yes: Bool) {
    guard case .confirm(let index) = stage else { return }
    stage = yes ? .finished(.submitted(result(action: plan.choices[index].action))) : .review
  }

  /// Declines at the review (or anywhere): nothing is submitted.
  public mutating func decline() {
    if case .finished = stage { return }
    stage = .finished(.cancelled(.declined))
  }

  /// Input ended: the form is cancelled, naming where it stopped.
  public mutating func endOfInput() {
    switch stage {
    case .question(let index): stage = .finished(.cancelled(.endOfInput(field: plan.questions[index].field.label)))
    case .review, .confirm: stage = .finished(.cancelled(.endOfInput(field: nil)))
    case .finished: break
    }
  }

  private mutating func nextStage(after index: Int) -> Stage {
    if editingFromReview {
      editingFromReview = false
      return .review
    }
    if let next = plan.questions.indices.first(where: { $0 > index && !prefilled[$0] }) { return .question(next) }
    return .review
  }
}
