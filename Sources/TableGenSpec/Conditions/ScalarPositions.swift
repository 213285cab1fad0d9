/// Where each character of a decoded string scalar was written in the file, so
/// that a problem inside a condition or template is reported at its own column,
/// not at the start of the string.
///
/// YAML and JSON hand over a scalar's text with its quotes, escapes, folding and
/// indentation gone. This walks the written form beside the decoded text: every
/// decoded character is found as itself, as an escape (`\"`, `\u00e9`, a
/// surrogate pair), as a doubled quote (`''`), or, for a blank, as a line break
/// or indentation it was folded from; blanks and line breaks the decoding dropped
/// are stepped over. When the two cannot be matched (a scalar reached through an
/// alias, an oddity of folding), every later character is placed at the start of
/// the scalar: imprecise, never wrong about the file, and never a crash.
///
/// Queries must come in nondecreasing order of offset; the walk is then linear.
struct ScalarPositions {
  /// How the characters were written.
  enum Writing {
    /// The text alone, as if it were the whole file: for text that came from no
    /// file (tests, fill's own use). Line 1, column 1 is its first character.
    case bare
    case plain
    case singleQuoted
    /// YAML's double-quoted style and JSON strings: backslash escapes.
    case doubleQuoted
    /// `|` and `>`: the text starts on the line after the header.
    case block
  }

  private let source: [UInt8]
  private let decoded: [UInt8]
  private let writing: Writing
  private let range: SourceRange
  private var scalarStart: SourceLocation { range.start }
  /// One past the last byte the scalar may take in `source`.
  private let limit: Int

  // The walk: the next decoded byte to place, and where the file is read from.
  private var nextDecoded = 0
  private var cursor: Int
  private var line: Int
  private var column: Int
  private var failed = false
  /// The last character placed: its decoded offset, and where it starts and ends in the file.
  private var last: (offset: Int, start: SourceLocation, end: SourceLocation)?

  /// Positions of `decoded` written as the scalar at `range` in `source`, in the `writing` style.
  init(decoded: [UInt8], source: [UInt8], range: SourceRange, writing: Writing) {
    self.source = source
    self.decoded = decoded
    self.writing = writing
    self.range = range
    self.limit = min(source.count, max(range.end.offset, range.start.offset))
    self.cursor = range.start.offset
    self.line = range.start.line
    self.column = range.start.column
    guard cursor >= 0, cursor <= limit else {
      failed = true
      return
    }
    if writing != .bare { skipProperties() }
    switch writing {
    case .bare, .plain: break
    case .singleQuoted:
      if cursor < limit, source[cursor] == UInt8(ascii: "'") { step() } else { failed = true }
    case .doubleQuoted:
      if cursor < limit, source[cursor] == UInt8(ascii: "\"") { step() } else { failed = true }
    case .block:
      // The header (`|-`, `>2`, a comment) ends at the first line break.
      while cursor < limit, source[cursor] != 0x0A, source[cursor] != 0x0D { step() }
      if cursor >= limit, !decoded.isEmpty { failed = true }
    }
  }

  /// Positions of text that was written alone: line 1, columns from 1.
  init(bare text: [UInt8]) {
    self.init(
      decoded: text, source: text,
      range: SourceRange(start: .start, end: SourceLocation(line: 1, column: 1, offset: text.count)), writing: .bare)
  }

  /// Positions of the string scalar at `index` of `document`.
  init(scalar index: Int, in document: Document) {
    let slot = document.nodes[index]
    let writing: Writing =
      switch slot.style {
      case .plain: .plain
      case .singleQuoted: .singleQuoted
      case .doubleQuoted: .doubleQuoted
      case .literal, .folded: .block
      }
    let text = Array(document.arena[Int(slot.text)..<Int(slot.text + slot.textLength)])
    self.init(decoded: text, source: document.source, range: slot.range, writing: writing)
  }

  /// Where the character at decoded byte `offset` starts in the file, and where it
  /// ends (exclusive). At the end of the text, both are just past the last character.
  mutating func locate(_ offset: Int) -> (start: SourceLocation, end: SourceLocation) {
    if let last, last.offset == offset { return (last.start, last.end) }
    if let last, offset < last.offset { restart() }
    while nextDecoded <= offset, nextDecoded < decoded.count {
      let (scalar, length) = Self.scalar(in: decoded, at: nextDecoded)
      let placed = place(scalar)
      last = (nextDecoded, placed.start, placed.end)
      nextDecoded += length
    }
    if let last, last.offset == offset { return (last.start, last.end) }
    let here = failed ? scalarStart : location
    return (here, here)
  }

  /// Where `offset` starts in the file.
  mutating func start(of offset: Int) -> SourceLocation { locate(offset).start }

  /// Where the text up to `offset` (exclusive) ends in the file: just past the
  /// character before `offset`.
  mutating func end(before offset: Int) -> SourceLocation {
    guard offset > 0 else { return locate(0).start }
    return locate(offset - 1).end
  }

  // MARK: The walk

  private var location: SourceLocation { SourceLocation(line: line, column: column, offset: cursor) }

  private mutating func restart() {
    self = ScalarPositions(decoded: decoded, source: source, range: range, writing: writing)
  }

  /// Finds `scalar` in the file from the cursor on, and moves past it.
  private mutating func place(_ scalar: Unicode.Scalar) -> (start: SourceLocation, end: SourceLocation) {
    while !failed, cursor < limit {
      let byte = source[cursor]
      let here = location
      if writing == .bare {
        step(over: Self.scalar(in: source, at: cursor).length)
        return (here, location)
      }
      if writing == .doubleQuoted, byte == UInt8(ascii: "\\") {
        guard let escape = Self.escape(in: source, at: cursor, limit: limit) else { break }
        guard let value = escape.scalar else {
          // An escaped line break joins the lines, dropping the next one's indentation.
          step(over: escape.length)
          while cursor < limit, source[cursor] == 0x20 || source[cursor] == 0x09 { step() }
          continue
        }
        guard value == scalar else { break }
        step(over: escape.length)
        return (here, location)
      }
      if writing == .singleQuoted, byte == UInt8(ascii: "'") {
        guard scalar == "'", cursor + 1 < limit, source[cursor + 1] == UInt8(ascii: "'") else { break }
        step(over: 2)
        return (here, location)
      }
      if writing == .doubleQuoted, byte == UInt8(ascii: "\"") { break }
      let (written, length) = Self.scalar(in: source, at: cursor)
      if written == scalar {
        step(over: length)
        return (here, location)
      }
      // Folding and indentation: blanks and line breaks the decoding dropped or turned into one space.
      guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else { break }
      step()
    }
    failed = true
    return (scalarStart, scalarStart)
  }

  /// Moves past the node's anchor (`&name`) and tag (`!!str`, `!<…>`), which the
  /// scalar's range starts with, to its first character. A scalar's own text
  /// never starts with `&` or `!` unquoted, so these are always properties.
  private mutating func skipProperties() {
    while cursor < limit, source[cursor] == UInt8(ascii: "&") || source[cursor] == UInt8(ascii: "!") {
      while cursor < limit, !ConditionLexer.isBlank(source[cursor]) { step() }
      while cursor < limit {
        if ConditionLexer.isBlank(source[cursor]) {
          step()
        } else if source[cursor] == UInt8(ascii: "#") {
          while cursor < limit, source[cursor] != 0x0A, source[cursor] != 0x0D { step() }
        } else {
          break
        }
      }
    }
  }

  private mutating func step(over count: Int = 1) {
    for _ in 0..<count where cursor < source.count {
      let byte = source[cursor]
      if byte == 0x0A || (byte == 0x0D && (cursor + 1 >= source.count || source[cursor + 1] != 0x0A)) {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80, byte != 0x0D {
        column += 1
      }
      cursor += 1
    }
  }

  /// The Unicode scalar that starts at `index` of UTF-8 `bytes`, and its length;
  /// U+FFFD, length 1, for a byte that starts none.
  static func scalar(in bytes: [UInt8], at index: Int) -> (scalar: Unicode.Scalar, length: Int) {
    let lead = bytes[index]
    if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    guard length > 1, index + length <= bytes.count else { return ("\u{FFFD}", 1) }
    var value = UInt32(lead) & (0xFF >> UInt32(length + 1))
    for next in bytes[(index + 1)..<(index + length)] {
      guard next & 0xC0 == 0x80 else { return ("\u{FFFD}", 1) }
      value = value << 6 | UInt32(next & 0x3F)
    }
    return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
  }

  /// The escape at `index` (a backslash) of a double-quoted YAML or JSON string:
  /// the scalar it stands for (`nil` for an escaped line break) and its length in
  /// bytes; `nil` when it is no escape. `\uD83D\uDE00` is one escape, as JSON means it.
  static func escape(in bytes: [UInt8], at index: Int, limit: Int) -> (scalar: Unicode.Scalar?, length: Int)? {
    guard index + 1 < limit else { return nil }
    func hex(_ start: Int, _ count: Int) -> UInt32? {
      guard start + count <= limit else { return nil }
      var value: UInt32 = 0
      for byte in bytes[start..<(start + count)] {
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        default: return nil
        }
        value = value << 4 | UInt32(digit)
      }
      return value
    }
    let simple: UInt32
    switch bytes[index + 1] {
    case UInt8(ascii: "0"): simple = 0
    case UInt8(ascii: "a"): simple = 7
    case UInt8(ascii: "b"): simple = 8
    case UInt8(ascii: "t"), 0x09: simple = 9
    case UInt8(ascii: "n"): simple = 10
    case UInt8(ascii: "v"): simple = 11
    case UInt8(ascii: "f"): simple = 12
    case UInt8(ascii: "r"): simple = 13
    case UInt8(ascii: "e"): simple = 27
    case UInt8(ascii: " "): simple = 32
    case UInt8(ascii: "\""): simple = 34
    case UInt8(ascii: "/"): simple = 47
    case UInt8(ascii: "\\"): simple = 92
    case UInt8(ascii: "N"): simple = 0x85
    case UInt8(ascii: "_"): simple = 0xA0
    case UInt8(ascii: "L"): simple = 0x2028
    case UInt8(ascii: "P"): simple = 0x2029
    case 0x0A: return (nil, 2)
    case 0x0D: return (nil, index + 2 < limit && bytes[index + 2] == 0x0A ? 3 : 2)
    case UInt8(ascii: "x"):
      guard let value = hex(index + 2, 2) else { return nil }
      return (Unicode.Scalar(value), 4)
    case UInt8(ascii: "U"):
      guard let value = hex(index + 2, 8), let scalar = Unicode.Scalar(value) else { return nil }
      return (scalar, 10)
    case UInt8(ascii: "u"):
      guard let value = hex(index + 2, 4) else { return nil }
      if (0xD800..<0xDC00).contains(value), index + 11 < limit, bytes[index + 6] == UInt8(ascii: "\\"),
        bytes[index + 7] == UInt8(ascii: "u"), let low = hex(index + 8, 4), (0xDC00..<0xE000).contains(low)
      {
        let combined = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        return Unicode.Scalar(combined).map { ($0, 12) }
      }
      guard let scalar = Unicode.Scalar(value) else { return nil }
      return (scalar, 6)
    default: return nil
    }
    return Unicode.Scalar(simple).map { ($0, 2) }
  }
}
