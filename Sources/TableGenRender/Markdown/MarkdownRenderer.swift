import TableGenOutput
import TableGenSpec

/// The form as GitHub-flavoured Markdown, for docs: `# title`, the description,
/// then for each section `## header`, one table of its cells, and the footer
/// as a paragraph. Every column of every row goes through ``MarkdownText``.
public struct MarkdownRenderer: Sendable {
  public static let columns = ["Field", "Type", "Required", "Default", "Details"]

  public init() {}

  public func render(_ spec: TableSpec) -> String {
    var output = ""
    render(spec) { output += $0 }
    return output
  }

  /// Renders `spec` block by block into `write`, blocks separated by a blank line.
  public func render(_ spec: TableSpec, to write: (String) -> Void) {
    var isFirst = true
    func block(_ text: String) {
      write(isFirst ? text : "\n\n" + text)
      isFirst = false
    }
    if let title = spec.title { block("# " + MarkdownText.block(title)) }
    if let description = spec.description { block(MarkdownText.block(description)) }
    for section in spec.sections {
      if let header = section.header { block("## " + MarkdownText.block(header)) }
      block(table(section.cells))
      if let footer = section.footer { block(MarkdownText.block(footer)) }
    }
    write("\n")
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
