import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// The answers document, in JSON and YAML; YAML reads back to the same values.
@Suite("fill: answers output")
struct FillWriterTests {
  let result = FormResult(
    answers: [
      ("name", .text("Ann")), ("count", .number(Number(typed: "3")!)), ("wifi", .bool(true)),
      ("size", .option(.number(Number(12)))), ("extras", .options([.string("Case"), .string("Cable")])),
      ("extrasNone", .options([])),
    ],
    action: "register")

  @Test("JSON: the action first, then each answer typed")
  func json() {
    #expect(
      AnswersWriter.write(result, as: .json) == """
        {
          "$action": "register",
          "name": "Ann",
          "count": 3,
          "wifi": true,
          "size": 12,
          "extras": [
            "Case",
            "Cable"
          ],
          "extrasNone": []
        }

        """)
  }

  @Test("YAML: strings quoted, numbers and booleans plain, lists in flow style")
  func yaml() {
    #expect(
      AnswersWriter.write(result, as: .yaml) == """
        $action: "register"
        name: "Ann"
        count: 3
        wifi: true
        size: 12
        extras: ["Case", "Cable"]
        extrasNone: []

        """)
    #expect(AnswersWriter.write(FormResult(answers: [], action: nil), as: .yaml) == "{}\n")
  }

  @Test("YAML keys that a reader would take for booleans or null are quoted")
  func yamlKeys() {
    let keys = FormResult(
      answers: [("yes", .bool(true)), ("Off", .bool(false)), ("a.b-c_1", .bool(true))], action: nil)
    #expect(AnswersWriter.write(keys, as: .yaml) == "\"yes\": true\n\"Off\": false\na.b-c_1: true\n")
  }

  @Test(
    "tricky strings survive a YAML round trip through tablegen's own loader",
    arguments: [
      "yes", "~", "null", "0x1F", "1:30", "- a", "a: b", "# not a comment", " leading", "trailing ", "two\nlines",
      "tab\there", "quote \" and \\ backslash", "bell \u{07}", "nel \u{85}", "sep \u{2028}", "bom \u{FEFF}",
      "C1 \u{9B}", "日本語 😀", "",
    ])
  func roundTrip(_ text: String) {
    let written = AnswersWriter.write(FormResult(answers: [("value", .text(text))], action: nil), as: .yaml)
    let (root, diagnostics) = loadTree(written, format: .yaml)
    #expect(diagnostics.isEmpty, "\(describe(diagnostics))")
    #expect(root?.at("value")?.stringValue == text, "written: \(written)")
  }
}
