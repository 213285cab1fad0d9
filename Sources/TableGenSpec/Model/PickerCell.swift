/// A choice among options, single or multiple.
public struct PickerCell: Sendable {
  /// An option's value: what the answers hold. A Settings bundle's `Values`
  /// may be strings, numbers or booleans, and an app reads each with its type.
  public enum OptionValue: Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case number(Number)
    case bool(Bool)

    /// The type of an option value: two values of one kind compare by value,
    /// values of two kinds are never equal.
    public enum Kind: Sendable {
      case string, number, bool
    }

    public var description: String {
      switch self {
      case .string(let string): string
      case .number(let number): number.literal
      case .bool(let flag): flag ? "true" : "false"
      }
    }

    public var kind: Kind {
      switch self {
      case .string: .string
      case .number: .number
      case .bool: .bool
      }
    }

    /// Whether the value is text rather than a number or a boolean.
    public var isString: Bool { kind == .string }

    /// Whether the value is `true` or `false`.
    public var isBool: Bool { kind == .bool }
  }

  /// One option: what a person reads, and the value an app receives.
  public struct Option: Sendable {
    public var label: String
    /// `shortLabel:`: the label shown on the row once chosen (`ShortTitles`).
    public var shortLabel: String? = nil
    /// Where `label` and `shortLabel` are written, when the option is a
    /// mapping; `range` (the whole option) otherwise.
    public var labelRange: SourceRange? = nil
    public var shortLabelRange: SourceRange? = nil
    public var value: OptionValue
    /// Where the option was written.
    public var range: SourceRange
    /// When false, the option is not offered.
    public var visibleIf: Condition?

    public init(label: String, value: OptionValue, range: SourceRange, visibleIf: Condition? = nil) {
      self.label = label
      self.value = value
      self.range = range
      self.visibleIf = visibleIf
    }
  }

  /// The preselected value, or values when `multiple`.
  public enum DefaultValue: Sendable {
    case single(OptionValue)
    case multiple([OptionValue])

    /// The selected values, one or many.
    public var values: [OptionValue] {
      switch self {
      case .single(let value): [value]
      case .multiple(let values): values
      }
    }
  }

  public var common: CellCommon
  public var label: String?
  public var help: String?
  public var options: [Option]
  public var multiple: Bool
  public var required: Bool
  public var `default`: DefaultValue?
  /// How the options are shown: `list` (a pushed list, `PSMultiValueSpecifier`)
  /// or `radio` (inline in the section, `PSRadioGroupSpecifier`); `nil` leaves it to the app.
  public var presentation: Presentation?
  /// `sortByLabel: true`: show the options in the order of their labels, in the
  /// reader's language (`DisplaySortedByTitle`).
  public var sortByLabel: Bool = false
  /// `optionsFrom:`: options read from a data file.
  public var optionSource: OptionSource?

  public enum Presentation: String, Sendable, CaseIterable {
    case list, radio
  }

  public init(
    common: CellCommon, label: String? = nil, help: String? = nil, options: [Option], multiple: Bool = false,
    required: Bool = false, default: DefaultValue? = nil
  ) {
    self.common = common
    self.label = label
    self.help = help
    self.options = options
    self.multiple = multiple
    self.required = required
    self.default = `default`
  }

  /// Whether `value` is one of the option values.
  public func isOption(_ value: OptionValue) -> Bool {
    options.contains { $0.value == value }
  }
}
