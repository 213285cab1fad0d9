import TableGenForm
import TableGenOutput
import TableGenSpec

/// Recorded answers files replayed against a new version of a spec, as
/// `fill --answers FILE --no-input` replays one (`Prefill`, `UnattendedFill`):
/// a file that would lose or change data gets one `answers-not-replayed`
/// error, at its first problem, with a note for each. An answer carried over
/// by `renamedFrom` or `formerly` is kept, and so no loss; nor is a secure
/// field a recording leaves out, nor `spec-changed`, which a new version always is.
public struct AnswersReplay: Sendable {
  public let plan: FormPlan
  public let specPath: String
  let specDigest: String

  /// Replays against `plan`, the new version's form with its panes, read from `specPath` whose bytes are `specBytes`.
  public init(plan: FormPlan, specPath: String, specBytes: [UInt8]) {
    self.plan = plan
    self.specPath = specPath
    specDigest = SHA256.hexDigest(of: specBytes)
  }

  /// What replaying `file` does: its answers as the new form submits them (nil when it does not submit),
  /// and the `answers-not-replayed` error when data would be lost or changed.
  public func replay(_ file: SourceFile) -> (answers: FormResult?, problem: Diagnostic?) {
    let prefill = Prefill.load(file, plan: plan, specDigest: specDigest)
    // The file's own problems come back with the fill's, but for those of answers the conditions drop.
    var problems = prefill.hasFatalProblems ? prefill.diagnostics.filter(\.losesData) : []
    var result: FormResult?
    if !prefill.hasFatalProblems {
      let (outcome, found) = UnattendedFill.run(plan: plan, prefill: prefill, specPath: specPath)
      let unrecordedSecrets = prefill.recordedSpec == nil ? [] : secureFieldPointers(plan)
      problems += found.filter {
        $0.losesData && !($0.code == .missingKey && $0.file == specPath && unrecordedSecrets.contains($0.pointer))
      }
      if case .submitted(let submitted)? = outcome {
        result = submitted
        problems += changedAnswers(prefill, result: submitted, plan: plan)
      } else if problems.isEmpty, case .cancelled(let reason)? = outcome {
        problems.append(Diagnostic(.answersNotReplayed, reason.message, at: nil, file: file.path))
      }
    }
    // The file's own problems before the spec's, each once.
    problems.sort(by: Diagnostic.reportOrder)
    guard let first = problems.first(where: { $0.file == file.path }) ?? problems.first else { return (result, nil) }
    let notes = problems.map { Diagnostic.Note("\($0.message) [\($0.code.rawValue)]", at: $0.range, in: $0.file) }
    let problem = Diagnostic(
      .answersNotReplayed,
      "replayed against the new spec, these answers would lose or change data (\(problems.count) "
        + "problem\(problems.count == 1 ? "" : "s"))",
      at: first.file == file.path ? first.range : nil, pointer: first.file == file.path ? first.pointer : nil,
      suggestion: "declare renamed fields and options (renamedFrom, formerly), or record the answers again",
      notes: notes, file: file.path)
    return (result, problem)
  }

  /// The pointers of every secure field's `id`, where a required one with no answer is reported.
  private func secureFieldPointers(_ plan: FormPlan) -> Set<JSONPointer?> {
    Set(plan.questions.filter(\.field.isSecure).map { $0.field.common.origin.pointer(to: "id") })
  }

  /// An answer the file gives that the submitted answers hold otherwise, in the form and its panes.
  private func changedAnswers(_ prefill: Prefill, result: FormResult, plan: FormPlan) -> [Diagnostic] {
    var changed: [Diagnostic] = []
    for (index, value) in prefill.values.sorted(by: { $0.key < $1.key }) {
      guard case .answer(let given) = value, plan.questions.indices.contains(index) else { continue }
      let field = plan.questions[index].field
      let kept = result[field.id]
      guard kept != given, let origin = prefill.origin(of: index) else { continue }
      // An answer the conditions drop is said by its own warning.
      if kept == nil { continue }
      changed.append(
        Diagnostic(
          .answersNotReplayed, "field \(field.reference): the answer given is submitted as another value",
          at: origin.range, pointer: origin.pointer, file: origin.file))
    }
    for pane in plan.panes {
      guard let nested = prefill.panes[pane.id], let paneResult = result.panes.first(where: { $0.id == pane.id })
      else { continue }
      changed += changedAnswers(nested, result: paneResult.result, plan: pane.plan)
    }
    return changed
  }
}

extension Diagnostic {
  /// Whether the diagnostic of a replay says an answer is lost or changed, or that the answers do not submit:
  /// every error and warning but `spec-changed`, which a replay against a new version always gives.
  var losesData: Bool {
    severity >= .warning && code != .specChanged
  }
}
