import Foundation
import TableGenTestSupport
import Testing

@testable import TableGenSpec

/// validate follows links to child panes: every spec reachable is
/// checked once, at its own positions; a cycle is information at the link that
/// closes it; the walk is bounded.
@Suite struct ChildPaneValidationTests {
  /// Each file's diagnostics as `file: code@line:column`, in report order.
  static func summary(_ report: ValidationReport) -> [String] {
    report.files.map { file in
      let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
      let found = file.diagnostics.map {
        "\($0.code.rawValue)@\($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0)"
      }
      return "\(name): " + found.joined(separator: ",")
    }
  }

  static func validate(_ paths: [String], walk: LinkedSpecs = LinkedSpecs(), options: LoadOptions = .default)
    -> ValidationReport
  {
    let report = BatchValidator(options: options).validate(paths.map { .path(SpecPath($0)) })
    return walk.validate(report, options: options)
  }

  static let panes = packagePath("Tests/Fixtures/panes").path

  @Test("a child's error is reported at the child's line and column, once, with the cycle once as info")
  func fixtureSet() throws {
    let report = Self.validate([Self.panes + "/parent.yaml"])
    #expect(
      Self.summary(report) == [
        "broken.yaml: value-range@9:10", "network.yaml: child-pane-cycle@13:13", "parent.yaml: ",
      ])
    #expect(report.errorCount == 1)
    #expect(report.infoCount == 1)
    // The child's error says which link reached it first: the walk goes depth
    // first, so through network.yaml, the parent's first link.
    let error = try #require(report.files.first?.diagnostics.first)
    #expect(error.file == Self.panes + "/broken.yaml")
    #expect(error.notes.last?.file == Self.panes + "/network.yaml")
    #expect(error.notes.last?.range?.start.line == 17)
  }

  @Test("a pane named on the command line and linked as well is checked once")
  func namedAndLinked() {
    // Named files are walked in report order, so the walk starts at ./network.yaml
    // this time, and the cycle closes at the parent's link back to it.
    let report = Self.validate([
      Self.panes + "/broken.yaml", Self.panes + "/parent.yaml", Self.panes + "/./network.yaml",
    ])
    #expect(
      Self.summary(report) == [
        "network.yaml: ", "broken.yaml: value-range@9:10", "parent.yaml: child-pane-cycle@13:13",
      ])
    let notes = report.diagnostics.flatMap(\.notes)
    #expect(notes.isEmpty, "no pane was reached only through a link")
  }

  /// A chain of `count` specs, each linking the next; the last links nowhere.
  static func chain(_ count: Int) throws -> URL {
    let folder = try temporaryFolder()
    for index in 0..<count {
      var text = "tablegen: 1\nid: p\(index)\ntitle: P\ncells:\n  - type: note\n    text: Pane \(index).\n"
      if index + 1 < count { text += "  - type: link\n    id: next\n    title: Next\n    target: p\(index + 1).yaml\n" }
      try text.write(to: folder.appendingPathComponent("p\(index).yaml"), atomically: false, encoding: .utf8)
    }
    return folder
  }

  @Test("the walk stops past its depth and its number of panes, and says so at the link")
  func bounded() throws {
    let folder = try Self.chain(5)
    defer { try? FileManager.default.removeItem(at: folder) }
    let deep = Self.validate([folder.path + "/p0.yaml"], walk: LinkedSpecs(maximumDepth: 2))
    #expect(Self.summary(deep) == ["p0.yaml: ", "p1.yaml: ", "p2.yaml: child-pane-not-followed@10:13"])
    #expect(deep.warningCount == 1)
    let many = Self.validate([folder.path + "/p0.yaml"], walk: LinkedSpecs(maximumPanes: 3))
    #expect(Self.summary(many) == ["p0.yaml: ", "p1.yaml: ", "p2.yaml: ", "p3.yaml: child-pane-not-followed@10:13"])
  }

  @Test("a long chain and a cycle of many panes end: each pane once")
  func cycleOfMany() throws {
    let folder = try Self.chain(40)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The last pane links back to the first.
    let last = folder.appendingPathComponent("p39.yaml")
    let text = try String(contentsOf: last, encoding: .utf8)
    try (text + "  - type: link\n    id: first\n    title: First\n    target: p0.yaml\n").write(
      to: last, atomically: false, encoding: .utf8)
    let report = Self.validate([folder.path + "/p0.yaml"], walk: LinkedSpecs(maximumDepth: 100))
    #expect(report.files.count == 40)
    #expect(report.diagnostics.map(\.code) == [.childPaneCycle])
  }

  @Test("a child pane that cannot be read is an error at the link")
  func unreadable() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let parent =
      "tablegen: 1\nid: p\ntitle: P\ncells:\n  - type: link\n    id: big\n    title: Big\n    target: big.yaml\n"
    try parent.write(to: folder.appendingPathComponent("p.yaml"), atomically: false, encoding: .utf8)
    try String(repeating: "# padding\n", count: 200).write(
      to: folder.appendingPathComponent("big.yaml"), atomically: false, encoding: .utf8)
    var options = LoadOptions.default
    options.maxFileSize = 1_000
    let report = Self.validate([folder.path + "/p.yaml"], options: options)
    #expect(Self.summary(report) == ["p.yaml: unreadable-child-pane@8:13"])
    #expect(report.errorCount == 1)
  }

  @Test("only links to spec files are followed; such a link without an id is a warning")
  func whichLinksAreFollowed() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let parent = """
      tablegen: 1
      id: p
      title: P
      cells:
        - type: link
          title: Child
          target: child.YML
        - type: link
          title: Page
          target: page.html
        - type: link
          title: Web
          target: https://example.com/form.yaml

      """
    try parent.write(to: folder.appendingPathComponent("p.yaml"), atomically: false, encoding: .utf8)
    // Neither would pass as a spec: only the first is read.
    try "tablegen: 1\nid: c\ntitle: C\ncells: []\n".write(
      to: folder.appendingPathComponent("child.YML"), atomically: false, encoding: .utf8)
    try "<p>hello</p>".write(to: folder.appendingPathComponent("page.html"), atomically: false, encoding: .utf8)
    let report = Self.validate([folder.path + "/p.yaml"])
    #expect(Self.summary(report) == ["child.YML: empty-table@4:8", "p.yaml: child-pane-without-id@5:5"])
  }

  @Test("a note made with a file keeps it: the note at a link lies in the parent, not in the pane")
  func noteKeepsItsFile() {
    let diagnostic = Diagnostic(
      .valueRange, "min (10) must be less than max (1)", at: nil,
      notes: [Diagnostic.Note("the pane is reached through this link", at: nil, in: "parent.yaml")],
      file: "broken.yaml")
    #expect(diagnostic.notes.map(\.file) == ["parent.yaml"])
  }

  @Test("a target is read from the linking spec's folder, without its . steps")
  func resolution() {
    #expect(SpecLink.resolve("about.yaml", from: "Samples") == "Samples/about.yaml")
    #expect(SpecLink.resolve("./sub/./a.yaml", from: ".") == "sub/a.yaml")
    #expect(SpecLink.resolve("../a.yaml", from: "Samples") == "Samples/../a.yaml")
    #expect(SpecLink.resolve("/etc/a.yaml", from: "Samples") == "/etc/a.yaml")
    #expect(SpecLink.resolve("a.yaml", from: "/") == "/a.yaml")
  }
}
