/// Text from a spec is untrusted: these helpers make it safe and measurable on
/// a terminal. A label must not be able to move the cursor, retitle the window,
/// hide text or reorder it.
public enum TerminalText {
  /// `text` with every scalar that `needsEscape` picks (controls, format and
  /// bidi characters) shown as a visible escape (`\x1b`, `\u{202e}`). Tabs become one space so
  /// that columns stay countable; nothing else changes.
  public static func escape(_ text: String) -> String {
    // Printable ASCII, nearly every string of a form, is safe as it is: one pass over its bytes.
    let isPrintableASCII = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
    if isPrintableASCII == true { return text }
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar == "\t" {
        result += " "
      } else if needsEscape(scalar) {
        result += visibleEscape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether a scalar would act on the terminal, or hide or reorder text,
  /// rather than print: every control (Cc), every format character (Cf: bidi
  /// marks, overrides and isolates, U+061C, zero-width spaces, U+2060, the BOM,
  /// tag characters), the line and paragraph separators, and noncharacters.
  /// The two joiners U+200C and U+200D are kept: emoji sequences and several
  /// scripts are written with them, and alone they only join their neighbours.
  public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
    if value < 0xAD { return false }  // printable Latin-1 up to the soft hyphen, the first Cf
    if value == 0x200C || value == 0x200D { return false }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: return true
    default: return properties.isNoncharacterCodePoint
    }
  }

  private static func visibleEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    if scalar.value <= 0xFF { return "\\x" + (hex.count < 2 ? "0" : "") + hex }
    return "\\u{\(hex)}"
  }

  /// The number of terminal columns `text` takes: wide East Asian characters
  /// and emoji in emoji presentation count two, combining marks and
  /// zero-width characters none (see `displayWidth(of:)`).
  public static func displayWidth(_ text: String) -> Int {
    // Breaking text into grapheme clusters is the costliest step of drawing a
    // form, and almost every string has one scalar per cluster. Sum scalars,
    // and fall back to clusters only when a scalar could join its neighbour.
    // ASCII, nearly every string of a form, is counted on its bytes.
    let asciiWidth = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      // Printable ASCII (0x20 to 0x7E), the common case, is one column a byte:
      // b, b + 1 and b - 0x20 all stay below 0x80 exactly then, and OR-ing them
      // over the bytes is one branch-free pass.
      var highBits: UInt8 = 0
      for byte in bytes { highBits |= byte | (byte &+ 1) | (byte &- 0x20) }
      if highBits & 0x80 == 0 { return bytes.count }
      return narrowWidth(of: bytes)
    }
    if let asciiWidth, let asciiWidth { return asciiWidth }
    var width = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      switch value {
      case 0x20..<0x7F: width += 1
      case 0..<0x20, 0x7F..<0xA0: break
      case 0xA0..<0x300 where value != 0xAD: width += 1  // Latin-1 and Latin Extended, no marks
      case 0x2500..<0x25A0: width += 1  // box drawing and block elements
      default:
        if mayJoinCluster(scalar) { return clusterWidth(text) }
        width += self.width(of: scalar)
      }
    }
    return width
  }

  /// The width of text made only of scalars that are one column or none
  /// whatever their neighbours: ASCII, U+0080 to U+02FF but the soft hyphen,
  /// box drawing, and the text form's own glyphs. Decoded on bytes, it gives
  /// what the loop over scalars gives; nil for any other text.
  private static func narrowWidth(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var width = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0..<0x80:
        if byte >= 0x20 && byte != 0x7F { width += 1 }
        index += 1
      case 0xC2...0xCB:  // U+0080 to U+02FF: C1 controls none, the rest one
        guard index + 1 < bytes.count else { return nil }
        let second = bytes[index + 1]
        if byte == 0xC2 && second == 0xAD { return nil }  // the soft hyphen is measured by cluster
        if byte > 0xC2 || second >= 0xA0 { width += 1 }
        index += 2
      case 0xE2:
        guard index + 2 < bytes.count else { return nil }
        switch (bytes[index + 1], bytes[index + 2]) {
        case (0x94...0x95, _), (0x96, 0x80...0x9F):  // U+2500 to U+259F, box drawing and blocks
          break
        case (0x80, 0xA2), (0x80, 0xA6), (0x80, 0xBA), (0x93, 0x98), (0x97, 0x8F), (0x9C, 0x93):  // • … › ⓘ ● ✓
          break
        default: return nil
        }
        width += 1
        index += 3
      default: return nil
      }
    }
    return width
  }

  /// The width counted cluster by cluster: the reference the fast path agrees with.
  static func clusterWidth(_ text: String) -> Int {
    var width = 0
    for character in text {
      width += displayWidth(of: character)
    }
    return width
  }

  /// Whether `scalar` can be part of a cluster with the scalar before or after
  /// it: marks, joiners, variation selectors, emoji modifiers, regional
  /// indicators, Hangul jamo and format characters (which include prepends).
  private static func mayJoinCluster(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if (0x1100...0x11FF).contains(value) || (0xA960...0xA97F).contains(value) || (0xD7B0...0xD7FF).contains(value)
      || (0x1F1E6...0x1F1FF).contains(value) || (0x1F3FB...0x1F3FF).contains(value)
      || value == 0x0E33 || value == 0x0EB3  // Thai and Lao AM: spacing marks by cluster rules, letters by category
    {
      return true
    }
    let properties = scalar.properties
    if properties.isGraphemeExtend { return true }
    switch properties.generalCategory {
    case .spacingMark, .format: return true
    default: return false
    }
  }

  /// The columns one grapheme cluster takes, as terminals draw it: those of
  /// its first scalar, so a skin tone or a ZWJ sequence adds nothing to the
  /// emoji it starts with, but two for an emoji that defaults to text
  /// presentation (⚠, 🎛, a keycap's digit) when VS16 (U+FE0F) asks for emoji
  /// presentation. wcwidth and recent terminals measure it so; tmux draws it
  /// wide from 3.4.
  public static func displayWidth(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    let base: Int
    if first.isASCII {
      base = first.value < 0x20 || first.value == 0x7F ? 0 : 1
    } else {
      base = width(of: first)
    }
    if base == 1, scalars.count > 1, first.properties.isEmoji, asksForEmojiPresentation(scalars.dropFirst()) {
      return 2
    }
    return base
  }

  /// Whether VS16 follows the base before any joiner: after a joiner it
  /// belongs to the next emoji of the sequence, which draws over the first.
  private static func asksForEmojiPresentation(_ rest: some Sequence<Unicode.Scalar>) -> Bool {
    for scalar in rest {
      if scalar.value == 0xFE0F { return true }
      if scalar.value == 0x200D { return false }
    }
    return false
  }

  /// The columns one scalar takes alone: none for controls, marks and format
  /// characters, two for East Asian Wide and Fullwidth ones (which include
  /// every emoji that defaults to emoji presentation), one otherwise.
  public static func width(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if value == 0x200B || (0x1160...0x11FF).contains(value) { return 0 }  // zero-width space, Hangul jungseong
    return EastAsianWide.contains(value) ? 2 : 1
  }

  /// The longest prefix of `text` that fits in `width` columns.
  public static func prefix(_ text: String, fittingIn width: Int) -> String {
    var result = ""
    var used = 0
    for character in text {
      let w = displayWidth(of: character)
      if used + w > width { break }
      result.append(character)
      used += w
    }
    return result
  }
}

/// ANSI styling, applied only when the caller has decided colour is wanted.
public struct TerminalStyle: Sendable {
  public var isEnabled: Bool

  public init(enabled: Bool) {
    isEnabled = enabled
  }

  public static let plain = TerminalStyle(enabled: false)

  public func bold(_ text: String) -> String { wrap(text, "1") }
  public func dim(_ text: String) -> String { wrap(text, "2") }
  public func red(_ text: String) -> String { wrap(text, "1;31") }
  public func yellow(_ text: String) -> String { wrap(text, "1;33") }
  public func blue(_ text: String) -> String { wrap(text, "1;34") }
  public func cyan(_ text: String) -> String { wrap(text, "36") }
  public func green(_ text: String) -> String { wrap(text, "32") }

  private func wrap(_ text: String, _ code: String) -> String {
    isEnabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
