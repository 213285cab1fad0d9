import Testing

@testable import TableGenSpec

/// How a condition is decided under answers: strict types, numbers by value,
/// and a left-out answer that makes every comparison false except `empty`.
@Suite("Condition evaluator")
struct ConditionEvaluatorTests {
  typealias T = ConditionTesting

  static let answers: [String: ConditionValue] = [
    "on": .bool(true),
    "off": .bool(false),
    "one": .number(Number(1)),
    "onePointZero": .number(Number(literal: "1.0", double: 1, integer: nil, isInteger: false)),
    "ten": .number(Number(10)),
    "big": .number(Number(9_007_199_254_740_993)),
    "bigNeighbour": .number(Number(9_007_199_254_740_992)),
    "pro": .string("pro"),
    "blank": .string(""),
    "tags": .list([.string("a"), .string("b")]),
    "noTags": .list([]),
  ]

  func holds(_ text: String, _ answers: [String: ConditionValue] = Self.answers) throws -> Bool {
    try T.parse(text).holds { answers[$0] ?? .null }
  }

  @Test(
    "every comparison with a left-out answer is false, on either side",
    arguments: [
      "{gone} == 1", "{gone} != 1", "1 != {gone}", "{gone} < 1", "{gone} <= 1", "{gone} > 1", "{gone} >= 1",
      "{gone} == null", "{gone} != null", "{gone} == {gone}", "{gone} in ['a']", "'a' in {gone}",
      "{gone} contains 'a'", "{tags} contains {gone}", "{gone} notempty", "{gone}", "{pro} != {gone}",
    ])
  func nullIsFalse(text: String) throws {
    #expect(try holds(text) == false, "\(text)")
  }

  @Test("only empty is true of a left-out answer; not turns a false comparison true")
  func nullEmpty() throws {
    #expect(try holds("{gone} empty"))
    #expect(try holds("not ({gone} == 1)"))
    #expect(try holds("not {gone}"))
    #expect(try holds("{gone} == 1 or {gone} empty"))
  }

  @Test(
    "truth table of and, or, not",
    arguments: [
      ("{on} and {on}", true), ("{on} and {off}", false), ("{off} and {on}", false), ("{off} and {off}", false),
      ("{on} or {on}", true), ("{on} or {off}", true), ("{off} or {on}", true), ("{off} or {off}", false),
      ("not {on}", false), ("not {off}", true), ("not not {on}", true),
      ("{off} or {on} and {off}", false), ("({off} or {on}) and {on}", true),
    ])
  func logic(text: String, expected: Bool) throws {
    #expect(try holds(text) == expected, "\(text)")
  }

  @Test(
    "comparisons are strict and numbers compare by value",
    arguments: [
      ("{one} == 1.0", true), ("{onePointZero} == {one}", true), ("{one} == 1e0", true), ("{one} != 1", false),
      ("{one} < {ten}", true), ("{ten} <= 10", true), ("{ten} > 9.5", true), ("{ten} >= 11", false),
      ("{big} > {bigNeighbour}", true), ("{big} == {bigNeighbour}", false),
      ("{pro} == 'pro'", true), ("{pro} == 'Pro'", false), ("{pro} != 'team'", true),
      ("{on} == true", true), ("{off} == false", true), ("{on} == 'true'", false), ("{on} != 'true'", true),
      ("{one} == '1'", false), ("{pro} < 'z'", false),
      ("{pro} in ['pro', 'team']", true), ("{pro} in ['team']", false), ("{one} in [2, 1.0]", true),
      ("{pro} in []", false), ("'a' in {tags}", true), ("'c' in {tags}", false),
      ("{tags} contains 'b'", true), ("{tags} contains 'c'", false), ("{noTags} contains 'a'", false),
      ("{blank} empty", true), ("{pro} empty", false), ("{noTags} empty", true), ("{tags} notempty", true),
      ("{off} empty", false), ("{one} notempty", true),
      ("({one} < {ten}) == {on}", true),
    ])
  func comparisons(text: String, expected: Bool) throws {
    #expect(try holds(text) == expected, "\(text)")
  }

  @Test("a check fires only when every field it reads is answered and the rule fails")
  func checks() throws {
    let rule = try T.parse("{end} >= {start}")
    let check = Check(
      rule: rule, message: "ends before it starts", field: "end", origin: Origin(range: rule.range, pointer: .root))
    func fails(_ answers: [String: ConditionValue]) -> Bool { check.fails { answers[$0] ?? .null } }
    #expect(fails(["start": .number(Number(5)), "end": .number(Number(3))]))
    #expect(!fails(["start": .number(Number(5)), "end": .number(Number(5))]))
    #expect(!fails(["start": .number(Number(5))]))
    #expect(!fails([:]))
  }

  @Test("answers are seen through the conditions language")
  func answersAsValues() {
    #expect(ConditionValue(nil as Answer?) == .null)
    #expect(ConditionValue(Answer.text("x")) == .string("x"))
    #expect(ConditionValue(Answer.bool(true)) == .bool(true))
    #expect(ConditionValue(Answer.number(Number(2))) == .number(Number(2)))
    #expect(ConditionValue(Answer.option(.string("pro"))) == .string("pro"))
    #expect(
      ConditionValue(Answer.options([.number(Number(1)), .string("a")])) == .list([.number(Number(1)), .string("a")]))
  }

  @Test("constant folding agrees with evaluation wherever it decides")
  func foldingAgrees() throws {
    for text in [
      "true and not false", "'a' == 'a'", "1 < 2", "{on} or true", "{gone} == null", "[] empty", "{one} in []",
    ] {
      let condition = try T.parse(text)
      // Not #require: on a Bool? it is ambiguous (the optional or the Bool), and the compiler warns.
      guard let folded = ConstantFolding.value(of: condition.expression) else {
        Issue.record("'\(text)' does not fold")
        continue
      }
      #expect(condition.holds { Self.answers[$0] ?? .null } == folded, "\(text)")
      #expect(condition.holds { _ in .null } == folded, "\(text)")
    }
  }
}
