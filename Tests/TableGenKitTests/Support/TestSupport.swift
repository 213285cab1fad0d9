import Foundation
// Package paths, fixture reading, golden comparison and the process runner
// live in the TableGenTestSupport target, shared with TableGenCLITests; this
// import makes them visible in every file of these tests.
@_exported import TableGenTestSupport
import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

// MARK: - Loading

/// Loads text into a positioned tree through `DocumentLoader`.
func loadTree(
  _ text: String, format: SourceFormat, options: LoadOptions = .default
) -> (root: DocumentNode?, diagnostics: [Diagnostic]) {
  loadTree(bytes: Array(text.utf8), format: format, options: options)
}

/// Loads raw bytes (which may be invalid UTF-8) into a positioned tree.
func loadTree(
  bytes: [UInt8], format: SourceFormat, options: LoadOptions = .default
) -> (root: DocumentNode?, diagnostics: [Diagnostic]) {
  DocumentLoader.load(SourceFile(path: "test.\(format.rawValue)", bytes: bytes, format: format), options: options)
}

/// Loads and decodes a spec through `SpecLoader`, the library's front door.
func loadSpec(_ text: String, format: SourceFormat = .yaml, path: String? = nil) -> LoadedSpec {
  SpecLoader.load(SourceFile(path: path ?? "spec.\(format.rawValue)", bytes: Array(text.utf8), format: format))
}

/// The typed spec of `yaml`, which must be valid: an issue is recorded when it is not.
func validSpec(_ yaml: String) throws -> TableSpec {
  let loaded = loadSpec(yaml)
  let isValid = loaded.isValid
  #expect(isValid, "\(describe(loaded.diagnostics))")
  return try #require(loaded.spec)
}

// MARK: - Expected diagnostics

/// A diagnostic as tests state it: its code and where it starts.
struct Expected: Hashable, Comparable, CustomStringConvertible, Sendable {
  var code: DiagnosticCode
  var line: Int
  var column: Int

  init(_ code: DiagnosticCode, _ line: Int, _ column: Int) {
    self.code = code
    self.line = line
    self.column = column
  }

  /// Parses `code line:column`, the form of fixture expectations; nil when malformed.
  init?(parsing text: Substring) {
    let parts = text.split(whereSeparator: \.isWhitespace)
    guard parts.count == 2, let code = DiagnosticCode(rawValue: String(parts[0])) else { return nil }
    let position = parts[1].split(separator: ":")
    guard position.count == 2, let line = Int(position[0]), let column = Int(position[1]) else { return nil }
    self.init(code, line, column)
  }

  /// The comparable form of an actual diagnostic; a diagnostic without a range is at 0:0.
  init(_ diagnostic: Diagnostic) {
    self.init(diagnostic.code, diagnostic.range?.start.line ?? 0, diagnostic.range?.start.column ?? 0)
  }

  static func < (lhs: Expected, rhs: Expected) -> Bool {
    (lhs.line, lhs.column, lhs.code.rawValue) < (rhs.line, rhs.column, rhs.code.rawValue)
  }

  var description: String { "\(code.rawValue) \(line):\(column)" }
}

/// A readable listing of diagnostics, one a line, for failure messages.
func describe(_ diagnostics: [Diagnostic]) -> String {
  if diagnostics.isEmpty { return "    (none)" }
  return diagnostics.map { diagnostic in
    let position = diagnostic.range.map { "\($0.start.line):\($0.start.column)" } ?? "-"
    var line = "    \(diagnostic.code.rawValue) \(position) \(diagnostic.message)"
    if let suggestion = diagnostic.suggestion { line += " (\(suggestion))" }
    return line
  }.joined(separator: "\n")
}

/// Records one issue, with both lists and what is missing or extra, unless the
/// multiset of (code, line, column) of `actual` equals `expected` exactly.
/// Returns whether they matched.
@discardableResult
func expectDiagnostics(
  _ actual: [Diagnostic], _ expected: [Expected], _ context: String = "",
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Bool {
  let actualKeys = actual.map(Expected.init).sorted()
  let expectedKeys = expected.sorted()
  guard actualKeys != expectedKeys else { return true }
  var missing = expectedKeys
  var extra: [Expected] = []
  for key in actualKeys {
    if let index = missing.firstIndex(of: key) { missing.remove(at: index) } else { extra.append(key) }
  }
  var report = context.isEmpty ? "diagnostics differ" : "\(context): diagnostics differ"
  report +=
    "\n  expected:\n" + (expectedKeys.isEmpty ? "    (none)" : expectedKeys.map { "    \($0)" }.joined(separator: "\n"))
  report += "\n  actual:\n" + describe(actual)
  if !missing.isEmpty { report += "\n  missing: " + missing.map(\.description).joined(separator: ", ") }
  if !extra.isEmpty { report += "\n  unexpected: " + extra.map(\.description).joined(separator: ", ") }
  Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
  return false
}

/// The one diagnostic of `diagnostics` with `code`; records an issue and returns nil unless there is exactly one.
func single(
  _ code: DiagnosticCode, in diagnostics: [Diagnostic], sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Diagnostic? {
  let matches = diagnostics.filter { $0.code == code }
  guard matches.count == 1 else {
    Issue.record(
      Comment(rawValue: "expected one \(code.rawValue), found \(matches.count):\n\(describe(diagnostics))"),
      sourceLocation: sourceLocation)
    return nil
  }
  return matches[0]
}

// MARK: - Tree navigation

extension DocumentNode {
  /// The value of the pair whose key is the scalar `key`.
  func at(_ key: String) -> DocumentNode? {
    pairs.first { $0.key.scalar?.text == key }?.value
  }

  /// The key node of the pair whose key is `key`.
  func keyNode(_ key: String) -> DocumentNode? {
    pairs.first { $0.key.scalar?.text == key }?.key
  }

  /// The item at `index` of a sequence.
  func at(_ index: Int) -> DocumentNode? {
    let items = items
    return items.indices.contains(index) ? items[index] : nil
  }

  /// The items of a sequence; empty for anything else.
  var elements: [DocumentNode] { items }

  /// The number of items or pairs of a collection; nil for a scalar.
  var count: Int? {
    switch kind {
    case .scalar: nil
    case .sequence: items.count
    case .mapping: pairs.count
    }
  }

  var stringValue: String? {
    if case .string(let text)? = scalar?.value { return text }
    return nil
  }

  var numberValue: TableGenSpec.Number? {
    if case .number(let number)? = scalar?.value { return number }
    return nil
  }

  var boolValue: Bool? {
    if case .bool(let flag)? = scalar?.value { return flag }
    return nil
  }

  var isNullScalar: Bool { scalar?.value == .null }
}

/// A position as a test states it: line, column and byte offset.
struct Position: Equatable, CustomStringConvertible {
  var line: Int
  var column: Int
  var offset: Int

  init(_ line: Int, _ column: Int, _ offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  init(_ location: TableGenSpec.SourceLocation) {
    self.init(location.line, location.column, location.offset)
  }

  var description: String { "\(line):\(column)@\(offset)" }
}

extension Optional where Wrapped == DocumentNode {
  /// The start of the node's range, or nil.
  var start: Position? { self.map { Position($0.range.start) } }
  /// The end of the node's range, or nil.
  var end: Position? { self.map { Position($0.range.end) } }
}
