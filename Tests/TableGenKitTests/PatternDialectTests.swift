import Testing

@testable import TableGenSpec

/// The pattern dialect (docs/spec-format.md, "Patterns"): what tablegen, iOS
/// and HTML read alike is taken and means the same here; anything else is
/// `pattern-dialect` (or `invalid-pattern` when it is no regex at all) at the
/// column of the construct.
@Suite("Pattern dialect")
struct PatternDialectTests {
  /// Each pattern in Samples/ and Tests/, and the common forms the dialect promises.
  @Test(
    "patterns inside the dialect compile",
    arguments: [
      "[A-Z]+-[0-9]{2}", "[0-9]{4}", "[A-Z]{2}-[0-9]{4}", "[0-9.]+", "^(a|b)+$", #"([A-Za-z]+\s?)+"#,
      #"[0-9]+(\.[0-9]+)*"#, "(cat|dog)+", #"(\d{1,3}\.){3}\d{1,3}"#, "(ab)+", #"[A-Z]{2,}(-[0-9]+)?"#,
      #"[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}"#, #"(?=.*\d)(?=.*[a-z]).{8,}"#, #"(?!0000)\d{4}"#,
      #"\p{L}+( \p{L}+)*"#, #"[^\s@]+@[^\s@]+"#, #"\u00e9t\xe9"#, "a*?b+?c??d{1,2}?", #"[\^\]\\\-\(\)\{\}\/\|]"#,
      "", "()", "a|", "x{0}", "é+", "日本語", "[😀-😂]",
    ])
  func inside(_ source: String) {
    #expect(throws: Never.self) { try Pattern.compile(source).get() }
  }

  struct Outside: CustomTestStringConvertible, Sendable {
    var source: String
    var kind: PatternDialect.Problem.Kind
    /// The offset, in Unicode scalars, of the construct at fault.
    var offset: Int
    var testDescription: String { source }
  }

  @Test(
    "constructs outside the dialect are refused at their offset",
    arguments: [
      Outside(source: #"(a)\1"#, kind: .outsideDialect, offset: 3),
      Outside(source: "(?<=a)b", kind: .outsideDialect, offset: 0),
      Outside(source: "x(?<!a)b", kind: .outsideDialect, offset: 1),
      Outside(source: "(?<year>[0-9]{4})", kind: .outsideDialect, offset: 0),
      Outside(source: "(?>a+)b", kind: .outsideDialect, offset: 0),
      Outside(source: "(?i)abc", kind: .outsideDialect, offset: 0),
      Outside(source: "a*+b", kind: .outsideDialect, offset: 2),
      Outside(source: "a{2}+", kind: .outsideDialect, offset: 4),
      Outside(source: #"\bword\b"#, kind: .outsideDialect, offset: 0),
      Outside(source: #"\p{Latin}"#, kind: .outsideDialect, offset: 0),
      Outside(source: #"\p{Script=Greek}"#, kind: .outsideDialect, offset: 0),
      Outside(source: #"\pL"#, kind: .outsideDialect, offset: 0),
      Outside(source: #"a\vb"#, kind: .outsideDialect, offset: 1),
      Outside(source: #"\0"#, kind: .outsideDialect, offset: 0),
      Outside(source: #"\u{1F600}"#, kind: .outsideDialect, offset: 0),
      Outside(source: #"\A\z"#, kind: .outsideDialect, offset: 0),
      Outside(source: #"a\@b"#, kind: .outsideDialect, offset: 1),
      Outside(source: #"a\-b"#, kind: .outsideDialect, offset: 1),
      Outside(source: "[A-Za-z-]", kind: .outsideDialect, offset: 7),
      Outside(source: "[a(]", kind: .outsideDialect, offset: 2),
      Outside(source: "[a&&b]", kind: .outsideDialect, offset: 2),
      Outside(source: #"[\d-z]"#, kind: .outsideDialect, offset: 1),
      Outside(source: "[]a]", kind: .outsideDialect, offset: 0),
      Outside(source: "[^]", kind: .outsideDialect, offset: 0),
      Outside(source: "a{,3}", kind: .outsideDialect, offset: 1),
      Outside(source: "a{2", kind: .outsideDialect, offset: 1),
      Outside(source: "a}", kind: .outsideDialect, offset: 1),
      Outside(source: "a]", kind: .outsideDialect, offset: 1),
      Outside(source: "a{1001}", kind: .outsideDialect, offset: 1),
      Outside(
        source: String(repeating: "(", count: 60) + String(repeating: ")", count: 60), kind: .outsideDialect, offset: 50
      ),
      Outside(source: String(repeating: "a", count: 1_001), kind: .outsideDialect, offset: 1_000),
      Outside(source: "([A-Z]+-[0-9]{2}", kind: .syntax, offset: 0),
      Outside(source: "a)", kind: .syntax, offset: 1),
      Outside(source: "[abc", kind: .syntax, offset: 0),
      Outside(source: "*a", kind: .syntax, offset: 0),
      Outside(source: "a**", kind: .syntax, offset: 2),
      Outside(source: "^*", kind: .syntax, offset: 1),
      Outside(source: "(?=a)+", kind: .syntax, offset: 5),
      Outside(source: "[z-a]", kind: .syntax, offset: 1),
      Outside(source: "a{3,2}", kind: .syntax, offset: 1),
      Outside(source: #"ab\"#, kind: .syntax, offset: 2),
    ])
  func outside(_ example: Outside) {
    switch Pattern.compile(example.source) {
    case .success:
      Issue.record("compiled")
    case .failure(let error):
      #expect(error.kind == example.kind, "\(error.message)")
      #expect(error.offset == example.offset, "\(error.message)")
    }
  }

  @Test("a pattern-dialect diagnostic names the column of the construct inside the pattern")
  func column() {
    let loaded = loadSpec("tablegen: 1\ncells:\n  - type: input\n    id: f\n    pattern: '[0-9]+(?<unit>cm|in)'\n")
    expectDiagnostics(loaded.diagnostics, [Expected(.patternDialect, 5, 21)])
    #expect(
      loaded.diagnostics.first?.message
        == "the pattern is outside the dialect that tablegen, iOS and HTML read alike: named groups, '(?<name>…)', are outside the dialect: write '(?:…)'"
    )
    let plain = loadSpec("tablegen: 1\ncells:\n  - type: input\n    id: f\n    pattern: ab\\1\n")
    expectDiagnostics(plain.diagnostics, [Expected(.patternDialect, 5, 16)])
    let json = loadSpec(
      #"{"tablegen": 1, "cells": [{"type": "input", "id": "f", "pattern": "a(?i)b"}]}"#, format: .json)
    expectDiagnostics(json.diagnostics, [Expected(.patternDialect, 1, 69)])
  }

  @Test("a pattern written with escapes is reported at its value: columns in it do not map one to one")
  func escapedValue() {
    let loaded = loadSpec("tablegen: 1\ncells:\n  - type: input\n    id: f\n    pattern: \"[0-9]\\\\b\"\n")
    expectDiagnostics(loaded.diagnostics, [Expected(.patternDialect, 5, 14)])
  }

  @Test("the dialect means what the docs say: whole value, ASCII \\d and \\w, JavaScript's \\s and '.', code points")
  func meaning() throws {
    func matches(_ source: String, _ text: String) throws -> Bool { try Pattern.compile(source).get().matches(text) }
    #expect(try matches("[0-9]{4}", "1234"))
    #expect(try !matches("[0-9]{4}", "12345"))  // whole value, not a substring
    #expect(try !matches("[0-9]{4}", "1234\n"))  // `$` does not stop before a final newline
    #expect(try !matches(#"\d+"#, "١٢٣"))  // Arabic-Indic digits: not ASCII
    #expect(try !matches(#"\w+"#, "é"))
    #expect(try matches(#"\p{L}+"#, "Zoë"))
    #expect(try matches(#"a\sb"#, "a\u{A0}b"))  // no-break space is whitespace, as in JavaScript
    #expect(try matches(#"a\sb"#, "a\u{FEFF}b"))
    #expect(try !matches(#"a\Sb"#, "a\u{2003}b"))
    #expect(try matches(#"a[\S]b"#, "a-b"))
    #expect(try !matches(#"a[\S]b"#, "a\u{3000}b"))
    #expect(try matches("a.b", "a\u{B}b"))  // a vertical tab is not a line break to JavaScript
    #expect(try !matches("a.b", "a\u{2028}b"))
    #expect(try !matches("a.b", "a\rb"))
    #expect(try matches("a.b", "a😀b"))  // one code point
    #expect(try !matches("a.b", "ae\u{301}b"))  // two code points, one character: code points, as ICU and JavaScript
    #expect(try matches("(?=.*[0-9]).{4,}", "abc1"))
    #expect(try !matches("(?=.*[0-9]).{4,}", "abcd"))
    #expect(try matches("a*?", ""))
    #expect(try matches(#"\u00e9"#, "é"))
    #expect(try matches("[^a]", "\u{10FFFF}"))
  }
}
