import Testing

@testable import TableGenForm
@testable import TableGenSpec

/// `fill --answers` carries old answers over as the spec declares
/// (`renamedFrom`, `formerly`; docs/evolution.md): each with a
/// `migrated-answer` note at the answer that names the old and the new, and
/// never over an answer the file gives to the new id itself.
@Suite("fill: answers carried over from an earlier version")
struct AnswerMigrationTests {
  let plan = fillPlan(
    yaml: """
      tablegen: 1
      cells:
        - type: switch
          id: cellularDownloads
          renamedFrom: [wifiOnly, mobileData]
        - type: picker
          id: formats
          multiple: true
          options:
            - {label: MP3, value: mp3, formerly: mpeg}
            - {label: FLAC, value: flac}
        - type: button
          id: save
          title: Save
      """)

  func prefill(_ text: String) -> Prefill {
    Prefill.load(SourceFile(path: "answers.yaml", bytes: Array(text.utf8), format: .yaml), plan: plan)
  }

  @Test("an answer under any old id, and an old value inside a list, carry over, each with a note at the answer")
  func carriedOver() {
    let loaded = prefill("mobileData: true\nformats: [mpeg, flac]\n")
    #expect(loaded.values[0] == .answer(.bool(true)))
    #expect(loaded.values[1] == .answer(.options([.string("mp3"), .string("flac")])))
    let notes = loaded.diagnostics.filter { $0.code == .migratedAnswer }
    #expect(notes.map(\.severity) == [.info, .info])
    #expect(notes.map { $0.range?.start.line } == [1, 2])
    #expect(notes.first?.message.contains("'mobileData'") == true)
    #expect(notes.first?.message.contains("'cellularDownloads'") == true)
    #expect(notes.last?.message.contains("'mpeg' is carried over to 'mp3'") == true)
    #expect(!loaded.hasFatalProblems)
  }

  @Test("a file that answers the new id too keeps that answer; the old id is then unknown")
  func newIDWins() {
    let loaded = prefill("wifiOnly: true\ncellularDownloads: false\n")
    #expect(loaded.values[0] == .answer(.bool(false)))
    #expect(loaded.diagnostics.map(\.code) == [.unknownKey])
    #expect(!loaded.diagnostics.contains { $0.code == .migratedAnswer })
  }
}
