import Testing

@testable import TableGenForm
@testable import TableGenSpec

/// A picker's value in an answers file or a `--set` that names no option: the
/// file and the command line show no options, so the diagnostic lists them (at
/// most `Prefill.listedOptions`) and suggests the one the value most likely means.
@Suite("fill: a value that is none of a picker's options")
struct PickerValueAdviceTests {
  let plan = everyFieldPlan

  @Test("--set names the options and the likely one")
  func setListsOptions() {
    var prefill = Prefill()
    let problems = prefill.assign(["colour=gren", "extras=Case,Cabel"], plan: plan)
    #expect(
      problems.map(\.message) == [
        "field 'colour' (Colour): Choose one of the options: 'red' (Red), 'green' (Green), 'blue' (Blue).",
        "field 'extras' (Extras): Choose from the options: 'Case', 'Charger', 'Cable'.",
      ])
    #expect(problems.map(\.suggestion) == ["did you mean 'green' (Green)?", "did you mean 'Cable'?"])
  }

  @Test("an answers file names the options, and suggests none when nothing is close")
  func answersFileListsOptions() {
    let result = Prefill.load(
      SourceFile(path: "answers.yaml", bytes: Array("size: 5\ncolour: purple\n".utf8), format: .yaml), plan: plan)
    #expect(
      result.diagnostics.map(\.message) == [
        "field 'size' (Size): Choose one of the options: '4', '8', '12', '16'.",
        "field 'colour' (Colour): Choose one of the options: 'red' (Red), 'green' (Green), 'blue' (Blue).",
      ])
    #expect(result.diagnostics.map(\.suggestion) == ["did you mean '4'?", nil])
  }

  @Test("a value that begins one option's label suggests it; one that begins two suggests neither")
  func prefixSuggests() {
    let choices = ["Victoria Sponge", "Carrot Cake", "Lemon Drizzle", "Lemon Tart"].map {
      Suggestion.LabelledChoice(value: $0, label: $0)
    }
    #expect(Prefill.likelyChoice("Carrot", among: choices)?.value == "Carrot Cake")
    #expect(Prefill.likelyChoice("Lemon", among: choices) == nil)
  }

  @Test("a long list is cut at the bound, saying how many more there are")
  func longListBounded() {
    let options = (1...20).map { "o\($0)" }
    let plan = fillPlan(
      yaml:
        "tablegen: 1\ncells:\n  - { type: picker, id: p, label: P, options: [\(options.joined(separator: ", "))] }\n")
    var prefill = Prefill()
    let problems = prefill.assign(["p=o21x"], plan: plan)
    #expect(
      problems.map(\.message) == [
        "field 'p' (P): Choose one of the options: 'o1', 'o2', 'o3', 'o4', 'o5', 'o6', 'o7', 'o8', and 12 more."
      ])
  }
}
