/// Word wrapping by display width, for terminal text that has already been escaped.
public enum TextWrapping {
  /// `text` broken into lines of at most `width` columns: at spaces where it can,
  /// inside a word only when the word alone is wider than a line. Line breaks in
  /// `text` are kept; runs of spaces at a break are dropped.
  public static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(width, 1)
    // Most labels and options fit on one line as they are: the same answer as
    // below (no line break, no space to drop) without splitting into words.
    if !text.utf8.contains(UInt8(ascii: "\n")), !text.hasPrefix(" "), !text.hasSuffix(" "), !text.contains("  "),
      TerminalText.displayWidth(text) <= width
    {
      return [text]
    }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += wrapParagraph(paragraph, width: width)
    }
    return lines
  }

  private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
      var word = String(word)
      var wordWidth = TerminalText.displayWidth(word)
      if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
        line += " " + word
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      // A word wider than the line is cut at the width, in one pass over its
      // characters (a 1 MB word must not cost a pass per line).
      if wordWidth > width {
        var piece = ""
        var pieceWidth = 0
        for character in word {
          let characterWidth = TerminalText.displayWidth(of: character)
          if pieceWidth + characterWidth > width, !piece.isEmpty {
            lines.append(piece)
            piece = ""
            pieceWidth = 0
          }
          piece.append(character)
          pieceWidth += characterWidth
        }
        word = piece
        wordWidth = pieceWidth
      }
      line = word
      lineWidth = wordWidth
    }
    if lineWidth > 0 || lines.isEmpty { lines.append(line) }
    return lines
  }

  /// `text` split at CRLF, CR or LF: line breaks from any platform mean the same.
  public static func lines(of text: String) -> [String] {
    // "\r\n" is one Character in Swift, so it is matched whole.
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }.map(String.init)
  }

  /// `text` cut to `width` columns, ending in `ellipsis` when anything was cut.
  public static func truncate(_ text: String, width: Int, ellipsis: String) -> String {
    guard TerminalText.displayWidth(text) > width else { return text }
    let room = width - TerminalText.displayWidth(ellipsis)
    guard room > 0 else { return TerminalText.prefix(text, fittingIn: max(width, 0)) }
    return TerminalText.prefix(text, fittingIn: room) + ellipsis
  }
}
