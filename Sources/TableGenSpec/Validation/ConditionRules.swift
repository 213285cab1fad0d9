/// The dynamic parts of a spec, each checked as its element goes by against
/// the cells before it (docs/spec-format.md, "Conditions"): the conditions of
/// cells, sections and options, the computed defaults, and the rules and
/// fields of the checks. The language's own checks are `ConditionChecker`'s;
/// what needs the whole table is here: a reference to an id written later
/// (`forward-reference`) or nowhere (`unknown-reference`), a check's field, a
/// required field that can never be shown, and a computed default that does
/// not fit its field.
///
/// What the conditions may read:
/// - a cell's `visibleIf`, `enableIf` and `requiredIf`, its options'
///   `visibleIf` and its `computedDefault`: the cells before it;
/// - a section's `visibleIf`: the cells before the section;
/// - a section's check: the cells before the section and its own, since it is
///   checked once the section's cells are answered;
/// - a table's check: every cell, since it is checked once the form is.
///
/// Only a check's rule may read a secure field's value (`SecretInCondition`).
enum ConditionRules {
  // MARK: Ids

  /// Reports each earlier reference to `id`, seen for the first time, as a forward reference.
  static func resolve(_ id: String?, in state: inout TableState, into diagnostics: inout [Diagnostic]) {
    guard let id, !state.unresolved.isEmpty, let pending = state.unresolved.removeValue(forKey: id),
      let declaration = state.firstUse[id]
    else { return }
    for reference in pending {
      var diagnostic = reference.reference.forwardReference(
        declaredAt: declaration.span.range, pointer: reference.pointer)
      if let advice = reference.advice { diagnostic.suggestion = advice }
      diagnostics.append(diagnostic)
    }
  }

  /// What a condition or template that reads `ids` may see of them: the ones
  /// seen so far. Built per condition from the small facts kept for every id,
  /// so that the table keeps no scope of its own.
  private static func scope(reading ids: [String], in state: TableState) -> ConditionScope {
    var scope = ConditionScope()
    for id in ids {
      if let facts = state.firstUse[id] { scope.add(facts.entry(id)) }
    }
    return scope
  }

  // MARK: Elements

  /// A cell's conditions, its options' and its computed default, and whether
  /// it is required where it can never be shown. The cell's own id is
  /// already recorded; reading it is a `self-reference`.
  static func check(
    _ findings: CellFindings, pointer: () -> JSONPointer, in state: inout TableState,
    into diagnostics: inout [Diagnostic]
  ) {
    var hiddenAt = state.openSectionNeverShown
    if let dynamics = findings.dynamics {
      let pointer = pointer()
      for key in ConditionKey.allCases {
        guard let condition = dynamics.conditions[key] else { continue }
        let path = pointer.appending(key.rawValue)
        check(condition, selfID: findings.id, pointer: path, in: &state, into: &diagnostics)
        checkSecrets(condition, key: key.rawValue, pointer: path, in: state, into: &diagnostics)
      }
      if let visibleIf = dynamics.conditions.visibleIf, ConstantFolding.value(of: visibleIf.expression) == false {
        hiddenAt = visibleIf.expression.range
      }
      for (index, condition) in dynamics.optionConditions {
        let path = pointer.appending("options").appending(index).appending("visibleIf")
        check(condition, selfID: findings.id, pointer: path, in: &state, into: &diagnostics)
        checkSecrets(condition, key: "visibleIf", pointer: path, in: state, into: &diagnostics)
      }
      if let template = dynamics.computedDefault {
        checkComputedDefault(
          template, of: findings, pointer: pointer.appending("computedDefault"), in: &state, into: &diagnostics)
      }
    }
    if let hiddenAt, let required = requirement(of: findings) {
      diagnostics.append(
        Diagnostic(
          .requiredNeverShown,
          "the field '\(findings.id ?? "")' is required, but it is never shown, and a hidden field is never asked",
          at: required.range, pointer: pointer().appending(required.key),
          suggestion: "fix the 'visibleIf' that is always false, or remove '\(required.key)'",
          notes: [Diagnostic.Note("this is always false, so the field is always hidden", at: hiddenAt)]))
    }
    if let required = requirement(of: findings) {
      checkRequired(findings, required: required, pointer: pointer, into: &diagnostics)
    }
  }

  /// A required picker whose options can all be hidden, and a required field
  /// that can be disabled with no answer to submit.
  private static func checkRequired(
    _ findings: CellFindings, required: (range: SourceRange, key: String), pointer: () -> JSONPointer,
    into diagnostics: inout [Diagnostic]
  ) {
    let id = findings.id ?? ""
    if findings.everyOptionConditional {
      diagnostics.append(
        Diagnostic(
          .allOptionsHidden,
          "the picker '\(id)' is required, but each of its options has a 'visibleIf'; "
            + "when all of them are hidden there is nothing to choose",
          at: required.range, pointer: pointer().appending(required.key),
          suggestion: "give at least one option no 'visibleIf', or remove '\(required.key)'"))
    }
    guard !findings.hasDefault, let enableIf = findings.dynamics?.conditions.enableIf,
      ConstantFolding.value(of: enableIf.expression) != true
    else { return }
    // Required exactly when enabled is what the author means; nothing is lost.
    if let requiredIf = findings.dynamics?.conditions.requiredIf,
      ConstantFolding.same(requiredIf.expression, enableIf.expression)
    {
      return
    }
    diagnostics.append(
      Diagnostic(
        .requiredMayBeDisabled,
        "the field '\(id)' is required, but its 'enableIf' can be false, "
          + "and a disabled field without a default is submitted with no answer",
        at: required.range, pointer: pointer().appending(required.key),
        suggestion: "give the field a default, or write 'requiredIf' with the condition of its 'enableIf'",
        notes: [Diagnostic.Note("the field is disabled when this is false", at: enableIf.expression.range)]))
  }

  /// A section's `visibleIf`, before its cells go by; remembers whether it is always false.
  static func check(_ section: Section, in state: inout TableState, into diagnostics: inout [Diagnostic]) {
    state.openSectionNeverShown = nil
    guard let visibleIf = section.conditions.visibleIf else { return }
    let pointer = section.origin.pointer(to: "visibleIf")
    check(visibleIf, selfID: section.id, pointer: pointer, in: &state, into: &diagnostics)
    checkSecrets(visibleIf, key: "visibleIf", pointer: pointer, in: state, into: &diagnostics)
    if ConstantFolding.value(of: visibleIf.expression) == false {
      state.openSectionNeverShown = visibleIf.expression.range
    }
  }

  /// The rules of `checks`, against the cells seen so far; their fields wait for the end.
  /// `advice` replaces the suggestion of a forward reference, for a section's checks.
  static func check(
    _ checks: [Check], advice: String? = nil, in state: inout TableState, into diagnostics: inout [Diagnostic]
  ) {
    for item in checks {
      let found = diagnostics.count
      check(
        item.rule, selfID: nil, pointer: item.origin.pointer(to: "rule"), advice: advice, in: &state,
        into: &diagnostics)
      if diagnostics.count == found { checkFires(item, in: state, into: &diagnostics) }
      state.checkFields.append(
        CheckField(id: item.field, range: item.origin.range(of: "field"), pointer: item.origin.pointer(to: "field")))
    }
  }

  /// Warns about a rule that holds whenever its fields are answered: a check
  /// fires only when every field it reads is answered, so it never fires.
  private static func checkFires(_ item: Check, in state: TableState, into diagnostics: inout [Diagnostic]) {
    let rule = item.rule.expression
    guard item.rule.references.allSatisfy({ state.firstUse[$0] != nil }), ConstantFolding.value(of: rule) == nil,
      ConstantFolding.valueWhenAnswered(
        of: rule,
        isList: { id in
          if case .list? = state.firstUse[id]?.answerType.valueType { return true }
          return false
        }) == true
    else { return }
    diagnostics.append(
      Diagnostic(
        .constantCondition,
        "this check never fires: a check runs only once every field its rule reads is answered, "
          + "and then the rule always holds",
        at: rule.range, pointer: item.origin.pointer(to: "rule"),
        suggestion: "to ask for an answer, make the field 'required' or give it a 'requiredIf'"))
  }

  /// What a forward reference in a section's check should do instead.
  static let sectionCheckAdvice =
    "a section's check reads the cells of its section and those before it; "
    + "move the check to the table's 'checks', which may read every field"

  // MARK: The end

  /// The references to ids written nowhere, and the checks whose field is not
  /// one: only when no id can be missing (`hasEveryID`), since a cell that
  /// failed to decode may hold the id. An error elsewhere (in a check) hides nothing.
  static func finish(_ state: TableState, hasEveryID: Bool, into diagnostics: inout [Diagnostic]) {
    guard hasEveryID else { return }
    // The ids a condition may read, for a did-you-mean: gathered only when something is wrong.
    var readableIDs: [String]?
    func readable() -> [String] {
      if let readableIDs { return readableIDs }
      let ids = state.firstUse.compactMap { $0.value.answerType == .none ? nil : $0.key }.sorted()
      readableIDs = ids
      return ids
    }
    let pending = state.unresolved.values.joined().sorted {
      $0.reference.range.start.offset < $1.reference.range.start.offset
    }
    for reference in pending {
      diagnostics.append(reference.reference.unknownReference(among: readable(), pointer: reference.pointer))
    }
    for field in state.checkFields {
      guard let facts = state.firstUse[field.id] else {
        diagnostics.append(
          Diagnostic(
            .invalidCheckField, "the check's field '\(field.id)' is no id in this spec", at: field.range,
            pointer: field.pointer,
            suggestion: Suggestion.closest(to: field.id, among: readable()).map { "did you mean '\($0)'?" }
              ?? "name the id of the field the message is shown at"))
        continue
      }
      let entry = facts.entry(field.id)
      guard entry.holdsValue else {
        diagnostics.append(
          Diagnostic(
            .invalidCheckField, "the check's field '\(field.id)' is \(entry.noun), which takes no answer",
            at: field.range, pointer: field.pointer,
            suggestion: "name the field the person should change when the rule does not hold",
            notes: [Diagnostic.Note("'\(field.id)' is defined here", at: entry.range)]))
        continue
      }
    }
  }

  // MARK: Helpers

  private static func check(
    _ condition: Condition, selfID: String?, pointer: JSONPointer, advice: String? = nil,
    in state: inout TableState, into diagnostics: inout [Diagnostic]
  ) {
    let scope = scope(reading: condition.references, in: state)
    let findings = ConditionChecker(scope: scope, selfID: selfID, pointer: pointer).check(condition)
    diagnostics += findings.diagnostics
    keep(findings.unresolved, pointer: pointer, advice: advice, in: &state)
  }

  /// A secure field read by a condition that decides what is shown, asked or required (`SecretInCondition`).
  private static func checkSecrets(
    _ condition: Condition, key: String, pointer: JSONPointer, in state: TableState,
    into diagnostics: inout [Diagnostic]
  ) {
    for (id, range) in SecretInCondition.valueReads(in: condition.expression) {
      guard let facts = state.firstUse[id], facts.isSecure else { continue }
      diagnostics.append(
        SecretInCondition.diagnostic(id, at: range, key: key, pointer: pointer, secureField: facts.span.range))
    }
  }

  private static func keep(
    _ unresolved: [UnresolvedReference], pointer: JSONPointer, advice: String? = nil, in state: inout TableState
  ) {
    for reference in unresolved {
      state.unresolved[reference.id, default: []].append(
        PendingReference(reference: reference, pointer: pointer, advice: advice))
    }
  }

  /// Where the field is said to be required: `required: true`, or a `requiredIf` that is not always false.
  private static func requirement(of findings: CellFindings) -> (range: SourceRange, key: String)? {
    if let span = findings.requiredSpan { return (span.range, "required") }
    if let requiredIf = findings.dynamics?.conditions.requiredIf,
      ConstantFolding.value(of: requiredIf.expression) != false
    {
      return (requiredIf.range, "requiredIf")
    }
    return nil
  }

  // MARK: Computed defaults

  /// A computed default's references, that it gives a number on a number
  /// field, and whether it can come out empty on a required one.
  private static func checkComputedDefault(
    _ template: Template, of findings: CellFindings, pointer: JSONPointer, in state: inout TableState,
    into diagnostics: inout [Diagnostic]
  ) {
    let scope = scope(reading: template.references, in: state)
    let found = ConditionChecker(scope: scope, selfID: findings.id, pointer: pointer).check(template)
    diagnostics += found.diagnostics
    for case .reference(let id, _, let range) in template.parts {
      guard let facts = state.firstUse[id], facts.isSecure else { continue }
      diagnostics.append(
        Diagnostic(
          .secretInTemplate,
          "this computed default reads {\(id)}, a secure field, and would show its secret as this field's default",
          at: range, pointer: pointer,
          suggestion:
            "remove {\(id)} from the template; a condition may only test whether it is given ({\(id)} notempty), "
            + "and a check's rule may compare it",
          notes: [Diagnostic.Note("'\(id)' is a secure input", at: facts.span.range)]))
    }
    keep(found.unresolved, pointer: pointer, in: &state)
    if findings.answerType == .number, let problem = numberProblem(template, in: scope) {
      diagnostics.append(
        Diagnostic(
          .computedDefaultType, problem.message, at: problem.range, pointer: pointer,
          suggestion: "on a number field, write one reference to a slider or a number field, such as {port}; "
            + "for a fixed number, write 'default'"))
    }
    if requirement(of: findings) != nil, template.canRenderEmpty {
      let references = template.references.map { "{\($0)}" }
      let verb = references.count == 1 ? "is" : "are"
      let when = references.isEmpty ? "always" : "when \(listed(references)) \(verb) empty"
      diagnostics.append(
        Diagnostic(
          .emptyComputedDefault, "this required field's computed default comes out empty \(when)",
          at: template.range, pointer: pointer,
          suggestion: "add fixed text to the template, or refer to fields that are always answered; "
            + "an empty default must be typed"))
    }
  }

  /// Why a computed default gives no number, when it does not: a number field
  /// takes one reference, without filters, to a cell whose answer is a number.
  private static func numberProblem(_ template: Template, in scope: ConditionScope) -> (
    message: String, range: SourceRange
  )? {
    guard template.parts.count == 1, case .reference(let id, let filters, let range) = template.parts[0] else {
      return ("a number field's computed default gives text, not a number", template.range)
    }
    if !filters.isEmpty {
      return ("a number field's computed default gives text: filters make text of {\(id)}", range)
    }
    if let type = scope[id]?.valueType, type != .number {
      return ("a number field's computed default reads {\(id)}, \(type.noun), not a number", range)
    }
    return nil
  }

  /// "{a}", "{a} and {b}", "{a}, {b} and {c}".
  private static func listed(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }
}
