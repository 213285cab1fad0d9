import TableGenForm
import TableGenOutput
import TableGenSpec

/// Runs the cases of one tests file against its spec's form, each through
/// `UnattendedFill` (what `fill --answers … --no-input` runs), and says every
/// expectation that does not hold as a `scenario-failed` error at the
/// expectation in the tests file, naming the condition that decided it.
public struct ScenarioRunner: Sendable {
  public let plan: FormPlan
  /// The spec's path as reports name it; conditions are said at places in it.
  public let specPath: String
  /// The tests file's path as reports name it.
  public let testsPath: String

  public init(plan: FormPlan, specPath: String, testsPath: String) {
    self.plan = plan
    self.specPath = specPath
    self.testsPath = testsPath
  }

  /// The problems of one case: its tests file's (an unknown id, a bad answer's
  /// shape) and its failures. Empty when the case passes.
  public func run(_ scenario: ScenarioCase) -> [Diagnostic] {
    var problems = unknownIDs(in: scenario)
    var prefill: Prefill?
    if let answers = scenario.answers {
      let read = Prefill.read(answers, path: testsPath, base: scenario.pointer.appending("answers"), plan: plan)
      if read.hasFatalProblems {
        problems += read.diagnostics.filter { $0.severity == .error }
      }
      prefill = read
    }
    var setProblems: [Diagnostic] = []
    if !scenario.assignments.isEmpty {
      var replay = prefill ?? Prefill()
      replay.path = testsPath
      for assignment in scenario.assignments {
        let pointer = scenario.pointer.appending("set").appending(assignment.id)
        let found = replay.assign(["\(assignment.id)=\(assignment.text)"], plan: plan).map { problem in
          var positioned = problem
          positioned.file = testsPath
          positioned.range = assignment.range
          positioned.pointer = pointer
          return positioned
        }
        // An id that is no field's is the tests file's problem; a value the field refuses is the run's.
        problems += found.filter { $0.code == .unknownKey }
        setProblems += found.filter { $0.code != .unknownKey }
        // Said at the value in the tests file, as an answer in `answers` is.
        if let index = plan.questionIndex(id: assignment.id), replay.assigned[index] != nil {
          replay.assigned[index] = nil
          replay.locations[index] = Prefill.Location(range: assignment.range, pointer: pointer)
        }
      }
      prefill = replay
    }
    if problems.hasErrors { return problems }

    let run = UnattendedFill.fill(plan: plan, prefill: prefill, specPath: specPath)
    var judged = ScenarioRun(
      plan: plan, scenario: scenario, specPath: specPath, testsPath: testsPath, decision: run.decision,
      outcome: run.outcome, diagnostics: setProblems + run.diagnostics, prefill: prefill)
    if setProblems.hasErrors { judged.outcome = nil }
    return scenario.expectations.flatMap(judged.failures)
  }

  /// An id named in an expectation that is no field of the form, with a "did you mean".
  private func unknownIDs(in scenario: ScenarioCase) -> [Diagnostic] {
    let ids = plan.questions.map(\.field.id)
    var problems: [Diagnostic] = []
    for expectation in scenario.expectations {
      guard case .fields(_, let fields) = expectation.kind else { continue }
      for field in fields where plan.questionIndex(id: field.id) == nil {
        problems.append(
          Diagnostic(
            .unknownKey, "'\(field.id)' is not a field of the form", at: field.range, pointer: field.pointer,
            suggestion: Suggestion.hint(for: field.id, among: ids, noun: "fields"), file: testsPath))
      }
    }
    return problems
  }
}
