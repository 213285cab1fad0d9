import TableGenOutput
import TableGenSpec

/// Where the label column ends and the field begins, for every row of a table.
///
/// Rows align across the whole table, as the rows of an iOS grouped table do:
/// the label column is as wide as the widest label (up to two fifths of the
/// row). An input's `ratio` is an app's layout hint and does not move it. When
/// the field would be too narrow to read, the label goes on its own line above
/// the field instead.
struct RowLayout: Sendable {
  /// The whole box, borders included.
  let boxWidth: Int
  /// The columns inside the box's borders and padding.
  let contentWidth: Int
  /// The label column of every row.
  let labelWidth: Int

  static let gap = 2
  static let minimumFieldWidth = 16

  init(spec: TableSpec, boxWidth: Int) {
    self.boxWidth = boxWidth
    contentWidth = boxWidth - 4
    var widest = 0
    for section in spec.sections {
      for cell in section.cells {
        if let label = Self.labelText(cell) { widest = max(widest, TerminalText.displayWidth(label)) }
      }
    }
    labelWidth = min(widest, max(contentWidth * 2 / 5, 1))
  }

  /// The label as drawn: escaped, with the required mark.
  static func labelText(_ cell: Cell) -> String? {
    // A field's caption is its label; the other rows span the width and have no label column.
    guard cell.takesAnswer else { return nil }
    let text = TerminalText.escape(cell.caption ?? "")
    return cell.isRequired ? text + " *" : text
  }

  /// The lines of one cell, each at most `contentWidth` wide, handed to `row`
  /// one by one as a label (escaped, or empty), the column its field starts at
  /// (0 when the line spans the row), and the field's part of the line.
  func rows(
    for cell: Cell, depiction: CellDepiction, _ row: (_ label: String, _ fieldColumn: Int, _ field: StyledLine?) -> Void
  ) {
    guard let label = Self.labelText(cell) else {
      for line in depiction.spanningLines(for: cell, width: contentWidth) { row("", 0, line) }
      return
    }
    let fieldWidth = contentWidth - labelWidth - Self.gap
    guard fieldWidth >= Self.minimumFieldWidth, labelWidth > 0 else {
      // Stacked: the label, then the field across the whole row.
      if !label.isEmpty {
        for line in TextWrapping.wrap(label, width: contentWidth) { row("", 0, StyledLine(line, .label)) }
      }
      for line in depiction.fieldLines(for: cell, width: contentWidth) { row("", 0, line) }
      return
    }
    let labels = TextWrapping.wrap(label, width: labelWidth)
    let fields = depiction.fieldLines(for: cell, width: fieldWidth)
    for index in 0..<max(labels.count, fields.count) {
      row(index < labels.count ? labels[index] : "", labelWidth + Self.gap, index < fields.count ? fields[index] : nil)
    }
  }
}
