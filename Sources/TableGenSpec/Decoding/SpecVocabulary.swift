/// The keys of format v1 at each level, in the order the docs list them. The
/// decoder rejects any other key, so a later version can add keys without
/// ambiguity about what an older spec meant.
public enum SpecVocabulary {
  public static let tableKeys = [
    "tablegen", "$schema", "id", "title", "description", "rowHeight", "sections", "cells", "checks",
    // Localised strings.
    "locales", "sourceLocale", "strings", "stringsTable",
  ]
  /// The keys of one item of `strings:` written as a mapping.
  public static let catalogKeys = ["path", "locale"]
  public static let sectionKeys = [
    "id", "key", "header", "footer", "rowHeight", "visibleIf", "cells", "checks", "idioms",
    "rows",
  ]
  /// Every cell may be hidden; only the cells that take an answer may be disabled or required
  /// (`conditionKeys(of:)`).
  public static let commonCellKeys = ["type", "id", "identifier", "height", "autoHeight", "visibleIf", "idioms"]
  public static let confirmKeys = ["title", "message"]
  public static let optionKeys = ["label", "shortLabel", "value", "visibleIf", "formerly"]
  /// The keys of one item of `checks:`, on the table or a section; all three are required.
  public static let checkKeys = ["rule", "message", "field"]

  /// The condition keys a cell of `type` has beside `visibleIf`: `enableIf` on
  /// the cells that take an answer, and `requiredIf` on those that can be left
  /// empty (a switch and a slider always hold a value, so they are never "required").
  public static func conditionKeys(of type: CellType) -> [String] {
    (type.takesAnswer ? ["enableIf"] : []) + (type.canBeRequired ? ["requiredIf"] : [])
  }

  /// The keys that declare how a cell of `type` evolved: `renamedFrom` on the
  /// cells that take an answer, whose answers it carries over (docs/evolution.md).
  public static func evolutionKeys(of type: CellType) -> [String] {
    type.takesAnswer ? ["renamedFrom"] : []
  }

  /// The keys a cell of `type` has besides the common ones.
  public static func keys(of type: CellType) -> [String] { type.kind.keys }

  /// `key`, the name a value is stored under apart from the id, on every cell
  /// that takes an answer; a type that reads a stored value lists it among its own keys (`value`).
  /// A link and a button have one too: a Settings.bundle's child pane and an InAppSettingsKit button have a
  /// `Key` that app code finds the row by, which may be any text.
  public static func storageKeys(of type: CellType) -> [String] {
    type.takesAnswer || type == .link || type == .button ? ["key"] : []
  }

  /// The cell types that have `key`, for a message about one that has not.
  static let storageKeyOwners =
    "the cells that store a value ("
    + CellType.allCases.filter { $0 != .link && $0 != .button && allKeys(of: $0).contains("key") }.map(\.rawValue)
    .joined(separator: ", ") + "), links and buttons"

  /// Every key a cell of `type` may have.
  public static func allKeys(of type: CellType) -> [String] {
    commonCellKeys + storageKeys(of: type) + keys(of: type) + conditionKeys(of: type) + evolutionKeys(of: type)
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
  /// Whether a cell of this type takes an answer.
  public var takesAnswer: Bool { kind.takesAnswer }

  /// Whether a cell of this type can be left unanswered, and so be required:
  /// one that takes an answer and does not always hold a value.
  public var canBeRequired: Bool { kind.takesAnswer && !kind.alwaysHoldsValue }
}
