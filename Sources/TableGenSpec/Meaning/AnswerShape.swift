/// The class of value a cell's answer holds: what a client that judges answers
/// away from `Cell.problems(with:)` (the HTML form's script) reads, parses and
/// compares it as.
public enum AnswerShape: String, Sendable, CaseIterable {
  /// Text: an input with a text format, a text view.
  case text
  /// A number that may have a fraction: a `decimal` input, a slider.
  case number
  /// A whole number: an `integer` input.
  case integer
  /// On or off: a switch.
  case boolean
  /// One option's value: a single picker.
  case option
  /// Option values, in option order: a multiple picker.
  case options
  /// ISO 8601 text of a date cell's mode (`2026-11-24`, `14:30`, `2026-11-24T14:30`).
  case iso8601
}

/// The rules an answer obeys, as data, each with the sentence `tablegen fill`
/// says to the person when it fails (`AnswerAdvice`): the same meaning as
/// `Cell.problems(with:)` and `Cell.advice(for:)`, for a client that cannot
/// call them. The HTML form writes it into the page's data block.
public struct AnswerRules: Sendable, Equatable {
  public var shape: AnswerShape
  /// Whether the cell always holds a value (a switch, a slider): it is never
  /// unanswered, and so never required.
  public var alwaysHoldsValue: Bool
  public var required: Bool
  /// A text format that checks the value (`email`, `url`, `phone`, `digits`,
  /// `ascii`); nil for plain text and for numbers, whose rule is the shape.
  public var format: InputCell.Format?
  /// Lengths in characters (grapheme clusters), of the text or of the number as the answers write it.
  public var minLength: Int?
  public var maxLength: Int?
  /// A number's bounds, both included.
  public var min: Double?
  public var max: Double?
  /// A number's step, counted from `min`.
  public var step: Double?
  /// The whole value matches it: tablegen's pattern dialect, which a browser
  /// reads as it is (JavaScript's `v` flag).
  public var pattern: String?
  /// A date's bounds, both included, as ISO text of the cell's mode.
  public var earliest: DateValue?
  public var latest: DateValue?
  /// The minutes a date's time moves by, when more than one.
  public var minuteStep: Int?
  public var advice: Advice

  /// The sentence for each rule that can fail; nil for a rule the cell does not have.
  public struct Advice: Sendable, Equatable {
    /// A required field left without an answer; nil for a field that always holds a value.
    public var required: String?
    /// A value of another shape: not a number, not whole, not a date; for a
    /// number also one outside its bounds (one sentence says both).
    public var value: String?
    /// A value outside `min`…`max` or `earliest`…`latest`.
    public var range: String?
    /// A value off the step or the minute interval.
    public var step: String?
    public var format: String?
    public var length: String?
    public var pattern: String?
  }

  init(shape: AnswerShape, alwaysHoldsValue: Bool = false, required: Bool = false) {
    self.shape = shape
    self.alwaysHoldsValue = alwaysHoldsValue
    self.required = required
    self.advice = Advice()
  }
}
