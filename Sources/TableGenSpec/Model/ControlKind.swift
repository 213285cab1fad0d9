/// The kind of control a person answers a cell with: what fill's full screen
/// edits it with and what the HTML form draws (`CellKind.control`). A new cell
/// type answered with one of these touches neither; a new case here is a new
/// kind of control, which each of them must then learn.
package enum ControlKind: Sendable {
  /// Typed text: one line, or several (`multiline`), ended on their own.
  case text(multiline: Bool)
  /// On or off, from `default` while there is no answer.
  case toggle(default: Bool)
  /// A number on a track between bounds (a slider): arrows move it on the
  /// full screen; the page draws a range control.
  case range(SteppedNumber)
  /// A number moved by arrows (a stepper): arrows move it on the full screen;
  /// the page draws a number field.
  case numberWithArrows(SteppedNumber)
  /// The options of a picker: a list on the full screen; a menu or a group of
  /// radio buttons or check boxes in the page, as its presentation says.
  case choice(PickerCell)
  /// A date, a time or both, typed in the cell's mode.
  case date(DateCell)
}

/// The bounds and step arrows move a number in, and where it starts.
package struct SteppedNumber: Sendable {
  package var min: Double
  package var max: Double
  /// The step, counted from `min`; nil when the number moves freely.
  package var step: Double?
  /// The value before any answer.
  package var initial: Double
}

/// A row that shows something or acts, and takes no answer
/// (`CellKind.displayRow`): what a list of such rows switches over, so that
/// the types that take an answer are named in none of them.
package enum DisplayRow: Sendable {
  case button(ButtonCell)
  case value(ValueCell)
  case link(LinkCell)
  case note(NoteCell)
}
