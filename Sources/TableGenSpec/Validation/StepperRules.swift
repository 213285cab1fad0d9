/// Steppers: an ordered range that the step divides, and a default the
/// stepper can take (`StepperCell.problems(with:)`, as fill judges it).
enum StepperRules {
  static func check(_ stepper: StepperCell, into diagnostics: inout [Diagnostic]) {
    let origin = stepper.common.origin
    guard stepper.min < stepper.max else {
      diagnostics.append(
        origin.diagnostic(
          .valueRange, "min (\(stepper.min)) must be less than max (\(stepper.max))", at: "min"))
      return
    }
    let (span, overflow) = stepper.max.subtractingReportingOverflow(stepper.min)
    if !overflow, span % stepper.step != 0 {
      diagnostics.append(
        origin.diagnostic(
          .stepMismatch,
          "step \(stepper.step) does not divide the range \(stepper.min)…\(stepper.max); the stepper cannot reach max",
          at: "step"))
    }
    guard stepper.default != nil else { return }
    for problem in stepper.problems(with: stepper.defaultAnswer ?? .text("")) {
      diagnostics.append(origin.diagnostic(.invalidDefault, "the default \(problem)", at: "default"))
    }
  }
}
