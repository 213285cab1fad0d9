/// A whole number changed in steps between `min` and `max`, as a UIStepper
/// does; the row shows the number.
public struct StepperCell: Sendable {
  public var common: CellCommon
  public var label: String?
  public var help: String?
  public var min: Int
  public var max: Int
  /// The increment of one press; 1 unless the spec says otherwise.
  public var step: Int
  /// The starting value as written; see `initialValue`.
  public var `default`: Int?

  public init(
    common: CellCommon, label: String? = nil, help: String? = nil, min: Int, max: Int, step: Int = 1,
    default: Int? = nil
  ) {
    self.common = common
    self.label = label
    self.help = help
    self.min = min
    self.max = max
    self.step = step
    self.default = `default`
  }

  /// The value the stepper starts at: the default, or `min` when there is none.
  public var initialValue: Int { self.default ?? min }

  /// The values the stepper can take, from `min` to `max` in steps; empty
  /// when the range or the step is not sound (validate reports why).
  public var values: StrideThrough<Int> {
    guard step > 0, min <= max else { return stride(from: 1, through: 0, by: 1) }
    return stride(from: min, through: max, by: step)
  }

  /// How many values the stepper can take; 0 when the range or the step is not sound.
  public var valueCount: Int {
    guard step > 0, min <= max else { return 0 }
    let (span, overflow) = max.subtractingReportingOverflow(min)
    guard !overflow else { return Int.max }
    let (count, past) = (span / step).addingReportingOverflow(1)
    return past ? Int.max : count
  }
}
