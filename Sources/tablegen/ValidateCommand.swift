import ArgumentParser
import TableGenForm
import TableGenOutput
import TableGenRender
import TableGenSpec

/// `tablegen validate`: check specs for CI.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check specs and report every problem, in a format for people or for CI.",
    discussion: """
      Each PATH is a spec file, a folder (searched recursively for *.yaml, *.yml \
      and *.json, skipping hidden entries), or - for standard input. All files are \
      checked in one process, spread across the cores; the report is sorted by path, \
      then by position, whatever the timing. A folder's data files that a spec \
      of the run reads (rows:, optionsFrom:) are that spec's data, not specs, \
      and are left out; every linked spec (a child pane) is loaded and checked.

      Every diagnostic has a severity, a stable code, a position (line and column \
      counted in Unicode scalars, both 1-based) and a JSON pointer. The codes are \
      documented with examples in docs/diagnostics.md.

      FORMATS:
        text    path:line:col: severity: message [code], the source line with a
                caret, and a suggestion; on standard error, with a summary line.
                Colour only on a terminal, never with NO_COLOR set.
        json    one document with every diagnostic and a summary, on standard
                output (Schemas/tablegen-diagnostics.schema.json).
        github  GitHub Actions workflow commands (::error file=…), grouped per
                file, on standard output.
        sarif   SARIF 2.1.0 for GitHub code scanning, on standard output.

      EXIT STATUS:
        0  no errors
        1  errors found, or warnings under --strict, or under --strict a
           report cut short by --max-diagnostics (1,000 per file by default)
        2  usage error, a file or a folder's entry that cannot be read
           (unreadable-path), or a report that standard output (or, for the
           text format, standard error) refuses

      TRANSLATIONS:
        A spec that declares locales gets one coverage line per locale after
        its diagnostics (text), or a coverage array (json). --write-baseline
        FILE records every translation problem of today, however many, and
        exits 0; --baseline FILE then reports only new ones, and names the
        entries fixed since. The per-file limit counts only problems the
        baseline does not accept.

      EXAMPLES:
        tablegen validate specs/
        tablegen validate --strict --format github specs/
        tablegen validate --format sarif specs/ > tablegen.sarif
        cat form.yaml | tablegen validate - --stdin-filename form.yaml
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json, github, sarif
  }

  @Argument(
    help: ArgumentHelp("Spec files, folders, or - for standard input.", valueName: "path"), completion: .file())
  var paths: [String] = []

  @Option(name: .shortAndLong, help: "The report format.")
  var format: Format = .text

  @Flag(help: "Fail on warnings too.")
  var strict = false

  @Option(help: "When to colour the text format.")
  var color: ColorChoice = .auto

  // Accepted translation gaps.
  @Option(
    help: ArgumentHelp(
      "A baseline of accepted translation problems: only problems not in it fail.", valueName: "file"),
    completion: .file(extensions: ["json"]))
  var baseline: String?

  @Option(
    help: ArgumentHelp("Write today's translation problems to this baseline file and exit 0.", valueName: "file"),
    completion: .file(extensions: ["json"]))
  var writeBaseline: String?

  @Option(
    help: ArgumentHelp(
      "The most problems reported per file, past which the report is cut short (0: no limit).", valueName: "count"))
  var maxDiagnostics = LoadOptions.default.maxDiagnostics

  @OptionGroup var input: SpecInputOptions

  func validate() throws {
    guard maxDiagnostics >= 0 else { throw ValidationError("--max-diagnostics must be 0 (no limit) or more.") }
    guard !paths.isEmpty else {
      throw ValidationError("Name at least one spec file or folder, or - for standard input.")
    }
    guard paths.filter({ $0 == "-" }).count <= 1 else {
      throw ValidationError("Standard input (-) can be read only once.")
    }
  }

  func run() throws {
    var inputs: [BatchValidator.Input] = []
    var problems: [ValidationReport.FileResult] = []
    let (files, expansionProblems) = SpecFileFinder.expand(CommandLinePaths.paths(paths.filter { $0 != "-" }))
    for problem in expansionProblems {
      problems.append(ValidationReport.FileResult(path: problem.file ?? "", source: nil, diagnostics: [problem]))
    }
    if paths.contains("-") {
      switch input.read("-") {
      case .success(let file): inputs.append(.source(file))
      case .failure(let diagnostic):
        problems.append(ValidationReport.FileResult(path: input.stdinFilename, source: nil, diagnostics: [diagnostic]))
      }
    }
    inputs += files.map { .path($0) }
    let printer = DiagnosticPrinter(color: color)
    // The cap counts only what a baseline does not accept, and a baseline written records every
    // translation problem: a problem the cap left out was never compared with a baseline.
    let accepted = try baseline.map { try read($0, printer: printer) }
    var options = LoadOptions(maxDiagnostics: maxDiagnostics == 0 ? Int.max : maxDiagnostics)
    if writeBaseline != nil {
      options.uncapped = .translations
    } else if let accepted {
      options.uncapped = .accepted(by: accepted)
    }
    var report = BatchValidator(options: options).validate(inputs)
    report = LinkedSpecs().validate(report, options: options)  // the child panes links lead to
    // A file found in a folder that a spec reads as data is not a spec.
    let named = Set(CommandLinePaths.paths(paths))
    report = report.leavingOutFilesRead(among: files.filter { !named.contains($0) }.map(\.description))
    report = ValidationReport(files: report.files + problems)
    // Leave out the problems a baseline accepts (`--write-baseline` is written below).
    let found = report
    if let baseline, let accepted {
      report = accepted.apply(to: report, path: baseline)
    }

    try format.write(report, printer: printer)

    // A report the cap shortened says so, and how to see the rest; it never passes --strict.
    if report.leftOutCount > 0 {
      let count = report.leftOutCount
      printer.print(
        message: "\(count) more problem\(count == 1 ? " was" : "s were") left out: each file reports at most "
          + "\(maxDiagnostics) (--max-diagnostics); --max-diagnostics 0 shows them all"
          + (strict ? ", and a shortened report never passes --strict" : ""))
    }

    // The baseline holds every translation problem found, those an old baseline accepted too.
    if let writeBaseline {
      // Every file read is an input: the specs named, the child panes reached, their data files and catalogs.
      let read = files.map(\.description) + found.files.flatMap { [$0.path] + $0.filesRead }
      try write(Baseline(report: found), to: writeBaseline, inputs: read, printer: printer)
    }
    if report.diagnostics.contains(where: { $0.code.category == .io }) { throw ExitCode(ExitStatus.usage) }
    // A run that writes a baseline accepts what it found: it is how a team starts.
    if writeBaseline != nil { return }
    if report.fails(strict: strict) { throw ExitCode(ExitStatus.findings) }
  }

  // MARK: - The baseline

  /// Writes `baseline` atomically, never over a file the run read; says how many problems it holds.
  private func write(_ baseline: Baseline, to path: String, inputs paths: [String], printer: DiagnosticPrinter) throws {
    let inputs = FileIdentity.identities(of: paths)
    do {
      try AtomicFile.write(baseline.json, to: path, inputs: inputs)
    } catch {
      printer.print(message: TerminalText.escape(error.description))
      throw ExitCode(ExitStatus.usage)
    }
    let count = baseline.entries.count
    printer.print(
      message: "wrote \(count) translation problem\(count == 1 ? "" : "s") to \(TerminalText.escape(path))")
  }

  /// The baseline at `path`; a file that cannot be read or is not a baseline ends the run with status 2.
  private func read(_ path: String, printer: DiagnosticPrinter) throws -> Baseline {
    switch SpecFileReader.read(path: path) {
    case .failure(let problem):
      printer.print([problem], source: nil)
      throw ExitCode(ExitStatus.usage)
    case .success(let file):
      let (baseline, problems) = Baseline.read(file)
      guard let baseline else {
        printer.print(problems, source: Baseline.secretSafe(file))
        throw ExitCode(ExitStatus.usage)
      }
      return baseline
    }
  }
}
