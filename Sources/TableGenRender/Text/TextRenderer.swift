import TableGenOutput
import TableGenSpec

/// Options for the text renderer.
public struct TextRenderOptions: Sendable {
  /// The columns to fill. Clamped to ``minimumWidth`` and ``maximumWidth``:
  /// every row is this wide, so the width bounds the output a row of the spec
  /// makes (docs/security.md, "Limits").
  public var width: Int
  public var glyphs: TextGlyphs
  public var style: TerminalStyle
  /// Whether every picker lists its options (`--expand-pickers`). Otherwise a
  /// picker of more than three options is one row with the chosen value and `›`.
  public var expandsPickers: Bool

  public static let defaultWidth = 80
  public static let minimumWidth = 20
  public static let maximumWidth = 400

  public init(
    width: Int = TextRenderOptions.defaultWidth, glyphs: TextGlyphs = .unicode, style: TerminalStyle = .plain,
    expandsPickers: Bool = false
  ) {
    self.width = width
    self.glyphs = glyphs
    self.style = style
    self.expandsPickers = expandsPickers
  }
}

/// The form as a person at a terminal would see it: the title and description,
/// then each section as a box of rows with its header above and footer below.
///
/// Every string from the spec goes through `TerminalText.escape` before it is
/// measured or drawn, so a spec cannot move the cursor, retitle the window or
/// hide text. Widths are display widths: CJK and emoji count two columns,
/// combining marks none.
public struct TextRenderer: Sendable {
  public var options: TextRenderOptions

  public init(options: TextRenderOptions = TextRenderOptions()) {
    self.options = options
  }

  public func render(_ spec: TableSpec) -> String {
    var output = OutputBuffer()
    render(spec, into: &output)
    return output.text
  }

  /// Renders `spec` line by line into `output`, which may flush to its
  /// descriptor after each section: the whole form is never held in memory.
  public func render(_ spec: TableSpec, into output: inout OutputBuffer) {
    let width = min(max(options.width, TextRenderOptions.minimumWidth), TextRenderOptions.maximumWidth)
    let glyphs = options.glyphs
    let style = options.style
    func emit(_ lines: [StyledLine]) {
      for line in lines { Self.write(line, style: style, into: &output) }
      output.flushIfFull()
    }

    var head: [StyledLine] = []
    if let title = spec.title.map(TerminalText.escape), !title.isEmpty {
      for line in TextWrapping.wrap(title, width: width) { head.append(StyledLine(line, .strong)) }
      let ruleWidth = min(TerminalText.displayWidth(title), width)
      head.append(StyledLine(StyledLine.repeated(glyphs.titleRule, count: ruleWidth)))
    }
    if let description = spec.description {
      for line in Self.prose(description, width: width) { head.append(StyledLine(line)) }
    }
    emit(head)

    let layout = RowLayout(spec: spec, boxWidth: width)
    let frame = Frame(layout: layout, glyphs: glyphs, style: style)
    // Only a spec with conditions, checks or computed defaults pays for the words.
    let words = spec.isDynamic ? ConditionWords(spec: spec) : nil
    var wroteSomething = !head.isEmpty
    for section in spec.sections {
      if wroteSomething { output.append(UInt8(ascii: "\n")) }
      writeSection(section, layout: layout, frame: frame, words: words, into: &output)
      output.flushIfFull()
      wroteSomething = true
    }
    if let words, !spec.checks.isEmpty {
      output.append(UInt8(ascii: "\n"))
      emit(spec.checks.flatMap { Self.checkLines($0, words: words, width: width).map { StyledLine($0, .muted) } })
    }
    if spec.sections.contains(where: { $0.cells.contains(where: \.isRequired) }) {
      output.append(UInt8(ascii: "\n"))
      emit([StyledLine("* required", .muted)])
    }
  }

  /// The box's lines, drawn once for every section: each is the same bytes every time.
  private struct Frame {
    var top: [UInt8]
    var separator: [UInt8]
    var bottom: [UInt8]
    /// `│ ` and ` │`.
    var left: [UInt8]
    var right: [UInt8]

    init(layout: RowLayout, glyphs: TextGlyphs, style: TerminalStyle) {
      func line(_ left: String, _ right: String, _ role: StyledLine.Role) -> [UInt8] {
        var output = OutputBuffer()
        let rule = StyledLine.repeated(glyphs.horizontal, count: layout.contentWidth + 2)
        TextRenderer.write(StyledLine(left + rule + right, role), style: style, into: &output)
        return output.bytes
      }
      top = line(glyphs.topLeft, glyphs.topRight, .plain)
      separator = line(glyphs.separatorLeft, glyphs.separatorRight, .muted)
      bottom = line(glyphs.bottomLeft, glyphs.bottomRight, .plain)
      left = Array((glyphs.vertical + " ").utf8)
      right = Array((" " + glyphs.vertical).utf8)
    }
  }

  private func writeSection(
    _ section: Section, layout: RowLayout, frame: Frame, words: ConditionWords?, into output: inout OutputBuffer
  ) {
    let style = options.style
    let inset = "  "
    if let header = section.header {
      for line in Self.prose(header, width: layout.boxWidth - inset.count) {
        Self.write(StyledLine(inset + line, .strong), style: style, into: &output)
      }
    }
    // A section for one device says so under its header.
    if let only = CellFacts.idioms(section.idioms) {
      Self.write(StyledLine(inset + only, .muted), style: style, into: &output)
    }
    if let words {
      for sentence in words.sentences(section.conditions) {
        for line in Self.marked(sentence, mark: options.glyphs.conditionMark, width: layout.boxWidth - inset.count) {
          Self.write(StyledLine(inset + line, .muted), style: style, into: &output)
        }
      }
    }
    output.append(contentsOf: frame.top)
    let depiction = CellDepiction(glyphs: options.glyphs, words: words, expandsPickers: options.expandsPickers)
    func row(_ label: String, _ fieldColumn: Int, _ field: StyledLine?) {
      // `│ `, the label padded to its column, the field, padding, ` │`: as one
      // StyledLine padded to the content width would be drawn.
      let lineStart = output.count
      output.append(contentsOf: frame.left)
      var width = 0
      if !label.isEmpty {
        output.append(label)
        width = TerminalText.displayWidth(label)
      }
      if let field {
        if width < fieldColumn {
          output.append(UInt8(ascii: " "), count: fieldColumn - width)
          width = fieldColumn
        }
        field.write(with: style, into: &output)
        width += field.width
      }
      output.append(UInt8(ascii: " "), count: layout.contentWidth - width)
      output.append(contentsOf: frame.right)
      Self.endLine(startingAt: lineStart, in: &output)
      // Row by row, not section by section: a picker of a million options
      // would otherwise hold a million rows of the full width at once.
      output.flushIfFull()
    }
    for (index, cell) in section.cells.enumerated() {
      if index > 0 { output.append(contentsOf: frame.separator) }
      layout.rows(for: cell, depiction: depiction, row)
      // A row for one device says so under it ("iPad only").
      if let only = CellFacts.idioms(cell.common.idioms) { row("", 0, StyledLine(only, .muted)) }
      // A conditional row is marked by its conditions in words, dim, under it.
      if let words, cell.isDynamic {
        for sentence in words.sentences(for: cell) {
          for line in Self.marked(sentence, mark: options.glyphs.conditionMark, width: layout.contentWidth) {
            row("", 0, StyledLine(line, .muted))
          }
        }
      }
    }
    output.append(contentsOf: frame.bottom)
    if let footer = section.footer {
      for line in Self.prose(footer, width: layout.boxWidth - inset.count) {
        Self.write(StyledLine(inset + line, .muted), style: style, into: &output)
      }
    }
    if let words {
      for check in section.checks {
        for line in Self.checkLines(check, words: words, width: layout.boxWidth - inset.count) {
          Self.write(StyledLine(inset + line, .muted), style: style, into: &output)
        }
      }
    }
  }

  /// `sentence` after `mark`, escaped and wrapped, its later lines indented under its first word.
  static func marked(_ sentence: String, mark: String, width: Int) -> [String] {
    let indent = TerminalText.displayWidth(mark) + 1
    let lines = TextWrapping.wrap(TerminalText.escape(sentence), width: max(width - indent, 1))
    return lines.enumerated().map { index, line in (index == 0 ? mark + " " : StyledLine.spaces(indent)) + line }
  }

  /// A check in words, after `Check:`.
  private static func checkLines(_ check: Check, words: ConditionWords, width: Int) -> [String] {
    marked(words.sentence(check), mark: "Check:", width: width)
  }

  /// Text meant to be read as paragraphs: line breaks kept, each line escaped,
  /// then wrapped. The line breaks at the end are dropped: YAML's `|` keeps
  /// the last one, and it would draw an empty row.
  static func prose(_ text: String, width: Int) -> [String] {
    var lines = TextWrapping.lines(of: text)
    while lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
    return lines.flatMap { TextWrapping.wrap(TerminalText.escape($0), width: width) }
  }

  /// One line and its newline, without trailing spaces.
  private static func write(_ line: StyledLine, style: TerminalStyle, into output: inout OutputBuffer) {
    let lineStart = output.count
    line.write(with: style, into: &output)
    endLine(startingAt: lineStart, in: &output)
  }

  /// Trims the line's trailing spaces and ends it.
  private static func endLine(startingAt lineStart: Int, in output: inout OutputBuffer) {
    var end = output.count
    output.bytes.withUnsafeBufferPointer { bytes in
      while end > lineStart, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
    }
    if end < output.count, end > lineStart, output.bytes[end - 1] >= 0x80 {
      // A space after a prepended mark (U+0600…) belongs to its cluster and is
      // not a trailing space: trim by Characters there, as a String does.
      var line = Substring(String(decoding: output.bytes[lineStart...], as: UTF8.self))
      while line.last == " " { line.removeLast() }
      end = lineStart + line.utf8.count
    }
    output.removeLast(output.count - end)
    output.append(UInt8(ascii: "\n"))
  }
}
