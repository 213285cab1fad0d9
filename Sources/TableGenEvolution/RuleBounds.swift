import TableGenOutput
import TableGenSpec

/// The limits of two versions of an answer's rules side by side: each bound,
/// length, step, pattern and format that takes fewer values now (narrows) or
/// more (widens), with the spec key it is written under.
struct RuleBounds {
  struct Change {
    var key: String
    var narrows: Bool
    var message: String
  }

  let old: AnswerRules
  let new: AnswerRules

  var changes: [Change] {
    var changes: [Change] = []
    func lower<T: Comparable>(_ key: String, _ was: T?, _ now: T?, _ text: (T) -> String) {
      guard was != now else { return }
      let narrows: Bool
      switch (was, now) {
      case (nil, _?): narrows = true
      case (_?, nil): narrows = false
      case (let was?, let now?): narrows = now > was
      case (nil, nil): return
      }
      changes.append(Change(key: key, narrows: narrows, message: words(key, was.map(text), now.map(text), narrows)))
    }
    func upper<T: Comparable>(_ key: String, _ was: T?, _ now: T?, _ text: (T) -> String) {
      guard was != now else { return }
      let narrows: Bool
      switch (was, now) {
      case (nil, _?): narrows = true
      case (_?, nil): narrows = false
      case (let was?, let now?): narrows = now < was
      case (nil, nil): return
      }
      changes.append(Change(key: key, narrows: narrows, message: words(key, was.map(text), now.map(text), narrows)))
    }
    /// A rule that either holds or not: any new or changed one narrows, one removed widens.
    func exact<T: Equatable>(_ key: String, _ was: T?, _ now: T?, _ text: (T) -> String) {
      guard was != now else { return }
      let narrows = now != nil
      changes.append(Change(key: key, narrows: narrows, message: words(key, was.map(text), now.map(text), narrows)))
    }
    lower("min", old.min, new.min, numberText)
    upper("max", old.max, new.max, numberText)
    lower("minLength", old.minLength, new.minLength) { String($0) }
    upper("maxLength", old.maxLength, new.maxLength) { String($0) }
    lower("min", old.earliest, new.earliest, \.description)
    upper("max", old.latest, new.latest, \.description)
    step("step", old.step, new.step, sameStart: old.min == new.min, into: &changes)
    step(
      "minuteInterval", old.minuteStep.map(Double.init), new.minuteStep.map(Double.init), sameStart: true,
      into: &changes)
    exact("pattern", old.pattern, new.pattern) { QuotedValue.quote($0) }
    exact("format", old.format, new.format) { $0.rawValue }
    return changes
  }

  /// A step: gone, or a divisor of the old one counted from the same start, takes every old value still.
  private func step(_ key: String, _ was: Double?, _ now: Double?, sameStart: Bool, into changes: inout [Change]) {
    guard was != now else { return }
    var narrows = true
    if now == nil {
      narrows = false
    } else if let was, let now, now > 0, sameStart, (was / now).rounded() == was / now {
      narrows = false
    }
    changes.append(
      Change(key: key, narrows: narrows, message: words(key, was.map(numberText), now.map(numberText), narrows)))
  }

  private func words(_ key: String, _ was: String?, _ now: String?, _ narrows: Bool) -> String {
    let change =
      switch (was, now) {
      case (let was?, let now?): "'\(key)' went from \(was) to \(now)"
      case (nil, let now?): "'\(key)' is \(now) now, where there was none"
      case (let was?, nil): "'\(key)' (\(was)) is gone"
      case (nil, nil): "'\(key)' is unchanged"
      }
    return change + (narrows ? ": answers given before may no longer fit" : ": it takes more answers than before")
  }
}
