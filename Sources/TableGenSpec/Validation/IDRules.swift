/// Ids name answers and actions, so each one is unique across the whole table:
/// the table's own id, section ids and cell ids share one namespace.
struct IDRules: ValidationRule {
  func check(_ spec: TableSpec, in context: ValidationContext) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var first: [String: Origin] = [:]
    func see(_ id: String?, _ origin: Origin) {
      guard let id else { return }
      if let earlier = first[id] {
        diagnostics.append(
          origin.diagnostic(
            .duplicateID, "the id '\(id)' is already used", at: "id",
            suggestion: "give each cell, section and the table an id of its own",
            notes: [Diagnostic.Note("'\(id)' is first used here", at: earlier.range(of: "id"))]))
      } else {
        first[id] = origin
      }
    }
    see(spec.id, spec.origin)
    for section in spec.sections {
      see(section.id, section.origin)
      for cell in section.cells { see(cell.common.id, cell.common.origin) }
    }
    return diagnostics
  }
}
