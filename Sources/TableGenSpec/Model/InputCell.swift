/// A single-line text field with a label.
public struct InputCell: Sendable {
  /// The v1 shorthand for a layout and a format together: `keyboard: email`
  /// shows the email layout and checks for an email address. `layout` and
  /// `format` each override their half (see `keyboardLayout`, `valueFormat`).
  public enum Keyboard: String, Sendable, CaseIterable {
    case `default`, ascii, number, decimal, phone, email, url
  }

  /// The keyboard an app shows, and only that: it checks nothing. The cases
  /// are UIKit's keyboard types.
  public enum Layout: String, Sendable, CaseIterable {
    case `default`, ascii, numbersAndPunctuation, url, number, phone, namePhone, email, decimal, twitter, webSearch,
      asciiNumber
  }

  /// What the value must be, whatever the layout. `integer` and `decimal`
  /// answers are numbers; every other format keeps the text as typed, so
  /// `digits` keeps a PIN's or a ZIP code's leading zeros.
  public enum Format: String, Sendable, CaseIterable {
    case text, ascii, integer, decimal, digits, phone, email, url
  }

  /// UIKit's `UITextAutocapitalizationType`.
  public enum Autocapitalization: String, Sendable, CaseIterable {
    case none, words, sentences, allCharacters
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
  /// The v1 shorthand as written (`default` when absent).
  public var keyboard: Keyboard
  /// The layout as written; `keyboardLayout` is the one that applies.
  public var layout: Layout?
  /// The format as written; `valueFormat` is the one that applies.
  public var format: Format?
  public var secure: Bool
  public var required: Bool
  /// A regular expression the whole value must match.
  public var pattern: String?
  /// `patternMessage:`, said to the person filling in when the value does not
  /// match `pattern`, instead of tablegen's own words.
  public var patternMessage: String?
  /// `formatHint:`, shown with the field to say what to type ("like 07700 900123").
  public var formatHint: String?
  public var minLength: Int?
  public var maxLength: Int?
  public var min: Double?
  public var max: Double?
  public var `default`: DefaultValue?
  /// `computedDefault:`, a default derived from earlier answers; `default` and it exclude each other.
  public var computedDefault: Template?
  /// `autocapitalization:`: what the keyboard capitalises; `nil` leaves it to the app.
  public var autocapitalization: Autocapitalization?
  /// `autocorrection:`: whether the keyboard corrects spelling; `nil` leaves it to the app.
  public var autocorrection: Bool?
  /// `contentType:`: UIKit's text content type (`username`, `emailAddress`, `oneTimeCode`…) for autofill.
  public var contentType: String?
  /// The label's share of the row width, in (0, 1); `nil` lets renderers align the rows.
  public var ratio: Double?

  public init(
    common: CellCommon, label: String? = nil, placeholder: String? = nil, help: String? = nil,
    keyboard: Keyboard = .default, layout: Layout? = nil, format: Format? = nil, secure: Bool = false,
    required: Bool = false, pattern: String? = nil, patternMessage: String? = nil, formatHint: String? = nil,
    minLength: Int? = nil, maxLength: Int? = nil, min: Double? = nil,
    max: Double? = nil, default: DefaultValue? = nil, computedDefault: Template? = nil, ratio: Double? = nil
  ) {
    self.common = common
    self.label = label
    self.placeholder = placeholder
    self.help = help
    self.keyboard = keyboard
    self.layout = layout
    self.format = format
    self.secure = secure
    self.required = required
    self.pattern = pattern
    self.patternMessage = patternMessage
    self.formatHint = formatHint
    self.minLength = minLength
    self.maxLength = maxLength
    self.min = min
    self.max = max
    self.default = `default`
    self.computedDefault = computedDefault
    self.ratio = ratio
  }
}
