/// A multi-line text view.
public struct TextViewCell: Sendable {
  public var common: CellCommon
  public var label: String?
  public var placeholder: String?
  public var help: String?
  public var `default`: String?
  /// `computedDefault:`, a default derived from earlier answers; `default` and it exclude each other.
  public var computedDefault: Template?
  /// The height the view starts at, in lines.
  public var minLines: Int
  /// The height the view grows to, in lines; `nil` grows without bound.
  public var maxLines: Int?
  public var maxLength: Int?
  public var required: Bool

  /// The default of `minLines`.
  public static let defaultMinLines = 3

  public init(
    common: CellCommon, label: String? = nil, placeholder: String? = nil, help: String? = nil,
    default: String? = nil, computedDefault: Template? = nil, minLines: Int = TextViewCell.defaultMinLines,
    maxLines: Int? = nil, maxLength: Int? = nil, required: Bool = false
  ) {
    self.common = common
    self.label = label
    self.placeholder = placeholder
    self.help = help
    self.default = `default`
    self.computedDefault = computedDefault
    self.minLines = minLines
    self.maxLines = maxLines
    self.maxLength = maxLength
    self.required = required
  }
}
