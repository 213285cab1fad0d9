import Testing

@testable import TableGenForm
@testable import TableGenSpec

/// fill says which device a field is for, as render does ("iPad only"), in both modes.
@Suite("fill: a field for one device")
struct FillIdiomTests {
  static let yaml = """
    tablegen: 1
    cells:
      - type: switch
        id: splitView
        label: Side-by-Side Lists
        idioms: [pad]
      - type: switch
        id: haptics
        label: Haptics
        idioms: [phone, pad]

    """

  @Test("the full screen says iPad only under the label; a field for every device says nothing")
  func fullScreen() {
    var form = InteractiveForm(session: FormSession(plan: fillPlan(yaml: Self.yaml)))
    #expect(form.screen(width: 80, height: 24, style: .plain).lines.contains("iPad only."))
    _ = form.handle(.enter)
    #expect(!form.screen(width: 80, height: 24, style: .plain).lines.contains { $0.contains("only") })
  }

  @Test("line mode says iPad only with the question")
  func lineMode() {
    var form = LineForm(session: FormSession(plan: fillPlan(yaml: Self.yaml)))
    #expect(form.start().contains("Question 1 of 2: Side-by-Side Lists\niPad only.\n"))
  }
}
