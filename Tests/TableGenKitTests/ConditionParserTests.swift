import Testing

@testable import TableGenSpec

/// The conditions language's syntax: what parses into which tree, and where
/// each syntax problem is reported, inside plain, quoted, block and JSON strings.
@Suite("Condition parser")
struct ConditionParserTests {
  typealias T = ConditionTesting

  @Test(
    "precedence: or, and, not, comparisons, postfix",
    arguments: [
      ("{a}", "{a}"),
      ("not {a} == 'x' or {b} empty", "(or (not (== {a} 'x')) (empty {b}))"),
      ("{a} and {b} or {c} and not {d}", "(or (and {a} {b}) (and {c} (not {d})))"),
      ("{a} and ({b} or {c})", "(and {a} (or {b} {c}))"),
      ("{a} or {b} or {c}", "(or (or {a} {b}) {c})"),
      ("not not {a}", "(not (not {a}))"),
      ("{n} >= -1.5e3 and {n} < 10", "(and (>= {n} -1.5e3) (< {n} 10))"),
      ("{plan} in ['pro', \"team\"]", "(in {plan} ['pro' 'team'])"),
      ("{tags} contains 'x'", "(contains {tags} 'x')"),
      ("{ shipping.address } notempty", "(notempty {shipping.address})"),
      ("{opt-in_2} != null", "(!= {opt-in_2} null)"),
      ("{x} in []", "(in {x} [])"),
      ("'it\\'s' == \"say \\\"hi\\\"\\n\"", "(== 'it\\'s' 'say \"hi\"\n')"),
      ("true\nand\tfalse", "(and true false)"),
    ])
  func precedence(text: String, tree: String) throws {
    #expect(T.sExpression(try T.parse(text).expression) == tree)
  }

  @Test("references are listed once each, in the order written")
  func references() throws {
    #expect(try T.parse("{b} == 1 or {a} and {b} empty").references == ["b", "a"])
  }

  @Test(
    "syntax problems are reported at the token that shows them",
    arguments: [
      ("{plan} == 'pro", "condition-syntax 1:11", "the string is not closed"),
      ("{plan == 'pro'", "condition-syntax 1:7", "unexpected '=' in a reference"),
      ("{plan", "condition-syntax 1:1", "the reference '{' is not closed"),
      ("{} == 1", "condition-syntax 1:1", "the reference names no id"),
      ("({a} or {b}", "condition-syntax 1:1", "the '(' is not closed"),
      ("{a} in ['x', 'y'", "condition-syntax 1:8", "the '[' is not closed"),
      ("{a} in ['x' 'y']", "condition-syntax 1:13", "expected ',' or ']'"),
      ("{a} in [{b}]", "condition-syntax 1:9", "a list holds literals"),
      ("{a} {b}", "condition-syntax 1:5", "unexpected the reference {b} after a complete condition"),
      ("{a} == 1)", "condition-syntax 1:9", "unexpected ')'"),
      ("{a} = 1", "condition-syntax 1:5", "unexpected '='"),
      ("{a} && {b}", "condition-syntax 1:5", "unexpected '&&'"),
      ("!{a}", "condition-syntax 1:1", "unexpected '!'"),
      ("{a} + 1 > 2", "condition-syntax 1:5", "unexpected '+'"),
      ("proxy", "condition-syntax 1:1", "unknown word 'proxy'"),
      ("{a} AND {b}", "condition-syntax 1:5", "unknown word 'AND'"),
      ("1 < {a} < 3", "condition-syntax 1:9", "comparisons do not chain"),
      ("{a} ==", "condition-syntax 1:7", "the condition ends where a value is expected"),
      ("{a} == 'x\\q'", "condition-syntax 1:10", "unknown escape '\\q'"),
      ("{a} > 1.", "condition-syntax 1:7", "a number's '.' is followed by digits"),
      ("{a} > 12abc", "condition-syntax 1:7", "'12abc' is not a number"),
      ("{a} > - 1", "condition-syntax 1:7", "unexpected '-'"),
      ("{a} empty empty", "condition-syntax 1:11", "unexpected 'empty'"),
      ("   ", "condition-syntax 1:1", "the condition is empty"),
      ("{é}", "condition-syntax 1:2", "unexpected 'é' in a reference"),
    ])
  func syntaxProblems(text: String, at: String, message: String) throws {
    let diagnostic = try #require(T.syntaxError(text))
    #expect(diagnostic.at == at, "\(text)")
    #expect(diagnostic.message.contains(message), "\(text): \(diagnostic.message)")
  }

  @Test("a suggestion names the operator meant")
  func suggestions() throws {
    #expect(T.syntaxError("{a} = 1")?.suggestion == "equality is written '=='")
    #expect(T.syntaxError("{a} || {b}")?.suggestion == "write 'or'")
    #expect(T.syntaxError("{a} and TRUE")?.suggestion == "keywords are lower case: 'true'")
    #expect(T.syntaxError("proxy and {a}")?.suggestion?.contains("{proxy}") == true)
    #expect(T.syntaxError("{a} == tru")?.suggestion?.hasPrefix("did you mean 'true'?") == true)
  }

  @Test("deep nesting stops at the documented limit with a diagnostic, not the end of the stack")
  func nestingLimit() throws {
    let deep = String(repeating: "(", count: 100_000) + "{a}" + String(repeating: ")", count: 100_000)
    // Longer than the length limit: refused at once.
    #expect(T.syntaxError(deep)?.message.contains("more than the limit of 10000") == true)
    let nested = String(repeating: "(", count: 70) + "{a}" + String(repeating: ")", count: 70)
    let diagnostic = try #require(T.syntaxError(nested))
    #expect(diagnostic.message.contains("more than 64 deep"))
    #expect(diagnostic.at == "condition-syntax 1:65")
    let nots = String(repeating: "not ", count: 65) + "{a}"
    #expect(T.syntaxError(nots)?.message.contains("more than 64 deep") == true)
    let fine = String(repeating: "(", count: 64) + "{a}" + String(repeating: ")", count: 64)
    #expect(T.sExpression(try T.parse(fine).expression) == "{a}")
  }

  @Test("a long chain of operators stops at the operator limit")
  func operatorLimit() throws {
    let chain = (0...ConditionParser.maxOperators + 1).map { "{a\($0)}" }.joined(separator: " and ")
    let diagnostic = try #require(T.syntaxError(chain))
    #expect(diagnostic.message.contains("more than 128 operators"))
    let fine = (0..<ConditionParser.maxOperators).map { "{a\($0)}" }.joined(separator: " or ")
    #expect(try T.parse(fine).references.count == 128)
  }

  // MARK: Positions inside the file

  @Test("YAML plain scalar: the column of the token in the file")
  func yamlPlain() throws {
    let (condition, diagnostics) = try T.condition(in: "x: 1\nc: not {a} == 'x\n", format: .yaml)
    #expect(condition == nil)
    #expect(diagnostics.map(\.at) == ["condition-syntax 2:15"])
  }

  @Test("YAML double-quoted scalar: escapes take the columns they are written in")
  func yamlDoubleQuoted() throws {
    let (_, diagnostics) = try T.condition(in: #"c: "{a} == \"x\u00e9\" and {b} = 1""# + "\n", format: .yaml)
    // c: "{a} == \"x\u00e9\" and {b} = 1"
    // 12345678901234567890123456789012
    #expect(diagnostics.map(\.at) == ["condition-syntax 1:32"])
  }

  @Test("YAML single-quoted scalar: a doubled quote is one character written as two")
  func yamlSingleQuoted() throws {
    let (_, diagnostics) = try T.condition(in: "c: '{a} == ''x'' and ''y'\n", format: .yaml)
    // c: '{a} == ''x'' and ''y'
    // 12345678901234567890123
    #expect(diagnostics.map(\.at) == ["condition-syntax 1:22"])
  }

  @Test("YAML multi-line plain, literal and folded scalars: the token's own line")
  func yamlMultiLine() throws {
    let plain = "c: not {a}\n  and {b} = 1\n"
    #expect(try T.condition(in: plain, format: .yaml).diagnostics.map(\.at) == ["condition-syntax 2:11"])
    let literal = "c: |\n  {a} == 'x'\n    and {b} = 1\n"
    #expect(try T.condition(in: literal, format: .yaml).diagnostics.map(\.at) == ["condition-syntax 3:13"])
    let folded = "c: >-  # a comment\n  {a} == 'x'\n\n  and {b} = 1\n"
    #expect(try T.condition(in: folded, format: .yaml).diagnostics.map(\.at) == ["condition-syntax 4:11"])
    let quoted = "c: \"{a} ==\n    'x' and\n    {b} = 1\"\n"
    #expect(try T.condition(in: quoted, format: .yaml).diagnostics.map(\.at) == ["condition-syntax 3:9"])
  }

  @Test("YAML: CRLF line breaks, an escaped line break, an indentation indicator, tabs")
  func yamlOddities() throws {
    let crlf = "x: 1\r\nc: >\r\n  {a} == 'x'\r\n  and {b} = 1\r\n"
    #expect(try T.condition(in: crlf, format: .yaml).diagnostics.map(\.at) == ["condition-syntax 4:11"])
    let escapedBreak = "c: \"{a} == 'x' and \\\n    {b} = 1\"\n"
    #expect(try T.condition(in: escapedBreak, format: .yaml).diagnostics.map(\.at) == ["condition-syntax 2:9"])
    let indicator = "c: |2\n    {a} == 'x'\n   and {b} = 1\n"
    #expect(try T.condition(in: indicator, format: .yaml).diagnostics.map(\.at) == ["condition-syntax 3:12"])
    let tabs = "c: \"{a}\\t==\t'x' and {b} = 1\"\n"
    // c: "{a}\t==<TAB>'x' and {b} = 1": the escape takes two columns, the tab one
    #expect(try T.condition(in: tabs, format: .yaml).diagnostics.map(\.at) == ["condition-syntax 1:25"])
  }

  @Test("JSON: '\\/' and a two-byte character before the token")
  func jsonSlashAndMultibyte() throws {
    let text = #"{"c": "'a\/b' == 'ü' and {b} = 1"}"#
    // {"c": "'a\/b' == 'ü' and {b} = 1"}
    // 123456789012345678901234567890: 'ü' is one column and two bytes
    let (_, diagnostics) = try T.condition(in: text, format: .json)
    #expect(diagnostics.map(\.at) == ["condition-syntax 1:30"])
    #expect(diagnostics.first?.range?.start.offset == 30)
  }

  @Test("YAML: columns count Unicode scalars, offsets bytes")
  func yamlMultibyte() throws {
    let (_, diagnostics) = try T.condition(in: "c: \"{a} == 'Café' and {b} = 1\"\n", format: .yaml)
    let range = try #require(diagnostics.first?.range)
    // The '=' is the 27th character, after 27 bytes: 'é' is two.
    #expect(range.start.line == 1 && range.start.column == 27)
    #expect(range.start.offset == 27)
  }

  @Test("JSON string: escapes and a surrogate pair take the columns they are written in")
  func jsonEscapes() throws {
    let text = #"{"c": "{a} == \"\ud83d\ude00\" and {b} = 1"}"#
    // {"c": "{a} == \"\ud83d\ude00\" and {b} = 1"}
    // 1234567890123456789012345678901234567890
    let (_, diagnostics) = try T.condition(in: text, format: .json)
    #expect(diagnostics.map(\.at) == ["condition-syntax 1:40"])
  }

  @Test("JSON: every node and operator is located in the file")
  func jsonRanges() throws {
    let text = "{\n  \"c\": \"{plan} == \\\"pro\\\" or {n} > 2\"\n}"
    //   "c": "{plan} == \"pro\" or {n} > 2"
    // 1234567890123456789012345678901234567
    let (parsed, diagnostics) = try T.condition(in: text, format: .json)
    #expect(diagnostics.isEmpty)
    let condition = try #require(parsed)
    guard case .binary(.or, let lhs, let rhs, let orRange) = condition.expression.kind,
      case .binary(.equal, let plan, let pro, let equalRange) = lhs.kind,
      case .binary(.greater, _, _, let greaterRange) = rhs.kind
    else {
      Issue.record("unexpected tree \(T.sExpression(condition.expression))")
      return
    }
    #expect(plan.range.start.description == "2:9")
    #expect(plan.range.end.description == "2:15")
    #expect(equalRange.start.description == "2:16")
    #expect(pro.range.start.description == "2:19")
    #expect(pro.range.end.description == "2:26")
    #expect(orRange.start.description == "2:27")
    #expect(greaterRange.start.description == "2:34")
    #expect(condition.expression.range.start.description == "2:9")
    #expect(condition.expression.range.end.description == "2:37")
    #expect(condition.range.start.description == "2:8")
  }

  @Test("a condition reached through an alias is reported at the alias, not at a wrong column")
  func aliasFallsBack() throws {
    let text = "x: &cond \"{a} = 1\"\nc: *cond\n"
    let (_, diagnostics) = try T.condition(in: text, format: .yaml)
    #expect(diagnostics.map(\.at) == ["condition-syntax 2:4"])
  }

  @Test("a scalar of another class is read as its text")
  func nonStringScalar() throws {
    let (condition, diagnostics) = try T.condition(in: "c: true\n", format: .yaml)
    #expect(diagnostics.isEmpty)
    #expect(condition.map { T.sExpression($0.expression) } == "true")
  }
}
