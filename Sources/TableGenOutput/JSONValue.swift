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
    guard value.isFinite else { return .null }
    if value.rounded() == value, abs(value) < 1e15 { return .number(String(Int(value))) }
    return .number(String(value))
  }

  /// An optional string, `null` when absent.
  public static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
}

/// Writes `JSONValue`s as RFC 8259 text.
public enum JSONWriter {
  /// The JSON text of `value`: two-space indented when `pretty`, else on one line.
  /// Pretty output ends with a newline.
  public static func write(_ value: JSONValue, pretty: Bool = true) -> String {
    var output = ""
    write(value, into: &output, indent: pretty ? 0 : nil)
    if pretty { output += "\n" }
    return output
  }

  private static func write(_ value: JSONValue, into output: inout String, indent: Int?) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let literal): output += literal
    case .string(let text): writeString(text, into: &output)
    case .array(let items):
      guard !items.isEmpty else { output += "[]"; return }
      output += "["
      for (index, item) in items.enumerated() {
        if index > 0 { output += "," }
        newline(into: &output, indent: indent.map { $0 + 1 })
        write(item, into: &output, indent: indent.map { $0 + 1 })
      }
      newline(into: &output, indent: indent)
      output += "]"
    case .object(let members):
      guard !members.isEmpty else { output += "{}"; return }
      output += "{"
      for (index, (key, item)) in members.enumerated() {
        if index > 0 { output += "," }
        newline(into: &output, indent: indent.map { $0 + 1 })
        writeString(key, into: &output)
        output += indent == nil ? ":" : ": "
        write(item, into: &output, indent: indent.map { $0 + 1 })
      }
      newline(into: &output, indent: indent)
      output += "}"
    }
  }

  private static func newline(into output: inout String, indent: Int?) {
    guard let indent else { return }
    output += "\n"
    output += String(repeating: "  ", count: indent)
  }

  /// Escapes quotes, backslashes and every control character; the rest is written as UTF-8.
  private static func writeString(_ text: String, into output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
