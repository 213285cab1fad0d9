import TableGenOutput
import TableGenSpec

/// The form as GitHub-flavoured Markdown, for docs: `# title`, the description,
/// then for each section `## header`, one table of its cells, and the footer
/// as a paragraph. Every column of every row goes through ``MarkdownText``.
public struct MarkdownRenderer: Sendable {
  public static let columns = ["Field", "Type", "Required", "Default", "Details"]

  public init() {}

  public func render(_ spec: TableSpec) -> String {
    var output = OutputBuffer()
    render(spec, into: &output)
    return output.text
  }

  /// Renders `spec` into `output`, blocks separated by a blank line; `output`
  /// may flush to its descriptor after each row.
  public func render(_ spec: TableSpec, into output: inout OutputBuffer) {
    var isFirst = true
    func startBlock() {
      if !isFirst { output.append("\n\n" as StaticString) }
      isFirst = false
    }
    if let title = spec.title {
      startBlock()
      output.append("# " + MarkdownText.block(title))
    }
    if let description = spec.description {
      startBlock()
      output.append(MarkdownText.block(description))
    }
    for section in spec.sections {
      if let header = section.header {
        startBlock()
        output.append("## " + MarkdownText.block(header))
      }
      startBlock()
      writeTable(section.cells, into: &output)
      if let footer = section.footer {
        startBlock()
        output.append(MarkdownText.block(footer))
      }
    }
    output.append(UInt8(ascii: "\n"))
  }

  private static let tableHead =
    "| " + columns.joined(separator: " | ") + " |\n| "
    + columns.map { _ in "---" }.joined(separator: " | ") + " |"

  private func writeTable(_ cells: [Cell], into output: inout OutputBuffer) {
    output.append(Self.tableHead)
    for cell in cells {
      output.append(UInt8(ascii: "\n"))
      MarkdownCellRow.write(cell, into: &output)
      output.flushIfFull()
    }
  }
}
