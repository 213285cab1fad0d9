import Glibc
import Testing

@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// Memory and message lengths stay bounded by the input, whatever the spec or
/// the answer (docs/security.md, "Limits").
@Suite("resource limits")
struct ResourceLimitTests {
  /// A spec of one picker with `count` options.
  static func picker(options count: Int) throws -> TableSpec {
    let options = (0..<count).map { "o\($0)" }.joined(separator: ", ")
    let text = "tablegen: 1\ncells:\n  - {type: picker, id: p, label: P, options: [\(options)]}\n"
    let loaded = SpecLoader.load(SourceFile(path: "big.yaml", bytes: Array(text.utf8)))
    return try #require(loaded.spec)
  }

  @Test("the text form is written row by row: a long picker never grows the buffer past a chunk and a row")
  func renderStreamsRows() throws {
    let spec = try Self.picker(options: 20_000)
    let sink = open("/dev/null", O_WRONLY | O_CLOEXEC)
    try #require(sink >= 0)
    defer { close(sink) }
    var output = OutputBuffer(flushingTo: sink, chunkSize: 4096)
    TextRenderer(options: TextRenderOptions(width: TextRenderOptions.maximumWidth)).render(spec, into: &output)
    output.flush()
    #expect(!output.writeFailed)
    // 20,000 rows of 400 columns are 8 MB; a chunk and a row are under 8 KiB.
    #expect(output.storage.capacity < 16 * 1024, "capacity \(output.storage.capacity)")
  }
}

/// A long value is quoted cut, with its length, in every message.
@Suite("long values in messages")
struct LongValueTests {
  static let long = String(repeating: "a", count: 1_000_000)

  static func cell(_ yaml: String) throws -> Cell {
    let text = "tablegen: 1\ncells:\n  - \(yaml)\n"
    let loaded = SpecLoader.load(SourceFile(path: "s.yaml", bytes: Array(text.utf8)))
    return try #require(loaded.spec?.sections.first?.cells.first)
  }

  @Test("an answer past maxLength is quoted by its first 40 characters and its length")
  func maxLength() throws {
    let cell = try Self.cell("{type: input, id: a, maxLength: 5}")
    let problems = cell.problems(with: .text(Self.long))
    #expect(
      problems == [
        "'\(String(repeating: "a", count: 40))…' (1000000 characters) is longer than 5 characters, the maxLength"
      ])
  }

  @Test("a long answer that is not an option, not a number or not yes or no is cut in the message")
  func otherMessages() throws {
    let picker = try Self.cell("{type: picker, id: p, options: [x, y]}")
    let slider = try Self.cell("{type: slider, id: s, min: 0, max: 1}")
    let number = try Self.cell("{type: input, id: n, format: integer}")
    for problem in picker.problems(with: .option(.string(Self.long))) + slider.problems(with: .text(Self.long))
      + number.problems(with: .text(Self.long))
    {
      #expect(problem.count < 200, "\(problem.prefix(80))…")
      #expect(problem.contains("(1000000 characters)"))
    }
  }

  @Test("a suggestion listing a million options is cut like a message")
  func longSuggestion() throws {
    let options = (0..<20_000).map { "option\($0)" }.joined(separator: ", ")
    let text = "tablegen: 1\ncells:\n  - {type: picker, id: p, options: [\(options)], default: 7}\n"
    let diagnostics = SpecLoader.load(SourceFile(path: "s.yaml", bytes: Array(text.utf8))).diagnostics
    let suggestion = try #require(diagnostics.first { $0.code == .defaultNotAnOption }?.suggestion)
    #expect(suggestion.count <= Diagnostic.maximumMessageLength + 40)
  }
}
