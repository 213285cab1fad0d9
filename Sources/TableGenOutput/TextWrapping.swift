/// Word wrapping by display width, for terminal text that has already been escaped.
public enum TextWrapping {
  /// `text` broken into lines of at most `width` columns: at spaces where it can,
  /// inside a word only when the word alone is wider than a line. Line breaks in
  /// `text` are kept; runs of spaces at a break are dropped.
  public static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(width, 1)
    // Most labels and options fit on one line as they are: the same answer as
    // below (no line break, no space to drop) without splitting into words.
    if isOneLineWithSingleSpaces(text), TerminalText.displayWidth(text) <= width {
      return [text]
    }
    var lines: [String] = []
    for paragraph in paragraphs(of: text) {
      lines += wrapParagraph(paragraph, width: width)
    }
    return lines
  }

  /// `text` split at each `"\n"` character, as `split(separator: "\n")` splits
  /// it, but found on bytes: an LF is a character of its own unless a CR comes
  /// just before it (CR LF is one character, and not a separator).
  private static func paragraphs(of text: String) -> [Substring] {
    var paragraphs: [Substring] = []
    let utf8 = text.utf8
    var start = utf8.startIndex
    var previous: UInt8 = 0
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") {
        paragraphs.append(text[start..<index])
        start = utf8.index(after: index)
      }
      previous = byte
      index = utf8.index(after: index)
    }
    paragraphs.append(text[start...])
    return paragraphs
  }

  /// No line break, no space at either end, no two spaces in a row: text that
  /// wrapping would return as it is when it fits. One pass over the bytes (a
  /// substring search for two spaces cost more than the rest of wrapping).
  private static func isOneLineWithSingleSpaces(_ text: String) -> Bool {
    let utf8 = text.utf8
    let check = { (bytes: UnsafeBufferPointer<UInt8>) -> (passes: Bool, isASCII: Bool) in
      var previous: UInt8 = 0
      var twoSpaces = false
      var isASCII = true
      for byte in bytes {
        if byte == UInt8(ascii: "\n") { return (false, true) }  // a line break, whatever else
        twoSpaces = twoSpaces || (byte == UInt8(ascii: " ") && previous == byte)
        isASCII = isASCII && byte < 0x80
        previous = byte
      }
      return (!twoSpaces && utf8.first != UInt8(ascii: " ") && utf8.last != UInt8(ascii: " "), isASCII)
    }
    let (passes, isASCII) = utf8.withContiguousStorageIfAvailable(check) ?? Array(utf8).withUnsafeBufferPointer(check)
    if passes || isASCII { return passes }
    // A space byte may be part of a larger character (a space and a combining
    // mark): ask again by characters, as the words are split.
    return !text.hasPrefix(" ") && !text.hasSuffix(" ") && !text.contains("  ")
  }

  private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
    if let lines = paragraph.utf8.withContiguousStorageIfAvailable({ wrapLatinParagraph($0, width: width) }),
      let lines
    {
      return lines
    }
    return wrapParagraphByCharacters(paragraph, width: width)
  }

  /// The same lines as ``wrapParagraphByCharacters(_:width:)``, for text whose
  /// every scalar is below U+0300 (ASCII, Latin-1, Latin Extended; no soft
  /// hyphen) and whose words all fit: there every scalar is a character of
  /// its own and one column wide (controls none), so words are split and
  /// measured on bytes. Nil for any other text.
  private static func wrapLatinParagraph(_ bytes: UnsafeBufferPointer<UInt8>, width: Int) -> [String]? {
    var lines: [String] = []
    var line: [UInt8] = []
    var lineWidth = 0
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: " ") {
        index += 1
        continue
      }
      let wordStart = index
      var wordWidth = 0
      while index < bytes.count, bytes[index] != UInt8(ascii: " ") {
        let byte = bytes[index]
        if byte < 0x80 {
          if byte >= 0x20 && byte != 0x7F { wordWidth += 1 }
          index += 1
        } else if (0xC2...0xCB).contains(byte), index + 1 < bytes.count {
          // U+0080 to U+02FF: C1 controls take no column, the rest one; the
          // soft hyphen (C2 AD) is measured by cluster, so leave it to Characters.
          let second = bytes[index + 1]
          if byte == 0xC2 && second == 0xAD { return nil }
          if byte > 0xC2 || second >= 0xA0 { wordWidth += 1 }
          index += 2
        } else {
          return nil
        }
      }
      if wordWidth > width { return nil }  // cut inside the word: by Characters
      if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
        line.append(UInt8(ascii: " "))
        line.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[wordStart..<index]))
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 { lines.append(String(decoding: line, as: UTF8.self)) }
      // The word starts the line, replacing what it held (a word of no width, as by Characters).
      line.removeAll(keepingCapacity: true)
      line.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[wordStart..<index]))
      lineWidth = wordWidth
    }
    if lineWidth > 0 || lines.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
    return lines
  }

  static func wrapParagraphByCharacters(_ paragraph: Substring, width: Int) -> [String] {
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
    // CR and LF always end a grapheme cluster (but for CR LF, which is one), so
    // text without either byte is one line, and the split can be made on bytes.
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else { return [text] }
    // "\r\n" is one Character in Swift, so it is matched whole.
    return text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }.map(String.init)
  }

  /// `text` cut to `width` columns, ending in `ellipsis` when anything was cut.
  public static func truncate(_ text: String, width: Int, ellipsis: String) -> String {
    guard TerminalText.displayWidth(text) > width else { return text }
    let room = width - TerminalText.displayWidth(ellipsis)
    guard room > 0 else { return TerminalText.prefix(text, fittingIn: max(width, 0)) }
    return TerminalText.prefix(text, fittingIn: room) + ellipsis
  }
}
