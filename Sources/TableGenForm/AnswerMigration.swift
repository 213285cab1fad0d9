import TableGenOutput
import TableGenSpec

/// Answers written for an earlier version of the spec, carried over as the
/// spec declares (docs/evolution.md): an answer under an id a cell lists in
/// `renamedFrom` is that cell's, and an option value an option lists in
/// `formerly` is that option's. Each carried answer is said in a
/// `migrated-answer` note that names the old and the new.
enum AnswerMigration {
  /// The question whose cell lists `id` in `renamedFrom`, if one does.
  static func question(renamedFrom id: String, in plan: FormPlan) -> Int? {
    plan.questions.firstIndex { $0.field.common.renamedFrom.contains(id) }
  }

  /// `answer` with each old option value of a picker replaced by its value now,
  /// and the pairs replaced, old first.
  static func migrated(_ answer: Answer, for field: FormField) -> (
    answer: Answer, replaced: [(old: PickerCell.OptionValue, new: PickerCell.OptionValue)]
  ) {
    guard case .picker(let picker) = field.cell else { return (answer, []) }
    var replaced: [(old: PickerCell.OptionValue, new: PickerCell.OptionValue)] = []
    func current(_ value: PickerCell.OptionValue) -> PickerCell.OptionValue {
      guard !picker.isOption(value), let option = picker.options.first(where: { $0.formerly.contains(value) }) else {
        return value
      }
      replaced.append((value, option.value))
      return option.value
    }
    switch answer {
    case .option(let value): return (.option(current(value)), replaced)
    case .options(let values): return (.options(values.map(current)), replaced)
    case .text, .number, .bool: return (answer, [])
    }
  }

  /// The note that an answer written under `old` is read as the answer of `field`.
  static func renamedNote(old: String, field: FormField, at range: SourceRange, pointer: JSONPointer) -> Diagnostic {
    Diagnostic(
      .migratedAnswer, "the answer under '\(old)' is carried over to \(field.reference), its id now (renamedFrom)",
      at: range, pointer: pointer, severity: .info)
  }

  /// The note that an old option value was read as the value an option has now.
  static func optionNote(
    _ pair: (old: PickerCell.OptionValue, new: PickerCell.OptionValue), field: FormField, at range: SourceRange,
    pointer: JSONPointer
  ) -> Diagnostic {
    Diagnostic(
      .migratedAnswer,
      "field \(field.reference): the old option value \(QuotedValue.quote(pair.old)) is carried over to "
        + "\(QuotedValue.quote(pair.new)) (formerly)", at: range, pointer: pointer, severity: .info)
  }
}
