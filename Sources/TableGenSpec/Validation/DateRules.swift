/// Date cells: a minute interval UIDatePicker takes, a default, min and max
/// written in the shape the mode picks, min not after max, and a default the
/// cell takes (`DateCell.problems(with:)`, as fill judges it).
enum DateRules {
  /// The intervals UIDatePicker's `minuteInterval` takes: the divisors of 60 up to 30.
  static let minuteIntervals = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30]

  static func check(_ date: DateCell, into diagnostics: inout [Diagnostic]) {
    let origin = date.common.origin
    var intervalIsSound = true
    if let interval = date.minuteInterval, !minuteIntervals.contains(interval) {
      intervalIsSound = false
      let why = interval > 30 ? "is greater than 30" : "does not divide 60"
      diagnostics.append(
        origin.diagnostic(
          .invalidMinuteInterval, "minuteInterval \(interval) \(why), as UIDatePicker requires", at: "minuteInterval",
          suggestion: "use one of " + minuteIntervals.map(String.init).joined(separator: ", ")))
    }
    var shapesAreSound = true
    for (key, value) in [("default", date.default), ("min", date.min), ("max", date.max)] {
      guard let value, value.mode != date.mode else { continue }
      shapesAreSound = false
      let modeWritten = origin.has("mode") ? "mode: \(date.mode.rawValue)" : "no mode is written, so date"
      diagnostics.append(
        origin.diagnostic(
          .dateModeMismatch,
          "the \(key) \(value) is \(value.mode.noun), but the cell picks \(date.mode.noun) (\(modeWritten))", at: key,
          suggestion: "write it as \(date.mode.pattern), or set 'mode: \(value.mode.rawValue)'"))
    }
    guard shapesAreSound else { return }
    if let min = date.min, let max = date.max, max < min {
      diagnostics.append(origin.diagnostic(.valueRange, "min (\(min)) is after max (\(max))", at: "min"))
      return
    }
    guard intervalIsSound, let answer = date.defaultAnswer else { return }
    for problem in date.problems(with: answer) {
      diagnostics.append(origin.diagnostic(.invalidDefault, "the default \(problem)", at: "default"))
    }
  }
}
