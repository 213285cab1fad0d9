import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenSpec

/// The edges of conditions in fill that a review found: secrets in computed
/// defaults, checks no one can mend, pickers with nothing to offer, and the
/// condition a dropped answer cites.
@Suite("fill: condition edges")
struct FillConditionEdgeTests {
  static func prefill(_ text: String, _ plan: FormPlan) -> Prefill {
    Prefill.load(SourceFile(path: "answers.json", bytes: Array(text.utf8), format: .json), plan: plan)
  }

  static func lines(_ plan: FormPlan, prefill: Prefill? = nil, _ input: [String]) -> (LineForm, String) {
    var form = LineForm(session: FormSession(plan: plan, prefill: prefill))
    var output = form.start()
    for line in input { output += form.handle(line) }
    return (form, output)
  }

  // MARK: Secrets

  static let secretYAML = """
    tablegen: 1
    cells:
      - {type: input, id: password, label: Password, secure: true}
      - {type: input, id: hint, label: Hint, computedDefault: "{password | upper}"}
      - {type: input, id: short, label: Short, maxLength: 3, computedDefault: "{password}"}
      - {type: input, id: again, label: Again, computedDefault: "{hint}"}
      - {type: textView, id: note, label: Note, computedDefault: "{password}"}
    """

  @Test("a computed default made from a secure field is masked in prompts, the review and messages")
  func secretComputedDefault() throws {
    // validate refuses this spec (secret-in-template); a plan built from it anyway still never shows the secret.
    let loaded = loadSpec(Self.secretYAML)
    #expect(loaded.diagnostics.map(\.code) == [.secretInTemplate, .secretInTemplate, .secretInTemplate])
    let plan = FormPlan(try #require(loaded.spec))
    let (_, output) = Self.lines(plan, prefill: Self.prefill(#"{"password": "hunter2"}"#, plan), ["", "", ""])
    #expect(!output.contains("HUNTER2") && !output.contains("hunter2") && !output.contains("hun"))
    #expect(
      output.contains("Question 2 of 5: Hint\nThe answer is not shown as you type.\nEnter alone keeps: ••••••••\n"))
    #expect(output.contains("error: Use at most 3 characters.\n"))
    // A default made from such a default is a secret too; a text view, which cannot mask, derives nothing.
    #expect(plan.field("again").isSecure)
    #expect(plan.field("note").computedDefault == nil)

    let (_, diagnostics) = UnattendedFill.run(
      plan: plan, prefill: Self.prefill(#"{"password": "hunter2"}"#, plan), specPath: "spec.yaml")
    #expect(
      diagnostics.map(\.message) == ["field 'short': the computed default is longer than 3 characters, the maxLength"])
  }

  // MARK: Checks no one can mend

  static let lockedYAML = """
    tablegen: 1
    cells:
      - {type: switch, id: lock, label: Lock}
      - {type: input, id: a, label: A, default: x, enableIf: "{lock}"}
    checks:
      - {rule: "{a} == 'y'", message: A must be y., field: a}
    """

  @Test("a failing check on a disabled field blocks submitting in line mode, as with --no-input")
  func checkOnDisabledField() {
    let plan = fillPlan(yaml: Self.lockedYAML)
    let (form, output) = Self.lines(plan, ["", "a"])
    #expect(form.session.stage == .review)
    #expect(
      output.hasSuffix(
        """
        > error: field 'a' (A): A must be y.
        Review your answers:
          1. Lock: Off
          2. A: x (disabled)
        Finish with:
          a. Submit
          b. Cancel
        Enter a letter from a to b to finish, or an answer's number to change it.
        > 
        """))
    let (outcome, diagnostics) = UnattendedFill.run(plan: plan, prefill: nil, specPath: "spec.yaml")
    #expect(outcome == nil)
    #expect(diagnostics.map(\.message) == ["field 'a' (A): A must be y."])

    // Turning the lock on makes the field mendable: the check is then asked at the field.
    var session = FormSession(plan: plan)
    session.submit(.bool(true))
    session.submit(.text("y"))
    #expect(session.choose(0) == [])
    #expect(
      session.stage
        == .finished(.submitted(FormResult(answers: [("lock", .bool(true)), ("a", .text("y"))], action: nil))))
  }

  @Test("the full screen shows the check no one can mend at the review and stays there")
  func checkOnDisabledFieldFullScreen() {
    var form = InteractiveForm(session: FormSession(plan: fillPlan(yaml: Self.lockedYAML)))
    _ = form.handle(.enter)  // Lock: Off
    _ = form.handle(.enter)  // Submit, where the review starts
    #expect(form.session.stage == .review)
    #expect(form.message == "field 'a' (A): A must be y.")
  }

  // MARK: Pickers with nothing to offer

  static let emptyPickerYAML = """
    tablegen: 1
    cells:
      - {type: switch, id: other, label: Other}
      - type: picker
        id: q
        label: Q
        required: true
        options:
          - {label: A, value: a, visibleIf: "{other}"}
          - {label: B, value: b, visibleIf: "{other}"}
      - {type: input, id: after, label: After, visibleIf: "{q} empty"}
    """

  @Test("a required picker whose options are all hidden is not asked, not required and left out")
  func pickerWithNothingToOffer() {
    let plan = fillPlan(yaml: Self.emptyPickerYAML)
    let (form, output) = Self.lines(plan, ["", "", "a"])
    #expect(!output.contains("a choice is required") && !output.contains("from 1 to 0"))
    #expect(output.contains("Question 2 of 2: After"))
    #expect(form.session.stage == .finished(.submitted(FormResult(answers: [("other", .bool(false))], action: nil))))

    let (outcome, diagnostics) = UnattendedFill.run(
      plan: plan, prefill: Self.prefill(#"{"q": "a"}"#, plan), specPath: "spec.yaml")
    #expect(
      diagnostics.map(\.message) == [
        "field 'q' (Q) offers no option now (no option's visibleIf holds), so its answer is dropped"
      ])
    #expect(outcome == .submitted(FormResult(answers: [("other", .bool(false))], action: nil)))
  }

  // MARK: The condition a dropped answer cites

  @Test("a field in a hidden section cites its section's condition, not its own")
  func droppedInHiddenSection() {
    let plan = fillPlan(
      yaml: """
        tablegen: 1
        sections:
          - cells:
              - {type: switch, id: on, label: On}
              - {type: switch, id: other, label: Other}
          - visibleIf: "{on}"
            cells:
              - {type: input, id: x, label: X, visibleIf: "{other}"}
        """)
    let (_, diagnostics) = UnattendedFill.run(
      plan: plan, prefill: Self.prefill(#"{"on": false, "other": true, "x": "v"}"#, plan), specPath: "spec.yaml")
    #expect(
      diagnostics.map(\.message) == [
        "field 'x' (X) is hidden (visibleIf: its section's {on}), so its answer is dropped"
      ])
    let (_, own) = UnattendedFill.run(
      plan: plan, prefill: Self.prefill(#"{"on": true, "other": false, "x": "v"}"#, plan), specPath: "spec.yaml")
    #expect(own.map(\.message) == ["field 'x' (X) is hidden (visibleIf: {other}), so its answer is dropped"])
  }

  // MARK: The size of a computed default

  @Test("a computed default longer than 64 KiB is not derived: --no-input says so, line mode asks without it")
  func computedDefaultLimit() {
    let plan = fillPlan(
      yaml: """
        tablegen: 1
        cells:
          - {type: input, id: first, label: First}
          - {type: input, id: twice, label: Twice, computedDefault: "{first}{first}"}
        """)
    let half = String(repeating: "a", count: FormDecision.computedDefaultLimit / 2)
    let (fits, fitting) = UnattendedFill.run(
      plan: plan, prefill: Self.prefill(#"{"first": "\#(half)"}"#, plan), specPath: "spec.yaml")
    #expect(fitting.isEmpty)
    #expect(
      fits == .submitted(FormResult(answers: [("first", .text(half)), ("twice", .text(half + half))], action: nil)))

    let over = half + "a"
    let (outcome, diagnostics) = UnattendedFill.run(
      plan: plan, prefill: Self.prefill(#"{"first": "\#(over)"}"#, plan), specPath: "spec.yaml")
    #expect(outcome == nil)
    #expect(
      diagnostics.map(\.message) == [
        "field 'twice': the computed default is not made: it would be longer than 65,536 bytes, the limit for a computed default"
      ])
    #expect(diagnostics.first?.range?.start.line == 4)

    let (form, output) = Self.lines(plan, [over])
    #expect(form.session.decision.states[1].computedText == nil)
    #expect(
      output.hasSuffix(
        """
        Question 2 of 2: Twice
        Enter alone leaves it out.
        Note: the computed default is not made: it would be longer than 65,536 bytes, the limit for a computed default.
        > 
        """))
  }
}
