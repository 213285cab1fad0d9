import Foundation
import Testing

@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// What a cell means is said once and every output says it the
/// same way: the text form, the Markdown, the picture and the web form.
@Suite("Shared words in every output")
struct SharedWordsTests {
  static func outputs(_ yaml: String) throws -> (text: String, markdown: String, svg: String, html: String) {
    let spec = try validSpec(yaml)
    return (
      TextRenderer(options: TextRenderOptions(width: 60)).render(spec), MarkdownRenderer().render(spec),
      SVGRenderer().render(spec), HTMLRenderer().render(spec)
    )
  }

  @Test("an input's formatHint reads \"Format: …\" in every output, as in tablegen fill")
  func formatHint() throws {
    let out = try Self.outputs(
      """
      tablegen: 1
      cells:
        - { type: input, id: code, label: Code, pattern: "[A-Z]{3}", formatHint: " ABC " }
      """)
    #expect(out.text.contains("\n│       Format: ABC · pattern [A-Z]{3}      "))
    #expect(out.markdown.contains("| Format: ABC<br>Pattern: `[A-Z]{3}` |"))
    #expect(out.svg.contains(">Format: ABC</text>"))
    #expect(out.html.contains("<p class=\"hint\">Format: ABC</p>"))
    for text in [out.text, out.markdown, out.svg, out.html] { #expect(!text.contains("Hint: ")) }
  }

  @Test("an action button says it acts in place in every output, whatever its style")
  func actionButton() throws {
    let out = try Self.outputs(
      """
      tablegen: 1
      cells:
        - { type: button, id: clear, title: Clear Downloads, style: destructive, role: action }
        - { type: button, id: go, title: Go, style: cancel, role: action }
        - { type: button, id: done, title: Done }
      """)
    let text = out.text.split(separator: "\n").map { $0.trimmingCharacters(in: [" ", "│"]) }
    #expect(text.contains("[ Clear Downloads ]  destructive, acts in place"))
    #expect(text.contains("[ Go ]  cancel, acts in place"))
    #expect(text.contains("[ Done ]"))
    #expect(out.markdown.contains("- Clear Downloads (`clear`): destructive button, acts in place<br>"))
    #expect(out.markdown.contains("- Go (`go`): cancel button, acts in place<br>"))
    #expect(out.markdown.contains("- Done (`done`): button, finishes the form<br>"))
    #expect(out.svg.components(separatedBy: ">Acts in place</text>").count == 3)
    #expect(out.svg.contains("class=\"row button destructive action\""))
    #expect(out.html.contains("data-role=\"action\""))
  }
}
