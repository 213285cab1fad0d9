import Testing

@testable import TableGenOutput

@Suite("Text wrapping")
struct TextWrappingTests {
  /// Wrapping as it was before any byte-level path: the reference.
  static func wrapByCharacters(_ text: String, width: Int) -> [String] {
    if !text.utf8.contains(UInt8(ascii: "\n")), !text.hasPrefix(" "), !text.hasSuffix(" "), !text.contains("  "),
      TerminalText.displayWidth(text) <= width
    {
      return [text]
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      TextWrapping.wrapParagraphByCharacters($0, width: width)
    }
  }

  @Test("wrapping on bytes gives exactly the lines wrapping by characters gives, for seeded random text")
  func bytesAgreeWithCharacters() {
    // Words of Latin letters, controls, spaces (single and runs), a soft hyphen,
    // a combining mark and CJK (which take the character path), and long words.
    let atoms = [
      "a", "word", "longerword", "Zß", "é", "ÿ", "ɐ", " ", "  ", "\u{1}", "\u{7F}", "\u{85}", "\u{A0}", "\u{AD}",
      "e\u{301}",
      " \u{301}", "日本", "·", "\n", "\r", "\r\n", "abcdefghijklmnopqrstuvwxyz",
    ]
    var generator = SeededGenerator(seed: 12)
    for _ in 0..<5_000 {
      var text = ""
      for _ in 0..<Int.random(in: 0...14, using: &generator) {
        text += atoms[Int.random(in: 0..<atoms.count, using: &generator)]
      }
      let width = Int.random(in: 1...30, using: &generator)
      let byCharacters = Self.wrapByCharacters(text, width: width)
      let wrapped = TextWrapping.wrap(text, width: width)
      #expect(wrapped == byCharacters, "\(text.unicodeScalars.map { String($0.value, radix: 16) }) at \(width)")
    }
  }
}
