/// What pressing a button does, in the words every output uses for it: the
/// Markdown says "destructive button, acts in place", the text form
/// `[ Clear ]  destructive, acts in place`, the picture and the web form the same.
extension ButtonCell {
  /// What the button does to the form: "acts in place" for `role: action`
  /// (whatever its style), "declines the form" for a `cancel`-style submit
  /// button, "finishes the form" for any other.
  public var purpose: String {
    switch (role, style) {
    case (.action, _): "acts in place"
    case (.submit, .cancel): "declines the form"
    case (.submit, _): "finishes the form"
    }
  }
}

extension ButtonCell {
  /// The question asked before the button finishes the form, as fill and the
  /// web form ask it: none for an in-place action or a `cancel`-style button;
  /// the spec's `confirm`; else "Title?" for a destructive one.
  public var askedConfirmation: Confirmation? {
    if role == .action || style == .cancel { return nil }
    if let confirm { return confirm }
    return style == .destructive ? Confirmation(title: "\(title)?") : nil
  }
}

/// The final choices tablegen adds to a form's own buttons, so that a form can
/// always be finished and always declined: fill, the web form and the docs
/// read them here.
public struct BuiltInChoices: Sendable, Equatable {
  /// The built-in choice's title on a form without buttons.
  public static let submitTitle = "Submit"
  /// Its title on a form whose only buttons are in-place actions: its settings are saved.
  public static let saveTitle = "Save"
  public static let cancelTitle = "Cancel"

  /// The built-in choice that finishes the form ("Submit" or "Save"); nil
  /// when a button of the spec finishes it.
  public var finishTitle: String?
  /// Whether a built-in Cancel is added: no submit button has the cancel style.
  public var addsCancel: Bool

  /// The built-in choices of a form with `buttons`, in spec order.
  public init(buttons: [ButtonCell]) {
    let submits = buttons.filter { $0.role == .submit }
    finishTitle = submits.isEmpty ? (buttons.isEmpty ? Self.submitTitle : Self.saveTitle) : nil
    addsCancel = !submits.contains { $0.style == .cancel }
  }
}

extension ButtonCell: TakesNoAnswer {
  package static let cellType = CellType.button
  package static let keys = ["title", "action", "style", "role", "confirm"]

  package static func decode(_ reader: inout MappingReader, shared: SharedCellKeys) -> ButtonCell? {
    let title = reader.text("title", required: true)
    let action = reader.string("action")
    let style = reader.enumeration("style", ButtonCell.Style.self) ?? .default
    let found = reader.diagnostics.count
    let role = reader.enumeration("role", ButtonCell.Role.self) ?? .submit
    // `role: destructive` is a style written as the role; say which key was meant.
    if reader.diagnostics.count == found + 1, let written = reader.located("role").flatMap(reader.stringValue),
      let style = ButtonCell.Style(rawValue: written)
    {
      reader.diagnostics[found].suggestion = "did you mean 'style: \(style.rawValue)'? 'role' is submit or action"
    }
    let confirm = CellDecoder.decodeConfirmation(&reader)
    guard let title else { return nil }
    return ButtonCell(
      common: shared.common(reader), title: title, action: action, style: style, role: role, confirm: confirm)
  }

  package mutating func visitTexts<Visitor: CellTextVisitor>(_ visitor: inout Visitor) {
    visitor.text("title", &title)
    guard var confirm else { return }
    var title: String? = confirm.title
    visitor.text("confirm/title", &title)
    confirm.title = title ?? confirm.title
    visitor.text("confirm/message", &confirm.message)
    self.confirm = confirm
  }

  package var cell: Cell { .button(self) }
  package var caption: String? { title }
  package var displayRow: DisplayRow? { .button(self) }
  package var facts: [String] { [] }

  package func check(into findings: inout CellFindings, in context: ValidationContext) {
    findings.isButton = true
    findings.cancel = ButtonRules.cancelButton(self)
    findings.isAction = role == .action
    findings.hiddenSubmit = ButtonRules.hiddenSubmit(self)
    ButtonRules.check(self, into: &findings.diagnostics)
  }
}
