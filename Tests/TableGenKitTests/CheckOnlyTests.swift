import Foundation
import TableGenTestSupport
import Testing

@testable import TableGenSpec

/// `SpecLoader.check` (what `validate` runs) checks each cell as its mapping
/// closes and keeps none; `SpecLoader.load` keeps the model and validates it
/// after. The two must give the same report, diagnostic for diagnostic: code,
/// position, pointer, message, suggestion and notes.
@Suite("Check-only path")
struct CheckOnlyTests {
  /// Every fixture and sample: `Tests/Fixtures/**` and `Samples/*`.
  static let files: [String] = {
    let fixtures = fileNames(in: packagePath("Tests/Fixtures")).map { "Tests/Fixtures/\($0)" }
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: packagePath("Tests/Fixtures").path)) ?? []
    let nested = folders.sorted().flatMap { folder in
      fileNames(in: packagePath("Tests/Fixtures/\(folder)")).map { "Tests/Fixtures/\(folder)/\($0)" }
    }
    let samples = fileNames(in: packagePath("Samples")).map { "Samples/\($0)" }
    return (fixtures + nested + samples).filter { !$0.hasSuffix(".expect") && !$0.hasSuffix(".md") }
  }()

  @Test("the check-only path reports exactly what the full path reports, on every fixture and sample", arguments: files)
  func sameReport(_ relativePath: String) throws {
    let url = packagePath(relativePath)
    let file = SourceFile(path: url.path, bytes: try packageBytes(relativePath))
    expectSameReport(file)
  }

  /// Cases the fixtures do not spell out: ids seen in an order that differs
  /// from the order they close in, aliases that repeat cells and sections, and
  /// semantic checks beside structural errors.
  static let cases: [String: String] = [
    "section and table ids written after the cells that reuse them": """
    tablegen: 1
    sections:
      - cells:
          - {type: input, id: contact}
          - {type: input, id: other}
        id: contact
      - cells:
          - {type: switch, id: form}
          - {type: switch, id: other}
        header: Second
    id: form
    """,
    "a structural error beside semantic ones, and a duplicate id in the broken cell": """
    tablegen: 1
    cells:
      - {type: input, id: a, keyboard: number, default: x}
      - {type: input, id: a, lable: Name}
      - {type: input, id: b, keyboard: number, default: y}
      - {type: button, id: c, title: Close, style: cancel}
    """,
    "an anchored section repeated by an alias": """
    tablegen: 1
    sections:
      - &s
        header: Twice
        cells:
          - {type: input, id: n, keyboard: number, default: x}
          - {type: button, id: q, title: Quit, style: cancel, confirm: {title: Sure?}}
      - *s
    """,
    "an anchored cell repeated, and a section that is a cell by alias": """
    tablegen: 1
    sections:
      - cells:
          - &c {type: button, id: q, title: Quit, style: cancel}
          - *c
          - {type: input, id: n, autoHeight: true, height: 40}
      - *c
    """,
    "a cells list shared by two sections": """
    tablegen: 1
    sections:
      - id: one
        cells: &l
          - {type: slider, id: s, min: 5, max: 1}
      - id: two
        cells: *l
      - id: three
        cells: []
    """,
    "root cells beside sections": """
    tablegen: 1
    cells:
      - {type: input, id: x, keyboard: number, default: y}
    sections:
      - cells:
          - {type: input, id: x}
    """,
    "only cancel buttons, and an empty section": """
    tablegen: 1
    sections:
      - header: Empty
        cells: []
      - cells:
          - {type: input, id: name}
          - {type: button, id: a, title: A, style: cancel}
          - {type: button, id: b, title: B, style: cancel, confirm: {title: Sure?}}
    """,
    "a cell's text translated, but not into the source locale, in a table declaring its locales after the cells": """
    tablegen: 1
    cells:
      - { type: note, text: { ene: Willkommen } }
      - { type: input, id: n, keyboard: number, default: x, label: { de: Zahl } }
      - { type: input, id: m, keyboard: number, default: y, label: { en: Count } }
    title: { en: Sign up }
    locales: [en, de]
    """,
  ]

  @Test("the check-only path reports what the full path reports, in cases of its own", arguments: cases.keys.sorted())
  func sameReportInCase(_ name: String) throws {
    let text = try #require(Self.cases[name])
    expectSameReport(SourceFile(path: "case.yaml", bytes: Array(text.utf8)))
  }

  @Test("a cell translated without the source locale's text is left out of the checks on both paths")
  func translatedWithoutSourceText() throws {
    let relativePath = "Tests/Fixtures/fuzz/translated-text-without-source-locale.yaml"
    let file = SourceFile(path: relativePath, bytes: try packageBytes(relativePath))
    let checked = SpecLoader.check(file).diagnostics
    #expect(checked == SpecLoader.load(file).diagnostics)
    expectDiagnostics(checked, [Expected(.missingTranslation, 6, 8), Expected(.missingKey, 8, 25)])
  }

  @Test("the same for a spec whose problems pass the diagnostic limit")
  func sameReportPastTheLimit() {
    let cells = String(repeating: "  - {type: input, id: a, keyboard: number, default: x}\n", count: 30)
    let file = SourceFile(path: "many.yaml", bytes: Array("tablegen: 1\ncells:\n\(cells)".utf8))
    expectSameReport(file, options: LoadOptions(maxDiagnostics: 10))
    expectSameReport(file)
  }

  @Test("the check-only path keeps no cell: its spec has the sections, their ids and headers, and no cells")
  func keepsNoCells() throws {
    let file = SourceFile(path: "Samples/settings.yaml", bytes: try packageBytes("Samples/settings.yaml"))
    let full = try #require(SpecLoader.load(file).spec)
    let checked = try #require(SpecLoader.check(file).spec)
    #expect(full.cells.count > 10)
    #expect(checked.cells.isEmpty)
    #expect(checked.sections.count == full.sections.count)
    #expect(checked.sections.map(\.id) == full.sections.map(\.id))
    #expect(checked.sections.map(\.header) == full.sections.map(\.header))
    #expect(checked.id == full.id)
  }

  private func expectSameReport(
    _ file: SourceFile, options: LoadOptions = .default, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let full = SpecLoader.load(file, options: options)
    let checked = SpecLoader.check(file, options: options)
    #expect(checked.diagnostics == full.diagnostics, "\(file.path)", sourceLocation: sourceLocation)
    #expect((checked.spec == nil) == (full.spec == nil), "\(file.path)", sourceLocation: sourceLocation)
  }
}
