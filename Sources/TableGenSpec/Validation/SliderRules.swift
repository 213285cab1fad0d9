/// Sliders: an ordered range, a positive step that divides it, and a default
/// the slider can take (`SliderCell.problems(with:)`, as fill judges it).
enum SliderRules {
  static func check(_ slider: SliderCell, into diagnostics: inout [Diagnostic]) {
    let origin = slider.common.origin
    let ordered = slider.min < slider.max
    let range = "\(formatNumber(slider.min))…\(formatNumber(slider.max))"
    if !ordered {
      diagnostics.append(
        origin.diagnostic(
          .valueRange, "min (\(formatNumber(slider.min))) must be less than max (\(formatNumber(slider.max)))",
          at: "min"))
    }
    var stepIsSound = true
    if let step = slider.step {
      if step <= 0 {
        stepIsSound = false
        diagnostics.append(
          origin.diagnostic(.invalidStep, "step must be greater than 0, found \(formatNumber(step))", at: "step"))
      } else if ordered, !SliderCell.divides(step, slider.max - slider.min) {
        stepIsSound = false
        diagnostics.append(
          origin.diagnostic(
            .stepMismatch,
            "step \(formatNumber(step)) does not divide the range \(range); the slider cannot reach max",
            at: "step"))
      }
    }
    guard let value = slider.default, ordered else { return }
    if value < slider.min || value > slider.max {
      diagnostics.append(
        origin.diagnostic(
          .invalidDefault, "the default \(formatNumber(value)) is outside the range \(range)", at: "default"))
    } else if stepIsSound {
      for problem in slider.problems(with: .number(Number(value: slider.initialValue))) {
        diagnostics.append(origin.diagnostic(.invalidDefault, "the default \(problem)", at: "default"))
      }
    }
  }
}
