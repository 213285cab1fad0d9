import ArgumentParser
import TableGenForm
import TableGenOutput
import TableGenRender
import TableGenSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `tablegen fill`: a person fills the form in at a terminal; the answers go to
/// standard output (or `--output`) as JSON or YAML.
struct FillCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fill",
    abstract: "Fill in a spec's form at the terminal and print the answers as JSON or YAML.",
    discussion: """
      The form is drawn on standard error (or /dev/tty when standard error is \
      not a terminal); the answers go to standard output, so \
      'tablegen fill form.yaml > answers.json' works. The answers are one object \
      keyed by field id, typed as in docs/fill.md; the chosen button's action is \
      under "$action"; optional fields left empty are left out. After the last \
      question comes a review of every answer, with the spec's buttons as the \
      final choice; a button with role: action is shown but never run, and a \
      form whose buttons are all actions ends with a built-in Save. Only \
      valid specs run.

      A field hidden by its visibleIf is not asked and is left out of the \
      answers; a disabled one keeps its default; a cross-field check that \
      fails shows its message at its field, which is asked again. Changing \
      an answer decides again what follows (docs/fill.md).

      A link to another spec file is a child pane: it is loaded and checked \
      before the first question, entered from the review (Enter on its line, \
      or :open ID), and its answers are an object under the link's id. Rows \
      and options read from data files (rows:, optionsFrom:) are asked as if \
      written out. --locale shows the form and its panes in that language.

      --submit CMD: the final choice runs CMD through /bin/sh -c, with the \
      answers JSON on its standard input and no terminal; a spinner (plain \
      lines without a terminal) shows meanwhile. On success its first line of \
      output confirms and the answers are written as usual. On failure the \
      last lines of its standard error show, then the review again with every \
      answer kept (with --no-input: exit 3). Ctrl-C ends it (exit 130).

      REPLAY: --set ID=VALUE answers a field, VALUE read as in an answers file \
      (a switch takes on/off, a multiple picker a comma-separated list, or a \
      JSON array such as 'tags=["a,b","c"]' for values that hold a comma; it \
      beats --answers); --ask ID asks a prefilled field all the same; --record \
      FILE also writes the answers with the spec's path and SHA-256, secure \
      fields left out unless --include-secure. --answers reads a recording \
      back and warns when the spec has changed since.

      KEYS (full screen; the screen shows the ones that apply):
        Enter            submit the field; in a text view, a new line
        Esc, Shift-Tab   back to the previous field, its answer kept
        Ctrl-D           finish a text view (or Alt-Enter); Ctrl-E: $EDITOR
        Up, Down         move in a list; digits jump to an option's number
                         (or filter a list of numbers); letters filter
        Space            tick an option of a multiple picker
        y, n             answer a switch or a confirmation
        Left, Right      move a slider by its step, or type a number
        q                at the review: asks, then y quits without submitting
        Ctrl-Z           stop, with the terminal restored; 'fg' brings the form back
        Ctrl-C           interrupt (exit 130)
        A paste is text in the current field, never keys that answer others.

      LINE MODE (standard input not a terminal, --accessible, or TERM=dumb):
        One answer per line; an empty line keeps the default.
        A picker's options are numbered: answer with the number, value or
        label; when a label reads as a number, they are not: '12' means 12.
        A text view ends with a line holding only '.'.
        At the review, answers are numbered and final choices lettered:
        a letter finishes; a number changes that answer.
        Commands on a line of their own: :back :skip :edit N :quit :help
        ('::' starts an answer that begins with ':'). End of input cancels.

      EXIT STATUS:
        0    submitted
        1    cancelled: a cancel button, declined at the review, end of input
        2    bad spec, bad usage (a bad --set or --ask included), unreadable
             or invalid --answers, unwritable --output, --record or standard
             output, or missing or invalid answers or a failing check with
             --no-input or without a terminal; with --strict, an answer to a
             hidden, disabled or unknown field
        3    --submit's command failed with --no-input (a non-zero exit, a
             signal, or it could not start); without --no-input the review
             comes back instead
        130  interrupted (Ctrl-C), also while --submit's command runs

      EXAMPLES:
        tablegen fill Samples/login.yaml > answers.json
        printf 'alice@example.com\\nsecret12\\na\\n' | tablegen fill Samples/login.yaml
        tablegen fill --no-input --answers answers.yaml -o out.json form.yaml
        tablegen fill --no-input --strict --answers submitted.json form.yaml
        tablegen fill --submit 'curl -fsS --data-binary @- "$API_URL"' form.yaml
        tablegen fill --record rec.json form.yaml
        tablegen fill --no-input --answers rec.json --set "password=$PW" form.yaml
        tablegen fill --answers rec.json --ask username form.yaml

      See docs/fill.md for every key, the line protocol and the answers format.
      """
  )

  @Argument(
    help: ArgumentHelp("The spec to fill in, or - for standard input (with --no-input only).", valueName: "spec"),
    completion: .file(extensions: SpecCompletion.extensions))
  var spec: String

  @OptionGroup var fill: FillOptions

  @OptionGroup var language: LocaleOption

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("Write the answers to this file (atomically) instead of standard output.", valueName: "file"),
    completion: .file())
  var output: String?

  @Option(help: "When to colour the form and diagnostics.")
  var color: ColorChoice = .auto

  // A flag of fill's own, as render has its --ascii beside FillOptions.
  @Flag(help: "Draw the full-screen form's controls with ASCII characters only.")
  var ascii = false

  @OptionGroup var input: SpecInputOptions

  func validate() throws {
    try fill.validate(spec: spec)
  }

  func run() throws {
    try Self.run(
      spec: spec, options: fill, output: output, color: color, input: input, ascii: ascii,
      locale: language.locale)
  }

  /// The whole fill run, shared with `render --format prompt`: reads and checks
  /// the spec and the answers file, runs the form in the right mode, writes the
  /// answers. Ends by throwing `ExitCode` with a `FillExit` status unless the
  /// form was submitted.
  static func run(
    spec path: String, options: FillOptions, output: String?, color: ColorChoice, input: SpecInputOptions,
    ascii: Bool = false, locale: String? = nil
  ) throws {
    let printer = DiagnosticPrinter(color: color)
    let specFile: SourceFile
    switch input.read(path) {
    case .success(let file): specFile = file
    case .failure(let diagnostic):
      printer.print([diagnostic], source: nil)
      throw ExitCode(FillExit.usage)
    }
    let loaded = SpecLoader.load(specFile)
    guard let writtenSpec = loaded.spec, loaded.isValid else {
      printer.print(loaded.diagnostics, source: specFile)
      throw ExitCode(FillExit.usage)
    }
    // The questions in the chosen language; ids and values, and so the answers, are the same in all.
    let spec = LocaleOption.localize(writtenSpec, locale: locale, printer: printer)
    // The child panes the review can enter, each checked; one with errors stops fill.
    // The panes in the form's language, with the same fallback.
    let (plan, paneProblems, paneSources) = FormPlan.withPanes(spec, file: specFile.path) {
      LocaleOption.localize($0, locale: locale, printer: printer, warns: false)
    }
    if paneProblems.hasErrors {
      printer.print(paneProblems, sources: paneSources + [specFile])
      throw ExitCode(FillExit.usage)
    }
    // An output tablegen will not write is said before anyone answers a question: nor one
    // over a file this run read, the panes, data files and catalogs included (docs/security.md).
    let protectedInputs = input.identities(of: [path]).union(
      FileIdentity.identities(of: loaded.filesRead + plan.panes.flatMap(\.pathsRead)))
    if let output, case .failure(let error) = OutputTarget.resolve(output, inputs: protectedInputs) {
      printer.print(message: TerminalText.escape(error.description))
      throw ExitCode(FillExit.usage)
    }
    if output == nil {
      try Console.refuseStandardOutput(ifAnyOf: protectedInputs, printer: printer, status: FillExit.usage)
    }
    // Replay: a --record file is refused as --output is, before any question.
    if let record = options.record {
      try refuseRecord(record, output: output, inputs: protectedInputs, printer: printer)
    }
    // Only a recording keeps it, and only an answers file may be one.
    let specDigest =
      options.answers != nil || options.record != nil ? SHA256.hexDigest(of: specFile.bytes) : nil
    let (prefill, answersFile) = try Self.prefill(options, plan: plan, specDigest: specDigest, printer: printer)
    try refuseRecordOverSecureAnswers(options, prefill: prefill, plan: plan, printer: printer)
    let sources = [specFile] + (answersFile.map { [$0] } ?? [])

    let outcome: FormOutcome
    /// Where to say "Submitted" once the answers are written: the form's screen,
    /// or standard error after the line mode; never before a write that may fail.
    var submittedScreen: Int32?
    if options.noInput {
      let (unattended, diagnostics) = UnattendedFill.run(
        plan: plan, prefill: prefill, specPath: specFile.path, strictness: options.strict ? .strict : .lenient)
      printer.print(diagnostics, sources: sources)
      guard let unattended else { throw ExitCode(FillExit.usage) }
      outcome = unattended
      // --submit: in CI a failed submission is its own exit status.
      if let command = options.submit, case .submitted(let result) = unattended {
        let submitted = Self.submit(result, command: command, progress: SubmitProgress(mode: .plain(STDERR_FILENO)))
        try Self.stopUnlessSucceeded(submitted, printer: printer)
      }
    } else {
      let standardInputIsTerminal = isatty(STDIN_FILENO) == 1
      var session = FormSession(plan: plan, prefill: prefill)
      // A changed spec or an id it no longer has is said before the first question (--no-input says it with the rest).
      if let warnings = prefill?.diagnostics.filter({ $0.severity == .warning }), !warnings.isEmpty {
        printer.print(warnings, sources: sources)
      }
      // Without a terminal an invalid prefilled value cannot be asked again; one the conditions drop is not asked.
      if !standardInputIsTerminal, let problems = prefill?.diagnostics(keptBy: session.decision, plan: plan),
        problems.hasErrors
      {
        printer.print(problems.filter { $0.severity == .error }, sources: sources)
        throw ExitCode(FillExit.usage)
      }
      TerminalRestore.installSignalHandlers()
      let lineMode = options.accessible || Console.environment("TERM") == "dumb" || !standardInputIsTerminal
      // --submit: the form runs again from its review while the submission fails.
      var screen = lineMode ? nil : FillTerminal.screen()
      var lineDriver: LineDriver?  // one for the whole run: it holds the lines read ahead
      while true {
        var ending = InteractiveDriver.Ending.unavailable
        if let screen {
          let style = TerminalStyle(enabled: color.isEnabled(forTerminal: true))
          ending = InteractiveDriver(
            input: STDIN_FILENO, output: screen, style: style, glyphs: ascii ? .ascii : .unicode
          ).run(&session)
        }
        var finished: FormOutcome
        switch ending {
        case .finished(let outcome): finished = outcome
        case .interrupted:
          printer.print(message: "interrupted; no answers written")
          throw ExitCode(FillExit.interrupted)
        case .unavailable:
          screen = nil
          var driver = lineDriver ?? LineDriver(input: STDIN_FILENO, output: STDERR_FILENO)
          finished = driver.run(&session)
          lineDriver = driver
        }
        if case .submitted = finished { submittedScreen = screen ?? STDERR_FILENO }
        guard let command = options.submit, case .submitted(let result) = finished else {
          outcome = finished
          break
        }
        let progress = SubmitProgress(
          mode: screen.map { .spinner(screen: $0, keyboard: STDIN_FILENO) }
            ?? .plain(STDERR_FILENO, keyboard: STDIN_FILENO))
        let submitted = Self.submit(result, command: command, progress: progress)
        guard case .failed(let failure) = submitted else {
          try Self.stopUnlessSucceeded(submitted, printer: printer)
          outcome = finished
          break
        }
        session.returnToReview(after: Self.reviewProblem(failure))
        if screen == nil {
          Console.write("Back to the review: change an answer and submit again, or cancel.\n", to: STDERR_FILENO)
        }
      }
    }

    switch outcome {
    case .cancelled(let reason):
      printer.print(message: reason.message)
      throw ExitCode(FillExit.cancelled)
    case .submitted(let result):
      let text = AnswersWriter.write(result, as: options.answersFormat)
      if let output {
        do {
          try AtomicFile.write(text, to: output, inputs: protectedInputs)
        } catch {
          printer.print(message: TerminalText.escape(error.description))
          Self.sayWhetherSubmitted(options, printer: printer)
          throw ExitCode(FillExit.usage)
        }
      } else {
        do { try Console.writeData(text, printer: printer) } catch {
          Self.sayWhetherSubmitted(options, printer: printer)
          throw error
        }
      }
      if let record = options.record {
        try writeRecord(
          result, to: record, plan: plan, specPath: specFile.path,
          specDigest: specDigest ?? SHA256.hexDigest(of: specFile.bytes), options: options,
          inputs: protectedInputs, printer: printer)
      }
      if let screen = submittedScreen, options.submit == nil {
        // Said only now that the answers are written: a failed write says so instead.
        // (With --submit, the command's confirmation has said it.)
        Console.write(plan.finishedLine(action: result.action) + "\n", to: screen)
      }
      if !options.noInput, let prefill {
        // Prefilled answers the conditions left out, said once the form is off the screen.
        printer.print(prefill.warnings(after: result, plan: plan), sources: sources)
      }
    }
  }
}

// MARK: - Replay: --answers with --set and --ask, and --record

extension FillCommand {
  /// The answers given in advance: the `--answers` file (its hash of the spec
  /// checked against `specDigest`), then `--set` over it and `--ask`. Every
  /// problem that asking cannot mend ends the run with status 2, before any question.
  static func prefill(_ options: FillOptions, plan: FormPlan, specDigest: String?, printer: DiagnosticPrinter) throws
    -> (prefill: Prefill?, answersFile: SourceFile?)
  {
    var prefill: Prefill?
    var answersFile: SourceFile?
    var problems: [Diagnostic] = []
    if let answersPath = options.answers {
      switch SpecFileReader.read(path: answersPath) {
      case .success(var file):
        // Its values may be passwords: no diagnostic quotes it.
        file.mayHoldSecrets = true
        answersFile = file
        let loaded = Prefill.load(file, plan: plan, specDigest: specDigest)
        if loaded.hasFatalProblems { problems += loaded.diagnostics }
        prefill = loaded
      case .failure(let diagnostic):
        printer.print([diagnostic], source: nil)
        throw ExitCode(FillExit.usage)
      }
    }
    if !options.assignments.isEmpty || !options.asked.isEmpty {
      var replay = prefill ?? Prefill()
      problems += replay.assign(options.assignments, plan: plan)
      problems += replay.ask(options.asked, plan: plan)
      prefill = replay
    }
    if problems.hasErrors {
      printer.print(problems, sources: answersFile.map { [$0] } ?? [])
      throw ExitCode(FillExit.usage)
    }
    return (prefill, answersFile)
  }

  /// Refuses a `--record` path as `--output` is refused (a folder, a read-only
  /// file, the spec), and one that is the `--output` file too.
  static func refuseRecord(_ record: String, output: String?, inputs: Set<FileIdentity>, printer: DiagnosticPrinter)
    throws
  {
    switch OutputTarget.resolve(record, inputs: inputs) {
    case .failure(let error):
      printer.print(message: TerminalText.escape(error.description))
      throw ExitCode(FillExit.usage)
    case .success(let target):
      guard let output, case .file = target.kind, OutputPaths.leadToSameFile(record, output) else { return }
      printer.print(message: "--record and --output name the same file, '\(TerminalText.escape(record))'")
      throw ExitCode(FillExit.usage)
    }
  }

  /// Writes the recorded answers to `path`, atomically: `$spec` with the
  /// spec's path and hash, then the answers without secure fields unless
  /// `--include-secure`; JSON or YAML as the file's name says.
  static func writeRecord(
    _ result: FormResult, to path: String, plan: FormPlan, specPath: String, specDigest: String, options: FillOptions,
    inputs: Set<FileIdentity>, printer: DiagnosticPrinter
  ) throws {
    let document = RecordedAnswers.document(
      result, plan: plan, specPath: specPath, specDigest: specDigest, includeSecure: options.includeSecure)
    let format = RecordedAnswers.format(forPath: path, fallback: options.answersFormat)
    do {
      try AtomicFile.write(AnswersWriter.write(document, as: format), to: path, inputs: inputs)
    } catch {
      printer.print(message: TerminalText.escape(error.description))
      throw ExitCode(FillExit.usage)
    }
  }
}

/// The options `fill` shares with `render --format prompt`.
struct FillOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Prefill the form from this JSON or YAML file of answers; prefilled fields are skipped but checked.",
      valueName: "file"),
    completion: .file(extensions: SpecCompletion.extensions))
  var answers: String?

  @Flag(help: "Never prompt: answer from --answers and the defaults; missing or invalid answers exit 2.")
  var noInput = false

  // A gate for back ends: the answers must be ones the form itself would take.
  @Flag(
    help:
      "With --no-input: an answer to a hidden, disabled or unknown field, or an option not offered, is an error (exit 2), not a warning."
  )
  var strict = false

  @Option(help: "The format of the answers.")
  var answersFormat: AnswersWriter.Format = .json

  @Flag(help: "Use the line mode for screen readers even on a terminal (also when TERM=dumb).")
  var accessible = false

  // MARK: - Replay (--set, --ask, --record, --include-secure)

  @Option(
    name: .customLong("set"),
    help: ArgumentHelp(
      "Answer the field ID with VALUE, typed as the cell takes it; repeatable. Beats --answers.",
      valueName: "id=value"))
  var assignments: [String] = []

  @Option(
    name: .customLong("ask"),
    help: ArgumentHelp("Ask the field ID even though --answers or --set answers it; repeatable.", valueName: "id"))
  var asked: [String] = []

  @Option(
    help: ArgumentHelp(
      "Also write the answers to this file for replay with --answers, with the spec's path and content hash; secure fields are left out (so not over an --answers file that holds one).",
      valueName: "file"),
    completion: .file(extensions: SpecCompletion.extensions))
  var record: String?

  @Flag(help: "Keep secure fields in the --record file.")
  var includeSecure = false

  // MARK: - Submission (--submit)

  @Option(
    help: ArgumentHelp(
      "On the final choice, run this command with the answers JSON on its standard input; on failure, back to the review.",
      valueName: "command"))
  var submit: String?

  /// `--submit ''` (an unset variable, say) would run a shell that does nothing and confirm "Submitted.".
  func validateSubmit() throws {
    if let submit, submit.trimmingWhitespace.isEmpty {
      throw ValidationError("--submit needs a command; '\(submit)' would submit the answers nowhere.")
    }
  }

  /// The checks that need the spec argument too.
  func validate(spec: String) throws {
    try validateSubmit()
    if spec == "-", !noInput {
      throw ValidationError(
        "The spec can be read from standard input (-) only with --no-input: the form reads its answers there.")
    }
    if answers == "-" {
      throw ValidationError("--answers needs a file; standard input carries the typed answers.")
    }
    // Replay.
    if noInput, let id = asked.first {
      throw ValidationError("--ask \(id) asks a question, and --no-input asks none: give one or the other.")
    }
    if strict, !noInput {
      throw ValidationError(
        "--strict judges the answers given without asking (a back end's gate): give --no-input too.")
    }
    if includeSecure, record == nil {
      throw ValidationError("--include-secure keeps secure fields in the --record file: give --record FILE too.")
    }
  }
}

extension AnswersWriter.Format: ExpressibleByArgument {}

/// The exit statuses of `fill` (and `render --format prompt`).
enum FillExit {
  static let submitted: Int32 = 0
  /// A cancel button, declined at the review, or end of input.
  static let cancelled: Int32 = 1
  /// A bad spec, bad usage, an unreadable or invalid answers file, or missing answers without a terminal.
  static let usage: Int32 = 2
  /// With `--no-input`: the `--submit` command failed (a non-zero exit, a signal, or it could not start).
  static let submitFailed: Int32 = 3
  /// Ctrl-C.
  static let interrupted: Int32 = 130
}

/// Where the full-screen form is drawn.
enum FillTerminal {
  /// Standard error when it is a terminal, else /dev/tty when one can be
  /// opened; nil when there is none (the line mode is used then).
  static func screen() -> Int32? {
    if isatty(STDERR_FILENO) == 1 { return STDERR_FILENO }
    let descriptor = open("/dev/tty", O_WRONLY | O_CLOEXEC)
    return descriptor >= 0 ? descriptor : nil
  }
}
