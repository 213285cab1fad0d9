import ArgumentParser
import TableGenEvolution
import TableGenForm
import TableGenOutput
import TableGenRender
import TableGenSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `tablegen breaking NEW --against OLD`: what a new version of a spec does to
/// the answers given to the old one, for CI.
struct BreakingCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "breaking",
    abstract: "Report what a new version of a spec breaks for the answers given to the old one.",
    discussion: """
      Compares NEW, a spec file and the child panes its links lead to, with \
      OLD. Fields are matched by id, or by a renamedFrom of the new field, \
      across the form and its panes; each change that loses or changes an \
      answer given before is reported at the new spec, with a note at the old \
      one. docs/evolution.md lists the rules, with examples.

      OLD is one of:
        a file      the old version of the spec
        a folder    the file of the same name as NEW in that folder
        git:REF     NEW's path at the git revision REF (a branch, a tag, a
                    commit; read with git show, nothing checked out): the
                    files of NEW's folder at REF, so its panes too

      RULES (errors but where said):
        field-removed, field-type-changed, option-removed,
        option-value-changed, multiple-changed, required-added-without-default,
        range-narrowed, switch-values-changed, field-moved-pane;
        secure-changed and storage-key-changed are warnings.
        With --all, safe changes too (info): field-added, field-renamed,
        option-added, option-renamed, range-widened.

      --answers DIR replays every answers file in DIR (recorded with fill
      --record, or written by hand) against NEW, as fill --answers FILE
      --no-input does, and reports each file that would lose or change data
      (answers-not-replayed), with a note for each problem.

      FORMATS: text (on standard error), json, github, sarif (on standard
      output), as validate writes them.

      EXIT STATUS:
        0  nothing at or above --fail-on
        1  an error, or under --fail-on warning a warning
        2  usage error, a spec that cannot be read or has errors, a
           revision git cannot read or that does not hold NEW yet, or a
           report that cannot be written

      EXAMPLES:
        tablegen breaking Samples/settings.yaml --against git:main
        tablegen breaking form.yaml --against old/form.yaml --all
        tablegen breaking form.yaml --against git:v1 --answers recorded/ --format github
      """
  )

  @Argument(help: ArgumentHelp("The new version of the spec.", valueName: "new"), completion: .file())
  var new: String

  @Option(
    help: ArgumentHelp("The old version: a file, a folder, or git:REF.", valueName: "old"), completion: .file())
  var against: String

  @Flag(help: "Report safe changes too (additions, widenings, declared renames), as information.")
  var all = false

  @Option(help: "The least severity that fails the run: error or warning.")
  var failOn: FailOn = .error

  @Option(
    help: ArgumentHelp("A folder of answers files to replay against the new version.", valueName: "dir"),
    completion: .directory)
  var answers: String?

  @Option(name: .shortAndLong, help: "The report format.")
  var format: ValidateCommand.Format = .text

  @Option(help: "When to colour the text format.")
  var color: ColorChoice = .auto

  enum FailOn: String, ExpressibleByArgument, CaseIterable {
    case error, warning
  }

  func run() throws {
    let printer = DiagnosticPrinter(color: color)
    // The copy of a git revision lives only until the old version is loaded from it, with the
    // signals that would end the run held meanwhile, so that no way out leaves it behind.
    var temporary: String?
    var signals = against.hasPrefix("git:") ? HeldSignals.hold() : nil
    defer {
      temporary.map(GitRevision.remove)
      signals?.release()
    }
    let (oldPath, oldName) = try resolveOld(printer: printer, temporary: &temporary)
    let newVersion = try load(new, printer: printer)
    let oldVersion = try load(oldPath, printer: printer)
    temporary.map(GitRevision.remove)
    temporary = nil
    signals?.release()

    var diagnostics = BreakingCheck(oldName: oldName).compare(old: oldVersion.version, new: newVersion.version)
    if !all { diagnostics.removeAll { $0.severity == .info } }
    if let answers {
      diagnostics += try replay(answers, against: newVersion, printer: printer)
    }
    let report = EvolutionReport.report(diagnostics, specs: newVersion.version)

    try format.write(report, printer: printer)
    if report.fails(strict: failOn == .warning) { throw ExitCode(ExitStatus.findings) }
  }

  /// The old version's path, and how its files are named in notes.
  private func resolveOld(printer: DiagnosticPrinter, temporary: inout String?) throws -> (
    path: String, name: @Sendable (String) -> String
  ) {
    let name = Self.lastComponent(of: new)
    guard against.hasPrefix("git:") else {
      var info = stat()
      if stat(against, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
        return ((against.hasSuffix("/") ? against : against + "/") + name, { $0 })
      }
      return (against, { $0 })
    }
    let ref = String(against.dropFirst(4))
    do throws(GitRevision.Failure) {
      let revision = try GitRevision(ref: ref, folder: Self.folder(of: new))
      let folder = try GitRevision.temporaryFolder()
      temporary = folder
      try revision.copyFolder(to: folder)
      let copyPrefix = folder + "/"
      var copied = stat()
      guard stat(copyPrefix + revision.prefix + name, &copied) == 0 else {
        throw GitRevision.Failure(
          description:
            "'\(revision.prefix + name)' is not in git:\(ref): a spec new since then has no earlier answers to break;"
            + " compare it once it is there")
      }
      return (
        copyPrefix + revision.prefix + name,
        { $0.hasPrefix(copyPrefix) ? "\(ref):" + $0.dropFirst(copyPrefix.count) : $0 }
      )
    } catch {
      printer.print(message: TerminalText.escape(error.description))
      throw ExitCode(ExitStatus.usage)
    }
  }

  /// A version loaded with its panes; a spec that cannot be read or has errors ends the run with status 2.
  private func load(_ path: String, printer: DiagnosticPrinter) throws -> (
    version: SpecVersion, plan: FormPlan, file: SourceFile
  ) {
    let file: SourceFile
    switch SpecFileReader.read(path: path) {
    case .success(let read): file = read
    case .failure(let problem):
      printer.print([problem], source: nil)
      throw ExitCode(ExitStatus.usage)
    }
    let loaded = SpecLoader.load(file)
    guard let spec = loaded.spec, loaded.isValid else {
      printer.print(loaded.diagnostics, source: file)
      printer.print(message: "\(TerminalText.escape(path)) has errors: run tablegen validate on it first")
      throw ExitCode(ExitStatus.usage)
    }
    let (plan, problems, sources) = FormPlan.withPanes(spec, file: path)
    if problems.hasErrors {
      printer.print(problems, sources: sources + [file])
      throw ExitCode(ExitStatus.usage)
    }
    return (SpecVersion(plan: plan, spec: spec, file: path), plan, file)
  }

  /// The `answers-not-replayed` error of each answers file in `folder` that would lose or change data.
  private func replay(
    _ folder: String, against version: (version: SpecVersion, plan: FormPlan, file: SourceFile),
    printer: DiagnosticPrinter
  ) throws -> [Diagnostic] {
    let (files, problems) = SpecFileFinder.expand(CommandLinePaths.paths([folder]))
    if problems.hasErrors {
      printer.print(problems, source: nil)
      throw ExitCode(ExitStatus.usage)
    }
    let replay = AnswersReplay(plan: version.plan, specPath: version.version.file, specBytes: version.file.bytes)
    var found: [Diagnostic] = []
    for path in files {
      switch SpecFileReader.read(path: path) {
      case .success(var file):
        file.mayHoldSecrets = true
        if let problem = replay.replay(file).problem { found.append(problem) }
      case .failure(let problem):
        printer.print([problem], source: nil)
        throw ExitCode(ExitStatus.usage)
      }
    }
    return found
  }

  private static func lastComponent(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  private static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
