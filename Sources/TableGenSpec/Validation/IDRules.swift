/// Ids name answers and actions, so each one is unique across the whole table:
/// the table's own id, section ids and cell ids share one namespace.
enum IDRules {
  /// Sees the id whose facts (`facts.span`, where it was written) are
  /// `facts`; `pointer` (the pointer to the `id` value) is built only for a
  /// duplicate. Returns whether this is the id's first use.
  @discardableResult
  static func see(
    _ id: String?, _ facts: IDFacts, pointer: @autoclosure () -> JSONPointer, in state: inout TableState,
    into diagnostics: inout [Diagnostic]
  ) -> Bool {
    guard let id else { return false }
    let span = facts.span
    if let earlier = state.firstUse[id] {
      diagnostics.append(
        Diagnostic(
          .duplicateID, "the id '\(id)' is already used", at: span.range, pointer: pointer(),
          suggestion: "give each cell, section and the table an id of its own",
          notes: [Diagnostic.Note("'\(id)' is first used here", at: earlier.span.range)]))
      return false
    }
    state.firstUse[id] = facts
    return true
  }

  /// Sees the id of the table or a section (`owner`), read into `origin`.
  /// Returns whether this is the id's first use.
  @discardableResult
  static func see(
    _ id: String?, _ origin: Origin, owner: IDFacts.Owner, in state: inout TableState,
    into diagnostics: inout [Diagnostic]
  ) -> Bool {
    guard let id else { return false }
    return see(
      id, IDFacts(CellFindings.Span(origin.range(of: "id")), owner: owner), pointer: origin.pointer(to: "id"),
      in: &state, into: &diagnostics)
  }
}
