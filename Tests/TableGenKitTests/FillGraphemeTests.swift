import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// Characters made of several scalars, typed or pasted in one read, in every
/// editor that takes text (a text view crashed on them).
@Suite("fill: characters of several scalars")
struct FillGraphemeTests {
  /// 👍🏽 (emoji and skin tone), e + U+0301, 🇫🇷 (two regional indicators), 한 as Hangul jamo.
  static let examples = ["\u{1F44D}\u{1F3FD}", "e\u{301}", "\u{1F1EB}\u{1F1F7}", "\u{1112}\u{1161}\u{11AB}"]

  /// A form on the question with `id`, the earlier ones answered with defaults.
  func form(at id: String) -> InteractiveForm {
    var form = InteractiveForm(session: FormSession(plan: everyFieldPlan))
    while let index = form.session.currentQuestion, everyFieldPlan.questions[index].field.id != id {
      let before = index
      if index == 0 { _ = form.handle(.character("B")) }  // the name is required
      _ = form.handle(.enter)
      if form.session.currentQuestion == before { _ = form.handle(.endOfInput) }
    }
    return form
  }

  /// Feeds `bytes` as reads of the given sizes (one read when nil), drawing after each, as the driver does.
  @discardableResult
  func feed(_ bytes: [UInt8], reads size: Int? = nil, into form: inout InteractiveForm) -> [String] {
    var decoder = KeyDecoder()
    var start = 0
    var lines: [String] = []
    repeat {
      let end = min(bytes.count, start + (size ?? bytes.count))
      for key in decoder.decode(Array(bytes[start..<end])) { _ = form.handle(key) }
      lines = form.screen(width: 40, height: 12, style: .plain).lines
      start = end
    } while start < bytes.count
    for key in decoder.flush() { _ = form.handle(key) }
    return lines
  }

  func buffer(_ form: InteractiveForm) -> TextBuffer? {
    if case .text(let buffer) = form.editor { return buffer }
    return nil
  }

  @Test("in an input, a secure input and a text view: one character, drawn, deleted whole", arguments: examples)
  func textEditors(example: String) {
    for id in ["name", "pin", "notes"] {
      for reads in [nil, 1] as [Int?] {
        var form = form(at: id)
        let lines = feed(Array(("a" + example + "b").utf8), reads: reads, into: &form)
        let typed = buffer(form)
        #expect(typed?.text == "a" + example + "b", "\(id)")
        #expect(typed?.characters.count == 3, "\(id), reads of \(reads ?? 0)")
        if id == "pin" {
          #expect(lines.contains("> •••"), "\(id): \(lines)")
        } else {
          #expect(lines.contains { $0.hasSuffix("a" + example + "b") }, "\(id): \(lines)")
        }
        _ = form.handle(.left)
        _ = form.handle(.backspace)
        #expect(buffer(form)?.text == "ab", "\(id)")
        _ = form.screen(width: 40, height: 12, style: .plain)
      }
    }
  }

  @Test("a text view with the cursor after a joined character on a later line", arguments: examples)
  func textViewLines(example: String) {
    var form = form(at: "notes")
    let lines = feed(Array("x\n\(example)\(example)\n\(example)".utf8), into: &form)
    #expect(lines.contains("│ " + example + example), "\(lines)")
    _ = form.handle(.up)
    _ = form.handle(.end)
    let screen = form.screen(width: 40, height: 12, style: .plain)
    #expect(screen.cursor?.column == 2 + 2 * TerminalText.displayWidth(example))
  }

  @Test("in a picker's filter: one character, deleted whole", arguments: examples)
  func pickerFilter(example: String) {
    var form = form(at: "colour")
    let lines = feed(Array(example.utf8), into: &form)
    guard case .choices(let list) = form.editor else {
      Issue.record("not a picker")
      return
    }
    #expect(list.filter == example)
    #expect(lines.contains("Filter: " + example))
    _ = form.handle(.backspace)
    guard case .choices(let after) = form.editor else { return }
    #expect(after.filter.isEmpty)
  }

  @Test("the key decoder gives one key per character of a read", arguments: examples)
  func decoder(example: String) {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array(example.utf8)) == [.character(Character(example))])
  }

  @Test("TextBuffer keeps one Character per grapheme whatever the edit")
  func bufferJoins() {
    var buffer = TextBuffer("\u{1F1EB}x\u{1F1F7}\u{1F1E9}\u{1F1EA}")
    #expect(buffer.characters.count == 4)
    buffer.left()
    buffer.left()
    buffer.backspace()  // the x: the flags regroup as 🇫🇷 🇩🇪, and the cursor stays between whole characters
    #expect(buffer.characters == ["\u{1F1EB}\u{1F1F7}", "\u{1F1E9}\u{1F1EA}"])
    #expect(buffer.cursor == 1)
    var combining = TextBuffer("e")
    combining.insert("\u{301}")
    #expect(combining.characters == ["e\u{301}"])
    #expect(combining.cursor == 1)
    combining.home()
    combining.insert("\u{301}")  // a mark on its own at the start stays a character of its own
    #expect(combining.characters.count == 2)
    #expect(combining.cursor == 1)
  }

  @Test("random edits with scalars that join keep characters == Array(text) and the cursor in range")
  func randomEdits() {
    var generator = SeededGenerator(seed: 16)  // seeded: a failure reproduces
    let pieces = [
      "a", " ", "\n", "\u{301}", "\u{1F1EB}", "\u{1F1F7}", "\u{200D}", "\u{1F468}", "\u{1F3FD}", "\u{1112}",
      "\u{1161}", "\u{11AB}", "\r\n", "e\u{301}\u{302}",
    ]
    for _ in 0..<200 {
      var buffer = TextBuffer(pieces.randomElement(using: &generator)!)
      for _ in 0..<60 {
        switch Int.random(in: 0..<12, using: &generator) {
        case 0..<5:
          buffer.insert(
            (0..<Int.random(in: 1...3, using: &generator)).map { _ in
              pieces.randomElement(using: &generator)!
            }.joined())
        case 5: buffer.backspace()
        case 6: buffer.deleteForward()
        case 7: buffer.left()
        case 8: buffer.right()
        case 9: buffer.moveLine(Bool.random(using: &generator) ? 1 : -1)
        case 10: buffer.deleteWordBackward()
        default: Bool.random(using: &generator) ? buffer.deleteToLineEnd() : buffer.home()
        }
        // Scalar by scalar: Character's == would take é for e + U+0301.
        let scalars = { (characters: [Character]) in characters.map { Array(String($0).unicodeScalars) } }
        #expect(scalars(buffer.characters) == scalars(Array(buffer.text)), "seed \(generator.seed)")
        #expect((0...buffer.characters.count).contains(buffer.cursor))
        #expect(buffer.utf8Count == buffer.text.utf8.count)
      }
    }
  }
}
