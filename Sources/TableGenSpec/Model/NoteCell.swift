/// Static text between rows.
public struct NoteCell: Sendable {
  public var common: CellCommon
  public var text: String

  public init(common: CellCommon, text: String) {
    self.common = common
    self.text = text
  }
}
