import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// The walk through a form: answers, back, review, edit, buttons, confirmation, cancel.
@Suite("fill: session")
struct FillSessionTests {
  static let loginYAML = """
    tablegen: 1
    cells:
      - {type: input, id: username, label: Email, keyboard: email, required: true}
      - {type: input, id: password, label: Password, secure: true, required: true, minLength: 8}
      - {type: input, id: nickname, label: Nickname, default: Al}
      - {type: button, id: login, title: Log in, action: login}
      - {type: button, id: wipe, title: Wipe, style: destructive, confirm: {title: Wipe it?}}
      - {type: button, id: cancel, title: Cancel, style: cancel}
    """
  let plan = fillPlan(yaml: loginYAML)

  @Test("answers advance; a bad answer stays on the question with its problems")
  func answering() {
    var session = FormSession(plan: plan)
    #expect(session.stage == .question(0))
    #expect(session.submit(line: "alice") == ["Enter an email address, such as name@example.com."])
    #expect(session.stage == .question(0))
    #expect(session.submit(line: "") == ["Enter a value; this field is required."])
    #expect(session.submit(line: "alice@example.com") == [])
    #expect(session.stage == .question(1))
    #expect(session.submit(line: "short") == ["Use at least 8 characters."])
    #expect(session.submit(line: "secret12") == [])
    #expect(session.stage == .question(2))
  }

  @Test("an empty line takes the default; :skip leaves an optional field out")
  func defaultsAndSkip() {
    var session = FormSession(plan: plan)
    session.submit(line: "a@b.co")
    session.submit(line: "secret12")
    #expect(session.defaultAnswer(for: 2) == .text("Al"))
    session.submit(line: "")
    #expect(session.answer(at: 2) == .text("Al"))
    #expect(session.stage == .review)
    session.back()
    #expect(session.skip() == [])
    #expect(session.answer(at: 2) == nil)
    #expect(session.isAnswered(2))
    #expect(session.result(action: nil).answers.map(\.id) == ["username", "password"])
  }

  @Test("back keeps the earlier answer as the default")
  func back() {
    var session = FormSession(plan: plan)
    #expect(session.back() == false)
    session.submit(line: "alice@example.com")
    let wentBack1 = session.back()
    #expect(wentBack1)
    #expect(session.stage == .question(0))
    #expect(session.defaultAnswer(for: 0) == .text("alice@example.com"))
    #expect(session.initialText(for: 0) == "alice@example.com")
    session.submit(line: "")
    #expect(session.answer(at: 0) == .text("alice@example.com"))
    #expect(session.stage == .question(1))
  }

  @Test("an edit chosen at the review returns to the review; back from it abandons the edit")
  func reviewEdit() {
    var session = answered()
    #expect(session.stage == .review)
    session.edit(0)
    #expect(session.stage == .question(0))
    session.submit(line: "bob@example.com")
    #expect(session.stage == .review)
    #expect(session.answer(at: 0) == .text("bob@example.com"))
    session.edit(1)
    let wentBack2 = session.back()
    #expect(wentBack2)
    #expect(session.stage == .review)
    let wentBack3 = session.back()
    #expect(wentBack3)
    #expect(session.stage == .question(2))
  }

  @Test("a plain button submits the answers with its action")
  func submit() {
    var session = answered()
    session.choose(0)
    #expect(
      session.stage
        == .finished(
          .submitted(
            FormResult(
              answers: [("username", .text("a@b.co")), ("password", .text("secret12")), ("nickname", .text("Al"))],
              action: "login"))))
  }

  @Test("a destructive button asks first: no returns to the review, yes submits")
  func destructive() {
    var session = answered()
    session.choose(1)
    #expect(session.stage == .confirm(1))
    session.confirm(false)
    #expect(session.stage == .review)
    session.choose(1)
    session.confirm(true)
    guard case .finished(.submitted(let result)) = session.stage else {
      Issue.record("not submitted: \(session.stage)")
      return
    }
    #expect(result.action == "wipe")
  }

  @Test("a cancel button, declining and end of input cancel")
  func cancelling() {
    var session = answered()
    session.choose(2)
    #expect(session.stage == .finished(.cancelled(.cancelChoice(title: "Cancel"))))
    session = answered()
    session.decline()
    #expect(session.stage == .finished(.cancelled(.declined)))
    session = FormSession(plan: plan)
    session.endOfInput()
    #expect(session.stage == .finished(.cancelled(.endOfInput(field: "Email"))))
    #expect(CancelReason.endOfInput(field: "Email").message == "cancelled: input ended at 'Email'; no answers written")
  }

  @Test("prefilled fields are skipped forwards and backwards; an invalid one is asked with its problem")
  func prefilled() {
    var prefill = Prefill()
    prefill.values = [
      0: .answer(.text("a@b.co")),
      1: .invalid(text: nil, problems: ["the value is shorter than 8 characters, the minLength"]), 2: .leftOut,
    ]
    prefill.choice = 1
    var session = FormSession(plan: plan, prefill: prefill)
    #expect(session.stage == .question(1))
    #expect(session.prefillProblems[1] == ["the value is shorter than 8 characters, the minLength"])
    #expect(session.back() == false)
    session.submit(line: "secret12")
    #expect(session.prefillProblems[1] == nil)
    #expect(session.stage == .review)
    #expect(session.preferredChoice == 1)
    #expect(session.result(action: nil).answers.map(\.id) == ["username", "password"])
    let wentBack4 = session.back()
    #expect(wentBack4)
    #expect(session.stage == .question(1))
  }

  private func answered() -> FormSession {
    var session = FormSession(plan: plan)
    session.submit(line: "a@b.co")
    session.submit(line: "secret12")
    session.submit(line: "")
    return session
  }
}
