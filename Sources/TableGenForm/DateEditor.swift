import TableGenSpec

/// A date cell on a terminal: its parts (year, month, day, hour, minute) as
/// fields, one of them focused. ← → and Tab move between the parts; ↑ ↓ step
/// the focused one (the minute by the cell's `minuteInterval`), wrapping
/// within its range (the day within its month) without carrying into the next
/// part, as a date wheel does; digits type into it. Every change keeps the
/// value between the cell's `min` and `max`, on its minute interval.
///
/// An optional date may stay empty: Backspace empties it, and the first step
/// or digit starts it from `start` (the cell's `min`, else its `max`, else the
/// day the driver gives, else 2000-01-01 at noon), so that what the editor
/// shows never depends on the clock unless the driver asks for it.
public struct DateEditor: Equatable, Sendable {
  public enum Part: String, Sendable, CaseIterable {
    case year, month, day, hour, minute

    /// How many digits the part is written with.
    public var digits: Int { self == .year ? 4 : 2 }

    /// The part's letters while the date is empty: `YYYY-MM-DD hh:mm`.
    var blank: String {
      switch self {
      case .year: "YYYY"
      case .month: "MM"
      case .day: "DD"
      case .hour: "hh"
      case .minute: "mm"
      }
    }
  }

  /// The cell asked: its mode, minute step and bounds (`DateMeaning`).
  public let cell: DateCell
  /// The value shown; nil while the date is empty.
  public private(set) var value: DateValue?
  /// The focused part, as an index into `parts`.
  public private(set) var focus = 0
  /// The digits typed into the focused part and not yet taken.
  public private(set) var typed = ""
  /// Where an empty date starts when it is first stepped or typed into.
  let start: DateValue

  /// The editor for `cell`, showing `current` when it is a value of the cell's mode.
  /// `today` is the driver's day (and time), used only to start an empty date that has no bounds.
  init(cell: DateCell, current: Answer?, today: DateValue? = nil) {
    self.cell = cell
    value = current.flatMap(cell.value(of:))
    let noon = DateValue(year: 2000, month: 1, day: 1, hour: 12, minute: 0)
    var fallback = Self.shaped(today ?? noon, as: cell.mode, noon: noon)
    if let minute = fallback.minute { fallback.minute = minute - minute % cell.minuteStep }
    let bound = [cell.min, cell.max].compactMap { $0 }.first { $0.mode == cell.mode }
    start = bound ?? fallback
  }

  public var mode: DateCell.Mode { cell.mode }

  /// The minutes ↑ ↓ move the minute by: the cell's interval, or 1.
  public var minuteInterval: Int { cell.minuteStep }

  /// Two editors are alike when they show the same: the cell's rules do not change while it is asked.
  public static func == (left: DateEditor, right: DateEditor) -> Bool {
    left.value == right.value && left.focus == right.focus && left.typed == right.typed && left.start == right.start
      && left.mode == right.mode
  }

  /// The parts the mode has, in reading order.
  public var parts: [Part] {
    switch mode {
    case .date: [.year, .month, .day]
    case .time: [.hour, .minute]
    case .dateTime: Part.allCases
    }
  }

  public var focusedPart: Part { parts[focus] }

  /// The answer Enter gives: the ISO text, or nil for an empty date. Digits
  /// still being typed are taken first (`commitTyped`).
  public var answer: Answer? { value.map(cell.answer(for:)) }

  // MARK: Keys

  /// ← : the part before; the first part stays.
  mutating func moveLeft() {
    commitTyped()
    focus = Swift.max(focus - 1, 0)
  }

  /// → : the part after; the last part stays.
  mutating func moveRight() {
    commitTyped()
    focus = Swift.min(focus + 1, parts.count - 1)
  }

  /// Tab: the part after, from the last back to the first.
  mutating func moveNext() {
    commitTyped()
    focus = (focus + 1) % parts.count
  }

  /// ↑ (`by: 1`) and ↓ (`by: -1`): the focused part one step on, wrapping within its range.
  mutating func step(by steps: Int) {
    typed = ""
    var date = value ?? start
    if value != nil {
      let part = focusedPart
      let current = Self.component(part, of: date)
      let stride = part == .minute ? minuteInterval : 1
      let next: Int
      switch part {
      case .year: next = Swift.min(Swift.max(current + steps, 1), 9999)
      case .month: next = Self.wrapped(current + steps, 1...12)
      case .day:
        let days = DateValue.days(inMonth: date.month ?? 1, year: date.year ?? 2000)
        next = Self.wrapped(current + steps, 1...days)
      case .hour: next = Self.wrapped(current + steps, 0...23)
      case .minute:
        // Off the interval (a default of 07), the first step lands on it.
        let onInterval = current - current % stride + (steps < 0 && current % stride != 0 ? stride : 0)
        next = Self.wrapped(onInterval + steps * stride, 0...59, stride: stride)
      }
      date = Self.setting(part, to: next, in: date)
    }
    value = clamped(date)
  }

  /// A digit typed into the focused part. A part takes as many digits as it
  /// is written with, then the focus moves on; what is typed is kept within
  /// the part's range and the cell's bounds.
  mutating func type(digit: Character) {
    guard let number = digit.wholeNumberValue, digit.isASCII else { return }
    typed += String(number)
    if typed.count >= focusedPart.digits {
      commitTyped()
      if focus < parts.count - 1 { focus += 1 }
    }
  }

  /// Backspace: the last typed digit, or, with none, the whole date (an optional date may be left empty).
  mutating func backspace() {
    if !typed.isEmpty {
      typed.removeLast()
    } else {
      value = nil
      focus = 0
    }
  }

  /// Esc: drops what is typed; false when nothing was, so that Esc goes back instead.
  mutating func dropTyped() -> Bool {
    guard !typed.isEmpty else { return false }
    typed = ""
    return true
  }

  /// A pasted ISO text of the mode replaces the value; false for anything else.
  /// A date and time pasted as the editor shows it, with one space for the `T`, is taken too.
  mutating func paste(_ text: String) -> Bool {
    var text = text.trimmingWhitespace
    if mode == .dateTime, text.count(where: { $0 == " " }) == 1 { text = text.replacing(" ", with: "T") }
    guard let pasted = cell.value(of: .text(text)) else { return false }
    typed = ""
    value = pasted
    return true
  }

  /// Takes the digits typed into the focused part: the part becomes that
  /// number, kept within its range (a minute goes down to its interval), then
  /// the date within the bounds.
  mutating func commitTyped() {
    guard !typed.isEmpty, let number = Int(typed) else { return }
    typed = ""
    let part = focusedPart
    var date = value ?? start
    let kept: Int
    switch part {
    case .year: kept = Swift.min(Swift.max(number, 1), 9999)
    case .month: kept = Swift.min(Swift.max(number, 1), 12)
    case .day: kept = Swift.min(Swift.max(number, 1), 31)
    case .hour: kept = Swift.min(number, 23)
    case .minute: kept = Swift.min(number, 59) - Swift.min(number, 59) % minuteInterval
    }
    date = Self.setting(part, to: kept, in: date)
    value = clamped(date)
  }

  // MARK: Shown

  /// The text of each part as shown: its digits, the typed digits padded with
  /// `_` in the focused part, or the part's letters (`YYYY`) while empty.
  public func shownParts() -> [String] {
    parts.enumerated().map { index, part in
      if index == focus, !typed.isEmpty {
        return typed + String(repeating: "_", count: Swift.max(part.digits - typed.count, 0))
      }
      guard let value else { return part.blank }
      let number = Self.component(part, of: value)
      let digits = String(number)
      return String(repeating: "0", count: Swift.max(part.digits - digits.count, 0)) + digits
    }
  }

  /// The parts joined as a person reads them: `2026-11-24 14:30`; and where each
  /// part starts in it, in columns.
  public func shownText() -> (text: String, starts: [Int]) {
    var text = ""
    var starts: [Int] = []
    for (part, shown) in zip(parts, shownParts()) {
      switch part {
      case .month, .day: text += "-"
      case .hour where mode == .dateTime: text += " "
      case .minute: text += ":"
      default: break
      }
      starts.append(text.count)
      text += shown
    }
    return (text, starts)
  }

  // MARK: Arithmetic

  /// `date` with its day within its month, then within the cell's bounds, on the minute interval.
  private func clamped(_ date: DateValue) -> DateValue {
    var date = date
    if let year = date.year, let month = date.month, let day = date.day {
      date.day = Swift.min(day, DateValue.days(inMonth: month, year: year))
    }
    let kept = cell.clamped(date)
    // A bound off the interval (min 09:05 in 15-minute steps) is no answer Enter takes: the step beside it
    // inside the bounds is (09:15 at a min, 17:45 at a max 17:50).
    guard let minute = kept.minute, minute % minuteInterval != 0 else { return kept }
    var down = kept
    down.minute = minute - minute % minuteInterval
    var up = kept
    up.minute = minute - minute % minuteInterval + minuteInterval
    let candidates = kept == cell.min ? [up, down] : [down, up]
    return candidates.first { ($0.minute ?? 60) < 60 && cell.isWithinBounds($0) } ?? kept
  }

  private static func component(_ part: Part, of date: DateValue) -> Int {
    switch part {
    case .year: date.year ?? 2000
    case .month: date.month ?? 1
    case .day: date.day ?? 1
    case .hour: date.hour ?? 0
    case .minute: date.minute ?? 0
    }
  }

  private static func setting(_ part: Part, to number: Int, in date: DateValue) -> DateValue {
    var date = date
    switch part {
    case .year: date.year = number
    case .month: date.month = number
    case .day: date.day = number
    case .hour: date.hour = number
    case .minute: date.minute = number
    }
    return date
  }

  /// `number` brought into `range` by going round it, in strides (minutes by the interval).
  private static func wrapped(_ number: Int, _ range: ClosedRange<Int>, stride: Int = 1) -> Int {
    let count = (range.upperBound - range.lowerBound) / stride + 1
    let position = ((number - range.lowerBound) / stride % count + count) % count
    return range.lowerBound + position * stride
  }

  /// `value`'s parts that `mode` has.
  private static func shaped(_ value: DateValue, as mode: DateCell.Mode, noon: DateValue) -> DateValue {
    let date = value.year != nil ? value : noon
    let time = value.hour != nil ? value : noon
    switch mode {
    case .date: return DateValue(year: date.year, month: date.month, day: date.day)
    case .time: return DateValue(hour: time.hour, minute: time.minute)
    case .dateTime:
      return DateValue(year: date.year, month: date.month, day: date.day, hour: time.hour, minute: time.minute)
    }
  }
}
