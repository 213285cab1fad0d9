import TableGenOutput
import TableGenSpec

/// What the conditions make of a form under the answers given so far, decided
/// in one pass in spec order. A condition reads only earlier cells, so each
/// question is decided from answers that are already decided; the pass is
/// repeated after every change (an answer, going back and changing one, an
/// edit from the review), and everything after the change is decided anew.
///
/// - A question is **visible** when its section's and its own `visibleIf`
///   hold. A hidden question is not asked, not required, and left out of the
///   answers; later conditions read it as `null`.
/// - A visible question is **enabled** unless its `enableIf` fails. A disabled
///   question is shown with its default and not asked; the default is its answer.
/// - `requiredIf` makes the field required while it holds.
/// - A picker offers only the options whose `visibleIf` holds. A default or an
///   answer that names a hidden option counts as unset (`droppedOption`).
/// - A `computedDefault` is rendered from the earlier answers as they are now.
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
  public struct State: Sendable {
    public var isVisible: Bool
    public var isEnabled: Bool
    /// The field as it is asked now: required when `requiredIf` holds, and a
    /// picker with only its visible options. Parsing and checking an answer
    /// against it refuses a hidden option.
    public var field: FormField
    /// The computed default as rendered, when the field has one.
    public var computedText: String?
    /// The default as an answer: the computed default when there is one,
    /// else the spec's; nil when it names a hidden option.
    public var defaultAnswer: Answer?
    /// The answer as it counts: nil when hidden, unanswered or left out; the
    /// default when disabled.
    public var value: Answer?
    /// Whether the supplied answer named an option that is hidden now.
    public var droppedOption: Bool

    /// Whether the question is put to the person: visible and enabled.
    public var isAsked: Bool { isVisible && isEnabled }
  }

  /// A check that fails, and the question it is reported at: its field when
  /// that is asked, else the last asked question its rule reads (nil when none is).
  public struct Failure: Sendable {
    public var check: Check
    public var question: Int?
  }

  /// By question index.
  public private(set) var states: [State] = []
  /// Whether each section of `plan.sections` is shown.
  public private(set) var sectionVisible: [Bool] = []
  /// The checks that apply and fail: the table's, then those of the visible sections, each in spec order.
  public private(set) var failures: [Failure] = []
  /// Every answer as conditions read it, once the pass is done.
  private var values: [String: ConditionValue] = [:]

  /// Decides `plan` with `supplied(index)` given for each question.
  public init(plan: FormPlan, supplied: (Int) -> Supplied) {
    // What conditions read (an unanswered question as its default), and what checks read (it as null).
    var values: [String: ConditionValue] = [:]
    var answered: [String: ConditionValue] = [:]
    sectionVisible.reserveCapacity(plan.sections.count)
    states.reserveCapacity(plan.questions.count)
    func decideSections(through last: Int) {
      while sectionVisible.count <= last, sectionVisible.count < plan.sections.count {
        let section = plan.sections[sectionVisible.count]
        sectionVisible.append(section.conditions.visibleIf?.holds { values[$0] ?? .null } ?? true)
      }
    }
    for (index, question) in plan.questions.enumerated() {
      decideSections(through: question.section)
      let given = supplied(index)
      let state = Self.decide(
        question.field, sectionVisible: sectionVisible[question.section], supplied: given,
        read: { values[$0] ?? .null })
      states.append(state)
      let id = question.field.id
      answered[id] = ConditionValue(state.value)
      let foreseen = state.isAsked && given == .unanswered ? AnswerParser.normalized(state.defaultAnswer) : nil
      values[id] = ConditionValue(foreseen ?? state.value)
    }
    decideSections(through: plan.sections.count - 1)
    self.values = values
    let read: (String) -> ConditionValue = { answered[$0] ?? .null }

    var checks = plan.checks
    for (index, section) in plan.sections.enumerated() where sectionVisible[index] { checks += section.checks }
    for check in checks where check.fails(read) {
      failures.append(Failure(check: check, question: reportQuestion(for: check, plan: plan)))
    }
  }

  /// Whether a text or a button at `place` is shown. Its condition reads only
  /// earlier cells, so the answers as they stand after the pass decide it.
  public func isShown(_ place: FormPlace) -> Bool {
    guard sectionVisible.indices.contains(place.section), sectionVisible[place.section] else { return false }
    return place.visibleIf?.holds { values[$0] ?? .null } ?? true
  }

  /// The message of the first failing check reported at question `index`.
  public func checkMessage(at index: Int) -> String? {
    failures.first { $0.question == index }?.check.message
  }

  private func reportQuestion(for check: Check, plan: FormPlan) -> Int? {
    if let index = plan.questionIndex(id: check.field), states[index].isAsked { return index }
    return check.rule.references.compactMap { id in plan.questionIndex(id: id) }.filter { states[$0].isAsked }.max()
  }

  private static func decide(
    _ field: FormField, sectionVisible: Bool, supplied: Supplied, read: (String) -> ConditionValue
  ) -> State {
    let conditions = field.conditions
    guard sectionVisible, conditions.visibleIf?.holds(read) ?? true else {
      return State(
        isVisible: false, isEnabled: false, field: field, computedText: nil, defaultAnswer: nil, value: nil,
        droppedOption: false)
    }
    let isEnabled = conditions.enableIf?.holds(read) ?? true
    let isRequired = field.isRequired || (conditions.requiredIf?.holds(read) ?? false)
    let decided = Self.field(field, required: isRequired, read: read)
    let computedText = field.computedDefault?.render(read)
    var defaultAnswer = computedText.map { Self.answer(computed: $0, for: field) } ?? field.defaultAnswer
    if let answer = defaultAnswer, Self.namesHiddenOption(answer, in: decided) { defaultAnswer = nil }

    var value: Answer?
    var droppedOption = false
    switch isEnabled ? supplied : .byDefault {
    case .unanswered: value = nil
    case .byDefault: value = AnswerParser.normalized(defaultAnswer)
    case .answer(let answer):
      if let answer, Self.namesHiddenOption(answer, in: decided) {
        droppedOption = true
      } else {
        value = AnswerParser.normalized(answer)
      }
    }
    return State(
      isVisible: true, isEnabled: isEnabled, field: decided, computedText: computedText,
      defaultAnswer: defaultAnswer, value: value, droppedOption: droppedOption)
  }

  /// `field` as asked now: required as decided, and a picker with its visible options only.
  private static func field(_ field: FormField, required: Bool, read: (String) -> ConditionValue) -> FormField {
    switch field {
    case .input(var input):
      input.required = required
      return .input(input)
    case .textView(var textView):
      textView.required = required
      return .textView(textView)
    case .picker(var picker):
      picker.required = required
      if picker.options.contains(where: { $0.visibleIf != nil }) {
        picker.options = picker.options.filter { $0.visibleIf?.holds(read) ?? true }
      }
      return .picker(picker)
    case .switch, .slider:
      return field
    }
  }

  /// A computed default's text as an answer, read as if typed: a number for a numeric input.
  private static func answer(computed text: String, for field: FormField) -> Answer? {
    guard !text.trimmingWhitespace.isEmpty else { return nil }
    if case .input(let input) = field { return input.answer(typed: text) }
    return .text(text)
  }

  /// Whether `answer` names an option `picker` does not offer now.
  private static func namesHiddenOption(_ answer: Answer, in field: FormField) -> Bool {
    guard case .picker(let picker) = field else { return false }
    let offered = picker.options.map(\.value)
    switch answer {
    case .option(let value): return !offered.contains(value)
    case .options(let values): return values.contains { !offered.contains($0) }
    default: return false
    }
  }
}
