/// A date, a time of day, or both, chosen on a date picker
/// (`PSDatePickerSpecifier`-like; IASK's `IASKDatePickerSpecifier`).
public struct DateCell: Sendable {
  /// What the picker chooses, and so the shape of its answer.
  public enum Mode: String, Sendable, CaseIterable {
    /// `2026-11-24`
    case date
    /// `14:30`
    case time
    /// `2026-11-24T14:30`
    case dateTime
  }

  public var common: CellCommon
  public var label: String?
  public var help: String?
  public var mode: Mode
  /// The minutes the time wheel moves by; a divisor of 60. `nil` means 1.
  public var minuteInterval: Int?
  public var min: DateValue?
  public var max: DateValue?
  public var `default`: DateValue?
  public var required: Bool

  public init(
    common: CellCommon, label: String? = nil, help: String? = nil, mode: Mode = .date, minuteInterval: Int? = nil,
    min: DateValue? = nil, max: DateValue? = nil, default: DateValue? = nil, required: Bool = false
  ) {
    self.common = common
    self.label = label
    self.help = help
    self.mode = mode
    self.minuteInterval = minuteInterval
    self.min = min
    self.max = max
    self.default = `default`
    self.required = required
  }
}

/// A calendar date, a wall-clock time, or both, with no time zone: what a
/// person picks, written in ISO 8601's extended form (`2026-11-24`, `14:30`,
/// `2026-11-24T14:30`). Seconds are not part of a pick.
public struct DateValue: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var year: Int?
  public var month: Int?
  public var day: Int?
  public var hour: Int?
  public var minute: Int?

  public init(year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int? = nil, minute: Int? = nil) {
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
  }

  /// The mode whose answers have this shape.
  public var mode: DateCell.Mode {
    switch (year != nil, hour != nil) {
    case (true, true): .dateTime
    case (false, true): .time
    default: .date
    }
  }

  /// Reads `YYYY-MM-DD`, `HH:MM` or `YYYY-MM-DDTHH:MM`; `nil` for anything else,
  /// including a day that no calendar has (`2026-02-30`).
  public init?(iso text: String) {
    let parts = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
    if parts.count == 2 {
      guard let date = DateValue(iso: String(parts[0])), date.mode == .date,
        let time = DateValue(iso: String(parts[1])), time.mode == .time
      else { return nil }
      self.init(year: date.year, month: date.month, day: date.day, hour: time.hour, minute: time.minute)
      return
    }
    let utf8 = Array(text.utf8)
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= utf8.count else { return nil }
      var value = 0
      for byte in utf8[range] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    if utf8.count == 10, utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-"),
      let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      (1...12).contains(month), (1...DateValue.days(inMonth: month, year: year)).contains(day)
    {
      self.init(year: year, month: month, day: day)
    } else if utf8.count == 5, utf8[2] == UInt8(ascii: ":"), let hour = number(0..<2), let minute = number(3..<5),
      (0...23).contains(hour), (0...59).contains(minute)
    {
      self.init(hour: hour, minute: minute)
    } else {
      return nil
    }
  }

  /// The days of `month` in `year` of the proleptic Gregorian calendar.
  public static func days(inMonth month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The ISO 8601 text this value reads from.
  public var description: String {
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
    }
    var text = ""
    if let year, let month, let day { text = "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))" }
    if let hour, let minute {
      if !text.isEmpty { text += "T" }
      text += "\(padded(hour, 2)):\(padded(minute, 2))"
    }
    return text
  }

  /// Earlier first; only values of the same mode are meaningfully ordered.
  public static func < (left: DateValue, right: DateValue) -> Bool {
    let a = [left.year, left.month, left.day, left.hour, left.minute].map { $0 ?? -1 }
    let b = [right.year, right.month, right.day, right.hour, right.minute].map { $0 ?? -1 }
    return a.lexicographicallyPrecedes(b)
  }
}
