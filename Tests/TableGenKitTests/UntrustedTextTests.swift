import Testing

@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// Text from a spec or a file name acts on no terminal, in any report format
/// (docs/security.md, "Untrusted text").
@Suite("untrusted text")
struct UntrustedTextTests {
  @Test(
    "every control, format and bidi character is escaped",
    arguments: [
      0x00, 0x07, 0x1B, 0x7F, 0x85, 0x9B,  // C0 and C1 controls, ESC, BEL, CSI
      0x00AD, 0x061C, 0x180E, 0x200B, 0x200E, 0x200F, 0x202E, 0x2060, 0x2066, 0x2069, 0xFEFF, 0xFFF9,  // Cf, bidi
      0x2028, 0x2029,  // line and paragraph separators
      0xE0001, 0xE0041, 0xE007F,  // tag characters
      0xFFFE, 0x10FFFF,  // noncharacters
    ] as [UInt32])
  func escaped(value: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(value))
    let escaped = TerminalText.escape("a\(Character(scalar))b")
    #expect(!escaped.unicodeScalars.contains(scalar), "U+\(String(value, radix: 16)) came through")
    #expect(escaped.hasPrefix("a\\") && escaped.hasSuffix("b"), "\(escaped.debugDescription)")
  }

  @Test(
    "text that joins or marks letters is kept as written",
    arguments: ["héllo", "e\u{301}", "👨\u{200D}👩\u{200D}👧", "👍🏽", "🇫🇷", "ﾊﾝｶｸ", "می\u{200C}خواهم", "日本語", "\u{FE0F}"])
  func kept(text: String) {
    #expect(TerminalText.escape(text) == text)
  }

  /// A report whose file name, message and suggestion carry ESC, BEL and a bidi override.
  static let hostileReport = ValidationReport(files: [
    ValidationReport.FileResult(
      path: "specs/\u{1B}]0;owned\u{07}.yaml", source: nil,
      diagnostics: [
        Diagnostic(
          .unknownKey, "unknown key 'x\u{1B}[2J\u{202E}' in an input cell",
          at: SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0)),
          suggestion: "did you mean '\u{9B}31m'?", file: "specs/\u{1B}]0;owned\u{07}.yaml")
      ])
  ])

  @Test("--format github escapes terminal controls as the text format does")
  func githubAnnotations() {
    let output = GitHubReportFormatter().format(Self.hostileReport)
    let controls = output.unicodeScalars.filter { $0 != "\n" && TerminalText.needsEscape($0) }
    #expect(controls.isEmpty, "\(output.debugDescription)")
    let annotation =
      "::error file=specs/\\x1b]0;owned\\x07.yaml,line=1,col=1,endLine=1,endColumn=1,title=unknown-key::"
      + "unknown key 'x\\x1b[2J\\u{202e}' in an input cell%0Adid you mean '\\x9b31m'?\n"
    #expect(output.contains(annotation), "\(output.debugDescription)")
    #expect(output.hasPrefix(#"::group::specs/\x1b]0;owned\x07.yaml"# + "\n"))
  }
}
