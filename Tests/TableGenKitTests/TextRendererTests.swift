import Foundation
import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// The text form's promises beyond the goldens: nothing from a spec acts on the
/// terminal, columns are counted in display width, and every line fits.
@Suite("Text renderer")
struct TextRendererTests {
  static func fixture(_ name: String) throws -> TableSpec {
    let url = packagePath("Tests/Fixtures/render/\(name)")
    let loaded = SpecLoader.load(SourceFile(path: url.path, bytes: try [UInt8](Data(contentsOf: url))))
    let isValid = loaded.isValid
    #expect(isValid, "\(describe(loaded.diagnostics))")
    return try #require(loaded.spec)
  }

  static func render(_ spec: TableSpec, width: Int = 80, ascii: Bool = false, colour: Bool = false) -> [String] {
    let options = TextRenderOptions(
      width: width, glyphs: ascii ? .ascii : .unicode, style: TerminalStyle(enabled: colour))
    return TextRenderer(options: options).render(spec).split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
  }

  @Test("ESC, BEL, bidi overrides and newlines in labels are shown escaped, never sent raw")
  func controlCharacters() throws {
    let lines = Self.render(try Self.fixture("hostile.yaml"))
    let output = lines.joined(separator: "\n")
    #expect(
      !output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E || $0.value == 0x0D }
    )
    #expect(lines.contains("│ \\x1b[31mred\\x1b[0m              [ <b>bold</b> & <script>                   ] │"))
    #expect(lines.contains("│ \\x1b]0;pwned\\x07                first line                                   │"))
    #expect(lines.contains("│ \\u{202e}evil                         *not bold* _nor italic_ [not a link](x) │"))
    #expect(lines.contains("│ a|b                             [ `x|y`                                    ] │"))
    // One label with all of them: a pipe, a code span, a newline, HTML and ESC.
    #expect(lines[7] == "│ a|b `x|y` one\\x0atwo <b>                                           [●──] Off │")
    #expect(lines[8] == "│ \\x1b[2J                                                                      │")
    // A newline in prose is a line break; in the description it came as CRLF.
    #expect(lines[2] == "Line one")
    #expect(lines[3] == "line two \\ with a backslash")
  }

  @Test("with colour, the only escape sequences are the renderer's own SGR codes")
  func colourIsOurs() throws {
    let output = Self.render(try Self.fixture("hostile.yaml"), colour: true).joined(separator: "\n")
    #expect(output.contains("\u{1B}[1mHostile | <b>title</b>\u{1B}[0m"))
    // Every ESC starts a Select Graphic Rendition sequence: ESC [ digits/semicolons m.
    let sequences = output.split(separator: "\u{1B}", omittingEmptySubsequences: false).dropFirst()
    for sequence in sequences {
      let code = sequence.prefix { $0 != "m" }
      #expect(code.first == "[" && code.dropFirst().allSatisfy { $0.isNumber || $0 == ";" }, "\(code)")
    }
  }

  @Test("every line fits the width and every box line fills it", arguments: [40, 80, 120])
  func widths(_ width: Int) throws {
    for name in ["hostile.yaml", "wide.yaml"] {
      for line in Self.render(try Self.fixture(name), width: width) {
        let columns = TerminalText.displayWidth(line)
        #expect(columns <= width, "\(name) at \(width): \(line)")
        if line.hasPrefix("│") || line.hasPrefix("╭") || line.hasPrefix("├") || line.hasPrefix("╰") {
          #expect(columns == width, "\(name) at \(width): \(line)")
        }
      }
    }
  }

  @Test("CJK and emoji count two columns, combining marks none, so fields line up")
  func displayWidth() throws {
    let lines = Self.render(try Self.fixture("wide.yaml"), width: 40)
    let fieldRows = lines.filter { $0.contains("[ ") }
    #expect(fieldRows.count == 3)
    // The field opens at the same display column on every row.
    let columns = fieldRows.map { row in
      TerminalText.displayWidth(String(row[..<(row.range(of: "[ ")?.lowerBound ?? row.endIndex)]))
    }
    #expect(columns == [11, 11, 11])
    #expect(fieldRows[0] == "│ 名前     [ 山田太郎                ] │")
    #expect(fieldRows[2] == "│ Cafe\u{301}     [ nai\u{308}ve                   ] │")
    // A long CJK value is cut by display width, with an ellipsis, beside its glyph.
    #expect(lines.contains("│  日本語のテキストはここに表示され… › │"))
  }

  @Test("--ascii draws with ASCII only")
  func ascii() throws {
    let spec = try validSpec(
      """
      tablegen: 1
      title: Plain
      sections:
        - header: One
          cells:
            - { type: input, id: a, label: Name, secure: true, required: true }
            - { type: picker, id: b, label: Pick, options: [x, y], default: [x], multiple: true }
            - { type: switch, id: c, label: On, default: true }
            - { type: slider, id: d, label: Level, min: 0, max: 10, default: 5 }
            - { type: textView, id: e, label: Text, minLines: 1 }
            - { type: value, title: V, value: "1", accessory: checkmark }
            - { type: link, title: L, target: "https://example.com" }
            - { type: button, id: f, title: Go, style: destructive, confirm: { title: Sure? } }
      """)
    let output = Self.render(spec, ascii: true).joined(separator: "\n")
    #expect(output.unicodeScalars.allSatisfy { $0.isASCII }, "\(output)")
    #expect(output.contains("| Name *  [ ********"))
    #expect(output.contains("| Pick    [x] x "))
    #expect(output.contains("| On" + String(repeating: " ", count: 66) + "[--o] On |"))
    #expect(output.contains("| Level   0 -----------------------------o---------------------------- 10  = 5 |"))
    #expect(output.contains("|                             [ Go ]  destructive                              |"))
  }

  @Test("a secure input never shows its default")
  func secureDefault() throws {
    let spec = try validSpec(
      """
      tablegen: 1
      cells:
        - { type: input, id: pin, label: PIN, secure: true, default: hunter22 }
      """)
    let output = Self.render(spec).joined(separator: "\n")
    #expect(!output.contains("hunter22"))
    #expect(output.contains("[ ••••••••   "))
  }

  @Test("rows align on the widest label, an input with a ratio too")
  func ratio() throws {
    let spec = try validSpec(
      """
      tablegen: 1
      cells:
        - { type: input, id: a, label: Short }
        - { type: input, id: b, label: A longer label }
        - { type: input, id: c, label: Half, ratio: 0.5 }
      """)
    let rows = Self.render(spec, width: 44).filter { $0.contains("[ ") }
    // Content is 40 columns: labels of 14 plus a gap of 2, for every row.
    #expect(
      rows.map { $0.distance(from: $0.startIndex, to: $0.range(of: "[ ")?.lowerBound ?? $0.startIndex) } == [
        18, 18, 18,
      ])
  }

  @Test("a narrow row stacks the label above the field")
  func stacked() throws {
    let spec = try validSpec(
      """
      tablegen: 1
      cells:
        - { type: input, id: a, label: A label that takes room, placeholder: here }
      """)
    let lines = Self.render(spec, width: 20)
    #expect(lines.contains("│ A label that     │"))
    #expect(lines.contains("│ takes room       │"))
    #expect(lines.contains("│ [ here         ] │"))
  }

  @Test("word wrapping breaks at spaces, and inside a word only when it must")
  func wrapping() {
    #expect(TextWrapping.wrap("one two three", width: 7) == ["one two", "three"])
    #expect(TextWrapping.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    #expect(TextWrapping.wrap("日本語テキスト", width: 5) == ["日本", "語テ", "キス", "ト"])
    #expect(TextWrapping.wrap("a\n\nb", width: 5) == ["a", "", "b"])
    #expect(TextWrapping.wrap("", width: 5) == [""])
    #expect(TextWrapping.wrap("a  b", width: 10) == ["a b"])
    #expect(TextWrapping.wrap(" lead ", width: 10) == ["lead"])
    #expect(TextWrapping.wrap("fits", width: 4) == ["fits"])
    #expect(TextWrapping.wrap("日", width: 1) == ["日"])
    // A very long word is cut in one pass: 200,000 columns make 2,500 lines of 80.
    let long = TextWrapping.wrap(
      String(repeating: "x", count: 100_000) + String(repeating: "日", count: 50_000), width: 80)
    #expect(long.count == 2_500 && long.allSatisfy { TerminalText.displayWidth($0) == 80 })
    #expect(TextWrapping.truncate("abcdef", width: 4, ellipsis: "…") == "abc…")
    #expect(TextWrapping.truncate("abc", width: 4, ellipsis: "…") == "abc")
  }

  @Test("summing scalars agrees with counting cluster by cluster, for every kind of text")
  func fastWidthAgrees() throws {
    var samples = [
      "plain", "Café", "Cafe\u{301}", "naïve", "日本語", "👍🏽", "👨‍👩‍👧", "❤️", "🇬🇧🇫🇷", "한국어", "\u{1100}\u{1161}\u{11A8}",
      "a\u{200D}b", "\u{600}1", "x\u{FE0F}", "\r\n", "\u{1B}[2J", "│ ╭─╮ ●", "soft\u{AD}hyphen", "ก่", "नमस्ते",
      "e\u{20DD}",
      "(•) [✓] › ⓘ … · £ ──●──", "•\u{301}", "✓\u{FE0F}", "ⓘ\u{20DD}", "\u{85}\u{9F}\u{A0}",
    ]
    // Random mixes of scalars from every range the fast path treats specially.
    let pools: [ClosedRange<UInt32>] = [
      0x20...0x7E, 0xA0...0x2FF, 0x300...0x36F, 0x1100...0x11FF, 0x2500...0x259F, 0x200B...0x200F,
      0x3040...0x30FF, 0x4E00...0x4E40, 0xAC00...0xAC40, 0xFE00...0xFE0F, 0x1F1E6...0x1F1FF, 0x1F300...0x1F3FF,
      0x1F900...0x1F9FF, 0x0E00...0x0E7F, 0x0900...0x097F,
      // The byte-level path: C1 controls, general punctuation, the text form's glyphs.
      0x80...0x9F, 0x2000...0x206F, 0x2490...0x24FF, 0x25A0...0x25FF, 0x2700...0x271F,
    ]
    var generator = SeededGenerator(seed: 2026)  // seeded: a failure reproduces
    for _ in 0..<20_000 {
      var text = ""
      for _ in 0..<Int.random(in: 1...8, using: &generator) {
        let pool = pools[Int.random(in: 0..<pools.count, using: &generator)]
        if let scalar = Unicode.Scalar(UInt32.random(in: pool, using: &generator)) {
          text.unicodeScalars.append(scalar)
        }
      }
      samples.append(text)
    }
    for text in samples {
      #expect(
        TerminalText.displayWidth(text) == TerminalText.clusterWidth(text),
        "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }
}
