import Testing

@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// Dates and Settings-bundle keys in the renderers, beyond Samples/reminders.yaml's goldens: a
/// picker's presentation overrides its option count, a pushed list shows the
/// chosen short label, a sorted picker keeps each option's value, and a date's
/// control answers tablegen's ISO text.
@Suite("Render: dates and the Settings-bundle keys")
struct SettingsKeysRenderTests {
  static let pickers = """
    tablegen: 1
    cells:
      - type: picker
        id: repeat
        label: Repeat
        presentation: list
        options:
          - {label: Every Day, shortLabel: Daily, value: daily}
          - {label: Every Week, shortLabel: Weekly, value: weekly}
        default: weekly
      - type: picker
        id: sound
        label: Sound
        presentation: radio
        sortByLabel: true
        options: [{label: Tri-tone, value: t}, {label: chime, value: c}, {label: Bell, value: b}, {label: Note, value: n}, {label: Alarm, value: a}, {label: Zap, value: z}]
        default: c
    """

  func text(_ yaml: String) throws -> String {
    TextRenderer(options: TextRenderOptions(width: 60, glyphs: .unicode, style: TerminalStyle(enabled: false)))
      .render(try validSpec(yaml))
  }

  @Test("text: a pushed list of two is one row with the chosen short label; a radio group of six is inline, sorted")
  func textPresentation() throws {
    let lines = try text(Self.pickers).split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("│ Repeat") && $0.hasSuffix("Weekly › │") })
    #expect(!lines.contains { $0.contains("Every Day") }, "a pushed list does not list its options in place")
    let options = lines.compactMap { line in
      ["Alarm", "Bell", "chime", "Note", "Tri-tone", "Zap"].first {
        line.contains("( ) \($0)") || line.contains("(•) \($0)")
      }
    }
    #expect(options == ["Alarm", "Bell", "chime", "Note", "Tri-tone", "Zap"], "case-folded label order")
    #expect(lines.contains { $0.contains("(•) chime") })
  }

  @Test("HTML: a radio group of six is radio buttons in label order, each carrying its spec index; a list is a menu")
  func htmlPresentation() throws {
    let page = HTMLRenderer().render(try validSpec(Self.pickers))
    #expect(page.contains("<select id=\"tg-repeat\""))
    let order = ["Alarm", "Bell", "chime", "Note", "Tri-tone", "Zap"].compactMap { label in
      page.range(of: "<span>\(label)</span>").map { page.distance(from: page.startIndex, to: $0.lowerBound) }
    }
    #expect(order.count == 6 && order == order.sorted())
    #expect(page.contains("name=\"sound\" value=\"4\" aria-describedby=\"error-sound\"> <span>Alarm</span>"))
    #expect(page.contains("name=\"sound\" value=\"1\" aria-describedby=\"error-sound\" checked> <span>chime</span>"))
  }

  @Test("HTML: a date's control type, bounds and step in seconds, its default the ISO text")
  func htmlDate() throws {
    let page = HTMLRenderer().render(
      try validSpec(
        """
        tablegen: 1
        cells:
          - {type: date, id: at, label: At, mode: dateTime, minuteInterval: 15, min: 2026-01-01T09:00, max: 2026-12-31T18:00, default: 2026-03-04T10:30, required: true}
          - {type: date, id: day, label: Day}
        """))
    #expect(
      page.contains(
        "<input type=\"datetime-local\" id=\"tg-at\" name=\"at\" aria-describedby=\"error-at\" required"
          + " min=\"2026-01-01T09:00\" max=\"2026-12-31T18:00\" step=\"900\" value=\"2026-03-04T10:30\">"))
    #expect(page.contains("<input type=\"date\" id=\"tg-day\" name=\"day\" aria-describedby=\"error-day\">"))
  }

  @Test("Markdown: an option's short label, a switch's stored values, input traits and a row for one device")
  func markdownFacts() throws {
    let markdown = MarkdownRenderer().render(
      try validSpec(
        """
        tablegen: 1
        cells:
          - {type: picker, id: repeat, label: Repeat, options: [{label: Every Day, shortLabel: Daily, value: daily}]}
          - {type: switch, id: dark, label: Dark, onValue: "YES", offValue: "NO", idioms: [phone]}
          - {type: input, id: name, label: Name, autocapitalization: words, autocorrection: false}
        """))
    #expect(markdown.contains("One of: Every Day (`daily`) (shown as Daily)"))
    #expect(markdown.contains(#"| Stores "YES" when on, "NO" when off<br>iPhone only |"#))
    #expect(markdown.contains("| Capitalizes words<br>No autocorrection |"))
  }

  @Test("a section for one device says so under its header, in text and Markdown")
  func sectionIdioms() throws {
    let yaml = """
      tablegen: 1
      sections:
        - header: Tablet
          idioms: [pad]
          cells:
            - {type: switch, id: split, label: Split View}
      """
    #expect(try text(yaml).hasPrefix("  Tablet\n  iPad only\n╭"))
    #expect(MarkdownRenderer().render(try validSpec(yaml)).hasPrefix("## Tablet\n\niPad only\n\n| Field"))
  }
}
