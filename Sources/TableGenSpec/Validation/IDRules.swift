/// Ids name answers and actions, so each one is unique across the whole table:
/// the table's own id, section ids and cell ids share one namespace.
enum IDRules {
  /// Sees the id written at `span`; `pointer` (the pointer to the `id` value)
  /// is built only for a duplicate.
  static func see(
    _ id: String?, at span: CellFindings.Span, pointer: @autoclosure () -> JSONPointer, in state: inout TableState,
    into diagnostics: inout [Diagnostic]
  ) {
    guard let id else { return }
    if let earlier = state.firstUse[id] {
      diagnostics.append(
        Diagnostic(
          .duplicateID, "the id '\(id)' is already used", at: span.range, pointer: pointer(),
          suggestion: "give each cell, section and the table an id of its own",
          notes: [Diagnostic.Note("'\(id)' is first used here", at: earlier.range)]))
    } else {
      state.firstUse[id] = span
    }
  }

  /// Sees the id of the table or a section, read into `origin`.
  static func see(_ id: String?, _ origin: Origin, in state: inout TableState, into diagnostics: inout [Diagnostic]) {
    guard let id else { return }
    see(
      id, at: CellFindings.Span(origin.range(of: "id")), pointer: origin.pointer(to: "id"), in: &state,
      into: &diagnostics)
  }
}
