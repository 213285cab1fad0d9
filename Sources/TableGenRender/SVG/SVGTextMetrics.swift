import TableGenOutput

/// How wide text is drawn, from a fixed table: a picture must come out the same
/// on every machine, so no font is asked at run time. The advances are those of
/// Helvetica (Arial and Liberation Sans share them), close to the system sans a
/// browser picks from the picture's font stack; wide East Asian characters take
/// a whole em and emoji a little more, as browsers draw them.
struct SVGTextMetrics: Sendable {
  /// The point size.
  var size: Double
  var weight: SVGFontWeight

  /// Advances in thousandths of an em for printable ASCII, U+0020 to U+007E.
  private static let asciiAdvances: [UInt16] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space to /
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 to ?
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ to O
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P to _
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` to o
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p to ~
  ]
  /// Any other character one column wide: the average of a lowercase letter.
  private static let otherAdvance = 556.0
  /// A wide East Asian character.
  private static let wideAdvance = 1000.0
  /// An emoji, a little wider than an em in the colour emoji fonts.
  private static let emojiAdvance = 1150.0

  /// The width of `text` in points.
  func width(of text: String) -> Double {
    var thousandths = 0.0
    for character in text { thousandths += Self.advance(of: character) }
    return thousandths * scale
  }

  /// Points per thousandth of an em at this size and weight.
  private var scale: Double { size / 1000 * weight.widthFactor }

  /// `text` cut to `width` points, ending in "…" when anything was cut.
  func truncate(_ text: String, toFit width: Double) -> String {
    guard self.width(of: text) > width else { return text }
    var room = width - Self.advance(of: "…") * scale
    var result = ""
    for character in text {
      let advance = Self.advance(of: character) * scale
      if advance > room { break }
      room -= advance
      result.append(character)
    }
    // No space before the ellipsis, as iOS cuts.
    while result.last == " " { result.removeLast() }
    return result + "…"
  }

  /// `text` broken into lines of at most `width` points: at spaces where it can,
  /// inside a word longer than a line. At most `maximumLines`; the last line
  /// ends in "…" when text was left out.
  func wrap(_ text: String, width: Double, maximumLines: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0.0
    let spaceWidth = self.width(of: " ")
    var cut = false
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      var word = String(word)
      var wordWidth = self.width(of: word)
      if !line.isEmpty, lineWidth + spaceWidth + wordWidth <= width {
        line += " " + word
        lineWidth += spaceWidth + wordWidth
        continue
      }
      if !line.isEmpty {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      if lines.count >= maximumLines {
        cut = true
        break
      }
      // A word wider than the line is broken by characters.
      while wordWidth > width, lines.count < maximumLines {
        let head = prefix(of: word, fitting: width)
        lines.append(String(head))
        word = String(word.dropFirst(head.count))
        wordWidth = self.width(of: word)
      }
      if lines.count >= maximumLines {
        cut = !word.isEmpty
        break
      }
      line = word
      lineWidth = wordWidth
    }
    if !line.isEmpty {
      if lines.count < maximumLines { lines.append(line) } else { cut = true }
    }
    if cut, let last = lines.last {
      lines[lines.count - 1] = truncate(last + " …", toFit: width)
    }
    return lines
  }

  /// The longest prefix of `text` that fits `width`; at least one character, so that wrapping always moves on.
  private func prefix(of text: String, fitting width: Double) -> Substring {
    var used = 0.0
    var end = text.startIndex
    for index in text.indices {
      used += Self.advance(of: text[index]) * scale
      if used > width, index != text.startIndex { break }
      end = text.index(after: index)
    }
    return text[..<end]
  }

  /// One character's advance in thousandths of an em.
  static func advance(of character: Character) -> Double {
    if let ascii = character.asciiValue {
      return ascii >= 0x20 && ascii < 0x7F ? Double(asciiAdvances[Int(ascii) - 0x20]) : 0
    }
    let columns = TerminalText.displayWidth(of: character)
    guard columns > 0 else { return 0 }
    guard columns > 1 else { return otherAdvance }
    let scalars = character.unicodeScalars
    let isEmoji =
      scalars.first?.properties.isEmojiPresentation == true || scalars.contains { $0.value == 0xFE0F }
    return isEmoji ? emojiAdvance : wideAdvance
  }
}

/// The weights a picture uses.
enum SVGFontWeight: Sendable {
  case regular, semibold, bold

  /// The value of the `font-weight` attribute.
  var attribute: String {
    switch self {
    case .regular: "400"
    case .semibold: "600"
    case .bold: "700"
    }
  }

  /// How much wider than regular text of this weight is drawn.
  var widthFactor: Double {
    switch self {
    case .regular: 1
    case .semibold: 1.04
    case .bold: 1.08
    }
  }
}
