import ArgumentParser
import TableGenForm
import TableGenOutput
import TableGenRender
import TableGenSpec

/// `tablegen render`: a valid spec as a terminal form, Markdown docs, normalised JSON, an SVG picture or an HTML form.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a spec as a terminal form, Markdown docs, normalised JSON, an SVG picture or an HTML form.",
    discussion: """
      Only valid specs are rendered: with errors, the diagnostics go to standard \
      error and nothing is written. Warnings do not block rendering. Rows and \
      options read from data files (rows:, optionsFrom:) are rendered as if \
      written out.

      --locale TAG renders the spec in that language, falling back along the \
      tag (de-AT, de, the source locale). --follow also renders every child \
      pane (a link to another spec file), and the panes they link to, in one \
      document.

      FORMATS:
        text      the form as a person sees it, for a terminal (the default)
        markdown  GitHub-flavoured Markdown: a table per section, for docs
        json      the normalised spec for apps (docs/json-output.md)
        svg       a picture of the form as an iOS inset-grouped table
        html      a self-contained web form that checks answers as tablegen does
        prompt    fill the form in at the terminal: the same as 'tablegen fill',
                  with its options, keys and exit statuses (docs/fill.md)

        Without --format: Markdown with --inject; else the --output file's
        extension chooses (.json, .md or .markdown, .svg, .html or .htm); else
        text.

      DOCS WORKFLOW:
        --inject FILE writes the Markdown into FILE between two lines,
          <!-- BEGIN_TABLEGEN -->
          <!-- END_TABLEGEN -->
        appending both when FILE has none, and keeps the rest of FILE byte for
        byte. --picture IMAGE also writes the SVG picture to IMAGE and shows it
        at the top of the block. With --check it writes nothing: it prints a
        diff and exits 1 when FILE (or IMAGE) is stale, for CI. See
        docs/rendering.md.

      EXIT STATUS:
        0  rendered (with --check: the file is current)
        1  the spec has errors (with --check: the file is stale)
        2  usage error, a file that cannot be read or written (or that tablegen
           will not write: the spec, a read-only file), data that standard
           output refuses, or unpaired markers in the --inject file
      """
  )

  /// A `--format` value: a format of `OutputFormats.all`, or `prompt`, which fills the form in.
  struct Format: RawRepresentable, Equatable, CaseIterable, ExpressibleByArgument {
    let rawValue: String
    /// The format that draws the spec; nil for `prompt`.
    let drawing: (any OutputFormat)?

    init?(rawValue: String) {
      guard rawValue == Self.prompt.rawValue || OutputFormats.named(rawValue) != nil else { return nil }
      self.init(rawValue)
    }

    private init(_ name: String) {
      rawValue = name
      drawing = OutputFormats.named(name)
    }

    init(_ format: any OutputFormat) { self.init(format.name) }

    static let prompt = Format("prompt")
    static var allCases: [Format] { OutputFormats.all.map(Format.init) + [prompt] }

    static func == (left: Format, right: Format) -> Bool { left.rawValue == right.rawValue }

    /// Whether the format takes `option`; `prompt` takes none of them.
    func takes(_ option: RenderOption) -> Bool { drawing?.options.contains(option) == true }
  }

  @Argument(
    help: ArgumentHelp("The spec to render, or - for standard input.", valueName: "spec"),
    completion: .file(extensions: SpecCompletion.extensions))
  var spec: String

  @Option(
    name: .shortAndLong,
    help:
      "The output format: text, markdown, json, svg, html or prompt. (default: markdown with --inject; else by the --output file's extension: .json, .md or .markdown, .svg, .html or .htm; else text)"
  )
  var format: Format?

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"),
    completion: .file())
  var output: String?

  @Option(
    help: ArgumentHelp("Put the Markdown into this file between the tablegen markers (atomically).", valueName: "file"),
    completion: .file(extensions: ["md", "markdown"]))
  var inject: String?

  @Flag(
    help:
      "Write nothing; exit 1 with a diff when the --inject, --picture or --output file is not what rendering would write (a stale picture is named, with no diff)."
  )
  var check = false

  @Option(
    help: ArgumentHelp(
      "The text form's width in columns (\(TextRenderOptions.minimumWidth)–\(TextRenderOptions.maximumWidth)), or the SVG picture's in points (\(SVGRenderOptions.minimumWidth)–\(SVGRenderOptions.maximumWidth)). (default: the terminal's width, or 80; \(SVGRenderOptions.defaultWidth) points)",
      valueName: "n"))
  var width: Int?

  @Flag(
    help:
      "Draw the text form (or the controls of --format prompt) with ASCII characters only: no box drawing or symbols (spec text is shown as written)."
  )
  var ascii = false

  @Flag(help: "Include each element's source location in the JSON output.")
  var locations = false

  // MARK: - Markdown

  @Option(
    help: ArgumentHelp(
      "The Markdown heading level of the form's title (1–5); sections are one level below. (default: 1; with --inject, one below the heading the markers sit under, or 2)",
      valueName: "n"))
  var headingLevel: Int?

  // MARK: - Text form

  @Flag(
    help:
      "Show every option of every picker in the text form. Without it, a picker of more than three options is one row with the chosen value and ›."
  )
  var expandPickers = false

  // MARK: - Picture (svg, and --picture beside --inject)

  @Option(help: "The colours of the SVG picture and the HTML form.")
  var theme: RenderTheme = .light

  @Option(
    help: ArgumentHelp(
      "With --inject: also write the form's SVG picture to this file, and show it beside the tables.",
      valueName: "file"),
    completion: .file(extensions: ["svg"]))
  var picture: String?

  @Option(help: "When to use colour: in the text form and in diagnostics.")
  var color: ColorChoice = .auto

  @OptionGroup var language: LocaleOption

  @Flag(help: "Follow every link to a spec file and render the whole set as one document.")
  var follow = false

  @OptionGroup(title: "Prompt format (as tablegen fill)") var fill: FillOptions

  @OptionGroup var input: SpecInputOptions

  var resolvedFormat: Format {
    if let format { return format }
    if inject != nil { return Format(OutputFormats.injected) }
    return Format(output.flatMap(OutputFormats.forOutputPath) ?? OutputFormats.all[0])
  }

  func validate() throws {
    if resolvedFormat == .prompt {
      if inject != nil || check || width != nil || locations || headingLevel != nil || expandPickers
        || picture != nil || theme != .light
      {
        throw ValidationError(
          "--format prompt fills the form in; --inject, --check, --width, --locations, --heading-level, --expand-pickers, --theme and --picture do not apply."
        )
      }
      try fill.validate(spec: spec)
      return
    }
    if fill.answers != nil || fill.noInput || fill.accessible || fill.answersFormat != .json
      || !fill.assignments.isEmpty || !fill.asked.isEmpty || fill.record != nil || fill.includeSecure
      || fill.submit != nil
    {
      throw ValidationError(
        "--answers, --no-input, --answers-format, --accessible, --set, --ask, --record, --include-secure and --submit apply to --format prompt (tablegen fill) only."
      )
    }
    if inject != nil, !resolvedFormat.takes(.inject) {
      throw ValidationError("--inject writes Markdown; drop --format \(resolvedFormat.rawValue) or use --output.")
    }
    if inject != nil, output != nil {
      throw ValidationError("--inject and --output both name a file to write; give one.")
    }
    if check, inject == nil, output == nil {
      throw ValidationError("--check compares with a file: add --inject FILE or --output FILE.")
    }
    if let width, resolvedFormat.drawing is TextFormat,
      !(TextRenderOptions.minimumWidth...TextRenderOptions.maximumWidth).contains(width)
    {
      throw ValidationError(
        "--width must be from \(TextRenderOptions.minimumWidth) to \(TextRenderOptions.maximumWidth), not \(width).")
    }
    if ascii || expandPickers, !resolvedFormat.takes(.textShape) {
      throw ValidationError(
        "--ascii and --expand-pickers shape the text form; they do not apply to --format \(resolvedFormat.rawValue).")
    }
    // Svg: the picture's width in points, also for --picture.
    if let width, resolvedFormat.drawing is SVGFormat || picture != nil,
      !(SVGRenderOptions.minimumWidth...SVGRenderOptions.maximumWidth).contains(width)
    {
      throw ValidationError(
        "--width must be from \(SVGRenderOptions.minimumWidth) to \(SVGRenderOptions.maximumWidth) points for the SVG picture, not \(width)."
      )
    }
    if width != nil, !resolvedFormat.takes(.width), picture == nil {
      throw ValidationError(
        "--width sets the text form's columns or the SVG picture's points; it does not apply to --format \(resolvedFormat.rawValue)."
      )
    }
    if let headingLevel {
      guard resolvedFormat.takes(.headingLevel) else {
        throw ValidationError("--heading-level applies to Markdown only.")
      }
      guard MarkdownRenderer.headingLevels.contains(headingLevel) else {
        throw ValidationError(
          "--heading-level must be from \(MarkdownRenderer.headingLevels.lowerBound) to \(MarkdownRenderer.headingLevels.upperBound), not \(headingLevel)."
        )
      }
    }
    if theme != .light, !resolvedFormat.takes(.theme), picture == nil {
      throw ValidationError(
        "--theme colours the SVG picture and the HTML form; it does not apply to --format \(resolvedFormat.rawValue).")
    }
    if picture != nil, inject == nil {
      throw ValidationError("--picture writes the SVG beside an --inject file; for the picture alone use --format svg.")
    }
    if let picture, let inject, OutputPaths.leadToSameFile(picture, inject) {
      throw ValidationError("--picture and --inject name the same file; the picture needs a file of its own.")
    }
    if locations, !resolvedFormat.takes(.locations) {
      throw ValidationError("--locations applies to --format json only.")
    }
    try validateFollow()
  }

  func run() throws {
    if resolvedFormat == .prompt {
      // Exactly `tablegen fill`, with its exit statuses (a bad spec is 2 there).
      try FillCommand.run(
        spec: spec, options: fill, output: output, color: color, input: input, ascii: ascii,
        locale: language.locale)
      return
    }
    let file: SourceFile
    switch input.read(spec) {
    case .success(let read): file = read
    case .failure(let diagnostic):
      printer.print([diagnostic], source: nil)
      throw ExitCode(diagnostic.code.category == .io ? ExitStatus.usage : ExitStatus.findings)
    }
    let loaded = SpecLoader.load(file)
    printer.printShortened(loaded.diagnostics, leftOut: loaded.leftOut, source: file)
    guard let writtenSpec = loaded.spec, loaded.isValid else { throw ExitCode(ExitStatus.findings) }
    let tableSpec = language.localize(writtenSpec, printer: printer)
    let followed = follow ? try followedDocument(from: loaded) : nil
    let document = followed?.document
    // No output replaces a file this run read: the spec, its data files and catalogs, and with --follow its panes'.
    let inputs = input.identities(of: [spec]).union(
      FileIdentity.identities(of: loaded.filesRead + (followed?.pathsRead ?? [])))

    if let inject {
      // Svg: the picture first, so that --check reports it stale with the Markdown.
      let pictureIsCurrent = try picture.map { try writePicture(of: tableSpec, to: $0, inputs: inputs) } ?? true
      let reference = picture.map { pictureReference(to: $0, from: inject, title: tableSpec.title) } ?? ""
      try write(injectingInto: inject, inputs: inputs) { existing in
        // The title goes one level below the heading the block sits under, so the file's outline stays whole.
        var rendered = OutputBuffer()
        let level = headingLevel ?? MarkdownInjection.titleLevel(in: existing) ?? MarkdownRenderer.injectedHeadingLevel
        render(tableSpec, following: document, headingLevel: level, into: &rendered)
        return reference + rendered.text
      }
      if !pictureIsCurrent { throw ExitCode(ExitStatus.findings) }
    } else if let output {
      var rendered = OutputBuffer()
      render(tableSpec, following: document, into: &rendered)
      try write(rendered.bytes, to: output, inputs: inputs)
    } else {
      try Console.refuseStandardOutput(ifAnyOf: inputs, printer: printer, status: ExitStatus.usage)
      // Straight to standard output in chunks: a large form is never held whole.
      var rendered = OutputBuffer.standardOutput()
      render(tableSpec, following: document, into: &rendered)
      rendered.flush()
      if let error = rendered.writeErrorNumber { throw Console.failedStandardOutput(error, printer: printer) }
    }
  }

  /// Renders `spec`, or with `--follow` the whole `document` it starts.
  private func render(
    _ spec: TableSpec, following document: FollowedDocument?, headingLevel: Int? = nil,
    into buffer: inout OutputBuffer
  ) {
    guard let format = resolvedFormat.drawing else {
      preconditionFailure("run() hands --format prompt to FillCommand before rendering")
    }
    var request = request
    if let headingLevel { request.headingLevel = headingLevel }
    if let document {
      format.render(document, as: request, into: &buffer)
    } else {
      format.render(spec, as: request, into: &buffer)
    }
  }

  /// The command line's choices, as every format reads them.
  private var request: RenderRequest {
    // Colour and the terminal's width apply only when the form goes to a terminal.
    let toTerminal = output == nil && Console.standardOutputIsTerminal
    // Into a document (--inject), the title goes at least one level down: the document has its own # title.
    let defaultLevel = inject != nil ? MarkdownRenderer.injectedHeadingLevel : 1
    return RenderRequest(
      width: width,
      terminalWidth: resolvedFormat.takes(.textShape) && output == nil ? Console.standardOutputWidth() : nil,
      ascii: ascii, style: TerminalStyle(enabled: output == nil && color.isEnabled(forTerminal: toTerminal)),
      expandsPickers: expandPickers, headingLevel: headingLevel ?? defaultLevel, theme: theme,
      includesLocations: locations)
  }

  /// Injects the Markdown that `markdown` makes from the file's current bytes.
  private func write(
    injectingInto path: String, inputs: Set<FileIdentity>, _ markdown: ([UInt8]) -> String
  ) throws {
    let target = try resolve(path, for: check ? .comparison : .document, inputs: inputs)
    let existing = try currentBytes(of: target)
    switch MarkdownInjection.inject(markdown(existing), into: existing, path: path) {
    case .success(let updated):
      try write(updated, to: target, current: existing)
    case .failure(let diagnostic):
      printer.print([diagnostic], source: SourceFile(path: path, bytes: existing, format: .yaml))
      throw ExitCode(ExitStatus.usage)
    }
  }

  private func write(_ bytes: [UInt8], to path: String, inputs: Set<FileIdentity>) throws {
    let target = try resolve(path, for: check ? .comparison : .output, inputs: inputs)
    try write(bytes, to: target, current: check ? currentBytes(of: target) : nil)
  }

  /// Writes `bytes` (atomically to a regular file), or under `--check` compares
  /// them with `current`, the file's bytes.
  private func write(_ bytes: [UInt8], to target: OutputTarget, current: [UInt8]?) throws {
    if check {
      let existing = current ?? []
      guard existing != bytes else { return }
      let path = target.path
      // Svg: a line diff of a picture helps nobody; the note below names the file.
      if resolvedFormat.drawing?.showsDiffWhenStale != false {
        try Console.writeData(
          UnifiedDiff.diff(old: existing, new: bytes, oldLabel: path, newLabel: path + " (rendered)"), printer: printer)
      }
      printer.print(
        message: "'\(TerminalText.escape(path))' is stale; run the same command without --check to update it")
      throw ExitCode(ExitStatus.findings)
    }
    do {
      try target.write(bytes)
    } catch {
      printer.print(message: TerminalText.escape(error.description))
      throw ExitCode(ExitStatus.usage)
    }
  }

  /// Where `path` leads, or exit 2 saying why tablegen will not write there
  /// (a file the run read, a read-only file, a FIFO for --inject: docs/security.md).
  func resolve(_ path: String, for use: OutputTarget.Use, inputs: Set<FileIdentity>) throws -> OutputTarget {
    switch OutputTarget.resolve(path, for: use, inputs: inputs) {
    case .success(let target): return target
    case .failure(let error):
      printer.print(message: TerminalText.escape(error.description))
      throw ExitCode(ExitStatus.usage)
    }
  }

  /// The bytes of the regular file `target` leads to; none when it does not exist yet.
  func currentBytes(of target: OutputTarget) throws -> [UInt8] {
    guard let file = target.existingFile else { return [] }
    switch SpecFileReader.readIfExists(path: file) {
    case .success(let bytes): return bytes ?? []
    case .failure(let diagnostic):
      printer.print([diagnostic], source: nil)
      throw ExitCode(ExitStatus.usage)
    }
  }

  var printer: DiagnosticPrinter { DiagnosticPrinter(color: color) }
}

extension RenderTheme: ExpressibleByArgument {}
