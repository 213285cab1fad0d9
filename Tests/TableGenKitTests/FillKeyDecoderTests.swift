import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// Raw terminal bytes to keys.
@Suite("fill: key decoding")
struct FillKeyDecoderTests {
  func keys(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(bytes) + decoder.flush()
  }

  @Test("control bytes")
  func controls() {
    #expect(
      keys([0x0D, 0x0A, 0x09, 0x7F, 0x08, 0x03, 0x04, 0x05, 0x15]) == [
        .enter, .lineFeed, .tab, .backspace, .backspace, .interrupt, .endOfInput, .control("e"), .control("u"),
      ])
  }

  @Test("arrows, Home, End, Page keys, Delete and Shift-Tab in CSI and SS3 forms")
  func sequences() {
    let bytes = Array(
      "\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}OA\u{1B}OH\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[Z\u{1B}[1;5C"
        .utf8)
    #expect(
      keys(bytes) == [
        .up, .down, .right, .left, .up, .home, .end, .home, .end, .pageUp, .pageDown, .delete, .shiftTab, .right,
      ])
  }

  @Test("a lone Esc waits for flush; Alt-Enter is Esc then CR; unknown sequences are unknown")
  func escape() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [.escape])
    #expect(decoder.decode([0x1B, 0x0D]) == [.altEnter])
    #expect(decoder.decode(Array("\u{1B}[15~".utf8)) == [.unknown])
    #expect(decoder.decode([0x1B, 0x1B, 0x5B, 0x41]) == [.escape, .up])
  }

  @Test("a sequence split across reads completes on the next one")
  func split() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, 0x5B]) == [])
    #expect(decoder.decode([0x42, 0x61]) == [.down, .character("a")])
  }

  @Test("UTF-8 text, split or whole; invalid bytes and bidi overrides are unknown")
  func utf8() {
    var decoder = KeyDecoder()
    let bytes = Array("é日😀".utf8)
    #expect(decoder.decode(Array(bytes[0..<2]) + [bytes[2]]) == [.character("é")])
    #expect(decoder.decode(Array(bytes[3...])) == [.character("日"), .character("😀")])
    #expect(keys([0xFF, 0x41]) == [.unknown, .character("A")])
    #expect(keys([0xE6, 0x41]) == [.unknown, .character("A")])
    #expect(keys(Array("\u{202E}".utf8)) == [.unknown])
  }
}
