/// The shape of the table as a whole: empty sections, an empty table, and
/// height hints that contradict each other.
struct StructureRules: ValidationRule {
  func check(_ spec: TableSpec, in context: ValidationContext) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    if spec.sections.allSatisfy(\.cells.isEmpty) {
      let path = spec.usesCellsShorthand ? "cells" : "sections"
      diagnostics.append(
        spec.origin.diagnostic(
          .emptyTable, "the table has no cells at all", at: spec.origin.has(path) ? path : nil,
          suggestion: "add cells, or delete the spec"))
    } else {
      for section in spec.sections where section.cells.isEmpty && !spec.usesCellsShorthand {
        let name = section.header.map { "the section '\($0)'" } ?? "this section"
        diagnostics.append(section.origin.diagnostic(.emptySection, "\(name) has no cells", at: "cells"))
      }
    }
    for cell in spec.cells {
      let common = cell.common
      if common.autoHeight, common.height != nil {
        diagnostics.append(
          common.origin.diagnostic(
            .heightIgnored, "'height' has no effect: 'autoHeight' sizes the row to its content", at: "height",
            suggestion: "remove 'height', or set 'autoHeight: false'"))
      }
    }
    return diagnostics
  }
}
