/// What the semantic checks need from outside the spec.
public struct ValidationContext: Sendable {
  /// The folder relative link targets are resolved from: the spec's own folder.
  public var baseDirectory: String
  /// Whether a file exists; replaceable in tests.
  public var fileExists: @Sendable (String) -> Bool

  public init(baseDirectory: String, fileExists: @escaping @Sendable (String) -> Bool = SpecFileReader.isFile) {
    self.baseDirectory = baseDirectory
    self.fileExists = fileExists
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
  /// table, a form that cannot be submitted.
  public func validate(_ spec: TableSpec, in context: ValidationContext, isComplete: Bool = true) -> [Diagnostic] {
    var check = TableCheck(context: context)
    check.table(spec)
    for section in spec.sections {
      check.section(section)
      for cell in section.cells { check.cell(cell) }
    }
    return check.finish(spec, isComplete: isComplete)
  }
}

/// The checks of one table, fed in document order: the table, then each
/// section and its cells. Each cell is checked when it is fed; what the
/// cross-cell checks need is kept in a small `TableState`.
struct TableCheck {
  private(set) var diagnostics: [Diagnostic] = []
  private var state = TableState()
  private let context: ValidationContext

  init(context: ValidationContext) {
    self.context = context
  }

  /// The table's own checks: its id.
  mutating func table(_ spec: TableSpec) {
    IDRules.see(spec.id, spec.origin, in: &state, into: &diagnostics)
  }

  /// A section's own checks: its id.
  mutating func section(_ section: Section) {
    IDRules.see(section.id, section.origin, in: &state, into: &diagnostics)
  }

  /// Every check of one cell.
  mutating func cell(_ cell: Cell) {
    let common = cell.common
    IDRules.see(common.id, common.origin, in: &state, into: &diagnostics)
    StructureRules.check(common, into: &diagnostics)
    if cell.takesAnswer { state.fieldCount += 1 }
    switch cell {
    case .input(let input): InputRules.check(input, into: &diagnostics)
    case .textView(let textView): TextViewRules.check(textView, into: &diagnostics)
    case .picker(let picker): PickerRules.check(picker, into: &diagnostics)
    case .slider(let slider): SliderRules.check(slider, into: &diagnostics)
    case .button(let button): ButtonRules.check(button, in: &state, into: &diagnostics)
    case .link(let link): LinkRules.check(link, in: context, into: &diagnostics)
    case .switch, .value, .note: break
    }
  }

  /// The whole-table checks, when every cell was fed (`isComplete`), and all
  /// the problems found.
  mutating func finish(_ spec: TableSpec, isComplete: Bool) -> [Diagnostic] {
    if isComplete {
      StructureRules.checkWholeTable(spec, into: &diagnostics)
      ButtonRules.checkSubmission(state, into: &diagnostics)
    }
    return diagnostics
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
