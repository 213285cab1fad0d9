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

  @Test("text that starts a block cannot become a heading or a list")
  func block() {
    #expect(MarkdownText.block("- item") == "\\- item")
    #expect(MarkdownText.block("1. first") == "1\\. first")
    #expect(MarkdownText.block("# title") == "\\# title")
    #expect(MarkdownText.block("    code") == "code")
    #expect(MarkdownText.block("plain") == "plain")
  }

  @Test("a hostile spec renders one row per cell, five columns each")
  func hostileRows() throws {
    let url = packagePath("Tests/Fixtures/render/hostile.yaml")
    let spec = try #require(SpecLoader.load(SourceFile(path: url.path, bytes: try [UInt8](Data(contentsOf: url)))).spec)
    let output = MarkdownRenderer().render(spec)
    #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!output.contains("<b>") && !output.contains("<script>"))
    let rows = output.split(separator: "\n").filter { $0.hasPrefix("| ") }
    #expect(rows.count == 2 + 6)
    // Column separators are the pipes not escaped by a backslash.
    for row in rows {
      var separators = 0
      var backslashes = 0
      for character in row {
        if character == "|", backslashes % 2 == 0 { separators += 1 }
        backslashes = character == "\\" ? backslashes + 1 : 0
      }
      #expect(separators == 6, "\(row)")
    }
    // One label with all of them: a pipe, a code span, a newline, HTML and ESC.
    #expect(
      rows[2] == "| a\\|b \\`x\\|y\\` one<br>two &lt;b&gt; \\\\x1b\\[2J (`everything`) | switch | no | `off` | — |")
    #expect(rows[3] == "| a\\|b (`pipe`) | input | no | — | Placeholder: \\`x\\|y\\`<br>Pattern: `^(a\\|b)+$` |")
    #expect(
      output.hasPrefix(
        "# Hostile \\| &lt;b&gt;title&lt;/b&gt;\n\nLine one<br>line two \\\\ with a backslash\n\n## \\# Not a heading"))
  }

  @Test("a section without a header still gets its table; footers follow as paragraphs")
  func sections() throws {
    let spec = try #require(
      loadSpec(
        """
        tablegen: 1
        sections:
          - cells: [{ type: switch, id: a, label: A }]
            footer: After A.
          - header: B
            cells: [{ type: note, text: Read me }]
        """
      ).spec)
    #expect(
      MarkdownRenderer().render(spec) == """
        | Field | Type | Required | Default | Details |
        | --- | --- | --- | --- | --- |
        | A (`a`) | switch | no | `off` | — |

        After A.

        ## B

        | Field | Type | Required | Default | Details |
        | --- | --- | --- | --- | --- |
        | — | note | — | — | Read me |

        """)
  }
}
