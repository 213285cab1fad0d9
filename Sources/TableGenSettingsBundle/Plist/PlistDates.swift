/// Conversions between a binary plist's date (seconds since 2001-01-01 UTC)
/// and the XML form `2026-11-24T10:00:00Z`, by the proleptic Gregorian calendar.
enum PlistDates {
  /// Seconds from 1970-01-01 to 2001-01-01, the reference date of plists.
  static let referenceOffset: Int64 = 978_307_200

  static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The XML form of `seconds` since the reference date, whole seconds (a
  /// fraction is dropped, as XML plists keep none); nil outside the years 1–9999.
  static func text(secondsSinceReference seconds: Double) -> String? {
    guard seconds.isFinite, abs(seconds) < 4e11 else { return nil }
    let unix = Int64(seconds.rounded(.down)) + referenceOffset
    let days = unix >= 0 ? unix / 86_400 : (unix - 86_399) / 86_400
    let secondOfDay = unix - days * 86_400
    let (year, month, day) = civil(fromDays: days)
    guard (1...9999).contains(year) else { return nil }
    func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let yearText = String(repeating: "0", count: 4 - String(year).count) + String(year)
    return "\(yearText)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):"
      + "\(two(secondOfDay % 60))Z"
  }

  /// Year, month and day of the day `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
  private static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
