/// Reading the keys that declare how a spec evolved (docs/evolution.md):
/// `renamedFrom:` on a cell that takes an answer, and `formerly:` on an
/// option. Each is one value or a list of them; a list keeps each item's
/// position (`renamedFrom/1`), so that a problem points at the item.
extension MappingReader {
  /// The old ids of `renamedFrom`: an id or a list of ids.
  mutating func renamedFrom() -> [String] {
    let key = "renamedFrom"
    guard let node = located(key) else { return [] }
    var ids: [String] = []
    for (item, path) in items(of: node, key: key) {
      guard let text = stringValue(item) else {
        mismatch(path, item, expected: "an id, or a list of the ids the cell had before")
        continue
      }
      guard SpecVocabulary.isIdentifier(text) else {
        diagnostics.append(
          Diagnostic(
            .invalidID, "\(QuotedValue.quote(text)) is not a valid id", at: document.range(of: item),
            pointer: origin.pointer(to: path),
            suggestion: "an id starts with a letter or '_' and holds only letters, digits, '_', '.' and '-'"))
        continue
      }
      ids.append(text)
    }
    return ids
  }

  /// The old values of an option's `formerly`: a value or a list of them, each a string, a number or a boolean.
  mutating func formerly() -> [PickerCell.OptionValue] {
    let key = "formerly"
    guard let node = located(key) else { return [] }
    var values: [PickerCell.OptionValue] = []
    for (item, path) in items(of: node, key: key) {
      guard let value = CellDecoder.optionValue(item, in: document) else {
        mismatch(
          path, item, expected: "an old value of the option (a string, a number or a boolean), or a list of them")
        continue
      }
      values.append(value)
    }
    return values
  }

  /// The node itself when it is a scalar, else each item of a list with its path, recorded in the origin.
  private mutating func items(of node: Int, key: String) -> [(node: Int, path: String)] {
    guard document.nodes[node].kind == .sequence else { return [(node, key)] }
    var items: [(node: Int, path: String)] = []
    for (index, item) in document.children(of: node).enumerated() {
      let path = "\(key)/\(index)"
      origin.record(path, node: item, in: document)
      items.append((item, path))
    }
    return items
  }
}
