import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// Inputs a review found to crash, hang, leak a secret or misrender, each kept
/// as a test of the fix.
@Suite("Review regressions")
struct ReviewRegressionTests {
  @Test("a slider from -1e308 to 1e308 renders (its span would overflow to infinity)")
  func hugeSlider() throws {
    let spec = try validSpec(
      "tablegen: 1\ncells:\n  - { type: slider, id: s, label: S, min: -1e308, max: 1e308, default: 1e308 }\n")
    let slider = SliderCell(common: CellCommon(origin: spec.origin), min: -1e308, max: 1e308)
    #expect(slider.fraction(of: 1e308) == 1)
    #expect(slider.fraction(of: 0) == 0.5)
    #expect(slider.knobColumn(of: -1e308, columns: 11) == 0)
    #expect(slider.knobColumn(of: .nan, columns: 11) == 0)
    let line = TextRenderer(options: TextRenderOptions(width: 60)).render(spec).split(separator: "\n")[1]
    #expect(line == "│ S  -1e+308 ───────────────────────────● 1e+308  = 1e+308 │")
  }

  @Test("a huge minLines draws a box of at most 20 rows and says the real figure")
  func tallTextView() throws {
    let spec = try validSpec(
      "tablegen: 1\ncells:\n  - { type: textView, id: t, label: T, minLines: 9223372036854775807 }\n")
    let lines = TextRenderer().render(spec).split(separator: "\n")
    #expect(lines.count == 1 + 1 + 20 + 1 + 1 + 1)  // top, box top, 20 rows, box bottom, facts, bottom
    #expect(lines.contains { $0.contains("9223372036854775807 or more lines") })
  }

  @Test("the full-screen editor shows a default's ESC and bidi characters escaped")
  func editorEscapes() throws {
    let plan = fillPlan(
      yaml: "tablegen: 1\ncells:\n  - { type: input, id: a, label: A, default: \"ok\\e]0;PWNED\\a\\u202Eevil\" }\n")
    let form = InteractiveForm(session: FormSession(plan: plan))
    let screen = form.screen(width: 80, height: 24, style: .plain).lines.joined(separator: "\n")
    #expect(!screen.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
    #expect(screen.contains("> ok\\x1b]0;PWNED\\x07\\u{202e}evil"))
  }

  @Test("a secure number's problems never quote it")
  func securePIN() {
    let plan = fillPlan(
      yaml:
        "tablegen: 1\ncells:\n  - { type: input, id: pin, label: PIN, keyboard: number, secure: true, minLength: 6 }\n")
    let problems = AnswerParser.problems(
      with: Answer.number(Number(literal: "1234", double: 1234, integer: 1234, isInteger: true)), for: plan.field("pin")
    )
    #expect(problems == ["the value is shorter than 6 characters, the minLength"])
  }

  @Test("a heading keeps a closing run of #; a code span keeps spaces at both ends; a secure default stays hidden")
  func markdownEdges() throws {
    #expect(MarkdownText.block("Issue #") == "Issue \\#")
    #expect(MarkdownText.block("Rank ###") == "Rank \\###")
    #expect(MarkdownText.block("C#") == "C#")
    #expect(MarkdownText.code("  two  ") == "`   two   `")
    let spec = try validSpec(
      "tablegen: 1\ncells:\n  - { type: input, id: pin, label: PIN, secure: true, default: hunter22 }\n")
    let markdown = MarkdownRenderer().render(spec)
    #expect(!markdown.contains("hunter22"))
    #expect(markdown.contains("| `pin` | PIN | — | input | no | (hidden) |"))
  }

  @Test("markers shown inside a fenced code block are examples, not markers")
  func fencedMarkers() throws {
    let document =
      "Docs:\n\n```markdown\n<!-- BEGIN_TABLEGEN -->\nexample\n<!-- END_TABLEGEN -->\n```\n\n~~~~\n<!-- END_TABLEGEN -->\n~~~~\n"
    let result = try MarkdownInjection.inject("| t |\n", into: Array(document.utf8), path: "R.md").get()
    #expect(
      String(decoding: result, as: UTF8.self) == document
        + "\n<!-- BEGIN_TABLEGEN -->\n\n| t |\n\n<!-- END_TABLEGEN -->\n")
  }
}
