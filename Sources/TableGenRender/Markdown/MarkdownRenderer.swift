import TableGenOutput
import TableGenSpec

/// The form as GitHub-flavoured Markdown, for docs: the title as a heading,
/// the description, then for each section its header one level below, its
/// rows and its footer as a paragraph. The rows that take an answer make a
/// table (``MarkdownFieldRow``); buttons, values and links make a list
/// (``MarkdownDisplayItem``); a note is a paragraph. Rows stay in the spec's
/// order, so a section may hold a table, a list and a paragraph in turn.
/// A section without a header starts with a thematic break, so that its
/// table never runs on from the one before. Every spec string goes through
/// ``MarkdownText``.
public struct MarkdownRenderer: Sendable {
  /// The level of the title's heading (1–5); section headers are one below.
  public var headingLevel: Int
  // MARK: Child panes in one document
  /// The in-document anchor of each link target (as written) that leads to a
  /// pane of the same document (`FollowedDocument`); such a link row links there.
  public var paneAnchors: [String: String] = [:]

  public static let headingLevels = 1...5

  /// The level `--inject` uses when no heading comes before the markers
  /// (`MarkdownInjection.titleLevel(in:)` says the level under one): the
  /// document the tables go into has its own `#` title, and a second one would compete with it.
  public static let injectedHeadingLevel = 2

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
    var blocks = Blocks()
    func startBlock() { blocks.start(&output) }
    func paragraph(_ text: String) {
      startBlock()
      output.append(MarkdownText.block(text))
    }
    let level = min(max(headingLevel, Self.headingLevels.lowerBound), Self.headingLevels.upperBound)
    if let title = spec.title {
      startBlock()
      output.append(String(repeating: "#", count: level) + " " + MarkdownText.block(title))
    }
    if let description = spec.description { paragraph(description) }
    // Only a spec with conditions, checks or computed defaults pays for the words.
    let words = spec.isDynamic ? ConditionWords(spec: spec) : nil
    for (index, section) in spec.sections.enumerated() {
      if let header = section.header {
        startBlock()
        output.append(String(repeating: "#", count: level + 1) + " " + MarkdownText.block(header))
      } else if index > 0 {
        startBlock()
        output.append("---" as StaticString)
      }
      // "iPad only".
      if let only = CellFacts.idioms(section.idioms) { paragraph(only) }
      if let words {
        for sentence in words.sentences(section.conditions) { paragraph(Self.capitalized(sentence)) }
      }
      writeRows(section.cells, words: words, blocks: &blocks, into: &output)
      if let footer = section.footer { paragraph(footer) }
      if let words {
        for check in section.checks { paragraph("Check: " + words.sentence(check)) }
      }
    }
    if let words {
      for check in spec.checks { paragraph("Check: " + words.sentence(check)) }
    }
    output.append(UInt8(ascii: "\n"))
  }

  /// A sentence of ``ConditionWords`` that starts a paragraph or a line of a row.
  static func capitalized(_ sentence: String) -> String {
    guard let first = sentence.first else { return sentence }
    return first.uppercased() + sentence.dropFirst()
  }

  /// Separates blocks with a blank line.
  private struct Blocks {
    var isFirst = true

    mutating func start(_ output: inout OutputBuffer) {
      if !isFirst { output.append("\n\n" as StaticString) }
      isFirst = false
    }
  }

  /// How a row is laid out: in the fields table, in the list of what the form
  /// shows, or as a paragraph of its own.
  private enum Layout {
    case field, display, note
  }

  private static func layout(of cell: Cell) -> Layout {
    if case .note = cell { return .note }
    return cell.takesAnswer ? .field : .display
  }

  /// The cells in order: each run of fields one table, each run of buttons,
  /// values and links one list, each note a paragraph.
  private func writeRows(
    _ cells: [Cell], words: ConditionWords?, blocks: inout Blocks, into output: inout OutputBuffer
  ) {
    var previous: Layout?
    for cell in cells {
      let layout = Self.layout(of: cell)
      switch layout {
      case .field:
        if previous == .field {
          output.append(UInt8(ascii: "\n"))
        } else {
          blocks.start(&output)
          output.append(MarkdownFieldRow.tableHead)
          output.append(UInt8(ascii: "\n"))
        }
        MarkdownFieldRow.write(cell, words: words, into: &output)
      case .display:
        if previous == .display { output.append(UInt8(ascii: "\n")) } else { blocks.start(&output) }
        MarkdownDisplayItem.write(cell, words: words, paneAnchors: paneAnchors, into: &output)
      case .note:
        blocks.start(&output)
        if case .note(let note) = cell { output.append(MarkdownText.block(note.text)) }
        if let words {
          for sentence in words.sentences(for: cell) {
            output.append("<br>" as StaticString)
            MarkdownText.appendInline(Self.capitalized(sentence), in: .block, to: &output)
          }
        }
      }
      previous = layout
      output.flushIfFull()
    }
  }
}
