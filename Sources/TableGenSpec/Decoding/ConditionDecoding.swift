/// Reading the dynamic keys of a spec: the conditions (`visibleIf`,
/// `enableIf`, `requiredIf`) of cells, sections and options, the computed
/// defaults of inputs and text views, and the `checks:` of the table and its
/// sections. Each expression is a string, parsed where it is read, so that a
/// problem inside it is reported at its own column.
extension MappingReader {
  /// The condition written under `key`, parsed; nil when the key is absent or the value is not a sound condition.
  mutating func condition(_ key: String) -> Condition? {
    located(key).flatMap { condition(key, at: $0) }
  }

  /// The conditions of a cell of `type`: `visibleIf`, and `enableIf` and
  /// `requiredIf` where the type takes them (`SpecVocabulary.conditionKeys(of:)`).
  /// Every cell is asked, so the keys are looked up by their names packed once.
  mutating func conditions(of type: CellType) -> Conditions {
    func read(_ index: Int) -> Condition? {
      located(Self.conditionKeys, index).flatMap { condition(Self.conditionKeys.names[index], at: $0) }
    }
    return Conditions(
      visibleIf: read(0), enableIf: type.takesAnswer ? read(1) : nil, requiredIf: type.canBeRequired ? read(2) : nil)
  }

  private static let conditionKeys = NameList(["visibleIf", "enableIf", "requiredIf"])

  /// The condition written as the value `node` of `key`.
  private mutating func condition(_ key: String, at node: Int) -> Condition? {
    guard stringValue(node) != nil else {
      mismatch(key, node, expected: "a string holding a condition, such as \"{proxy} and {port} > 0\"")
      return nil
    }
    return ConditionParser.parse(node: node, in: document, pointer: origin.pointer(to: key), diagnostics: &diagnostics)
  }

  /// The computed default written under `computedDefault`, parsed. It and
  /// `default` exclude each other: both written is a conflict, reported at
  /// `computedDefault`, and the fixed default is kept.
  mutating func computedDefault() -> Template? {
    let key = "computedDefault"
    guard let node = located(key) else { return nil }
    guard stringValue(node) != nil else {
      mismatch(key, node, expected: "a string holding a template, such as \"{first}.{last}@example.com\"")
      return nil
    }
    if has("default") {
      diagnostics.append(
        Diagnostic(
          .conflictingKeys, "a field has either 'default' or 'computedDefault', not both",
          at: document.range(of: node), pointer: origin.pointer(to: key),
          suggestion: "keep 'default' for a fixed value, or 'computedDefault' for one made from earlier answers"))
      return nil
    }
    return TemplateParser.parse(node: node, in: document, pointer: origin.pointer(to: key), diagnostics: &diagnostics)
  }

  /// The items of `checks:`, each a `{rule, message, field}` mapping with all
  /// three keys; an item with a problem is reported and left out.
  mutating func checks() -> [Check] {
    guard let node = located("checks") else { return [] }
    guard document.nodes[node].kind == .sequence else {
      mismatch("checks", node, expected: "a list of checks, each with a rule, a message and a field")
      return []
    }
    var checks: [Check] = []
    for (index, item) in document.children(of: node).enumerated() {
      let pointer = origin.pointer.appending("checks").appending(index)
      guard var reader = MappingReader(document, item, pointer: pointer, noun: "a check", diagnostics: &diagnostics)
      else { continue }
      reader.rejectUnknownKeys(allowed: Self.checkKeys)
      reader.require("rule", because: "it says what must hold")
      reader.require("message", because: "it tells the person filling in the form what to fix")
      reader.require("field", because: "it names the field the message is shown at")
      let rule = reader.condition("rule")
      let message = reader.text("message")
      let field = reader.identifier("field")
      absorb(reader)  // with its translations
      if let rule, let message, let field {
        checks.append(Check(rule: rule, message: message, field: field, origin: reader.origin))
      }
    }
    return checks
  }

  private static let checkKeys = NameList(SpecVocabulary.checkKeys)
}

extension SpecVocabulary {
  /// Where a condition key or `checks` belongs, for the message about one
  /// written on an element that does not take it; nil for any other key.
  static func dynamicKeyOwner(of key: String) -> String? {
    switch key {
    case "enableIf": "the cells that take an answer (input, textView, picker, switch, slider)"
    case "requiredIf": "the cells that can be left empty (input, textView, picker)"
    case "checks": "the table or a section"
    default: nil
    }
  }

  /// What to do instead of writing a condition key where it does not apply.
  static func dynamicKeyAdvice(for key: String) -> String? {
    switch key {
    case "enableIf": "only a field can be disabled; to hide this element, write 'visibleIf'"
    case "requiredIf": "remove it: only an input, a text view or a picker can be left empty, so only they are required"
    case "checks": "move the check to the 'checks' list of the table or of the cell's section"
    default: nil
    }
  }
}
