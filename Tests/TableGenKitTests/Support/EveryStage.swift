// Shared by the fuzz target (Fuzz/build compiles this file into the fuzzer's
// module, beside the library modules) and by FuzzRegressionTests, so that a
// reproducer is replayed through exactly the stages that the fuzzer ran it through.
import Glibc

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSettingsBundle  // the plist reader and writer
@testable import TableGenSpec

/// What one input produced in each format.
struct EveryStageResult {
  /// The diagnostics of the input read as a spec in YAML and in JSON.
  var diagnostics: [SourceFormat: [Diagnostic]] = [:]
  /// The diagnostics of the input read as a `fill --answers` file in YAML and in JSON.
  var answerDiagnostics: [SourceFormat: [Diagnostic]] = [:]
  /// The bytes of every report and rendering, so that none of them is optimised away.
  var outputBytes = 0
  /// The formats in which `SpecLoader.check` (validate, keeping no cell) did not
  /// report exactly what `SpecLoader.load` did: none, unless that is a bug.
  var checkOnlyMismatches: [SourceFormat] = []
}

/// Runs `bytes` through everything tablegen does with a file it did not write.
/// The bytes are read both as YAML and as JSON (the format decides the parser,
/// not the content), loaded, decoded and validated; every reporter formats the
/// diagnostics (they quote the untrusted text); every renderer renders a
/// decoded spec, valid or not, so a renderer cannot rely on validation; and
/// the bytes serve as a host document for Markdown injection and, when `form`
/// is given, as the answers file of `fill --no-input` for that form and as keys
/// typed at its full-screen form (`typeKeys`). A decoded
/// spec is also filled from its own defaults. Link targets are never looked up
/// on disk; data files are read from `Fuzz/data/` under `root`, so that a spec
/// naming one of them reaches its recipes, and the bytes are also the data
/// file of fixed recipes (`runRecipeStages`).
func runEveryStage(_ bytes: [UInt8], answering form: FormPlan?, root: String = ".") -> EveryStageResult {
  var result = EveryStageResult()
  let context = ValidationContext(baseDirectory: root + "/Fuzz/data", fileProblem: { _ in .missing })
  if case .success(let injected) = MarkdownInjection.inject("| a |\n|---|\n", into: bytes, path: "input.md") {
    result.outputBytes += injected.count
  }
  // MARK: - Patterns: the bytes as a pattern, matched against themselves within the budget.
  if case .success(let pattern) = Pattern.compile(String(decoding: bytes, as: UTF8.self)) {
    result.outputBytes += pattern.verdict(String(decoding: bytes, as: UTF8.self)) == .matches ? 1 : 0
  }
  // MARK: - Conditions language
  result.outputBytes += runConditionStages(bytes)
  // MARK: - The bytes as translation catalogs
  result.outputBytes += StringsFile.read(bytes, path: "input.strings", locale: "de").catalog.entries.count
  result.outputBytes += StringCatalogFile.read(bytes, path: "input.xcstrings").catalog.entries.count
  // MARK: - Rows from data: the bytes as a data file's records
  for format in SourceFormat.allCases {
    let (document, _) = DocumentLoader.loadDocument(SourceFile(path: "data", bytes: bytes, format: format))
    if let document, !document.nodes.isEmpty, case .success(let records) = DataFile.records(of: document) {
      result.outputBytes += records.count
    }
  }
  result.outputBytes += runRecipeStages(bytes)
  // MARK: - Plists
  result.outputBytes += runPlistStages(bytes)
  for format in SourceFormat.allCases {
    let file = SourceFile(path: "input.\(format.rawValue)", bytes: bytes, format: format)
    let loaded = SpecLoader.load(file, context: context)
    result.diagnostics[format] = loaded.diagnostics
    if SpecLoader.check(file, context: context).diagnostics != loaded.diagnostics {
      result.checkOnlyMismatches.append(format)
    }
    result.outputBytes += report(loaded, file: file)
    if let spec = loaded.spec {
      result.outputBytes += render(spec, bytes: bytes)
      // The spec in another language, as `render --locale de-AT` shows it.
      let localized = Localizer(requested: "de-AT", localization: spec.localization).localize(spec)
      result.outputBytes += JSONRenderer().render(localized).utf8.count
      result.outputBytes += fill(FormPlan(spec), answers: nil).outputBytes
    }
    if let form {
      if format == .yaml { result.outputBytes += typeKeys(bytes, at: form) }
      let answers = SourceFile(path: "answers.\(format.rawValue)", bytes: bytes, format: format)
      let filled = fill(form, answers: answers)
      result.answerDiagnostics[format] = filled.diagnostics
      result.outputBytes += filled.outputBytes
      // MARK: - Replay
      result.outputBytes += replay(form, answers: answers)
    }
  }
  return result
}

/// The form as `fill --no-input` fills it, from `answers` and the defaults, in every answers format.
private func fill(_ form: FormPlan, answers: SourceFile?) -> (diagnostics: [Diagnostic], outputBytes: Int) {
  let prefill = answers.map { Prefill.load($0, plan: form) }
  let filled = UnattendedFill.run(plan: form, prefill: prefill, specPath: "form.yaml")
  var count = 0
  if case .submitted(let result)? = filled.outcome {
    for format in AnswersWriter.Format.allCases { count += AnswersWriter.write(result, as: format).utf8.count }
  }
  return (filled.diagnostics, count)
}

// MARK: - Replay: --set, --ask and --record

/// The bytes as a recorded answers file (its `$spec` checked against their own
/// hash), then each of their first 100 lines as a `--set` and an `--ask`
/// argument over it, filled without input and recorded again. Returns the bytes written.
private func replay(_ form: FormPlan, answers: SourceFile) -> Int {
  var prefill = Prefill.load(answers, plan: form, specDigest: SHA256.hexDigest(of: answers.bytes))
  let lines = String(decoding: answers.bytes, as: UTF8.self).split(separator: "\n").prefix(100).map(String.init)
  var count = prefill.assign(lines, plan: form).count + prefill.ask(lines, plan: form).count
  if case .submitted(let result)? = UnattendedFill.run(plan: form, prefill: prefill, specPath: "form.yaml").outcome {
    let document = RecordedAnswers.document(
      result, plan: form, specPath: answers.path, specDigest: SHA256.hexDigest(of: []), includeSecure: false)
    count += AnswersWriter.write(document, as: .yaml).utf8.count
  }
  return count
}

// MARK: - Keys at the full-screen form (fill's terminal)

/// The bytes as a terminal sends them to the full-screen form of `plan`, all in
/// one read, as a paste or a fast typist gives them: characters of several
/// scalars, escape sequences, bracketed pastes. Every key is handled; a frame
/// is drawn at 80×24 after each of the first 100 keys and every 25th after
/// (drawing is most of the stage's cost), and at the end at 80×24 and at a
/// narrow size. `$EDITOR` gives back text with joining scalars and a line
/// break; a finished form starts again, so every editor meets the bytes.
/// Returns the bytes drawn.
func typeKeys(_ bytes: [UInt8], at plan: FormPlan) -> Int {
  var decoder = KeyDecoder()
  let keys = decoder.decode(bytes) + decoder.flush()
  var form = InteractiveForm(session: FormSession(plan: plan))
  var count = 0
  for (index, key) in keys.enumerated() {
    if case .openEditor(let text) = form.handle(key) {
      form.replaceText("\u{301}" + text + "\u{1F1EB}\r\n\u{1F1F7}")
    }
    if form.isFinished { form = InteractiveForm(session: FormSession(plan: plan)) }
    let last = index == keys.count - 1
    guard index < 100 || index % 25 == 0 || last else { continue }
    for (width, height) in last ? [(80, 24), (11, 5)] : [(80, 24)] {
      let screen = form.screen(width: width, height: height, style: .plain)
      count += screen.lines.reduce(0) { $0 + $1.utf8.count }
      if let cursor = screen.cursor {
        precondition(cursor.row < screen.lines.count && cursor.column <= width, "the cursor is off the screen")
      }
    }
  }
  return count
}

/// The form with every answerable field type that the fuzzer's bytes answer, from
/// `Tests/Fixtures/fill/every-field.yaml` under `root`; nil when it cannot be read.
func everyFieldForm(root: String) -> FormPlan? {
  guard case .success(let file) = SpecFileReader.read(path: root + "/Tests/Fixtures/fill/every-field.yaml"),
    let spec = SpecLoader.load(file).spec
  else { return nil }
  return FormPlan(spec)
}

private func report(_ loaded: LoadedSpec, file: SourceFile) -> Int {
  var count = 0
  let report = ValidationReport(files: [.init(path: file.path, source: file, diagnostics: loaded.diagnostics)])
  for style in [TerminalStyle.plain, TerminalStyle(enabled: true)] {
    let reporter = TextReporter(style: style)
    for diagnostic in loaded.diagnostics { count += reporter.format(diagnostic, source: file).utf8.count }
  }
  count += TextReporter.summary(files: 1, diagnostics: loaded.diagnostics).utf8.count
  let formatters: [any ReportFormatter] = [
    JSONReportFormatter(), GitHubReportFormatter(workingDirectory: "/work"),
    SARIFReportFormatter(workingDirectory: "/work"),
  ]
  for formatter in formatters { count += formatter.format(report).utf8.count }
  return count
}

// MARK: - Recipes over the bytes as data

/// Recipes that multiply, whose data file is the bytes (as YAML and as JSON):
/// a computed default with filters, options from the data, and `rows:` whose
/// template is a picker with options from the same data, filtered with `in`
/// and filters in its strings. Each spec is rendered in every format and
/// filled from its defaults. Returns the bytes made.
private func runRecipeStages(_ bytes: [UInt8]) -> Int {
  guard let folder = recipeFolder else { return 0 }
  var count = 0
  for format in SourceFormat.allCases {
    let data = "data.\(format.rawValue)"
    guard write(bytes, to: folder + "/" + data) else { continue }
    let spec = recipeSpec.split(separator: "DATA", omittingEmptySubsequences: false).joined(separator: data)
    let file = SourceFile(path: folder + "/recipes.yaml", bytes: Array(spec.utf8), format: .yaml)
    let loaded = SpecLoader.load(
      file, context: ValidationContext(baseDirectory: folder, fileProblem: { _ in .missing }))
    count += loaded.diagnostics.count
    if let spec = loaded.spec {
      count += render(spec, bytes: [])
      count += fill(FormPlan(spec), answers: nil).outputBytes
    }
  }
  return count
}

private let recipeSpec = """
  tablegen: 1
  sections:
    - cells:
        - {type: input, id: first, label: First, default: " Ada Lovelace "}
        - {type: input, id: handle, label: Handle, computedDefault: "{first | trim | slug}.{first | upper | trim}-{first}"}
        - {type: picker, id: pick, label: Pick, optionsFrom: {data: DATA, value: id, label: name, sort: name}}
    - id: made
      rows:
        data: DATA
        filter: "{row.name} in ['a', 'b', 'c'] or {row.id} notempty"
        limit: 64
        empty: Nothing.
        template:
          type: picker
          id: "p-{row.id | slug}"
          label: "{row.name | trim | upper} {row.name | lower}"
          optionsFrom: {data: DATA, value: id, label: name}
    - rows:
        data: DATA
        groupBy: name
        template: {type: input, id: "i-{row.id | slug}", label: "{row.name}", computedDefault: "{row.name | slug}{first}"}
  """

/// A private folder for the recipes' data file, made once; nil when none can be made.
private let recipeFolder: String? = {
  var template = Array("/tmp/tablegen-recipes-XXXXXX".utf8CString)
  return template.withUnsafeMutableBufferPointer { buffer -> String? in
    guard let start = buffer.baseAddress, let made = mkdtemp(start) else { return nil }
    return String(cString: made)
  }
}()

/// Writes `bytes` to `path`, replacing it; whether all were written.
private func write(_ bytes: [UInt8], to path: String) -> Bool {
  let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
  guard descriptor >= 0 else { return false }
  defer { close(descriptor) }
  var offset = 0
  while offset < bytes.count {
    let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    guard written > 0 else { return false }
    offset += written
  }
  return true
}

/// Every renderer, and the Markdown injected into the input's own bytes. A new renderer is one line here.
private func render(_ spec: TableSpec, bytes: [UInt8]) -> Int {
  var count = JSONRenderer().render(spec).utf8.count
  count += JSONRenderer(includesLocations: true).render(spec).utf8.count
  count += TextRenderer().render(spec).utf8.count
  let narrow = TextRenderOptions(width: 20, glyphs: .ascii, style: TerminalStyle(enabled: true))
  count += TextRenderer(options: narrow).render(spec).utf8.count
  count += HTMLRenderer().render(spec).utf8.count  // the HTML form
  let markdown = MarkdownRenderer().render(spec)
  count += markdown.utf8.count
  if case .success(let injected) = MarkdownInjection.inject(markdown, into: bytes, path: "input.md") {
    count += injected.count
  }
  // the SVG picture
  count += SVGRenderer(options: SVGRenderOptions(width: SVGRenderOptions.minimumWidth)).render(spec).utf8.count
  return count
}

// MARK: - Conditions language

/// The bytes as a condition and as a computed default: parsed, checked against
/// a scope of every value type, evaluated and rendered; and the bytes as the
/// written form of a scalar in each style, every character located.
private func runConditionStages(_ bytes: [UInt8]) -> Int {
  let text = String(decoding: bytes, as: UTF8.self)
  var diagnostics: [Diagnostic] = []
  var scope = ConditionScope()
  let here = SourceRange(at: .start)
  let option = { (value: String) in PickerCell.Option(label: value, value: .string(value), range: here) }
  let types: [(String, ValueType?)] = [
    ("a", .bool), ("b", .number), ("c", .string), ("d", .list(.string)), ("e", .option), ("f", nil),
  ]
  for (id, type) in types {
    scope.add(
      .init(
        id: id, valueType: type, options: id == "c" || id == "d" ? [option("x"), option("y")] : [],
        noun: "a cell", range: here))
  }
  let answers: [String: ConditionValue] = [
    "a": .bool(true), "b": .number(Number(3)), "c": .string("x"), "d": .list([.string("y")]), "e": .number(Number(1)),
  ]
  let checker = ConditionChecker(scope: scope, selfID: "g")
  var count = 0
  if let condition = ConditionParser.parse(text, diagnostics: &diagnostics) {
    let findings = checker.check(condition)
    count += findings.diagnostics.count + findings.unresolved.count
    count += condition.holds { answers[$0] ?? .null } ? 1 : 0
    count += condition.holds { _ in .null } ? 1 : 0
  }
  if let template = TemplateParser.parse(text, diagnostics: &diagnostics) {
    count += checker.check(template).diagnostics.count
    var pass = ComputedText()
    count += (try? template.render(in: &pass) { answers[$0] ?? .null }.get())?.utf8.count ?? 0
  }
  count += diagnostics.reduce(0) { $0 + $1.message.utf8.count }
  let decoded = Array(text.utf8)
  let range = SourceRange(start: .start, end: SourceLocation(line: 1, column: 1, offset: bytes.count))
  for writing in [ScalarPositions.Writing.plain, .singleQuoted, .doubleQuoted, .block] {
    var positions = ScalarPositions(decoded: decoded, source: bytes, range: range, writing: writing)
    for offset in stride(from: 0, through: min(decoded.count, 4096), by: 1) {
      count += positions.locate(offset).end.column
    }
  }
  return count
}

// MARK: - Plists

/// The bytes as a plist (XML, or binary when they start with `bplist00`) and
/// again behind a `bplist00` header, so that the binary reader sees them too;
/// what reads is linted as a Settings.bundle plist and written out again.
private func runPlistStages(_ bytes: [UInt8]) -> Int {
  var count = 0
  for candidate in [bytes, BinaryPlistParser.magic + bytes] {
    let read = PlistReader.read(candidate, path: "input.plist")
    count += read.diagnostics.count
    if let document = read.document {
      count += SettingsBundleLint.check(document) { _ in false }.count
      count += PlistWriter.xml(document.root.value).utf8.count
    }
  }
  return count
}
