import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenSpec

/// fill shows a picker's options in the order render shows them (`sortByLabel`),
/// and reads a number by that order, on the full screen and in line mode.
@Suite("fill: a picker sorted by label")
struct FillPickerOrderTests {
  static let yaml = """
    tablegen: 1
    cells:
      - type: picker
        id: sound
        label: Sound
        sortByLabel: true
        options:
          - { label: Tri-tone, value: tritone }
          - { label: Chime, value: chime }
          - { label: Bell, value: bell }
          - { label: Note, value: note }

    """

  @Test("the full screen lists the options by label, and the first row is the first label")
  func fullScreen() {
    var form = InteractiveForm(session: FormSession(plan: fillPlan(yaml: Self.yaml)))
    let lines = form.screen(width: 80, height: 24, style: .plain).lines
    let listed = lines.filter { $0.contains(". ") }.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(
      listed.prefix(4).map { $0.replacingOccurrences(of: "\u{203A} ", with: "") } == [
        "1. Bell", "2. Chime", "3. Note", "4. Tri-tone",
      ])
    _ = form.handle(.character("1"))  // jumps to the first row
    _ = form.handle(.enter)
    _ = form.handle(.enter)  // Submit
    guard case .finished(.submitted(let result)) = form.session.stage else {
      Issue.record("not submitted")
      return
    }
    #expect(result["sound"] == .option(.string("bell")))
  }

  @Test("line mode numbers the options by label and reads the number by that order")
  func lineMode() {
    var form = LineForm(session: FormSession(plan: fillPlan(yaml: Self.yaml)))
    let prompt = form.start()
    #expect(prompt.contains("  1. Bell\n  2. Chime\n  3. Note\n  4. Tri-tone\n"))
    _ = form.handle("4")
    _ = form.handle("a")
    guard case .submitted(let result)? = form.outcome else {
      Issue.record("not submitted")
      return
    }
    #expect(result["sound"] == .option(.string("tritone")))
  }
}
