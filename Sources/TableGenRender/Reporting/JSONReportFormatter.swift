import TableGenOutput
import TableGenSpec

/// A report as one JSON document, for scripts and editors. Its shape is
/// published as `Schemas/tablegen-diagnostics.schema.json`:
///
///     {
///       "version": 1,
///       "tool": {"name": "tablegen", "version": "0.2.0-dev"},
///       "summary": {"files": 2, "errors": 1, "warnings": 1, "infos": 0},
///       "files": [{"path": "a.yaml", "errors": 1, "warnings": 0}, …],
///       "diagnostics": [{"file": "a.yaml", "severity": "error", "code": "unknown-key",
///                        "class": "structure", "message": "…", "line": 3, "column": 5, …}]
///     }
///
/// Positions are those of `SourceLocation`: 1-based lines, columns counting Unicode
/// scalars, 0-based byte offsets, and an exclusive end. A diagnostic about a whole
/// file (such as an unreadable one) has `null` for every position.
public struct JSONReportFormatter: ReportFormatter {
  /// The version of the document's shape; it changes only when a consumer could break.
  public static let formatVersion = 1

  public init() {}

  /// The report as pretty-printed JSON, ending with a newline.
  public func format(_ report: ValidationReport) -> String {
    JSONWriter.write(document(for: report))
  }

  /// The report as a JSON value.
  func document(for report: ValidationReport) -> JSONValue {
    .object([
      ("version", .integer(Self.formatVersion)),
      ("tool", .object([("name", .string("tablegen")), ("version", .string(TableGenVersion.current))])),
      (
        "summary",
        .object([
          ("files", .integer(report.files.count)),
          ("errors", .integer(report.errorCount)),
          ("warnings", .integer(report.warningCount)),
          ("infos", .integer(report.infoCount)),
        ])
      ),
      ("files", .array(report.files.map(fileSummary))),
      (
        "diagnostics",
        .array(
          report.files.flatMap { file in
            file.diagnostics.map { diagnosticValue($0, path: file.path) }
          })
      ),
      // MARK: - Translation checks
      ("coverage", .array(report.files.flatMap { file in file.coverage.map { coverageValue($0, path: file.path) } })),
      ("baseline", report.baseline.map(baselineValue) ?? .null),
    ])
  }

  // MARK: - Translation checks
  private func coverageValue(_ coverage: LocaleCoverage, path: String) -> JSONValue {
    .object([
      ("file", .string(path)),
      ("locale", .string(coverage.locale)),
      ("translated", .integer(coverage.translated)),
      ("total", .integer(coverage.total)),
      ("missing", .integer(coverage.missing)),
      ("percent", .integer(coverage.percent)),
    ])
  }

  private func baselineValue(_ outcome: Baseline.Outcome) -> JSONValue {
    .object([
      ("path", .string(outcome.path)),
      ("baselined", .integer(outcome.baselined)),
      (
        "gone",
        .array(
          outcome.gone.map { entry in
            var fields: [(String, JSONValue)] = [
              ("file", .string(entry.file)), ("code", .string(entry.code)), ("locale", .string(entry.locale)),
              ("pointer", .string(entry.pointer)),
            ]
            if let key = entry.key { fields.append(("key", .string(key))) }
            return .object(fields)
          })
      ),
    ])
  }

  private func fileSummary(_ file: ValidationReport.FileResult) -> JSONValue {
    .object([
      ("path", .string(file.path)),
      ("errors", .integer(file.diagnostics.count(of: .error))),
      ("warnings", .integer(file.diagnostics.count(of: .warning))),
    ])
  }

  private func diagnosticValue(_ diagnostic: Diagnostic, path: String) -> JSONValue {
    let range = diagnostic.range
    return .object([
      ("file", .string(diagnostic.file ?? path)),
      ("severity", .string(diagnostic.severity.rawValue)),
      ("code", .string(diagnostic.code.rawValue)),
      ("class", .string(diagnostic.code.category.rawValue)),
      ("message", .string(diagnostic.message)),
      ("line", Self.number(range?.start.line)),
      ("column", Self.number(range?.start.column)),
      ("endLine", Self.number(range?.end.line)),
      ("endColumn", Self.number(range?.end.column)),
      ("offset", Self.number(range?.start.offset)),
      ("endOffset", Self.number(range?.end.offset)),
      ("pointer", .string(diagnostic.pointer?.description)),
      ("suggestion", .string(diagnostic.suggestion)),
      ("notes", .array(diagnostic.notes.map(noteValue))),
    ])
  }

  private func noteValue(_ note: Diagnostic.Note) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("message", .string(note.message)),
      ("line", Self.number(note.range?.start.line)),
      ("column", Self.number(note.range?.start.column)),
    ]
    // A note in another file than its diagnostic's (the spec under a catalog's problem, a data file).
    if let file = note.file { fields.append(("file", .string(file))) }
    return .object(fields)
  }

  /// An optional integer, `null` when absent.
  private static func number(_ value: Int?) -> JSONValue {
    value.map(JSONValue.integer) ?? .null
  }
}
