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
  /// Where the errors known so far start.
  private var errors = ErrorOffsets([])
  /// The child panes the spec's links lead to, in document order.
  private(set) var links: [SpecLink] = []
  /// The steps of the walk, kept while the document has aliases; nil otherwise.
  private var steps: [Step]?
  // MARK: - Translation checks
  /// The translatable strings of the sound cells walked, for the translation checks.
  private(set) var strings: [LocalizableString] = []

  private enum Step {
    case table(id: String?, origin: Origin)
    case section(Section)
    case cell(CellFindings, pointer: JSONPointer)
  }

  /// Whether each cell's translatable strings are kept: only for a spec that
  /// may declare a language, so that one without pays nothing for them.
  let keepsStrings: Bool

  init(context: ValidationContext, keepsStrings: Bool = true) {
    self.context = context
    self.keepsStrings = keepsStrings
  }

  /// Made ready for the walk of `document` and its `cellCount` cells, with the
  /// errors the loader found.
  func prepare(for document: Document, cellCount: Int, knownErrors: [Diagnostic]) {
    errors = ErrorOffsets(knownErrors)
    steps = document.hasAliasCopies ? [] : nil
    check.reserveIDs(cellCount)
  }

  func table(id: String?, origin: Origin) {
    if steps != nil { steps?.append(.table(id: id, origin: origin)) } else { check.table(id: id, origin: origin) }
  }

  func section(_ section: Section) {
    if steps != nil { steps?.append(.section(section)) } else { check.section(section) }
  }

  /// The table's source locale, read before its cells are walked. A translated
  /// string of a cell without the source's text is an error reported after the
  /// walk (`SpecDecoder.recordTranslations`), so the cell is judged by it here.
  var sourceLocale: String?

  /// A cell that decoded, with its own decoding problems (`ownDiagnostics`)
  /// and its translated strings (`texts`).
  func cell(
    _ findings: CellFindings, ownDiagnostics: ArraySlice<Diagnostic>, texts: ArraySlice<InlineText>,
    pointer: @autoclosure () -> JSONPointer
  ) {
    if let link = findings.link { links.append(link) }
    if steps != nil {
      steps?.append(.cell(findings, pointer: pointer()))
      return
    }
    guard Self.isSound(findings, errors: errors), Self.isSound(findings, errors: ErrorOffsets(ownDiagnostics))
    else { return }
    if let sourceLocale, texts.contains(where: { $0.lacksText(in: sourceLocale) }) { return }
    check.cell(findings, pointer: pointer())
    strings += findings.strings
  }

  /// Every semantic problem, once the walk is over and `diagnostics` holds every
  /// error found. `spec` is the table without its cells.
  func finish(_ spec: TableSpec, diagnostics: [Diagnostic], isComplete: Bool, hasEveryID: Bool) -> [Diagnostic] {
    if let steps {
      let errors = ErrorOffsets(diagnostics)
      check = TableCheck()
      for step in steps {
        switch step {
        case .table(let id, let origin): check.table(id: id, origin: origin)
        case .section(let section): check.section(section)
        case .cell(let findings, let pointer):
          if Self.isSound(findings, errors: errors) {
            check.cell(findings, pointer: pointer)
            strings += findings.strings
          }
        }
      }
    }
    return check.finish(
      origin: spec.origin, usesCellsShorthand: spec.usesCellsShorthand, checks: spec.checks, isComplete: isComplete,
      hasEveryID: hasEveryID)
  }

  /// Whether no error starts within the cell, ends included.
  private static func isSound(_ findings: CellFindings, errors: ErrorOffsets) -> Bool {
    !errors.hasError(from: Int(findings.start), through: Int(findings.end))
  }
}
