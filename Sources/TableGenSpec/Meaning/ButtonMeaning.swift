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
