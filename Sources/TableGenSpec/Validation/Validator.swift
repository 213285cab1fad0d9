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

/// One family of semantic checks.
protocol ValidationRule: Sendable {
  func check(_ spec: TableSpec, in context: ValidationContext) -> [Diagnostic]
}

/// Checks that a structurally valid spec makes sense as a form: ids are unique,
/// defaults obey their fields' rules, ranges are ordered, links lead somewhere.
/// Every rule runs and every problem is returned.
public struct Validator: Sendable {
  private let rules: [any ValidationRule] = [
    StructureRules(), IDRules(), InputRules(), TextViewRules(), PickerRules(), SliderRules(), ButtonRules(),
    LinkRules(),
  ]

  public init() {}

  /// Every semantic problem of `spec`. `isComplete` is false when `spec` holds
  /// only the cells that decoded soundly: the whole-table checks that a missing
  /// cell could set off falsely (an empty section, an empty table) then keep quiet.
  public func validate(_ spec: TableSpec, in context: ValidationContext, isComplete: Bool = true) -> [Diagnostic] {
    let diagnostics = rules.flatMap { $0.check(spec, in: context) }
    guard !isComplete else { return diagnostics }
    return diagnostics.filter { $0.code != .emptySection && $0.code != .emptyTable }
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

/// Numbers in messages: `3`, not `3.0`.
package func formatNumber(_ value: Double) -> String {
  value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
