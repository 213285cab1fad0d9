/// A button that ends or acts on the form.
public struct ButtonCell: Sendable {
  public enum Style: String, Sendable, CaseIterable {
    case `default`, destructive, cancel
  }

  /// A question asked before the action runs.
  public struct Confirmation: Sendable {
    public var title: String
    public var message: String?

    public init(title: String, message: String? = nil) {
      self.title = title
      self.message = message
    }
  }

  public var common: CellCommon
  public var title: String
  /// The action as written; see `resolvedAction`.
  public var action: String?
  public var style: Style
  public var confirm: Confirmation?

  public init(
    common: CellCommon, title: String, action: String? = nil, style: Style = .default, confirm: Confirmation? = nil
  ) {
    self.common = common
    self.title = title
    self.action = action
    self.style = style
    self.confirm = confirm
  }

  /// The action an app receives: the written one, or the button's id.
  public var resolvedAction: String { action ?? common.id ?? "" }
}
