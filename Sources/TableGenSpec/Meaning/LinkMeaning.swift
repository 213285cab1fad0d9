/// A link takes no answer; what it means is where it leads (`SpecLink`).
extension LinkCell: TakesNoAnswer {
  package static let cellType = CellType.link
  package static let keys = ["title", "target", "detail"]

  package static func decode(_ reader: inout MappingReader, shared: SharedCellKeys) -> LinkCell? {
    let title = reader.text("title", required: true)
    let target = reader.string("target", required: true)
    let detail = reader.text("detail")
    guard let title, let target else { return nil }
    return LinkCell(common: shared.common(reader), title: title, target: target, detail: detail)
  }

  package mutating func visitTexts<Visitor: CellTextVisitor>(_ visitor: inout Visitor) {
    visitor.text("title", &title)
    visitor.text("detail", &detail)
  }

  package var cell: Cell { .link(self) }
  package var caption: String? { title }
  package var displayRow: DisplayRow? { .link(self) }
  package var facts: [String] { [] }

  package func check(into findings: inout CellFindings, in context: ValidationContext) {
    LinkRules.check(self, in: context, into: &findings.diagnostics)
    findings.link = SpecLink(self, in: context, file: "")  // the loader names the file
  }
}
