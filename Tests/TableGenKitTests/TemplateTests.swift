import Testing

@testable import TableGenSpec

/// Computed defaults: the template syntax, where its problems are reported,
/// and the text it renders under answers, filters included.
@Suite("Templates")
struct TemplateTests {
  func parse(_ text: String) throws -> Template {
    var diagnostics: [Diagnostic] = []
    let template = TemplateParser.parse(text, diagnostics: &diagnostics)
    #expect(diagnostics.isEmpty, "\(text): \(diagnostics.map(\.message))")
    return try #require(template)
  }

  func problem(_ text: String) -> Diagnostic? {
    var diagnostics: [Diagnostic] = []
    #expect(TemplateParser.parse(text, diagnostics: &diagnostics) == nil, "\(text) parsed")
    #expect(diagnostics.count == 1)
    return diagnostics.first
  }

  func describe(_ template: Template) -> [String] {
    template.parts.map { part in
      switch part {
      case .text(let text): "text(\(text))"
      case .reference(let id, let filters, let range):
        "ref(\(id)\(filters.map { "|" + $0.rawValue }.joined()) \(range.start)-\(range.end))"
      }
    }
  }

  @Test("text, substitutions with filters, and doubled braces")
  func parts() throws {
    let template = try parse("{first | lower}.{ last|trim |slug }@example.com {{literal}}")
    #expect(
      describe(template) == [
        "ref(first|lower 1:1-1:16)", "text(.)", "ref(last|trim|slug 1:17-1:36)",
        "text(@example.com {literal})",
      ])
    #expect(template.references == ["first", "last"])
    #expect(try parse("").parts.isEmpty)
    #expect(describe(try parse("{a}|x")) == ["ref(a 1:1-1:4)", "text(|x)"])
  }

  @Test(
    "syntax problems, at the character that shows them",
    arguments: [
      ("a } b", "template-syntax 1:3", "a '}' that closes no substitution"),
      ("a {b", "template-syntax 1:3", "the substitution '{' is not closed"),
      ("a {b | lower", "template-syntax 1:3", "the substitution '{' is not closed"),
      ("{}", "template-syntax 1:1", "the substitution names no id"),
      ("{a | lowr}", "template-syntax 1:6", "unknown filter 'lowr'"),
      ("{a | }", "template-syntax 1:4", "a '|' is followed by no filter"),
      ("{a | lower upper}", "template-syntax 1:12", "unexpected 'u' in a substitution"),
      ("{a b}", "template-syntax 1:4", "unexpected 'b' in a substitution"),
    ])
  func syntax(text: String, at: String, message: String) throws {
    let diagnostic = try #require(problem(text))
    #expect(diagnostic.at == at, "\(text)")
    #expect(diagnostic.message.hasPrefix(message), "\(text): \(diagnostic.message)")
  }

  @Test("an unknown filter suggests the closest")
  func filterSuggestion() {
    #expect(problem("{a | lowr}")?.suggestion == "did you mean 'lower'?")
    #expect(problem("{a | zzzzzz}")?.suggestion == "valid filters: 'lower', 'upper', 'trim', 'slug'")
  }

  @Test("positions inside a YAML double-quoted and a JSON string account for escapes")
  func positionsInFiles() throws {
    let yaml = try ConditionTesting.template(in: "t: \"\\\"{a}\\\" {b | sluggy}\"\n", format: .yaml)
    // t: "\"{a}\" {b | sluggy}"
    // 12345678901234567890
    #expect(yaml.diagnostics.map(\.at) == ["template-syntax 1:18"])
    let json = try ConditionTesting.template(in: "{\"t\": \"\\u00e9{a} }\"}", format: .json)
    // {"t": "\u00e9{a} }"}
    // 1234567890123456789
    #expect(json.diagnostics.map(\.at) == ["template-syntax 1:18"])
    let fine = try ConditionTesting.template(in: "t: >\n  x\n  {a | upper}\n", format: .yaml)
    let template = try #require(fine.template)
    #expect(describe(template) == ["text(x )", "ref(a|upper 3:3-3:14)", "text(\n)"])
  }

  @Test("rendering: values as text, null as nothing, filters left to right")
  func render() throws {
    let answers: [String: ConditionValue] = [
      "first": .string("  Ada "), "last": .string("Lovelace"), "on": .bool(true),
      "n": .number(Number(literal: "2.50", double: 2.5, integer: nil, isInteger: false)),
      "tags": .list([.string("a"), .number(Number(1))]),
    ]
    func render(_ text: String) throws -> String {
      var pass = ComputedText()
      return try parse(text).render(in: &pass) { answers[$0] ?? .null }.get()
    }
    #expect(try render("{first | trim | lower}.{last | lower}@example.com") == "ada.lovelace@example.com")
    #expect(try render("{last|upper}") == "LOVELACE")
    #expect(try render("[{missing}]") == "[]")
    #expect(try render("{on}/{n}/{tags}") == "true/2.50/a, 1")
    #expect(try render("{{{first|trim}}}") == "{Ada}")
  }

  @Test(
    "slug: lowercase ASCII letters and digits, one '-' between runs, accents folded",
    arguments: [
      ("Café Society 2", "cafe-society-2"), ("  Hello, World!  ", "hello-world"), ("Straße", "strasse"),
      ("e\u{301}te\u{301}", "ete"), ("--a--b--", "a-b"), ("日本", ""), ("Ærø Łódź", "aero-lodz"),
      ("already-a-slug", "already-a-slug"), ("MiXeD_case", "mixed-case"),
    ])
  func slug(text: String, expected: String) {
    #expect(Template.Filter.slug.apply(to: text) == expected)
  }

  @Test("a template with no literal text of its own but blanks can render empty")
  func canRenderEmpty() throws {
    #expect(try parse("{a}{b | upper}").canRenderEmpty)
    #expect(try parse("").canRenderEmpty)
    #expect(try parse("{a} {b}").canRenderEmpty)
    #expect(try !parse("{a}@x").canRenderEmpty)
    #expect(try !parse("{{").canRenderEmpty)
  }

  @Test("trim drops blanks and line breaks at both ends only")
  func trim() {
    #expect(Template.Filter.trim.apply(to: " \t a b \n") == "a b")
    #expect(Template.Filter.trim.apply(to: "   ") == "")
  }
}
