import Testing

@testable import TableGenSpec

/// The static checks of a condition against the cells before it: references,
/// types, picker options and constants, each at its exact token.
@Suite("Condition checker")
struct ConditionCheckerTests {
  typealias T = ConditionTesting

  static func option(_ value: String, _ label: String) -> PickerCell.Option {
    PickerCell.Option(label: label, value: .string(value), range: SourceRange(at: .start))
  }

  static func option(_ value: Int) -> PickerCell.Option {
    PickerCell.Option(label: "\(value)", value: .number(Number(value)), range: SourceRange(at: .start))
  }

  /// Where the scope's ids were written: line 10 onwards, one per line.
  static func place(_ line: Int) -> SourceRange {
    SourceRange(
      start: SourceLocation(line: line, column: 9, offset: line * 20),
      end: SourceLocation(line: line, column: 15, offset: line * 20 + 6))
  }

  static let scope: ConditionScope = {
    var scope = ConditionScope()
    let entries: [ConditionScope.Entry] = [
      .init(id: "proxy", valueType: .bool, label: "Use a proxy", noun: "a switch", range: place(10)),
      .init(id: "proxyPort", valueType: .number, noun: "an input", range: place(11)),
      .init(id: "name", valueType: .string, noun: "an input", range: place(12)),
      .init(
        id: "plan", valueType: .string,
        options: [option("pro", "Pro"), option("team", "Team"), option("free", "Free")],
        noun: "a picker", range: place(13)),
      .init(
        id: "size", valueType: .number, options: [option(1), option(2), option(3)], noun: "a picker", range: place(14)),
      .init(
        id: "toppings", valueType: .list(.string), options: [option("olives", "Olives"), option("ham", "Ham")],
        noun: "a picker", range: place(15)),
      .init(id: "save", valueType: nil, noun: "a button", range: place(16)),
      .init(id: "shipping", valueType: nil, noun: "the section", range: place(17)),
    ]
    for entry in entries { scope.add(entry) }
    return scope
  }()

  func check(_ text: String, selfID: String? = nil) throws -> ConditionChecker.Findings {
    ConditionChecker(scope: Self.scope, selfID: selfID).check(try T.parse(text))
  }

  @Test(
    "well-typed conditions over earlier cells pass clean",
    arguments: [
      "{proxy} and {proxyPort} > 0",
      "not {proxy} or {name} notempty",
      "{plan} == 'pro' or {plan} != 'free'",
      "{plan} in ['pro', 'team']",
      "{size} >= 2 and {size} == 2.0",
      "{toppings} contains 'olives'",
      "'ham' in {toppings}",
      "{toppings} empty or {name} empty",
      "{proxy} == false",
      "({proxyPort} < 10) == {proxy}",
    ])
  func clean(text: String) throws {
    let findings = try check(text)
    #expect(findings.diagnostics.map(\.message) == [])
    #expect(findings.unresolved.isEmpty)
  }

  @Test("an id the scope lacks is left to the caller, who says forward or unknown")
  func unresolved() throws {
    let findings = try check("{proxy} and {prxy} == 1")
    #expect(findings.diagnostics.isEmpty)
    let reference = try #require(findings.unresolved.first)
    #expect(findings.unresolved.count == 1)
    #expect(reference.id == "prxy")
    #expect(reference.range.start.description == "1:13")
    #expect(reference.range.end.description == "1:19")

    let unknown = reference.unknownReference(among: Self.scope.ids, pointer: JSONPointer(["c"]))
    #expect(unknown.at == "unknown-reference 1:13")
    #expect(unknown.suggestion == "did you mean {proxy}?")
    #expect(unknown.pointer == JSONPointer(["c"]))
    #expect(reference.unknownReference(among: ["zzzzzz"], pointer: nil).suggestion == nil)

    let forward = reference.forwardReference(declaredAt: Self.place(30), pointer: nil)
    #expect(forward.at == "forward-reference 1:13")
    #expect(forward.notes.first?.range == Self.place(30))
  }

  @Test("a reference to the element itself, or to what holds no value, is reported at its brace")
  func referenceProblems() throws {
    #expect(try check("{proxy} and {me} notempty", selfID: "me").diagnostics.map(\.at) == ["self-reference 1:13"])
    #expect(try check("{me}", selfID: "me").unresolved.isEmpty)
    let button = try check("{proxy} or {save} notempty").diagnostics
    #expect(button.map(\.at) == ["reference-without-value 1:12"])
    #expect(button.first?.message == "{save} is a button, which holds no value to read")
    #expect(button.first?.notes.first?.range == Self.place(16))
    #expect(try check("{shipping} empty").diagnostics.map(\.at) == ["reference-without-value 1:1"])
  }

  @Test(
    "type mismatches are reported at the operator, or at the value that should be a bool",
    arguments: [
      ("{proxy} == 'true'", "condition-type-mismatch 1:9", "'==' compares {proxy}, a bool, with 'true', a string"),
      ("{proxyPort} != '3'", "condition-type-mismatch 1:13", "'!=' compares {proxyPort}, a number, with '3', a string"),
      ("{name} < 'b'", "condition-type-mismatch 1:8", "'<' compares numbers, but {name} is a string"),
      ("{proxy} >= 1", "condition-type-mismatch 1:9", "'>=' compares numbers, but {proxy} is a bool"),
      ("{name} and {proxy}", "condition-type-mismatch 1:8", "'and' needs a bool, but {name} is a string"),
      ("{proxy} or {size}", "condition-type-mismatch 1:9", "'or' needs a bool, but {size} is a number"),
      ("not {proxyPort}", "condition-type-mismatch 1:5", "'not' needs a bool, but {proxyPort} is a number"),
      ("{name}", "condition-type-mismatch 1:1", "a condition needs a bool, but {name} is a string"),
      ("{name} contains 'x'", "condition-type-mismatch 1:8", "'contains' asks a list"),
      ("{plan} in {name}", "condition-type-mismatch 1:8", "the right side of 'in' must be a list"),
      ("{plan} in [1, 2]", "condition-type-mismatch 1:8", "'in' looks for {plan}, a string, among numbers"),
      ("{toppings} contains 1", "condition-type-mismatch 1:12", "'contains' looks for 1, a number"),
      ("{toppings} == ['ham']", "condition-type-mismatch 1:12", "'==' does not compare lists"),
      (
        "{size} in [1, 'a']", "condition-type-mismatch 1:15",
        "a list holds values of one type, but this is a string in a list of numbers"
      ),
    ])
  func typeMismatch(text: String, at: String, message: String) throws {
    let diagnostics = try check(text).diagnostics
    #expect(diagnostics.map(\.at) == [at], "\(text): \(diagnostics.map(\.message))")
    #expect(diagnostics.first?.message.hasPrefix(message) == true, "\(text): \(diagnostics.first?.message ?? "")")
  }

  @Test("a literal of the wrong type gets the fix that drops its quotes")
  func typeMismatchSuggestions() throws {
    #expect(try check("{proxy} == 'true'").diagnostics.first?.suggestion == "write true without quotes")
    #expect(try check("'3' == {proxyPort}").diagnostics.first?.suggestion == "write 3 without quotes")
    #expect(try check("{name}").diagnostics.first?.suggestion == "ask whether it was answered with '{name} notempty'")
  }

  @Test("one mistake is reported once: what depends on it is not reported again")
  func noCascade() throws {
    #expect(try check("{proxy} == 'x' and {proxy}").diagnostics.count == 1)
    #expect(try check("{nope} == 'x' and {proxy}").diagnostics.isEmpty)
    #expect(try check("{save} < 3").diagnostics.map(\.code) == [.referenceWithoutValue])
  }

  @Test("a picker compared with a value that is not one of its options, at the literal, with the closest option")
  func unknownOptionValue() throws {
    let pro = try check("{plan} == 'Pro'").diagnostics
    #expect(pro.map(\.at) == ["unknown-option-value 1:11"])
    #expect(pro.first?.message == "{plan} has no option with the value 'Pro'; its values are 'pro', 'team', 'free'")
    #expect(pro.first?.suggestion == "did you mean 'pro' (Pro)?")
    let listed = try check("{plan} in ['pro', 'tem']").diagnostics
    #expect(listed.map(\.at) == ["unknown-option-value 1:19"])
    #expect(listed.first?.suggestion == "did you mean 'team' (Team)?")
    #expect(try check("{toppings} contains 'olive'").diagnostics.map(\.at) == ["unknown-option-value 1:21"])
    #expect(try check("'bacon' in {toppings}").diagnostics.map(\.at) == ["unknown-option-value 1:1"])
    #expect(try check("{size} == 4").diagnostics.map(\.at) == ["unknown-option-value 1:11"])
    #expect(try check("4 != {size}").diagnostics.map(\.at) == ["unknown-option-value 1:1"])
  }

  @Test(
    "a condition, or a part of one, that is always true or false is a warning",
    arguments: [
      ("true", "constant-condition 1:1", "this condition is always true"),
      ("not ('a' == 'a')", "constant-condition 1:1", "this condition is always false"),
      ("{proxy} and true", "constant-condition 1:13", "this part of the condition is always true"),
      ("{proxy} or 1 > 2", "constant-condition 1:12", "this part of the condition is always false"),
      ("{proxy} or true", "constant-condition 1:1", "this condition is always true"),
      (
        "{name} == null", "constant-condition 1:1",
        "this condition is always false: every comparison with null is false"
      ),
      ("{proxy} or {proxyPort} != null", "constant-condition 1:12", "this part of the condition is always false"),
      ("{proxy} and {proxyPort} != null", "constant-condition 1:1", "this condition is always false"),
      ("{proxyPort} == {proxyPort}", "constant-condition 1:1", "this condition is always true: it compares"),
      ("{plan} in []", "constant-condition 1:1", "this condition is always false: nothing is in an empty list"),
      ("'' empty", "constant-condition 1:1", "this condition is always true"),
      ("[] notempty", "constant-condition 1:1", "this condition is always false"),
    ])
  func constants(text: String, at: String, message: String) throws {
    let diagnostics = try check(text).diagnostics
    #expect(diagnostics.map(\.at) == [at], "\(text): \(diagnostics.map(\.message))")
    #expect(diagnostics.first?.severity == .warning)
    #expect(diagnostics.first?.message.hasPrefix(message) == true, "\(text): \(diagnostics.first?.message ?? "")")
  }

  @Test("a numeric picker's values are written as numbers, so that the suggestion is itself a fitting literal")
  func numericOptionValues() throws {
    let seven = try check("{size} == 7").diagnostics
    #expect(seven.first?.message == "{size} has no option with the value 7; its values are 1, 2, 3")
    let near = try check("{size} in [1, 22]").diagnostics
    #expect(near.map(\.at) == ["unknown-option-value 1:15"])
    #expect(near.first?.suggestion == "did you mean 2?")
  }

  @Test("a text field compared with '' is reported at the '': a blank answer reads as null")
  func blankComparison() throws {
    let equal = try check("{name} == ''").diagnostics
    #expect(equal.map(\.at) == ["constant-condition 1:11"])
    #expect(equal.first?.severity == .warning)
    #expect(equal.first?.suggestion == "write '{name} empty'")
    let notEqual = try check("'' != {name}").diagnostics
    #expect(notEqual.map(\.at) == ["constant-condition 1:1"])
    #expect(notEqual.first?.suggestion == "write '{name} notempty'")
    #expect(try check("{name} == 'x'").diagnostics.isEmpty)
  }

  @Test("a part combined with its own negation is constant")
  func contradictions() throws {
    let and = try check("{proxy} and not {proxy}").diagnostics
    #expect(and.map(\.at) == ["constant-condition 1:1"])
    #expect(and.first?.message == "this condition is always false: it asks for one thing and its negation")
    let or = try check("{name} == 'a' or not ({name} == 'a')").diagnostics
    #expect(or.first?.message.hasPrefix("this condition is always true") == true)
    #expect(try check("{proxy} and not {proxyPort} > 1").diagnostics.isEmpty)
  }

  @Test("a number too large for a double is a syntax error at the literal")
  func hugeNumber() throws {
    let problem = T.syntaxError("{proxyPort} < 1e400")
    #expect(problem?.at == "condition-syntax 1:15")
    #expect(problem?.message == "the number 1e400 is too large")
    let big = try T.parse("{proxyPort} <= 123456789012345678901234567890")
    guard case .binary(_, _, let rhs, _) = big.expression.kind, case .literal(.number(let number)) = rhs.kind else {
      Issue.record("not a comparison with a number")
      return
    }
    #expect(number.literal == "123456789012345678901234567890")
  }

  @Test("a comparison with null suggests 'empty'")
  func nullSuggestion() throws {
    #expect(try check("{name} == null").diagnostics.first?.suggestion == "ask '{name} empty' or '{name} notempty'")
  }

  @Test("a template's references are checked as a condition's; any value renders")
  func templates() throws {
    func check(_ text: String, selfID: String? = nil) throws -> ConditionChecker.Findings {
      var diagnostics: [Diagnostic] = []
      let template = try #require(TemplateParser.parse(text, diagnostics: &diagnostics))
      return ConditionChecker(scope: Self.scope, selfID: selfID).check(template)
    }
    let clean = try check("{name | slug}-{proxy}-{toppings}-{size}")
    #expect(clean.diagnostics.isEmpty && clean.unresolved.isEmpty)
    #expect(try check("a {save}").diagnostics.map(\.at) == ["reference-without-value 1:3"])
    #expect(try check("{me | lower}", selfID: "me").diagnostics.map(\.at) == ["self-reference 1:1"])
    #expect(
      try check("{me}", selfID: "me").diagnostics.first?.suggestion
        == "a computed default reads only cells written before its own")
    #expect(try check("x{nam}").unresolved.map(\.id) == ["nam"])
    #expect(try check("x{nam}").unresolved.first?.range.start.description == "1:2")
  }

  @Test("the scope types each cell as docs/spec-format.md says")
  func scopeFromCells() throws {
    let spec = """
      tablegen: 1
      cells:
        - {type: switch, id: s}
        - {type: slider, id: sl, min: 0, max: 10}
        - {type: input, id: n, keyboard: number}
        - {type: input, id: d, format: decimal}
        - {type: input, id: digits, keyboard: number, format: digits}
        - {type: input, id: t}
        - {type: textView, id: tv}
        - {type: picker, id: p, options: [{label: A, value: a}]}
        - {type: picker, id: pn, options: [{label: One, value: 1}]}
        - {type: picker, id: pm, multiple: true, options: [{label: One, value: 1}]}
        - {type: picker, id: mixed, options: [{label: One, value: 1}, {label: A, value: a}]}
        - {type: button, id: b, title: Go}
        - {type: note, id: no, text: Hi}
      """
    let loaded = SpecLoader.load(SourceFile(path: "spec.yaml", bytes: Array(spec.utf8)))
    let model = try #require(loaded.spec, "\(loaded.diagnostics.map(\.message))")
    var scope = ConditionScope()
    for cell in model.sections.flatMap(\.cells) { scope.add(cell) }
    let types: [String: ValueType?] = [
      "s": .bool, "sl": .number, "n": .number, "d": .number, "digits": .string, "t": .string, "tv": .string,
      "p": .string, "pn": .number, "pm": .list(.number), "mixed": .option, "b": nil, "no": nil,
    ]
    for (id, type) in types {
      let entry = try #require(scope[id], "\(id)")
      #expect(entry.valueType == type, "\(id)")
    }
    #expect(scope["p"]?.options.map(\.label) == ["A"])
    #expect(scope["s"]?.range.start.description == "3:24")
    #expect(scope["b"]?.noun == "a button")
    #expect(scope["t"]?.noun == "an input")
  }
}
