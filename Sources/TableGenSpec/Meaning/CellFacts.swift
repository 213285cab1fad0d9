/// The words for a cell's limits, worded once so that the text and Markdown
/// renderers and the fill form describe a constraint the same way. Every
/// phrase is ASCII.
package enum CellFacts {
  /// What the format checks, unless it checks nothing. The layout is an app's
  /// concern and has no words here.
  package static func format(_ format: InputCell.Format) -> String? {
    switch format {
    case .text: nil
    case .ascii: "ASCII keyboard"
    case .integer: "whole number"
    case .decimal: "decimal number"
    case .digits: "digits only"
    case .phone: "phone number"
    case .email: "email address"
    case .url: "URL"
    }
  }

  /// Phrases as one sentence: joined by commas, the first letter capitalized,
  /// a full stop at the end; nil for no phrase.
  package static func sentence(_ parts: [String]) -> String? {
    guard let first = parts.first else { return nil }
    let joined = ([first] + parts.dropFirst()).joined(separator: ", ")
    return joined.prefix(1).uppercased() + joined.dropFirst() + "."
  }

  /// What the format asks a person for, as the start of a sentence in the
  /// fill form: "a whole number", "an email address".
  package static func expectation(_ format: InputCell.Format) -> String? {
    switch format {
    case .text: nil
    case .ascii: "ASCII characters only"
    case .integer: "a whole number"
    case .decimal: "a number"
    case .digits: "digits only"
    case .phone: "a phone number"
    case .email: "an email address"
    case .url: "a URL, such as https://example.com"
    }
  }

  package static func length(min: Int?, max: Int?) -> String? {
    switch (min, max) {
    case (let min?, let max?) where min == max: "exactly \(min) \(characters(min))"
    case (let min?, let max?): "\(min) to \(max) characters"
    case (let min?, nil): "at least \(min) \(characters(min))"
    case (nil, let max?): "at most \(max) \(characters(max))"
    case (nil, nil): nil
    }
  }

  package static func range(min: Double?, max: Double?) -> String? {
    switch (min, max) {
    case (let min?, let max?): "from \(formatNumber(min)) to \(formatNumber(max))"
    case (let min?, nil): "at least \(formatNumber(min))"
    case (nil, let max?): "at most \(formatNumber(max))"
    case (nil, nil): nil
    }
  }

  package static func step(_ step: Double?) -> String? {
    step.map { "in steps of \(formatNumber($0))" }
  }

  package static func lines(min: Int, max: Int?) -> String {
    switch max {
    case let max? where max == min: "\(min) \(min == 1 ? "line" : "lines")"
    case let max?: "\(min) to \(max) lines"
    case nil: "\(min) or more lines"
    }
  }

  /// The facts about an input, in reading order.
  package static func constraints(of input: InputCell) -> [String] {
    let format = input.valueFormat
    return [
      Self.format(format),
      length(min: input.minLength, max: input.maxLength),
      format.isNumeric ? range(min: input.min, max: input.max) : nil,
    ].compactMap { $0 }
  }

  // MARK: Date cells, switch values, picker presentation, input traits, value rows, idioms

  /// The bounds of a date cell: "from 2026-01-01 to 2026-12-31", "not before
  /// 09:00", "not after 2026-12-31T18:00"; nil without bounds.
  package static func dateRange(min: DateValue?, max: DateValue?) -> String? {
    switch (min, max) {
    case (let min?, let max?): "from \(min) to \(max)"
    case (let min?, nil): "not before \(min)"
    case (nil, let max?): "not after \(max)"
    case (nil, nil): nil
    }
  }

  /// The bounds as the end of an advice sentence: "from A to B", "of A or later", "of B or earlier".
  package static func dateBoundsForAdvice(min: DateValue?, max: DateValue?) -> String? {
    switch (min, max) {
    case (let min?, let max?): "from \(min) to \(max)"
    case (let min?, nil): "of \(min) or later"
    case (nil, let max?): "of \(max) or earlier"
    case (nil, nil): nil
    }
  }

  /// "in 15-minute steps"; nil for a step of one minute or a date without a time.
  package static func minuteStep(of date: DateCell) -> String? {
    guard date.mode != .date, date.minuteStep > 1 else { return nil }
    return "in \(date.minuteStep)-minute steps"
  }

  /// What a date cell chooses: "date", "time", "date and time".
  package static func dateMode(_ mode: DateCell.Mode) -> String {
    switch mode {
    case .date: "date"
    case .time: "time"
    case .dateTime: "date and time"
    }
  }

  /// The facts about a date cell, in reading order: its mode, its bounds, its step.
  package static func constraints(of date: DateCell) -> [String] {
    [dateMode(date.mode), dateRange(min: date.min, max: date.max), minuteStep(of: date)].compactMap { $0 }
  }

  /// What a switch stores, when it is not true/false: `stores "YES" when on, "NO" when off`.
  package static func storedValues(of cell: SwitchCell) -> String? {
    guard cell.onValue != nil || cell.offValue != nil else { return nil }
    return
      "stores \(cell.storedValue(on: true).writtenForm) when on, \(cell.storedValue(on: false).writtenForm) when off"
  }

  /// How a picker shows its options: "radio group" or "pushed list", and "sorted by label".
  package static func presentation(of picker: PickerCell) -> [String] {
    let shown: String? =
      switch picker.presentation {
      case .radio?: "radio group"
      case .list?: "pushed list"
      case nil: nil
      }
    return [shown, picker.sortByLabel ? "sorted by label" : nil].compactMap { $0 }
  }

  /// The keyboard traits of an input, in reading order: "capitalizes words",
  /// "no autocorrection", "content type emailAddress".
  package static func traits(of input: InputCell) -> [String] {
    let capitals: String? =
      switch input.autocapitalization {
      case .none?: "no automatic capitals"
      case .words?: "capitalizes words"
      case .sentences?: "capitalizes sentences"
      case .allCharacters?: "all capitals"
      case nil: nil
      }
    let correction = input.autocorrection.map { $0 ? "autocorrection" : "no autocorrection" }
    return [capitals, correction, input.contentType.map { "content type \($0)" }].compactMap { $0 }
  }

  /// What a value row bound to a key shows: "shows the stored value of name_preference".
  package static func boundKey(of cell: ValueCell) -> String? {
    cell.key.map { "shows the stored value of \($0)" }
  }

  /// The devices a row or section is limited to: "iPhone only", "iPad only";
  /// nil when it shows on every device.
  package static func idioms(_ idioms: [Idiom]) -> String? {
    let distinct = Set(idioms)
    guard distinct.count == 1, let only = distinct.first else { return nil }
    return "\(only.deviceName) only"
  }

  private static func characters(_ count: Int) -> String {
    count == 1 ? "character" : "characters"
  }
}
