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

  /// What pressing the button does to the form. `style` is how it looks.
  public enum Role: String, Sendable, CaseIterable {
    /// Finishes the form (the v1 meaning of every button): its action names
    /// how, and a `cancel`-style submit button declines.
    case submit
    /// Acts in place ("Clear cache") and leaves the form open. It is never a
    /// way to finish the form and never the default choice.
    case action
  }

  public var common: CellCommon
  public var title: String
  /// The action as written; see `resolvedAction`.
  public var action: String?
  public var style: Style
  /// `role:`, `submit` when absent.
  public var role: Role
  public var confirm: Confirmation?

  public init(
    common: CellCommon, title: String, action: String? = nil, style: Style = .default, role: Role = .submit,
    confirm: Confirmation? = nil
  ) {
    self.common = common
    self.title = title
    self.action = action
    self.style = style
    self.role = role
    self.confirm = confirm
  }

  /// The action an app receives: the written one, or the button's id.
  public var resolvedAction: String { action ?? common.id ?? "" }
}
