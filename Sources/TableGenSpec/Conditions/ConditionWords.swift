/// Conditions, computed defaults and checks in plain words, for the people who
/// read a rendered form: fields by their labels rather than their ids, picker
/// values by their options' labels, switches as on and off.
///
/// `{plan} == 'pro'` on `visibleIf` reads "shown when Plan is Pro"; `{proxy}`,
/// a switch, reads "Proxy is on"; `{port} > 0` reads "Port is more than 0".
/// `{plan} != 'pro'` reads "Plan is not Pro" (false while Plan is unanswered),
/// and `not ({plan} == 'pro')` "Plan is not Pro or is unanswered".
/// The text and Markdown renderers (and fill) all say it through here, so a
/// condition reads the same everywhere.
///
/// The words hold text from the spec as written: each renderer escapes them as
/// it escapes every other string from the spec.
public struct ConditionWords: Sendable {
  /// What the words need of a cell that a condition reads.
  private struct Subject: Sendable {
    /// The label (or title), else the id.
    var name: String
    var isSwitch: Bool
    /// The picker's options, to say a value by its label.
    var options: [PickerCell.Option]

    func label(of value: PickerCell.OptionValue) -> String? {
      options.first { $0.value == value }?.label
    }
  }

  private let subjects: [String: Subject]

  /// Words for the conditions of `spec`, naming its cells by their labels.
  public init(spec: TableSpec) {
    var subjects: [String: Subject] = [:]
    subjects.reserveCapacity(spec.sections.reduce(0) { $0 + $1.cells.count })
    for section in spec.sections {
      for cell in section.cells {
        guard let id = cell.common.id else { continue }
        let caption = cell.caption.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        var options: [PickerCell.Option] = []
        if case .picker(let picker) = cell { options = picker.options }
        var isSwitch = false
        if case .switch = cell { isSwitch = true }
        // The first cell with an id wins, as validation reports the second as a duplicate.
        if subjects[id] == nil { subjects[id] = Subject(name: caption ?? id, isSwitch: isSwitch, options: options) }
      }
    }
    self.subjects = subjects
  }

  // MARK: - Sentences

  /// The condition under `key` as a sentence without a capital or a full stop:
  /// "shown when Plan is Pro", "editable when …", "required when …".
  public func sentence(_ key: ConditionKey, _ condition: Condition) -> String {
    let verb =
      switch key {
      case .visibleIf: "shown when "
      case .enableIf: "editable when "
      case .requiredIf: "required when "
      }
    return verb + words(for: condition.expression)
  }

  /// A picker option's `visibleIf`: "offered when Country is Germany".
  public func optionSentence(_ condition: Condition) -> String {
    "offered when " + words(for: condition.expression)
  }

  /// A computed default: "default: {First name}.{Last name}@example.com".
  public func sentence(computedDefault template: Template) -> String {
    "default: " + words(for: template)
  }

  /// A check: its rule, then what the person is told and where:
  /// `Confirm is Password; otherwise, Confirm shows "The passwords differ."`.
  public func sentence(_ check: Check) -> String {
    words(for: check.rule.expression) + "; otherwise, " + name(of: check.field) + " shows \"" + check.message + "\""
  }

  /// The sentences of every condition of an element, in the order `visibleIf`,
  /// `enableIf`, `requiredIf`.
  public func sentences(_ conditions: Conditions) -> [String] {
    ConditionKey.allCases.compactMap { key in conditions[key].map { sentence(key, $0) } }
  }

  /// A cell's conditions and its computed default, one sentence each: the lines
  /// the renderers mark a row with. Empty for a cell without any.
  public func sentences(for cell: Cell) -> [String] {
    var lines = sentences(cell.common.conditions)
    if let template = cell.computedDefault { lines.append(sentence(computedDefault: template)) }
    return lines
  }

  // MARK: - Templates

  /// A template with each reference as `{Label}`, and its filters in words:
  /// `{Project name, as a slug}`.
  public func words(for template: Template) -> String {
    var text = ""
    for part in template.parts {
      switch part {
      case .text(let piece): text += piece
      case .reference(let id, let filters, _):
        text += "{" + name(of: id)
        for filter in filters { text += ", " + Self.words(for: filter) }
        text += "}"
      }
    }
    return text
  }

  private static func words(for filter: Template.Filter) -> String {
    switch filter {
    case .lower: "in lower case"
    case .upper: "in upper case"
    case .trim: "trimmed"
    case .slug: "as a slug"
    }
  }

  // MARK: - Expressions

  /// An expression as a clause: "Plan is Pro and Proxy is on".
  public func words(for expression: Expression) -> String {
    clause(expression, negated: false)
  }

  /// The name of the cell `id`: its label, else its id.
  public func name(of id: String) -> String {
    subjects[id]?.name ?? id
  }

  private func clause(_ node: Expression, negated: Bool) -> String {
    switch node.kind {
    case .reference(let id):
      let isSwitch = subjects[id]?.isSwitch ?? false
      return name(of: id) + " is " + (isSwitch ? (negated ? "off" : "on") : (negated ? "false" : "true"))
    case .literal(let literal):
      let text = value(literal, about: nil)
      return negated ? "not " + text : text
    case .list:
      let text = operand(node, about: nil)
      return negated ? "not " + text : text
    case .not(let operand):
      return clause(operand, negated: !negated)
    case .emptiness(let operand, let isEmpty, _):
      return self.operand(operand, about: nil) + (isEmpty != negated ? " is empty" : " is not empty")
    case .binary(let op, let lhs, let rhs, _):
      switch op {
      case .and, .or:
        let text = joined(op, lhs, rhs)
        return negated ? "not (" + text + ")" : text
      default:
        return comparison(op, lhs, rhs, negated: negated)
      }
    }
  }

  /// `a and b`, `a or b`: a side joined by the other operator is bracketed, so
  /// that "A and (B or C)" cannot be read two ways.
  private func joined(_ op: Expression.Operator, _ lhs: Expression, _ rhs: Expression) -> String {
    func side(_ node: Expression) -> String {
      let text = clause(node, negated: false)
      if case .binary(let inner, _, _, _) = node.kind, inner == .and || inner == .or, inner != op {
        return "(" + text + ")"
      }
      // "(Extras does not include Support or is unanswered) or Plan is Family": the "or" it says is its own.
      if saysUnanswered(node) { return "(" + text + ")" }
      return text
    }
    return side(lhs) + (op == .and ? " and " : " or ") + side(rhs)
  }

  private func comparison(_ op: Expression.Operator, _ lhs: Expression, _ rhs: Expression, negated: Bool) -> String {
    var (op, lhs, rhs) = (op, lhs, rhs)
    // `0 < {port}` reads better as "Port is more than 0": the field comes first.
    if case .literal = lhs.kind, case .reference = rhs.kind, let flipped = Self.flipped(op) {
      (op, lhs, rhs) = (flipped, rhs, lhs)
    }
    let left = operand(lhs, about: referencedID(rhs))
    let right = operand(rhs, about: referencedID(lhs))
    // Two fields: "Confirm is the same as Password", not "Confirm is Password".
    let twoFields = referencedID(lhs) != nil && referencedID(rhs) != nil
    let verb: String =
      switch (op, negated) {
      case (.equal, false) where twoFields, (.notEqual, true) where twoFields: "is the same as"
      case (.equal, true) where twoFields, (.notEqual, false) where twoFields: "is not the same as"
      case (.equal, false), (.notEqual, true): "is"
      case (.equal, true), (.notEqual, false): "is not"
      case (.less, false): "is less than"
      case (.less, true): "is not less than"
      case (.lessOrEqual, false): "is at most"
      case (.lessOrEqual, true): "is not at most"
      case (.greater, false): "is more than"
      case (.greater, true): "is not more than"
      case (.greaterOrEqual, false): "is at least"
      case (.greaterOrEqual, true): "is not at least"
      case (.in, false): "is one of"
      case (.in, true): "is not one of"
      case (.contains, false): "includes"
      case (.contains, true): "does not include"
      case (.and, _), (.or, _): op.rawValue
      }
    return left + " " + verb + " " + right + (negated ? Self.orUnanswered(lhs, rhs) : "")
  }

  /// Whether `node` is a negated comparison whose words end in "or is unanswered".
  private func saysUnanswered(_ node: Expression) -> Bool {
    var (node, negated) = (node, false)
    while case .not(let operand) = node.kind { (node, negated) = (operand, !negated) }
    guard negated, case .binary(let op, let lhs, let rhs, _) = node.kind, op != .and, op != .or else { return false }
    return !Self.orUnanswered(lhs, rhs).isEmpty
  }

  /// A comparison with an unanswered (null) field is false, so its negation is true then:
  /// `not ({plan} == 'pro')` holds for a missing plan where `{plan} != 'pro'` does not. The
  /// words say so, else the two would read alike.
  private static func orUnanswered(_ lhs: Expression, _ rhs: Expression) -> String {
    let fields = [lhs, rhs].filter { if case .reference = $0.kind { true } else { false } }.count
    return fields == 2 ? " or either is unanswered" : fields == 1 ? " or is unanswered" : ""
  }

  private static func flipped(_ op: Expression.Operator) -> Expression.Operator? {
    switch op {
    case .equal, .notEqual: op
    case .less: .greater
    case .lessOrEqual: .greaterOrEqual
    case .greater: .less
    case .greaterOrEqual: .lessOrEqual
    case .and, .or, .in, .contains: nil
    }
  }

  private func referencedID(_ node: Expression) -> String? {
    if case .reference(let id) = node.kind { return id }
    return nil
  }

  /// One side of a comparison. A literal compared with a field is said as that
  /// field would show it: an option's label, `on` or `off` for a switch.
  private func operand(_ node: Expression, about id: String?) -> String {
    switch node.kind {
    case .reference(let id): return name(of: id)
    case .literal(let literal): return value(literal, about: id)
    case .list(let items): return items.map { operand($0, about: id) }.joined(separator: ", ")
    default: return "(" + clause(node, negated: false) + ")"
    }
  }

  private func value(_ literal: Expression.Literal, about id: String?) -> String {
    let subject = id.flatMap { subjects[$0] }
    switch literal {
    case .null: return "null"
    case .bool(let flag):
      if subject?.isSwitch == true { return flag ? "on" : "off" }
      return subject?.label(of: .bool(flag)) ?? (flag ? "true" : "false")
    case .number(let number):
      return subject?.label(of: .number(number)) ?? number.jsonLiteral
    case .string(let text):
      return subject?.label(of: .string(text)) ?? "\"" + text + "\""
    }
  }
}

extension TableSpec {
  /// Whether any element has a condition, a check or a computed default: the
  /// renderers add nothing, and build no ``ConditionWords``, for a spec without.
  public var isDynamic: Bool {
    guard checks.isEmpty else { return true }
    for section in sections {
      if !section.conditions.isEmpty || !section.checks.isEmpty { return true }
      for cell in section.cells where cell.isDynamic { return true }
    }
    return false
  }
}

extension Cell {
  /// Whether the cell has a condition, a computed default, or an option with a condition.
  public var isDynamic: Bool {
    guard common.conditions.isEmpty else { return true }
    if computedDefault != nil { return true }
    if case .picker(let picker) = self { return picker.options.contains { $0.visibleIf != nil } }
    return false
  }
}
