import Foundation
import Testing

@testable import TableGenForm
@testable import TableGenRender
@testable import TableGenSpec

/// The budgets of what a spec can make (docs/spec-format.md, "Limits"): each
/// small input that multiplies is held by a count of bytes, nodes or steps,
/// and refused where it crosses the budget. No test here times anything.
@Suite("Work a spec can cause")
struct WorkBudgetTests {
  /// Loads `spec` written beside `files` (name → text) in a fresh folder.
  private func load(_ spec: String, files: [String: String]) throws -> LoadedSpec {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    return SpecLoader.load(SourceFile(path: folder.appendingPathComponent("spec.yaml").path, bytes: Array(spec.utf8)))
  }

  private static func records(_ count: Int, _ fields: (Int) -> String) -> String {
    (0..<count).map { "- {\(fields($0))}\n" }.joined()
  }

  // MARK: Aliases

  @Test("an alias counts the bytes of text it repeats: 100 KB under 42 aliases passes 4 MiB, under 41 it does not")
  func aliasBytes() {
    let label = String(repeating: "L", count: 100_000)
    func spec(_ aliases: Int) -> String {
      "tablegen: 1\nsections:\n  - cells:\n      - {type: note, text: &l \(label)}\n"
        + String(repeating: "      - {type: note, text: *l}\n", count: aliases)
    }
    #expect(loadSpec(spec(41)).diagnostics.isEmpty)
    let refused = loadSpec(spec(42))
    #expect(refused.spec == nil)
    // 42 × 100,000 = 4,200,000 > 4,194,304: the 42nd alias, on line 4 + 42.
    expectDiagnostics(refused.diagnostics, [Expected(.aliasExpansionLimit, 46, 28)])
    #expect(refused.diagnostics.first?.message.contains("4194304 bytes of text") == true)
  }

  @Test("an alias of a list of cells counts their text, whether or not each cell was released once decoded")
  func aliasOfDecodedCells() {
    let label = String(repeating: "L", count: 100_000)
    let text =
      "tablegen: 1\nsections:\n  - cells: &cells\n      - {type: note, text: \(label)}\n"
      + String(repeating: "  - cells: *cells\n", count: 42)
    // 42 × (100,000 + 12 bytes of keys and values) > 4,194,304: the 42nd alias, on line 4 + 42.
    let file = SourceFile(path: "spec.yaml", bytes: Array(text.utf8))
    expectDiagnostics(SpecLoader.load(file).diagnostics, [Expected(.aliasExpansionLimit, 46, 12)])
    expectDiagnostics(SpecLoader.check(file).diagnostics, [Expected(.aliasExpansionLimit, 46, 12)])
  }

  // MARK: Recipes

  private static let pickerInRows = """
    tablegen: 1
    sections:
      - id: grid
        rows:
          data: data.yaml
          template:
            type: picker
            id: "p-{row.id}"
            label: "{row.name}"
            optionsFrom: {data: data.yaml, value: id, label: name}

    """

  @Test("a picker with optionsFrom in a rows template makes records × records options, within 200,000 nodes")
  func recipeProduct() throws {
    // The template is 15 nodes: 439 × (15 + 439) = 199,306 nodes fit, 440 × (15 + 440) = 200,200 do not.
    let within = try load(Self.pickerInRows, files: ["data.yaml": Self.records(439) { "id: \($0), name: n\($0)" }])
    #expect(within.diagnostics.isEmpty)
    let cells = within.spec?.sections.flatMap(\.cells) ?? []
    #expect(cells.count == 439)
    #expect(
      cells.reduce(0) { count, cell in if case .picker(let p) = cell { count + p.options.count } else { count } }
        == 439 * 439)

    let past = try load(Self.pickerInRows, files: ["data.yaml": Self.records(440) { "id: \($0), name: n\($0)" }])
    expectDiagnostics(past.diagnostics, [Expected(.budgetExceeded, 10, 29)])
    #expect(past.spec?.sections.flatMap(\.cells).isEmpty == true, "nothing is made from a refused recipe")
  }

  @Test("a filter costs its size on every record: 1,003 steps on 9,970 records fit 10 million, on 9,971 they do not")
  func filterSteps() throws {
    let values = (0..<1_000).map { "'v\($0)'" }.joined(separator: ", ")
    let spec = """
      tablegen: 1
      sections:
        - rows:
            data: data.yaml
            filter: "{row.tag} in [\(values)]"
            limit: 10
            template: {type: value, id: "r-{row.id}", title: "{row.tag}"}

      """
    // `{row.tag} in [1,000 values]`: the comparison, the reference, the list and its items.
    let within = try load(spec, files: ["data.yaml": Self.records(9_970) { "id: \($0), tag: v\($0)" }])
    #expect(within.diagnostics.isEmpty)
    let past = try load(spec, files: ["data.yaml": Self.records(9_971) { "id: \($0), tag: v\($0)" }])
    expectDiagnostics(past.diagnostics, [Expected(.budgetExceeded, 5, 15)])
  }

  @Test("a template string is refused at the string when a record would make it longer than 64 KiB")
  func templateStringCap() throws {
    let spec = """
      tablegen: 1
      sections:
        - rows:
            data: data.yaml
            template: {type: value, id: "r-{row.id}", title: "{row.big}{row.big}"}

      """
    let fits = try load(
      spec, files: ["data.yaml": Self.records(2) { "id: \($0), big: \(String(repeating: "b", count: 32_768))" }])
    #expect(fits.diagnostics.isEmpty)
    let past = try load(
      spec, files: ["data.yaml": Self.records(2) { "id: \($0), big: \(String(repeating: "b", count: 32_769))" }])
    expectDiagnostics(past.diagnostics, [Expected(.budgetExceeded, 5, 56)])
    #expect(past.diagnostics.first?.message.contains("from record 1") == true)
  }

  @Test("the strings of the rows of a spec make at most 16 MiB together")
  func templatePass() throws {
    let spec = """
      tablegen: 1
      sections:
        - rows:
            data: data.yaml
            template: {type: value, id: "r-{row.id}", title: "{row.big}{row.big}"}

      """
    // Each title is 64,000 bytes; the 263rd would pass 16,777,216 (262 × 64,000 = 16,768,000, with the ids).
    let data = Self.records(300) { "id: \($0), big: \(String(repeating: "b", count: 32_000))" }
    let past = try load(spec, files: ["data.yaml": data])
    expectDiagnostics(past.diagnostics, [Expected(.budgetExceeded, 5, 56)])
    #expect(past.diagnostics.first?.message.contains("from record 263") == true)
  }

  // MARK: Computed text

  private func template(_ text: String) throws -> Template {
    var diagnostics: [Diagnostic] = []
    return try #require(TemplateParser.parse(text, diagnostics: &diagnostics))
  }

  @Test("a value longer than 64 KiB is refused before any filter reads it")
  func longValueNotFiltered() throws {
    let filters = try template("{a" + String(repeating: "|trim", count: 1_990) + "}")
    var pass = ComputedText()
    let long = ConditionValue.string(" " + String(repeating: "x", count: 1_000_000) + " ")
    #expect(filters.render(in: &pass) { _ in long } == .failure(.tooLong))
    #expect(pass.remaining == ComputedText.maxPassBytes, "nothing was filtered")
  }

  @Test("a chain of filters stops once it has read 1 MiB: 16 trims of 64,000 bytes, not 1,990")
  func filterWork() throws {
    let filters = try template("{a" + String(repeating: "|trim", count: 1_990) + "}")
    var pass = ComputedText()
    let value = ConditionValue.string(" " + String(repeating: "x", count: 63_998) + " ")
    #expect(filters.render(in: &pass) { _ in value } == .failure(.tooMuchFiltering))
    // The first trim reads 64,000 bytes and drops the two blanks; 15 more read 63,998.
    #expect(ComputedText.maxPassBytes - pass.remaining == 64_000 + 15 * 63_998)
  }

  @Test("each filter's result is measured before the next one runs")
  func filterResultCap() throws {
    // `upper` makes each `ŉ` (2 bytes) `ʼN` (3 bytes): 60,000 bytes become 90,000.
    let growing = try template("{a | upper | lower}")
    var pass = ComputedText()
    let value = ConditionValue.string(String(repeating: "ŉ", count: 30_000))
    #expect(growing.render(in: &pass) { _ in value } == .failure(.tooLong))
    #expect(ComputedText.maxPassBytes - pass.remaining == 60_000, "lower never ran")
  }

  @Test("a pass makes at most 16 MiB of computed text: the 263rd default of 64,000 bytes is refused")
  func passBudget() throws {
    let twice = try template("{a}{a}")
    var pass = ComputedText()
    let value = ConditionValue.string(String(repeating: "a", count: 32_000))
    var made = 0
    while case .success = twice.render(in: &pass, { _ in value }) { made += 1 }
    #expect(made == 262)
    #expect(twice.render(in: &pass) { _ in value } == .failure(.passSpent))
  }

  /// Computed defaults that each repeat the one before eight times: the third is 512 KB.
  private static let chain: String = {
    var lines = [
      "tablegen: 1", "sections:", "  - cells:",
      "      - {type: input, id: c0, label: C0, default: \(String(repeating: "a", count: 1_000))}",
    ]
    for index in 1..<40 {
      let template = String(repeating: "{c\(index - 1)}", count: 8)
      lines.append("      - {type: input, id: c\(index), label: C\(index), computedDefault: \"\(template)\"}")
    }
    return lines.joined(separator: "\n") + "\n"
  }()

  @Test("the SVG picture makes computed defaults with fill's caps: a chain that multiplies stays within them")
  func svgComputedChain() throws {
    let spec = try validSpec(Self.chain)
    let svg = SVGRenderer().render(spec)
    // c1 is 8,000 bytes, c2 64,000; c3 would be 512,000 and is not made, and the
    // rest read it as empty. The picture truncates each to its row.
    #expect(svg.utf8.count < 200_000)
    let decision = FormDecision(plan: FormPlan(spec)) { _ in .unanswered }
    #expect(decision.states[2].computedText?.utf8.count == 64_000)
    #expect(decision.states[3].computedRefusal == .tooLong)
  }

  @Test("fill gives back what a computed default spent when it is made again, so a long session never runs dry")
  func fillRefunds() throws {
    let spec = try validSpec(
      """
      tablegen: 1
      sections:
        - cells:
            - {type: input, id: a, label: A, default: \(String(repeating: "a", count: 32_000))}
            - {type: input, id: b, label: B, computedDefault: "{a}{a}"}

      """)
    var decision = FormDecision(plan: FormPlan(spec)) { _ in .unanswered }
    // 300 re-derivations of 64,000 bytes would be 19 MB if nothing were given back.
    for _ in 0..<300 { decision.redecide(from: 1) { _ in .unanswered } }
    #expect(decision.states[1].computedText?.utf8.count == 64_000)
  }
}
