import TableGenOutput
import Testing

@testable import TableGenScenarios

/// A case's expected `answers` is compared with the answers of a form that
/// may have many fields: the work is counted, and grows with the members, not
/// with their square.
@Suite("tablegen test compares answers in work linear in their members")
struct ScenarioAnswersComparisonTests {
  static func answers(_ count: Int, reversed: Bool) -> JSONValue {
    let members = (0..<count).map { ("field\($0)", JSONValue.bool($0 % 2 == 0)) }
    return .object(reversed ? members.reversed() : members)
  }

  @Test("20,000 members in the other order: the same, in at most four steps a member")
  func manyMembers() {
    var steps = 0
    let same = JSONComparison.same(
      Self.answers(20_000, reversed: false), Self.answers(20_000, reversed: true), steps: &steps)
    #expect(same)
    #expect(steps <= 4 * 20_000, "\(steps) steps")
  }

  @Test("objects with other keys, a key written twice, or another value are not the same")
  func differences() {
    let a = JSONValue.object([("a", .number("1")), ("b", .bool(true))])
    #expect(JSONComparison.same(a, .object([("b", .bool(true)), ("a", .number("1.0"))])))
    #expect(!JSONComparison.same(a, .object([("a", .number("1")), ("c", .bool(true))])))
    #expect(!JSONComparison.same(a, .object([("a", .number("1")), ("a", .number("1"))])))
    #expect(!JSONComparison.same(.object([("a", .number("1")), ("a", .number("1"))]), a))
    #expect(!JSONComparison.same(a, .object([("a", .number("2")), ("b", .bool(true))])))
  }
}
