import TableGenOutput
import TableGenSpec

/// The text being typed into an input or a text view, with its cursor, and the
/// usual editing keys (readline's Ctrl-A, Ctrl-E, Ctrl-U, Ctrl-K, Ctrl-W).
///
/// The unit is the character people see and delete: the grapheme cluster
/// (`Character`). `characters` is always `Array(text)`, whatever the edit,
/// even when a terminal sends a character's scalars apart (`e`, then U+0301):
/// every edit goes through `replace(_:with:)`, which joins the characters at
/// its seams as a `String` would. So a line drawn from `characters` and the
/// cursor counted in them always agree, and the cursor is always between two
/// whole characters, in `0...characters.count`.
public struct TextBuffer: Equatable, Sendable {
  public private(set) var characters: [Character]
  /// The cursor's place: the index of the character it stands before.
  public private(set) var cursor: Int
  /// The text's size in UTF-8 bytes, kept with every edit, for `FillLimits.textBytes`.
  public private(set) var utf8Count: Int

  public init(_ text: String = "") {
    // CRLF and CR (from $EDITOR or a default) become LF, so lines split where they should.
    let text = Self.normalizingLineBreaks(text)
    characters = Array(text)
    cursor = characters.count
    utf8Count = text.utf8.count
  }

  public var text: String { String(characters) }

  /// Inserts `text` at the cursor and moves the cursor after it. False, and
  /// nothing changes, when the text would pass `FillLimits.textBytes`.
  @discardableResult
  public mutating func insert(_ text: String) -> Bool {
    let text = Self.normalizingLineBreaks(text)
    guard utf8Count + text.utf8.count <= FillLimits.textBytes else { return false }
    replace(cursor..<cursor, with: text)
    return true
  }

  @discardableResult
  public mutating func insert(_ character: Character) -> Bool {
    insert(String(character))
  }

  public mutating func backspace() {
    guard cursor > 0 else { return }
    replace((cursor - 1)..<cursor, with: "")
  }

  public mutating func deleteForward() {
    guard cursor < characters.count else { return }
    replace(cursor..<(cursor + 1), with: "")
  }

  public mutating func left() { cursor = max(0, cursor - 1) }
  public mutating func right() { cursor = min(characters.count, cursor + 1) }

  /// To the start of the cursor's line.
  public mutating func home() { cursor = lineStart }

  /// To the end of the cursor's line.
  public mutating func end() { cursor = lineEnd }

  /// Deletes from the start of the line to the cursor (Ctrl-U).
  public mutating func deleteToLineStart() {
    replace(lineStart..<cursor, with: "")
  }

  /// Deletes from the cursor to the end of the line (Ctrl-K).
  public mutating func deleteToLineEnd() {
    let start = cursor
    replace(start..<lineEnd, with: "")
    cursor = start
  }

  /// Deletes the word before the cursor and the blanks after it (Ctrl-W).
  public mutating func deleteWordBackward() {
    var start = cursor
    while start > 0, characters[start - 1] == " " { start -= 1 }
    while start > 0, characters[start - 1] != " ", characters[start - 1] != "\n" { start -= 1 }
    replace(start..<cursor, with: "")
  }

  /// The line and column (both 0-based, in characters) of the cursor.
  public var cursorPosition: (line: Int, column: Int) {
    var line = 0
    var column = 0
    for character in characters[..<cursor] {
      if character == "\n" {
        line += 1
        column = 0
      } else {
        column += 1
      }
    }
    return (line, column)
  }

  /// The lines of the text, in the same characters as `characters` and the cursor.
  public var lines: [ArraySlice<Character>] {
    characters.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// Moves to the line above or below (`offset` -1 or 1), keeping the column where it can.
  public mutating func moveLine(_ offset: Int) {
    let (line, column) = cursorPosition
    let lines = self.lines
    let target = line + offset
    guard lines.indices.contains(target) else { return }
    cursor = lines[target].startIndex + min(column, lines[target].count)
  }

  private var lineStart: Int {
    var index = cursor
    while index > 0, characters[index - 1] != "\n" { index -= 1 }
    return index
  }

  private var lineEnd: Int {
    var index = cursor
    while index < characters.count, characters[index] != "\n" { index += 1 }
    return index
  }

  /// The one edit: `characters[range]` becomes `text`, and the cursor goes
  /// after it. The character before the range and those after it are joined
  /// again with the new text, as far as the joins reach (a run of regional
  /// indicators pairs anew), so that `characters == Array(text)` holds. A join
  /// never reaches back past the character before the range: a grapheme break
  /// depends only on what comes before it and the scalar right after it.
  private mutating func replace(_ range: Range<Int>, with text: String) {
    let range = range.clamped(to: 0..<characters.count)
    let lower = max(0, range.lowerBound - 1)
    var upper = min(characters.count, range.upperBound + 1)
    let before = String(characters[lower..<range.lowerBound]) + text
    var joined = Array(before + String(characters[range.upperBound..<upper]))
    // The break before characters[upper] holds unless the new last character joins it.
    while upper < characters.count, let last = joined.last {
      let next = characters[upper]
      let seam = Array(String(last) + String(next))
      if seam.count == 2, seam[0].unicodeScalars.elementsEqual(last.unicodeScalars) { break }
      joined.removeLast()
      joined += seam
      upper += 1
    }
    // The cursor goes after the inserted text, or after the character it joined.
    let target = before.utf8.count
    var offset = 0
    var count = 0
    while count < joined.count, offset < target {
      offset += joined[count].utf8.count
      count += 1
    }
    utf8Count += joined.reduce(0) { $0 + $1.utf8.count }
    utf8Count -= characters[lower..<upper].reduce(0) { $0 + $1.utf8.count }
    characters.replaceSubrange(lower..<upper, with: joined)
    cursor = lower + count
  }

  private static func normalizingLineBreaks(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "\r")) else { return text }
    return TextWrapping.lines(of: text).joined(separator: "\n")
  }
}
