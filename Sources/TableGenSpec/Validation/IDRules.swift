/// Ids name answers and actions, so each one is unique across the whole table:
/// the table's own id, section ids and cell ids share one namespace.
enum IDRules {
  static func see(_ id: String?, _ origin: Origin, in state: inout TableState, into diagnostics: inout [Diagnostic]) {
    guard let id else { return }
    if let earlier = state.firstUse[id] {
      diagnostics.append(
        origin.diagnostic(
          .duplicateID, "the id '\(id)' is already used", at: "id",
          suggestion: "give each cell, section and the table an id of its own",
          notes: [Diagnostic.Note("'\(id)' is first used here", at: earlier.range(of: "id"))]))
    } else {
      state.firstUse[id] = origin
    }
  }
}
