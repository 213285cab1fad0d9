/// Sliders: an ordered range, a positive step that divides it, a default inside it.
struct SliderRules: ValidationRule {
  func check(_ spec: TableSpec, in context: ValidationContext) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for case .slider(let slider) in spec.cells {
      let origin = slider.common.origin
      let ordered = slider.min < slider.max
      if !ordered {
        diagnostics.append(
          origin.diagnostic(
            .valueRange, "min (\(formatNumber(slider.min))) must be less than max (\(formatNumber(slider.max)))",
            at: "min"))
      }
      if let step = slider.step {
        if step <= 0 {
          diagnostics.append(
            origin.diagnostic(.invalidStep, "step must be greater than 0, found \(formatNumber(step))", at: "step"))
        } else if ordered, !divides(step, slider.max - slider.min) {
          diagnostics.append(
            origin.diagnostic(
              .stepMismatch,
              "step \(formatNumber(step)) does not divide the range \(formatNumber(slider.min))…\(formatNumber(slider.max)); the slider cannot reach max",
              at: "step"))
        }
      }
      if let value = slider.default, ordered, value < slider.min || value > slider.max {
        diagnostics.append(
          origin.diagnostic(
            .invalidDefault,
            "the default \(formatNumber(value)) is outside the range \(formatNumber(slider.min))…\(formatNumber(slider.max))",
            at: "default"))
      }
    }
    return diagnostics
  }

  /// Whether `range` is a whole multiple of `step`, allowing for binary fractions (0.1 steps).
  private func divides(_ step: Double, _ range: Double) -> Bool {
    let steps = range / step
    return abs(steps - steps.rounded()) <= 1e-9 * max(1, abs(steps))
  }
}
