/// The name a cell's value is stored under: a Settings bundle's `Key`, the
/// `UserDefaults` key an app reads. It is the id unless the spec writes
/// `key:`, since an id must be an identifier and a stored key may be any text
/// (`Font size`, `a+b`). Conditions, checks and answers keep using the id.
extension Cell {
  /// `key:` when written, else the id; nil for a cell with neither.
  public var storageKey: String? { common.key ?? common.id }
}

/// What a storage key may hold.
package enum StorageKey {
  /// Why `text` cannot be a storage key, as the end of a sentence ("is
  /// empty"); nil when it can. Plists and `UserDefaults` take any string, but
  /// an empty key names nothing, and a control character cannot be shown or
  /// typed in a Settings bundle or an editor.
  package static func problem(with text: String) -> String? {
    if text.isEmpty { return "is empty" }
    guard let control = text.unicodeScalars.first(where: isControl) else { return nil }
    return "holds the control character U+\(hex4(control.value)), which a stored key cannot show"
  }

  /// C0 and C1 controls and DEL: the scalars Unicode calls controls (`Cc`).
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
