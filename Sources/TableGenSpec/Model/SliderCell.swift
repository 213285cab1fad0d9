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

  /// Where `value` lies between `min` (0) and `max` (1), clamped; 0 when that
  /// cannot be computed. Each side is halved first, so that a range as wide as
  /// -1e308...1e308 does not overflow to infinity (and a knob to NaN).
  public func fraction(of value: Double) -> Double { track.fraction(of: value) }

  /// The knob's column on a track of `columns` cells: 0 at `min`, `columns - 1` at `max`.
  public func knobColumn(of value: Double, columns: Int) -> Int { track.knobColumn(of: value, columns: columns) }

  /// The numbers its knob moves in.
  package var track: SteppedNumber { SteppedNumber(min: min, max: max, step: step, initial: initialValue) }
}
