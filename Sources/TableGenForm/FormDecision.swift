import TableGenOutput
import TableGenSpec

/// What the conditions make of a form under the answers given so far, decided
/// in one pass in spec order. A condition reads only earlier cells, so each
/// question is decided from answers that are already decided; after a change
/// (an answer, going back and changing one, an edit from the review) the pass
/// runs again from the changed question, deciding anew each later question
/// whose conditions read something that changed.
///
/// - A question is **visible** when its section's and its own `visibleIf`
///   hold. A hidden question is not asked, not required, and left out of the
///   answers; later conditions read it as `null`.
/// - A visible question is **enabled** unless its `enableIf` fails. A disabled
///   question is shown with its default and not asked; the default is its answer.
/// - `requiredIf` makes the field required while it holds.
/// - A picker offers only the options whose `visibleIf` holds. A default or an
///   answer that names a hidden option counts as unset (`droppedOption`). A
///   picker that offers none is treated as hidden: not asked, not required, left out.
/// - A `computedDefault` is rendered from the earlier answers as they are now;
///   one that would pass a `ComputedText` cap is not derived (`computedTooLong`).
///   Every computed default of the form is made from one `ComputedText` pass:
///   a question decided again gives back what it spent before spending anew.
///
/// A question not answered yet reads as its default in the conditions after
/// it, so that the form ahead is foreseen as it will be if the defaults are
/// taken (the count of questions holds still while they are); the answers and
/// the checks read it as `null`, so no check fires on a field not yet answered.
public struct FormDecision: Sendable {
  /// What has been given for a question, before the conditions judge it.
  public enum Supplied: Equatable, Sendable {
    /// Nothing yet: the question reads as `null` until it is answered.
    case unanswered
    /// An answer, or nil for a field deliberately left out.
    case answer(Answer?)
    /// Whatever the default is now: a computed default follows its sources.
    case byDefault
  }

  /// One question as decided.
  public struct State: Equatable, Sendable {
    public var isVisible = false
    public var isEnabled = false
    /// Whether the field must be answered now: its `required`, or its `requiredIf` holds.
    public var isRequired = false
    /// The indexes of the picker options offered, when an option has a
    /// `visibleIf`; nil when every option is.
    public var offeredOptions: [Int]?
    /// The computed default as rendered, when the field has one (nil when it is too long).
    public var computedText: String?
    /// Whether the computed default would pass a `ComputedText` cap, and so is not derived.
    public var computedTooLong: Bool { computedRefusal != nil }
    /// Which `ComputedText` cap the computed default would pass.
    public var computedRefusal: ComputedText.Refusal?
    /// The default as an answer: the computed default when there is one,
    /// else the spec's; nil when it names a hidden option.
    public var defaultAnswer: Answer?
    /// The answer as it counts: nil when hidden, unanswered or left out; the
    /// default when disabled.
    public var value: Answer?
    /// Whether the supplied answer named an option that is hidden now.
    public var droppedOption = false

    /// Whether the question is put to the person: visible and enabled.
    public var isAsked: Bool { isVisible && isEnabled }
  }

  /// A check that fails, and the question it is reported at: its field when
  /// that is asked, else the last asked question its rule reads (nil when none is).
  public struct Failure: Sendable {
    public var check: Check
    public var question: Int?
  }

  public let plan: FormPlan
  /// By question index.
  public private(set) var states: [State]
  /// Each question's `isVisible` and `isAsked`, kept apart from the states so
  /// that walking the whole form to count or list questions reads only flags.
  public private(set) var isVisible: [Bool]
  public private(set) var isAsked: [Bool]
  /// How many questions are asked: the count of `isAsked`, kept as they change.
  public private(set) var askedCount = 0
  /// Whether each section of `plan.sections` is shown.
  public private(set) var sectionVisible: [Bool]
  /// The checks that apply and fail: the table's, then those of the visible sections, each in spec order.
  public private(set) var failures: [Failure] = []
  /// Each question's value as later conditions read it (an unanswered one foreseen as its default).
  private var foreseen: [ConditionValue]
  /// Each question's value as the checks read it (an unanswered one as null).
  private var answered: [ConditionValue]
  /// What the computed defaults may still make, and what each question's took from it.
  private var computedPass = ComputedText()
  private var computedSpent: [Int]

  /// Decides `plan` with `supplied(index)` given for each question.
  public init(plan: FormPlan, supplied: (Int) -> Supplied) {
    self.plan = plan
    let count = plan.questions.count
    states = Array(repeating: State(), count: count)
    isVisible = Array(repeating: false, count: count)
    isAsked = Array(repeating: false, count: count)
    sectionVisible = Array(repeating: true, count: plan.sections.count)
    foreseen = Array(repeating: .null, count: count)
    answered = Array(repeating: .null, count: count)
    computedSpent = Array(repeating: 0, count: count)
    decide(from: 0, everything: true, supplied: supplied)
  }

  /// Decides again after `supplied(index)` changed (and nothing given for another question did).
  public mutating func redecide(from index: Int, supplied: (Int) -> Supplied) {
    decide(from: index, everything: false, supplied: supplied)
  }

  /// The field of question `index` as it is asked now: required as decided,
  /// and a picker with its offered options only. Parsing and checking an
  /// answer against it refuses a hidden option.
  public func field(at index: Int) -> FormField {
    let state = states[index]
    var field = plan.questions[index].field
    if case .input(var input) = field.cell {
      input.required = state.isRequired
      field.cell = .input(input)
    } else if case .textView(var textView) = field.cell {
      textView.required = state.isRequired
      field.cell = .textView(textView)
    } else if case .picker(var picker) = field.cell {
      picker.required = state.isRequired
      if let offered = state.offeredOptions { picker.options = offered.map { picker.options[$0] } }
      field.cell = .picker(picker)
    }
    return field
  }

  /// Whether a text or a button at `place` is shown. Its condition reads only
  /// earlier cells, so the answers as they stand after the pass decide it.
  public func isShown(_ place: FormPlace) -> Bool {
    guard sectionVisible.indices.contains(place.section), sectionVisible[place.section] else { return false }
    return place.visibleIf?.holds(read(foreseen)) ?? true
  }

  /// The message of the first failing check reported at question `index`.
  public func checkMessage(at index: Int) -> String? {
    failures.first { $0.question == index }?.check.message
  }

  /// A failing check as a problem that names its field: "field 'a' (A): A must be y.", as
  /// `--no-input` reports it and the review shows a check that no asked question can mend.
  public func problem(of check: Check) -> String {
    let reference = plan.questionIndex(id: check.field).map { plan.questions[$0].field.reference } ?? "'\(check.field)'"
    return "field \(reference): \(check.message)"
  }

  // MARK: Deciding

  private func read(_ values: [ConditionValue]) -> (String) -> ConditionValue {
    { id in plan.questionIndex(id: id).map { values[$0] } ?? .null }
  }

  private mutating func decide(from start: Int, everything: Bool, supplied: (Int) -> Supplied) {
    if everything {
      for index in plan.questions.indices.dropFirst(start) { decideQuestion(index, supplied: supplied(index)) }
    } else {
      // The changed question, then, as values change, the later ones that read them; each reads
      // only earlier ones, so taking them in order decides each once.
      var pending: Set<Int> = [start]
      while let index = pending.min() {
        pending.remove(index)
        if decideQuestion(index, supplied: supplied(index)) { pending.formUnion(plan.questions[index].dependents) }
      }
    }
    for (index, section) in plan.sections.enumerated() {
      sectionVisible[index] = section.conditions.visibleIf?.holds(read(foreseen)) ?? true
    }
    var checks = plan.checks
    for (index, section) in plan.sections.enumerated() where sectionVisible[index] { checks += section.checks }
    failures = checks.filter { $0.fails(read(answered)) }.map {
      Failure(check: $0, question: reportQuestion(for: $0))
    }
  }

  /// Decides question `index` and records it; returns whether its value for later conditions changed.
  @discardableResult
  private mutating func decideQuestion(_ index: Int, supplied given: Supplied) -> Bool {
    computedPass.refund(computedSpent[index])
    let before = computedPass.remaining
    let state = decide(index, supplied: given, pass: &computedPass)
    computedSpent[index] = before - computedPass.remaining
    states[index] = state
    isVisible[index] = state.isVisible
    if isAsked[index] != state.isAsked {
      askedCount += state.isAsked ? 1 : -1
      isAsked[index] = state.isAsked
    }
    answered[index] = ConditionValue(state.value)
    let next = ConditionValue(
      state.isAsked && given == .unanswered ? AnswerParser.normalized(state.defaultAnswer) : state.value)
    guard next != foreseen[index] else { return false }
    foreseen[index] = next
    return true
  }

  private func reportQuestion(for check: Check) -> Int? {
    if let index = plan.questionIndex(id: check.field), states[index].isAsked { return index }
    return check.rule.references.compactMap(plan.questionIndex).filter { states[$0].isAsked }.max()
  }

  private func decide(_ index: Int, supplied: Supplied, pass: inout ComputedText) -> State {
    let question = plan.questions[index]
    let field = question.field
    let conditions = field.conditions
    let read = read(foreseen)
    var state = State()
    guard plan.sections[question.section].conditions.visibleIf?.holds(read) ?? true,
      conditions.visibleIf?.holds(read) ?? true
    else { return state }
    if case .picker(let picker) = field.cell, picker.options.contains(where: { $0.visibleIf != nil }) {
      state.offeredOptions = picker.options.indices.filter { picker.options[$0].visibleIf?.holds(read) ?? true }
      // A picker with nothing to offer is not asked, nor required: it is left out, as if hidden.
      if state.offeredOptions == [] { return state }
    }
    state.isVisible = true
    state.isEnabled = conditions.enableIf?.holds(read) ?? true
    state.isRequired = field.isRequired || (conditions.requiredIf?.holds(read) ?? false)
    if let template = field.computedDefault {
      switch template.render(in: &pass, read) {
      case .success(let text): state.computedText = text
      case .failure(let refusal): state.computedRefusal = refusal
      }
    }
    state.defaultAnswer = state.computedText.map { Self.answer(computed: $0, for: field) } ?? field.defaultAnswer
    if let answer = state.defaultAnswer, namesHiddenOption(answer, index, state) { state.defaultAnswer = nil }

    switch state.isEnabled ? supplied : .byDefault {
    case .unanswered: break
    case .byDefault: state.value = AnswerParser.normalized(state.defaultAnswer)
    case .answer(let answer):
      if let answer, namesHiddenOption(answer, index, state) {
        state.droppedOption = true
      } else {
        state.value = AnswerParser.normalized(answer)
      }
    }
    return state
  }

  /// The most UTF-8 bytes a computed default may render to (64 KiB): `ComputedText.maxBytes`.
  public static let computedDefaultLimit = ComputedText.maxBytes

  /// Why a field has no computed default when it is too long: every mode says it in these words.
  public static let computedTooLongProblem =
    "the computed default is not made: it would be longer than 65,536 bytes, the limit for a computed default"

  /// Why a field has no computed default, for each cap it would pass.
  public static func computedProblem(_ refusal: ComputedText.Refusal) -> String {
    refusal == .tooLong ? computedTooLongProblem : "the computed default is not made: " + refusal.message
  }

  /// A computed default's text as an answer, read as if typed: a number for a numeric input.
  private static func answer(computed text: String, for field: FormField) -> Answer? {
    guard !text.trimmingWhitespace.isEmpty else { return nil }
    if case .input(let input) = field.cell { return input.answer(typed: text) }
    return .text(text)
  }

  /// Whether `answer` names an option that question `index`'s picker does not offer in `state`.
  private func namesHiddenOption(_ answer: Answer, _ index: Int, _ state: State) -> Bool {
    guard let offered = state.offeredOptions, case .picker(let picker) = plan.questions[index].field.cell else {
      return false
    }
    let values = offered.map { picker.options[$0].value }
    switch answer {
    case .option(let value): return !values.contains(value)
    case .options(let list): return list.contains { !values.contains($0) }
    default: return false
    }
  }
}
