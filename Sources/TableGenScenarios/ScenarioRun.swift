import TableGenForm
import TableGenOutput
import TableGenSpec

/// One case's fill, as `UnattendedFill` decided it, and the judging of each
/// expectation against it. A failure names the condition that decided it.
struct ScenarioRun {
  let plan: FormPlan
  let scenario: ScenarioCase
  let specPath: String
  let testsPath: String
  let decision: FormDecision
  var outcome: FormOutcome?
  let diagnostics: [Diagnostic]
  let prefill: Prefill?

  /// Every way `expectation` does not hold.
  func failures(_ expectation: ScenarioExpectation) -> [Diagnostic] {
    switch expectation.kind {
    case .fields(let state, let fields):
      return fields.compactMap { field in
        plan.questionIndex(id: field.id).flatMap { fieldFailure(state, index: $0, at: field) }
      }
    case .errors(let expected):
      return compare(expected, with: diagnostics.filter { $0.severity == .error }, noun: "error", at: expectation)
    case .warnings(let expected):
      return compare(expected, with: diagnostics.filter { $0.severity == .warning }, noun: "warning", at: expectation)
    case .answers(let node): return answersFailures(JSONComparison.json(node), at: expectation)
    case .choice(let action): return choiceFailure(action, at: expectation).map { [$0] } ?? []
    case .outcome(let expected):
      let actual = outcomeName
      guard actual != expected else { return [] }
      return [
        failure("expected the outcome \(expected.rawValue), but it is \(actual.rawValue)\(refusal)", at: expectation)
      ]
    }
  }

  // MARK: Fields

  private func fieldFailure(_ expected: ScenarioExpectation.FieldState, index: Int, at named: NamedField)
    -> Diagnostic?
  {
    let state = decision.states[index]
    let field = plan.questions[index].field
    let conditions = field.conditions
    let why: Reason
    switch expected {
    case .visible, .hidden:
      guard state.isVisible != (expected == .visible) else { return nil }
      why = visibility(index)
    case .required, .optional, .enabled, .disabled:
      guard state.isVisible else {
        let reason = visibility(index)
        return failure(
          "expected \(field.reference) \(expected.rawValue), but it is hidden: \(reason.words)", at: named,
          notes: notes(reason))
      }
      switch expected {
      case .required, .optional:
        guard state.isRequired != (expected == .required) else { return nil }
        if field.isRequired {
          why = Reason(words: "it has required: true", condition: nil)
        } else if let condition = conditions.requiredIf {
          why = Reason(words: said("requiredIf", condition, holds: state.isRequired), condition: condition)
        } else {
          why = Reason(words: "it has no requiredIf", condition: nil)
        }
      default:
        guard state.isEnabled != (expected == .enabled) else { return nil }
        why =
          conditions.enableIf.map { Reason(words: said("enableIf", $0, holds: state.isEnabled), condition: $0) }
          ?? Reason(words: "it has no enableIf", condition: nil)
      }
    }
    let actual = describe(expected, state: state)
    return failure(
      "expected \(field.reference) \(expected.rawValue), but it is \(actual): \(why.words)", at: named,
      notes: notes(why))
  }

  private func describe(_ expected: ScenarioExpectation.FieldState, state: FormDecision.State) -> String {
    switch expected {
    case .visible, .hidden: state.isVisible ? "visible" : "hidden"
    case .required, .optional: state.isRequired ? "required" : "optional"
    case .enabled, .disabled: state.isEnabled ? "enabled" : "disabled"
    }
  }

  /// Why question `index` is shown or hidden, decided as `FormDecision` decided it.
  private func visibility(_ index: Int) -> Reason {
    let question = plan.questions[index]
    let state = decision.states[index]
    if let condition = plan.sections[question.section].conditions.visibleIf,
      !decision.sectionVisible[question.section]
    {
      return Reason(words: "its section's " + said("visibleIf", condition, holds: false), condition: condition)
    }
    if state.offeredOptions == [] {
      return Reason(words: "its picker offers no option: no option's visibleIf holds", condition: nil)
    }
    guard let condition = question.field.conditions.visibleIf else {
      return Reason(words: "it has no visibleIf", condition: nil)
    }
    return Reason(words: said("visibleIf", condition, holds: state.isVisible), condition: condition)
  }

  /// "visibleIf `{tier} == 'family'` at Samples/signup.yaml:75:20 is false".
  private func said(_ key: String, _ condition: Condition, holds: Bool) -> String {
    "\(key) `\(condition.text)` at \(place(condition.range)) is \(holds)"
  }

  private func place(_ range: SourceRange) -> String {
    "\(specPath):\(range.start.line):\(range.start.column)"
  }

  /// Why something came out as it did, and the condition that decided it, if one did.
  private struct Reason {
    var words: String
    var condition: Condition?
  }

  // MARK: Errors and warnings

  private func compare(
    _ expected: [ExpectedDiagnostic], with actual: [Diagnostic], noun: String, at expectation: ScenarioExpectation
  ) -> [Diagnostic] {
    // Each diagnostic's field is found once: finding one looks through the form's fields.
    let fields = actual.map(field(of:))
    var unmatched = Array(actual.indices)
    var problems: [Diagnostic] = []
    // Said in every failure, so made once, and cut short: a run may have thousands.
    let shown = 10
    let list =
      actual.isEmpty
      ? "it has none"
      : "it has " + zip(actual, fields).prefix(shown).map { summary($0, about: $1) }.joined(separator: "; ")
        + (actual.count > shown ? "; and \(actual.count - shown) more" : "")
    for wanted in expected {
      if let found = unmatched.firstIndex(where: {
        actual[$0].code == wanted.code && (wanted.field == nil || fields[$0] == wanted.field)
      }) {
        unmatched.remove(at: found)
        continue
      }
      let subject = wanted.field.map { " about '\($0)'" } ?? ""
      problems.append(
        failure("expected the \(noun) \(wanted.code.rawValue)\(subject), but \(list)", at: wanted.range))
    }
    for index in unmatched {
      let extra = actual[index]
      var notes = [Diagnostic.Note("the \(noun)", at: extra.range, in: extra.file)]
      var words = ""
      if extra.code == .failedCheck, let check = check(of: extra) {
        words = "; the check's rule `\(check.rule.text)` at \(place(check.rule.range)) is false"
        notes.append(Diagnostic.Note("the condition that decided it", at: check.rule.range, in: specPath))
      }
      problems.append(
        Diagnostic(
          .scenarioFailed,
          "case '\(scenario.name)': \(noun == "error" ? "an" : "a") \(noun) the case does not expect: \(summary(extra, about: fields[index]))\(words)",
          at: expectation.range, pointer: expectation.pointer, notes: notes, file: testsPath))
    }
    return problems
  }

  /// "failed-check about 'extras': field 'extras' (Extras): A shared queue …".
  private func summary(_ diagnostic: Diagnostic) -> String {
    summary(diagnostic, about: field(of: diagnostic))
  }

  private func summary(_ diagnostic: Diagnostic, about field: String?) -> String {
    let subject = field.map { " about '\($0)'" } ?? ""
    return "\(diagnostic.code.rawValue)\(subject): \(diagnostic.message)"
  }

  /// The field a diagnostic of the run is about: the answer it is positioned at,
  /// a failing check's field, or the field whose key in the spec it points at.
  func field(of diagnostic: Diagnostic) -> String? {
    if let check = check(of: diagnostic) { return check.field }
    let tokens = diagnostic.pointer?.tokens ?? []
    if diagnostic.file == testsPath {
      let base = scenario.pointer.tokens
      guard tokens.count > base.count + 1, Array(tokens.prefix(base.count)) == base else { return nil }
      return tokens[base.count + 1]
    }
    guard diagnostic.file == specPath else { return nil }
    let owner = plan.questions.last { question in
      let own = question.field.common.origin.pointer.tokens
      return tokens.count >= own.count && Array(tokens.prefix(own.count)) == own
    }
    return owner?.field.id
  }

  /// The check a `failed-check` diagnostic is about: at its rule in the spec, or its field's answer.
  private func check(of diagnostic: Diagnostic) -> Check? {
    guard diagnostic.code == .failedCheck else { return nil }
    let checks = plan.checks + plan.sections.flatMap(\.checks)
    if diagnostic.file == specPath {
      return checks.first { $0.origin.pointer == diagnostic.pointer && $0.rule.range == diagnostic.range }
    }
    return checks.first { check in
      decision.problem(of: check) == diagnostic.message
    }
  }

  // MARK: Answers, choice, outcome

  private var outcomeName: ScenarioOutcome {
    switch outcome {
    case .submitted?: .submitted
    case .cancelled?: .cancelled
    case nil: .refused
    }
  }

  /// ": the run has errors: …" when it was refused.
  private var refusal: String {
    guard outcome == nil else { return "" }
    let errors = diagnostics.filter { $0.severity == .error }
    return errors.isEmpty ? "" : " (" + errors.map(summary).joined(separator: "; ") + ")"
  }

  private func answersFailures(_ expected: JSONValue, at expectation: ScenarioExpectation) -> [Diagnostic] {
    guard case .submitted(let result)? = outcome else {
      return [failure("expected answers, but the form is \(outcomeName.rawValue)\(refusal)", at: expectation)]
    }
    let actual = result.json
    guard !JSONComparison.same(expected, actual) else { return [] }
    var differences: [String] = []
    var notes: [Diagnostic.Note] = []
    let wanted = JSONComparison.members(expected)
    let got = JSONComparison.members(actual)
    let gotByKey = JSONComparison.byKey(got)
    let wantedByKey = JSONComparison.byKey(wanted)
    for (key, value) in wanted {
      let secure = isSecure(key)
      guard let found = gotByKey[key].map({ (key, $0) }) else {
        let reason = why(leftOut: key)
        differences.append("'\(key)' is not in the answers\(reason.map { ": \($0.words)" } ?? "")")
        if let condition = reason?.condition { notes.append(conditionNote(condition)) }
        continue
      }
      if !JSONComparison.same(value, found.1) {
        differences.append(
          secure
            ? "'\(key)' is not the value expected"
            : "'\(key)' is \(JSONComparison.text(found.1)), not \(JSONComparison.text(value))")
      }
    }
    for (key, value) in got where wantedByKey[key] == nil {
      differences.append("'\(key)' is in the answers too" + (isSecure(key) ? "" : ", as \(JSONComparison.text(value))"))
    }
    return [
      failure("the answers differ: " + differences.joined(separator: "; "), at: expectation, notes: notes)
    ]
  }

  private func isSecure(_ id: String) -> Bool {
    plan.questionIndex(id: id).map { plan.questions[$0].field.isSecure } ?? false
  }

  /// Why a field is not in the answers, when the conditions left it out.
  private func why(leftOut id: String) -> Reason? {
    guard let index = plan.questionIndex(id: id) else { return nil }
    let state = decision.states[index]
    if !state.isVisible {
      let reason = visibility(index)
      return Reason(words: "it is hidden: \(reason.words)", condition: reason.condition)
    }
    return nil
  }

  private func choiceFailure(_ action: String?, at expectation: ScenarioExpectation) -> Diagnostic? {
    let chosen: String?
    switch outcome {
    case .submitted(let result)?: chosen = result.action
    case .cancelled?: chosen = prefill?.choice.flatMap { plan.choices[$0].action }
    case nil:
      return failure(
        "expected the choice \(action.map { "'\($0)'" } ?? "null"), but the form is refused\(refusal)",
        at: expectation)
    }
    guard chosen != action else { return nil }
    return failure(
      "expected the choice \(action.map { "'\($0)'" } ?? "null"), but it is \(chosen.map { "'\($0)'" } ?? "null (a built-in choice)")",
      at: expectation)
  }

  // MARK: Failures

  private func notes(_ reason: Reason) -> [Diagnostic.Note] {
    reason.condition.map { [conditionNote($0)] } ?? []
  }

  private func conditionNote(_ condition: Condition) -> Diagnostic.Note {
    Diagnostic.Note("the condition that decided it", at: condition.range, in: specPath)
  }

  private func failure(_ message: String, at expectation: ScenarioExpectation, notes: [Diagnostic.Note] = [])
    -> Diagnostic
  {
    Diagnostic(
      .scenarioFailed, "case '\(scenario.name)': \(message)", at: expectation.range, pointer: expectation.pointer,
      notes: notes, file: testsPath)
  }

  private func failure(_ message: String, at field: NamedField, notes: [Diagnostic.Note]) -> Diagnostic {
    Diagnostic(
      .scenarioFailed, "case '\(scenario.name)': \(message)", at: field.range, pointer: field.pointer, notes: notes,
      file: testsPath)
  }

  private func failure(_ message: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(.scenarioFailed, "case '\(scenario.name)': \(message)", at: range, file: testsPath)
  }
}
