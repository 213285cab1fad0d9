/// Buttons: a form has one way to cancel, cancelling needs no confirmation,
/// a form with fields has a way to be submitted, and an in-place action
/// (`role: action`) is not mistaken for a way to finish.
///
/// The way to submit is the one `tablegen fill` offers (`FormPlan`): the
/// buttons that finish the form (`role: submit`), or a built-in Submit or Save
/// when the spec has none. An action never finishes the form, so a spec whose
/// finishing buttons all cancel, or are all hidden, cannot be submitted.
enum ButtonRules {
  /// The button's own problems: an action styled as a cancel button.
  static func check(_ button: ButtonCell, into diagnostics: inout [Diagnostic]) {
    guard button.role == .action, button.style == .cancel else { return }
    diagnostics.append(
      button.common.origin.diagnostic(
        .cancelStyleAction, "an in-place action has the cancel style, but an action never ends the form",
        at: "style",
        suggestion: "remove 'role: action' to make this the form's cancel button, or give the action another style"))
  }

  /// What the cross-cell checks need of a cancel button, with its own problem
  /// (a confirmation); nil for a button of another style, and for an action.
  static func cancelButton(_ button: ButtonCell) -> CancelButton? {
    guard button.style == .cancel, button.role == .submit else { return nil }
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

  /// What the cross-cell checks need of a submit button whose own
  /// `visibleIf` is always false; nil for any other button.
  static func hiddenSubmit(_ button: ButtonCell) -> HiddenSubmit? {
    guard button.role == .submit, button.style != .cancel, let visibleIf = button.common.conditions.visibleIf,
      ConstantFolding.value(of: visibleIf.expression) == false
    else { return nil }
    return HiddenSubmit(
      title: button.title, visibleIf: visibleIf.expression.range, pointer: button.common.origin.pointer(to: "visibleIf")
    )
  }

  /// Counts a button in `state`, and reports a second cancel button.
  static func see(_ findings: CellFindings, in state: inout TableState, into diagnostics: inout [Diagnostic]) {
    guard findings.isButton else { return }
    if findings.isAction {
      state.actionCount += 1
      return
    }
    state.buttonCount += 1
    guard let cancel = findings.cancel else {
      seeSubmit(findings.hiddenSubmit, in: &state)
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

  /// A submit button: offered (always, or under a condition that can hold), or
  /// never shown (its `visibleIf` or its section's is always false). Buttons
  /// shown under conditions are not judged together: `{gift}` and `not {gift}`
  /// always offer one, and telling that apart in general is not worth a warning
  /// that would fire on such a spec.
  private static func seeSubmit(_ hidden: HiddenSubmit?, in state: inout TableState) {
    if let section = state.openSectionNeverShown {
      if state.neverShownSubmit == nil {
        state.neverShownSubmit = (section, nil, "this is always false, so the section and its buttons are never shown")
      }
    } else if let hidden {
      if state.neverShownSubmit == nil {
        state.neverShownSubmit = (
          hidden.visibleIf, hidden.pointer, "this is always false, so '\(hidden.title)' is never shown"
        )
      }
    } else {
      state.hasSubmittingButton = true
    }
  }

  /// A form with fields that can never be submitted: every button that
  /// finishes it cancels, or is never shown.
  static func checkSubmission(_ state: TableState, into diagnostics: inout [Diagnostic]) {
    guard state.fieldCount > 0, !state.hasSubmittingButton else { return }
    if let hidden = state.neverShownSubmit {
      diagnostics.append(
        Diagnostic(
          .submitNeverShown, "the form can never be submitted: every button that submits it is always hidden",
          at: hidden.range, pointer: hidden.pointer,
          suggestion: "fix the 'visibleIf' that is always false, or add a submit button that is shown",
          notes: [Diagnostic.Note(hidden.note, at: hidden.range)]))
      return
    }
    guard let cancel = state.firstCancel else { return }
    let buttons =
      state.buttonCount == 1 ? "its only button, '\(cancel.title)', cancels" : "each of its buttons cancels"
    let actions = state.actionCount == 0 ? "" : ", and an in-place action never finishes it"
    diagnostics.append(
      cancel.diagnostic(
        .cannotSubmit, "the form can never be submitted: \(buttons)\(actions)",
        suggestion:
          "add a button with the default style to submit with, or remove the buttons so that fill offers its built-in Submit and Cancel"
      ))
  }
}

/// A submit button whose `visibleIf` is always false, as the cross-cell checks see it.
/// A class, as few cells are such buttons and the findings of the rest stay small.
final class HiddenSubmit {
  let title: String
  let visibleIf: SourceRange
  let pointer: JSONPointer

  init(title: String, visibleIf: SourceRange, pointer: JSONPointer) {
    self.title = title
    self.visibleIf = visibleIf
    self.pointer = pointer
  }

  func moved(from old: JSONPointer, to new: JSONPointer) -> HiddenSubmit {
    HiddenSubmit(title: title, visibleIf: visibleIf, pointer: pointer.moved(from: old, to: new))
  }
}
