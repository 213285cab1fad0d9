/// What a slider's value is and which values it takes.
extension SliderCell {
  /// The spec's default as an answer: the value the slider starts at.
  public var defaultAnswer: Answer { .number(Number(value: initialValue)) }

  /// Everything wrong with `answer` as this slider's value: inside min…max,
  /// and on a step from min.
  public func problems(with answer: Answer) -> [String] {
    if case .text(let text) = answer { return ["\(QuotedValue.quote(text.trimmingWhitespace)) is not a number"] }
    guard case .number(let number) = answer else { return ["this kind of value does not fit a slider"] }
    let value = number.double
    let shown = QuotedValue.quote(number.literal)
    if !value.isFinite { return ["\(shown) is not a number"] }
    if value < min { return ["\(shown) is less than \(formatNumber(min)), the min"] }
    if value > max { return ["\(shown) is more than \(formatNumber(max)), the max"] }
    guard let step, step > 0, !Self.divides(step, value - min) else { return [] }
    let below = min + ((value - min) / step).rounded(.down) * step
    return [
      "\(shown) is not on a step of \(formatNumber(step)) from \(formatNumber(min)); the nearest are \(formatNumber(below)) and \(formatNumber(below + step))"
    ]
  }

  /// Whether `range` is a whole multiple of `step`, allowing for binary
  /// fractions (0.1 steps).
  static func divides(_ step: Double, _ range: Double) -> Bool {
    let steps = range / step
    return abs(steps - steps.rounded()) <= 1e-9 * Swift.max(1, abs(steps))
  }
}
