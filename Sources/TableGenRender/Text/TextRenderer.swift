import TableGenOutput
import TableGenSpec

/// Options for the text renderer.
public struct TextRenderOptions: Sendable {
  /// The columns to fill. Clamped to ``minimumWidth`` and ``maximumWidth``.
  public var width: Int
  public var glyphs: TextGlyphs
  public var style: TerminalStyle

  public static let defaultWidth = 80
  public static let minimumWidth = 20
  public static let maximumWidth = 1000

  public init(width: Int = TextRenderOptions.defaultWidth, glyphs: TextGlyphs = .unicode, style: TerminalStyle = .plain) {
    self.width = width
    self.glyphs = glyphs
    self.style = style
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
      head.append(StyledLine(String(repeating: glyphs.titleRule, count: ruleWidth)))
    }
    if let description = spec.description {
      for line in Self.prose(description, width: width) { head.append(StyledLine(line)) }
    }
    emit(head)

    let layout = RowLayout(spec: spec, boxWidth: width)
    var wroteSomething = !head.isEmpty
    for section in spec.sections {
      if wroteSomething { output.append(UInt8(ascii: "\n")) }
      emit(sectionLines(section, layout: layout, glyphs: glyphs))
      wroteSomething = true
    }
    if spec.cells.contains(where: \.isRequired) {
      output.append(UInt8(ascii: "\n"))
      emit([StyledLine("* required", .muted)])
    }
  }

  private func sectionLines(_ section: Section, layout: RowLayout, glyphs: TextGlyphs) -> [StyledLine] {
    var lines: [StyledLine] = []
    let inset = "  "
    if let header = section.header {
      for line in Self.prose(header, width: layout.boxWidth - inset.count) {
        lines.append(StyledLine(inset + line, .strong))
      }
    }
    let rule = String(repeating: glyphs.horizontal, count: layout.contentWidth + 2)
    lines.append(StyledLine(glyphs.topLeft + rule + glyphs.topRight))
    let depiction = CellDepiction(glyphs: glyphs)
    let separator = StyledLine(glyphs.separatorLeft + rule + glyphs.separatorRight, .muted)
    for (index, cell) in section.cells.enumerated() {
      if index > 0 { lines.append(separator) }
      for row in layout.rows(for: cell, depiction: depiction) {
        var line = StyledLine(glyphs.vertical + " ")
        line.append(row.padded(to: layout.contentWidth))
        line.append(" " + glyphs.vertical)
        lines.append(line)
      }
    }
    lines.append(StyledLine(glyphs.bottomLeft + rule + glyphs.bottomRight))
    if let footer = section.footer {
      for line in Self.prose(footer, width: layout.boxWidth - inset.count) {
        lines.append(StyledLine(inset + line, .muted))
      }
    }
    return lines
  }

  /// Text meant to be read as paragraphs: line breaks kept, each line escaped, then wrapped.
  static func prose(_ text: String, width: Int) -> [String] {
    TextWrapping.lines(of: text).flatMap { TextWrapping.wrap(TerminalText.escape($0), width: width) }
  }

  /// One line and its newline, without trailing spaces.
  private static func write(_ line: StyledLine, style: TerminalStyle, into output: inout OutputBuffer) {
    let lineStart = output.count
    line.write(with: style, into: &output)
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
