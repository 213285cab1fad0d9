import TableGenOutput
import TableGenSpec

/// How the form writes and shows an `Answer`; what an answer is and which
/// answers a field takes live with the cell types in TableGenSpec.
extension Answer {
  /// The answer in the answers document. Numbers are written as their
  /// `jsonLiteral`, the one spelling the spec's JSON output uses too.
  public var json: JSONValue {
    switch self {
    case .text(let text): .string(text)
    case .number(let number): .number(number.jsonLiteral)
    case .bool(let flag): .bool(flag)
    case .option(let value): Self.json(value)
    case .options(let values): .array(values.map(Self.json))
    }
  }

  private static func json(_ value: PickerCell.OptionValue) -> JSONValue {
    switch value {
    case .string(let text): .string(text)
    case .number(let number): .number(number.jsonLiteral)
    case .bool(let flag): .bool(flag)
    }
  }

  /// The answer as the answers file stores it: a switch
  /// with `onValue`/`offValue` stores those (`SwitchCell.storedValue(on:)`),
  /// written like an option's value; every other answer is stored as it is.
  public func stored(for field: FormField) -> Answer {
    guard case .switch(let cell) = field.cell, case .bool(let on) = self, let value = on ? cell.onValue : cell.offValue
    else { return self }
    return .option(value)
  }

  /// The answer as a person reads it in a summary, unescaped: option labels,
  /// On/Off, the number as the answers file writes it. A secure answer, text
  /// or number, is masked with a fixed number of dots, so that not even its
  /// length shows.
  public func summary(for field: FormField) -> String {
    if field.isSecure { return FormSymbols.mask }
    switch self {
    case .text(let text): return text
    case .number(let number): return number.jsonLiteral
    case .bool(let flag): return flag ? "On" : "Off"
    case .option(let value): return Self.label(of: value, in: field)
    case .options(let values):
      return values.isEmpty ? "(none)" : values.map { Self.label(of: $0, in: field) }.joined(separator: ", ")
    }
  }

  private static func label(of value: PickerCell.OptionValue, in field: FormField) -> String {
    if case .picker(let picker) = field.cell, let option = picker.options.first(where: { $0.value == value }) {
      return option.label
    }
    return value.description
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
