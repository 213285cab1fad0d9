import Testing

@testable import TableGenSpec

/// Helpers of the conditions tests: parse a condition or template written in
/// a YAML or JSON file (as the decoder will), and print a tree compactly.
enum ConditionTesting {
  /// The scalar under the top-level key `key` of `text`, parsed as a condition.
  static func condition(
    in text: String, format: SourceFormat, key: String = "c"
  ) throws -> (condition: Condition?, diagnostics: [Diagnostic]) {
    let (document, node) = try scalar(in: text, format: format, key: key)
    var diagnostics: [Diagnostic] = []
    let condition = ConditionParser.parse(node: node, in: document, pointer: nil, diagnostics: &diagnostics)
    return (condition, diagnostics)
  }

  /// The scalar under the top-level key `key` of `text`, parsed as a template.
  static func template(
    in text: String, format: SourceFormat, key: String = "t"
  ) throws -> (template: Template?, diagnostics: [Diagnostic]) {
    let (document, node) = try scalar(in: text, format: format, key: key)
    var diagnostics: [Diagnostic] = []
    let template = TemplateParser.parse(node: node, in: document, pointer: nil, diagnostics: &diagnostics)
    return (template, diagnostics)
  }

  private static func scalar(in text: String, format: SourceFormat, key: String) throws -> (Document, Int) {
    let file = SourceFile(path: "spec.\(format.rawValue)", bytes: Array(text.utf8), format: format)
    let (loaded, diagnostics) = DocumentLoader.loadDocument(file)
    try #require(diagnostics.isEmpty, "the test file does not load: \(diagnostics.map(\.message))")
    let document = try #require(loaded)
    let root = try #require(document.root)
    let value = try #require(root.pairs.first { $0.key.scalar?.text == key }?.value)
    return (document, value.index)
  }

  /// `text` parsed alone, expected to parse.
  static func parse(_ text: String) throws -> Condition {
    var diagnostics: [Diagnostic] = []
    let condition = ConditionParser.parse(text, diagnostics: &diagnostics)
    #expect(diagnostics.isEmpty, "\(text): \(diagnostics.map(\.message))")
    return try #require(condition)
  }

  /// The one diagnostic of a condition that does not parse, written alone.
  static func syntaxError(_ text: String) -> Diagnostic? {
    var diagnostics: [Diagnostic] = []
    let condition = ConditionParser.parse(text, diagnostics: &diagnostics)
    #expect(condition == nil, "\(text.prefix(80)) parsed")
    #expect(diagnostics.count == 1, "\(text): \(diagnostics.map(\.message))")
    return diagnostics.first
  }

  /// The tree as an S-expression: `(or (not (== {a} 'x')) (empty {b}))`.
  static func sExpression(_ node: Expression) -> String {
    switch node.kind {
    case .reference(let id): "{\(id)}"
    case .literal(let literal): literal.written
    case .list(let items): "[" + items.map(sExpression).joined(separator: " ") + "]"
    case .not(let operand): "(not \(sExpression(operand)))"
    case .binary(let op, let lhs, let rhs, _): "(\(op.rawValue) \(sExpression(lhs)) \(sExpression(rhs)))"
    case .emptiness(let operand, let isEmpty, _): "(\(isEmpty ? "empty" : "notempty") \(sExpression(operand)))"
    }
  }
}

extension Diagnostic {
  /// `code line:column`, what the conditions tests assert.
  var at: String { "\(code.rawValue) \(range.map { "\($0.start.line):\($0.start.column)" } ?? "-")" }
}
