@testable import TableGenSpec

/// Conditions built by hand, node by node, so that the renderers can be tested
/// apart from the expression parser. Every node sits at the start of the file.
enum Build {
  static let here = SourceRange(at: .start)

  static func ref(_ id: String) -> Expression { Expression(.reference(id), range: here) }
  static func string(_ text: String) -> Expression { Expression(.literal(.string(text)), range: here) }
  static func number(_ value: Int) -> Expression { Expression(.literal(.number(Number(value))), range: here) }
  static func bool(_ flag: Bool) -> Expression { Expression(.literal(.bool(flag)), range: here) }
  static let null = Expression(.literal(.null), range: here)
  static func list(_ items: Expression...) -> Expression { Expression(.list(items), range: here) }
  static func not(_ operand: Expression) -> Expression { Expression(.not(operand), range: here) }
  static func empty(_ operand: Expression, _ isEmpty: Bool = true) -> Expression {
    Expression(.emptiness(operand, isEmpty: isEmpty, operatorRange: here), range: here)
  }
  static func binary(_ lhs: Expression, _ op: Expression.Operator, _ rhs: Expression) -> Expression {
    Expression(.binary(op, lhs, rhs, operatorRange: here), range: here)
  }

  /// A condition whose text is `text` and whose tree is `expression`.
  static func condition(_ text: String, _ expression: Expression) -> Condition {
    Condition(text: text, expression: expression, range: here)
  }

  static func check(_ text: String, _ rule: Expression, message: String, field: String) -> Check {
    Check(
      rule: condition(text, rule), message: message, field: field,
      origin: Origin(range: here, pointer: .root))
  }

  /// A template from its parts: `.text(…)` pieces and ``part(_:_:)`` references.
  static func template(_ text: String, _ parts: [Template.Part]) -> Template {
    Template(text: text, parts: parts, range: here)
  }

  static func part(_ id: String, _ filters: Template.Filter...) -> Template.Part {
    .reference(id, filters: filters, range: here)
  }
}

extension Cell {
  /// The cell with `conditions` in place of its own.
  func with(_ conditions: Conditions) -> Cell {
    var cell = self
    cell.common.conditions = conditions
    return cell
  }
}
