/// The form as GitHub-flavoured Markdown, for docs: `# title`, the description,
/// then for each section `## header`, one table of its cells, and the footer
/// as a paragraph. Every column of every row goes through ``MarkdownText``.
public struct MarkdownRenderer: Sendable {
  public static let columns = ["Field", "Type", "Required", "Default", "Details"]

  public init() {}

  public func render(_ spec: TableSpec) -> String {
    var blocks: [String] = []
    if let title = spec.title { blocks.append("# " + MarkdownText.block(title)) }
    if let description = spec.description { blocks.append(MarkdownText.block(description)) }
    for section in spec.sections {
      if let header = section.header { blocks.append("## " + MarkdownText.block(header)) }
      blocks.append(table(section.cells))
      if let footer = section.footer { blocks.append(MarkdownText.block(footer)) }
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  private func table(_ cells: [Cell]) -> String {
    var lines = [
      row(Self.columns),
      row(Self.columns.map { _ in "---" }),
    ]
    for cell in cells { lines.append(row(MarkdownCellRow(cell).columns)) }
    return lines.joined(separator: "\n")
  }

  private func row(_ columns: [String]) -> String {
    "| " + columns.joined(separator: " | ") + " |"
  }
}
