import TableGenRender
import TableGenSpec

extension ValidateCommand.Format {
  /// Writes `report` as `validate`, `test` and `breaking` do: text through
  /// `printer` on standard error (ending with `summary` when given), and the
  /// machine formats on standard output.
  func write(_ report: ValidationReport, printer: DiagnosticPrinter, summary: String? = nil) throws {
    switch self {
    case .text: printer.print(report, summary: summary)
    case .json: try Console.writeData(JSONReportFormatter().format(report), printer: printer)
    case .github:
      try Console.writeData(
        GitHubReportFormatter(workingDirectory: Console.currentDirectory()).format(report), printer: printer)
    case .sarif:
      try Console.writeData(
        SARIFReportFormatter(workingDirectory: Console.currentDirectory()).format(report), printer: printer)
    }
  }
}
