import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// Bracketed pastes in the full-screen form: a paste is
/// text in the current field, never keys that answer other questions.
@Suite("fill: pastes")
struct FillPasteTests {
  static let start = "\u{1B}[200~"
  static let end = "\u{1B}[201~"

  /// A form on the question with `id`, the earlier ones answered with defaults.
  func form(at id: String) -> InteractiveForm {
    var form = InteractiveForm(session: FormSession(plan: everyFieldPlan))
    while let index = form.session.currentQuestion, everyFieldPlan.questions[index].field.id != id {
      let before = index
      if index == 0 { _ = form.handle(.character("B")) }
      _ = form.handle(.enter)
      if form.session.currentQuestion == before { _ = form.handle(.endOfInput) }
    }
    return form
  }

  /// Feeds `bytes` as reads of `size` bytes, then flushes, as the driver does.
  func feed(_ bytes: [UInt8], reads size: Int, into form: inout InteractiveForm) {
    var decoder = KeyDecoder()
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + size)
      for key in decoder.decode(Array(bytes[start..<end])) { _ = form.handle(key) }
      start = end
    }
    for key in decoder.flush() { _ = form.handle(key) }
  }

  func typed(_ form: InteractiveForm) -> String? {
    if case .text(let buffer) = form.editor { return buffer.text }
    return nil
  }

  @Test("a paste of answers and Returns stays in the field it was pasted into, split across reads anywhere")
  func pasteIsNotKeys() {
    let bytes = Array((Self.start + "alice@example.com\rsecret123\r1\r" + Self.end).utf8)
    for size in [1, 2, 5, 7, bytes.count] {
      var form = form(at: "contact")
      let question = form.session.currentQuestion
      feed(bytes, reads: size, into: &form)
      #expect(form.session.currentQuestion == question, "reads of \(size)")
      #expect(typed(form) == "alice@example.com", "reads of \(size)")
      #expect(form.message == "only the first line of the paste was taken: this field is one line")
    }
  }

  @Test("a paste ending in a line break, as a copied line does, is taken whole and silently")
  func trailingLineBreak() {
    var form = form(at: "pin")
    feed(Array((Self.start + "s3cret\r\n" + Self.end).utf8), reads: 3, into: &form)
    #expect(typed(form) == "s3cret")
    #expect(form.message == nil)
    #expect(!form.screen(width: 40, height: 12, style: .plain).lines.joined().contains("s3cret"))
  }

  @Test("a paste into a text view keeps its lines; keys after the paste are keys again")
  func textView() {
    var form = form(at: "notes")
    feed(Array((Self.start + "one\r\ntwo\rthree" + Self.end + "\u{04}").utf8), reads: 4, into: &form)
    #expect(form.session.answer(at: 8) == .text("one\ntwo\nthree"))
  }

  @Test("a paste filters a picker; a switch, the review and a slider given text take no keys from it")
  func elsewhere() {
    var picker = form(at: "colour")
    feed(Array((Self.start + "bl\ru" + Self.end).utf8), reads: 3, into: &picker)
    if case .choices(let list) = picker.editor { #expect(list.filter == "bl") } else { Issue.record("no picker") }

    var toggle = form(at: "wifi")
    feed(Array((Self.start + "n\r" + Self.end).utf8), reads: 2, into: &toggle)
    #expect(toggle.session.currentQuestion == 12)
    #expect(toggle.editor == .toggle(true))

    var slider = form(at: "volume")
    feed(Array((Self.start + "7.5\r" + Self.end).utf8), reads: 2, into: &slider)
    #expect(slider.editor == .slider(value: 5, typed: "7.5"))
    feed(Array((Self.start + "q" + Self.end).utf8), reads: 2, into: &slider)
    #expect(slider.message == "a paste here must be a number")
    #expect(slider.session.currentQuestion == 13)
  }

  @Test("a paste at the limit is taken; one byte more is refused whole, with a message")
  func limit() {
    let limit = FillLimits.textBytes
    var form = form(at: "notes")
    feed(Array((Self.start + String(repeating: "x", count: limit) + Self.end).utf8), reads: 4096, into: &form)
    #expect(typed(form)?.utf8.count == limit)
    #expect(form.message == nil)

    var over = self.form(at: "notes")
    feed(Array((Self.start + String(repeating: "y", count: limit + 1) + Self.end).utf8), reads: 4096, into: &over)
    #expect(typed(over) == "")
    #expect(over.message == "the paste is larger than 1 MiB and was not taken")
    // Typing on at the limit is refused too, so the text never grows past it.
    feed([UInt8(ascii: "z")], reads: 1, into: &form)
    #expect(typed(form)?.utf8.count == limit)
    #expect(form.message == "the text is at its limit of 1 MiB")
  }

  @Test("the decoder: a paste is one key; an unended paste ends at flush; a long sequence is cut")
  func decoder() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array((Self.start + "a\u{1B}[A\u{1B}[201").utf8)) == [])
    #expect(decoder.isInPaste)
    #expect(decoder.decode(Array(("~b").utf8)) == [.paste("a\u{1B}[A"), .character("b")])
    #expect(decoder.decode(Array((Self.start + "half").utf8)) == [])
    #expect(decoder.flush() == [.paste("half")])
    // A paste that never ends cannot hold Ctrl-C: a terminal never pastes it.
    #expect(
      decoder.decode(Array((Self.start + "stuck").utf8) + [0x03, 0x61]) == [
        .paste("stuck"), .interrupt, .character("a"),
      ])
    #expect(!decoder.hasPending)
    let long = [0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 200)
    let keys = decoder.decode(long)
    #expect(keys.first == .unknown)
    #expect(!decoder.hasPending || decoder.flush().count <= 1)
  }
}
