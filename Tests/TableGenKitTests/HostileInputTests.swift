import Foundation
import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// Inputs built to hurt a parser or a validator: each ends in one positioned
/// diagnostic, and each is stopped by a limit (depth, size, alias expansion,
/// the budget of a pattern match) rather than by running to completion, so time and
/// memory stay bounded. No test here times anything; the limit that refuses
/// the input is what bounds it.
///
/// Cases already covered elsewhere are not repeated: billion laughs, 100,000
/// flow levels in YAML, 100,000 JSON objects, NUL, malformed UTF-8 and the
/// byte-order marks in YAML (YAMLRulesTests, JSONStrictnessTests).
@Suite("Hostile inputs")
struct HostileInputTests {
  // MARK: Alias bombs

  @Test("a wide alias bomb stops at the alias that passes 100,000 expanded nodes")
  func wideAliasBomb() {
    // Each *a adds the sequence and its 1,000 items: 1,001 nodes; the 100th passes 100,000.
    let text =
      "a: &a [" + Array(repeating: "x", count: 1_000).joined(separator: ", ") + "]\n"
      + "b: [" + Array(repeating: "*a", count: 1_000).joined(separator: ", ") + "]\n"
    let (root, diagnostics) = loadTree(text, format: .yaml)
    #expect(root == nil)
    expectDiagnostics(diagnostics, [Expected(.aliasExpansionLimit, 2, 5 + 99 * 4)])
  }

  @Test("an alias bomb inside a spec yields no spec and only the expansion diagnostic")
  func aliasBombInSpec() {
    var lines = [
      "tablegen: 1", "id: bomb", "title: Bomb", "x0: &x0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]",
    ]
    for level in 1...6 {
      lines.append(
        "x\(level): &x\(level) [" + Array(repeating: "*x\(level - 1)", count: 10).joined(separator: ", ") + "]")
    }
    lines.append("cells: *x6")
    let loaded = loadSpec(lines.joined(separator: "\n") + "\n")
    #expect(loaded.spec == nil)
    // Expanded by x1 110, x2 1,110, x3 11,110: 12,330. Each *x3 adds 11,111, so the
    // eighth in x4 (at column 10, then every 5) passes 100,000.
    expectDiagnostics(loaded.diagnostics, [Expected(.aliasExpansionLimit, 8, 10 + 7 * 5)])
  }

  // MARK: Deep nesting

  struct DeepCase: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var format: SourceFormat
    /// Where the 257th level opens.
    var line: Int
    var column: Int
    var testDescription: String { name }
  }

  static let deepCases: [DeepCase] = [
    DeepCase(
      name: "100,000 block sequences", text: String(repeating: "- ", count: 100_000) + "x\n", format: .yaml,
      line: 1, column: 1 + 2 * 256),
    DeepCase(
      name: "100,000 explicit-key block mappings", text: String(repeating: "? ", count: 100_000) + "x\n",
      format: .yaml, line: 1, column: 1 + 2 * 256),
    // Indented block mappings 100,000 deep need 5 GB of indentation, far past
    // the size limit; 2,000 levels (2 MB) stand for them.
    DeepCase(
      name: "2,000 indented block mappings",
      text: (0..<2_000).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n") + " x\n",
      format: .yaml, line: 257, column: 257),
    DeepCase(
      name: "100,000 flow mappings, closed",
      text: String(repeating: "{a: ", count: 100_000) + "1" + String(repeating: "}", count: 100_000),
      format: .yaml, line: 1, column: 1 + 4 * 256),
    DeepCase(
      name: "100,000 JSON arrays, closed",
      text: String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000), format: .json,
      line: 1, column: 257),
    DeepCase(
      name: "100,000 JSON arrays, never closed", text: String(repeating: "[", count: 100_000), format: .json,
      line: 1, column: 257),
  ]

  @Test("deep nesting is nesting-too-deep where the 257th level opens", arguments: deepCases)
  func deepNesting(_ example: DeepCase) {
    let (root, diagnostics) = loadTree(example.text, format: example.format)
    #expect(root == nil)
    expectDiagnostics(diagnostics, [Expected(.nestingTooDeep, example.line, example.column)])
  }

  @Test("100,000 nested arrays as a spec's cells: one diagnostic, no spec, in both formats")
  func deepCellsInSpec() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    // The spec's own mapping is the first level, so the 256th bracket is the 257th level.
    let yaml = loadSpec("tablegen: 1\nid: deep\ncells: \(deep)\n")
    #expect(yaml.spec == nil)
    expectDiagnostics(yaml.diagnostics, [Expected(.nestingTooDeep, 3, 8 + 255)])
    let json = loadSpec("{\"tablegen\": 1, \"id\": \"deep\", \"cells\": \(deep)}", format: .json)
    #expect(json.spec == nil)
    expectDiagnostics(json.diagnostics, [Expected(.nestingTooDeep, 1, 40 + 255)])
  }

  // MARK: Size

  @Test("a file one byte over 16 MiB is refused from its size alone, before it is read")
  func fileOverTheDefaultLimit() throws {
    let path = try temporaryFile(size: LoadOptions.default.maxFileSize + 1)
    defer { unlink(path) }
    // The file is all NUL bytes: had it been read, it would be invalid-encoding instead.
    guard case .failure(let diagnostic) = SpecFileReader.read(path: path) else {
      Issue.record("a file over the limit was read")
      return
    }
    expectDiagnostics([diagnostic], [Expected(.fileTooLarge, 1, 1)])
    #expect(diagnostic.message == "the file is 16777217 bytes, more than the limit of 16777216 bytes")
  }

  @Test("a file of exactly 16 MiB is read and screened")
  func fileAtTheDefaultLimit() throws {
    let path = try temporaryFile(size: LoadOptions.default.maxFileSize)
    defer { unlink(path) }
    guard case .success(let file) = SpecFileReader.read(path: path) else {
      Issue.record("a file at the limit was refused")
      return
    }
    #expect(file.bytes.count == 16 << 20)
    expectDiagnostics(DocumentLoader.load(file).diagnostics, [Expected(.invalidEncoding, 1, 1)])
  }

  // MARK: Encoding in JSON

  @Test("a NUL byte inside a JSON string is invalid-encoding at its position")
  func nulInJSON() {
    let bytes = Array(#"{"title": "a"#.utf8) + [0] + Array(#"b"}"#.utf8)
    let (root, diagnostics) = loadTree(bytes: bytes, format: .json)
    #expect(root == nil)
    expectDiagnostics(diagnostics, [Expected(.invalidEncoding, 1, 13)])
  }

  @Test("malformed UTF-8 inside a JSON string is invalid-encoding at the bad byte")
  func malformedUTF8InJSON() {
    let bytes = Array("{\"title\": \"é".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
    let (root, diagnostics) = loadTree(bytes: bytes, format: .json)
    #expect(root == nil)
    expectDiagnostics(diagnostics, [Expected(.invalidEncoding, 1, 13)])
    #expect(diagnostics.first?.range?.start.offset == 13)
  }

  // MARK: Long lines, keys and numbers

  @Test("an error at the end of a 1 MB YAML line is placed at its column")
  func megabyteLineYAML() {
    let text = "tablegen: 1\nid: t\ntitle: " + String(repeating: "x", count: 1_000_000) + ": y\n"
    let (root, diagnostics) = loadTree(text, format: .yaml)
    #expect(root == nil)
    expectDiagnostics(diagnostics, [Expected(.syntaxError, 3, 8 + 1_000_000)])
  }

  @Test("an error at the end of a 1 MB JSON line is placed at its column")
  func megabyteLineJSON() {
    let text = #"{"tablegen": 1, "id": "t", "title": ""# + String(repeating: "x", count: 1_000_000) + #"", }"#
    let (root, diagnostics) = loadTree(text, format: .json)
    #expect(root == nil)
    expectDiagnostics(diagnostics, [Expected(.syntaxError, 1, 38 + 1_000_000 + 1)])
  }

  @Test("after a 1 MB line of multi-byte text, the next line's positions are exact")
  func afterMegabyteLine() {
    let long = String(repeating: "é", count: 500_000)  // 1 MB of UTF-8
    let loaded = loadSpec(
      "tablegen: 1\nid: t\ntitle: T\ncells:\n  - type: note\n    text: \(long)\n  - type: note\n    txt: y\n")
    expectDiagnostics(loaded.diagnostics, [Expected(.missingKey, 7, 5), Expected(.unknownKey, 8, 5)])
    #expect(single(.unknownKey, in: loaded.diagnostics)?.range?.start.offset == 60 + 1_000_000 + 19)
  }

  @Test("a 100,000-character YAML key passes libyaml's simple-key limit: a syntax error at its end")
  func longKeyYAML() {
    let text = "tablegen: 1\n" + String(repeating: "k", count: 100_000) + ": 1\n"
    let (root, diagnostics) = loadTree(text, format: .yaml)
    #expect(root == nil)
    expectDiagnostics(diagnostics, [Expected(.syntaxError, 2, 100_001)])
    #expect(diagnostics.first?.message == "this key is longer than 1024 characters, the most YAML allows in a key")
  }

  @Test("a 100,000-character JSON key is unknown-key, with a message of bounded length")
  func longKeyJSON() throws {
    let key = String(repeating: "k", count: 100_000)
    let before = #"{"tablegen": 1, "id": "t", "title": "T", "cells": [{"type": "note", "text": "n", "#
    let loaded = loadSpec(before + "\"\(key)\": 1}]}", format: .json)
    expectDiagnostics(loaded.diagnostics, [Expected(.unknownKey, 1, before.count + 1)])
    let message = try #require(loaded.diagnostics.first?.message)
    // "unknown key '…' in a note cell" is 100,030 characters; all but 400 are left out.
    #expect(message.count == Diagnostic.maximumMessageLength + "…(99630 characters)…".count)
    #expect(message.hasPrefix("unknown key 'kkk"))
    #expect(message.hasSuffix("kkk' in a note cell"))
  }

  @Test("10,000-digit numbers are invalid-value where a finite number is due, in both formats")
  func tenThousandDigits() throws {
    let digits = String(repeating: "9", count: 10_000)
    let yaml = loadSpec(
      "tablegen: 1\nid: t\nrowHeight: \(digits)\ncells:\n  - type: slider\n    id: s\n    min: -\(digits)\n    max: 1\n"
    )
    expectDiagnostics(yaml.diagnostics, [Expected(.invalidValue, 3, 12), Expected(.invalidValue, 7, 10)])
    let json = loadSpec(#"{"tablegen": 1, "id": "t", "rowHeight": "# + digits + #", "cells": []}"#, format: .json)
    expectDiagnostics(json.diagnostics, [Expected(.invalidValue, 1, 41)])
    for diagnostic in yaml.diagnostics + json.diagnostics {
      #expect(diagnostic.message.count <= Diagnostic.maximumMessageLength + "…(10000 characters)…".count)
    }
  }

  @Test("a 10,000-digit integer is kept exact as text, not rounded into an Int", arguments: [SourceFormat.yaml, .json])
  func tenThousandDigitInteger(_ format: SourceFormat) throws {
    let digits = "1" + String(repeating: "0", count: 9_999)
    let (root, diagnostics) = loadTree(format == .json ? "[\(digits)]" : "- \(digits)\n", format: format)
    #expect(diagnostics.isEmpty)
    let number = try #require(root?.at(0)?.numberValue)
    #expect(number.literal == digits)
    #expect(number.integer == nil)
    #expect(number.isInteger)
    #expect(number.double == .infinity)
  }

  // MARK: Catastrophic patterns

  struct SlowPattern: CustomTestStringConvertible, Sendable {
    var pattern: String
    /// A default that makes a backtracking engine try every way to split it.
    var hostileDefault: String
    /// What the match within its budget says of the default: it ran out of
    /// steps, or PCRE2 proved the mismatch at once (`b` is not in the value).
    var verdict: DiagnosticCode = .patternTooSlow
    var testDescription: String { pattern }
  }

  @Test(
    "patterns built for catastrophic backtracking are slow-pattern, and run on the default within the budget",
    arguments: [
      SlowPattern(pattern: "(a+)+$", hostileDefault: String(repeating: "a", count: 40) + "!"),
      SlowPattern(pattern: "(a*)*b", hostileDefault: String(repeating: "a", count: 40), verdict: .invalidDefault),
      SlowPattern(pattern: "(a|aa)+", hostileDefault: String(repeating: "a", count: 40) + "!"),
      SlowPattern(pattern: "(a|a)+", hostileDefault: String(repeating: "a", count: 40) + "!"),
      SlowPattern(pattern: #"(\w|\d)+$"#, hostileDefault: String(repeating: "1", count: 40) + "!"),
      SlowPattern(pattern: "(.*a){20}", hostileDefault: String(repeating: "a", count: 60) + "!"),
      SlowPattern(pattern: #"([a-z]+\s?){2,}"#, hostileDefault: String(repeating: "a", count: 40) + "!"),
      SlowPattern(pattern: #"^(([a-z])+.)+[A-Z]([a-z])+$"#, hostileDefault: String(repeating: "a", count: 40) + "!"),
    ])
  func catastrophicPattern(_ example: SlowPattern) {
    let loaded = loadSpec(spec(pattern: example.pattern, default: example.hostileDefault))
    // The warning, for the backtracking engines of iOS and browsers, and the
    // verdict of a match that cannot hang: tablegen's own has a budget.
    expectDiagnostics(loaded.diagnostics, [Expected(.slowPattern, 7, 14), Expected(example.verdict, 8, 14)])
  }

  @Test(
    "patterns that look alike but split the input one way are run and judge the default",
    arguments: [#"[0-9]+(\.[0-9]+)*"#, "(cat|dog)+", #"(\d{1,3}\.){3}\d{1,3}"#, "(ab)+", #"[A-Z]{2,}(-[0-9]+)?"#])
  func safePattern(_ pattern: String) {
    let loaded = loadSpec(spec(pattern: pattern, default: "no match here!"))
    expectDiagnostics(loaded.diagnostics, [Expected(.invalidDefault, 8, 14)])
  }

  // MARK: Helpers

  private func spec(pattern: String, default value: String) -> String {
    let quote = { (text: String) in "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }
    return
      "tablegen: 1\nid: t\ntitle: T\ncells:\n  - type: input\n    id: f\n    pattern: \(quote(pattern))\n    default: \(quote(value))\n"
  }

  /// A sparse file of `size` zero bytes: it takes no disk space and no time to write.
  private func temporaryFile(size: Int) throws -> String {
    var template = Array((NSTemporaryDirectory() + "/tablegen-hostile-XXXXXX.yaml").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 5) }
    guard descriptor >= 0 else { throw POSIXError(.EIO) }
    defer { close(descriptor) }
    guard ftruncate(descriptor, off_t(size)) == 0 else { throw POSIXError(.EIO) }
    // The template without its NUL terminator, as UTF-8.
    return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
