/// What a value row shows. A row bound to a `key` shows the value stored
/// under that key (what `value` gives until something is stored), through
/// its `options`: the title of the option whose value it is
/// (`PSTitleValueSpecifier`'s `Values` → `Titles`), else the value itself.
extension ValueCell {
  /// The text the row shows for its `value`: the option title for it, else the value as written.
  public var shownValue: String? {
    value.map { shownTitle(forStored: $0) }
  }

  /// The text the row shows when `stored` is the stored value: the title of
  /// the option with that value (compared as written: `1` and `"1"` alike,
  /// since a stored value arrives as text), else `stored` itself.
  public func shownTitle(forStored stored: String) -> String {
    option(forStored: stored)?.label ?? stored
  }

  /// The option whose value is `stored`, compared as written.
  public func option(forStored stored: String) -> PickerCell.Option? {
    options.first { $0.value.description == stored }
  }
}

extension ValueCell: TakesNoAnswer {
  package static let cellType = CellType.value
  package static let keys = ["title", "value", "detail", "image", "accessory", "key", "options"]

  package static func decode(_ reader: inout MappingReader, shared: SharedCellKeys) -> ValueCell? {
    let title = reader.text("title", required: true)
    // Bound to a stored `key`, `value` is the stored value, which
    // the options' labels show, so it is never translated (a mapping there is `untranslatable-key`).
    let value = reader.has("key") ? reader.string("value") : reader.text("value")
    let detail = reader.text("detail")
    let image = reader.string("image")
    let accessory = reader.enumeration("accessory", ValueCell.Accessory.self) ?? .none
    let options = reader.has("options") ? CellDecoder.decodeOptions(&reader, of: "a value row") : nil
    guard let title else { return nil }
    var cell = ValueCell(
      common: shared.common(reader), title: title, value: value, detail: detail, image: image, accessory: accessory)
    cell.options = options ?? []
    return cell
  }

  package mutating func visitTexts<Visitor: CellTextVisitor>(_ visitor: inout Visitor) {
    visitor.text("title", &title)
    // A row bound to a stored key holds a stored value, not text.
    if key == nil { visitor.text("value", &value) }
    visitor.text("detail", &detail)
    visitor.options(&options)
  }

  package var cell: Cell { .value(self) }
  package var caption: String? { title }
  package var displayRow: DisplayRow? { .value(self) }
  package var facts: [String] { [CellFacts.boundKey(of: self)].compactMap { $0 } }

  package func check(into findings: inout CellFindings, in context: ValidationContext) {
    ValueRules.check(self, into: &findings.diagnostics)
  }
}
