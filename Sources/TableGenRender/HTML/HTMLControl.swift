import TableGenSpec

/// How the page's script reads and sets a field's answer in the page: the
/// kind of control `HTMLCellRow` draws for it. The data block names it per
/// field, and the script declares the kinds it handles in `controlKinds`; a
/// cell type drawn as a control of a new kind needs the script to learn it
/// (`HTMLFormScriptTests` fails until it has).
enum HTMLControl: String, CaseIterable {
  /// One element whose `value` is the answer's text: `<input>` of any text,
  /// number or date type, `<textarea>`.
  case entry
  /// A checkbox whose `checked` is the answer.
  case check
  /// `<input type="range">` with the `<output>` that shows its value.
  case range
  /// A `<select>` whose options' values are option indexes.
  case menu
  /// Radio buttons or checkboxes sharing the field's name, valued by option index.
  case choices

  /// The control `HTMLCellRow` draws for `cell`; nil for a row that takes no answer.
  init?(drawing cell: Cell) {
    switch cell.kind.control {
    case .text, .numberWithArrows, .date: self = .entry
    case .toggle: self = .check
    case .range: self = .range
    case .choice(let picker): self = HTMLCellRow.isGroup(picker) ? .choices : .menu
    case nil: return nil
    }
  }
}
