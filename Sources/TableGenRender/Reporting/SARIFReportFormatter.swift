import TableGenOutput
import TableGenSpec

/// A report as a SARIF 2.1.0 log that GitHub code scanning accepts
/// (`github/codeql-action/upload-sarif`): one run whose driver lists every
/// diagnostic code as a rule, and one result per diagnostic.
///
/// Locations are repository-relative URIs against `%SRCROOT%` (made relative to
/// `workingDirectory` as `GitHubReportFormatter` does), regions are 1-based with an
/// exclusive end column, and columns count Unicode scalars (`columnKind`
/// `unicodeCodePoints`). Each result carries a `primaryLocationLineHash` built from
/// its code, file and JSON pointer, so that code scanning tracks an alert across
/// edits that move it to another line.
public struct SARIFReportFormatter: ReportFormatter {
  /// The directory paths are made relative to, normally the repository's root;
  /// when set, it is also the run's `%SRCROOT%`.
  public var workingDirectory: String?

  /// A formatter that makes absolute paths under `workingDirectory` relative to it.
  public init(workingDirectory: String? = nil) {
    self.workingDirectory = workingDirectory
  }

  /// The SARIF log as pretty-printed JSON, ending with a newline.
  public func format(_ report: ValidationReport) -> String {
    JSONWriter.write(document(for: report))
  }

  static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
  static let sourceRoot = "%SRCROOT%"

  /// The SARIF log as a JSON value.
  func document(for report: ValidationReport) -> JSONValue {
    var run: [(String, JSONValue)] = [("tool", .object([("driver", Self.driver)]))]
    if let root = sourceRootURI {
      run.append(("originalUriBaseIds", .object([(Self.sourceRoot, .object([("uri", .string(root))]))])))
    }
    run.append(("artifacts", .array(report.files.map { .object([("location", artifactLocation(for: $0.path))]) })))
    run.append(("results", .array(results(for: report))))
    run.append(("columnKind", .string("unicodeCodePoints")))
    return .object([
      ("$schema", .string(Self.schemaURI)),
      ("version", .string("2.1.0")),
      ("runs", .array([.object(run)])),
    ])
  }

  // MARK: Rules

  /// The tool with one rule per diagnostic code, in `DiagnosticCode.allCases` order.
  static let driver: JSONValue = .object([
    ("name", .string("tablegen")),
    ("semanticVersion", .string(TableGenVersion.current)),
    // No informationUri: SARIF wants an absolute URI there, and tablegen has no published home yet
    // (docs/diagnostics.md, "Where tablegen lives").
    ("rules", .array(DiagnosticCode.allCases.map(rule))),
  ])

  /// Each code's index in `rules`, for `ruleIndex`.
  static let ruleIndices: [DiagnosticCode: Int] = Dictionary(
    uniqueKeysWithValues: DiagnosticCode.allCases.enumerated().map { ($1, $0) })

  private static func rule(_ code: DiagnosticCode) -> JSONValue {
    .object([
      ("id", .string(code.rawValue)),
      ("name", .string(upperCamelCase(code.rawValue))),
      ("shortDescription", text(code.summary)),
      ("fullDescription", text("\(code.summary) \(sentence(for: code.category))")),
      ("help", text(code.help)),
      ("defaultConfiguration", .object([("level", .string(level(code.defaultSeverity)))])),
      ("properties", .object([("tags", .array([.string(code.category.rawValue)]))])),
    ])
  }

  /// `unknown-key` → `UnknownKey`.
  static func upperCamelCase(_ id: String) -> String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  private static func sentence(for category: DiagnosticCode.Category) -> String {
    switch category {
    case .io: "It is an io problem: the operating system could not open or read the file."
    case .syntax: "It is a syntax problem: the bytes are not one well-formed YAML or JSON document within the limits."
    case .structure: "It is a structure problem: the document is not the shape of a spec."
    case .semantic: "It is a semantic problem: the spec is well-formed but contradicts itself."
    }
  }

  /// The SARIF level of a severity.
  static func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "note"
    }
  }

  private static func text(_ text: String) -> JSONValue { .object([("text", .string(text))]) }

  // MARK: Results

  private func results(for report: ValidationReport) -> [JSONValue] {
    var fingerprints = FingerprintCounter()
    var results: [JSONValue] = []
    for (artifactIndex, file) in report.files.enumerated() {
      for diagnostic in file.diagnostics {
        let path = diagnostic.file ?? file.path
        let index = path == file.path ? artifactIndex : nil
        results.append(result(for: diagnostic, path: path, artifactIndex: index, fingerprints: &fingerprints))
      }
    }
    return results
  }

  private func result(
    for diagnostic: Diagnostic, path: String, artifactIndex: Int?, fingerprints: inout FingerprintCounter
  ) -> JSONValue {
    let location = artifactLocation(for: path, index: artifactIndex)
    var members: [(String, JSONValue)] = [
      ("ruleId", .string(diagnostic.code.rawValue)),
      ("ruleIndex", .integer(Self.ruleIndices[diagnostic.code] ?? 0)),
      ("level", .string(Self.level(diagnostic.severity))),
      ("message", Self.text(messageText(of: diagnostic))),
      ("locations", .array([physicalLocation(location, range: diagnostic.range)])),
    ]
    if !diagnostic.notes.isEmpty {
      members.append(
        (
          "relatedLocations",
          .array(
            diagnostic.notes.enumerated().map { id, note in
              // A note in another file (the spec, under a catalog's problem) points there.
              relatedLocation(
                note, id: id, location: note.file.map { artifactLocation(for: $0, index: nil) } ?? location)
            })
        ))
    }
    let anchor = diagnostic.pointer.map { "pointer \($0)" } ?? "line \(diagnostic.range?.start.line ?? 1)"
    let hash = fingerprints.next(for: [diagnostic.code.rawValue, uri(for: path).text, anchor])
    members.append(("partialFingerprints", .object([("primaryLocationLineHash", .string(hash))])))
    return .object(members)
  }

  /// The message, the suggestion after a dash; never empty, as SARIF requires.
  private func messageText(of diagnostic: Diagnostic) -> String {
    let message = diagnostic.message.isEmpty ? diagnostic.code.summary : diagnostic.message
    guard let suggestion = diagnostic.suggestion, !suggestion.isEmpty else { return message }
    return "\(message) — \(suggestion)"
  }

  private func physicalLocation(_ artifactLocation: JSONValue, range: SourceRange?) -> JSONValue {
    .object([("physicalLocation", .object([("artifactLocation", artifactLocation), ("region", region(range))]))])
  }

  private func relatedLocation(_ note: Diagnostic.Note, id: Int, location: JSONValue) -> JSONValue {
    var members: [(String, JSONValue)] = [("id", .integer(id))]
    if let range = note.range {
      // A note in another file (a data file) is located in that file.
      let location = note.file.map { artifactLocation(for: $0) } ?? location
      members.append(("physicalLocation", .object([("artifactLocation", location), ("region", region(range))])))
    }
    members.append(("message", Self.text(note.message.isEmpty ? "note" : note.message)))
    return .object(members)
  }

  /// A region whose values are all at least 1; the start of the file when there is no range.
  private func region(_ range: SourceRange?) -> JSONValue {
    let start = range?.start ?? .start
    let end = range?.end ?? .start
    return .object([
      ("startLine", .integer(max(1, start.line))),
      ("startColumn", .integer(max(1, start.column))),
      ("endLine", .integer(max(1, start.line, end.line))),
      ("endColumn", .integer(max(1, end.column))),
    ])
  }

  // MARK: Paths

  /// An `artifactLocation`: a repository-relative URI against `%SRCROOT%`, or a
  /// `file:` URI for an absolute path outside the working directory.
  private func artifactLocation(for path: String, index: Int? = nil) -> JSONValue {
    let uri = uri(for: path)
    var members: [(String, JSONValue)] = [("uri", .string(uri.text))]
    if uri.isRelative { members.append(("uriBaseId", .string(Self.sourceRoot))) }
    if let index { members.append(("index", .integer(index))) }
    return .object(members)
  }

  /// The URI of a path: relative (to `%SRCROOT%`) when possible, else a `file:` URI.
  private func uri(for path: String) -> (text: String, isRelative: Bool) {
    let relative = relativePath(path.isEmpty ? "<input>" : path, to: workingDirectory)
    let encoded = Self.percentEncoded(relative)
    return relative.hasPrefix("/") ? ("file://" + encoded, false) : (encoded, true)
  }

  /// `%SRCROOT%` as a `file:` URI ending with a slash, when the working directory is absolute.
  private var sourceRootURI: String? {
    guard var root = workingDirectory, root.hasPrefix("/") else { return nil }
    if !root.hasSuffix("/") { root += "/" }
    return "file://" + Self.percentEncoded(root)
  }

  /// A path as a URI path: every byte but unreserved characters, sub-delimiters,
  /// `@` and `/` percent-encoded. `:` is encoded too, so that a relative path's
  /// first segment is never read as a scheme.
  static func percentEncoded(_ path: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    for byte in path.utf8 {
      if uriPathBytes.contains(byte) {
        bytes.append(byte)
      } else {
        bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static let uriPathBytes = Set(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@/".utf8)
}

/// Stable `primaryLocationLineHash` values: a 64-bit FNV-1a hash of the parts,
/// then `:n` for the n-th result with that hash, as GitHub's own fingerprints count
/// repeated hashes.
struct FingerprintCounter {
  private var seen: [String: Int] = [:]

  mutating func next(for parts: [String]) -> String {
    let hash = Self.fnv1a(parts.joined(separator: "\u{0}"))
    let occurrence = (seen[hash] ?? 0) + 1
    seen[hash] = occurrence
    return "\(hash):\(occurrence)"
  }

  /// The FNV-1a 64-bit hash of the UTF-8 text, as 16 lowercase hex digits.
  static func fnv1a(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
