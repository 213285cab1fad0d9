import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// A file with a million problems is reported up to `LoadOptions.maxDiagnostics`,
/// and the report says it was cut.
@Suite("Diagnostic limit per file")
struct DiagnosticLimitTests {
  static func load(_ text: String, limit: Int) -> [Diagnostic] {
    SpecLoader.load(
      SourceFile(path: "spec.yaml", bytes: Array(text.utf8), format: .yaml), options: LoadOptions(maxDiagnostics: limit)
    )
    .diagnostics
  }

  @Test("duplicate keys past the limit: the first ones, in order, and a note on the last")
  func duplicateKeys() {
    let text = "tablegen: 1\ncells:\n  - type: note\n    text: x\n" + String(repeating: "    k: 1\n", count: 50)
    let diagnostics = Self.load(text, limit: 10)
    #expect(diagnostics.count == 10)
    #expect(diagnostics.map(\.code) == Array(repeating: .duplicateKey, count: 10))
    #expect(diagnostics.first?.range?.start.line == 6)  // the second k: the first is not a duplicate
    #expect(diagnostics.allSatisfy { $0.file == "spec.yaml" })
    #expect(
      diagnostics.last?.notes.last?.message
        == "only the first 10 problems in this file are shown, and checking stopped there; fix these and run again")
  }

  @Test("decoder problems past the limit stop decoding, with the same note")
  func unknownKeys() {
    let text = "tablegen: 1\ncells:\n" + String(repeating: "  - { type: note, text: x, colour: red }\n", count: 50)
    let diagnostics = Self.load(text, limit: 10)
    #expect(diagnostics.count == 10)
    #expect(diagnostics.allSatisfy { $0.code == .unknownKey })
    #expect(diagnostics.map { $0.range?.start.line } == Array(3...12))
    #expect(diagnostics.last?.notes.last?.message.hasPrefix("only the first 10 problems") == true)
  }

  @Test("exactly the limit is not cut")
  func atTheLimit() {
    let text = "tablegen: 1\ncells:\n" + String(repeating: "  - { type: note, text: x, colour: red }\n", count: 10)
    let diagnostics = Self.load(text, limit: 10)
    #expect(diagnostics.count == 10)
    #expect(diagnostics.last?.notes.isEmpty == true)
  }
}
