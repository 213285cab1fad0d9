import ArgumentParser
import TableGenForm
import TableGenOutput

extension FillCommand {
  /// Refuses `--record FILE` when FILE is the `--answers` file and that file
  /// holds an answer to a secure field: the recording leaves secure answers
  /// out, so writing it there would lose them (docs/fill.md, "Replaying answers").
  /// `--include-secure` keeps them, and so may write there.
  static func refuseRecordOverSecureAnswers(
    _ options: FillOptions, prefill: Prefill?, plan: FormPlan, printer: DiagnosticPrinter
  ) throws {
    guard let record = options.record, let answers = options.answers, !options.includeSecure, let prefill,
      OutputPaths.leadToSameFile(record, answers), let secure = prefill.secureAnswerFromFile(plan: plan)
    else { return }
    printer.print(
      message: "--record names the --answers file '\(TerminalText.escape(answers))', which holds the secure field "
        + "'\(TerminalText.escape(secure))': a recording leaves secure answers out, so it would be lost; "
        + "record to another file, or add --include-secure")
    throw ExitCode(FillExit.usage)
  }
}

extension Prefill {
  /// The id of a secure field that the answers file (not `--set`) answers, in
  /// this form or one of its panes; nil when there is none.
  func secureAnswerFromFile(plan: FormPlan) -> String? {
    for (index, _) in values.sorted(by: { $0.key < $1.key }) where assigned[index] == nil {
      guard plan.questions.indices.contains(index) else { continue }
      let field = plan.questions[index].field
      if field.isSecure { return field.id }
    }
    for pane in plan.panes {
      if let id = panes[pane.id]?.secureAnswerFromFile(plan: pane.plan) { return id }
    }
    return nil
  }
}
