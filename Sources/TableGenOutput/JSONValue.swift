/// A JSON document to be written: what the machine outputs (normalised specs,
/// diagnostics, SARIF, answers) are built as. Objects keep their key order, so
/// output is deterministic and reads in the order the docs describe.
public indirect enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  /// A number written exactly as given, so integers stay integers.
  case number(String)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let l), .bool(let r)): l == r
    case (.number(let l), .number(let r)): l == r
    case (.string(let l), .string(let r)): l == r
    case (.array(let l), .array(let r)): l == r
    case (.object(let l), .object(let r)): l.count == r.count && zip(l, r).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }

  /// A number from an integer.
  public static func integer(_ value: Int) -> JSONValue { .number(String(value)) }

  /// A number from a double; integral values print without a fraction (`44`, not `44.0`).
  public static func double(_ value: Double) -> JSONValue {
    value.isFinite ? .number(numberText(value)) : .null
  }

  /// An optional string, `null` when absent.
  public static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
}

/// Writes `JSONValue`s as RFC 8259 text, through ``JSONStreamWriter``: one
/// layout and one set of escapes for every JSON tablegen writes.
public enum JSONWriter {
  /// The JSON text of `value`: two-space indented when `pretty`, else on one line.
  /// Pretty output ends with a newline.
  public static func write(_ value: JSONValue, pretty: Bool = true) -> String {
    var writer = JSONStreamWriter(pretty: pretty)
    writer.value(value)
    writer.finish()
    return writer.output.text
  }
}
