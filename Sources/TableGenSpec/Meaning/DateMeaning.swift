/// What a date cell's value is and which values it takes. The answer is the
/// ISO 8601 text of the mode (`2026-11-24`, `14:30`, `2026-11-24T14:30`):
/// what the answers file holds, what `--set` and an answers file give back,
/// and what an HTML `<input type=date|time|datetime-local>` reports.
extension DateCell {
  /// The spec's default as an answer; a date cell starts empty without one.
  package var defaultAnswer: Answer? { self.default.map(answer(for:)) }

  /// `value` as this cell's answer: its ISO text.
  public func answer(for value: DateValue) -> Answer { .text(value.description) }

  /// The value an answer stands for, when it is ISO text of this cell's mode;
  /// nil for anything else (whether it is in bounds is `problems(with:)`'s to say).
  public func value(of answer: Answer) -> DateValue? {
    guard case .text(let text) = answer, let value = DateValue(iso: text), value.mode == mode else { return nil }
    return value
  }

  /// How an answer of this cell is written, for messages: "a date (YYYY-MM-DD)".
  public var shapeWords: String { "\(mode.noun) (\(mode.pattern))" }

  /// The minutes a pick moves by: `minuteInterval`, or 1. A date-only cell has no minutes.
  public var minuteStep: Int { Swift.max(1, minuteInterval ?? 1) }

  /// Whether `value` lies on the minute interval (a date without a time always does).
  public func isOnInterval(_ value: DateValue) -> Bool {
    guard let minute = value.minute else { return true }
    return minute % minuteStep == 0
  }

  /// Whether `value` lies within `min`…`max`, both included.
  public func isWithinBounds(_ value: DateValue) -> Bool {
    !(min.map { value < $0 } ?? false) && !(max.map { $0 < value } ?? false)
  }

  /// `value` moved into `min`…`max`: the nearest bound when outside. A date
  /// editor keeps its value here as a person steps through the parts.
  public func clamped(_ value: DateValue) -> DateValue {
    if let min, value < min { return min }
    if let max, max < value { return max }
    return value
  }

  /// Everything wrong with `answer` as this cell's value: its shape, its
  /// bounds, and the minute interval.
  public func problems(with answer: Answer, masked: Bool = false) -> [String] {
    guard case .text(let text) = answer else { return ["this kind of value does not fit a date cell"] }
    let shown = QuotedValue.quote(text)
    guard let value = DateValue(iso: text), value.mode == mode else { return ["\(shown) is not \(shapeWords)"] }
    if let min, value < min { return ["\(shown) is before \(min), the min"] }
    if let max, max < value { return ["\(shown) is after \(max), the max"] }
    if !isOnInterval(value) { return ["\(shown) is not on a \(minuteStep)-minute step"] }
    return []
  }

  /// `problems(with:)` said to the person filling in: "Enter a date from
  /// 2026-01-01 to 2026-12-31.", "Choose a time on a 15-minute step."
  public func advice(for answer: Answer) -> [String] {
    guard case .text(let text) = answer else { return [AnswerAdvice.wrongKind] }
    guard let value = DateValue(iso: text), value.mode == mode else {
      // One sentence with the bounds in it: two errors for one answer read as two problems.
      let bounds = CellFacts.dateBoundsForAdvice(min: min, max: max).map { ", \($0)" } ?? ""
      return ["Enter \(mode.noun) as \(mode.pattern), such as \(example)\(bounds)."]
    }
    if !isWithinBounds(value) { return [boundsAdvice ?? "Enter \(mode.noun)."] }
    if !isOnInterval(value) { return ["Choose a time on a \(minuteStep)-minute step."] }
    return []
  }

  /// A value to show as the shape of an answer: one the cell takes (its
  /// default, else a bound), so that the example is never itself refused.
  public var example: String {
    (self.default ?? min ?? max)?.description ?? mode.example
  }

  /// "Enter a date from 2026-01-01 to 2026-12-31.", or with one bound "… of
  /// 2026-01-01 or later."; nil without bounds.
  public var boundsAdvice: String? {
    CellFacts.dateBoundsForAdvice(min: min, max: max).map { "Enter \(mode.noun) \($0)." }
  }
}

extension DateCell.Mode {
  /// "a date", "a time", "a date and time".
  public var noun: String {
    switch self {
    case .date: "a date"
    case .time: "a time"
    case .dateTime: "a date and time"
    }
  }

  /// How a value of the mode is written: `YYYY-MM-DD`, `HH:MM`, `YYYY-MM-DDTHH:MM`;
  /// a renderer's placeholder for an empty date.
  public var pattern: String {
    switch self {
    case .date: "YYYY-MM-DD"
    case .time: "HH:MM"
    case .dateTime: "YYYY-MM-DDTHH:MM"
    }
  }

  /// A value of the mode for messages.
  public var example: String {
    switch self {
    case .date: "2026-11-24"
    case .time: "14:30"
    case .dateTime: "2026-11-24T14:30"
    }
  }
}

extension DateCell: CellKind {
  package static let cellType = CellType.date
  package static let keys = ["label", "help", "mode", "minuteInterval", "min", "max", "default", "required"]
  package static let takesAnswer = true
  package static let alwaysHoldsValue = false

  package static func decode(_ reader: inout MappingReader, shared: SharedCellKeys) -> DateCell? {
    let label = reader.text("label")
    let help = reader.text("help")
    let mode = reader.enumeration("mode", DateCell.Mode.self) ?? .date
    let minuteInterval = reader.integer("minuteInterval", minimum: 1)
    let required = reader.bool("required") ?? false
    let min = CellDecoder.decodeDateValue("min", &reader)
    let max = CellDecoder.decodeDateValue("max", &reader)
    let defaultValue = CellDecoder.decodeDateValue("default", &reader)
    return DateCell(
      common: shared.common(reader), label: label, help: help, mode: mode, minuteInterval: minuteInterval, min: min,
      max: max, default: defaultValue, required: required)
  }

  package mutating func visitTexts<Visitor: CellTextVisitor>(_ visitor: inout Visitor) {
    visitor.text("label", &label)
    visitor.text("help", &help)
  }

  package var computedDefault: Template? { nil }
  package var cell: Cell { .date(self) }
  package var caption: String? { label }
  package var isRequired: Bool { required }
  // An ISO 8601 text orders as its date does, so a date compares as a string.
  package var conditionValueType: ValueType? { .string }

  package func answer(written scalar: ScalarValue) -> Answer? {
    if case .string(let text) = scalar { return .text(text) }
    return nil
  }

  package var writtenExpectation: String { shapeWords }

  package func answer(typing text: String) -> TypedAnswer {
    // The ISO text of the mode, as the answers file writes it; `today` and `now` are not read (docs/fill.md).
    .answer(.text(text.trimmingWhitespace))
  }

  package var answerRules: AnswerRules? {
    var rules = AnswerRules(shape: .iso8601, required: required)
    rules.earliest = min
    rules.latest = max
    rules.advice.value = advice(for: .text("")).first
    rules.advice.range = boundsAdvice
    if mode != .date, minuteStep > 1 {
      rules.minuteStep = minuteStep
      rules.advice.step = "Choose a time on a \(minuteStep)-minute step."
    }
    return rules
  }

  package var control: ControlKind? { .date(self) }
  package var displayRow: DisplayRow? { nil }

  /// "A time (HH:MM) from 09:00 to 18:00, in 15-minute steps."
  package var answerExpectation: String? {
    let bounds = CellFacts.dateRange(min: min, max: max).map { " " + $0 } ?? ""
    return CellFacts.sentence([shapeWords + bounds] + [CellFacts.minuteStep(of: self)].compactMap { $0 })
  }

  package var facts: [String] { CellFacts.constraints(of: self) }

  package func check(into findings: inout CellFindings, in context: ValidationContext) {
    DateRules.check(self, into: &findings.diagnostics)
    findings.hasDefault = self.default != nil
  }
}
