/// A YAML value to write: strings, numbers and booleans as scalars, ordered
/// mappings and sequences. Knows nothing of specs.
public indirect enum YAMLValue: Sendable, Equatable {
  /// Text, quoted when YAML would read it as anything else.
  case string(String)
  /// A number or a boolean, written as given (`12`, `0.5`, `true`).
  case literal(String)
  case sequence([YAMLValue])
  /// Keys in the order given.
  case mapping([YAMLPair])

  var isScalar: Bool {
    switch self {
    case .string, .literal: true
    case .sequence, .mapping: false
    }
  }
}

/// One key of a `YAMLValue.mapping`.
public struct YAMLPair: Sendable, Equatable {
  public var key: String
  public var value: YAMLValue

  public init(_ key: String, _ value: YAMLValue) {
    self.key = key
    self.value = value
  }
}

/// Writes `YAMLValue`s as readable, deterministic block YAML: two-space
/// indents, a mapping or sequence of scalars on one line in flow style when it
/// is short, and every string that a YAML 1.1 or 1.2 reader would take for a
/// number, a boolean, a null, a date or syntax double-quoted.
public enum YAMLEmitter {
  /// The widest line the flow style is used for.
  public static let flowWidth = 100

  /// One document, ending in a line break.
  public static func document(_ value: YAMLValue) -> String {
    var lines: [String] = []
    emit(value, indent: 0, into: &lines)
    return lines.joined(separator: "\n") + "\n"
  }

  /// A scalar as it is written: plain when that reads back as the same
  /// string, double-quoted otherwise.
  public static func scalar(_ text: String) -> String {
    isPlainSafe(text) ? text : doubleQuoted(text)
  }

  private static func emit(_ value: YAMLValue, indent: Int, into lines: inout [String]) {
    let pad = String(repeating: " ", count: indent)
    switch value {
    case .string, .literal:
      lines.append(pad + inline(value))
    case .sequence(let items):
      if items.isEmpty {
        lines.append(pad + "[]")
        return
      }
      for item in items {
        if item.isScalar || flow(item, width: flowWidth - indent - 2) != nil {
          lines.append(pad + "- " + (flow(item, width: .max) ?? inline(item)))
        } else if case .mapping(let pairs) = item, !pairs.isEmpty {
          // The first key goes on the dash's line, the rest under it.
          var nested: [String] = []
          emit(item, indent: indent + 2, into: &nested)
          nested[0] = pad + "- " + nested[0].dropFirst(indent + 2)
          lines += nested
        } else {
          lines.append(pad + "-")
          emit(item, indent: indent + 2, into: &lines)
        }
      }
    case .mapping(let pairs):
      if pairs.isEmpty {
        lines.append(pad + "{}")
        return
      }
      for pair in pairs {
        let key = scalar(pair.key)
        if pair.value.isScalar {
          lines.append(pad + key + ": " + inline(pair.value))
        } else if let flow = flow(pair.value, width: flowWidth - indent - key.count - 2) {
          lines.append(pad + key + ": " + flow)
        } else {
          lines.append(pad + key + ":")
          emit(pair.value, indent: indent + 2, into: &lines)
        }
      }
    }
  }

  private static func inline(_ value: YAMLValue) -> String {
    switch value {
    case .string(let text): scalar(text)
    case .literal(let text): text
    case .sequence, .mapping: flow(value, width: .max) ?? ""
    }
  }

  /// The flow form of a collection of scalars, when it fits in `width`.
  private static func flow(_ value: YAMLValue, width: Int) -> String? {
    let text: String
    switch value {
    case .string, .literal: return nil
    case .sequence(let items):
      guard items.allSatisfy(\.isScalar) else { return nil }
      text = "[" + items.map(inline).joined(separator: ", ") + "]"
    case .mapping(let pairs):
      guard !pairs.isEmpty, pairs.allSatisfy(\.value.isScalar) else { return nil }
      text = "{ " + pairs.map { scalar($0.key) + ": " + inline($0.value) }.joined(separator: ", ") + " }"
    }
    return text.count <= width ? text : nil
  }

  /// The words YAML 1.1 or 1.2 reads as a boolean or a null.
  private static let reservedWords: Set<String> = [
    "", "~", "null", "Null", "NULL", "true", "True", "TRUE", "false", "False", "FALSE", "yes", "Yes", "YES",
    "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF", "y", "Y", "n", "N",
  ]

  /// Whether `text` reads back as the same string when written plain, in
  /// block and in flow context alike.
  static func isPlainSafe(_ text: String) -> Bool {
    guard !reservedWords.contains(text), let first = text.unicodeScalars.first,
      let last = text.unicodeScalars.last
    else { return false }
    // Numbers, dates, .inf and .nan all start like this; quoting them all is simpler than telling them apart.
    if "0123456789+-.".unicodeScalars.contains(first) { return false }
    if "!&*?|>'\"%@`#,[]{}:".unicodeScalars.contains(first) { return false }
    if first == " " || last == " " || last == ":" { return false }
    // One pass over the scalars: this runs for every string an import writes (a
    // substring search for ": " and " #" took half of `import settings-bundle`'s time).
    var previous: Unicode.Scalar = first
    for scalar in text.unicodeScalars {
      // `: ` starts a value and ` #` a comment.
      if (previous == ":" && scalar == " ") || (previous == " " && scalar == "#") { return false }
      previous = scalar
      switch scalar {
      // Flow indicators end a plain scalar inside `{ }` and `[ ]`; controls and breaks need escapes.
      case ",", "[", "]", "{", "}", "\u{7F}", "\u{FEFF}", "\u{2028}", "\u{2029}": return false
      default: if scalar.value < 0x20 || (0x80...0x9F).contains(scalar.value) { return false }
      }
    }
    return true
  }

  static func doubleQuoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
          || scalar == "\u{FEFF}" || scalar == "\u{2028}" || scalar == "\u{2029}"
        {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          out +=
            scalar.value <= 0xFF
            ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
            : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
