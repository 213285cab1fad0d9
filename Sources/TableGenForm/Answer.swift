import TableGenOutput
import TableGenRender
import TableGenSpec

/// One field's answer, typed as the answers file holds it.
public enum Answer: Hashable, Sendable {
  /// An input on a text keyboard, or a text view.
  case text(String)
  /// An input on a number or decimal keyboard, or a slider.
  case number(Number)
  /// A switch.
  case bool(Bool)
  /// A single-choice picker's option value.
  case option(PickerCell.OptionValue)
  /// A multiple-choice picker's option values, in option order.
  case options([PickerCell.OptionValue])

  /// The answer in the answers document.
  public var json: JSONValue {
    switch self {
    case .text(let text): .string(text)
    case .number(let number): JSONRenderer.value(of: number)
    case .bool(let flag): .bool(flag)
    case .option(let value): JSONRenderer.value(of: value)
    case .options(let values): .array(values.map { JSONRenderer.value(of: $0) })
    }
  }

  /// The answer as a person reads it in a summary, unescaped: option labels,
  /// On/Off, the number as the answers file writes it. Secure text is masked
  /// with a fixed number of dots, so that not even its length shows.
  public func summary(for field: FormField) -> String {
    switch self {
    case .text(let text):
      if field.isSecure { return FormSymbols.mask }
      return text
    case .number(let number):
      if case .number(let literal) = JSONRenderer.value(of: number) { return literal }
      return number.literal
    case .bool(let flag): return flag ? "On" : "Off"
    case .option(let value): return Self.label(of: value, in: field)
    case .options(let values):
      return values.isEmpty ? "(none)" : values.map { Self.label(of: $0, in: field) }.joined(separator: ", ")
    }
  }

  private static func label(of value: PickerCell.OptionValue, in field: FormField) -> String {
    if case .picker(let picker) = field, let option = picker.options.first(where: { $0.value == value }) {
      return option.label
    }
    return value.description
  }

  /// The answer as text to edit: what a line editor starts from.
  public var editableText: String {
    switch self {
    case .text(let text): text
    case .number(let number): number.literal
    case .bool(let flag): flag ? "y" : "n"
    case .option(let value): value.description
    case .options(let values): values.map(\.description).joined(separator: ", ")
    }
  }
}

/// The few symbols the form draws, with plain fallbacks where the terminal's
/// character set is unknown.
public enum FormSymbols {
  /// What a secure answer shows in summaries.
  public static let mask = "••••••••"
  /// One masked character while typing.
  public static let maskCharacter: Character = "•"
}

/// A number typed by a person, parsed by the strict decimal grammar
/// `[+-]?(digits[.digits]|.digits)`: no exponents, hex or `inf`, so that what is
/// typed is what is stored.
extension Number {
  init?(typed text: String) {
    var scalars = Substring(text)
    if scalars.first == "+" || scalars.first == "-" { scalars = scalars.dropFirst() }
    let parts = scalars.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard !scalars.isEmpty, parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
      parts.contains(where: { !$0.isEmpty }), let value = Double(text), value.isFinite
    else { return nil }
    let isInteger = parts.count == 1
    var literal = text.hasPrefix("+") ? String(text.dropFirst()) : text
    if literal.hasPrefix(".") { literal = "0" + literal } else if literal.hasPrefix("-.") { literal = "-0" + literal.dropFirst() }
    self.init(literal: literal, double: value, integer: isInteger ? Int(text) : nil, isInteger: isInteger)
  }
}

extension Number {
  /// A number from a double (a slider's value), written as messages write numbers.
  init(value: Double) {
    let isInteger = value.rounded() == value && abs(value) < 1e15
    self.init(literal: formatNumber(value), double: value, integer: isInteger ? Int(value) : nil, isInteger: isInteger)
  }
}

extension Character {
  var isASCIIDigit: Bool { isASCII && isNumber }
}
