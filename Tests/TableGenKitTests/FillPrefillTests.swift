import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// Answers files: loaded by the spec's loaders, each value checked, problems positioned.
@Suite("fill: prefill")
struct FillPrefillTests {
  let plan = everyFieldPlan

  func prefill(_ text: String, format: SourceFormat = .yaml) -> Prefill {
    Prefill.load(SourceFile(path: "answers.\(format.rawValue)", bytes: Array(text.utf8), format: format), plan: plan)
  }

  @Test("valid values of every type become answers")
  func valid() {
    let result = prefill(
      """
      name: Bench 4
      serial: XY-0001
      count: 3
      weight: "2.5"
      pin: "12345"
      notes: "line one\\nline two"
      colour: blue
      size: 12
      extras: [Cable, Case]
      wifi: false
      volume: 7.5
      contact: null
      $action: wipe
      """)
    #expect(result.diagnostics.isEmpty, "\(describe(result.diagnostics))")
    #expect(!result.hasFatalProblems)
    func value(_ id: String) -> Prefill.Value? { plan.questionIndex(id: id).flatMap { result.values[$0] } }
    func json(_ id: String) -> JSONValue? {
      if case .answer(let answer)? = value(id) { return answer.json }
      return nil
    }
    #expect(value("name") == .answer(.text("Bench 4")))
    #expect(json("count") == .number("3"))
    #expect(json("weight") == .number("2.5"))
    #expect(value("notes") == .answer(.text("line one\nline two")))
    #expect(value("colour") == .answer(.option(.string("blue"))))
    #expect(value("size") == .answer(.option(.number(Number(12)))))
    #expect(value("extras") == .answer(.options([.string("Cable"), .string("Case")])))
    #expect(value("wifi") == .answer(.bool(false)))
    #expect(json("volume") == .number("7.5"))
    #expect(value("contact") == .leftOut)
    #expect(result.choice == 1)
  }

  @Test("invalid values are reported at their position and kept for asking again")
  func invalidValues() {
    let result = prefill(
      """
      name: null
      count: 11
      contact: alice
      pin: abc
      volume: 7
      wifi: "yes"
      colour: [red]
      """)
    #expect(!result.hasFatalProblems)
    expectDiagnostics(
      result.diagnostics,
      [
        Expected(.invalidValue, 1, 7), Expected(.invalidValue, 2, 8), Expected(.invalidValue, 3, 10),
        Expected(.invalidValue, 4, 6), Expected(.invalidValue, 5, 9), Expected(.typeMismatch, 6, 7),
        Expected(.typeMismatch, 7, 9),
      ])
    #expect(
      result.diagnostics.map(\.message) == [
        "field 'name' (Name): Enter a value; this field is required.",
        "field 'count' (Count): Enter a whole number from 1 to 10.",
        "field 'contact' (Contact): Enter an email address, such as name@example.com.",
        "field 'pin' (PIN): Use at least 4 characters.",
        "field 'volume' (Volume): Choose a value in steps of 2.5 from 0, such as 5 or 7.5.",
        "field 'wifi': expected true or false, found a string",
        "field 'colour': expected an option value, found a list",
      ])
    #expect(result.diagnostics.allSatisfy { $0.file == "answers.yaml" })
    #expect(result.diagnostics[2].pointer?.description == "/contact")
    let contact = plan.questionIndex(id: "contact")!
    #expect(
      result.values[contact]
        == .invalid(text: "alice", problems: ["'alice' is not an email address, such as name@example.com"]))
    // A secure value's text is not kept for editing on screen.
    #expect(
      result.values[plan.questionIndex(id: "pin")!]
        == .invalid(text: nil, problems: ["the value is shorter than 4 characters, the minLength"]))
    // The person asked again reads plain words, not the spec's (minLength, max, the keyboard).
    let session = FormSession(plan: plan, prefill: result)
    let asked = ["name", "count", "contact", "pin", "volume", "wifi"].map {
      session.prefillProblems[plan.questionIndex(id: $0)!] ?? []
    }
    #expect(
      asked == [
        ["Enter a value; this field is required."], ["Enter a whole number from 1 to 10."],
        ["Enter an email address, such as name@example.com."], ["Use at least 4 characters."],
        ["Choose a value in steps of 2.5 from 0, such as 5 or 7.5."], ["Enter y for on or n for off."],
      ])
    #expect(asked.joined().allSatisfy { !$0.contains("minLength") && !$0.contains(", the max") })
  }

  @Test("unknown ids, a bad $action and a non-mapping are fatal, with suggestions")
  func fatal() {
    let result = prefill(#"{"nmae": "x", "$action": "launch"}"#, format: .json)
    #expect(result.hasFatalProblems)
    expectDiagnostics(result.diagnostics, [Expected(.unknownKey, 1, 2), Expected(.invalidValue, 1, 26)])
    #expect(result.diagnostics[0].suggestion?.hasPrefix("did you mean 'name'?") == true)
    #expect(result.diagnostics[1].suggestion == "valid actions: 'registerDevice', 'wipe', 'cancel'")
    let list = prefill("- a\n- b\n")
    #expect(list.hasFatalProblems)
    expectDiagnostics(list.diagnostics, [Expected(.typeMismatch, 1, 1)])
  }

  @Test("the loaders' own checks apply: syntax errors and duplicate keys")
  func loaderChecks() {
    let duplicate = prefill("name: a\nname: b\n")
    #expect(duplicate.hasFatalProblems)
    expectDiagnostics(duplicate.diagnostics, [Expected(.duplicateKey, 2, 1)])
    let broken = prefill(#"{"name": }"#, format: .json)
    #expect(broken.hasFatalProblems)
    #expect(broken.diagnostics.first?.code == .syntaxError)
  }

  @Test("--no-input: defaults fill in, missing required fields are named at the spec")
  func unattended() {
    let (outcome, diagnostics) = UnattendedFill.run(plan: plan, prefill: nil, specPath: "spec.yaml")
    #expect(outcome == nil)
    expectDiagnostics(diagnostics, [Expected(.missingKey, 13, 13)])
    #expect(diagnostics.map(\.message) == ["the required field 'name' (Name) has no answer"])
    #expect(diagnostics.first?.file == "spec.yaml")

    let filled = UnattendedFill.run(plan: plan, prefill: prefill("name: Bench\n"), specPath: "spec.yaml")
    #expect(filled.diagnostics.isEmpty)
    guard case .submitted(let result)? = filled.outcome else {
      Issue.record("not submitted")
      return
    }
    #expect(result.action == "registerDevice")
    #expect(result.answers.map(\.id) == ["name", "serial", "colour", "extras", "wifi", "volume", "copies"])
    #expect(
      JSONWriter.write(result.json, pretty: false)
        == #"{"$action":"registerDevice","name":"Bench","serial":"AB-1234","colour":"green","extras":["Case"],"wifi":true,"volume":5,"copies":4}"#
    )
  }

  @Test("--no-input with $action naming the cancel button cancels")
  func unattendedCancel() {
    let (outcome, diagnostics) = UnattendedFill.run(
      plan: plan, prefill: prefill("name: B\n$action: cancel\n"), specPath: "spec.yaml")
    #expect(diagnostics.isEmpty)
    #expect(outcome == .cancelled(.cancelChoice(title: "Cancel")))
  }

  @Test("blank text leaves an optional field out; a required multiple picker needs a ticked option")
  func blankAndEmpty() {
    let plan = fillPlan(
      yaml: """
        tablegen: 1
        cells:
          - {type: input, id: nick, minLength: 2}
          - {type: picker, id: tags, multiple: true, required: true, options: [a, b]}
        """)
    let result = Prefill.load(
      SourceFile(path: "a.json", bytes: Array(#"{"nick": "  ", "tags": []}"#.utf8), format: .json), plan: plan)
    #expect(result.values[0] == .leftOut)
    #expect(result.values[1] == .invalid(text: nil, problems: ["choose at least one option"]))
    expectDiagnostics(result.diagnostics, [Expected(.invalidValue, 1, 24)])
    let (outcome, diagnostics) = UnattendedFill.run(plan: plan, prefill: result, specPath: "s.yaml")
    #expect(outcome == nil)
    #expect(diagnostics.map(\.message) == ["field 'tags': Choose at least one option."])
  }
}
