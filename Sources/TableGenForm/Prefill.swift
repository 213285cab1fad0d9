import TableGenOutput
import TableGenRender
import TableGenSpec

/// Answers given in advance with `--answers FILE`: a JSON or YAML mapping of
/// field ids to values, plus optionally `$action` naming the final choice.
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
  /// The final choice `$action` names, by index in `plan.choices`.
  public var choice: Int?
  /// Every problem, positioned in the answers file: unreadable text, unknown
  /// ids, a bad `$action`, and each invalid value.
  public var diagnostics: [Diagnostic] = []
  /// Whether a problem cannot be mended by asking the question again: the file
  /// does not load, names an unknown field, or a bad `$action`.
  public var hasFatalProblems = false

  public init() {}

  /// The prefill from `file` for the form `plan`.
  public static func load(_ file: SourceFile, plan: FormPlan, options: LoadOptions = .default) -> Prefill {
    var prefill = Prefill()
    let (root, loadDiagnostics) = DocumentLoader.load(file, options: options)
    prefill.diagnostics = loadDiagnostics
    prefill.hasFatalProblems = loadDiagnostics.hasErrors
    if let root, !loadDiagnostics.hasErrors { prefill.read(root, plan: plan) }
    for index in prefill.diagnostics.indices { prefill.diagnostics[index].file = file.path }
    prefill.diagnostics.sort(by: Diagnostic.reportOrder)
    return prefill
  }

  private mutating func read(_ root: DocumentNode, plan: FormPlan) {
    guard root.kind == .mapping else {
      fatal(.typeMismatch, "the answers must be a mapping of field ids to values, found \(root.kindDescription)", at: root, pointer: .root)
      return
    }
    let ids = plan.questions.map(\.field.id)
    for (key, value) in root.pairs {
      guard case .string(let id)? = key.scalar?.value else {
        fatal(.typeMismatch, "an answer's key must be a field id, found \(key.kindDescription)", at: key, pointer: .root)
        continue
      }
      let pointer = JSONPointer.root.appending(id)
      if id == FormResult.actionKey {
        readAction(value, plan: plan, pointer: pointer)
        continue
      }
      guard let index = plan.questions.firstIndex(where: { $0.field.id == id }) else {
        fatal(
          .unknownKey, "'\(id)' is not a field of this form", at: key, pointer: pointer,
          suggestion: Suggestion.hint(for: id, among: ids + [FormResult.actionKey], noun: "keys"))
        continue
      }
      let field = plan.questions[index].field
      switch Self.answer(from: value, for: field).map(AnswerParser.normalized) {
      case .success(let answer):
        if let problem = AnswerParser.requiredProblem(answer, for: field) {
          invalid(index, field: field, problems: [problem], text: nil, at: value, pointer: pointer)
        } else if let answer {
          let problems = AnswerParser.problems(with: answer, for: field)
          if problems.isEmpty {
            values[index] = .answer(answer)
          } else {
            invalid(index, field: field, problems: problems, text: value.scalar?.text, at: value, pointer: pointer)
          }
        } else {
          values[index] = .leftOut  // null or blank: the optional field is left out
        }
      case .failure(let problem):
        if problem.code == .typeMismatch {
          values[index] = .invalid(text: nil, problems: problem.messages)
          for message in problem.messages {
            diagnostics.append(Diagnostic(.typeMismatch, "field '\(id)': \(message)", at: value.range, pointer: pointer))
          }
        } else {
          invalid(index, field: field, problems: problem.messages, text: value.scalar?.text, at: value, pointer: pointer)
        }
      }
    }
  }

  private mutating func readAction(_ value: DocumentNode, plan: FormPlan, pointer: JSONPointer) {
    let actions = plan.choices.compactMap(\.action)
    guard case .string(let action)? = value.scalar?.value else {
      fatal(.typeMismatch, "'\(FormResult.actionKey)' must be a button's action, found \(value.kindDescription)", at: value, pointer: pointer)
      return
    }
    guard let index = plan.choices.firstIndex(where: { $0.action == action }) else {
      fatal(
        .invalidValue, "'\(action)' is not the action of a button of this form", at: value, pointer: pointer,
        suggestion: actions.isEmpty ? "the form has no buttons; leave '\(FormResult.actionKey)' out" : Suggestion.hint(for: action, among: actions, noun: "actions"))
      return
    }
    choice = index
  }

  private mutating func invalid(
    _ index: Int, field: FormField, problems: [String], text: String?, at node: DocumentNode, pointer: JSONPointer
  ) {
    values[index] = .invalid(text: field.isSecure ? nil : text, problems: problems)
    for problem in problems {
      diagnostics.append(Diagnostic(.invalidValue, "field '\(field.id)': \(problem)", at: node.range, pointer: pointer))
    }
  }

  private mutating func fatal(
    _ code: DiagnosticCode, _ message: String, at node: DocumentNode, pointer: JSONPointer, suggestion: String? = nil
  ) {
    diagnostics.append(Diagnostic(code, message, at: node.range, pointer: pointer, suggestion: suggestion))
    hasFatalProblems = true
  }

  struct Problem: Error {
    var code: DiagnosticCode
    var messages: [String]
  }

  /// The answer a value in the file stands for (nil for `null`), before its checks.
  static func answer(from node: DocumentNode, for field: FormField) -> Result<Answer?, Problem> {
    func mismatch(_ expected: String) -> Result<Answer?, Problem> {
      .failure(Problem(code: .typeMismatch, messages: ["expected \(expected), found \(node.kindDescription)"]))
    }
    guard let scalar = node.scalar else {
      if case .picker(let picker) = field, picker.multiple, node.kind == .sequence {
        var values: [PickerCell.OptionValue] = []
        for item in node.items {
          guard let value = optionValue(item.scalar, in: picker) else { return mismatch("a list of option values") }
          values.append(value)
        }
        return .success(.options(values))
      }
      return mismatch(expectation(for: field))
    }
    if scalar.value == .null { return .success(nil) }
    switch field {
    case .input(let input):
      switch scalar.value {
      case .number(let number) where input.keyboard.isNumeric: return .success(.number(number))
      case .number, .string: return parse(scalar.text, for: field)
      default: return mismatch(expectation(for: field))
      }
    case .textView:
      switch scalar.value {
      case .string(let text): return .success(.text(text))
      case .number: return .success(.text(scalar.text))
      default: return mismatch(expectation(for: field))
      }
    case .picker(let picker):
      guard !picker.multiple else { return mismatch(expectation(for: field)) }
      guard let value = optionValue(scalar, in: picker) else { return mismatch(expectation(for: field)) }
      return .success(.option(value))
    case .switch:
      if case .bool(let flag) = scalar.value { return .success(.bool(flag)) }
      return mismatch(expectation(for: field))
    case .slider:
      switch scalar.value {
      case .number(let number): return .success(.number(number))
      case .string: return parse(scalar.text, for: field)
      default: return mismatch(expectation(for: field))
      }
    }
  }

  private static func parse(_ text: String, for field: FormField) -> Result<Answer?, Problem> {
    switch AnswerParser.parse(text, for: field) {
    case .success(let answer): return .success(answer)
    case .failure(let problems): return .failure(Problem(code: .invalidValue, messages: problems.messages))
    }
  }

  /// A scalar as an option value: the option it equals, or one whose value is
  /// written the same (`"8"` for the option 8); otherwise the value as written,
  /// which then fails its check as not an option.
  private static func optionValue(_ scalar: Scalar?, in picker: PickerCell) -> PickerCell.OptionValue? {
    guard let scalar else { return nil }
    let value: PickerCell.OptionValue
    switch scalar.value {
    case .string(let text): value = .string(text)
    case .number(let number): value = .number(number)
    default: return nil
    }
    if picker.isOption(value) { return value }
    return picker.options.first { $0.value.description == scalar.text }?.value ?? value
  }

  private static func expectation(for field: FormField) -> String {
    switch field {
    case .input(let input): input.keyboard.isNumeric ? "a number" : "text"
    case .textView: "text"
    case .picker(let picker): picker.multiple ? "a list of option values" : "an option value"
    case .switch: "true or false"
    case .slider: "a number"
    }
  }
}
