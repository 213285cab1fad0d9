import TableGenOutput
import TableGenSpec

/// Writes submitted answers as the document a script reads: JSON through
/// `JSONWriter`, or YAML.
///
/// YAML strings are always double-quoted and escaped, so that no answer can
/// turn into another type (`yes`, `0x1F`, `~`) or break the document (`a: b`,
/// `#`, a leading blank, a line break); reading the output back gives the same
/// values. Keys are plain only when they cannot be read as anything but a string.
public enum AnswersWriter {
  public enum Format: String, CaseIterable, Sendable {
    case json, yaml
  }

  /// The answers document, ending with a newline.
  public static func write(_ result: FormResult, as format: Format) -> String {
    write(result.json, as: format)
  }

  /// Any answers document, such as a recorded one (`RecordedAnswers`), ending with a newline.
  public static func write(_ document: JSONValue, as format: Format) -> String {
    switch format {
    case .json: JSONWriter.write(document)
    case .yaml: yaml(document)
    }
  }

  /// A YAML document for `value`: an object as a block mapping, nested values in flow style.
  static func yaml(_ value: JSONValue) -> String {
    guard case .object(let members) = value, !members.isEmpty else { return flow(value) + "\n" }
    return members.map { "\(key($0.0)): \(flow($0.1))\n" }.joined()
  }

  private static func flow(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let literal): literal
    case .string(let text): quoted(text)
    case .array(let items): "[" + items.map(flow).joined(separator: ", ") + "]"
    case .object(let members): "{" + members.map { "\(key($0.0)): \(flow($0.1))" }.joined(separator: ", ") + "}"
    }
  }

  /// Words YAML 1.1 or 1.2 readers take for booleans or null.
  private static let specialWords: Set<String> = ["y", "n", "yes", "no", "on", "off", "true", "false", "null", "~"]

  private static func key(_ text: String) -> String {
    guard let first = text.unicodeScalars.first, first.isASCII,
      first.properties.isAlphabetic || first == "_" || first == "$",
      text.unicodeScalars.allSatisfy({
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_.-$".unicodeScalars.contains($0))
      }),
      !specialWords.contains(text.lowercased())
    else { return quoted(text) }
    return text
  }

  /// A YAML double-quoted scalar. YAML 1.2 reads every JSON string escape, so
  /// the JSON writer's string does the work; YAML also wants escaped what JSON
  /// allows raw: C1 controls (NEL would fold into a space), the byte order mark
  /// and the non-characters U+FFFE and U+FFFF.
  static func quoted(_ text: String) -> String {
    let json = JSONWriter.write(.string(text), pretty: false)
    guard json.unicodeScalars.contains(where: needsYAMLEscape) else { return json }
    var output = ""
    for scalar in json.unicodeScalars {
      if needsYAMLEscape(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  private static func needsYAMLEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x80...0x9F, 0xFEFF, 0xFFFE, 0xFFFF: true
    default: false
    }
  }
}
