import TableGenOutput
import TableGenSpec

/// The dynamic parts of the JSON output: conditions, checks and computed
/// defaults, each parsed, so that an app never parses an expression string
/// (docs/json-output.md, "Conditions"). A key appears only when the spec
/// writes it: a spec without conditions renders as it did before they existed.
extension JSONRenderer {
  /// `visibleIf`, `enableIf` and `requiredIf`, each when written.
  func writeConditions(_ conditions: Conditions, to json: inout JSONStreamWriter) {
    guard !conditions.isEmpty else { return }
    if let condition = conditions.visibleIf {
      json.key("visibleIf")
      Self.write(condition, to: &json)
    }
    if let condition = conditions.enableIf {
      json.key("enableIf")
      Self.write(condition, to: &json)
    }
    if let condition = conditions.requiredIf {
      json.key("requiredIf")
      Self.write(condition, to: &json)
    }
  }

  /// `checks`, when there are any: `[{"field", "message", "rule"}]`.
  func writeChecks(_ checks: [Check], to json: inout JSONStreamWriter) {
    guard !checks.isEmpty else { return }
    json.key("checks")
    json.beginArray()
    for check in checks {
      json.element()
      json.beginObject()
      json.key("field")
      json.string(check.field)
      json.key("message")
      json.string(check.message)
      json.key("rule")
      Self.write(check.rule, to: &json)
      json.endObject()
    }
    json.endArray()
  }

  /// `computedDefault`, when written: `{"source", "dependsOn", "parts"}`, each
  /// part `{"text": …}` or `{"ref": id, "filters": [name…]}`.
  func writeComputedDefault(_ template: Template?, to json: inout JSONStreamWriter) {
    guard let template else { return }
    json.key("computedDefault")
    json.beginObject()
    json.key("source")
    json.string(template.text)
    json.key("dependsOn")
    Self.write(ids: template.references, to: &json)
    json.key("parts")
    json.beginArray()
    for part in template.parts {
      json.element()
      json.beginObject()
      switch part {
      case .text(let text):
        json.key("text")
        json.string(text)
      case .reference(let id, let filters, _):
        json.key("ref")
        json.string(id)
        json.key("filters")
        json.beginArray()
        for filter in filters {
          json.element()
          json.string(filter.rawValue)
        }
        json.endArray()
      }
      json.endObject()
    }
    json.endArray()
    json.endObject()
  }

  /// A condition: `{"source", "dependsOn", "tree"}`.
  static func write(_ condition: Condition, to json: inout JSONStreamWriter) {
    json.beginObject()
    json.key("source")
    json.string(condition.text)
    json.key("dependsOn")
    write(ids: condition.references, to: &json)
    json.key("tree")
    write(condition.expression, to: &json)
    json.endObject()
  }

  private static func write(ids: [String], to json: inout JSONStreamWriter) {
    json.beginArray()
    for id in ids {
      json.element()
      json.string(id)
    }
    json.endArray()
  }

  /// One node of the tree: `{"ref": id}`, `{"value": literal}`, `{"list": [node…]}`,
  /// `{"op": "not" | "empty" | "notempty", "arg": node}` or `{"op": operator, "args": [left, right]}`.
  /// The parser bounds how deeply expressions nest, and so this recursion.
  private static func write(_ node: Expression, to json: inout JSONStreamWriter) {
    json.beginObject()
    switch node.kind {
    case .reference(let id):
      json.key("ref")
      json.string(id)
    case .literal(let literal):
      json.key("value")
      switch literal {
      case .null: json.null()
      case .bool(let flag): json.bool(flag)
      case .number(let number): json.number(literal: number.jsonLiteral)
      case .string(let text): json.string(text)
      }
    case .list(let items):
      json.key("list")
      json.beginArray()
      for item in items {
        json.element()
        write(item, to: &json)
      }
      json.endArray()
    case .not(let operand):
      json.key("op")
      json.string("not")
      json.key("arg")
      write(operand, to: &json)
    case .emptiness(let operand, let isEmpty, _):
      json.key("op")
      json.string(isEmpty ? "empty" : "notempty")
      json.key("arg")
      write(operand, to: &json)
    case .binary(let op, let lhs, let rhs, _):
      json.key("op")
      json.string(op.rawValue)
      json.key("args")
      json.beginArray()
      json.element()
      write(lhs, to: &json)
      json.element()
      write(rhs, to: &json)
      json.endArray()
    }
    json.endObject()
  }
}
