/// The shape of the table as a whole: empty sections, an empty table, and
/// height hints that contradict each other.
enum StructureRules {
  /// A cell's own layout hints.
  static func check(_ common: CellCommon, into diagnostics: inout [Diagnostic]) {
    guard common.autoHeight, common.height != nil else { return }
    diagnostics.append(
      common.origin.diagnostic(
        .heightIgnored, "'height' has no effect: 'autoHeight' sizes the row to its content", at: "height",
        suggestion: "remove 'height', or set 'autoHeight: false'"))
  }

  /// Empty sections and an empty table, from the counts in `state`: only sound
  /// when every cell is there. `origin` is the table's.
  static func checkWholeTable(
    _ state: TableState, origin: Origin, usesCellsShorthand: Bool, into diagnostics: inout [Diagnostic]
  ) {
    if state.cellCount == 0, !state.hasRowRecipe {
      // Sections with headers or footers and no cells are a page of text (a Settings.bundle's licence pane).
      if state.emptySections.contains(where: { $0.header != nil || $0.footer != nil }) { return }
      let path = usesCellsShorthand ? "cells" : "sections"
      diagnostics.append(
        origin.diagnostic(
          .emptyTable, "the table has no cells at all", at: origin.has(path) ? path : nil,
          suggestion: "add cells, or delete the spec"))
      return
    }
    guard !usesCellsShorthand else { return }
    for section in state.emptySections {
      let name = section.header.map { "the section '\($0)'" } ?? "this section"
      diagnostics.append(section.origin.diagnostic(.emptySection, "\(name) has no cells", at: "cells"))
    }
  }
}
