import Foundation
import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// The loaders against the public conformance suites in `../shared/testsuites`
/// (JSONTestSuite and the YAML test suite). The suites are data beside the
/// project, not part of it: a clone without `../shared` skips these tests
/// rather than failing them.
@Suite(
  "Conformance",
  .enabled(
    if: sharedTestSuites != nil, "../shared/testsuites is absent; the conformance suites are not part of the package"))
struct ConformanceTests {
  // MARK: JSONTestSuite

  @Test("JSONTestSuite test_parsing: y_ accepted, n_ rejected with a position, i_ completes")
  func jsonTestSuite() throws {
    let folder = try #require(sharedTestSuites).appendingPathComponent("JSONTestSuite/test_parsing")
    let names = fileNames(in: folder).filter { $0.hasSuffix(".json") }
    try #require(!names.isEmpty, "no files in \(folder.path)")
    var passed = 0
    var failures: [String] = []
    var counts = (y: 0, n: 0, i: 0)
    for name in names {
      let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
      let (_, diagnostics) = DocumentLoader.load(SourceFile(path: name, bytes: bytes, format: .json))
      let syntax = diagnostics.filter { $0.code.category == .syntax }
      switch name.first {
      case "y":
        counts.y += 1
        if syntax.isEmpty { passed += 1 } else { failures.append("\(name): rejected: \(syntax[0].message)") }
      case "n":
        counts.n += 1
        if syntax.contains(where: { $0.range != nil }) {
          passed += 1
        } else {
          failures.append(
            "\(name): accepted" + (diagnostics.isEmpty ? "" : " (only \(diagnostics.map(\.code.rawValue)))"))
        }
      case "i":
        // Either verdict is right; loading it without crashing or hanging is the test.
        counts.i += 1
        passed += 1
      default:
        continue
      }
    }
    print("JSONTestSuite: \(passed) passed, \(failures.count) failed (y \(counts.y), n \(counts.n), i \(counts.i))")
    for failure in failures { print("  FAIL \(failure)") }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    #expect(counts.y > 0 && counts.n > 0 && counts.i > 0)
  }

  // MARK: yaml-test-suite

  /// A value as JSON sees it: numbers by value, objects as unordered maps.
  indirect enum Value: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([Value])
    case object([String: Value])

    var description: String {
      switch self {
      case .null: "null"
      case .bool(let flag): "\(flag)"
      case .number(let number): "\(number)"
      case .string(let text): text.debugDescription
      case .array(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
      case .object(let members):
        "{"
          + members.sorted { $0.key < $1.key }.map { "\($0.key.debugDescription): \($0.value)" }.joined(separator: ", ")
          + "}"
      }
    }
  }

  /// The JSON value of a node; nil when it has no JSON form (a collection as a key).
  static func value(of node: DocumentNode) -> Value? {
    switch node.kind {
    case .scalar:
      guard let scalar = node.scalar else { return nil }
      switch scalar.value {
      case .null: return .null
      case .bool(let flag): return .bool(flag)
      case .number(let number): return .number(number.double)
      case .string(let text): return .string(text)
      }
    case .sequence:
      var values: [Value] = []
      for item in node.items {
        guard let value = value(of: item) else { return nil }
        values.append(value)
      }
      return .array(values)
    case .mapping:
      var members: [String: Value] = [:]
      for (key, item) in node.pairs {
        guard let keyScalar = key.scalar, let value = value(of: item) else { return nil }
        // JSON keys are strings: a YAML key `1` or `null` is written "1" or "null" in in.json.
        let name: String
        switch keyScalar.value {
        case .null: name = keyScalar.text.isEmpty ? "" : keyScalar.text
        default: name = keyScalar.text
        }
        members[name] = value
      }
      return .object(members)
    }
  }

  /// The JSON values of a stream of concatenated JSON texts (in.json holds one
  /// per YAML document), read with the project's own strict parser; nil when
  /// the file is not such a stream.
  static func jsonValues(_ bytes: [UInt8]) -> [Value]? {
    var rest = bytes
    var values: [Value] = []
    while true {
      guard let first = rest.firstIndex(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return values }
      rest.removeFirst(first)
      let (root, diagnostics) = loadTree(bytes: rest, format: .json)
      if let root, diagnostics.isEmpty {
        guard let value = value(of: root) else { return nil }
        return values + [value]
      }
      // A second value: the parser stops at its first byte, which splits the stream.
      guard diagnostics.count == 1, diagnostics[0].message.contains("after the end of the JSON value"),
        let end = diagnostics[0].range?.start.offset
      else { return nil }
      let (head, headDiagnostics) = loadTree(bytes: Array(rest[..<end]), format: .json)
      guard let head, headDiagnostics.isEmpty, let value = value(of: head) else { return nil }
      values.append(value)
      rest.removeFirst(end)
    }
  }

  /// `ID  reason` lines; `#` starts a comment.
  static func skipList() throws -> [String: String] {
    let text = try String(contentsOf: packagePath("Tests/TableGenKitTests/yaml-test-suite-skips.txt"), encoding: .utf8)
    var skips: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
      let parts = trimmed.split(separator: " ", maxSplits: 1)
      skips[String(parts[0])] = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
    }
    return skips
  }

  /// Every case folder (`229Q`, or `2G84/00` for a numbered variant) holding an `in.yaml`.
  static func yamlCases(in root: URL) -> [String] {
    var cases: [String] = []
    let manager = FileManager.default
    for name in (try? manager.contentsOfDirectory(atPath: root.path))?.sorted() ?? [] {
      let folder = root.appendingPathComponent(name)
      if manager.fileExists(atPath: folder.appendingPathComponent("in.yaml").path) {
        cases.append(name)
      }
      for sub in (try? manager.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
      where sub.allSatisfy(\.isNumber)
        && manager.fileExists(atPath: folder.appendingPathComponent("\(sub)/in.yaml").path)
      {
        cases.append("\(name)/\(sub)")
      }
    }
    return cases
  }

  @Test("yaml-test-suite: valid cases load to their in.json; error cases are counted")
  func yamlTestSuite() throws {
    let root = try #require(sharedTestSuites).appendingPathComponent("yaml-test-suite")
    let skips = try Self.skipList()
    let cases = Self.yamlCases(in: root)
    try #require(cases.count > 300, "found only \(cases.count) cases in \(root.path)")
    var passed = 0
    var skipped = 0
    var failures: [String] = []
    var staleSkips: [String] = []
    var multiDocumentRefused = 0
    var errorCases = 0
    var errorCasesRejected = 0
    let manager = FileManager.default
    for id in cases {
      let folder = root.appendingPathComponent(id)
      let yaml = try [UInt8](Data(contentsOf: folder.appendingPathComponent("in.yaml")))
      let (tree, diagnostics) = DocumentLoader.load(SourceFile(path: "\(id)/in.yaml", bytes: yaml, format: .yaml))
      if manager.fileExists(atPath: folder.appendingPathComponent("error").path) {
        errorCases += 1
        if !diagnostics.isEmpty { errorCasesRejected += 1 }
        continue
      }
      let jsonURL = folder.appendingPathComponent("in.json")
      guard manager.fileExists(atPath: jsonURL.path) else { continue }
      let verdict = Self.judge(tree: tree, diagnostics: diagnostics, json: try [UInt8](Data(contentsOf: jsonURL)))
      if skips[id] != nil {
        skipped += 1
        if case .passed = verdict { staleSkips.append(id) }
        continue
      }
      switch verdict {
      case .passed: passed += 1
      case .refusedMultipleDocuments:
        passed += 1
        multiDocumentRefused += 1
      case .failed(let reason): failures.append("\(id): \(reason)")
      }
    }
    print(
      "yaml-test-suite: \(passed) passed, \(failures.count) failed, \(skipped) skipped "
        + "(\(errorCasesRejected) error cases rejected of \(errorCases)); "
        + "\(multiDocumentRefused) multi-document cases refused with multiple-documents, counted as passed")
    for failure in failures { print("  FAIL \(failure)") }
    for id in staleSkips { print("  note: \(id) is in the skip list but passes now") }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    #expect(passed > 0)
  }

  enum Verdict {
    case passed
    case refusedMultipleDocuments
    case failed(String)
  }

  static func judge(tree: DocumentNode?, diagnostics: [Diagnostic], json: [UInt8]) -> Verdict {
    guard let expected = jsonValues(json) else { return .failed("in.json does not parse as a stream of JSON values") }
    let summary = diagnostics.map { "\($0.code.rawValue) \($0.range?.start.description ?? "-") \($0.message)" }
      .joined(separator: "; ")
    switch expected.count {
    case 0:
      return diagnostics.map(\.code) == [.emptyDocument]
        ? .passed : .failed("expected empty-document, got [\(summary)]")
    case 1:
      guard diagnostics.isEmpty, let tree else { return .failed("refused: \(summary)") }
      guard let actual = value(of: tree) else { return .failed("has a collection as a key") }
      return actual == expected[0] ? .passed : .failed("loaded \(actual)\n      expected \(expected[0])")
    default:
      return diagnostics.contains { $0.code == .multipleDocuments }
        ? .refusedMultipleDocuments
        : .failed("\(expected.count) documents not refused with multiple-documents: [\(summary)]")
    }
  }
}
