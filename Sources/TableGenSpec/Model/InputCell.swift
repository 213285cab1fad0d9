/// A single-line text field with a label.
public struct InputCell: Sendable {
  /// The keyboard an app shows; `number` and `decimal` make the value numeric.
  public enum Keyboard: String, Sendable, CaseIterable {
    case `default`, ascii, number, decimal, phone, email, url

    /// Whether the field's value is a number rather than text.
    public var isNumeric: Bool { self == .number || self == .decimal }
  }

  /// A default is text, or a number on a numeric field.
  public enum DefaultValue: Hashable, Sendable, CustomStringConvertible {
    case text(String)
    case number(Number)

    public var description: String {
      switch self {
      case .text(let text): text
      case .number(let number): number.literal
      }
    }
  }

  public var common: CellCommon
  public var label: String?
  public var placeholder: String?
  public var help: String?
  public var keyboard: Keyboard
  public var secure: Bool
  public var required: Bool
  /// A regular expression the whole value must match.
  public var pattern: String?
  public var minLength: Int?
  public var maxLength: Int?
  public var min: Double?
  public var max: Double?
  public var `default`: DefaultValue?
  /// The label's share of the row width, in (0, 1); `nil` lets renderers align the rows.
  public var ratio: Double?

  public init(
    common: CellCommon, label: String? = nil, placeholder: String? = nil, help: String? = nil,
    keyboard: Keyboard = .default, secure: Bool = false, required: Bool = false, pattern: String? = nil,
    minLength: Int? = nil, maxLength: Int? = nil, min: Double? = nil, max: Double? = nil,
    default: DefaultValue? = nil, ratio: Double? = nil
  ) {
    self.common = common
    self.label = label
    self.placeholder = placeholder
    self.help = help
    self.keyboard = keyboard
    self.secure = secure
    self.required = required
    self.pattern = pattern
    self.minLength = minLength
    self.maxLength = maxLength
    self.min = min
    self.max = max
    self.default = `default`
    self.ratio = ratio
  }
}
