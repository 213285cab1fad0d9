/// The checks of a spec whose cells are not kept (`SpecLoader.check`): each
/// cell's own checks run as its mapping closes (`CellFindings`), and the
/// decoder's walk then feeds the table, its sections and the findings to a
/// `TableCheck` in document order, so that the report is exactly the one of
/// `Validator` over the whole model.
///
/// Only a sound cell is checked: one where no error starts. The errors the walk
/// can still add lie in the table's and the sections' own keys, never inside a
/// cell, unless an alias repeats a section or a cell elsewhere. A document with
/// aliases therefore has its steps recorded, and replayed when every error is known.
final class StreamingCheck {
  let context: ValidationContext
  private var check = TableCheck()
  /// The start offsets of the errors known so far, sorted.
  private var errorOffsets: [Int32] = []
  /// The steps of the walk, kept while the document has aliases; nil otherwise.
  private var steps: [Step]?

  private enum Step {
    case table(id: String?, origin: Origin)
    case section(Section)
    case cell(CellFindings, pointer: JSONPointer)
  }

  init(context: ValidationContext) {
    self.context = context
  }

  /// Made ready for the walk of `document` and its `cellCount` cells, with the
  /// errors the loader found.
  func prepare(for document: Document, cellCount: Int, knownErrors: [Diagnostic]) {
    errorOffsets = Self.errorOffsets(of: knownErrors)
    steps = document.hasAliasCopies ? [] : nil
    check.reserveIDs(cellCount)
  }

  func table(id: String?, origin: Origin) {
    if steps != nil { steps?.append(.table(id: id, origin: origin)) } else { check.table(id: id, origin: origin) }
  }

  func section(_ section: Section) {
    if steps != nil { steps?.append(.section(section)) } else { check.section(section) }
  }

  /// A cell that decoded, with its own decoding problems (`ownDiagnostics`).
  func cell(_ findings: CellFindings, ownDiagnostics: ArraySlice<Diagnostic>, pointer: @autoclosure () -> JSONPointer) {
    if steps != nil {
      steps?.append(.cell(findings, pointer: pointer()))
      return
    }
    guard Self.isSound(findings, errorOffsets: errorOffsets),
      !ownDiagnostics.contains(where: { $0.severity == .error && findings.contains($0.range?.start.offset) })
    else { return }
    check.cell(findings, pointer: pointer())
  }

  /// Every semantic problem, once the walk is over and `diagnostics` holds every
  /// error found. `spec` is the table without its cells.
  func finish(_ spec: TableSpec, diagnostics: [Diagnostic], isComplete: Bool) -> [Diagnostic] {
    if let steps {
      let errorOffsets = Self.errorOffsets(of: diagnostics)
      check = TableCheck()
      for step in steps {
        switch step {
        case .table(let id, let origin): check.table(id: id, origin: origin)
        case .section(let section): check.section(section)
        case .cell(let findings, let pointer):
          if Self.isSound(findings, errorOffsets: errorOffsets) { check.cell(findings, pointer: pointer) }
        }
      }
    }
    return check.finish(origin: spec.origin, usesCellsShorthand: spec.usesCellsShorthand, isComplete: isComplete)
  }

  private static func errorOffsets(of diagnostics: [Diagnostic]) -> [Int32] {
    diagnostics.compactMap { $0.severity == .error ? $0.range.map { Int32(truncatingIfNeeded: $0.start.offset) } : nil }
      .sorted()
  }

  /// Whether no error starts within the cell, ends included (as `TableSpec.keepingCells` judges).
  private static func isSound(_ findings: CellFindings, errorOffsets: [Int32]) -> Bool {
    var low = 0
    var high = errorOffsets.count
    while low < high {
      let middle = (low + high) / 2
      if errorOffsets[middle] < findings.start { low = middle + 1 } else { high = middle }
    }
    return low == errorOffsets.count || errorOffsets[low] > findings.end
  }
}

extension CellFindings {
  /// Whether `offset` lies within the cell, ends included.
  fileprivate func contains(_ offset: Int?) -> Bool {
    guard let offset else { return false }
    return Int(start) <= offset && offset <= Int(end)
  }
}
