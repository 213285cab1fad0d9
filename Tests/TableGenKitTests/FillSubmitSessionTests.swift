import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenSpec

/// `fill --submit`: after the command fails, the session goes back
/// to its review with every answer, the choice that submitted highlighted and
/// the failure to show.
@Suite("fill: back to the review after a failed submission")
struct FillSubmitSessionTests {
  let plan = fillPlan(yaml: FillSessionTests.loginYAML)

  /// The login form answered, with the final choice titled `title` taken (and confirmed).
  func submitted(choosing title: String) -> FormSession {
    var session = FormSession(plan: plan)
    session.submit(line: "alice@example.com")
    session.submit(line: "secret12")
    session.submit(line: "Bo")
    session.choose(choiceIndex(title))
    session.confirm(true)
    return session
  }

  func choiceIndex(_ title: String) -> Int {
    plan.choices.firstIndex { $0.title == title } ?? -1
  }

  @Test("a submitted form comes back to the review with every answer and the problem; choosing again submits the same")
  func backToReview() {
    var session = submitted(choosing: "Log in")
    guard case .finished(.submitted(let first)) = session.stage else {
      Issue.record("not submitted: \(session.stage)")
      return
    }
    session.returnToReview(after: "the submission failed (exit status 1): try again")
    #expect(session.stage == .review)
    #expect(session.submissionProblem == "the submission failed (exit status 1): try again")
    #expect(session.preferredChoice == choiceIndex("Log in"))
    #expect(session.result(action: "login") == first)
    session.choose(choiceIndex("Log in"))
    #expect(session.stage == .finished(.submitted(first)))
  }

  @Test("a choice with a confirmation is highlighted again and asks its confirmation again")
  func confirmationAskedAgain() {
    var session = submitted(choosing: "Wipe")
    session.returnToReview(after: "the submission failed (exit status 2)")
    #expect(session.preferredChoice == choiceIndex("Wipe"))
    session.choose(choiceIndex("Wipe"))
    #expect(session.stage == .confirm(choiceIndex("Wipe")))
  }

  @Test("only a submitted form goes back: at the review or after a cancel nothing changes")
  func onlyFromSubmitted() {
    var session = submitted(choosing: "Log in")
    session.returnToReview(after: "first")
    session.returnToReview(after: "second")
    #expect(session.submissionProblem == "first")
    var cancelled = FormSession(plan: plan)
    cancelled.decline()
    cancelled.returnToReview(after: "problem")
    #expect(cancelled.stage == .finished(.cancelled(.declined)))
    #expect(cancelled.submissionProblem == nil)
  }

  @Test("a form that starts at an invalid prefilled answer still shows its problem (no failure to show hides it)")
  func prefillProblemStillShown() {
    let file = SourceFile(path: "answers.json", bytes: Array(#"{"username": "alice"}"#.utf8), format: .json)
    let form = InteractiveForm(session: FormSession(plan: plan, prefill: Prefill.load(file, plan: plan)))
    #expect(form.session.stage == .question(0))
    #expect(form.message?.hasPrefix("the prefilled answer was not accepted") == true)
  }

  @Test(
    "a long message takes at most a few lines, cut with an ellipsis: the review's choices and a field stay on screen",
    arguments: [(100, 30), (40, 15)])
  func longMessageBounded(width: Int, height: Int) {
    let rows = min(3, height / 5)
    var session = submitted(choosing: "Log in")
    session.returnToReview(
      after: "the submission failed (exit status 1): " + String(repeating: "the server is down ", count: 40))
    let review = InteractiveForm(session: session).screen(width: width, height: height, style: .plain).lines
    let cross = review.firstIndex { $0.hasPrefix("✗") } ?? 0
    let shown = review[cross...].prefix { !$0.isEmpty }
    #expect(shown.count == rows, "\(review)")
    #expect(shown.last?.hasSuffix("…") == true)
    #expect(review.contains { $0.contains("Log in") } && review.contains { $0.contains("Cancel") }, "\(review)")

    // A spec's long message for a failed pattern: the field's line stays, under its label.
    let plan = fillPlan(
      yaml: """
        tablegen: 1
        cells:
          - type: input
            id: code
            label: Code
            pattern: '[A-Z]{3}'
            patternMessage: \(String(repeating: "Use three capital letters as printed on the card. ", count: 30))
        """)
    var form = InteractiveForm(session: FormSession(plan: plan))
    for key in [Key.character("x"), .enter] { _ = form.handle(key) }
    let question = form.screen(width: width, height: height, style: .plain).lines
    #expect(question.filter { $0.hasPrefix("✗") }.count == 1)
    #expect(question.contains { $0.hasPrefix("Code") } && question.contains("> x"), "\(question)")
    let crossed = question.firstIndex { $0.hasPrefix("✗") } ?? 0
    #expect(question[crossed...].prefix { !$0.isEmpty }.count == rows)
    #expect(question[crossed + rows - 1].hasSuffix("…"), "\(question)")
  }

  @Test("the full-screen review shows the failure as its message, on the chosen row, until the next change")
  func interactiveReviewShowsTheFailure() {
    var session = submitted(choosing: "Log in")
    session.returnToReview(after: "the submission failed (exit status 1): try again")
    var form = InteractiveForm(session: session)
    #expect(form.message == "the submission failed (exit status 1): try again")
    let row = session.visibleQuestions.count + (session.offeredChoices.firstIndex(of: choiceIndex("Log in")) ?? -1)
    #expect(form.editor == .review(row: row))
    _ = form.handle(.enter)
    #expect(form.message == nil)
    #expect(form.session.stage == .finished(.submitted(session.result(action: "login"))))
  }
}
