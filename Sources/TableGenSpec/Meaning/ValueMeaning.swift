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
