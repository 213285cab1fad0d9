// PLACEHOLDER (wiring): stands in for the conditions engineer's parser until it
// is merged, then deleted. It parses nothing: every condition holds.
enum ConditionParser {
  static func parse(
    node: Int, in document: Document, pointer: JSONPointer, diagnostics: inout [Diagnostic]
  ) -> Condition? {
    let range = document.range(of: node)
    return Condition(
      text: document.text(of: node), expression: Expression(.literal(.bool(true)), range: range), range: range)
  }
}

enum TemplateParser {
  static func parse(
    node: Int, in document: Document, pointer: JSONPointer, diagnostics: inout [Diagnostic]
  ) -> Template? {
    let text = document.text(of: node)
    return Template(text: text, parts: [.text(text)], range: document.range(of: node))
  }
}
