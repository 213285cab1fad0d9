import TableGenOutput
import TableGenSpec

/// Answers given in advance with `--answers FILE`: a JSON or YAML mapping of
/// field ids to values, plus optionally `$action` naming the final choice and
/// `$spec` naming the spec a recorded file was made from (`RecordedAnswers`);
/// then `--set ID=VALUE` over them (`Assignments.swift`), and `--ask ID` to
/// ask a prefilled field all the same.
///
/// The file is read by the spec's own loaders, so it gets the same limits,
/// duplicate-key checks and positions. Every value is judged by `AnswerParser`,
/// like a typed answer. A `null` (or blank) value leaves an optional field out.
public struct Prefill: Sendable {
  /// What the file says about one question.
  public enum Value: Equatable, Sendable {
    case answer(Answer)
    /// `null`: the optional field is left out and not asked.
    case leftOut
    /// The value failed its checks: its text (for editing, when it is a scalar) and its problems.
    case invalid(text: String?, problems: [String])
  }

  /// By question index.
  public var values: [Int: Value] = [:]
  /// Where each value was written in the answers file, by question index.
  public var locations: [Int: Location] = [:]
  /// The answers file's path, as the diagnostics name it.
  public var path: String?
  /// The final choice `$action` names, by index in `plan.choices`.
  public var choice: Int?
  /// Where `$action` was written.
  public var choiceLocation: Location?
  /// What is wrong with each invalid value, by question index, in the words the person filling in reads
  /// when the question is asked again ("Use three capital letters."); `diagnostics` speak to the file's author.
  public var advice: [Int: [String]] = [:]
  /// Every problem, positioned in the answers file: unreadable text, unknown
  /// ids, a bad `$action`, and each invalid value.
  public var diagnostics: [Diagnostic] = []
  /// Whether a problem cannot be mended by asking the question again: the file
  /// does not load, names an unknown field, or a bad `$action` or `$spec`.
  public var hasFatalProblems = false
  /// The spec a recorded file names under `$spec`, when it has one.
  public var recordedSpec: RecordedSpec?
  /// The `--set` argument that gave each value, as messages show it (`--set 'age=42'`), by question index.
  public var assigned: [Int: String] = [:]
  /// The `--set '$action=…'` argument that named the final choice, when one did.
  public var choiceArgument: String?
  /// The questions `--ask` asks although they are prefilled, by index.
  public var asked: Set<Int> = []
  /// The prefilled answers of each child pane, by its link's id.
  public var panes: [String: Prefill] = [:]
  /// Where the answers stand in their document: the root of an answers file,
  /// or a mapping inside another (a case of a scenario tests file).
  public var base: JSONPointer = .root

  /// Where a value was written: its span in the file and its pointer.
  public struct Location: Sendable {
    public var range: SourceRange
    public var pointer: JSONPointer

    public init(range: SourceRange, pointer: JSONPointer) {
      self.range = range
      self.pointer = pointer
    }
  }

  public init() {}

  /// Where a value was given, for a diagnostic about it: a place in the
  /// answers file, or a `--set` argument, which stands as the diagnostic's file.
  public struct Origin: Sendable {
    public var range: SourceRange?
    public var pointer: JSONPointer?
    public var file: String?
  }

  /// Where the value of question `index` was given; nil when it was not.
  public func origin(of index: Int) -> Origin? {
    if let argument = assigned[index] { return Origin(range: nil, pointer: nil, file: argument) }
    if let location = locations[index] { return Origin(range: location.range, pointer: location.pointer, file: path) }
    return nil
  }

  /// The prefill from `file` for the form `plan`. `specDigest`, the SHA-256 of
  /// the spec's bytes (`SHA256.hexDigest`), is compared with the one a recorded
  /// file keeps: a `spec-changed` warning when they differ.
  public static func load(
    _ file: SourceFile, plan: FormPlan, specDigest: String? = nil, options: LoadOptions = .default
  ) -> Prefill {
    // Every pattern match of the answers shares one budget of work, as a spec's do.
    PatternMeter.measuring { loadMeasured(file, plan: plan, specDigest: specDigest, options: options) }
  }

  private static func loadMeasured(_ file: SourceFile, plan: FormPlan, specDigest: String?, options: LoadOptions)
    -> Prefill
  {
    var prefill = Prefill()
    var file = file
    file.mayHoldSecrets = true  // the loader's messages quote none of its text
    let (root, loadDiagnostics) = DocumentLoader.load(file, options: options)
    prefill.diagnostics = loadDiagnostics
    prefill.path = file.path
    prefill.hasFatalProblems = loadDiagnostics.hasErrors
    if let root, !loadDiagnostics.hasErrors { prefill.read(root, plan: plan, specDigest: specDigest) }
    for index in prefill.diagnostics.indices { prefill.diagnostics[index].file = file.path }
    prefill.diagnostics.sort(by: Diagnostic.reportOrder)
    return prefill
  }

  /// The prefill from `node`, a mapping of answers inside a larger document
  /// (a case of a scenario tests file at `path`): every problem is positioned
  /// there, with its pointer under `base`.
  public static func read(_ node: DocumentNode, path: String, base: JSONPointer, plan: FormPlan) -> Prefill {
    PatternMeter.measuring {
      var prefill = Prefill()
      prefill.path = path
      prefill.base = base
      prefill.read(node, plan: plan, specDigest: nil, base: base)
      for index in prefill.diagnostics.indices { prefill.diagnostics[index].file = path }
      prefill.diagnostics.sort(by: Diagnostic.reportOrder)
      return prefill
    }
  }

  private mutating func read(_ root: DocumentNode, plan: FormPlan, specDigest: String?, base: JSONPointer = .root) {
    guard root.kind == .mapping else {
      fatal(
        .typeMismatch, "the answers must be a mapping of field ids to values, found \(root.kindDescription)", at: root,
        pointer: base)
      return
    }
    // A recorded file is read knowing it is one, wherever its `$spec` stands: its unknown ids are warnings.
    if let recorded = root.pairs.first(where: { $0.key.scalar?.value == .string(RecordedAnswers.specKey) }) {
      readRecordedSpec(recorded.value, specDigest: specDigest)
    }
    let ids = plan.questions.map(\.field.id)
    let written = writtenIDs(root)
    for (key, value) in root.pairs {
      guard case .string(let id)? = key.scalar?.value else {
        fatal(
          .typeMismatch, "an answer's key must be a field id, found \(key.kindDescription)", at: key, pointer: .root)
        continue
      }
      let pointer = base.appending(id)
      if id == FormResult.actionKey {
        readAction(value, plan: plan, pointer: pointer)
        continue
      }
      if id == RecordedAnswers.specKey { continue }  // read above
      // A child pane's answers, nested under its link's id.
      if plan.questionIndex(id: id) == nil, let pane = plan.panes.first(where: { $0.id == id }) {
        readPane(value, pane: pane, pointer: pointer)
        continue
      }
      // An answer under an id a cell was renamed from is that cell's, unless the file answers the new id too.
      var found = plan.questionIndex(id: id)
      if found == nil, let renamed = AnswerMigration.question(renamedFrom: id, in: plan),
        !written.contains(plan.questions[renamed].field.id)
      {
        diagnostics.append(
          AnswerMigration.renamedNote(old: id, field: plan.questions[renamed].field, at: key.range, pointer: pointer))
        found = renamed
      }
      guard let index = found else {
        let message = "'\(id)' is not a field of this form"
        let suggestion = Suggestion.hint(for: id, among: ids + [FormResult.actionKey], noun: "keys")
        if let recordedSpec {
          // Recorded from another version of the spec, whose field may since be gone: the answer is dropped.
          diagnostics.append(
            Diagnostic(
              .unknownKey,
              "\(message) (the answers were recorded from '\(recordedSpec.path)'), so its answer is dropped",
              at: key.range, pointer: pointer, severity: .warning, suggestion: suggestion))
        } else {
          fatal(.unknownKey, message, at: key, pointer: pointer, suggestion: suggestion)
        }
        continue
      }
      let field = plan.questions[index].field
      locations[index] = Location(range: value.range, pointer: pointer)
      switch Self.answer(from: value, for: field) {
      case .success(let written):
        // An option value an option lists in `formerly` is that option's.
        var answer = written
        if let given = written {
          let (current, replaced) = AnswerMigration.migrated(given, for: field)
          answer = current
          diagnostics += replaced.map {
            AnswerMigration.optionNote($0, field: field, at: value.range, pointer: pointer)
          }
        }
        let judged = Self.judge(answer, for: field, text: value.scalar?.text)
        values[index] = judged
        if case .invalid(_, let problems) = judged {
          advice[index] = Self.advice(answer, for: field)
          diagnostics += Self.diagnostics(
            told: Self.told(advice[index] ?? [], else: problems), answer: answer, for: field
          ) {
            Diagnostic(.invalidValue, $0, at: value.range, pointer: pointer, suggestion: $1)
          }
        }
      case .failure(let mismatch):
        // The value's type cannot be an answer at all: asked again, it starts empty.
        values[index] = .invalid(text: nil, problems: [mismatch.message])
        if let text = value.scalar?.text, case .failure(let problems) = AnswerParser.parse(text, for: field) {
          advice[index] = problems.messages
        } else if case .switch = field.cell {
          advice[index] = [AnswerAdvice.onOrOff]  // "yes" in quotes: a string, which a typed "yes" is not
        }
        diagnostics.append(
          Diagnostic(.typeMismatch, "field '\(id)': \(mismatch.message)", at: value.range, pointer: pointer))
      }
    }
  }

  /// The ids a mapping of answers writes, for telling an old id's answer from the new id's.
  private func writtenIDs(_ root: DocumentNode) -> Set<String> {
    Set(
      root.pairs.compactMap { pair in
        if case .string(let id)? = pair.key.scalar?.value { return id }
        return nil
      })
  }

  // MARK: Child panes
  /// Reads the answers of `pane`, a mapping under its link's id: each problem
  /// is positioned in the same answers file, under the pane's pointer.
  private mutating func readPane(_ node: DocumentNode, pane: FormPane, pointer: JSONPointer) {
    var nested = Prefill()
    nested.path = path
    nested.read(node, plan: pane.plan, specDigest: nil, base: pointer)
    diagnostics += nested.diagnostics
    hasFatalProblems = hasFatalProblems || nested.hasFatalProblems
    panes[pane.id] = nested
  }

  private mutating func readAction(_ value: DocumentNode, plan: FormPlan, pointer: JSONPointer) {
    guard case .string(let action)? = value.scalar?.value else {
      fatal(
        .typeMismatch, "'\(FormResult.actionKey)' must be a button's action, found \(value.kindDescription)", at: value,
        pointer: pointer)
      return
    }
    let index: Int
    switch Self.choice(named: action, in: plan) {
    case .success(let found): index = found
    case .failure(let unknown):
      fatal(.invalidValue, unknown.message, at: value, pointer: pointer, suggestion: unknown.suggestion)
      return
    }
    choice = index
    choiceLocation = Location(range: value.range, pointer: pointer)
  }

  /// What an answer read for `field` (nil for none) makes of the question: an
  /// answer, left out, or invalid with its problems and, but for a secure field,
  /// the `text` it was written as, for editing. The same for a file's value and a `--set`.
  static func judge(_ answer: Answer?, for field: FormField, text: String?) -> Value {
    let answer = AnswerParser.normalized(answer)
    if let problem = AnswerParser.requiredProblem(answer, for: field) {
      return .invalid(text: nil, problems: [problem])
    }
    guard let answer else { return .leftOut }  // null or blank: the optional field is left out
    let problems = AnswerParser.problems(with: answer, for: field)
    return problems.isEmpty ? .answer(answer) : .invalid(text: field.isSecure ? nil : text, problems: problems)
  }

  /// Why a value `judge` found invalid does not do, as the person filling in is told it.
  static func advice(_ answer: Answer?, for field: FormField) -> [String] {
    let answer = AnswerParser.normalized(answer)
    if let required = AnswerParser.requiredAdvice(answer, for: field) { return [required] }
    return answer.map { AnswerParser.advice(for: $0, field: field) } ?? []
  }

  /// The sentences a diagnostic about a given value says: the person's `advice`
  /// (the words the form shows), or the rule's own words where there is none.
  static func told(_ advice: [String], else problems: [String]) -> [String] {
    advice.isEmpty ? problems : advice
  }

  /// A diagnostic's message about a value given for `field`: "field 'age' (Age): Enter a whole number."
  static func problem(_ sentence: String, of field: FormField) -> String {
    "field \(field.reference): \(sentence)"
  }

  /// The option `word` most likely means: the closest by spelling, else the one
  /// option whose value or label it begins (`Lemon` for Lemon Drizzle).
  static func likelyChoice(_ word: String, among choices: [Suggestion.LabelledChoice]) -> Suggestion.LabelledChoice? {
    if let closest = Suggestion.closest(to: word, among: choices) { return closest }
    let lowered = word.lowercased()
    guard lowered.count > 1 else { return nil }
    let begun = choices.filter { $0.value.lowercased().hasPrefix(lowered) || $0.label.lowercased().hasPrefix(lowered) }
    return begun.count == 1 ? begun[0] : nil
  }

  /// The options a file or `--set` is told of at most: a long list would bury the hint.
  static let listedOptions = 8

  /// The diagnostics about a value given for `field`, one per sentence it is
  /// `told`. A file and a command line show no options, so a picker's "Choose
  /// one of the options listed." names them (at most `listedOptions`), with
  /// the option the value most likely means.
  static func diagnostics(
    told sentences: [String], answer: Answer?, for field: FormField, make: (String, String?) -> Diagnostic
  ) -> [Diagnostic] {
    sentences.map { sentence in
      guard sentence == AnswerAdvice.chooseListed, case .picker(let picker) = field.cell else {
        return make(problem(sentence, of: field), nil)
      }
      let choices = picker.options.map { Suggestion.LabelledChoice(value: $0.value.description, label: $0.label) }
      let shown = choices.prefix(listedOptions).map(\.quoted).joined(separator: ", ")
      let more = choices.count > listedOptions ? ", and \(choices.count - listedOptions) more" : ""
      var named: [PickerCell.OptionValue] = []
      switch answer {
      case .option(let value)?: named = [value]
      case .options(let values)?: named = values
      default: break
      }
      let unknown = named.first { !picker.isOption($0) }
      let likely = unknown.flatMap { Self.likelyChoice($0.description, among: choices) }
      let lead = picker.multiple ? "Choose from the options" : "Choose one of the options"
      return make(
        problem("\(lead): \(shown)\(more).", of: field), likely.map { "did you mean \($0.quoted)?" })
    }
  }

  mutating func fatal(
    _ code: DiagnosticCode, _ message: String, at node: DocumentNode, pointer: JSONPointer, suggestion: String? = nil
  ) {
    diagnostics.append(Diagnostic(code, message, at: node.range, pointer: pointer, suggestion: suggestion))
    hasFatalProblems = true
  }

  /// A value whose type cannot be an answer to its field.
  struct TypeMismatch: Error {
    var message: String
  }

  /// The answer a value in the file stands for (nil for `null`), before its
  /// checks. What a scalar means for each cell type is the cell's to say
  /// (`Cell.answer(written:)`); this only walks the node.
  static func answer(from node: DocumentNode, for field: FormField) -> Result<Answer?, TypeMismatch> {
    let cell = field.cell
    let answer: Answer?
    switch node.kind {
    case .sequence:
      answer = cell.answer(writtenList: node.items.map { $0.scalar?.value })
    case .mapping:
      answer = nil
    case .scalar:
      let value = node.scalar?.value ?? .null
      if value == .null { return .success(nil) }
      answer = cell.answer(written: value)
    }
    guard let answer else {
      // A list the field takes, refused for an item, names the item: "found a list inside the list".
      var found = node.kindDescription
      if cell.answer(writtenList: []) != nil,
        let item = node.items.first(where: { cell.answer(writtenList: [$0.scalar?.value]) == nil })
      {
        found = "\(item.kindDescription) inside the list"
      }
      return .failure(TypeMismatch(message: "expected \(cell.writtenExpectation), found \(found)"))
    }
    return .success(answer)
  }
}
