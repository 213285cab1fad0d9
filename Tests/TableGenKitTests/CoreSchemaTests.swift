import Testing

@testable import TableGenSpec

/// Plain scalars typed by the YAML 1.2 core schema. The loader classes each
/// scalar on its bytes (`CoreSchema.classify`) and the value is made later
/// (`CoreSchema.number`, `resolve(plain:)`); both must agree with one table.
@Suite("Core schema")
struct CoreSchemaTests {
  enum Expected: Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case integer(Int)
    case double(Double)
    case string

    var description: String {
      switch self {
      case .null: "null"
      case .bool(let flag): "\(flag)"
      case .integer(let value): "integer \(value)"
      case .double(let value): "double \(value)"
      case .string: "string"
      }
    }
  }

  static let cases: [(String, Expected)] = [
    ("~", .null), ("null", .null), ("Null", .null), ("NULL", .null), ("nULL", .string),
    ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)), ("tRUE", .string),
    ("false", .bool(false)), ("FALSE", .bool(false)), ("yes", .string), ("no", .string), ("on", .string),
    ("0", .integer(0)), ("-12", .integer(-12)), ("+12", .integer(12)), ("0123", .integer(123)),
    ("0o17", .integer(15)), ("0x1F", .integer(31)), ("0xff", .integer(255)), ("0x", .string), ("0o8", .string),
    ("0x1G", .string), ("0xＦ", .string), ("1.5", .double(1.5)), ("1.", .double(1)), (".5", .double(0.5)),
    ("-.5", .double(-0.5)),
    ("1e3", .double(1000)), ("1.e3", .double(1000)), ("+1.5E-1", .double(0.15)), ("1e", .string), ("e3", .string),
    (".", .string), ("--", .string), ("+", .string), ("1.2.3", .string), ("12abc", .string),
    (".inf", .double(.infinity)), ("+.Inf", .double(.infinity)), ("-.INF", .double(-.infinity)),
    (".nan", .double(.nan)), (".NaN", .double(.nan)), (".NAN", .double(.nan)), (".Nan", .string),
    ("Name", .string), ("name", .string), ("Ⅻ", .string),
  ]

  @Test("resolve(plain:) types each plain scalar", arguments: cases)
  func resolved(_ text: String, _ expected: Expected) {
    #expect(Self.matches(CoreSchema.resolve(plain: text), expected), "\(text) → \(CoreSchema.resolve(plain: text))")
  }

  @Test("the loader classes each plain scalar the same way", arguments: cases)
  func loaded(_ text: String, _ expected: Expected) throws {
    let (root, diagnostics) = loadTree("value: \(text)\n", format: .yaml)
    #expect(diagnostics.isEmpty)
    let value = try #require(root?.pairs.first?.value.scalar?.value)
    #expect(Self.matches(value, expected), "\(text) → \(value)")
  }

  static func matches(_ value: ScalarValue, _ expected: Expected) -> Bool {
    switch (value, expected) {
    case (.null, .null), (.string, .string): true
    case (.bool(let flag), .bool(let wanted)): flag == wanted
    case (.number(let number), .integer(let wanted)): number.isInteger && number.integer == wanted
    case (.number(let number), .double(let wanted)):
      !number.isInteger && (wanted.isNaN ? number.double.isNaN : number.double == wanted)
    default: false
    }
  }
}
