import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// The accessible line protocol, line by line.
@Suite("fill: line mode")
struct FillLineFormTests {
  static let yaml = """
    tablegen: 1
    title: Notes
    cells:
      - {type: input, id: code, label: Code, required: true}
      - {type: textView, id: body, label: Body}
      - {type: button, id: save, title: Save}
      - {type: button, id: wipe, title: Wipe, style: destructive}
    """

  /// Feeds `lines` and returns the form and everything it printed.
  func run(_ lines: [String?]) -> (LineForm, String) {
    var form = LineForm(session: FormSession(plan: fillPlan(yaml: Self.yaml)))
    var output = form.start()
    for line in lines { output += form.handle(line) }
    return (form, output)
  }

  func outcome(_ form: LineForm) -> FormOutcome? {
    if case .finished(let outcome) = form.session.stage { return outcome }
    return nil
  }

  @Test("the first prompt, exactly")
  func start() {
    let (_, output) = run([])
    #expect(
      output == """
        Notes
        Answer each question on one line. Type :help for the commands.

        Question 1 of 2: Code (required)
        > 
        """)
  }

  @Test("after a failed submission the form resumes at its review: no title, introduction or closing text again")
  func resumeAtReview() {
    let yaml = """
      tablegen: 1
      title: Notes
      sections:
        - cells:
            - {type: input, id: code, label: Code}
        - footer: Saved on this machine.
          cells:
            - {type: button, id: save, title: Save}
      """
    var form = LineForm(session: FormSession(plan: fillPlan(yaml: yaml)))
    let first = form.start() + form.handle("A-1")
    #expect(first.contains("Notes\n") && first.contains("Saved on this machine."))
    _ = form.handle("a")
    var session = form.session
    session.returnToReview(after: "the submission failed (exit status 1)")
    var again = LineForm(session: session)
    #expect(
      again.resume() == """
        Review your answers:
          1. Code: A-1
        Finish with:
          a. Save
          b. Cancel
        Enter a letter from a to b to finish, or an answer's number to change it.
        > 
        """)
    // An edit from there asks the question without its lead text either.
    #expect(again.handle("1") == "Question 1 of 1: Code\nEnter alone keeps: A-1\n> ")
  }

  @Test("a section's footer is printed before the review when the questions after it are hidden")
  func footerBeforeHiddenSection() {
    let yaml = """
      tablegen: 1
      sections:
        - footer: "Saved on this machine.\\nNowhere else."
          cells:
            - {type: switch, id: more, label: More}
        - visibleIf: "{more}"
          cells:
            - {type: input, id: extra, label: Extra}
      """
    var form = LineForm(session: FormSession(plan: fillPlan(yaml: yaml)))
    let output = form.start() + form.handle("n")
    #expect(output.contains("> (Saved on this machine.\nNowhere else.)\nReview your answers:"), "\(output)")
  }

  @Test("a text view reads lines up to '.', with '..' for a dot line")
  func textView() {
    let (form, _) = run(["A-1", "first", "..", "", "last", ".", "a"])
    #expect(
      outcome(form)
        == .submitted(
          FormResult(answers: [("code", .text("A-1")), ("body", .text("first\n.\n\nlast"))], action: "save")))
  }

  @Test("'::' starts an answer with ':'; an unknown command is an error and the question is asked again")
  func colons() {
    let (form, output) = run([":cod", "::x", ".", "a"])
    #expect(
      output.contains(
        "error: unknown command ':cod'; type :help, or start a text with :: to begin it with ':'\nQuestion 1 of 2: Code (required)\n> "
      ))
    #expect(outcome(form) == .submitted(FormResult(answers: [("code", .text(":x"))], action: "save")))
  }

  @Test("a destructive choice asks y/N; an empty line is no")
  func confirmation() {
    let (form, output) = run(["A", ".", "b", "", "b", "y"])
    #expect(output.contains("Wipe?\nEnter y to go ahead or n to return to the review [y/N].\n> "))
    #expect(outcome(form) == .submitted(FormResult(answers: [("code", .text("A"))], action: "wipe")))
  }

  @Test(":edit by id or number at the review, :back, :skip on a required field")
  func commands() {
    let (form, output) = run([":skip", ":back", "A", ".", ":edit code", "B", ":edit 9", ":quit"])
    #expect(output.contains("error: this field is required; it cannot be skipped\n"))
    #expect(output.contains("error: this is the first question; there is nothing to go back to\n"))
    #expect(output.contains("error: '9' names no answer: give its number from 1 to 2, or its id\n"))
    #expect(output.contains("  1. Code: B\n  2. Body: (left out)\n"))
    #expect(outcome(form) == .cancelled(.declined))
  }

  @Test("end of input cancels, inside a text view too")
  func endOfInput() {
    #expect(outcome(run([nil]).0) == .cancelled(.endOfInput(field: "Code")))
    #expect(outcome(run(["A", "half", nil]).0) == .cancelled(.endOfInput(field: "Body")))
    #expect(outcome(run(["A", ".", nil]).0) == .cancelled(.endOfInput(field: nil)))
  }
}
