/// One field's answer, typed as the answers document holds it. Every cell
/// type that takes an answer says which case it takes, reads its default as
/// one, and judges one (`Cell.problems(with:)`).
public enum Answer: Hashable, Sendable {
  /// An input with a text format (`text`, `digits`, `email`, …), or a text view.
  case text(String)
  /// An input with the `integer` or `decimal` format, or a slider.
  case number(Number)
  /// A switch.
  case bool(Bool)
  /// A single-choice picker's option value.
  case option(PickerCell.OptionValue)
  /// A multiple-choice picker's option values, in option order.
  case options([PickerCell.OptionValue])

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
