import ArgumentParser
import TableGenOutput
import TableGenRender
import TableGenScenarios
import TableGenSpec

/// `tablegen test`: runs the scenario tests beside specs (docs/scenario-tests.md).
struct TestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Run the scenario tests beside specs: answers given, and what the form must make of them.",
    discussion: """
      Each PATH is a tests file or a folder, searched recursively for \
      *.tests.yaml, *.tests.yml and *.tests.json (hidden entries skipped); \
      with no PATH, the current folder. The tests of signup.yaml are \
      signup.tests.yaml beside it (or the spec its 'spec:' key names).

      Each case gives answers, as 'fill --answers' takes them (and 'set:', \
      as --set), and is filled as 'tablegen fill --answers FILE --no-input' \
      fills it, by the same code. It expects any of: fields visible, hidden, \
      required, optional, enabled or disabled; the errors and warnings, by \
      code and field; the final answers, exactly; the final choice ($action); \
      the outcome (submitted, cancelled, refused).

      A failure is a scenario-failed error at the expectation in the tests \
      file, naming the case and the condition of the spec that decided it, \
      with its file, line and column (a note, and a related location in \
      SARIF). A malformed tests file gets positioned errors (an unknown key \
      or field id with a "did you mean", a value of the wrong type).

      FORMATS (as for validate):
        text    path:line:col: severity: message [code], on standard error
        json    one document, on standard output
        github  GitHub Actions workflow commands, on standard output
        sarif   SARIF 2.1.0, on standard output
      Every format ends with a summary line on standard error:
      "3 tests files, 17 cases: 17 passed, 0 failed".

      EXIT STATUS:
        0  every case passed
        1  a case failed, or a tests file or its spec has problems
        2  usage error, a path that cannot be read or holds no tests file,
           or a report that standard output or standard error refuses

      EXAMPLES:
        tablegen test Samples/
        tablegen test --format github specs/
        tablegen test specs/signup.tests.yaml

      See docs/scenario-tests.md for the format of a tests file.
      """
  )

  @Argument(
    help: ArgumentHelp("Tests files or folders (default: the current folder).", valueName: "path"),
    completion: .file())
  var paths: [String] = []

  @Option(name: .shortAndLong, help: "The report format.")
  var format: ValidateCommand.Format = .text

  @Option(help: "When to colour the text format.")
  var color: ColorChoice = .auto

  func run() throws {
    let outcome = ScenarioSuite.run(paths: paths.isEmpty ? ["."] : paths)
    let printer = DiagnosticPrinter(color: color)
    let report = outcome.report
    try format.write(report, printer: printer, summary: outcome.summary)
    if format != .text { Console.writeError(outcome.summary + "\n") }
    if outcome.hasUnreadablePaths { throw ExitCode(ExitStatus.usage) }
    if !outcome.passed { throw ExitCode(ExitStatus.findings) }
  }
}
