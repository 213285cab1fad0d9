import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenSpec

/// Cross-field checks: run as soon as every field a rule reads is answered, and again before submitting.
@Suite("fill: checks")
struct FillCheckTests {
  static let yaml = """
    tablegen: 1
    cells:
      - {type: input, id: password, label: Password, secure: true, required: true}
      - {type: input, id: confirm, label: Confirm password, secure: true, required: true}
      - {type: input, id: nick, label: Nickname}
    """
  let plan = dynamicPlan(
    yaml, Dynamics(checks: [(rule: "{confirm} == {password}", message: "The passwords differ.", field: "confirm")]))

  @Test("a failing check refuses its field's answer with its message, and the field is asked again")
  func reask() {
    var session = FormSession(plan: plan)
    session.submit(line: "secret12")
    #expect(session.submit(line: "secret13") == ["The passwords differ."])
    #expect(session.stage == .question(1))
    #expect(session.submit(line: "secret12") == [])
    #expect(session.stage == .question(2))
  }

  @Test("changing a field the rule reads moves to the check's field, with the message; the review follows")
  func editFromReview() {
    var session = FormSession(plan: plan)
    for line in ["secret12", "secret12", ""] { session.submit(line: line) }
    session.edit(0)
    session.submit(line: "other123")
    #expect(session.stage == .question(1))
    #expect(session.checkMessage(at: 1) == "The passwords differ.")
    session.submit(line: "other123")
    #expect(session.stage == .review)
    #expect(session.checkMessage(at: 1) == nil)
  }

  @Test("in the line form the message is an error line under the question")
  func lineForm() {
    var form = LineForm(session: FormSession(plan: plan))
    _ = form.start()
    _ = form.handle("secret12")
    let output = form.handle("secret13")
    #expect(
      output == """
        error: The passwords differ.
        Question 2 of 3: Confirm password (required)
        The answer is not shown as you type.
        > 
        """)
  }

  @Test("on the full screen the message shows under the field, which is asked again")
  func interactive() {
    var form = InteractiveForm(session: FormSession(plan: plan))
    for key in Array("secret12").map(Key.character) + [.enter] { _ = form.handle(key) }
    for key in Array("secret13").map(Key.character) + [.enter] { _ = form.handle(key) }
    #expect(form.session.stage == .question(1))
    #expect(form.message == "The passwords differ.")
  }
}

/// Checks on prefilled answers, which are not asked on the way: they run again when a choice submits.
@Suite("fill: checks before submitting")
struct FillCheckBeforeSubmitTests {
  let plan = dynamicPlan(
    FillCheckTests.yaml,
    Dynamics(checks: [(rule: "{confirm} == {password}", message: "The passwords differ.", field: "confirm")]))

  @Test("a prefilled pair that breaks a check reaches the review; submitting asks the check's field first")
  func prefilledPair() {
    let file = SourceFile(
      path: "a.yaml", bytes: Array("password: secret12\nconfirm: secret13\n".utf8), format: .yaml)
    var session = FormSession(plan: plan, prefill: Prefill.load(file, plan: plan))
    #expect(session.stage == .question(2))
    session.submit(line: "")
    #expect(session.stage == .review)
    session.choose(0)
    #expect(session.stage == .question(1))
    #expect(session.checkMessage(at: 1) == "The passwords differ.")
    #expect(session.submit(line: "secret13") == ["The passwords differ."])
    session.submit(line: "secret12")
    #expect(session.stage == .review)
    session.choose(0)
    #expect(
      session.stage
        == .finished(
          .submitted(
            FormResult(answers: [("password", .text("secret12")), ("confirm", .text("secret12"))], action: nil))))
  }
}
