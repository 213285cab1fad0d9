import TableGenOutput
import TableGenSpec

/// The one escaper for text from a spec in GitHub-flavoured Markdown. Its output
/// is a single line that reads back as the literal text, both in a table cell
/// and in a heading or paragraph:
///
/// - line breaks (CRLF, CR, LF) become `<br>`, so a value never ends a row;
/// - `|` becomes `\|` everywhere, code spans included (GFM tables extension,
///   example 200: the table splits rows before inline parsing);
/// - backslashes and the characters that start emphasis, links, code or
///   strikethrough are backslash-escaped, so they stay literal;
/// - `<`, `>` and `&` become entities, so no HTML reaches the page;
/// - control characters show as visible escapes, as on the terminal;
/// - an empty value becomes `—`, so no cell is blank.
public enum MarkdownText {
  /// The placeholder for an empty cell.
  public static let empty = "—"

  /// `text` as literal inline Markdown.
  public static func inline(_ text: String) -> String {
    let lines = TextWrapping.lines(of: text).map { escapeLine(TerminalText.escape($0)) }
    let joined = lines.joined(separator: "<br>")
    return joined.allSatisfy({ $0 == " " }) ? empty : joined
  }

  /// `text` as literal Markdown that may start a block (a heading's or a
  /// paragraph's text): also keeps a leading `-`, `+`, `#` or `1.` from making
  /// a list or a heading.
  public static func block(_ text: String) -> String {
    var result = Substring(inline(text))
    while result.first == " " { result.removeFirst() }  // four spaces would make a code block
    // A heading drops a closing run of # after a space; escaped, the run is text.
    if let lastRun = result.lastIndex(where: { $0 != "#" }).map(result.index(after:)), lastRun < result.endIndex,
      result[..<lastRun].hasSuffix(" ")
    {
      result.insert("\\", at: lastRun)
    }
    if let first = result.first, first == "-" || first == "+" || first == "=" || first == "#" {
      return "\\" + result
    }
    let digits = result.prefix { $0.isASCII && $0.isNumber }
    if !digits.isEmpty, let after = result.dropFirst(digits.count).first, after == "." || after == ")" {
      return digits + "\\" + result.dropFirst(digits.count)
    }
    return String(result)
  }

  /// `text` as a code span: fenced with more backticks than it contains, pipes
  /// escaped for the table, line breaks as spaces (a code span cannot hold `<br>`).
  public static func code(_ text: String) -> String {
    let flat = TextWrapping.lines(of: text).map(TerminalText.escape).joined(separator: " ")
    guard !flat.isEmpty else { return empty }
    var longest = 0
    var run = 0
    for character in flat {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    // A space inside the fence keeps a leading or trailing backtick from joining
    // it; Markdown strips one space from each side when both ends are spaces,
    // so text with spaces at both ends gets one more.
    let padded =
      flat.first == "`" || flat.last == "`" || (flat.first == " " && flat.last == " ") ? " \(flat) " : flat
    return fence + padded.replacing("|", with: "\\|") + fence
  }

  private static func escapeLine(_ line: String) -> String {
    var result = ""
    result.reserveCapacity(line.utf8.count)
    for character in line {
      switch character {
      case "\\", "`", "*", "_", "[", "]", "~": result += "\\" + String(character)
      case "|": result += "\\|"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "&": result += "&amp;"
      default: result.append(character)
      }
    }
    return result
  }
}
