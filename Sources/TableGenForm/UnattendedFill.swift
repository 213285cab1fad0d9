import TableGenOutput
import TableGenSpec

/// `--no-input`: the form filled from the prefilled answers and the spec's
/// defaults, never asking. Every problem is reported at once: each required
/// field with no answer, each invalid value, and a form that has no button to
/// submit with.
public enum UnattendedFill {
  /// The outcome, or nil with every problem. Problems about the spec's fields
  /// name the spec at `specPath`; problems in the answers file name that file.
  public static func run(plan: FormPlan, prefill: Prefill?, specPath: String) -> (
    outcome: FormOutcome?, diagnostics: [Diagnostic]
  ) {
    var diagnostics = prefill?.diagnostics ?? []
    var answers: [(id: String, answer: Answer)] = []
    for (index, question) in plan.questions.enumerated() {
      let field = question.field
      let origin = field.common.origin
      switch prefill?.values[index] {
      case .answer(let answer)?:
        answers.append((field.id, answer))
        continue
      case .leftOut?, .invalid?:
        continue  // left out on purpose, or already reported
      case nil:
        break
      }
      if AnswerParser.requiredProblem(field.defaultAnswer, for: field) != nil {
        diagnostics.append(
          Diagnostic(
            .missingKey, "the required field '\(field.id)' (\(field.label)) has no answer", at: origin.range(of: "id"),
            pointer: origin.pointer(to: "id"), suggestion: "give it in the --answers file", file: specPath))
      } else if let answer = AnswerParser.normalized(field.defaultAnswer) {
        let problems = AnswerParser.problems(with: answer, for: field)
        if problems.isEmpty {
          answers.append((field.id, answer))
        } else {
          for problem in problems {
            diagnostics.append(
              Diagnostic(
                .invalidValue, "field '\(field.id)': the default \(problem)", at: origin.range(of: "default"),
                pointer: origin.pointer(to: "default"), suggestion: "give a valid answer in the --answers file",
                file: specPath))
          }
        }
      }
    }
    guard let choiceIndex = prefill?.choice ?? plan.unattendedChoice else {
      diagnostics.append(
        Diagnostic(
          .missingKey, "the form has no default-style button to submit with", at: nil,
          suggestion: "name the button in the --answers file: \"\(FormResult.actionKey)\": \"<action>\"", file: specPath
        ))
      return (nil, diagnostics)
    }
    if diagnostics.hasErrors { return (nil, diagnostics) }
    let choice = plan.choices[choiceIndex]
    if choice.cancels { return (.cancelled(.cancelChoice(title: choice.title)), diagnostics) }
    // Naming a destructive button in the answers file is its confirmation.
    return (.submitted(FormResult(answers: answers, action: choice.action)), diagnostics)
  }
}
