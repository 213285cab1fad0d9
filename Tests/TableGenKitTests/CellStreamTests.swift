import Testing

@testable import TableGenSpec

/// Cells are decoded as their mappings close and their nodes released; what
/// is reported must not differ from decoding the whole document at the end.
@Suite("Cell streaming")
struct CellStreamTests {
  /// The document left after loading `text` with cells streamed.
  func streamedDocument(_ text: String, format: SourceFormat = .yaml) -> Document? {
    let stream = CellStream(maxDiagnostics: LoadOptions.default.maxDiagnostics)
    let file = SourceFile(path: "spec.\(format.rawValue)", bytes: Array(text.utf8), format: format)
    return DocumentLoader.loadDocument(file, observer: stream).document
  }

  /// Code, position, pointer and message of each diagnostic, sorted, for comparing two runs.
  func summary(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map {
      "\($0.code.rawValue) \($0.range?.start.description ?? "-") \($0.pointer?.description ?? "-") \($0.message)"
    }.sorted()
  }

  @Test("each cell's nodes are released as it closes, leaving one node per cell", arguments: SourceFormat.allCases)
  func cellsAreReleased(_ format: SourceFormat) throws {
    let cells = (0..<100).map { _ in #"{"type": "note", "text": "A line of text"}"# }
    let text =
      format == .json
      ? #"{"tablegen": 1, "cells": ["# + cells.joined(separator: ", ") + "]}"
      : "tablegen: 1\ncells:\n" + cells.map { "  - \($0)\n" }.joined()
    let document = try #require(streamedDocument(text, format: format))
    // The root, two keys, the version, the list, and a decoded node for each cell.
    #expect(document.nodes.count == 5 + 100)
    #expect(document.nodes.filter { $0.kind == .decoded }.count == 100)
    #expect(document.arena.count == "tablegen1cells".utf8.count)
  }

  @Test("cells of sections are released too")
  func sectionCellsAreReleased() throws {
    let text =
      "tablegen: 1\nsections:\n  - header: A\n    cells:\n      - {type: note, text: x}\n      - {type: note, text: y}\n"
    let document = try #require(streamedDocument(text))
    #expect(document.nodes.filter { $0.kind == .decoded }.count == 2)
  }

  static let broken: [(String, SourceFormat)] = [
    (
      """
      tablegen: 1
      sections:
        - header: A
          cells:
            - {type: input, id: a, lable: x}
            - {type: note, text: 5}
        - cells:
            - type: slider
              id: s
              min: 1
        - cells: 3
      """, .yaml
    ),
    (
      """
      tablegen: 1
      cells:
        - type: picker
          id: p
          options: [1, {label: x}, [2]]
          default: {a: 1}
        - 42
        - type: button
          title: Go
          confirm: {message: sure}
        - {type: note, text: ok, text: twice}
      """, .yaml
    ),
    (
      #"{"tablegen": 1, "cells": [{"type": "switch", "id": 1}, {"type": "nope"}, {"type": "link", "title": "t"}]}"#,
      .json
    ),
    // A version this build does not read: nothing about the cells is reported.
    ("tablegen: 2\ncells:\n  - {type: note, text: 5}\n", .yaml),
    // Both keys: the shorthand's cells are not decoded.
    ("tablegen: 1\nsections: []\ncells:\n  - {type: note, text: 5}\n", .yaml),
  ]

  @Test("streamed decoding reports exactly what decoding the whole document reports", arguments: broken)
  func sameReport(_ example: (String, SourceFormat)) {
    let whole = decode(example.0, format: example.1).diagnostics
    let streamed = loadSpec(example.0, format: example.1).diagnostics
    #expect(!whole.isEmpty)
    #expect(summary(streamed) == summary(whole))
  }

  @Test("an anchored cell is kept whole, and its alias is decoded where it is used")
  func anchoredCell() throws {
    let text = "tablegen: 1\ncells:\n  - &n {type: note, text: A}\n  - *n\n"
    let spec = try validSpec(text)
    #expect(spec.sections[0].cells.count == 2)
    #expect(spec.sections[0].cells[1].common.origin.pointer.description == "/cells/1")
    #expect(streamedDocument(text)?.nodes.contains { $0.kind == .decoded } == false)
  }

  @Test("a section aliased after its cells were released reports them under the alias's pointer")
  func aliasOfReleasedCells() throws {
    let text = "tablegen: 1\nsections:\n  - &s\n    cells:\n      - {type: note, text: 5}\n  - *s\n"
    let loaded = loadSpec(text)
    #expect(summary(loaded.diagnostics) == summary(decode(text).diagnostics))
    let pointers = loaded.diagnostics.compactMap { $0.pointer?.description }.sorted()
    #expect(pointers == ["/sections/0/cells/0/text", "/sections/1/cells/0/text"])
  }
}
