/// A number chosen on a slider between `min` and `max`.
public struct SliderCell: Sendable {
  public var common: CellCommon
  public var label: String?
  public var help: String?
  public var min: Double
  public var max: Double
  /// The increment; `nil` means continuous.
  public var step: Double?
  /// The starting value as written; see `initialValue`.
  public var `default`: Double?

  public init(
    common: CellCommon, label: String? = nil, help: String? = nil, min: Double, max: Double, step: Double? = nil,
    default: Double? = nil
  ) {
    self.common = common
    self.label = label
    self.help = help
    self.min = min
    self.max = max
    self.step = step
    self.default = `default`
  }

  /// The value the slider starts at: the default, or `min` when there is none.
  public var initialValue: Double { self.default ?? min }
}
