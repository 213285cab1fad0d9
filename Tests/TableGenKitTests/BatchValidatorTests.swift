import Foundation
import Testing

@testable import TableGenSpec

/// `BatchValidator` hands files to workers from a shared counter and reads each
/// into a reused buffer: whatever the number of workers and the order files come
/// in, every file must get exactly the diagnostics it gets alone.
@Suite struct BatchValidatorTests {
  /// A valid spec of `cells` note cells, so that its size can be chosen.
  static func spec(id: String, cells: Int) -> String {
    "tablegen: 1\nid: \(id)\ntitle: T\ncells:\n"
      + String(repeating: "  - type: note\n    text: A note.\n", count: cells)
  }

  /// An invalid spec: a misspelled key on line 6, column 5.
  static let broken = "tablegen: 1\nid: broken\ntitle: T\ncells:\n  - type: note\n    txet: A note.\n"

  static func folder(_ files: [(String, String)]) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tablegen-batch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: url.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }
    return url
  }

  /// A file's path and diagnostics as one line: code@line:column for each.
  static func summary(_ path: String, _ diagnostics: [Diagnostic]) -> String {
    let found = diagnostics.map { "\($0.code.rawValue)@\($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0)" }
    return "\(path): " + found.joined(separator: ",")
  }

  @Test("every worker count gives each file the diagnostics it gets alone, in path order")
  func workerCountsAgree() throws {
    // A large file before small ones, so that a reused buffer holds more than
    // the next file: stale bytes past a small file's end would change its result.
    var files = [("a-large.yaml", Self.spec(id: "large", cells: 2_000))]
    for index in 0..<40 {
      files.append(("b-\(index).yaml", index % 7 == 3 ? Self.broken : Self.spec(id: "s\(index)", cells: index % 5)))
    }
    let url = try Self.folder(files)
    defer { try? FileManager.default.removeItem(at: url) }
    let paths = files.map { url.appendingPathComponent($0.0).path } + [url.appendingPathComponent("missing.yaml").path]
    // Given in reverse, so that the report's order cannot come from the input's.
    let inputs = paths.reversed().map { BatchValidator.Input.path(SpecPath($0)) }

    let alone = paths.sorted().map { path -> String in
      let diagnostics: [Diagnostic]
      switch SpecFileReader.read(path: path) {
      case .success(let file): diagnostics = SpecLoader.load(file).diagnostics
      case .failure(let problem): diagnostics = [problem]
      }
      return Self.summary(path, diagnostics)
    }
    #expect(alone.filter { $0.contains("unknown-key@6:5") }.count == 6)
    #expect(alone.last?.hasSuffix("missing.yaml: unreadable-file@0:0") == true)
    for workers in [1, 2, 8] {
      let report = BatchValidator(workerCount: workers).validate(inputs)
      #expect(report.files.map { Self.summary($0.path, $0.diagnostics) } == alone, "with \(workers) workers")
    }
  }

  @Test("a file with diagnostics keeps its text for snippets; a clean one need not")
  func sourceKeptForDiagnostics() throws {
    let url = try Self.folder([("broken.yaml", Self.broken), ("clean.yaml", Self.spec(id: "clean", cells: 1))])
    defer { try? FileManager.default.removeItem(at: url) }
    let report = BatchValidator(workerCount: 1).validate(
      ["broken.yaml", "clean.yaml"].map { .path(SpecPath(url.appendingPathComponent($0).path)) })
    #expect(report.files.count == 2)
    #expect(report.files.first?.source?.bytes == Array(Self.broken.utf8))
    #expect(
      report.files.first?.source?.lineWindow(around: Self.broken.utf8.count - 3, radius: 100).text
        == "    txet: A note.")
  }

  @Test("reading into a buffer replaces what it held, larger or smaller")
  func readIntoBufferReplaces() throws {
    let large = Self.spec(id: "large", cells: 5_000)  // over 64 KiB: more than one read
    let url = try Self.folder([("large.yaml", large), ("small.yaml", "tablegen: 1\n"), ("empty.yaml", "")])
    defer { try? FileManager.default.removeItem(at: url) }
    var buffer: [UInt8] = Array(repeating: 0x41, count: 10)
    for (name, text) in [
      ("large.yaml", large), ("small.yaml", "tablegen: 1\n"), ("empty.yaml", ""),
      ("large.yaml", large),
    ] {
      let problem = SpecFileReader.read(path: url.appendingPathComponent(name).path, into: &buffer)
      #expect(problem == nil)
      #expect(buffer == Array(text.utf8), "\(name)")
    }
    let missing = SpecFileReader.read(path: url.appendingPathComponent("none.yaml").path, into: &buffer)
    #expect(missing?.code == .unreadableFile)
  }
}
