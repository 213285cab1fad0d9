/// One token of a condition (docs/spec-format.md, "Grammar"), with where it
/// was written: its byte span in the decoded text while lexing, its span in the
/// file once located.
struct ConditionToken {
  enum Keyword: String, CaseIterable {
    case `true`, `false`, null, and, or, not, `in`, contains, empty, notempty
  }

  enum Symbol: String, CaseIterable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case openParen = "("
    case closeParen = ")"
    case openBracket = "["
    case closeBracket = "]"
    case comma = ","
  }

  enum Kind {
    case reference(String)
    case string(String)
    case number(Number)
    case keyword(Keyword)
    case symbol(Symbol)
    /// After the last token.
    case end
  }

  var kind: Kind
  /// The decoded bytes the token spans.
  var start: Int
  var end: Int
  /// Where the token was written in the file; set by `ConditionLexer.locate`.
  var range = SourceRange(at: .start)

  /// How a message names the token: `'=='`, `'and'`, `the reference {plan}`.
  var description: String {
    switch kind {
    case .reference(let id): "the reference {\(id)}"
    case .string: "a string"
    case .number(let number): "the number \(number.literal)"
    case .keyword(let keyword): "'\(keyword.rawValue)'"
    case .symbol(let symbol): "'\(symbol.rawValue)'"
    case .end: "the end of the condition"
    }
  }

  /// The binary operator this token writes, when it writes one.
  var binaryOperator: Expression.Operator? {
    switch kind {
    case .symbol(let symbol): Expression.Operator(rawValue: symbol.rawValue)
    case .keyword(.and): .and
    case .keyword(.or): .or
    case .keyword(.in): .in
    case .keyword(.contains): .contains
    default: nil
    }
  }

  /// Whether the token is one of the comparisons, `in` or `contains`.
  var isComparison: Bool {
    guard let op = binaryOperator else { return false }
    return op != .and && op != .or
  }

  func isKeyword(_ keyword: Keyword) -> Bool {
    if case .keyword(keyword) = kind { return true }
    return false
  }

  func isSymbol(_ symbol: Symbol) -> Bool {
    if case .symbol(symbol) = kind { return true }
    return false
  }

  var isEnd: Bool {
    if case .end = kind { return true }
    return false
  }
}
