import TableGenOutput
import TableGenSpec

/// `--no-input`: the form filled from the prefilled answers and the spec's
/// defaults, never asking. Every problem is reported at once: each required
/// field with no answer, each invalid value, each failing check, and a form
/// that has no button to submit with.
///
/// The conditions are decided as in an interactive fill (`FormDecision`):
/// hidden fields are left out, disabled fields take their default, a computed
/// default is rendered from the answers. A prefilled answer the conditions
/// leave out (a hidden or disabled field, an option not offered) is a
/// `dropped-answer` warning; for an option not offered the field takes its default.
public enum UnattendedFill {
  /// How strictly the answers given are taken.
  public enum Strictness: Sendable {
    /// An answer the form leaves out (a hidden or disabled field, an option not
    /// offered, an id a recording's spec no longer has) is a warning.
    case lenient
    /// Every such answer is an error (`fill --strict`): a back end rejects a
    /// submission that answers what the form would not have asked.
    case strict
  }

  /// What a run made of the form: the outcome (nil when it has errors), every
  /// problem, and the conditions as decided, for whoever asks what was shown.
  public struct Run: Sendable {
    public var outcome: FormOutcome?
    public var diagnostics: [Diagnostic]
    public var decision: FormDecision
  }

  /// The outcome, or nil with every problem. Problems about the spec's fields
  /// name the spec at `specPath`; problems in the answers file name that file,
  /// and those of a `--set` value its argument.
  public static func run(plan: FormPlan, prefill: Prefill?, specPath: String, strictness: Strictness = .lenient)
    -> (outcome: FormOutcome?, diagnostics: [Diagnostic])
  {
    let run = fill(plan: plan, prefill: prefill, specPath: specPath, strictness: strictness)
    return (run.outcome, run.diagnostics)
  }

  /// The run with the conditions as decided: what `tablegen test` judges a case by.
  public static func fill(plan: FormPlan, prefill: Prefill?, specPath: String, strictness: Strictness = .lenient)
    -> Run
  {
    // Every pattern match of the run shares one budget of work (`PatternMeter`).
    PatternMeter.measuring { runMeasured(plan: plan, prefill: prefill, specPath: specPath, strictness: strictness) }
  }

  /// `diagnostics` with the answers the form leaves out made errors: a `dropped-answer`,
  /// and an unknown id of a recorded file, which are warnings otherwise.
  static func strictly(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.map { diagnostic in
      guard diagnostic.code == .droppedAnswer || diagnostic.code == .unknownKey else { return diagnostic }
      var refused = diagnostic
      refused.severity = .error
      // "…, so its answer is dropped": under --strict it is refused instead.
      if let cut = refused.message.ranges(of: ", so ").last {
        refused.message = String(refused.message[..<cut.lowerBound])
      }
      let at = refused.pointer.map { " at \($0)" } ?? ""
      refused.message += ", and --strict refuses the answer\(at): the form would not take it"
      // An unknown id keeps its "did you mean".
      if diagnostic.code == .droppedAnswer { refused.suggestion = "leave the answer out" }
      return refused
    }
  }

  private static func runMeasured(plan: FormPlan, prefill: Prefill?, specPath: String, strictness: Strictness)
    -> Run
  {
    var supplied: [FormDecision.Supplied] = plan.questions.indices.map { index in
      switch prefill?.values[index] {
      case .answer(let answer)?: .answer(answer)
      case .leftOut?: .answer(nil)
      case .invalid?: .unanswered  // reported by the prefill
      case nil: .byDefault
      }
    }
    var decision = FormDecision(plan: plan) { supplied[$0] }
    // An answer that names a hidden option counts as unset: the field takes its default, and what
    // follows is decided again. Each round settles one more field, so this ends.
    while let dropped = decision.states.indices.first(where: {
      decision.states[$0].droppedOption && supplied[$0] != .byDefault
    }) {
      supplied[dropped] = .byDefault
      decision.redecide(from: dropped) { supplied[$0] }
    }

    var diagnostics: [Diagnostic] = []
    if let prefill {
      // A value the conditions leave out is not judged: its problems give way to the warning.
      let given = prefill.diagnostics(keptBy: decision, plan: plan) + prefill.warnings(for: decision, plan: plan)
      diagnostics += strictness == .strict ? strictly(given) : given
    }

    var answers: [(id: String, answer: Answer)] = []
    for (index, state) in decision.states.enumerated() where state.isVisible {
      let field = decision.field(at: index)
      let origin = field.common.origin
      let value = state.value
      if case .answer = supplied[index], state.isEnabled {
        if AnswerParser.requiredProblem(value, for: field) != nil, let origin = prefill?.origin(of: index) {
          // A written null (or an empty --set) for a field that requiredIf makes required.
          diagnostics.append(
            Diagnostic(
              .missingKey, "the field \(field.reference) is required here and has no answer",
              at: origin.range, pointer: origin.pointer, file: origin.file))
        }
        if let value { answers.append((field.id, value.stored(for: field))) }
        continue
      }
      if case .unanswered = supplied[index], state.isEnabled { continue }  // invalid, already reported
      if let refusal = state.computedRefusal {
        diagnostics.append(
          Diagnostic(
            .invalidValue, "field '\(field.id)': \(FormDecision.computedProblem(refusal))",
            at: origin.range(of: "computedDefault"), pointer: origin.pointer(to: "computedDefault"),
            suggestion: "give the answer in the --answers file", file: specPath))
        continue
      }
      if state.isEnabled, AnswerParser.requiredProblem(value, for: field) != nil {
        diagnostics.append(
          Diagnostic(
            .missingKey, "the required field \(field.reference) has no answer", at: origin.range(of: "id"),
            pointer: origin.pointer(to: "id"), suggestion: "give it in the --answers file or with --set \(field.id)=…",
            file: specPath))
      } else if let value {
        let problems = AnswerParser.problems(with: value, for: field)
        if problems.isEmpty {
          answers.append((field.id, value.stored(for: field)))
        } else {
          let (key, noun) = state.computedText != nil ? ("computedDefault", "computed default") : ("default", "default")
          for problem in problems {
            diagnostics.append(
              Diagnostic(
                .invalidValue, "field '\(field.id)': \(QuotedValue.problem(problem, of: "the \(noun)"))",
                at: origin.range(of: key), pointer: origin.pointer(to: key),
                suggestion: "give a valid answer in the --answers file", file: specPath))
          }
        }
      }
    }
    diagnostics += decision.failures.map {
      failedCheck($0, decision: decision, plan: plan, prefill: prefill, specPath: specPath)
    }

    // Buttons hidden by their conditions are not offered.
    let offered = plan.choices.indices.filter { plan.choices[$0].place.map(decision.isShown) ?? true }
    if let named = prefill?.choice, !offered.contains(named) {
      diagnostics.append(
        Diagnostic(
          .invalidValue,
          "'\(FormResult.actionKey)' names the button '\(plan.choices[named].title)', which its conditions hide",
          at: prefill?.choiceLocation?.range, pointer: prefill?.choiceLocation?.pointer,
          file: prefill?.choiceArgument ?? prefill?.path))
      return Run(outcome: nil, diagnostics: diagnostics, decision: decision)
    }
    guard let choiceIndex = prefill?.choice ?? offered.first(where: { plan.choices[$0].style == .default }) else {
      diagnostics.append(noSubmitChoice(plan: plan, decision: decision, offered: offered, specPath: specPath))
      return Run(outcome: nil, diagnostics: diagnostics, decision: decision)
    }
    // Each prefilled child pane, filled the same way. The problems of its
    // answers were read with the form's (`Prefill.readPane`), so only the pane's own are added here.
    var panes: [(id: String, result: FormResult)] = []
    for pane in plan.panes {
      guard var nested = prefill?.panes[pane.id] else { continue }
      nested.diagnostics = []
      let paneRun = runMeasured(plan: pane.plan, prefill: nested, specPath: pane.file, strictness: strictness)
      diagnostics += paneRun.diagnostics
      if case .submitted(let result)? = paneRun.outcome { panes.append((pane.id, result)) }
    }
    if diagnostics.hasErrors { return Run(outcome: nil, diagnostics: diagnostics, decision: decision) }
    let choice = plan.choices[choiceIndex]
    if choice.cancels {
      return Run(outcome: .cancelled(.cancelChoice(title: choice.title)), diagnostics: diagnostics, decision: decision)
    }
    // Naming a destructive button in the answers file is its confirmation.
    var result = FormResult(answers: answers, action: choice.action)
    result.panes = panes
    return Run(outcome: .submitted(result), diagnostics: diagnostics, decision: decision)
  }

  /// Why `--no-input` has no button to submit with: every default-style button
  /// is hidden (said at the `visibleIf` that hides the first, its own or its
  /// section's), or there is none. Only a shown button can be named instead.
  private static func noSubmitChoice(plan: FormPlan, decision: FormDecision, offered: [Int], specPath: String)
    -> Diagnostic
  {
    let shownAction = offered.lazy.compactMap { plan.choices[$0].cancels ? nil : plan.choices[$0].action }.first
    let naming = shownAction.map {
      "name a button that is shown in the --answers file: \"\(FormResult.actionKey)\": \"\($0)\""
    }
    let hidden = plan.choices.indices.first { plan.choices[$0].style == .default && !offered.contains($0) }
    guard let hidden, let place = plan.choices[hidden].place else {
      return Diagnostic(
        .missingKey, "the form has no default-style button to submit with", at: nil,
        suggestion: naming ?? "add a button to the spec that submits the form", file: specPath)
    }
    let sectionHides =
      !(decision.sectionVisible.indices.contains(place.section)
      && decision.sectionVisible[place.section])
    let condition = sectionHides ? plan.sections[place.section].conditions.visibleIf : place.visibleIf
    let whose = sectionHides ? "its section's visibleIf" : "its visibleIf"
    let title = plan.choices[hidden].title
    return Diagnostic(
      .missingKey, "the form has no button to submit with: '\(title)' is hidden by \(whose)",
      at: condition?.range,
      suggestion: naming ?? "'\(title)' is shown only when \(whose) holds: \(condition.map(\.text) ?? "")",
      file: specPath)
  }

  /// A failing check, at its field's answer in the answers file, or at the
  /// check's rule in the spec when that field's answer was not written.
  private static func failedCheck(
    _ failure: FormDecision.Failure, decision: FormDecision, plan: FormPlan, prefill: Prefill?, specPath: String
  ) -> Diagnostic {
    let check = failure.check
    let message = decision.problem(of: check)
    if let index = plan.questionIndex(id: check.field), let origin = prefill?.origin(of: index) {
      return Diagnostic(
        .failedCheck, message, at: origin.range, pointer: origin.pointer,
        suggestion: "the check's rule: \(check.rule.text)", file: origin.file)
    }
    return Diagnostic(
      .failedCheck, message, at: check.rule.range, pointer: check.origin.pointer, file: specPath)
  }
}
