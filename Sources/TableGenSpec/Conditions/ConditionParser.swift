/// Reads a condition's text into a positioned `Expression` (docs/spec-format.md,
/// "Conditions"): a recursive-descent parser over the lexer's tokens, in time
/// linear in the text. The first syntax problem is reported, at the token that
/// shows it, as `condition-syntax`, and the condition is then left out.
public enum ConditionParser {
  /// The longest condition read, in UTF-8 bytes: real ones are a line long,
  /// and the bound keeps a hostile file's 16 MiB string from becoming millions of tokens.
  public static let maxLength = 10_000
  /// How deep parentheses and `not` may nest: the parser recurses, and no input
  /// may reach the end of the stack.
  public static let maxDepth = 64
  /// How many operators (`and`, `or`, `not`, comparisons, `empty`) a condition
  /// may have: this bounds the tree's height, and so every walk over it.
  public static let maxOperators = 128

  /// The condition written as the scalar at `node` of `document`, each token
  /// located where it was written in the file. A scalar of any class is read as
  /// its text; whether a non-string may stand there is the caller's to say. Nil
  /// (with a diagnostic appended) when the text is not a condition; nil without
  /// one when `node` is not a scalar.
  static func parse(
    node: Int, in document: Document, pointer: JSONPointer?, diagnostics: inout [Diagnostic]
  ) -> Condition? {
    guard var written = WrittenText(node: node, in: document) else { return nil }
    return parse(&written, pointer: pointer, diagnostics: &diagnostics)
  }

  /// The condition `text`, written alone: positions are on line 1 from column 1.
  /// For conditions that come from no file, and for tests.
  public static func parse(_ text: String, diagnostics: inout [Diagnostic]) -> Condition? {
    var written = WrittenText(bare: text)
    return parse(&written, pointer: nil, diagnostics: &diagnostics)
  }

  private static func parse(
    _ written: inout WrittenText, pointer: JSONPointer?, diagnostics: inout [Diagnostic]
  ) -> Condition? {
    let (text, range) = (written.text, written.range)
    func report(_ message: String, at problemRange: SourceRange, suggestion: String? = nil) {
      diagnostics.append(
        Diagnostic(.conditionSyntax, message, at: problemRange, pointer: pointer, suggestion: suggestion))
    }
    let bytes = Array(text.utf8)
    guard bytes.count <= maxLength else {
      report(
        "the condition is \(bytes.count) bytes long, more than the limit of \(maxLength)",
        at: SourceRange(at: range.start), suggestion: "split it, or move the logic into fewer, simpler conditions")
      return nil
    }
    var tokens: [ConditionToken]
    switch ConditionLexer.tokens(of: bytes) {
    case .failure(let problem):
      let start = written.positions.start(of: problem.start)
      report(
        problem.message, at: SourceRange(start: start, end: written.positions.end(before: problem.end)),
        suggestion: problem.suggestion)
      return nil
    case .success(let lexed):
      tokens = lexed
    }
    // Tokens come in order, so locating them all is one walk of the scalar.
    for index in tokens.indices {
      let start = written.positions.start(of: tokens[index].start)
      let end = tokens[index].isEnd ? start : written.positions.end(before: tokens[index].end)
      tokens[index].range = SourceRange(start: start, end: end)
    }
    if tokens.count == 1 {
      report(
        "the condition is empty", at: SourceRange(at: range.start), suggestion: "write a condition, or remove the key")
      return nil
    }
    var parser = Parser(tokens: tokens)
    do throws(Parser.Problem) {
      let expression = try parser.condition()
      return Condition(text: text, expression: expression, range: range)
    } catch {
      report(error.message, at: error.range, suggestion: error.suggestion)
      return nil
    }
  }

  /// The grammar's rules, loosest first, one function each.
  private struct Parser {
    struct Problem: Error {
      var message: String
      var range: SourceRange
      var suggestion: String?
    }

    let tokens: [ConditionToken]
    var index = 0
    var operatorCount = 0

    init(tokens: [ConditionToken]) {
      self.tokens = tokens
    }

    private var peek: ConditionToken { tokens[index] }

    private mutating func advance() -> ConditionToken {
      let token = tokens[index]
      if index < tokens.count - 1 { index += 1 }
      return token
    }

    mutating func condition() throws(Problem) -> Expression {
      let expression = try disjunction(depth: 0)
      guard peek.isEnd else {
        throw Problem(
          message: "unexpected \(peek.description) after a complete condition", range: peek.range,
          suggestion: "join conditions with 'and' or 'or'")
      }
      return expression
    }

    private mutating func disjunction(depth: Int) throws(Problem) -> Expression {
      var lhs = try conjunction(depth: depth)
      while peek.isKeyword(.or) {
        let op = advance()
        try countOperator(op)
        let rhs = try conjunction(depth: depth)
        lhs = Self.binary(.or, lhs, rhs, op)
      }
      return lhs
    }

    private mutating func conjunction(depth: Int) throws(Problem) -> Expression {
      var lhs = try negation(depth: depth)
      while peek.isKeyword(.and) {
        let op = advance()
        try countOperator(op)
        let rhs = try negation(depth: depth)
        lhs = Self.binary(.and, lhs, rhs, op)
      }
      return lhs
    }

    private mutating func negation(depth: Int) throws(Problem) -> Expression {
      guard peek.isKeyword(.not) else { return try comparison(depth: depth) }
      let op = advance()
      try countOperator(op)
      try checkDepth(depth, at: op)
      let operand = try negation(depth: depth + 1)
      return Expression(.not(operand), range: SourceRange(start: op.range.start, end: operand.range.end))
    }

    private mutating func comparison(depth: Int) throws(Problem) -> Expression {
      let lhs = try postfix(depth: depth)
      guard peek.isComparison, let op = peek.binaryOperator else { return lhs }
      let opToken = advance()
      try countOperator(opToken)
      let rhs = try postfix(depth: depth)
      if peek.isComparison {
        throw Problem(
          message: "comparisons do not chain: \(peek.description) follows a comparison", range: peek.range,
          suggestion: "join two comparisons with 'and', or group one in parentheses")
      }
      return Self.binary(op, lhs, rhs, opToken)
    }

    private mutating func postfix(depth: Int) throws(Problem) -> Expression {
      let operand = try primary(depth: depth)
      guard peek.isKeyword(.empty) || peek.isKeyword(.notempty) else { return operand }
      let op = advance()
      try countOperator(op)
      return Expression(
        .emptiness(operand, isEmpty: op.isKeyword(.empty), operatorRange: op.range),
        range: SourceRange(start: operand.range.start, end: op.range.end))
    }

    private mutating func primary(depth: Int) throws(Problem) -> Expression {
      let token = peek
      if let literal = Self.literal(token) {
        _ = advance()
        return Expression(.literal(literal), range: token.range)
      }
      switch token.kind {
      case .reference(let id):
        _ = advance()
        return Expression(.reference(id), range: token.range)
      case .symbol(.openBracket):
        return try list()
      case .symbol(.openParen):
        _ = advance()
        try checkDepth(depth, at: token)
        let inner = try disjunction(depth: depth + 1)
        guard peek.isSymbol(.closeParen) else {
          if peek.isEnd {
            throw Problem(message: "the '(' is not closed", range: token.range, suggestion: "close it with ')'")
          }
          throw Problem(
            message: "expected ')' or an operator, found \(peek.description)", range: peek.range,
            suggestion: "close the '(' opened at \(token.range.start)")
        }
        let close = advance()
        return Expression(inner.kind, range: SourceRange(start: token.range.start, end: close.range.end))
      case .end:
        throw Problem(
          message: "the condition ends where a value is expected", range: token.range,
          suggestion: "finish it with a reference such as {id} or a literal")
      default:
        throw Problem(
          message: "expected a value (a reference, a literal, a list or '('), found \(token.description)",
          range: token.range)
      }
    }

    private mutating func list() throws(Problem) -> Expression {
      let open = advance()
      var items: [Expression] = []
      if peek.isSymbol(.closeBracket) {
        let close = advance()
        return Expression(.list(items), range: SourceRange(start: open.range.start, end: close.range.end))
      }
      while true {
        let token = peek
        guard let literal = Self.literal(token) else {
          if token.isEnd {
            throw Problem(message: "the '[' is not closed", range: open.range, suggestion: "close it with ']'")
          }
          throw Problem(
            message: "a list holds literals (strings, numbers, true, false, null), found \(token.description)",
            range: token.range)
        }
        _ = advance()
        items.append(Expression(.literal(literal), range: token.range))
        if peek.isSymbol(.comma) {
          _ = advance()
          continue
        }
        if peek.isSymbol(.closeBracket) {
          let close = advance()
          return Expression(.list(items), range: SourceRange(start: open.range.start, end: close.range.end))
        }
        if peek.isEnd {
          throw Problem(message: "the '[' is not closed", range: open.range, suggestion: "close it with ']'")
        }
        throw Problem(message: "expected ',' or ']' in a list, found \(peek.description)", range: peek.range)
      }
    }

    private mutating func countOperator(_ token: ConditionToken) throws(Problem) {
      operatorCount += 1
      guard operatorCount > ConditionParser.maxOperators else { return }
      throw Problem(
        message: "the condition has more than \(ConditionParser.maxOperators) operators", range: token.range,
        suggestion: "split it into simpler conditions")
    }

    private func checkDepth(_ depth: Int, at token: ConditionToken) throws(Problem) {
      guard depth >= ConditionParser.maxDepth else { return }
      throw Problem(
        message: "the condition nests parentheses and 'not' more than \(ConditionParser.maxDepth) deep",
        range: token.range, suggestion: "write it flatter")
    }

    private static func literal(_ token: ConditionToken) -> Expression.Literal? {
      switch token.kind {
      case .string(let text): .string(text)
      case .number(let number): .number(number)
      case .keyword(.true): .bool(true)
      case .keyword(.false): .bool(false)
      case .keyword(.null): .null
      default: nil
      }
    }

    private static func binary(
      _ op: Expression.Operator, _ lhs: Expression, _ rhs: Expression, _ token: ConditionToken
    ) -> Expression {
      Expression(
        .binary(op, lhs, rhs, operatorRange: token.range),
        range: SourceRange(start: lhs.range.start, end: rhs.range.end))
    }
  }
}
