import TableGenOutput
import TableGenSpec

/// `--set ID=VALUE` and `--ask ID`: answers given, and questions asked again,
/// on the command line, over the answers file.
///
/// VALUE means what the same text means as a quoted string in an answers file
/// (`id: "VALUE"`), judged by the same code (`Prefill.answer(from:for:)`'s
/// `Cell.answer(written:)`, then `Prefill.judge`): a number for the
/// `integer` and `decimal` formats and a slider, an option value for a picker.
/// Where a file would write something else, VALUE says it in words: for a
/// switch `true`/`false`, `on`/`off`, `yes`/`no` (or `y`/`n`), as typed in line
/// mode; for a multiple picker the option values separated by commas, or, for
/// values that hold a comma, a JSON array as an answers file writes it
/// (`tags=["a,b","c"]`: a VALUE that starts with `[` is that array). An empty
/// VALUE is `null`: it leaves an optional field out. `--set '$action=ACTION'`
/// names the final choice, as `$action` does in an answers file.
///
/// Every problem is an error that names the argument (as a diagnostic's file:
/// `--set 'age=abc': error: …`), never the value of a secure field. They are not
/// asked again: the command line is mended there.
extension Prefill {
  /// Applies each `ID=VALUE` of `arguments` over the answers so far; a value
  /// from `--set` beats the file's. Returns the problems, each an error.
  public mutating func assign(_ arguments: [String], plan: FormPlan) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    var given: [Int: String] = [:]  // each field's first --set, valid or not
    for argument in arguments {
      guard let equals = argument.firstIndex(of: "=") else {
        problems.append(
          Diagnostic(
            .invalidValue, "expected ID=VALUE: a field's id, '=', then its value", at: nil,
            suggestion: "such as --set name=Ann; an empty value (name=) leaves an optional field out",
            file: Self.shown(option: "--set", argument)))
        continue
      }
      let id = String(argument[..<equals])
      let text = String(argument[argument.index(after: equals)...])
      if id == FormResult.actionKey {
        problems += assignAction(text, plan: plan, shown: Self.shown(option: "--set", argument))
        continue
      }
      guard let index = plan.questionIndex(id: id) else {
        // The id may be a typo of a secure field's: its value is not shown.
        problems.append(
          Diagnostic(
            .unknownKey, "'\(id)' is not a field of this form", at: nil,
            suggestion: Suggestion.hint(for: id, among: plan.questions.map(\.field.id), noun: "fields"),
            file: Self.shown(option: "--set", "\(id)=\(FormSymbols.mask)")))
        continue
      }
      let field = plan.questions[index].field
      let shown = Self.shown(option: "--set", "\(id)=\(field.isSecure ? FormSymbols.mask : text)")
      if let earlier = given[index] {
        problems.append(
          Diagnostic(
            .duplicateKey, "the field '\(id)' is set twice, first by \(earlier)", at: nil,
            suggestion: "give each field one --set", file: shown))
        continue
      }
      given[index] = shown
      let judged: Value
      let answer: Answer?
      switch Self.answer(assigned: text, for: field) {
      case .success(let assigned):
        answer = assigned
        judged = Self.judge(assigned, for: field, text: text)
      case .failure(let mismatch):
        problems.append(Diagnostic(.typeMismatch, mismatch.message, at: nil, file: shown))
        continue
      }
      if case .invalid(_, let messages) = judged {
        // In the words the form would show (the person's, not the spec author's).
        problems += Self.diagnostics(
          told: Self.told(Self.advice(answer, for: field), else: messages), answer: answer, for: field
        ) {
          Diagnostic(.invalidValue, $0, at: nil, suggestion: $1, file: shown)
        }
        continue
      }
      values[index] = judged
      assigned[index] = shown
      // The file's value for this field, and what was wrong with it, give way.
      locations[index] = nil
      diagnostics.removeAll { $0.severity == .error && $0.pointer?.tokens.first == id && $0.file == path }
    }
    return problems
  }

  /// What to do when no final choice has an action: a settings screen's buttons act in place (and its
  /// built-in Save has none), so "the form has no buttons" was not true of it.
  static let noActionHint = "no button that finishes this form has an action; leave '\(FormResult.actionKey)' out"

  /// The final choice `action` names, or why none: what `$action` means in an
  /// answers file and in `--set '$action=…'` alike.
  static func choice(named action: String, in plan: FormPlan) -> Result<Int, UnknownAction> {
    if let index = plan.choices.firstIndex(where: { $0.action == action }) { return .success(index) }
    let actions = plan.choices.compactMap(\.action)
    return .failure(
      UnknownAction(
        message: "'\(action)' is not the action of a button of this form",
        suggestion: actions.isEmpty ? noActionHint : Suggestion.hint(for: action, among: actions, noun: "actions")))
  }

  /// An action no button of the form has, said as a diagnostic says it.
  struct UnknownAction: Error {
    var message: String
    var suggestion: String
  }

  /// `--set '$action=ACTION'`: the final choice, as `$action` names it in an answers file.
  private mutating func assignAction(_ action: String, plan: FormPlan, shown: String) -> [Diagnostic] {
    if let earlier = choiceArgument {
      return [
        Diagnostic(.duplicateKey, "the final choice is set twice, first by \(earlier)", at: nil, file: shown)
      ]
    }
    let index: Int
    switch Prefill.choice(named: action, in: plan) {
    case .success(let found): index = found
    case .failure(let unknown):
      return [Diagnostic(.invalidValue, unknown.message, at: nil, suggestion: unknown.suggestion, file: shown)]
    }
    choice = index
    choiceLocation = nil
    choiceArgument = shown
    return []
  }

  /// Asks each field of `ids` even though it is prefilled, offering its
  /// prefilled value as the default. Returns an error for each unknown id.
  public mutating func ask(_ ids: [String], plan: FormPlan) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    for id in ids {
      guard let index = plan.questionIndex(id: id) else {
        problems.append(
          Diagnostic(
            .unknownKey, "'\(id)' is not a field of this form", at: nil,
            suggestion: Suggestion.hint(for: id, among: plan.questions.map(\.field.id), noun: "fields"),
            file: Self.shown(option: "--ask", id)))
        continue
      }
      asked.insert(index)
    }
    return problems
  }

  /// The answer a `--set` value stands for (nil for an empty one), before its checks.
  static func answer(assigned text: String, for field: FormField) -> Result<Answer?, TypeMismatch> {
    if text.isEmpty { return .success(nil) }
    if case .switch = field.cell {
      // The words line mode takes, which say in text what a file writes as true or false.
      switch AnswerParser.parse(text, for: field) {
      case .success(let answer): return .success(answer)
      case .failure(let problems): return .failure(TypeMismatch(message: problems.messages.joined(separator: "; ")))
      }
    }
    if case .picker(let picker) = field.cell, picker.multiple {
      if text.trimmingWhitespace.hasPrefix("[") { return answer(jsonList: text, for: field) }
      let items = text.split(separator: ",", omittingEmptySubsequences: false).map {
        ScalarValue.string(String($0).trimmingWhitespace)
      }
      return .success(field.cell.answer(writtenList: items))
    }
    // Every other type reads the text as a file writes the value (`CellKind.answer(written:)`).
    guard let answer = field.cell.answer(written: .string(text)) else {
      return .failure(TypeMismatch(message: "expected \(field.cell.writtenExpectation)"))
    }
    return .success(answer)
  }

  /// A multiple picker's `--set` VALUE written as a JSON array, read as the
  /// same array in an answers file is (`Prefill.answer(from:for:)`).
  private static func answer(jsonList text: String, for field: FormField) -> Result<Answer?, TypeMismatch> {
    var file = SourceFile(path: "--set", bytes: Array(text.utf8), format: .json)
    file.mayHoldSecrets = true  // a problem quotes none of the text
    let (root, problems) = DocumentLoader.load(file)
    guard let root, !problems.hasErrors, root.kind == .sequence else {
      var why = problems.first(where: { $0.severity == .error })?.message ?? "it is not an array"
      // The parser reads files; this text is one command-line value ("the value ends inside an array").
      if why.hasPrefix("the file ") { why = "the value " + why.dropFirst("the file ".count) }
      return .failure(
        TypeMismatch(
          message: "a value that starts with '[' is a JSON array of option values, such as [\"a,b\", \"c\"]: \(why)"))
    }
    return answer(from: root, for: field)
  }

  /// An option and its argument as a shell would take them back: `--set 'age=abc'`.
  static func shown(option: String, _ argument: String) -> String {
    "\(option) '\(argument.replacing("'", with: #"'\''"#))'"
  }
}
