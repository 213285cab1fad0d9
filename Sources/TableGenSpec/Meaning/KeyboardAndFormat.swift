/// What the `keyboard` shorthand, `layout` and `format` mean together.
///
/// `keyboard` is the v1 key and means a layout and a format at once; `layout`
/// and `format` each override their half. A field with neither `keyboard` nor
/// `layout` shows the layout its format suggests (`format: digits` shows the
/// number pad).
extension InputCell {
  /// The keyboard an app shows.
  public var keyboardLayout: Layout {
    if let layout { return layout }
    if keyboard == .default, let format { return format.suggestedLayout }
    return keyboard.layout
  }

  /// The check the value must pass, and whether the answer is a number.
  public var valueFormat: Format { format ?? keyboard.format }

  /// Where the format comes from, for messages: "the keyboard is 'number'"
  /// for a v1 spec, "the format is 'integer'" when `format` is written.
  var formatSource: String {
    format.map { "the format is '\($0.rawValue)'" } ?? "the keyboard is '\(keyboard.rawValue)'"
  }
}

extension InputCell.Keyboard {
  /// The layout half of the shorthand.
  public var layout: InputCell.Layout {
    switch self {
    case .default: .default
    case .ascii: .ascii
    case .number: .number
    case .decimal: .decimal
    case .phone: .phone
    case .email: .email
    case .url: .url
    }
  }

  /// The format half of the shorthand: what v1 checked for each keyboard.
  public var format: InputCell.Format {
    switch self {
    case .default: .text
    case .ascii: .ascii
    case .number: .integer
    case .decimal: .decimal
    case .phone: .phone
    case .email: .email
    case .url: .url
    }
  }
}

extension InputCell.Format {
  /// Whether the answer is a number rather than text.
  public var isNumeric: Bool { self == .integer || self == .decimal }

  /// The layout that suits the format when the spec names none.
  public var suggestedLayout: InputCell.Layout {
    switch self {
    case .text: .default
    case .ascii: .ascii
    case .integer, .digits: .number
    case .decimal: .decimal
    case .phone: .phone
    case .email: .email
    case .url: .url
    }
  }

  /// What is wrong with `text` for a text format, each as the end of a sentence
  /// after the quoted value `shown`. Numeric formats are judged as numbers by
  /// `InputCell.problems(with:)`, not here.
  func problems(with text: String, shown: String, source: String) -> [String] {
    switch self {
    case .text, .integer, .decimal:
      return []
    case .ascii:
      return text.unicodeScalars.allSatisfy(\.isASCII) ? [] : ["\(shown) has characters outside ASCII, but \(source)"]
    case .digits:
      return text.allSatisfy(\.isASCIIDigit)
        ? [] : ["\(shown) has characters other than the digits 0 to 9, but \(source)"]
    case .email:
      return Self.isEmail(text) ? [] : ["\(shown) is not an email address, such as name@example.com"]
    case .url:
      return Self.isURL(text) ? [] : ["\(shown) is not a URL with a scheme, such as https://example.com"]
    case .phone:
      return Self.isPhone(text) ? [] : ["\(shown) is not a phone number: use digits, spaces and + - ( ) ."]
    }
  }

  /// One `@`, a local part, and a domain with a dot between non-empty labels; no blanks.
  static func isEmail(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace) else { return false }
    let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
  }

  /// A scheme (`https:`), then something; no blanks. `//` needs a host after it.
  static func isURL(_ text: String) -> Bool {
    guard let colon = text.firstIndex(of: ":"), !text.contains(where: \.isWhitespace) else { return false }
    let scheme = text[..<colon]
    guard let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else { return false }
    let rest = text[text.index(after: colon)...]
    if rest.hasPrefix("//") { return rest.count > 2 && rest.dropFirst(2).first != "/" }
    return !rest.isEmpty
  }

  /// Digits, with the separators people write between them.
  static func isPhone(_ text: String) -> Bool {
    text.contains(where: \.isASCIIDigit) && text.allSatisfy { $0.isASCIIDigit || " +-().".contains($0) }
  }
}
