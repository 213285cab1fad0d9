import Foundation
import Testing

@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// The web form: its hashes, its escaping and the constraint attributes that
/// must refuse only what tablegen refuses. `scripts/test-html-form.py` fills
/// the same pages in headless Chromium and holds them to `tablegen fill`.
@Suite("HTML renderer")
struct HTMLRendererTests {
  @Test(
    "Base64 pads as RFC 4648 says",
    arguments: [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foobar", "Zm9vYmFy")])
  func base64(_ text: String, _ expected: String) {
    #expect(ContentHash.base64(Array(text.utf8)) == expected)
  }

  @Test("the policy allows the page's own script and style by hash, and nothing else")
  func policy() throws {
    let page = HTMLRenderer().render(try validSpec(Self.yaml))
    let script = try #require(Self.between("<script>", "</script>", in: page))
    let style = try #require(Self.between("<style>", "</style>", in: page))
    let policy = try #require(Self.between("content=\"default-src", "\"", in: page))
    #expect(policy.contains("script-src \(ContentHash.cspSource(of: script));"))
    #expect(policy.contains("style-src \(ContentHash.cspSource(of: style));"))
    #expect(policy.hasPrefix(" 'none';"))
    #expect(!page.contains(" style=\""), "a style attribute would be refused by the policy")
    #expect(page.components(separatedBy: "<script").count == 3, "the data block and the script, no other")
  }

  @Test("the page's lang is the locale it is shown in, else the spec's source locale, else en")
  func language() throws {
    let path = "Samples/signup.yaml"
    let loaded = SpecLoader.load(SourceFile(path: packagePath(path).path, bytes: try packageBytes(path)))
    let spec = try #require(loaded.spec)
    let german = Localizer(requested: "de-AT", localization: spec.localization).localize(spec)
    #expect(HTMLRenderer().render(german).contains("<html lang=\"de\" "))
    #expect(HTMLRenderer().render(spec).contains("<html lang=\"en\" "))
    let french = try validSpec(
      "tablegen: 1\nlocales: [fr]\ntitle: Bonjour\ncells:\n  - {type: switch, id: a, label: Oui}\n")
    #expect(HTMLRenderer().render(french).contains("<html lang=\"fr\" "))
    #expect(HTMLRenderer().render(try validSpec(Self.yaml)).contains("<html lang=\"en\" "))
  }

  @Test("hostile spec text stays text: no tag, attribute, script end or link target comes from it")
  func hostile() throws {
    let path = "Tests/Fixtures/render/html-hostile.yaml"
    let loaded = SpecLoader.load(SourceFile(path: packagePath(path).path, bytes: try packageBytes(path)))
    let page = HTMLRenderer().render(try #require(loaded.spec))
    for tag in ["<img", "<svg", "<iframe", "<b>", "<style>body", "<a href", "<!--", "</textarea><img"] {
      #expect(!page.contains(tag), "\(tag) came through")
    }
    #expect(!page.contains("href=\"javascript:") && !page.contains("href=\"data:"))
    #expect(page.contains("href=\"https://example.com/help_center?lang=en&amp;q=1&quot;onclick=&quot;x\""))
    let data = try #require(Self.between("id=\"tablegen-data\">", "</script>", in: page))
    #expect(!data.contains("<") && data.contains("\\u003c/script\\u003e"))
    #expect(page.components(separatedBy: "</script>").count == 3)
  }

  @Test("controls and bidi characters in shown text are visible escapes, as in the text form and the picture")
  func invisibleCharacters() throws {
    let spec = try validSpec(
      """
      tablegen: 1
      title: "Pay \\u202E001$ \\e[2J"
      sections:
        - footer: "one\\ntwo \\u2066x"
          checks:
            - { rule: "{code} != 'x'", message: "no \\u202Ex", field: code }
          cells:
            - type: input
              id: code
              label: "Code \\u202Eevil"
              placeholder: "\\a\\u200Bhidden"
              help: "line\\r\\nnext \\u2067"
              pattern: "[a-z]+"
              patternMessage: "lower \\u202D"
              default: "ab"
            - type: button
              id: go
              title: "Go \\u202E"
              style: destructive
              confirm: { title: "Sure \\u202E?", message: "\\e]0;x\\a" }
      """)
    let page = HTMLRenderer().render(spec)
    for scalar: Unicode.Scalar in ["\u{202E}", "\u{202D}", "\u{2066}", "\u{2067}", "\u{200B}", "\u{1B}", "\u{07}"] {
      #expect(!page.unicodeScalars.contains(scalar), "U+\(String(scalar.value, radix: 16)) reached the page as it is")
    }
    #expect(page.contains("<h1>Pay \\u{202e}001$ \\x1b[2J</h1>"))
    #expect(page.contains("Code \\u{202e}evil<span"))
    #expect(page.contains("placeholder=\"\\x07\\u{200b}hidden\""))
    #expect(page.contains("<p class=\"help\">line\nnext \\u{2067}</p>"), "a line break stays one")
    #expect(page.contains("one\ntwo \\u{2066}x"))
    #expect(page.contains("\"pattern\":\"lower \\\\u{202d}.\""), "the pattern's advice, as fill says it")
    #expect(page.contains("\"message\":\"no \\\\u{202e}x\""))
    #expect(page.contains("\"title\":\"Sure \\\\u{202e}?\""))
  }

  @Test("native constraints refuse only what tablegen refuses")
  func constraints() throws {
    let page = HTMLRenderer().render(try validSpec(Self.yaml))
    // An integer field's bounds are the whole numbers inside min and max (the step's base is min).
    #expect(page.contains("type=\"number\" id=\"tg-count\" name=\"count\""))
    #expect(
      page.contains("inputmode=\"numeric\" spellcheck=\"false\" autocapitalize=\"off\" step=\"1\" min=\"1\" max=\"5\""))
    #expect(page.contains("step=\"any\" min=\"0.25\" max=\"2.5\""))
    // minlength counts UTF-16 units, never fewer than characters; maxlength would count more, so it is the script's.
    #expect(page.contains("minlength=\"2\" pattern=\"[A-Z]+-[0-9]{2}\""))
    #expect(!page.contains("maxlength"))
    // type=email and type=url judge addresses by other rules than tablegen's.
    #expect(
      page.contains(
        "<input type=\"text\" id=\"tg-mail\" name=\"mail\" aria-describedby=\"error-mail\" inputmode=\"email\""))
    #expect(
      page.contains(
        "<input type=\"range\" id=\"tg-level\" name=\"level\" aria-describedby=\"error-level\" min=\"0\" max=\"10\" step=\"2.5\" value=\"5\">"
      ))
  }

  @Test("the line break YAML's `|` leaves at the end of a description, help, note or footer leaves no empty line")
  func finalLineBreak() throws {
    let html = HTMLRenderer().render(
      try validSpec(
        """
        tablegen: 1
        description: "About.\\n"
        sections:
          - footer: "Footer one.\\r\\n\\n"
            cells:
              - { type: input, id: name, label: Name, help: "Your name.\\nAs on the card.\\n" }
              - { type: note, text: "A note.\\n\\n" }
        """))
    #expect(html.contains("<p class=\"help\">Your name.\nAs on the card.</p>"))
    #expect(html.contains(">A note.</p>"))
    #expect(html.contains(">Footer one.</p>"))
    #expect(html.contains(">About.</p>"))
  }

  @Test("a text view keeps a default that starts with a line break")
  func textViewLeadingBreak() throws {
    let spec = try validSpec(
      """
      tablegen: 1
      cells:
        - type: textView
          id: notes
          default: "\\nsecond line"
      """)
    #expect(HTMLRenderer().render(spec).contains("rows=\"3\">\n\nsecond line</textarea>"))
  }

  @Test(
    "buttons: a submit carries its action; an in-place action and a cancel do not submit; built-ins as fill adds them")
  func buttons() throws {
    let page = HTMLRenderer().render(try validSpec(Self.yaml))
    #expect(
      page.contains(
        "<button type=\"submit\" class=\"button style-destructive\" data-action=\"wipe\" data-role=\"submit\">"))
    #expect(
      page.contains(
        "<button type=\"button\" class=\"button style-default\" data-action=\"refresh\" data-role=\"action\">"))
    #expect(page.contains("id=\"tablegen-cancel\" data-built-in=\"cancel\""))
    #expect(!page.contains("id=\"tablegen-submit\""), "a spec button submits, so there is no built-in Submit")
  }

  static let yaml = """
    tablegen: 1
    title: Constraints
    cells:
      - type: input
        id: count
        keyboard: number
        min: 0.5
        max: 5.5
      - type: input
        id: weight
        keyboard: decimal
        min: 0.25
        max: 2.5
      - type: input
        id: code
        minLength: 2
        maxLength: 12
        pattern: "[A-Z]+-[0-9]{2}"
      - type: input
        id: mail
        keyboard: email
      - type: slider
        id: level
        min: 0
        max: 10
        step: 2.5
        default: 5
      - type: button
        id: refresh
        title: Refresh
        role: action
      - type: button
        id: wipe
        title: Wipe
        style: destructive
    """

  static func between(_ start: String, _ end: String, in text: String) -> String? {
    guard let open = text.range(of: start), let close = text.range(of: end, range: open.upperBound..<text.endIndex)
    else { return nil }
    return String(text[open.upperBound..<close.lowerBound])
  }
}
