import TableGenSpec

/// One `<dict>` of a plist, read by key. A repeated key reads as its last
/// value, as Foundation reads it (the lint names both places).
struct SpecifierDict {
  var entries: [PlistEntry]
  var range: SourceRange

  init?(_ node: PlistNode) {
    guard case .dict(let entries) = node.value else { return nil }
    self.entries = entries
    range = node.range
  }

  func entry(_ key: String) -> PlistEntry? {
    entries.last { $0.key == key }
  }

  func node(_ key: String) -> PlistNode? { entry(key)?.node }

  func string(_ key: String) -> String? {
    if case .string(let text)? = node(key)?.value { return text }
    return nil
  }

  /// A boolean as Foundation reads one: `<true/>`, a number, or the strings
  /// YES/NO/true/false that hand-written plists hold.
  func bool(_ key: String) -> Bool? {
    switch node(key)?.value {
    case .bool(let value)?: value
    case .integer(let value)?: value != 0
    case .string(let text)?:
      ["yes", "true", "1"].contains(text.lowercased())
        ? true : ["no", "false", "0"].contains(text.lowercased()) ? false : nil
    default: nil
    }
  }

  func double(_ key: String) -> Double? {
    switch node(key)?.value {
    case .integer(let value)?: Double(value)
    case .real(let value)?: value
    default: nil
    }
  }

  func array(_ key: String) -> [PlistNode]? {
    if case .array(let items)? = node(key)?.value { return items }
    return nil
  }

  /// The range to report `key` at: the key itself, or the dict when it is absent.
  func range(of key: String) -> SourceRange {
    entry(key)?.keyRange ?? range
  }
}

extension PlistValue {
  /// The value as an option value: a string, a number or a boolean; `nil` for anything else.
  var optionValue: PickerCell.OptionValue? {
    switch self {
    case .bool(let flag): .bool(flag)
    case .string(let text): .string(text)
    case .integer(let value):
      .number(Number(literal: String(value), double: Double(value), integer: Int(value), isInteger: true))
    case .real(let value):
      .number(Number(literal: PlistNumbers.literal(value), double: value, integer: nil, isInteger: false))
    default: nil
    }
  }

  /// A number as the text of a title (`5`, `0.5`); a string as itself; `nil` for anything else.
  var titleText: String? {
    switch self {
    case .string(let text): text
    case .integer(let value): String(value)
    case .real(let value): PlistNumbers.literal(value)
    default: nil
    }
  }

  /// A switch's `DefaultValue` as iOS reads it without `TrueValue`/`FalseValue`:
  /// a boolean, a number (anything but 0 is on), or a string as Foundation's
  /// `boolValue` reads one (`YES`, `true`, `1`… are on, after spaces, a sign
  /// and zeros); `nil` for a date, data, an array or a dict.
  var boolAsRead: Bool? {
    switch self {
    case .bool(let flag): flag
    case .integer(let value): value != 0
    case .real(let value): value != 0
    case .string(let text):
      text.drop { $0 == " " || $0 == "\t" || $0 == "\n" }.drop { $0 == "+" || $0 == "-" }.drop { $0 == "0" }
        .first.map { "YyTt123456789".contains($0) } ?? false
    default: nil
    }
  }

  /// The plist type's name with its article (`an array`), for messages.
  var aTypeName: String {
    switch self {
    case .array, .integer: "an \(typeName)"
    default: "a \(typeName)"
    }
  }

  /// The plist type's name, for messages.
  var typeName: String {
    switch self {
    case .string: "string"
    case .integer: "integer"
    case .real: "real"
    case .bool: "boolean"
    case .date: "date"
    case .data: "data"
    case .array: "array"
    case .dict: "dict"
    }
  }
}

/// How numbers are spelt between plists and specs.
enum PlistNumbers {
  /// The shortest text that reads back as `value` (`0.5`, `100`, `1e-07`).
  static func literal(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }
}
