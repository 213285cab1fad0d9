import Testing

@testable import TableGenSpec

/// The semantic checks run on every cell that decoded soundly, even while
/// another cell has a structural error, so one run reports both.
@Suite("Semantic checks beside structural errors")
struct PartialValidationTests {
  static let spec = """
    tablegen: 1
    sections:
      - header: Broken
        cells:
          - type: input
            id: name
            lable: Name
            minLength: 5
            maxLength: 2
      - header: Fine
        cells:
          - type: input
            id: code
            minLength: 5
            maxLength: 2
      - header: Lost
        cells:
          - type: nope
    """

  @Test("a semantic finding in a sound cell is reported beside a structural error in another")
  func semanticBesideStructural() {
    let loaded = loadSpec(Self.spec)
    // The broken cell's own length-range is not reported: its structure is not
    // sound. Nor is the section 'Lost' empty: its cell failed, it was not left out.
    expectDiagnostics(
      loaded.diagnostics,
      [Expected(.unknownKey, 7, 9), Expected(.unknownCellType, 18, 15), Expected(.lengthRange, 14, 20)])
    #expect(loaded.spec == nil)
    #expect(!loaded.isValid)
  }

  @Test("a load error inside a cell leaves that cell out of the checks, and only that cell")
  func loadErrorInACell() {
    let text = """
      tablegen: 1
      cells:
        - {type: switch, id: a, id: b}
        - {type: switch, id: c}
        - {type: switch, id: c}
      """
    expectDiagnostics(
      loadSpec(text).diagnostics, [Expected(.duplicateKey, 3, 27), Expected(.duplicateID, 5, 24)])
  }

  @Test("without structural errors, the whole-table checks still run")
  func completeSpecIsChecked() {
    expectDiagnostics(
      loadSpec("tablegen: 1\nsections:\n  - cells: []\n").diagnostics,
      [Expected(.emptyTable, 3, 3)])
  }
}
