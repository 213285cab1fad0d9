/// Checks a parsed condition against the cells it may read (docs/spec-format.md,
/// "Types"): every reference resolves to an earlier cell that holds a value and
/// is not the element itself; every operator gets the types it takes; a picker
/// is compared only with its own option values; and no condition, or part of
/// one, is always true or always false. Each problem is positioned at the token
/// that shows it: the `{` of a reference, the operator of a comparison, the literal.
///
/// A reference to an id not in the scope is not reported here: the caller knows
/// whether the id comes later in the spec (`forward-reference`) or nowhere
/// (`unknown-reference`), and makes the diagnostic with `UnresolvedReference`.
public struct ConditionChecker: Sendable {
  /// What the checked condition may read.
  public var scope: ConditionScope
  /// The id of the element the condition or template belongs to: naming it is a `self-reference`.
  public var selfID: String?
  /// The pointer every diagnostic carries: the condition's value in the document.
  public var pointer: JSONPointer?

  public init(scope: ConditionScope, selfID: String? = nil, pointer: JSONPointer? = nil) {
    self.scope = scope
    self.selfID = selfID
    self.pointer = pointer
  }

  /// What a check found.
  public struct Findings: Sendable {
    public var diagnostics: [Diagnostic] = []
    /// The references to ids the scope does not hold, in the order written.
    public var unresolved: [UnresolvedReference] = []
  }

  /// Every problem of `condition`, and the references left for the caller to judge.
  public func check(_ condition: Condition) -> Findings {
    var walk = TypeWalk(checker: self)
    let type = walk.infer(condition.expression)
    walk.requireBool(type, of: condition.expression, at: condition.expression.range, context: "a condition")
    if walk.findings.diagnostics.isEmpty, walk.findings.unresolved.isEmpty {
      walk.reportConstants(condition.expression, isWhole: true)
    }
    return walk.findings
  }

  /// Every problem of a computed default: its references, as for a condition.
  /// Any value renders (docs/spec-format.md, "Computed defaults"), so there is no type to check.
  public func check(_ template: Template) -> Findings {
    var walk = TypeWalk(checker: self, reader: "a computed default")
    for case .reference(let id, _, let range) in template.parts {
      _ = walk.resolve(id, at: range)
    }
    return walk.findings
  }

  func diagnostic(
    _ code: DiagnosticCode, _ message: String, at range: SourceRange, suggestion: String? = nil,
    notes: [Diagnostic.Note] = []
  ) -> Diagnostic {
    Diagnostic(code, message, at: range, pointer: pointer, suggestion: suggestion, notes: notes)
  }
}

/// One pass over an expression: infers each node's type bottom-up and reports
/// what does not fit. A node whose type is unknown (after a problem, or an
/// unresolved reference) is nil and fits anything, so one mistake is reported once.
private struct TypeWalk {
  let checker: ConditionChecker
  /// What reads the references, for the self-reference advice: "a condition", "a computed default".
  let reader: String
  var findings = ConditionChecker.Findings()

  init(checker: ConditionChecker, reader: String = "a condition") {
    self.checker = checker
    self.reader = reader
  }

  mutating func report(
    _ code: DiagnosticCode, _ message: String, at range: SourceRange, suggestion: String? = nil,
    notes: [Diagnostic.Note] = []
  ) {
    findings.diagnostics.append(checker.diagnostic(code, message, at: range, suggestion: suggestion, notes: notes))
  }

  /// The entry `id` names, reporting a self-reference, an id without a value, or (for the caller) an unknown one.
  mutating func resolve(_ id: String, at range: SourceRange) -> ConditionScope.Entry? {
    if id == checker.selfID {
      report(
        .selfReference, "{\(id)} refers to the element this is written on", at: range,
        suggestion: "\(reader) reads only cells written before its own")
      return nil
    }
    guard let entry = checker.scope[id] else {
      findings.unresolved.append(UnresolvedReference(id: id, range: range))
      return nil
    }
    guard entry.holdsValue else {
      report(
        .referenceWithoutValue, "{\(id)} is \(entry.noun), which holds no value to read", at: range,
        suggestion: "refer to a switch, slider, input, text view or picker",
        notes: [Diagnostic.Note("'\(id)' is defined here", at: entry.range)])
      return nil
    }
    return entry
  }

  // MARK: Types

  mutating func infer(_ node: Expression) -> ValueType? {
    switch node.kind {
    case .reference(let id):
      return resolve(id, at: node.range)?.valueType
    case .literal(let literal):
      return literal.valueType
    case .list(let items):
      var element: ValueType?
      for item in items {
        guard case .literal(let literal) = item.kind, literal != .null else { continue }
        let type = literal.valueType
        if let known = element, known != type {
          report(
            .conditionTypeMismatch,
            "a list holds values of one type, but this is \(type.noun) in a list of \(known.plural)", at: item.range)
          return nil
        }
        element = type
      }
      // An empty list (or one of nulls) fits any item type.
      return .list(element ?? .null)
    case .not(let operand):
      let type = infer(operand)
      requireBool(type, of: operand, at: operand.range, context: "'not'")
      return .bool
    case .emptiness(let operand, _, _):
      _ = infer(operand)
      return .bool
    case .binary(let op, let lhs, let rhs, let opRange):
      let left = infer(lhs)
      let right = infer(rhs)
      switch op {
      case .and, .or:
        requireBool(left, of: lhs, at: opRange, context: "'\(op.rawValue)'")
        requireBool(right, of: rhs, at: opRange, context: "'\(op.rawValue)'")
      case .equal, .notEqual:
        if compare(op, left, right, lhs, rhs, at: opRange) {
          checkOptions(lhs, rhs, left: left, right: right)
          checkBlank(op, lhs, rhs)
        }
      case .less, .lessOrEqual, .greater, .greaterOrEqual:
        for (type, side) in [(left, lhs), (right, rhs)] {
          guard let type, type != .null, type != .number else { continue }
          report(
            .conditionTypeMismatch,
            "'\(op.rawValue)' compares numbers, but \(describe(side)) is \(type.noun)", at: opRange,
            suggestion: type == .string || type == .option ? "compare text with '==' or '!='" : nil)
          break
        }
      case .in:
        guard let right, right != .null else { break }
        guard case .list(let element) = right else {
          report(
            .conditionTypeMismatch, "the right side of 'in' must be a list, but \(describe(rhs)) is \(right.noun)",
            at: opRange, suggestion: "write a list such as ['a', 'b'], or compare with '=='")
          break
        }
        if fits(left, element, lhs, rhs: rhs, op: op, at: opRange) { checkOptions(lhs, rhs, left: left, right: right) }
      case .contains:
        guard let left, left != .null else { break }
        guard case .list(let element) = left else {
          report(
            .conditionTypeMismatch,
            "'contains' asks a list (a multiple picker), but \(describe(lhs)) is \(left.noun)", at: opRange,
            suggestion: left == .string ? "compare with '==', or ask with 'in' whether it is one of a list" : nil)
          break
        }
        if fits(right, element, rhs, rhs: lhs, op: op, at: opRange) { checkOptions(lhs, rhs, left: left, right: right) }
      }
      return .bool
    }
  }

  /// Reports a `type` that is not a bool where one is needed; nil and null pass
  /// (null is reported as a constant).
  mutating func requireBool(_ type: ValueType?, of node: Expression, at range: SourceRange, context: String) {
    guard let type, type != .bool, type != .null else { return }
    let suggestion: String? =
      switch type {
      case .string, .list: "ask whether it was answered with '\(describe(node)) notempty'"
      case .number: "compare it, for example '\(describe(node)) > 0'"
      case .option: "compare it with one of its options, for example '\(describe(node)) == …'"
      default: nil
      }
    report(
      .conditionTypeMismatch, "\(context) needs a bool, but \(describe(node)) is \(type.noun)", at: range,
      suggestion: suggestion)
  }

  /// Whether `==`/`!=` may compare the two sides, reporting when not.
  private mutating func compare(
    _ op: Expression.Operator, _ left: ValueType?, _ right: ValueType?, _ lhs: Expression, _ rhs: Expression,
    at opRange: SourceRange
  ) -> Bool {
    guard let left, let right, left != .null, right != .null else { return true }
    if case .list = left { return listComparison(op, lhs, at: opRange) }
    if case .list = right { return listComparison(op, rhs, at: opRange) }
    guard Self.compatible(left, right) else {
      report(
        .conditionTypeMismatch,
        "'\(op.rawValue)' compares \(describe(lhs)), \(left.noun), with \(describe(rhs)), \(right.noun)", at: opRange,
        suggestion: Self.fix(comparing: lhs, left, with: rhs, right))
      return false
    }
    return true
  }

  private mutating func listComparison(_ op: Expression.Operator, _ side: Expression, at opRange: SourceRange) -> Bool {
    report(
      .conditionTypeMismatch, "'\(op.rawValue)' does not compare lists, and \(describe(side)) is one", at: opRange,
      suggestion: "ask whether a list holds a value with 'contains', or whether a value is in a list with 'in'")
    return false
  }

  /// Whether an item of type `item` may be looked for in a list of `element`s.
  private mutating func fits(
    _ item: ValueType?, _ element: ValueType, _ itemNode: Expression, rhs listNode: Expression,
    op: Expression.Operator, at opRange: SourceRange
  ) -> Bool {
    guard let item, item != .null, element != .null else { return true }
    if case .list = item {
      report(
        .conditionTypeMismatch, "'\(op.rawValue)' looks for one value, but \(describe(itemNode)) is a list",
        at: opRange)
      return false
    }
    guard Self.compatible(item, element) else {
      report(
        .conditionTypeMismatch,
        "'\(op.rawValue)' looks for \(describe(itemNode)), \(item.noun), among \(element.plural)",
        at: opRange, suggestion: Self.fix(comparing: itemNode, item, with: listNode, element))
      return false
    }
    return true
  }

  /// Whether values of the two types may be equal: the same type, or a picker
  /// whose options mix types with a string, a number or a boolean.
  static func compatible(_ a: ValueType, _ b: ValueType) -> Bool {
    if a == b { return true }
    switch (a, b) {
    case (.option, .string), (.option, .number), (.option, .bool), (.string, .option), (.number, .option),
      (.bool, .option):
      return true
    default: return false
    }
  }

  /// A fix for a comparison of a literal written with the wrong type, such as `'true'` for a switch.
  private static func fix(comparing lhs: Expression, _ left: ValueType, with rhs: Expression, _ right: ValueType)
    -> String?
  {
    for (node, other) in [(rhs, left), (lhs, right)] {
      guard case .literal(.string(let text)) = node.kind else { continue }
      if other == .bool, text == "true" || text == "false" { return "write \(text) without quotes" }
      if other == .number, CoreSchema.number(text) != nil { return "write \(text) without quotes" }
    }
    return nil
  }

  // MARK: Options

  /// Reports each literal compared with a picker that is not one of its option values.
  private mutating func checkOptions(_ lhs: Expression, _ rhs: Expression, left: ValueType?, right: ValueType?) {
    for (reference, other) in [(lhs, rhs), (rhs, lhs)] {
      guard case .reference(let id) = reference.kind, let entry = checker.scope[id], !entry.options.isEmpty else {
        continue
      }
      let literals: [Expression]
      switch other.kind {
      case .literal: literals = [other]
      case .list(let items): literals = items
      default: continue
      }
      let values = Set(entry.options.map(\.value))
      for literal in literals {
        guard case .literal(let value) = literal.kind, let optionValue = value.optionValue else { continue }
        guard !values.contains(optionValue) else { continue }
        let choices = entry.options.map { Suggestion.LabelledChoice(value: $0.value.description, label: $0.label) }
        let closest = Suggestion.closest(to: optionValue.description, among: choices).flatMap { choice in
          entry.options.first { $0.value.description == choice.value }
        }
        // Each value as the condition writes it, so that the suggestion is itself a fitting literal: 1, 'pro'.
        let listed = entry.options.prefix(8).map { $0.value.written }.joined(separator: ", ")
        report(
          .unknownOptionValue,
          "{\(id)} has no option with the value \(value.written); its values are \(listed)"
            + (entry.options.count > 8 ? ", …" : ""),
          at: literal.range,
          suggestion: closest.map { option in
            let label = option.label == option.value.description ? "" : " (\(option.label))"
            return "did you mean \(option.value.written)\(label)?"
          })
      }
    }
  }

  // MARK: Blanks

  /// Warns about a text field compared with `''`: a blank answer reads as null,
  /// so `{x} == ''` is never true and `{x} != ''` is `{x} notempty`. A picker
  /// may have `''` as an option value, and is left alone.
  private mutating func checkBlank(_ op: Expression.Operator, _ lhs: Expression, _ rhs: Expression) {
    for (reference, other) in [(lhs, rhs), (rhs, lhs)] {
      guard case .reference(let id) = reference.kind, case .literal(.string("")) = other.kind,
        let entry = checker.scope[id], entry.valueType == .string, entry.options.isEmpty
      else { continue }
      let fix = op == .equal ? "{\(id)} empty" : "{\(id)} notempty"
      let message =
        op == .equal
        ? "this comparison is always false: a blank answer reads as null, never as ''"
        : "this comparison is '\(fix)' in disguise: a blank answer reads as null, never as ''"
      report(.constantCondition, message, at: other.range, suggestion: "write '\(fix)'")
    }
  }

  // MARK: Constants

  /// Warns about the outermost parts, in a bool's place, that are always true
  /// or always false: the whole condition, or an operand of `and`, `or`, `not`.
  mutating func reportConstants(_ node: Expression, isWhole: Bool) {
    if let value = ConstantFolding.value(of: node) {
      let what = isWhole ? "this condition" : "this part of the condition"
      var message = "\(what) is always \(value)"
      var suggestion = isWhole ? "write the condition it should be, or remove the key" : "remove it"
      if let reason = ConstantFolding.reason(node) {
        message += ": \(reason.text)"
        if let fix = reason.suggestion { suggestion = fix }
      }
      report(.constantCondition, message, at: node.range, suggestion: suggestion)
      return
    }
    switch node.kind {
    case .not(let operand): reportConstants(operand, isWhole: false)
    case .binary(.and, let lhs, let rhs, _), .binary(.or, let lhs, let rhs, _):
      reportConstants(lhs, isWhole: false)
      reportConstants(rhs, isWhole: false)
    default: break
    }
  }

  /// How a message names a node: `{plan}`, `'pro'`, `the list`, `the comparison`.
  private func describe(_ node: Expression) -> String {
    switch node.kind {
    case .reference(let id): "{\(id)}"
    case .literal(let literal): literal.written
    case .list: "the list"
    case .not: "the 'not'"
    case .binary(let op, _, _, _): op == .and || op == .or ? "the '\(op.rawValue)'" : "the comparison"
    case .emptiness(_, let isEmpty, _): "the '\(isEmpty ? "empty" : "notempty")'"
    }
  }
}

extension ValueType {
  /// The type with an article, for messages: "a bool", "a list".
  var noun: String {
    switch self {
    case .bool: "a bool"
    case .number: "a number"
    case .string: "a string"
    case .list: "a list"
    case .option: "a picker value"
    case .null: "null"
    }
  }

  /// The type in the plural, for "among numbers": "bools", "picker values".
  var plural: String {
    switch self {
    case .bool: "bools"
    case .number: "numbers"
    case .string: "strings"
    case .list: "lists"
    case .option: "picker values"
    case .null: "nulls"
    }
  }
}

extension PickerCell.OptionValue {
  /// The value as a condition writes it: a number or a boolean bare (`1`, `true`), a string quoted (`'pro'`).
  var written: String {
    switch self {
    case .string(let text): Expression.Literal.string(text).written
    case .number(let number): number.literal
    case .bool(let flag): flag ? "true" : "false"
    }
  }
}

extension Expression.Literal {
  var valueType: ValueType {
    switch self {
    case .null: .null
    case .bool: .bool
    case .number: .number
    case .string: .string
    }
  }

  /// The literal as a picker's option value, when it can be one.
  var optionValue: PickerCell.OptionValue? {
    switch self {
    case .string(let text): .string(text)
    case .number(let number): .number(number)
    case .bool(let flag): .bool(flag)
    case .null: nil
    }
  }

  /// The literal as it reads in a condition: `'pro'`, `3`, `true`, `null`.
  var written: String {
    switch self {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let number): number.literal
    case .string(let text): "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
  }
}
