/// The keys of format v1 at each level, in the order the docs list them. The
/// decoder rejects any other key, so a later version can add keys without
/// ambiguity about what an older spec meant.
public enum SpecVocabulary {
  public static let tableKeys = [
    "tablegen", "$schema", "id", "title", "description", "rowHeight", "sections", "cells", "checks",
    // Localised strings.
    "locales", "sourceLocale", "strings",
  ]
  /// The keys of one item of `strings:` written as a mapping.
  public static let catalogKeys = ["path", "locale"]
  public static let sectionKeys = [
    "id", "header", "footer", "rowHeight", "visibleIf", "cells", "checks", "idioms",
    "rows",
  ]
  /// Every cell may be hidden; only the cells that take an answer may be disabled or required
  /// (`conditionKeys(of:)`).
  public static let commonCellKeys = ["type", "id", "identifier", "height", "autoHeight", "visibleIf", "idioms"]
  public static let confirmKeys = ["title", "message"]
  public static let optionKeys = ["label", "shortLabel", "value", "visibleIf"]
  /// The keys of one item of `checks:`, on the table or a section; all three are required.
  public static let checkKeys = ["rule", "message", "field"]

  /// The condition keys a cell of `type` has beside `visibleIf`: `enableIf` on
  /// the cells that take an answer, and `requiredIf` on those that can be left
  /// empty (a switch and a slider always hold a value, so they are never "required").
  public static func conditionKeys(of type: CellType) -> [String] {
    (type.takesAnswer ? ["enableIf"] : []) + (type.canBeRequired ? ["requiredIf"] : [])
  }

  /// The keys a cell of `type` has besides the common ones.
  public static func keys(of type: CellType) -> [String] {
    switch type {
    case .input:
      [
        "label", "placeholder", "help", "keyboard", "layout", "format", "secure", "required", "pattern",
        "patternMessage", "formatHint", "minLength", "maxLength", "min", "max", "default", "computedDefault", "ratio",
        "autocapitalization", "autocorrection", "contentType",
      ]
    case .textView:
      ["label", "placeholder", "help", "default", "computedDefault", "minLines", "maxLines", "maxLength", "required"]
    case .picker:
      [
        "label", "help", "options", "multiple", "required", "default", "presentation", "sortByLabel",
        "optionsFrom",
      ]
    case .switch: ["label", "help", "default", "onValue", "offValue"]
    case .slider: ["label", "help", "min", "max", "step", "default"]
    case .button: ["title", "action", "style", "role", "confirm"]
    case .value: ["title", "value", "detail", "image", "accessory", "key", "options"]
    case .link: ["title", "target", "detail"]
    case .note: ["text"]
    case .date: ["label", "help", "mode", "minuteInterval", "min", "max", "default", "required"]
    }
  }

  /// Every key a cell of `type` may have.
  public static func allKeys(of type: CellType) -> [String] {
    commonCellKeys + keys(of: type) + conditionKeys(of: type)
  }

  /// The syntax of every `id`.
  public static func isIdentifier(_ text: String) -> Bool {
    // Every allowed character is ASCII, so the UTF-8 bytes decide (and cost less than scalars).
    var text = text
    return text.withUTF8 { utf8 in
      guard let first = utf8.first else { return false }
      let isLetter = { (b: UInt8) in (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F }
      guard isLetter(first) else { return false }
      return utf8.dropFirst().allSatisfy {
        isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-")
      }
    }
  }
}

extension CellType {
  /// Whether a cell of this type takes an answer: the six types a person fills in.
  public var takesAnswer: Bool {
    switch self {
    case .input, .textView, .picker, .switch, .slider, .date: true
    case .button, .value, .link, .note: false
    }
  }

  /// Whether a cell of this type can be left unanswered, and so be required:
  /// not a switch or a slider, which always hold a value.
  public var canBeRequired: Bool {
    switch self {
    case .input, .textView, .picker, .date: true
    case .switch, .slider, .button, .value, .link, .note: false
    }
  }
}
