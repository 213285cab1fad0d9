/// Fitting text to a terminal's width, by display width (wide characters take
/// two columns). Input must already be escaped for the terminal.
public enum TextWrap {
  /// `text` broken into lines of at most `width` columns, at blanks where it can
  /// and inside a word only when the word alone is too long. Line breaks in the
  /// text are kept.
  public static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    var result: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        var word = String(word)
        var wordWidth = TerminalText.displayWidth(word)
        let gap = line.isEmpty ? 0 : 1
        if lineWidth + gap + wordWidth <= width {
          if gap == 1 { line += " " }
          line += word
          lineWidth += gap + wordWidth
          continue
        }
        if !line.isEmpty { result.append(line) }
        line = ""
        lineWidth = 0
        while wordWidth > width {
          let head = TerminalText.prefix(word, fittingIn: width)
          let taken = head.isEmpty ? String(word.prefix(1)) : head
          result.append(taken)
          word = String(word.dropFirst(taken.count))
          wordWidth = TerminalText.displayWidth(word)
        }
        line = word
        lineWidth = wordWidth
      }
      result.append(line)
    }
    return result
  }

  /// `text` cut to `width` columns, ending with `…` when it was cut.
  public static func truncate(_ text: String, width: Int) -> String {
    guard TerminalText.displayWidth(text) > width else { return text }
    guard width > 1 else { return width == 1 ? "…" : "" }
    return TerminalText.prefix(text, fittingIn: width - 1) + "…"
  }
}
