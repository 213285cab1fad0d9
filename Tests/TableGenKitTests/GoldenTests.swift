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

  /// Loads a sample by its absolute path (so that link targets resolve beside it).
  static func loadSample(_ name: String) throws -> TableSpec {
    let url = packagePath("Samples/\(name)")
    let loaded = SpecLoader.load(SourceFile(path: url.path, bytes: try packageBytes("Samples/\(name)")))
    #expect(loaded.isValid, "\(name) is not valid:\n\(describe(loaded.diagnostics))")
    return try #require(loaded.spec)
  }

  /// Compares `rendered` with the golden file, printing a unified diff when they
  /// differ, or writes it first when RECORD_GOLDENS=1.
  static func check(_ rendered: String, golden name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    throws
  {
    try GoldenFile.expect(
      rendered, matches: goldens.appendingPathComponent(name), recording: GoldenFile.isRecording,
      sourceLocation: sourceLocation)
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

  @Test(
    "the text form at 40 and 120 columns, and in ASCII",
    arguments: [
      ("controls.yaml", 40, false), ("controls.yaml", 120, false), ("controls.yaml", 80, true),
      ("settings.yaml", 40, true), ("network-settings.yaml", 40, true),
    ])
  func textVariants(_ name: String, width: Int, ascii: Bool) throws {
    let spec = try Self.loadSample(name)
    let options = TextRenderOptions(width: width, glyphs: ascii ? .ascii : .unicode)
    let rendered = TextRenderer(options: options).render(spec)
    try Self.check(rendered, golden: "text/\(name).\(width)\(ascii ? ".ascii" : "").txt")
  }

  @Test("conditions, checks and computed defaults around hostile text, in every format")
  func conditions() throws {
    let url = packagePath("Tests/Fixtures/render/conditions.yaml")
    let loaded = SpecLoader.load(
      SourceFile(path: url.path, bytes: try packageBytes("Tests/Fixtures/render/conditions.yaml")))
    #expect(loaded.isValid, "\(describe(loaded.diagnostics))")
    let spec = try #require(loaded.spec)
    try Self.check(TextRenderer().render(spec), golden: "text/conditions.yaml.txt")
    try Self.check(MarkdownRenderer().render(spec), golden: "markdown/conditions.yaml.md")
    try Self.check(JSONRenderer().render(spec), golden: "json/conditions.yaml.json")
    try Self.check(JSONRenderer(includesLocations: true).render(spec), golden: "json/conditions.locations.json")
  }

  @Test("pickers whose options store booleans, in every format")
  func boolOptions() throws {
    let path = "Tests/Fixtures/render/bool-options.yaml"
    let loaded = SpecLoader.load(SourceFile(path: packagePath(path).path, bytes: try packageBytes(path)))
    #expect(loaded.diagnostics.isEmpty, "\(describe(loaded.diagnostics))")
    let spec = try #require(loaded.spec)
    try Self.check(TextRenderer().render(spec), golden: "text/bool-options.yaml.txt")
    try Self.check(MarkdownRenderer().render(spec), golden: "markdown/bool-options.yaml.md")
    try Self.check(JSONRenderer().render(spec), golden: "json/bool-options.yaml.json")
    try Self.check(SVGRenderer().render(spec), golden: "svg/bool-options.yaml.light.svg")
    try Self.check(Self.withoutSharedAssets(HTMLRenderer().render(spec)), golden: "html/bool-options.yaml.html")
  }

  // MARK: - SVG pictures

  @Test(
    "each sample renders to its golden SVG picture, light and dark",
    arguments: samples.flatMap { name in RenderTheme.allCases.map { (name, $0) } })
  func svg(_ name: String, theme: RenderTheme) throws {
    let spec = try Self.loadSample(name)
    let rendered = SVGRenderer(options: SVGRenderOptions(theme: theme)).render(spec)
    try Self.check(rendered, golden: "svg/\(name).\(theme.rawValue).svg")
  }

  @Test("conditions around hostile text as a picture, and a form at the narrowest and widest")
  func svgVariants() throws {
    let url = packagePath("Tests/Fixtures/render/conditions.yaml")
    let loaded = SpecLoader.load(
      SourceFile(path: url.path, bytes: try packageBytes("Tests/Fixtures/render/conditions.yaml")))
    let conditions = try #require(loaded.spec)
    try Self.check(SVGRenderer().render(conditions), golden: "svg/conditions.yaml.light.svg")
    let controls = try Self.loadSample("controls.yaml")
    for width in [SVGRenderOptions.minimumWidth, SVGRenderOptions.maximumWidth] {
      let rendered = SVGRenderer(options: SVGRenderOptions(width: width, theme: .dark)).render(controls)
      try Self.check(rendered, golden: "svg/controls.yaml.\(width).dark.svg")
    }
  }

  // MARK: -

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

  // MARK: - HTML form

  @Test(
    "each sample renders to its golden HTML form; the dark page differs only in naming its theme",
    arguments: samples)
  func html(_ name: String) throws {
    let spec = try Self.loadSample(name)
    let light = HTMLRenderer(options: HTMLRenderOptions(theme: .light)).render(spec)
    try Self.check(Self.withoutSharedAssets(light), golden: "html/\(name).html")
    // The style sheet holds both palettes; the page's theme attribute chooses one.
    let dark = HTMLRenderer(options: HTMLRenderOptions(theme: .dark)).render(spec)
    #expect(
      dark
        == light.replacingOccurrences(of: #"data-theme="light""#, with: #"data-theme="dark""#)
        .replacingOccurrences(of: #"content="light""#, with: #"content="dark""#))
  }

  @Test(
    "the HTML form of the conditions fixture and of hostile text", arguments: ["conditions.yaml", "html-hostile.yaml"])
  func htmlFixtures(_ name: String) throws {
    let path = "Tests/Fixtures/render/\(name)"
    let loaded = SpecLoader.load(SourceFile(path: packagePath(path).path, bytes: try packageBytes(path)))
    #expect(loaded.isValid, "\(describe(loaded.diagnostics))")
    let rendered = HTMLRenderer().render(try #require(loaded.spec))
    try Self.check(Self.withoutSharedAssets(rendered), golden: "html/\(name).html")
  }

  /// A page with its style sheet and form script left out: they are the same
  /// in every page of a theme and are read in HTMLStyle.swift and
  /// HTMLFormScript.swift. The policy line keeps their SHA-256, so a change to
  /// either still changes every golden, by one line.
  static func withoutSharedAssets(_ page: String) -> String {
    var page = page
    for (open, close, note) in [
      ("<style>", "</style>", "/* HTMLStyle.css, pinned by the style-src hash above */"),
      ("<script>", "</script>", "/* HTMLFormScript.source, pinned by the script-src hash above */"),
    ] {
      guard let start = page.range(of: open), let end = page.range(of: close, range: start.upperBound..<page.endIndex)
      else { continue }
      page.replaceSubrange(start.upperBound..<end.lowerBound, with: note)
    }
    return page
  }

}
