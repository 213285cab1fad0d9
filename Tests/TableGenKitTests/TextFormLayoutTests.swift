import Testing

@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// The text form as an iOS designer reads it: one label column,
/// controls at the trailing edge, long pickers as one row, and borders that
/// stay put whatever the text holds. Each test gives the exact rows.
@Suite("Text form layout")
struct TextFormLayoutTests {
  static func render(_ yaml: String, width: Int = 44, ascii: Bool = false, expandsPickers: Bool = false) throws
    -> [String]
  {
    let options = TextRenderOptions(width: width, glyphs: ascii ? .ascii : .unicode, expandsPickers: expandsPickers)
    let output = TextRenderer(options: options).render(try validSpec(yaml))
    return output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test("an input's ratio keeps the label column every other row shares")
  func ratioKeepsTheColumn() throws {
    let lines = try Self.render(
      """
      tablegen: 1
      cells:
        - { type: input, id: a, label: Short }
        - { type: input, id: b, label: A longer label }
        - { type: input, id: c, label: Half, ratio: 0.5 }
      """)
    #expect(lines[1] == "│ Short           [                      ] │")
    #expect(lines[3] == "│ A longer label  [                      ] │")
    #expect(lines[5] == "│ Half            [                      ] │")
  }

  @Test("a switch sits at the trailing edge, where values sit")
  func switchIsTrailing() throws {
    let lines = try Self.render(
      """
      tablegen: 1
      cells:
        - { type: switch, id: wifi, label: Wi-Fi, default: true, help: Joins known networks. }
        - { type: value, title: Network, value: Home }
      """)
    #expect(lines[1] == "│ Wi-Fi                           [──●] On │")
    #expect(lines[2] == "│        Joins known networks.             │")
    #expect(lines[4] == "│ Network                             Home │")
  }

  static let pickers = """
    tablegen: 1
    cells:
      - type: picker
        id: country
        label: Country
        options: [Austria, Belgium, Croatia, Denmark, Estonia, Finland, France, Germany, Greece, Hungary,
                  Ireland, Italy, Latvia, Lithuania, Malta, Netherlands, Poland, Portugal, Spain, Sweden]
        default: Ireland
      - { type: picker, id: size, label: Size, options: [S, M, L], default: M }
      - type: picker
        id: toppings
        label: Toppings
        multiple: true
        options: [Ham, Olives, Basil, Chilli]
        default: [Olives, Chilli]
      - { type: picker, id: lane, label: Lane, options: [A, B, C, D] }
    """

  @Test("a long picker is one row with the chosen value and ›; three options or fewer stay listed")
  func longPickersCollapse() throws {
    let lines = try Self.render(Self.pickers)
    #expect(
      lines == [
        "╭──────────────────────────────────────────╮",
        "│ Country                        Ireland › │",
        "├──────────────────────────────────────────┤",
        "│ Size      ( ) S                          │",
        "│           (•) M                          │",
        "│           ( ) L                          │",
        "├──────────────────────────────────────────┤",
        "│ Toppings                Olives, Chilli › │",
        "├──────────────────────────────────────────┤",
        "│ Lane                                   › │",
        "╰──────────────────────────────────────────╯",
        "",
      ])
  }

  @Test("--expand-pickers lists every option")
  func expandedPickers() throws {
    let lines = try Self.render(Self.pickers, expandsPickers: true)
    #expect(lines.count == 20 + 3 + 4 + 4 + 3 + 2 + 1)
    #expect(lines[1] == "│ Country   ( ) Austria                    │")
    #expect(lines[11] == "│           (•) Ireland                    │")
    #expect(lines[29] == "│           [✓] Chilli                     │")
  }

  @Test("a collapsed picker counts the options offered only under a condition")
  func collapsedConditionalOptions() throws {
    let lines = try Self.render(
      """
      tablegen: 1
      cells:
        - { type: switch, id: pro, label: Pro }
        - type: picker
          id: plan
          label: Plan
          default: a
          options:
            - { label: A, value: a }
            - { label: B, value: b }
            - { label: C, value: c }
            - { label: D, value: d, visibleIf: "{pro}" }
      """)
    #expect(lines[3] == "│ Plan                                 A › │")
    #expect(lines[4] == "│       ↳ 1 of 4 options offered only      │")
    #expect(lines[5] == "│         under a condition                │")
  }

  @Test("a button's style note is left out when its title says it")
  func noStutter() throws {
    let lines = try Self.render(
      """
      tablegen: 1
      cells:
        - { type: button, id: cancel, title: Cancel, style: cancel }
        - { type: button, id: del, title: Delete Account, style: destructive }
      """)
    #expect(lines[1] == "│                [ Cancel ]                │")
    #expect(lines[3] == "│     [ Delete Account ]  destructive      │")
  }

  @Test("the ASCII checkmark is v, not x")
  func asciiCheckmark() throws {
    let lines = try Self.render(
      """
      tablegen: 1
      cells:
        - { type: value, title: Terms Accepted, accessory: checkmark }
      """, ascii: true)
    #expect(lines[1] == "| Terms Accepted                         v |")
  }

  @Test("a note written with YAML | ends at its last line, without an empty row")
  func literalNote() throws {
    let lines = try Self.render(
      """
      tablegen: 1
      cells:
        - type: note
          text: |
            First line.
            Second line.
        - { type: switch, id: s, label: After }
      """)
    #expect(lines[2] == "│ Second line.                             │")
    #expect(lines[3] == "├──────────────────────────────────────────┤")
  }

  @Test("a text view keeps the spaces its default and placeholder lines start with")
  func textViewIndentation() throws {
    let lines = try Self.render(
      """
      tablegen: 1
      cells:
        - type: textView
          id: sig
          label: Signature
          minLines: 3
          default: "Best,\\n  Sam\\n    (sent from my phone)"
        - type: textView
          id: list
          label: List
          minLines: 2
          placeholder: "  - one\\n  - two"
      """)
    #expect(lines[3] == "│            │   Sam                     │ │")
    #expect(lines[4] == "│            │     (sent from my phone)  │ │")
    #expect(lines[9] == "│            │   - one                   │ │")
    #expect(lines[10] == "│            │   - two                   │ │")
    // A long indented line wraps under its indent.
    #expect(
      CellDepiction.indentedLines("  one two three", width: 10) == ["  one two", "  three"])
  }

  @Test("an input's formatHint leads the line under its field")
  func formatHint() throws {
    let lines = try Self.render(
      """
      tablegen: 1
      cells:
        - { type: input, id: phone, label: Mobile, keyboard: phone, formatHint: like 07700 900123 }
      """)
    #expect(lines[2] == "│         Format: like 07700 900123 ·      │")
    #expect(lines[3] == "│         phone number                     │")
  }

  @Test("emoji are measured as terminals draw them")
  func emojiWidth() throws {
    // Text presentation by default: one column. VS16 asks for emoji presentation: two.
    #expect(TerminalText.displayWidth("🎛") == 1)
    #expect(TerminalText.displayWidth("🎛\u{FE0F}") == 2)
    #expect(TerminalText.displayWidth("⚠") == 1)
    #expect(TerminalText.displayWidth("⚠\u{FE0F}") == 2)
    #expect(TerminalText.displayWidth("1\u{FE0F}\u{20E3}") == 2)  // a keycap
    #expect(TerminalText.displayWidth("🌡 ok") == 4)
    // Emoji presentation by default, and CJK: two, whatever follows.
    #expect(TerminalText.displayWidth("☔") == 2)
    #expect(TerminalText.displayWidth("👍🏽") == 2)
    #expect(TerminalText.displayWidth("👨‍👩‍👧") == 2)
    #expect(TerminalText.displayWidth("🇬🇧") == 2)
    #expect(TerminalText.displayWidth("中") == 2)
    // Enclosed CJK on a black square (U+3248) is East Asian Ambiguous: one.
    #expect(TerminalText.displayWidth("\u{3248}") == 1)
    let lines = try Self.render(
      """
      tablegen: 1
      cells:
        - { type: switch, id: a, label: "🎛 Mixer" }
        - { type: switch, id: b, label: "⚠️ Alerts" }
      """)
    #expect(lines[1] == "│ 🎛 Mixer                        [●──] Off │")
    #expect(lines[3] == "│ ⚠️ Alerts                      [●──] Off │")
  }

  @Test("the wide table is sorted and disjoint, so its binary search finds every range")
  func wideTable() {
    let ranges = EastAsianWide.ranges
    #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound + 1 < $1.lowerBound })
    for range in ranges {
      #expect(EastAsianWide.contains(range.lowerBound) && EastAsianWide.contains(range.upperBound))
      #expect(!EastAsianWide.contains(range.upperBound + 1))
    }
  }
}

extension GoldenTests {
  @Test("settings.yaml with --expand-pickers lists every option")
  func expandedPickersGolden() throws {
    let spec = try Self.loadSample("settings.yaml")
    let rendered = TextRenderer(options: TextRenderOptions(expandsPickers: true)).render(spec)
    try Self.check(rendered, golden: "text/settings.yaml.expanded.txt")
  }
}
