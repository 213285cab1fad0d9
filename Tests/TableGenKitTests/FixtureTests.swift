import Foundation
import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// Every fixture in `Tests/Fixtures/invalid/` (structural and syntax problems)
/// and `Tests/Fixtures/semantic/` (well-formed specs that the semantic checks
/// reject) states the diagnostics it must produce:
///
/// - a YAML fixture in leading comment lines `# expect: <code> <line>:<column>`;
/// - a JSON fixture in a sidecar `<name>.json.expect` of lines `<code> <line>:<column>`.
///
/// The fixture's diagnostics, all of them, must be exactly those: the same
/// multiset of (code, line, column).
@Suite("Fixtures")
struct FixtureTests {
  static let folders = ["invalid", "semantic"]
  static let root = packagePath("Tests/Fixtures")

  /// `invalid/unknown-key.yaml`, ...: every spec file of both folders (sidecars and notes left out).
  static let fixtures: [String] = folders.flatMap { folder in
    fileNames(in: root.appendingPathComponent(folder))
      .filter { !$0.hasSuffix(".expect") && !$0.hasSuffix(".md") }
      // MARK: - A catalog beside a fixture is read through the fixture, not as a spec.
      .filter { !$0.hasSuffix(".strings") && !$0.hasSuffix(".xcstrings") }
      .map { "\(folder)/\($0)" }
  }

  enum ExpectationError: Error, CustomStringConvertible {
    case malformed(String)
    case missingSidecar(String)
    var description: String {
      switch self {
      case .malformed(let line): "malformed expectation: \(line)"
      case .missingSidecar(let path): "a JSON fixture needs a sidecar \(path)"
      }
    }
  }

  /// The expectations of a fixture, from its leading comments or its sidecar.
  static func expectations(of relativePath: String, bytes: [UInt8]) throws -> [Expected] {
    var expected: [Expected] = []
    if relativePath.hasSuffix(".json") {
      let sidecar = root.appendingPathComponent(relativePath + ".expect")
      guard let text = try? String(contentsOf: sidecar, encoding: .utf8) else {
        throw ExpectationError.missingSidecar(sidecar.path)
      }
      for line in text.split(whereSeparator: \.isNewline) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
        guard let expectation = Expected(parsing: Substring(trimmed)) else { throw ExpectationError.malformed(trimmed) }
        expected.append(expectation)
      }
      return expected
    }
    // The header: the comment lines before the first other line. Bytes that are
    // not UTF-8 (an encoding fixture) come out as replacement characters.
    let text = String(decoding: bytes, as: UTF8.self)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("#") else { break }
      let body = line.dropFirst().trimmingCharacters(in: .whitespaces)
      guard body.hasPrefix("expect:") else { continue }
      let value = body.dropFirst("expect:".count)
      guard let expectation = Expected(parsing: value) else { throw ExpectationError.malformed(String(line)) }
      expected.append(expectation)
    }
    return expected
  }

  @Test("each fixture yields exactly its expected diagnostics", arguments: fixtures)
  func fixture(_ relativePath: String) throws {
    let url = Self.root.appendingPathComponent(relativePath)
    let bytes = try [UInt8](Data(contentsOf: url))
    let expected = try Self.expectations(of: relativePath, bytes: bytes)
    try #require(!expected.isEmpty, "\(relativePath) states no expected diagnostics")
    // The absolute path, so that link targets resolve beside the fixture.
    let loaded = SpecLoader.load(SourceFile(path: url.path, bytes: bytes))
    expectDiagnostics(loaded.diagnostics, expected, relativePath)
    // `# expect-note: <file> <line>:<column>`, a note in another file (a data file), relative to the fixture.
    for note in Self.expectedNotes(in: bytes) {
      let found = loaded.diagnostics.flatMap(\.notes).contains { written in
        written.file.map { $0.hasSuffix("/" + note.file) } == true && written.range?.start.line == note.line
          && written.range?.start.column == note.column
      }
      #expect(found, "\(relativePath): no note at \(note.file) \(note.line):\(note.column)")
    }
    if relativePath.hasPrefix("invalid/") {
      // A structural fixture never gets as far as a typed spec.
      #expect(loaded.spec == nil, "\(relativePath) decoded to a spec")
      #expect(
        loaded.diagnostics.allSatisfy { $0.code.category != .semantic }, "\(relativePath) has semantic diagnostics")
    } else {
      #expect(loaded.spec != nil, "\(relativePath) is not structurally valid:\n\(describe(loaded.diagnostics))")
    }
  }

  /// The `# expect-note: <file> <line>:<column>` lines of a YAML fixture's header.
  static func expectedNotes(in bytes: [UInt8]) -> [(file: String, line: Int, column: Int)] {
    let text = String(decoding: bytes, as: UTF8.self)
    var notes: [(file: String, line: Int, column: Int)] = []
    for line in text.split(separator: "\n") {
      guard line.hasPrefix("#") else { break }
      let words = line.dropFirst().split(separator: " ")
      guard words.count == 3, words[0] == "expect-note:" else { continue }
      let position = words[2].split(separator: ":").compactMap { Int($0) }
      if position.count == 2 { notes.append((String(words[1]), position[0], position[1])) }
    }
    return notes
  }

  @Test("every syntax and structure code has an invalid fixture")
  func coverage() {
    let names = fileNames(in: Self.root.appendingPathComponent("invalid"))
    // file-too-large needs a 16 MiB file; YAMLRulesTests covers it with a small limit.
    let uncovered = DiagnosticCode.allCases
      .filter { ($0.category == .syntax || $0.category == .structure) && $0 != .fileTooLarge }
      .filter { code in
        !names.contains { $0.hasPrefix(code.rawValue + ".") || $0.hasPrefix(code.rawValue + "-") }
      }
    #expect(uncovered.isEmpty, "no fixture for \(uncovered.map(\.rawValue))")
    #expect(names.filter { $0.hasSuffix(".json") }.count >= 2, "at least two JSON fixtures")
  }

  @Test("fixture expectations parse")
  func expectationSyntax() throws {
    #expect(Expected(parsing: "unknown-key 8:5") == Expected(.unknownKey, 8, 5))
    #expect(Expected(parsing: "  duplicate-id   15:9 ") == Expected(.duplicateID, 15, 9))
    #expect(Expected(parsing: "no-such-code 1:1") == nil)
    #expect(Expected(parsing: "unknown-key 8") == nil)
    #expect(Expected(parsing: "unknown-key 8:x") == nil)
    let header =
      "# yaml-language-server: $schema=x\n# expect: unknown-key 3:1\n# expect: missing-key 2:2\ntablegen: 1\n# expect: invalid-id 9:9\n"
    let parsed = try Self.expectations(of: "invalid/x.yaml", bytes: Array(header.utf8))
    #expect(parsed == [Expected(.unknownKey, 3, 1), Expected(.missingKey, 2, 2)])
  }
}
