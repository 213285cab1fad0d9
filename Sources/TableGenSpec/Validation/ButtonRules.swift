/// Buttons: a form has one way to cancel, cancelling needs no confirmation,
/// and a form with fields has a way to be submitted.
enum ButtonRules {
  /// What the cross-cell checks need of a cancel button, with its own problem
  /// (a confirmation); nil for a button of another style.
  static func cancelButton(_ button: ButtonCell) -> CancelButton? {
    guard button.style == .cancel else { return nil }
    let origin = button.common.origin
    var confirmation: Diagnostic?
    if button.confirm != nil {
      confirmation = origin.diagnostic(
        .confirmOnCancel, "a cancel button asks for confirmation before cancelling", at: "confirm",
        suggestion: "remove 'confirm', or make this a destructive button")
    }
    return CancelButton(
      title: button.title, style: origin.range(of: "style"), stylePointer: origin.pointer(to: "style"),
      confirmation: confirmation)
  }

  /// Counts a button in `state`, and reports a second cancel button.
  static func see(_ findings: CellFindings, in state: inout TableState, into diagnostics: inout [Diagnostic]) {
    guard findings.isButton else { return }
    state.buttonCount += 1
    guard let cancel = findings.cancel else {
      state.hasSubmittingButton = true
      return
    }
    if let firstCancel = state.firstCancel {
      diagnostics.append(
        cancel.diagnostic(
          .multipleCancelButtons, "the table already has a cancel button",
          suggestion: "keep one cancel button; give this one the default style",
          notes: [Diagnostic.Note("the first cancel button, '\(firstCancel.title)'", at: firstCancel.style)]))
    } else {
      state.firstCancel = cancel
    }
    if let confirmation = cancel.confirmation { diagnostics.append(confirmation) }
  }

  /// A form whose every button cancels can never be submitted: `tablegen fill`
  /// adds its built-in Submit only to a form with no buttons at all.
  static func checkSubmission(_ state: TableState, into diagnostics: inout [Diagnostic]) {
    guard state.fieldCount > 0, !state.hasSubmittingButton, let cancel = state.firstCancel else { return }
    let buttons =
      state.buttonCount == 1 ? "its only button, '\(cancel.title)', cancels" : "each of its buttons cancels"
    diagnostics.append(
      cancel.diagnostic(
        .cannotSubmit, "the form can never be submitted: \(buttons)",
        suggestion:
          "add a button with the default style to submit with, or remove the buttons so that fill offers its built-in Submit and Cancel"
      ))
  }
}
