/// Buttons: a form has one way to cancel, cancelling needs no confirmation,
/// and a form with fields has a way to be submitted.
enum ButtonRules {
  static func check(_ button: ButtonCell, in state: inout TableState, into diagnostics: inout [Diagnostic]) {
    state.buttonCount += 1
    guard button.style == .cancel else {
      state.hasSubmittingButton = true
      return
    }
    let origin = button.common.origin
    if let firstCancel = state.firstCancel {
      diagnostics.append(
        origin.diagnostic(
          .multipleCancelButtons, "the table already has a cancel button", at: "style",
          suggestion: "keep one cancel button; give this one the default style",
          notes: [
            Diagnostic.Note(
              "the first cancel button, '\(firstCancel.title)'", at: firstCancel.common.origin.range(of: "style"))
          ]))
    } else {
      state.firstCancel = button
    }
    if button.confirm != nil {
      diagnostics.append(
        origin.diagnostic(
          .confirmOnCancel, "a cancel button asks for confirmation before cancelling", at: "confirm",
          suggestion: "remove 'confirm', or make this a destructive button"))
    }
  }

  /// A form whose every button cancels can never be submitted: `tablegen fill`
  /// adds its built-in Submit only to a form with no buttons at all.
  static func checkSubmission(_ state: TableState, into diagnostics: inout [Diagnostic]) {
    guard state.fieldCount > 0, !state.hasSubmittingButton, let cancel = state.firstCancel else { return }
    let buttons =
      state.buttonCount == 1 ? "its only button, '\(cancel.title)', cancels" : "each of its buttons cancels"
    diagnostics.append(
      cancel.common.origin.diagnostic(
        .cannotSubmit, "the form can never be submitted: \(buttons)", at: "style",
        suggestion:
          "add a button with the default style to submit with, or remove the buttons so that fill offers its built-in Submit and Cancel"
      ))
  }
}
