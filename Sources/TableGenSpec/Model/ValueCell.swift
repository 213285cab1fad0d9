/// A read-only row: a title, a value and detail text, with an accessory.
public struct ValueCell: Sendable {
  /// The standard iOS cell accessories.
  public enum Accessory: String, Sendable, CaseIterable {
    case none, disclosure, detail, checkmark
  }

  public var common: CellCommon
  public var title: String
  public var value: String?
  public var detail: String?
  /// An asset or SF Symbol name.
  public var image: String?
  public var accessory: Accessory
  /// `key:`: the stored value the row shows (`PSTitleValueSpecifier`'s `Key`);
  /// `value` is then what it shows until something is stored. The cell's
  /// `common.key`, the one storage key every cell type has.
  public var key: String? {
    get { common.key }
    set { common.key = newValue }
  }
  /// `options:`: the title shown for each stored value (`Values` → `Titles`).
  public var options: [PickerCell.Option] = []

  public init(
    common: CellCommon, title: String, value: String? = nil, detail: String? = nil, image: String? = nil,
    accessory: Accessory = .none
  ) {
    self.common = common
    self.title = title
    self.value = value
    self.detail = detail
    self.image = image
    self.accessory = accessory
  }
}
