import Foundation
import TableGenTestSupport
import Testing

/// `tablegen` on specs with rows from data, as a person runs it.
@Suite("tablegen: rows from data")
struct RowsFromDataCLITests {
  @Test("validate reports a fault in the data at the spec and at the record in the data file, and exits 1")
  func positionsInBothFiles() throws {
    let result = try CLITests.run(["validate", "Tests/Fixtures/semantic/data-field-missing.yaml"])
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "Tests/Fixtures/semantic/data-field-missing.yaml:8:39: error: the field 'title' is not in every record"))
    #expect(
      result.stderr.contains(
        "note: record 2 has no field 'title' (Tests/Fixtures/semantic/data/missing-field.yaml:2:3)"))
    let sarif = try CLITests.run(["validate", "--format", "sarif", "Tests/Fixtures/semantic/data-field-missing.yaml"])
    #expect(
      sarif.stdout.contains(#""uri" : "Tests/Fixtures/semantic/data/missing-field.yaml""#)
        || sarif.stdout.contains(#""uri": "Tests/Fixtures/semantic/data/missing-field.yaml""#))
  }

  @Test("render and validate read the data beside the spec, wherever tablegen runs")
  func dataBesideTheSpec() throws {
    let spec = CLITests.packageRoot.appendingPathComponent("Samples/episodes.yaml").path
    let validated = try CLITests.run(["validate", "--strict", spec])
    #expect(validated.status == 0, "\(validated.stdout)\(validated.stderr)")
    let rendered = try CLITests.run(["render", "--format", "markdown", spec])
    #expect(rendered.status == 0)
    #expect(rendered.stdout.contains("## Harbour Lights\n\n- Salt and Signal (`ep-hl-103`): 44 min"))
    #expect(!rendered.stdout.contains("Night Shift (`"))
  }
}
