import TableGenOutput
import TableGenSpec

/// The one escaper for text from a spec in GitHub-flavoured Markdown. Its output
/// is a single line that reads back as the literal text, both in a table cell
/// and in a heading or paragraph:
///
/// - line breaks (CRLF, CR, LF) become `<br>`, so a value never ends a row;
/// - `|` becomes `\|` everywhere, code spans included (GFM tables extension,
///   example 200: the table splits rows before inline parsing);
/// - backslashes and the characters that start emphasis, links, code,
///   strikethrough or GitHub's `$…$` math are backslash-escaped, so they stay literal;
/// - `<`, `>` and `&` become entities, so no HTML reaches the page;
/// - control characters show as visible escapes, as on the terminal;
/// - an empty value becomes `—`, so no cell is blank;
/// - a URL, `www.` host or email address is a link to exactly that URL or a
///   code span, never escaped inside (``MarkdownLinks``).
public enum MarkdownText {
  /// The placeholder for an empty cell.
  public static let empty = "—"

  /// Where text is written. GitHub unescapes `\|` inside code spans in a table
  /// cell only, so a code span escapes its pipes there and nowhere else.
  package enum Place: Sendable {
    case cell, block
  }

  /// `text` as literal inline Markdown for a table cell.
  public static func inline(_ text: String) -> String {
    var output = OutputBuffer()
    appendInline(text, to: &output)
    return output.text
  }

  /// Appends `text` as ``inline(_:)`` writes it: its linkable words as links
  /// or code spans, the rest escaped.
  package static func appendInline(_ text: String, in place: Place = .cell, to output: inout OutputBuffer) {
    // A text written with YAML `|` ends in a line break: no `<br>` for it, as the text form draws no empty row.
    let text = text.droppingFinalLineBreaks
    guard !text.utf8.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else {
      return output.append(empty)
    }
    var start = text.startIndex
    for run in MarkdownLinks.runs(in: text) {
      appendLiteral(text[start..<run.range.lowerBound], to: &output)
      switch run.form {
      case .link:
        output.append(UInt8(ascii: "<"))
        output.append(text[run.range])
        output.append(UInt8(ascii: ">"))
      case .code:
        appendCode(String(text[run.range]), in: place, to: &output)
      }
      start = run.range.upperBound
    }
    appendLiteral(text[start...], to: &output)
  }

  /// Appends `text` escaped character by character. ASCII text, nearly all of
  /// a spec, is escaped byte by byte; other text character by character, where
  /// a combining mark can make `<` or `` ` `` part of a larger character.
  private static func appendLiteral(_ text: Substring, to output: inout OutputBuffer) {
    guard !text.isEmpty else { return }
    guard let isASCII = text.utf8.withContiguousStorageIfAvailable(Self.isASCII), isASCII else {
      return output.append(literalByCharacters(text))
    }
    text.utf8.withContiguousStorageIfAvailable { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
          if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
          output.append("<br>" as StaticString)
        case UInt8(ascii: "\t"): output.append(UInt8(ascii: " "))
        case 0..<0x20, 0x7F: appendVisibleEscape(byte, escapingBackslash: true, to: &output)
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
          UInt8(ascii: "]"), UInt8(ascii: "~"), UInt8(ascii: "|"), UInt8(ascii: "$"):
          output.append(UInt8(ascii: "\\"))
          output.append(byte)
        case UInt8(ascii: "<"): output.append("&lt;" as StaticString)
        case UInt8(ascii: ">"): output.append("&gt;" as StaticString)
        case UInt8(ascii: "&"): output.append("&amp;" as StaticString)
        default: output.append(byte)
        }
      }
    }
  }

  /// What ``inline(_:)`` writes for text without linkable words, character by character.
  static func inlineByCharacters(_ text: String) -> String {
    let joined = literalByCharacters(Substring(text.droppingFinalLineBreaks))
    return joined.allSatisfy({ $0 == " " }) ? empty : joined
  }

  private static func literalByCharacters(_ text: Substring) -> String {
    TextWrapping.lines(of: String(text)).map { escapeLine(TerminalText.escape($0)) }.joined(separator: "<br>")
  }

  /// `text` as literal Markdown that may start a block (a heading's or a
  /// paragraph's text): also keeps a leading `-`, `+`, `#` or `1.` from making
  /// a list or a heading.
  public static func block(_ text: String) -> String {
    var output = OutputBuffer()
    appendInline(text, in: .block, to: &output)
    var result = Substring(output.text)
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
    var output = OutputBuffer()
    appendCode(text, to: &output)
    return output.text
  }

  /// Appends `text` as ``code(_:)`` writes it: byte by byte when it is ASCII;
  /// its pipes escaped in a table cell only.
  package static func appendCode(_ text: String, in place: Place = .cell, to output: inout OutputBuffer) {
    guard let isASCII = text.utf8.withContiguousStorageIfAvailable(Self.isASCII), isASCII else {
      let code = codeByCharacters(text)
      return output.append(place == .cell ? code : code.replacing("\\|", with: "|"))
    }
    text.utf8.withContiguousStorageIfAvailable { bytes in
      guard let first = bytes.first, let last = bytes.last else { return output.append(empty) }
      // The first and last characters of the flattened text, and its longest run
      // of backticks (line breaks and escapes hold none, so runs are the text's own).
      func flat(_ byte: UInt8, isLast: Bool) -> UInt8 {
        switch byte {
        case UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\t"): UInt8(ascii: " ")
        case 0..<0x20, 0x7F: isLast ? UInt8(ascii: "0") : UInt8(ascii: "\\")  // \x1b: a backslash, a hex digit
        default: byte
        }
      }
      var longest = 0
      var run = 0
      for byte in bytes {
        run = byte == UInt8(ascii: "`") ? run + 1 : 0
        longest = max(longest, run)
      }
      let head = flat(first, isLast: false)
      let tail = flat(last, isLast: true)
      let backtick = UInt8(ascii: "`")
      let space = UInt8(ascii: " ")
      // Spaces only are kept as they are; other text loses one space at each end when it has both.
      let padded =
        head == backtick || tail == backtick || (head == space && tail == space && !isSpaces(bytes))
      output.append(UInt8(ascii: "`"), count: longest + 1)
      if padded { output.append(UInt8(ascii: " ")) }
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
          if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
          output.append(UInt8(ascii: " "))
        case UInt8(ascii: "\t"): output.append(UInt8(ascii: " "))
        case 0..<0x20, 0x7F: appendVisibleEscape(byte, escapingBackslash: false, to: &output)
        case UInt8(ascii: "|") where place == .cell: output.append("\\|" as StaticString)
        default: output.append(byte)
        }
      }
      if padded { output.append(UInt8(ascii: " ")) }
      output.append(UInt8(ascii: "`"), count: longest + 1)
    }
  }

  static func codeByCharacters(_ text: String) -> String {
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
    let spaces = flat.allSatisfy { $0 == " " }
    let padded =
      flat.first == "`" || flat.last == "`" || (flat.first == " " && flat.last == " " && !spaces) ? " \(flat) " : flat
    return fence + padded.replacing("|", with: "\\|") + fence
  }

  private static func escapeLine(_ line: String) -> String {
    var result = ""
    result.reserveCapacity(line.utf8.count)
    for character in line {
      switch character {
      case "\\", "`", "*", "_", "[", "]", "~", "$": result += "\\" + String(character)
      case "|": result += "\\|"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "&": result += "&amp;"
      default: result.append(character)
      }
    }
    return result
  }

  private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.allSatisfy { $0 < 0x80 }
  }

  /// Whether `bytes` flatten to spaces only: spaces, tabs and line breaks.
  private static func isSpaces(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
  }

  /// A control character as `TerminalText.escape` shows it (`\x1b`), with its
  /// backslash escaped for inline Markdown.
  private static func appendVisibleEscape(_ byte: UInt8, escapingBackslash: Bool, to output: inout OutputBuffer) {
    let digits: StaticString = "0123456789abcdef"
    output.append(escapingBackslash ? "\\\\x" : "\\x" as StaticString)
    digits.withUTF8Buffer { hex in
      output.append(hex[Int(byte >> 4)])
      output.append(hex[Int(byte & 0xF)])
    }
  }
}
