import TableGenOutput
import TableGenSpec

/// The text being typed into an input or a text view, with its cursor, and the
/// usual editing keys (readline's Ctrl-A, Ctrl-E, Ctrl-U, Ctrl-K, Ctrl-W).
public struct TextBuffer: Equatable, Sendable {
  public private(set) var characters: [Character]
  /// The cursor's place: the index of the character it stands before.
  public private(set) var cursor: Int

  public init(_ text: String = "") {
    // CRLF and CR (from $EDITOR or a default) become LF, so lines split where they should.
    characters = Array(TextWrapping.lines(of: text).joined(separator: "\n"))
    cursor = characters.count
  }

  public var text: String { String(characters) }

  public mutating func insert(_ character: Character) {
    characters.insert(character, at: cursor)
    cursor += 1
  }

  public mutating func backspace() {
    guard cursor > 0 else { return }
    cursor -= 1
    characters.remove(at: cursor)
  }

  public mutating func deleteForward() {
    guard cursor < characters.count else { return }
    characters.remove(at: cursor)
  }

  public mutating func left() { cursor = max(0, cursor - 1) }
  public mutating func right() { cursor = min(characters.count, cursor + 1) }

  /// To the start of the cursor's line.
  public mutating func home() {
    while cursor > 0, characters[cursor - 1] != "\n" { cursor -= 1 }
  }

  /// To the end of the cursor's line.
  public mutating func end() {
    while cursor < characters.count, characters[cursor] != "\n" { cursor += 1 }
  }

  /// Deletes from the start of the line to the cursor (Ctrl-U).
  public mutating func deleteToLineStart() {
    let start = cursor
    home()
    characters.removeSubrange(cursor..<start)
  }

  /// Deletes from the cursor to the end of the line (Ctrl-K).
  public mutating func deleteToLineEnd() {
    let start = cursor
    end()
    characters.removeSubrange(start..<cursor)
    cursor = start
  }

  /// Deletes the word before the cursor and the blanks after it (Ctrl-W).
  public mutating func deleteWordBackward() {
    let end = cursor
    while cursor > 0, characters[cursor - 1] == " " { cursor -= 1 }
    while cursor > 0, characters[cursor - 1] != " ", characters[cursor - 1] != "\n" { cursor -= 1 }
    characters.removeSubrange(cursor..<end)
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

  /// The lines of the text.
  public var lines: [String] {
    TextWrapping.lines(of: text)
  }

  /// Moves to the line above or below (`offset` -1 or 1), keeping the column where it can.
  public mutating func moveLine(_ offset: Int) {
    let (line, column) = cursorPosition
    let lines = self.lines
    let target = line + offset
    guard lines.indices.contains(target) else { return }
    var index = 0
    for previous in lines[..<target] { index += previous.count + 1 }
    cursor = index + min(column, lines[target].count)
  }
}
