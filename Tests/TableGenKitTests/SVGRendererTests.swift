import Foundation
import Testing

@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// The SVG picture: escaping, determinism, layout decisions and the metrics.
/// The goldens (GoldenTests) pin every sample; scripts/test-pictures.py looks
/// at the pictures in a real browser.
@Suite("SVG renderer")
struct SVGRendererTests {
  static func picture(_ yaml: String, theme: RenderTheme = .light, width: Int = 390) throws -> String {
    SVGRenderer(options: SVGRenderOptions(width: width, theme: theme)).render(try validSpec(yaml))
  }

  @Test("spec text is escaped as XML and shown visibly, in text and in the title")
  func escaping() throws {
    let svg = try Self.picture(
      """
      tablegen: 1
      title: "<script>alert(1)</script> & \\"q\\" 'a'"
      description: "]]><svg onload=x>"
      cells:
        - { type: input, id: a, label: "A", placeholder: "<img src=x>" }
        - { type: switch, id: b, label: "a\\e[31m\\u202Eb" }
        - { type: note, text: "x</text><script>" }
      """)
    #expect(!svg.contains("<script"))
    #expect(!svg.contains("<img"))
    #expect(!svg.contains("<svg onload"))
    #expect(svg.contains("<title>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot; &#39;a&#39;</title>"))
    #expect(svg.contains("a\\x1b[31m\\u{202e}b"))
    #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(svg.contains("x&lt;/text&gt;&lt;script&gt;"))
  }

  @Test("a text view keeps the leading spaces of each line of its default and placeholder, as the text form does")
  func textViewIndent() throws {
    let svg = try Self.picture(
      """
      tablegen: 1
      cells:
        - { type: textView, id: a, label: A, default: "  indented\\n    twice\\nflush" }
        - { type: textView, id: b, label: B, placeholder: "   spaced  out" }
      """)
    #expect(svg.contains(">  indented</text>"))
    #expect(svg.contains(">    twice</text>"))
    #expect(svg.contains(">flush</text>"))
    #expect(svg.contains(">   spaced out</text>"))
  }

  @Test("the same spec gives the same bytes, and nothing in them comes from outside")
  func deterministic() throws {
    let spec = try GoldenTests.loadSample("controls.yaml")
    let first = SVGRenderer().render(spec)
    #expect(first == SVGRenderer().render(spec))
    #expect(!first.contains("href"))
    #expect(!first.contains("@import"))
    #expect(!first.contains("<image"))
    #expect(!first.contains("<script"))
    #expect(first.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"390\""))
  }

  @Test("the theme picks iOS's grouped background and cell colours")
  func themes() throws {
    let yaml = "tablegen: 1\ncells: [{ type: switch, id: s, label: On, default: true }]"
    let light = try Self.picture(yaml)
    let dark = try Self.picture(yaml, theme: .dark)
    #expect(light.contains("class=\"background\" width=\"390\" height=\"") && light.contains("fill=\"#F2F2F7\"/>"))
    #expect(light.contains("class=\"switch-on\"") && light.contains("fill=\"#34C759\""))
    #expect(dark.contains("fill=\"#000000\"/>") && dark.contains("fill=\"#1C1C1E\""))
    #expect(dark.contains("fill=\"#30D158\""))
  }

  @Test("the width is clamped to the range render accepts")
  func widthClamped() throws {
    let yaml = "tablegen: 1\ncells: [{ type: note, text: Hi }]"
    #expect(try Self.picture(yaml, width: 10).contains("width=\"240\""))
    #expect(try Self.picture(yaml, width: 100_000).contains("width=\"1600\""))
  }

  @Test("a short picker shows its options with a checkmark; a long one is one row with the chosen value")
  func pickers() throws {
    let svg = try Self.picture(
      """
      tablegen: 1
      cells:
        - { type: picker, id: short, label: Short, options: [A, B], default: B }
        - { type: picker, id: long, label: Long, options: [One, Two, Three, Four], default: Three }
      """)
    #expect(svg.contains(">A</text>") && svg.contains(">B</text>"))
    #expect(!svg.contains(">One</text>"))
    #expect(svg.contains("text-anchor=\"end\" fill=\"#8A8A8E\">Three</text>"))
  }

  @Test("a row hidden as the form opens is drawn faded, with its condition in words")
  func hiddenRows() throws {
    let svg = try Self.picture(
      """
      tablegen: 1
      cells:
        - { type: switch, id: proxy, label: Use a Proxy }
        - { type: input, id: host, label: Server, visibleIf: "{proxy}" }
        - { type: input, id: port, label: Port, visibleIf: "not {proxy}" }
      """)
    #expect(svg.components(separatedBy: "class=\"hidden\"").count == 2)
    #expect(svg.contains("Hidden: shown when Use a Proxy is on"))
    #expect(!svg.contains("Hidden: shown when not"))
  }

  @Test("a row locked as the form opens is dimmed, with when it unlocks in words")
  func lockedRows() throws {
    let svg = try Self.picture(
      """
      tablegen: 1
      cells:
        - { type: switch, id: cellular, label: Cellular }
        - { type: switch, id: streaming, label: Streaming, enableIf: "{cellular}" }
        - { type: switch, id: always, label: Always, enableIf: "not {cellular}" }
      """)
    #expect(svg.components(separatedBy: "<g class=\"disabled\" opacity=\"0.45\">").count == 2)
    #expect(svg.contains("Locked: editable when Cellular is on"))
    #expect(!svg.contains("class=\"hidden\""))
  }

  @Test("a computed default shows the value it starts as, or its template in words while what it reads is empty")
  func computedDefaults() throws {
    let yaml = """
      tablegen: 1
      cells:
        - { type: input, id: first, label: First, DEFAULT }
        - { type: input, id: user, label: User, computedDefault: "{first | upper}." }
      """
    let filled = try Self.picture(yaml.replacingOccurrences(of: "DEFAULT", with: "default: ada"))
    #expect(filled.contains("fill=\"#000000\">ADA.</text>"))
    let empty = try Self.picture(yaml.replacingOccurrences(of: "DEFAULT", with: "placeholder: Ada"))
    #expect(empty.contains("fill=\"#C5C5C7\">{First, in upper case}.</text>"))
    #expect(!empty.contains(">.</text>"))
  }

  @Test("text is measured from a fixed table: wide characters take an em, and cut text ends in an ellipsis")
  func metrics() {
    let metrics = SVGTextMetrics(size: 10, weight: .regular)
    #expect(metrics.width(of: "ii") == 4.44)
    #expect(metrics.width(of: "漢") == 10)
    #expect(metrics.width(of: "👍🏽") == 11.5)
    #expect(metrics.width(of: "e\u{301}") == metrics.width(of: "e"))
    let cut = metrics.truncate("A long label that does not fit", toFit: 60)
    #expect(cut.hasSuffix("…") && metrics.width(of: cut) <= 60)
    #expect(metrics.truncate("Short", toFit: 60) == "Short")
    let lines = metrics.wrap("one two three four five six", width: 40, maximumLines: 2)
    #expect(lines.count == 2 && lines[1].hasSuffix("…"))
    #expect(metrics.wrap(String(repeating: "w", count: 30), width: 40, maximumLines: 5).count == 5)
  }

  @Test(
    "numbers are written with at most one decimal, the same everywhere",
    arguments: [(1.0, "1"), (1.25, "1.3"), (-1.5, "-1.5"), (-0.04, "0"), (15.5, "15.5"), (Double.nan, "0")])
  func numbers(_ value: Double, _ expected: String) {
    #expect(SVGCanvas.number(value) == expected)
  }

  @Test(
    "the picture's path is relative to the injected file's folder",
    arguments: [
      ("README.md", "docs/images/login.svg", "docs/images/login.svg"),
      ("docs/README.md", "docs/images/login.svg", "images/login.svg"),
      ("docs/a/README.md", "img/x.svg", "../../img/x.svg"),
      ("/w/repo/README.md", "images/x.svg", "images/x.svg"),
      ("./docs/../README.md", "/w/repo/pic.svg", "pic.svg"),
      ("README.md", "my pic (1).svg", "my%20pic%20%281%29.svg"),
    ])
  func relativePaths(_ document: String, _ picture: String, _ expected: String) {
    let path = SVGPictureReference.relativePath(from: document, to: picture, currentDirectory: "/w/repo")
    #expect(SVGPictureReference.percentEncoded(path) == expected)
  }

  @Test("the image's alt text keeps only the title's letters, digits and spaces")
  func altText() {
    #expect(SVGPictureReference.markdown(title: "Log in", path: "a.svg") == "![Log in form](a.svg)\n\n")
    #expect(SVGPictureReference.markdown(title: "[x](y) <b>*", path: "a b.svg") == "![xy b form](a%20b.svg)\n\n")
    #expect(SVGPictureReference.markdown(title: nil, path: "a.svg") == "![The form](a.svg)\n\n")
  }
}
