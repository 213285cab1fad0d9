import Foundation
import Testing

@testable import TableGenRender
@testable import TableGenSpec

/// Rows and options from data: expansion after decoding, and the
/// checks against the real data, each positioned in the spec and in the data file.
@Suite("Rows from data")
struct RowsFromDataTests {
  /// Loads `spec` written beside `files` (name → text) in a fresh folder.
  private func load(_ spec: String, files: [String: String], check: Bool = false) throws -> LoadedSpec {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let file = SourceFile(path: folder.appendingPathComponent("spec.yaml").path, bytes: Array(spec.utf8))
    return check ? SpecLoader.check(file) : SpecLoader.load(file)
  }

  private static let episodes = """
    - {id: a1, show: Alpha, title: One, aired: 3, watched: false}
    - {id: a2, show: Alpha, title: Two, aired: 1, watched: true}
    - {id: b1, show: Beta, title: Three, aired: 2, watched: false}
    - {id: b2, show: Beta, title: Four, aired: 5, watched: false}
    - {id: c1, show: Gamma, title: Five, aired: 4, watched: false}

    """

  @Test("a grouped, sorted, filtered and limited recipe makes one section per group")
  func grouping() throws {
    let loaded = try load(
      """
      tablegen: 1
      sections:
        - id: list
          header: Episodes
          footer: The end.
          rows:
            data: episodes.yaml
            filter: "{row.watched} == false"
            groupBy: show
            sort: [show, {key: aired, descending: true}]
            limit: 3
            template: {type: value, id: "ep-{row.id}", title: "{row.title | upper}", value: "{row.aired}"}
      """, files: ["episodes.yaml": Self.episodes])
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    let sections = try #require(loaded.spec).sections
    #expect(sections.map(\.header) == ["Alpha", "Beta"])
    #expect(sections.map(\.id) == ["list", nil])
    #expect(sections.map(\.footer) == [nil, "The end."])
    #expect(sections.map { $0.cells.compactMap(\.common.id) } == [["ep-a1"], ["ep-b2", "ep-b1"]])
    #expect(sections.map { $0.rows?.records } == [[0], [3, 2]])
    #expect(sections.map { $0.rows?.group } == [.string("Alpha"), .string("Beta")])
    guard case .value(let value) = sections[1].cells[0] else {
      Issue.record("not a value cell")
      return
    }
    #expect(value.title == "FOUR")
    #expect(value.value == "5")
  }

  @Test("a string that is one substitution alone takes the field's type")
  func typedSubstitution() throws {
    let loaded = try load(
      """
      tablegen: 1
      sections:
        - rows:
            data: episodes.yaml
            template: {type: switch, id: "seen-{row.id}", label: "{row.title}", default: "{row.watched}"}
      """, files: ["episodes.yaml": Self.episodes])
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    let cells = try #require(loaded.spec).cells
    let defaults = cells.compactMap { cell -> Bool? in if case .switch(let s) = cell { s.default } else { nil } }
    #expect(defaults == [false, true, false, false, false])
  }

  @Test("a filter reads an earlier answer (its default), and a picker's options come from data")
  func optionsAndAnswers() throws {
    let loaded = try load(
      """
      tablegen: 1
      sections:
        - cells:
            - type: picker
              id: hidden
              label: Hide
              optionsFrom: {data: data/shows.json, value: id, label: name, sort: {key: name, descending: true}}
              default: beta
        - rows:
            data: data/episodes.yaml
            filter: "{row.show} != {hidden}"
            template: {type: value, title: "{row.title}"}
      """,
      files: [
        "data/episodes.yaml": Self.episodes.replacingOccurrences(of: "Beta", with: "beta"),
        "data/shows.json": #"[{"id": "alpha", "name": "Alpha"}, {"id": "beta", "name": "Beta"}]"#,
      ])
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    let spec = try #require(loaded.spec)
    guard case .picker(let picker) = spec.sections[0].cells[0] else {
      Issue.record("not a picker")
      return
    }
    #expect(picker.options.map(\.label) == ["Beta", "Alpha"])
    #expect(picker.options.map(\.value) == [.string("beta"), .string("alpha")])
    let titles = spec.sections[1].cells.compactMap { cell -> String? in
      if case .value(let v) = cell { v.title } else { nil }
    }
    #expect(titles == ["One", "Two", "Five"])
  }

  @Test("a problem of the template is reported once, with the record it was made from")
  func templateProblemOnce() throws {
    let loaded = try load(
      """
      tablegen: 1
      sections:
        - rows:
            data: episodes.yaml
            template: {type: value, titel: "{row.title}"}
      """, files: ["episodes.yaml": Self.episodes])
    let unknown = loaded.diagnostics.filter { $0.code == .unknownKey }
    #expect(unknown.count == 1)
    #expect(unknown.first?.range?.start.line == 5)
    #expect(unknown.first?.notes.first?.file?.hasSuffix("/episodes.yaml") == true)
    #expect(unknown.first?.notes.first?.range?.start.line == 1)
  }

  @Test("a data file that is not YAML is reported in the data file, with a note back in the spec")
  func dataSyntaxError() throws {
    let loaded = try load(
      """
      tablegen: 1
      sections:
        - rows:
            data: broken.yaml
            template: {type: value, title: "{row.title}"}
      """, files: ["broken.yaml": "- {id: a1\n"])
    let syntax = try #require(loaded.diagnostics.first { $0.code == .syntaxError })
    #expect(syntax.file?.hasSuffix("/broken.yaml") == true)
    #expect(syntax.notes.last?.file?.hasSuffix("/spec.yaml") == true)
    #expect(syntax.notes.last?.range.map { [$0.start.line, $0.start.column] } == [4, 13])
    // The text report names the data file and does not quote the spec's bytes at the data file's position.
    let text = TextReporter().format(syntax, source: loaded.file)
    #expect(text.hasPrefix(syntax.file ?? "?"))
    #expect(text.contains("spec.yaml:4:13"))
  }

  @Test("sections, cells and pickers refuse both ways at once, and data that leaves the spec's folder")
  func refusals() throws {
    let loaded = try load(
      """
      tablegen: 1
      sections:
        - cells: [{type: note, text: Hi}]
          rows: {data: episodes.yaml, template: {type: note, text: "{row.title}"}}
        - rows: {data: ../episodes.yaml, template: {type: note, text: "{row.title}"}}
        - rows: {data: "https://example.com/e.json", template: {type: note, text: "{row.title}"}}
        - cells:
            - {type: picker, id: p, options: [a], optionsFrom: {data: episodes.yaml, value: id}}
      """, files: ["episodes.yaml": Self.episodes])
    let found = loaded.diagnostics.map {
      "\($0.code.rawValue) \($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0)"
    }
    #expect(
      found.sorted() == [
        "conflicting-keys 3:12", "conflicting-keys 8:40", "file-outside-spec-folder 5:18", "invalid-value 6:18",
      ])
  }

  @Test("validate (keeping no cell) reports what load does on a spec with rows from data")
  func checkMatchesLoad() throws {
    let spec = """
      tablegen: 1
      sections:
        - rows:
            data: episodes.yaml
            groupBy: show
            sort: [aired]
            template: {type: value, id: "ep-{row.show}", title: "{row.nope}"}
      """
    let files = ["episodes.yaml": Self.episodes]
    let loaded = try load(spec, files: files)
    let checked = try load(spec, files: files, check: true)
    #expect(!loaded.diagnostics.isEmpty)
    #expect(loaded.diagnostics.map(\.code) == checked.diagnostics.map(\.code))
    #expect(loaded.diagnostics.map(\.range) == checked.diagnostics.map(\.range))
  }

  @Test("a filter is type-checked, each {row.field} typed by its values in the data")
  func filterTypes() throws {
    let loaded = try load(
      """
      tablegen: 1
      sections:
        - cells: [{type: switch, id: onlyNew, label: Only new}]
        - rows:
            data: episodes.yaml
            filter: "{row.watched} == 'no' and {row.aired} > {onlyNew} and {nope}"
            template: {type: value, title: "{row.title}"}
      """, files: ["episodes.yaml": Self.episodes])
    let found = loaded.diagnostics.map {
      "\($0.code.rawValue) \($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0)"
    }
    #expect(found == ["condition-type-mismatch 6:30", "condition-type-mismatch 6:54", "unknown-reference 6:70"])
  }

  @Test("a recipe whose key is spelt with an escape is still expanded by validate")
  func escapedKey() throws {
    let spec =
      #"tablegen: 1\nsections:\n  - header: E\n    "r\u006fws": {data: missing.yaml, template: {type: note, text: x}}\n"#
    #expect(RowExpansion.mayHoldRecipes(Array("a: '\\d+'".utf8)) == false)
    let checked = try load(spec.replacingOccurrences(of: "\\n", with: "\n"), files: [:], check: true)
    #expect(checked.diagnostics.map(\.code) == [.dataFileMissing])
  }

  @Test("JSON output names each generated cell's recipe and record, and the empty text stands in for no rows")
  func jsonAndEmpty() throws {
    let loaded = try load(
      """
      tablegen: 1
      sections:
        - rows:
            data: episodes.yaml
            filter: "{row.aired} > 4"
            template: {type: value, title: "{row.title}"}
        - rows:
            data: episodes.yaml
            filter: "{row.aired} > 9"
            empty: Nothing yet.
            template: {type: value, title: "{row.title}"}
      """, files: ["episodes.yaml": Self.episodes])
    #expect(loaded.diagnostics.map(\.code) == [.emptyRows])
    let json = JSONRenderer().render(try #require(loaded.spec))
    #expect(
      json.contains(#""generated": {"recipe": "/sections/0/rows", "record": 3}"#) || json.contains(#""record": 3"#))
    #expect(json.contains(#""record": null"#))
    #expect(json.contains(#""text": "Nothing yet.""#))
    #expect(json.contains(#""recipe": "/sections/1/rows""#))
  }
}

@Suite("Rows from data: reports")
struct RowsFromDataReportTests {
  /// A diagnostic in the spec with a note in the data file.
  private static let report = ValidationReport(files: [
    .init(
      path: "spec.yaml", source: nil,
      diagnostics: [
        Diagnostic(
          .dataFieldMissing, "the field 'title' is not in every record",
          at: SourceRange(at: SourceLocation(line: 8, column: 39, offset: 0)),
          notes: [
            Diagnostic.Note(
              "record 2 has no field 'title'", at: SourceRange(at: SourceLocation(line: 2, column: 3, offset: 0)),
              in: "data/episodes.yaml")
          ], file: "spec.yaml")
      ])
  ])

  @Test("every reporter names a note's own file")
  func noteFile() {
    let json = JSONReportFormatter().format(Self.report)
    #expect(json.contains(#""file": "data/episodes.yaml""#))
    let sarif = SARIFReportFormatter(workingDirectory: "/work").format(Self.report)
    #expect(sarif.contains(#""uri": "data/episodes.yaml""#))
    let github = GitHubReportFormatter(workingDirectory: "/work").format(Self.report)
    #expect(github.contains("(data/episodes.yaml line 2, column 3)"))
    let text = TextReporter().format(Self.report.files[0].diagnostics[0], source: nil)
    #expect(text.contains("(data/episodes.yaml:2:3)"))
  }
}
