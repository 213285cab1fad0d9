import TableGenOutput
import TableGenSpec

/// The form as GitHub-flavoured Markdown, for docs: `# title`, the description,
/// then for each section `## header`, one table of its cells, and the footer
/// as a paragraph. Every column of every row goes through ``MarkdownText``.
public struct MarkdownRenderer: Sendable {
  public static let columns = ["Field", "Type", "Required", "Default", "Details"]

  /// The level of the title's heading (1–5); section headers are one below.
  public var headingLevel: Int

  public static let headingLevels = 1...5

  public init(headingLevel: Int = 1) {
    self.headingLevel = headingLevel
  }

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
    // Only a spec with conditions, checks or computed defaults pays for the words.
    let words = spec.isDynamic ? ConditionWords(spec: spec) : nil
    for section in spec.sections {
      if let header = section.header {
        startBlock()
        output.append("## " + MarkdownText.block(header))
      }
      if let words {
        for sentence in words.sentences(section.conditions) {
          startBlock()
          output.append(MarkdownText.block(Self.capitalized(sentence)))
        }
      }
      startBlock()
      writeTable(section.cells, words: words, into: &output)
      if let footer = section.footer {
        startBlock()
        output.append(MarkdownText.block(footer))
      }
      if let words {
        for check in section.checks {
          startBlock()
          output.append(MarkdownText.block("Check: " + words.sentence(check)))
        }
      }
    }
    if let words {
      for check in spec.checks {
        startBlock()
        output.append(MarkdownText.block("Check: " + words.sentence(check)))
      }
    }
    output.append(UInt8(ascii: "\n"))
  }

  /// A sentence of ``ConditionWords`` that starts a paragraph or a line of the Details column.
  static func capitalized(_ sentence: String) -> String {
    guard let first = sentence.first else { return sentence }
    return first.uppercased() + sentence.dropFirst()
  }

  private static let tableHead =
    "| " + columns.joined(separator: " | ") + " |\n| "
    + columns.map { _ in "---" }.joined(separator: " | ") + " |"

  private func writeTable(_ cells: [Cell], words: ConditionWords?, into output: inout OutputBuffer) {
    output.append(Self.tableHead)
    for cell in cells {
      output.append(UInt8(ascii: "\n"))
      MarkdownCellRow.write(cell, words: words, into: &output)
      output.flushIfFull()
    }
  }
}
