/// An on/off switch.
public struct SwitchCell: Sendable {
  public var common: CellCommon
  public var label: String?
  public var help: String?
  public var `default`: Bool
  /// `onValue:`/`offValue:`: what is stored for on and off when it is not
  /// `true`/`false` (a Settings bundle's `TrueValue`/`FalseValue`).
  public var onValue: PickerCell.OptionValue?
  public var offValue: PickerCell.OptionValue?

  public init(common: CellCommon, label: String? = nil, help: String? = nil, default: Bool = false) {
    self.common = common
    self.label = label
    self.help = help
    self.default = `default`
  }
}
