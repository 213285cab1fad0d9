/// Buttons: a form has one way to cancel, and cancelling needs no confirmation.
struct ButtonRules: ValidationRule {
  func check(_ spec: TableSpec, in context: ValidationContext) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var firstCancel: ButtonCell?
    for case .button(let button) in spec.cells where button.style == .cancel {
      let origin = button.common.origin
      if let firstCancel {
        diagnostics.append(
          origin.diagnostic(
            .multipleCancelButtons, "the table already has a cancel button", at: "style",
            suggestion: "keep one cancel button; give this one the default style",
            notes: [Diagnostic.Note("the first cancel button, '\(firstCancel.title)'", at: firstCancel.common.origin.range(of: "style"))]))
      } else {
        firstCancel = button
      }
      if button.confirm != nil {
        diagnostics.append(
          origin.diagnostic(
            .confirmOnCancel, "a cancel button asks for confirmation before cancelling", at: "confirm",
            suggestion: "remove 'confirm', or make this a destructive button"))
      }
    }
    return diagnostics
  }
}
