import TableGenOutput
import TableGenRender
import TableGenSpec

/// The one place the CLI prints diagnostics: on standard error, as text with the
/// source line and a caret, coloured only as `--color` allows (`auto`: a
/// terminal, no NO_COLOR, TERM not dumb).
struct DiagnosticPrinter {
  private let reporter: TextReporter

  init(color: ColorChoice) {
    let style = TerminalStyle(enabled: color.isEnabled(forTerminal: Console.standardErrorIsTerminal))
    reporter = TextReporter(style: style)
  }

  /// Prints `diagnostics`, each with its line from `source` when one is given.
  func print(_ diagnostics: [Diagnostic], source: SourceFile?) {
    Console.writeError(text(of: diagnostics, source: { _ in source }))
  }

  /// Prints `diagnostics`, each with its line from the one of `sources` it names
  /// (none from a file that may hold secrets, such as an answers file).
  func print(_ diagnostics: [Diagnostic], sources: [SourceFile]) {
    Console.writeError(text(of: diagnostics) { diagnostic in sources.first { $0.path == diagnostic.file } })
  }

  /// Prints every diagnostic of a validation run, file by file, then the summary line
  /// (`summary` when given: `tablegen test` counts cases, not files).
  func print(_ report: ValidationReport, summary: String? = nil) {
    var output = ""
    for file in report.files {
      output += text(of: file.diagnostics, source: { _ in file.source })
    }
    // Translation coverage and what a baseline accepted.
    for file in report.files { output += TextReporter.coverage(path: file.path, file.coverage) }
    if let baseline = report.baseline { output += TextReporter.baseline(baseline) }
    output += (summary ?? TextReporter.summary(files: report.files.count, diagnostics: report.diagnostics)) + "\n"
    Console.writeError(output)
  }

  /// The most diagnostics of one spec that `render` prints: it uses the spec,
  /// and `validate` is where every problem is listed.
  static let renderLimit = 20

  /// Prints the diagnostics of a spec that a command uses rather than checks
  /// (`render`): every error, warnings and notes up to ``renderLimit`` in all,
  /// then one line that says how many more there are and that `validate`
  /// lists them. `leftOut` are the ones the loader's cap left out already.
  func printShortened(_ diagnostics: [Diagnostic], leftOut: Int, source: SourceFile?) {
    var shown: [Diagnostic] = []
    for diagnostic in diagnostics where diagnostic.severity == .error || shown.count < Self.renderLimit {
      shown.append(diagnostic)
    }
    print(shown, source: source)
    let more = diagnostics.count - shown.count + leftOut
    guard more > 0 else { return }
    let path = TerminalText.escape(source?.path ?? diagnostics.first?.file ?? "the spec")
    print(
      message: "\(more) more problem\(more == 1 ? "" : "s") in \(path) not shown; "
        + "tablegen validate \(path) lists them")
  }

  /// Prints a message without a position, such as why nothing was written, as `tablegen: <message>`.
  func print(message: String) {
    Console.writeError("tablegen: \(message)\n")
  }

  private func text(of diagnostics: [Diagnostic], source: (Diagnostic) -> SourceFile?) -> String {
    diagnostics.map { reporter.format($0, source: source($0)) }.joined()
  }
}
