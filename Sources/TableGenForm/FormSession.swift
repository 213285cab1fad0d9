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
/// - An edit chosen at the review returns to the review when it is answered,
///   after asking whatever the edit newly needs (a field it shows or makes required).
///
/// Conditions (`FormDecision`) are decided again after every change: hidden
/// and disabled questions are not asked, the review lists only the visible
/// ones, and a hidden field's answer is kept (it comes back if the field is
/// shown again) but left out of the result. A computed default follows its
/// sources until the person answers with something else.
///
/// Checks run as soon as every field a rule reads is answered. A failing check
/// refuses the answer to its own field (its message is the problem); an answer
/// that breaks a check reported at an earlier field, or at any field while
/// editing from the review, moves there and shows the message. Choosing to
/// submit runs them all again.
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
  /// Each question's answer as given; nil when unanswered or left out.
  private var answers: [Answer?]
  private var answered: [Bool]
  private var prefilled: [Bool]
  /// Whether the answer is the default taken as it was, so that a computed default keeps following its sources.
  private var takesDefault: [Bool]
  /// The conditions decided under the answers as they are now.
  public private(set) var decision: FormDecision
  /// Problems with each prefilled value that failed its checks, shown when it is asked.
  public private(set) var prefillProblems: [Int: [String]] = [:]
  /// The text of each invalid prefilled value, kept for editing.
  private var prefillText: [Int: String] = [:]
  private var editingFromReview = false
  /// The final choice the prefilled answers name, or the one whose submission
  /// last failed (`fill --submit`), to highlight first; nil for none.
  private var namedChoice: Int?
  // MARK: Child panes (FormPane.swift)
  /// The answers of each child pane as last left, by pane index; a pane never entered nor prefilled has none.
  public internal(set) var paneResults: [Int: FormResult] = [:]
  /// What each pane's session starts from, by pane index.
  var panePrefill: [Int: Prefill] = [:]

  public init(plan: FormPlan, prefill: Prefill? = nil) {
    self.plan = plan
    let count = plan.questions.count
    answers = Array(repeating: nil, count: count)
    answered = Array(repeating: false, count: count)
    prefilled = Array(repeating: false, count: count)
    takesDefault = Array(repeating: false, count: count)
    decision = FormDecision(plan: plan) { _ in .unanswered }
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
          // The person who mends the answer reads the plain words; the file's diagnostics keep the spec's.
          prefillProblems[index] = prefill.advice[index].flatMap { $0.isEmpty ? nil : $0 } ?? problems
          if let text { prefillText[index] = text }
        }
      }
      namedChoice = prefill.choice
      // MARK: Replay: `--ask` walks to a prefilled field, its value the default.
      for index in prefill.asked where index < count { prefilled[index] = false }
    }
    decision = FormDecision(plan: plan, supplied: supplied)
    stage = nextStage(after: -1)
    preparePanes(prefill)
  }

  // MARK: Reading

  /// The index of the question being asked, if one is.
  public var currentQuestion: Int? {
    if case .question(let index) = stage { return index }
    return nil
  }

  /// The field of question `index` as it is asked now: required when its
  /// `requiredIf` holds, and a picker with only the options shown.
  public func field(at index: Int) -> FormField { decision.field(at: index) }

  /// The answer of question `index` as it counts now; nil when unanswered,
  /// left out or hidden. A disabled field's answer is its default.
  public func answer(at index: Int) -> Answer? { decision.states[index].value }

  /// Whether question `index` has been answered or deliberately left out.
  public func isAnswered(_ index: Int) -> Bool { answered[index] }

  /// Whether question `index` was answered by the prefilled answers.
  public func isPrefilled(_ index: Int) -> Bool { prefilled[index] }

  /// Whether question `index` is shown: its section's and its own `visibleIf` hold.
  public func isVisible(_ index: Int) -> Bool { decision.isVisible[index] }

  /// Whether question `index` is shown and not disabled by its `enableIf`.
  public func isEnabled(_ index: Int) -> Bool { decision.isAsked[index] }

  /// The questions the review lists: the visible ones, in order.
  public var visibleQuestions: [Int] {
    let visible = decision.isVisible  // read once: the flags, not the whole decision per question
    return visible.indices.filter { visible[$0] }
  }

  /// Question `index`'s number among the questions asked now, and how many
  /// those are: "Question 4 of 8". Counted from flags, as each prompt asks it.
  public func progress(of index: Int) -> (number: Int, count: Int) {
    let asked = decision.isAsked
    var number = 1
    for earlier in 0..<index where asked[earlier] { number += 1 }
    return (number, decision.askedCount)
  }

  /// The disabled questions shown just before question `index`: those after the previous asked question.
  public func disabledBefore(_ index: Int) -> [Int] {
    let (visible, asked) = (decision.isVisible, decision.isAsked)
    let previous = (0..<index).last { asked[$0] } ?? -1
    return ((previous + 1)..<index).filter { visible[$0] && !asked[$0] }
  }

  /// The text shown before question `index`: its lead, and the lead of the
  /// questions skipped since the previous asked one (a hidden question's
  /// section header still belongs to what follows), without what conditions hide.
  public func lead(for index: Int) -> [FormText] {
    let asked = decision.isAsked
    let first = ((0..<index).last { asked[$0] } ?? -1) + 1
    return (first...index).flatMap { shown(plan.questions[$0].lead, plan.questions[$0].leadPlaces) }
  }

  /// The text after the last question, without what conditions hide.
  public var closing: [FormText] { shown(plan.closing, plan.closingPlaces) }

  /// The final choice to highlight first, by index in `plan.choices`: the one
  /// the prefilled answers name when it is offered, else the first offered
  /// default-style choice (a submit button, or the built-in Submit or Save),
  /// else the cancel choice: never a destructive one by default. Nil only when
  /// every choice offered is destructive.
  public var preferredChoice: Int? {
    let offered = offeredChoices
    if let namedChoice, offered.contains(namedChoice) { return namedChoice }
    return offered.first { plan.choices[$0].style == .default } ?? offered.first { plan.choices[$0].cancels }
  }

  /// The final choices offered now, by index in `plan.choices`: the built-in
  /// ones, and the buttons whose section and `visibleIf` show them.
  public var offeredChoices: [Int] {
    plan.choices.indices.filter { plan.choices[$0].place.map(decision.isShown) ?? true }
  }

  private func shown(_ texts: [FormText], _ places: [FormPlace]) -> [FormText] {
    zip(texts, places).filter { decision.isShown($0.1) }.map(\.0)
  }

  /// The message of a failing cross-field check shown at question `index`, if any.
  public func checkMessage(at index: Int) -> String? { decision.checkMessage(at: index) }

  /// Why question `index` offers no computed default, when it would be too long and is still followed.
  public func computedDefaultProblem(at index: Int) -> String? {
    guard let refusal = decision.states[index].computedRefusal, !answered[index] || takesDefault[index] else {
      return nil
    }
    return FormDecision.computedProblem(refusal)
  }

  /// What Enter accepts at question `index`: the earlier answer when it has
  /// one (going back keeps it), else the default (a computed default as its sources make it now).
  public func defaultAnswer(for index: Int) -> Answer? {
    let state = decision.states[index]
    if answered[index], !takesDefault[index] { return state.droppedOption ? state.defaultAnswer : answers[index] }
    return state.defaultAnswer
  }

  /// The text an editor starts from: an invalid prefilled value as written, so
  /// it can be corrected, else the default (a computed default as rendered, even when it is not valid).
  public func initialText(for index: Int) -> String {
    if !answered[index], let text = prefillText[index] { return text }
    if !answered[index] || takesDefault[index], let text = decision.states[index].computedText { return text }
    return defaultAnswer(for: index)?.editableText ?? ""
  }

  /// The answers so far, as submitting now would write them: visible fields only.
  public func result(action: String?) -> FormResult {
    var list: [(id: String, answer: Answer)] = []
    for (index, question) in plan.questions.enumerated() {
      if let answer = answer(at: index) { list.append((question.field.id, answer.stored(for: question.field))) }
    }
    var result = FormResult(answers: list, action: action)
    result.panes = paneAnswers
    return result
  }

  // MARK: Answering

  /// Records `answer` for the current question (nil leaves the field out) and
  /// moves on; returns the problems instead when it is not valid, staying put,
  /// each a whole sentence for the person filling in (`Cell.advice`).
  /// Text that is only blanks counts as nothing (`AnswerParser.normalized`).
  /// A failing check reported at this question is such a problem.
  @discardableResult
  public mutating func submit(_ answer: Answer?) -> [String] {
    guard case .question(let index) = stage else { return [] }
    let field = field(at: index)
    let answer = AnswerParser.normalized(answer)
    if let advice = AnswerParser.requiredAdvice(answer, for: field) { return [advice] }
    if let answer {
      let advice = AnswerParser.advice(for: answer, field: field)
      if !advice.isEmpty { return advice }
    }
    let earlier = (answers[index], answered[index], takesDefault[index])
    answers[index] = answer
    answered[index] = true
    // Taking the default as offered keeps a computed default following its sources; anything else freezes it.
    takesDefault[index] = field.computedDefault != nil && answer == decision.states[index].defaultAnswer
    redecide(from: index)
    if let message = checkMessage(at: index) {
      (answers[index], answered[index], takesDefault[index]) = earlier
      redecide(from: index)
      return [message]
    }
    prefillProblems[index] = nil
    stage = nextStage(after: index)
    return []
  }

  /// Records a typed line for the current question: an empty (or blank) line
  /// takes the default, anything else is parsed for the field.
  @discardableResult
  public mutating func submit(line: String) -> [String] {
    guard case .question(let index) = stage else { return [] }
    if line.trimmingWhitespace.isEmpty { return submit(defaultAnswer(for: index)) }
    switch AnswerParser.parse(line, for: field(at: index)) {
    case .success(let answer): return submit(answer)
    case .failure(let problems): return problems.messages
    }
  }

  /// Leaves the current optional field out, whatever its default.
  @discardableResult
  public mutating func skip() -> [String] { submit(nil) }

  // MARK: Moving

  /// Goes back one step: to the previous asked question that is not prefilled, from
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
      guard let previous = (0..<index).last(where: walksTo) else { return false }
      stage = .question(previous)
      return true
    case .review:
      guard let last = plan.questions.indices.last(where: walksTo) else { return false }
      stage = .question(last)
      return true
    case .confirm:
      stage = .review
      return true
    case .finished:
      return false
    }
  }

  /// From the review, asks question `index` again; answering it returns to the
  /// review. A hidden or disabled question cannot be edited: false.
  @discardableResult
  public mutating func edit(_ index: Int) -> Bool {
    guard stage == .review, plan.questions.indices.contains(index), isEnabled(index) else { return false }
    editingFromReview = true
    stage = .question(index)
    return true
  }

  /// Takes final choice `index` at the review: a cancel choice ends the form,
  /// a choice with a confirmation asks it, any other submits. Before a choice
  /// that submits, every check runs again: a failing one (or a question the
  /// answers leave unsettled) is asked first, and the review follows it.
  /// A failing check that no asked question can mend (its fields are disabled)
  /// blocks the choice: the stage stays at the review, and its problems,
  /// "field 'a' (A): message", are returned for the review to show.
  @discardableResult
  public mutating func choose(_ index: Int) -> [String] {
    guard stage == .review, offeredChoices.contains(index) else { return [] }
    let choice = plan.choices[index]
    if choice.cancels {
      stage = .finished(.cancelled(.cancelChoice(title: choice.title)))
      return []
    }
    let unmendable = decision.failures.filter { $0.question == nil }.map { decision.problem(of: $0.check) }
    if !unmendable.isEmpty { return unmendable }
    if let pending = decision.failures.compactMap(\.question).first
      ?? plan.questions.indices.first(where: {
        isEnabled($0) && !isSettled($0)
      })
    {
      editingFromReview = true
      stage = .question(pending)
    } else if choice.confirmation != nil {
      stage = .confirm(index)
    } else {
      stage = .finished(.submitted(result(action: choice.action)))
    }
    return []
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

  /// An answer longer than `FillLimits.textBytes` came in: the form is cancelled for that, naming where.
  public mutating func answerTooLong() {
    switch stage {
    case .question(let index): stage = .finished(.cancelled(.answerTooLong(field: plan.questions[index].field.label)))
    case .review, .confirm: stage = .finished(.cancelled(.answerTooLong(field: nil)))
    case .finished: break
    }
  }

  // MARK: - Submission (--submit)

  /// Why the last submission of these answers failed (`fill --submit`), for
  /// the review it came back to to show; nil when none has failed.
  public private(set) var submissionProblem: String?

  /// After the submitted answers were refused (`fill --submit`'s command
  /// failed): back at the review with every answer kept (hidden ones too), the
  /// choice that submitted highlighted, and `problem` to show there. Only from
  /// a submitted form; otherwise nothing changes.
  public mutating func returnToReview(after problem: String) {
    guard case .finished(.submitted(let result)) = stage else { return }
    editingFromReview = false
    namedChoice =
      offeredChoices.first { !plan.choices[$0].cancels && plan.choices[$0].action == result.action } ?? namedChoice
    submissionProblem = problem
    stage = .review
  }

  // MARK: Deciding

  /// What has been given for each question, as the conditions take it.
  var supplied: (Int) -> FormDecision.Supplied {
    { [answers, answered, takesDefault] index in
      guard answered[index] else { return .unanswered }
      return takesDefault[index] ? .byDefault : .answer(answers[index])
    }
  }

  /// Decides again after question `index`'s answer changed; the decision is changed in place.
  private mutating func redecide(from index: Int) {
    let supplied = supplied
    decision.redecide(from: index, supplied: supplied)
  }

  /// Whether question `index`'s answer stands as things are now: it was given,
  /// names no hidden option, is there when required, and passes its field's checks
  /// (a computed default that followed its sources may no longer).
  private func isSettled(_ index: Int) -> Bool {
    let state = decision.states[index]
    guard answered[index], !state.droppedOption else { return false }
    let field = field(at: index)
    if AnswerParser.requiredProblem(state.value, for: field) != nil { return false }
    if let value = state.value, !AnswerParser.problems(with: value, for: field).isEmpty { return false }
    return true
  }

  /// Whether walking forwards or backwards stops at question `index`: it is
  /// asked, and not prefilled unless the prefilled answer no longer stands.
  private func walksTo(_ index: Int) -> Bool {
    isEnabled(index) && (!prefilled[index] || !isSettled(index))
  }

  private mutating func nextStage(after index: Int) -> Stage {
    // A check this answer breaks, reported at an earlier question (or, from the review, at any
    // other), is mended there first. One that was broken before waits for the final choice.
    let id = index >= 0 ? plan.questions[index].field.id : nil
    if let id,
      let failing = decision.failures.first(where: { failure in
        guard let question = failure.question, question != index else { return false }
        return (question < index || editingFromReview) && failure.check.rule.references.contains(id)
      })?.question
    {
      return .question(failing)
    }
    if editingFromReview {
      // Only later questions can change; ask those the edit left unsettled, then the review.
      if let next = ((index + 1)..<plan.questions.count).first(where: { isEnabled($0) && !isSettled($0) }) {
        return .question(next)
      }
      editingFromReview = false
      return .review
    }
    if let next = ((index + 1)..<plan.questions.count).first(where: walksTo) { return .question(next) }
    return .review
  }
}
