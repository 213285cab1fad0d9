/// The checks of the keys that declare how a spec evolved (docs/evolution.md):
/// an old id or an old value must not still be a live one, or an answer
/// written under it would be carried over to another field or option.
enum EvolutionRules {
  /// The `renamedFrom` ids of the cell `common` describes, with where each was written.
  static func formerIDs(of common: CellCommon) -> [CellFindings.FormerID] {
    common.renamedFromPaths.map { id, path in
      CellFindings.FormerID(
        id: id, span: CellFindings.Span(common.origin.range(of: path)), pointer: common.origin.pointer(to: path))
    }
  }

  /// A `renamed-from-live-id` error for each `renamedFrom` id that the table, a section or a cell still has,
  /// and for an old id two cells both claim.
  static func checkFormerIDs(_ state: TableState, into diagnostics: inout [Diagnostic]) {
    var claimed: [String: CellFindings.FormerID] = [:]
    for former in state.formerIDs {
      if let live = state.firstUse[former.id] {
        diagnostics.append(
          Diagnostic(
            .renamedFromLiveID, "renamedFrom names '\(former.id)', an id the spec still has",
            at: former.span.range, pointer: former.pointer,
            suggestion: "an old answer under '\(former.id)' belongs to that id: remove it from renamedFrom",
            notes: [Diagnostic.Note("'\(former.id)' is used here", at: live.span.range)]))
      } else if let earlier = claimed[former.id] {
        diagnostics.append(
          Diagnostic(
            .renamedFromLiveID, "renamedFrom names '\(former.id)', which another cell's renamedFrom already names",
            at: former.span.range, pointer: former.pointer,
            suggestion: "an old answer can carry over to one field only: keep '\(former.id)' on one cell",
            notes: [Diagnostic.Note("first named here", at: earlier.span.range)]))
      } else {
        claimed[former.id] = former
      }
    }
  }

  /// A `formerly-live-value` error for each old value of an option that an option of `picker` still has,
  /// and for an old value two options both claim.
  static func checkFormerly(_ picker: PickerCell, into diagnostics: inout [Diagnostic]) {
    var claimed: [PickerCell.OptionValue: PickerCell.Option] = [:]
    // By value, not searched for each old value: a picker may have many thousands of options.
    var liveOptions: [PickerCell.OptionValue: PickerCell.Option] = [:]
    for option in picker.options where liveOptions[option.value] == nil { liveOptions[option.value] = option }
    for (index, option) in picker.options.enumerated() where !option.formerly.isEmpty {
      let pointer = picker.common.origin.pointer(to: "options/\(index)/formerly")
      for value in option.formerly {
        let quoted = QuotedValue.quote(value)
        if let live = liveOptions[value] {
          diagnostics.append(
            Diagnostic(
              .formerlyLiveValue, "formerly names \(quoted), a value an option still has",
              at: option.range, pointer: pointer,
              suggestion: "an old answer \(quoted) keeps meaning that option: remove it from formerly",
              notes: [Diagnostic.Note("the option with the value \(quoted)", at: live.range)]))
        } else if let earlier = claimed[value] {
          diagnostics.append(
            Diagnostic(
              .formerlyLiveValue, "formerly names \(quoted) again: an option of this picker already claims it",
              at: option.range, pointer: pointer,
              suggestion: "an old answer can carry over to one option only: keep \(quoted) on one option",
              notes: [Diagnostic.Note("first named by this option", at: earlier.range)]))
        } else {
          claimed[value] = option
        }
      }
    }
  }
}
