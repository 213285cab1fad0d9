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

  /// Where `value` lies between `min` (0) and `max` (1), clamped; 0 when that
  /// cannot be computed. Each side is halved first, so that a range as wide as
  /// -1e308...1e308 does not overflow to infinity (and a knob to NaN).
  package func fraction(of value: Double) -> Double {
    let span = max / 2 - min / 2
    guard span > 0, span.isFinite else { return 0 }
    let fraction = (value / 2 - min / 2) / span
    return fraction.isFinite ? Swift.min(Swift.max(fraction, 0), 1) : 0
  }

  /// The knob's column on a track of `columns` cells: 0 at `min`, `columns - 1` at `max`.
  package func knobColumn(of value: Double, columns: Int) -> Int {
    guard columns > 1 else { return 0 }
    return Int((Double(columns - 1) * fraction(of: value)).rounded())
  }
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
