import Foundation
import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// Replays every input in `Tests/Fixtures/fuzz/` through the stages the fuzz
/// target runs (`runEveryStage`: load as YAML and as JSON, decode, validate,
/// every reporter, every renderer, Markdown injection) and checks the
/// diagnostics it must produce in each format. Each input is one that crashed,
/// hung or leaked before its fix; its sidecar `<name>.expect` says what it
/// found and holds lines `yaml: <code> <line>:<column>` and
/// `json: <code> <line>:<column>` for the input read as a spec, and
/// `answers-yaml: …` and `answers-json: …` for the input read as the answers of
/// Tests/Fixtures/fill/every-field.yaml (a format with no line must be clean).
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  static let folder = packagePath("Tests/Fixtures/fuzz")
  static let inputs: [String] = fileNames(in: folder).filter { !$0.hasSuffix(".expect") && !$0.hasSuffix(".md") }

  @Test("every reproducer has a sidecar, and every sidecar a reproducer")
  func sidecarsPair() {
    let sidecars = Set(fileNames(in: Self.folder).filter { $0.hasSuffix(".expect") })
    #expect(sidecars == Set(Self.inputs.map { $0 + ".expect" }))
    #expect(!Self.inputs.isEmpty, "Tests/Fixtures/fuzz/ holds no reproducer")
    #expect(Self.form != nil, "Tests/Fixtures/fill/every-field.yaml did not load")
  }

  @Test("a reproducer runs through every stage and gives its expected diagnostics", arguments: inputs)
  func replay(_ name: String) throws {
    let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
    let expected = try Self.expectations(of: name)
    let result = runEveryStage(bytes, answering: Self.form, root: packageRoot.path)
    #expect(result.checkOnlyMismatches.isEmpty, "\(name): validate's check-only path disagrees with the full load")
    for format in SourceFormat.allCases {
      let loaded: [Diagnostic] = result.diagnostics[format] ?? []
      let answered: [Diagnostic] = result.answerDiagnostics[format] ?? []
      expectDiagnostics(loaded, expected[format.rawValue] ?? [], "\(name) as \(format)")
      expectDiagnostics(answered, expected["answers-\(format.rawValue)"] ?? [], "\(name) as answers in \(format)")
    }
  }

  static let form = everyFieldForm(root: packageRoot.path)

  static func expectations(of name: String) throws -> [String: [Expected]] {
    let text = try String(contentsOf: folder.appendingPathComponent(name + ".expect"), encoding: .utf8)
    var expected: [String: [Expected]] = [:]
    for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") && !line.allSatisfy(\.isWhitespace) {
      let parts = line.split(separator: ":", maxSplits: 1)
      let formats = ["yaml", "json", "answers-yaml", "answers-json"]
      guard parts.count == 2, formats.contains(String(parts[0])),
        let expectation = Expected(parsing: parts[1].drop { $0 == " " })
      else {
        throw POSIXError(.EINVAL)
      }
      expected[String(parts[0]), default: []].append(expectation)
    }
    return expected
  }
}
