import Foundation
import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// Every sample in every output format, compared byte for byte with the files
/// in `Tests/Goldens/<format>/`. Run with `RECORD_GOLDENS=1` to write them anew,
/// then read the diff before committing it.
@Suite("Golden output")
struct GoldenTests {
  static let samples = fileNames(in: packagePath("Samples"))
  static let goldens = packagePath("Tests/Goldens")
  static let isRecording = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1"

  /// Loads a sample by its absolute path (so that link targets resolve beside it).
  static func loadSample(_ name: String) throws -> TableSpec {
    let url = packagePath("Samples/\(name)")
    let bytes = try [UInt8](Data(contentsOf: url))
    let loaded = SpecLoader.load(SourceFile(path: url.path, bytes: bytes))
    #expect(loaded.isValid, "\(name) is not valid:\n\(describe(loaded.diagnostics))")
    return try #require(loaded.spec)
  }

  /// Compares `rendered` with the golden file, or writes it when recording.
  static func check(_ rendered: String, golden name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let url = goldens.appendingPathComponent(name)
    if isRecording {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(rendered.utf8).write(to: url, options: .atomic)
      // Recording is never a silent pass: say so, as a known issue in the results,
      // and still compare with the file just written.
      print("recorded \(url.path)")
      withKnownIssue("RECORD_GOLDENS=1: the golden was rewritten, not compared with a reviewed copy") {
        Issue.record("recorded \(url.path)", sourceLocation: sourceLocation)
      }
    }
    guard FileManager.default.fileExists(atPath: url.path) else {
      Issue.record("no golden at \(url.path); run with RECORD_GOLDENS=1 to create it", sourceLocation: sourceLocation)
      return
    }
    let golden = try String(contentsOf: url, encoding: .utf8)
    if golden != rendered {
      let goldenLines = golden.split(separator: "\n", omittingEmptySubsequences: false)
      let renderedLines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
      let firstDifference = zip(goldenLines, renderedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(goldenLines.count, renderedLines.count)
      let golden = firstDifference < goldenLines.count ? String(goldenLines[firstDifference]) : "(end of file)"
      let actual = firstDifference < renderedLines.count ? String(renderedLines[firstDifference]) : "(end of output)"
      Issue.record(
        "output differs from \(name) at line \(firstDifference + 1):\n  golden: \(golden)\n  actual: \(actual)\n(RECORD_GOLDENS=1 rewrites the golden)",
        sourceLocation: sourceLocation)
    }
  }

  @Test("the samples are there")
  func samplesExist() {
    #expect(Self.samples.contains("login.yaml"))
    #expect(Self.samples.contains("profile.json"))
    #expect(Self.samples.count >= 5)
  }

  @Test("each sample renders to its golden JSON", arguments: samples)
  func sample(_ name: String) throws {
    let spec = try Self.loadSample(name)
    try Self.check(JSONRenderer().render(spec), golden: "json/\(name).json")
  }

  @Test("login.yaml with source locations")
  func locations() throws {
    let spec = try Self.loadSample("login.yaml")
    try Self.check(JSONRenderer(includesLocations: true).render(spec), golden: "json/login.locations.json")
  }

  @Test("each sample renders to its golden text form at 80 columns", arguments: samples)
  func text(_ name: String) throws {
    let spec = try Self.loadSample(name)
    try Self.check(TextRenderer().render(spec), golden: "text/\(name).txt")
  }

  @Test("each sample renders to its golden Markdown", arguments: samples)
  func markdown(_ name: String) throws {
    let spec = try Self.loadSample(name)
    try Self.check(MarkdownRenderer().render(spec), golden: "markdown/\(name).md")
  }

  @Test("the text form at 40 and 120 columns, and in ASCII", arguments: [
    ("controls.yaml", 40, false), ("controls.yaml", 120, false), ("controls.yaml", 80, true), ("settings.yaml", 40, true),
  ])
  func textVariants(_ name: String, width: Int, ascii: Bool) throws {
    let spec = try Self.loadSample(name)
    let options = TextRenderOptions(width: width, glyphs: ascii ? .ascii : .unicode)
    let rendered = TextRenderer(options: options).render(spec)
    try Self.check(rendered, golden: "text/\(name).\(width)\(ascii ? ".ascii" : "").txt")
  }

  @Test("rendered JSON reads back through the strict parser, with every default explicit", arguments: samples)
  func roundTrip(_ name: String) throws {
    let rendered = JSONRenderer().render(try Self.loadSample(name))
    #expect(rendered.hasSuffix("}\n"))
    let (root, diagnostics) = loadTree(rendered, format: .json)
    #expect(diagnostics.isEmpty, "\(describe(diagnostics))")
    let tree = try #require(root)
    #expect(tree.at("cells") == nil, "the shorthand is expanded")
    let sections = try #require(tree.at("sections")?.elements)
    #expect(!sections.isEmpty)
    for section in sections {
      #expect(section.at("rowHeight")?.numberValue != nil)
      for cell in section.at("cells")?.elements ?? [] {
        #expect(cell.at("height")?.numberValue != nil)
        #expect(cell.at("autoHeight")?.boolValue != nil)
        #expect(cell.at("id") != nil)
      }
    }
  }
}
