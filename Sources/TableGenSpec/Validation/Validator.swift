/// What the semantic checks need from outside the spec.
public struct ValidationContext: Sendable {
  /// The folder relative link targets are resolved from: the spec's own folder.
  public var baseDirectory: String
  /// Why a file the spec names may not be read, nil when it may; replaceable in tests.
  public var fileProblem: @Sendable (SpecRelativeFile) -> SpecRelativeFile.Problem?

  public init(
    baseDirectory: String,
    fileProblem: @escaping @Sendable (SpecRelativeFile) -> SpecRelativeFile.Problem? = { $0.problem() }
  ) {
    self.baseDirectory = baseDirectory
    self.fileProblem = fileProblem
  }

  /// The context for a spec read from `path`: its folder, or the working folder.
  public static func forSpec(at path: String) -> ValidationContext {
    guard let slash = path.lastIndex(of: "/") else { return ValidationContext(baseDirectory: ".") }
    let folder = String(path[..<slash])
    return ValidationContext(baseDirectory: folder.isEmpty ? "/" : folder)
  }
}

/// Checks that a structurally valid spec makes sense as a form: ids are unique,
/// defaults obey their fields' rules, ranges are ordered, links lead somewhere.
/// Every problem is returned.
public struct Validator: Sendable {
  public init() {}

  /// The semantic problems of `spec`, in one pass over its cells.
  ///
  /// `isComplete: false` says that some cells failed to decode and are missing
  /// from `spec`. The checks of each cell that is there still run, but not the
  /// whole-table checks a missing cell could make false: an empty section or
  /// table, a form that cannot be submitted. `hasEveryID` (by default
  /// `isComplete`) says that no missing cell can hold an id, so that a
  /// reference to an id that is nowhere is still reported (`unknown-reference`).
  public func validate(
    _ spec: TableSpec, in context: ValidationContext, isComplete: Bool = true, hasEveryID: Bool? = nil
  ) -> [Diagnostic] {
    var check = TableCheck()
    check.table(id: spec.id, origin: spec.origin)
    for section in spec.sections {
      check.section(section)
      for cell in section.cells {
        // The translation checks read the whole model's strings (SpecLoader), not the findings'.
        check.cell(CellFindings(cell, in: context, keepsStrings: false), pointer: cell.common.origin.pointer)
      }
    }
    return check.finish(
      origin: spec.origin, usesCellsShorthand: spec.usesCellsShorthand, checks: spec.checks, isComplete: isComplete,
      hasEveryID: hasEveryID ?? isComplete)
  }
}

/// The checks of one table, fed in document order: the table, then each
/// section and the findings of its cells (`CellFindings`, each cell's own
/// checks). What the cross-cell checks need is kept in a small `TableState`,
/// so the cells themselves need not be kept.
struct TableCheck {
  private(set) var diagnostics: [Diagnostic] = []
  private var state = TableState()

  /// Room for `count` ids, so that the table of ids is not grown (and copied) on the way.
  mutating func reserveIDs(_ count: Int) {
    state.firstUse.reserveCapacity(count)
  }

  /// The table's own checks: its id.
  mutating func table(id: String?, origin: Origin) {
    if IDRules.see(id, origin, owner: .table, in: &state, into: &diagnostics) {
      ConditionRules.resolve(id, in: &state, into: &diagnostics)
    }
  }

  /// A section's own checks: its id and its `visibleIf`. Its cells follow;
  /// `section.cells` is not read. Its `checks` run once its cells have gone by.
  mutating func section(_ section: Section) {
    closeSection()
    if IDRules.see(section.id, section.origin, owner: .section, in: &state, into: &diagnostics) {
      ConditionRules.resolve(section.id, in: &state, into: &diagnostics)
    }
    ConditionRules.check(section, in: &state, into: &diagnostics)
    state.openSection = (section, 0)
  }

  /// The cross-cell checks of one cell, then its own findings. `pointer` is
  /// the cell's, for a duplicate id.
  mutating func cell(_ findings: CellFindings, pointer: @autoclosure () -> JSONPointer) {
    let isFirstUse = IDRules.see(
      findings.id, IDFacts(findings), pointer: pointer().appending("id"), in: &state, into: &diagnostics)
    if isFirstUse { ConditionRules.resolve(findings.id, in: &state, into: &diagnostics) }
    StorageKeyRules.see(findings, pointer: pointer(), in: &state, into: &diagnostics)
    diagnostics += findings.diagnostics
    ConditionRules.check(findings, pointer: pointer, in: &state, into: &diagnostics)
    if findings.takesAnswer { state.fieldCount += 1 }
    ButtonRules.see(findings, in: &state, into: &diagnostics)
    state.cellCount += 1
    state.openSection?.cellCount += 1
  }

  /// The whole-table checks, when every cell was fed (`isComplete`), and all
  /// the problems found. `origin` is the table's; `checks` are the table's
  /// cross-field checks, which may read every cell. `hasEveryID` says that
  /// the cells missing, if any, hold no id (their errors lie elsewhere).
  mutating func finish(
    origin: Origin, usesCellsShorthand: Bool, checks: [Check], isComplete: Bool, hasEveryID: Bool
  ) -> [Diagnostic] {
    closeSection()
    ConditionRules.check(checks, in: &state, into: &diagnostics)
    ConditionRules.finish(state, hasEveryID: hasEveryID, into: &diagnostics)
    if isComplete {
      StructureRules.checkWholeTable(
        state, origin: origin, usesCellsShorthand: usesCellsShorthand, into: &diagnostics)
      ButtonRules.checkSubmission(state, into: &diagnostics)
    }
    return diagnostics
  }

  private mutating func closeSection() {
    if let open = state.openSection {
      // A rows section that comes out empty has its own warning (empty-rows), and is not "empty".
      if open.section.rows != nil { state.hasRowRecipe = true }
      if open.cellCount == 0, open.section.rows == nil { state.emptySections.append(open.section) }
      ConditionRules.check(
        open.section.checks, advice: ConditionRules.sectionCheckAdvice, in: &state, into: &diagnostics)
    }
    state.openSection = nil
    state.openSectionNeverShown = nil
  }
}

extension Origin {
  /// A diagnostic about the value at `path` (or the whole element when it was not written).
  func diagnostic(
    _ code: DiagnosticCode, _ message: String, at path: String? = nil, suggestion: String? = nil,
    notes: [Diagnostic.Note] = []
  ) -> Diagnostic {
    Diagnostic(
      code, message, at: path.map { range(of: $0) } ?? range,
      pointer: path.map { pointer(to: $0) } ?? pointer, suggestion: suggestion, notes: notes)
  }
}
