import Foundation
import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// The one cell escaper and the tables it fills. `scripts/check-markdown-tables.py`
/// reads the same output back through a real GFM parser in CI.
@Suite("Markdown renderer")
struct MarkdownRendererTests {
  @Test(
    "the cell escaper keeps text literal and on one row",
    arguments: [
      ("a|b", "a\\|b"),
      ("`x|y`", "\\`x\\|y\\`"),
      ("line one\nline two", "line one<br>line two"),
      ("crlf\r\nend", "crlf<br>end"),
      ("<b>bold</b> & more", "&lt;b&gt;bold&lt;/b&gt; &amp; more"),
      ("back\\slash \\| pipe", "back\\\\slash \\\\\\| pipe"),
      ("*a* _b_ [c](d) ~e~", "\\*a\\* \\_b\\_ \\[c\\](d) \\~e\\~"),
      ("\u{1B}[2J\u{7}", "\\\\x1b\\[2J\\\\x07"),
      // GitHub renders $…$ as math in Markdown files; escaped, a price or a variable stays text.
      ("from $5 to $10, or $x$", "from \\$5 to \\$10, or \\$x\\$"),
      ("café $x$", "café \\$x\\$"),
      ("", "—"),
      ("   ", "—"),
    ])
  func inline(_ text: String, _ expected: String) {
    #expect(MarkdownText.inline(text) == expected)
  }

  @Test(
    "code spans escape pipes too, and fence around backticks",
    arguments: [
      ("x|y", "`x\\|y`"),
      ("a`b", "``a`b``"),
      ("`edge`", "`` `edge` ``"),
      ("two\nlines", "`two lines`"),
      ("<b>", "`<b>`"),
      ("", "—"),
    ])
  func code(_ text: String, _ expected: String) {
    #expect(MarkdownText.code(text) == expected)
  }

  @Test("the line break YAML's `|` leaves at the end of a description, help, note or footer gives no `<br>`")
  func finalLineBreak() throws {
    let spec = try validSpec(
      """
      tablegen: 1
      description: |
        About this form.
      sections:
        - footer: "Footer one.\\r\\n\\n"
          cells:
            - type: input
              id: name
              label: Name
              help: |
                Your name.
                As on the card.
            - type: note
              text: |
                A note.
            - { type: note, text: "\\n" }
      """)
    let markdown = MarkdownRenderer().render(spec)
    #expect(!markdown.contains("<br> |"))
    #expect(markdown.hasPrefix("About this form.\n\n| Field"))
    #expect(markdown.contains("| `name` | Name | Your name.<br>As on the card. | input | no | — | — |"))
    #expect(markdown.contains("\n\nA note.\n\n—\n\nFooter one.\n"))
    #expect(MarkdownText.inline("a\n\r\n") == "a")
    #expect(MarkdownText.inline("\n") == "—")
  }

  @Test("text that starts a block cannot become a heading or a list")
  func block() {
    #expect(MarkdownText.block("- item") == "\\- item")
    #expect(MarkdownText.block("1. first") == "1\\. first")
    #expect(MarkdownText.block("# title") == "\\# title")
    #expect(MarkdownText.block("    code") == "code")
    #expect(MarkdownText.block("plain") == "plain")
  }

  @Test("a hostile spec renders one row per field, seven columns each, and its value as a list item")
  func hostileRows() throws {
    let url = packagePath("Tests/Fixtures/render/hostile.yaml")
    let spec = try #require(SpecLoader.load(SourceFile(path: url.path, bytes: try [UInt8](Data(contentsOf: url)))).spec)
    let output = MarkdownRenderer().render(spec)
    #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    // HTML from the spec is either an entity or inside a code span, where it is text.
    let outsideCode = output.replacing("Placeholder: `<b>bold</b> & <script>`", with: "")
    #expect(outsideCode != output)
    #expect(!outsideCode.contains("<b>") && !outsideCode.contains("<script>"))
    let rows = output.split(separator: "\n").filter { $0.hasPrefix("| ") }
    #expect(rows.count == 2 + 4)
    // Column separators are the pipes not escaped by a backslash.
    for row in rows {
      var separators = 0
      var backslashes = 0
      for character in row {
        if character == "|", backslashes % 2 == 0 { separators += 1 }
        backslashes = character == "\\" ? backslashes + 1 : 0
      }
      #expect(separators == 8, "\(row)")
    }
    // One label with all of them: a pipe, a code span, a newline, HTML and ESC.
    #expect(
      rows[2] == "| `everything` | a\\|b \\`x\\|y\\` one<br>two &lt;b&gt; \\\\x1b\\[2J | — | switch | no | `off` | — |")
    #expect(rows[3] == "| `pipe` | a\\|b | — | input | no | — | Placeholder: `` `x\\|y` ``<br>Pattern: `^(a\\|b)+$` |")
    #expect(output.contains("\n\n- \\\\u{202e}evil: \\*not bold\\* \\_nor italic\\_ \\[not a link\\](x)\n\n—\n\n"))
    #expect(
      output.hasPrefix(
        "# Hostile \\| &lt;b&gt;title&lt;/b&gt;\n\nLine one<br>line two \\\\ with a backslash\n\n## \\# Not a heading"))
  }

  @Test("a section without a header after another starts with a break, so its table never runs on from the last")
  func sections() throws {
    let spec = try #require(
      loadSpec(
        """
        tablegen: 1
        sections:
          - cells: [{ type: switch, id: a, label: A }]
          - cells: [{ type: switch, id: b, label: B }]
            footer: After B.
          - header: C
            cells: [{ type: note, text: Read me }]
        """
      ).spec)
    #expect(
      MarkdownRenderer().render(spec) == """
        | Field | Label | Description | Type | Required | Default | Details |
        | --- | --- | --- | --- | --- | --- | --- |
        | `a` | A | — | switch | no | `off` | — |

        ---

        | Field | Label | Description | Type | Required | Default | Details |
        | --- | --- | --- | --- | --- | --- | --- |
        | `b` | B | — | switch | no | `off` | — |

        After B.

        ## C

        Read me

        """)
  }

  @Test("rows that take no answer are a list in their place, with no empty columns; a note is a paragraph")
  func displayRows() throws {
    // loadSpec, not validSpec: the link's target file need not exist to be shown.
    let spec = try #require(
      loadSpec(
        """
        tablegen: 1
        cells:
          - { type: input, id: name, label: Name, help: "Your full name." }
          - { type: value, id: plan, title: Plan, value: Pro, detail: Renews monthly, accessory: disclosure }
          - { type: link, id: terms, title: Terms, target: terms.yaml }
          - { type: button, id: reset, title: Reset, style: destructive, role: action }
          - { type: note, text: Changes save at once. }
          - { type: switch, id: news, label: News }
          - { type: button, id: done, title: Done }
        """
      ).spec)
    #expect(
      MarkdownRenderer().render(spec) == """
        | Field | Label | Description | Type | Required | Default | Details |
        | --- | --- | --- | --- | --- | --- | --- |
        | `name` | Name | Your full name. | input | no | — | — |

        - Plan (`plan`): Pro<br>Renews monthly<br>Accessory: disclosure
        - Terms (`terms`): opens `terms.yaml`
        - Reset (`reset`): destructive button, acts in place<br>Action: `reset`

        Changes save at once.

        | Field | Label | Description | Type | Required | Default | Details |
        | --- | --- | --- | --- | --- | --- | --- |
        | `news` | News | — | switch | no | `off` | — |

        - Done (`done`): button, finishes the form<br>Action: `done`

        """)
  }

  @Test("the title at the heading level asked for, sections one below")
  func headingLevels() throws {
    let spec = try validSpec(
      "tablegen: 1\ntitle: T\nsections:\n  - header: S\n    cells: [{ type: switch, id: a, label: A }]\n")
    #expect(MarkdownRenderer().render(spec).hasPrefix("# T\n\n## S\n\n"))
    #expect(
      MarkdownRenderer(headingLevel: MarkdownRenderer.injectedHeadingLevel).render(spec).hasPrefix("## T\n\n### S\n\n"))
    #expect(MarkdownRenderer(headingLevel: 5).render(spec).hasPrefix("##### T\n\n###### S\n\n"))
  }

  @Test("a default of empty text is \"\", apart from no default; the pattern's message and the format hint are details")
  func emptyDefaultAndHints() throws {
    let spec = try validSpec(
      """
      tablegen: 1
      cells:
        - type: input
          id: code
          label: Code
          default: ""
          pattern: "^([A-Z]{3})?$"
          patternMessage: Three capital letters
          formatHint: like ABC
        - { type: input, id: other, label: Other }
        - { type: textView, id: notes, label: Notes, default: "" }
      """)
    let rows = MarkdownRenderer().render(spec).split(separator: "\n").filter { $0.hasPrefix("| `") }
    #expect(
      rows == [
        "| `code` | Code | — | input | no | `\"\"` | Format: like ABC<br>Pattern: `^([A-Z]{3})?$`<br>When it does not match: Three capital letters |",
        "| `other` | Other | — | input | no | — | — |",
        "| `notes` | Notes | — | textView | no | `\"\"` | 3 or more lines |",
      ])
  }

  @Test(
    "URLs are links to exactly the URL; emails, www. hosts and other URLs are code; never an escape inside",
    arguments: [
      (
        "See https://example.com/help_center?lang=en&q=1.",
        "See <https://example.com/help_center?lang=en&q=1>."
      ),
      ("(https://en.example.org/wiki/A_(b)), ok", "(<https://en.example.org/wiki/A_(b)>), ok"),
      ("Mail first_last@example.com!", "Mail `first_last@example.com`!"),
      ("Visit www.example.com/a_b or WWW.EXAMPLE.COM", "Visit `www.example.com/a_b` or `WWW.EXAMPLE.COM`"),
      ("ftp://x.example/a_b and mailto:a@b.example", "`ftp://x.example/a_b` and `mailto:a@b.example`"),
      ("https://example.com/a|b", "`https://example.com/a\\|b`"),
      ("https://example.com/?a=&amp;b=1", "`https://example.com/?a=&amp;b=1`"),
      ("https://example.com/?a=&amp;", "<https://example.com/?a=&amp>;"),
      ("https://example.com/%zz https://example.com/%41", "`https://example.com/%zz` `https://example.com/%41`"),
      ("not_a link: a@b, case}@example.com, example.com", "not\\_a link: a@b, case}@example.com, example.com"),
      ("www., which GitHub links to http://www", "`www.,` which GitHub links to <http://www>"),
      ("*https://example.com*", "\\*<https://example.com>\\*"),
      ("mailto:@x.y and xmpp:+@x.y", "`mailto:@x.y` and `xmpp:+@x.y`"),
    ])
  func links(_ text: String, _ expected: String) {
    #expect(MarkdownText.inline(text) == expected)
  }

  @Test("a code span escapes its pipes in a table cell only; spaces alone stay as they are")
  func codePlaces() {
    #expect(MarkdownText.block("see www.a|b.example") == "see `www.a|b.example`")
    #expect(MarkdownText.inline("see www.a|b.example") == "see `www.a\\|b.example`")
    #expect(MarkdownText.code("  ") == "`  `")
  }

  @Test("a link cell to a URL links to it; to a spec file or another scheme, shows it in code")
  func linkCells() throws {
    let spec = try #require(
      loadSpec(
        """
        tablegen: 1
        cells:
          - { type: link, id: a, title: A, target: "https://example.com/help_center?lang=en&q=1" }
          - { type: link, id: b, title: B, target: "mailto:help_desk@example.com" }
          - { type: link, id: c, title: C, target: other_spec.yaml }
        """
      ).spec)
    #expect(
      MarkdownRenderer().render(spec) == """
        - A (`a`): opens <https://example.com/help_center?lang=en&q=1>
        - B (`b`): opens `mailto:help_desk@example.com`
        - C (`c`): opens `other_spec.yaml`

        """)
  }

  @Test("a button's, a value's and a note's conditions end their item or paragraph")
  func displayConditions() throws {
    let spec = try validSpec(
      """
      tablegen: 1
      cells:
        - { type: switch, id: pro, label: Pro }
        - { type: button, id: upgrade, title: Upgrade, visibleIf: "not {pro}" }
        - { type: value, id: tier, title: Tier, value: Pro, visibleIf: "{pro}" }
        - { type: note, text: "Thanks!", visibleIf: "{pro}" }
      """)
    let output = MarkdownRenderer().render(spec)
    #expect(
      output.contains(
        "\n\n- Upgrade (`upgrade`): button, finishes the form<br>Action: `upgrade`<br>Shown when Pro is off\n"))
    #expect(output.contains("\n- Tier (`tier`): Pro<br>Shown when Pro is on\n\nThanks!<br>Shown when Pro is on\n"))
  }
}
