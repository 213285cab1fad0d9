import Testing

@testable import TableGenForm
@testable import TableGenSpec

/// `--set` for a multiple picker whose option values hold a comma: the list is
/// written as a JSON array, as an answers file writes it.
@Suite("fill: --set lists with commas")
struct SetListEscapeTests {
  let plan = fillPlan(
    yaml: """
      tablegen: 1
      cells:
        - type: picker
          id: toppings
          label: Toppings
          multiple: true
          options:
            - { value: "salt, coarse", label: Coarse salt }
            - { value: salt, label: Salt }
            - { value: pepper, label: Pepper }
            - { value: "[house]", label: House mix }
            - { value: 7, label: Seven }
      """)

  func assigned(_ argument: String) -> (value: Prefill.Value?, problems: [Diagnostic]) {
    var prefill = Prefill()
    let problems = prefill.assign([argument], plan: plan)
    return (plan.questionIndex(id: "toppings").flatMap { prefill.values[$0] }, problems)
  }

  @Test("a JSON array names an option whose value holds a comma")
  func arrayWithComma() {
    let (value, problems) = assigned(#"toppings=["salt, coarse", "pepper"]"#)
    #expect(problems.isEmpty, "\(describe(problems))")
    #expect(value == .answer(.options([.string("salt, coarse"), .string("pepper")])))
  }

  @Test("the comma-separated list still splits at every comma")
  func plainList() {
    let (value, problems) = assigned("toppings=salt,pepper")
    #expect(problems.isEmpty, "\(describe(problems))")
    #expect(value == .answer(.options([.string("salt"), .string("pepper")])))
  }

  @Test("an array takes numbers as numbers, and an option that starts with '[' inside it")
  func arrayTypes() {
    let (value, problems) = assigned(#"toppings=[7, "[house]"]"#)
    #expect(problems.isEmpty, "\(describe(problems))")
    #expect(value == .answer(.options([.number(Number(7)), .string("[house]")])))
  }

  @Test("a malformed array is a type mismatch that names the argument")
  func malformedArray() {
    let (value, problems) = assigned(#"toppings=["salt, coarse""#)
    #expect(value == nil)
    #expect(problems.map(\.code) == [.typeMismatch])
    #expect(problems.first?.file == #"--set 'toppings=["salt, coarse"'"#)
    #expect(problems.first?.message.hasPrefix("a value that starts with '[' is a JSON array of option values") == true)
  }

  @Test("an unclosed array is said to end inside the value, not a file")
  func unclosedArray() {
    let (value, problems) = assigned(#"toppings=["salt""#)
    #expect(value == nil)
    #expect(
      problems.map(\.message) == [
        "a value that starts with '[' is a JSON array of option values, such as [\"a,b\", \"c\"]: the value ends inside an array that is never closed"
      ], "\(describe(problems))")
  }

  @Test("a list inside the array is named as what was found")
  func nestedArray() {
    let (value, problems) = assigned(#"toppings=[["salt"]]"#)
    #expect(value == nil)
    #expect(
      problems.map(\.message) == [
        "expected a list of option values, found a list inside the list"
      ], "\(describe(problems))")
  }

  @Test("an option named twice is refused with that said, as in an answers file")
  func duplicateOption() {
    let (_, problems) = assigned(#"toppings=["salt", "pepper", "salt"]"#)
    #expect(problems.map(\.code) == [.invalidValue], "\(describe(problems))")
    #expect(
      problems.first?.message.hasSuffix("'salt' is named twice; name each option once.") == true,
      "\(describe(problems))")
    let file = SourceFile(path: "answers.json", bytes: Array(#"{"toppings": ["salt", "pepper", "salt"]}"#.utf8))
    let fromFile = Prefill.load(file, plan: plan).diagnostics
    #expect(fromFile.map(\.code) == [.invalidValue], "\(describe(fromFile))")
    #expect(fromFile.map(\.message) == problems.map(\.message))
  }

  @Test("an option the array names that the picker lacks is refused as in an answers file")
  func unknownOptionInArray() {
    let (_, problems) = assigned(#"toppings=["salt, fine"]"#)
    #expect(problems.map(\.code) == [.invalidValue], "\(describe(problems))")
  }
}
