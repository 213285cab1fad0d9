/// A note is text between rows: it takes no answer and has nothing to check.
extension NoteCell: TakesNoAnswer {
  package static let cellType = CellType.note
  package static let keys = ["text"]

  package static func decode(_ reader: inout MappingReader, shared: SharedCellKeys) -> NoteCell? {
    guard let text = reader.text("text", required: true) else { return nil }
    return NoteCell(common: shared.common(reader), text: text)
  }

  package mutating func visitTexts<Visitor: CellTextVisitor>(_ visitor: inout Visitor) {
    visitor.text("text", &text)
  }

  package var cell: Cell { .note(self) }
  package var caption: String? { nil }
  package var displayRow: DisplayRow? { .note(self) }
  package var facts: [String] { [] }
  package func check(into findings: inout CellFindings, in context: ValidationContext) {}
}
