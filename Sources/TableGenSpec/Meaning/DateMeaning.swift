/// What a date cell's value is and which values it takes. The answer is the
/// ISO 8601 text of the mode (`2026-11-24`, `14:30`, `2026-11-24T14:30`).
extension DateCell {
  /// The spec's default as an answer; a date cell starts empty without one.
  public var defaultAnswer: Answer? { self.default.map { .text($0.description) } }

  /// How an answer of this cell is written, for messages: "a date (YYYY-MM-DD)".
  public var shapeWords: String {
    switch mode {
    case .date: "a date (YYYY-MM-DD)"
    case .time: "a time (HH:MM)"
    case .dateTime: "a date and time (YYYY-MM-DDTHH:MM)"
    }
  }

  /// Everything wrong with `answer` as this cell's value: its shape, its
  /// bounds, and the minute interval.
  public func problems(with answer: Answer) -> [String] {
    guard case .text(let text) = answer else { return ["this kind of value does not fit a date cell"] }
    let shown = QuotedValue.quote(text)
    guard let value = DateValue(iso: text), value.mode == mode else { return ["\(shown) is not \(shapeWords)"] }
    if let min, value < min { return ["\(shown) is before \(min), the min"] }
    if let max, max < value { return ["\(shown) is after \(max), the max"] }
    if let minuteInterval, minuteInterval > 1, let minute = value.minute, minute % minuteInterval != 0 {
      return ["\(shown) is not on a \(minuteInterval)-minute interval"]
    }
    return []
  }
}
