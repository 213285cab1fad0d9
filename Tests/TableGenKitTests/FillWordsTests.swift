import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// The words a person filling in reads, actions beside the final
/// choices, and a line-mode review where one line cannot mean two things.
@Suite("fill: plain words, actions and the review")
struct FillWordsTests {
  // MARK: Words

  static let wordsYAML = """
    tablegen: 1
    cells:
      - {type: input, id: name, label: Name, minLength: 2}
      - {type: input, id: age, label: Age, keyboard: number, min: 18}
      - {type: input, id: phone, label: Phone, pattern: '\\+44 [0-9 ]+', formatHint: +44 20 7946 0958}
      - {type: input, id: code, label: Code, pattern: '[A-Z]{3}', patternMessage: Use three capital letters}
      - {type: input, id: pin, label: PIN, secure: true, pattern: '[0-9]{4}'}
    """

  @Test("every answer problem is a plain sentence, never the author's terms")
  func plainSentences() {
    let plan = fillPlan(yaml: Self.wordsYAML)
    #expect(parsed("A", plan.field("name")) == .failure(AnswerProblems(["Use at least 2 characters."])))
    #expect(parsed("abc", plan.field("age")) == .failure(AnswerProblems(["Enter a whole number of at least 18."])))
    #expect(parsed("17.5", plan.field("age")) == .failure(AnswerProblems(["Enter a whole number of at least 18."])))
    // The format hint is what the pattern's sentence points to; the spec's own message replaces it.
    #expect(
      parsed("020 7946", plan.field("phone"))
        == .failure(AnswerProblems(["Use the format: +44 20 7946 0958."])))
    #expect(parsed("ab", plan.field("code")) == .failure(AnswerProblems(["Use three capital letters."])))
    // Without either, the sentence still says which rule failed; and a secret is never quoted.
    #expect(
      parsed("12345", plan.field("pin"))
        == .failure(AnswerProblems(["Use the format this field expects, the pattern '[0-9]{4}'."])))
    // validate's words for the author stay as they were.
    #expect(
      AnswerParser.problems(with: .text("A"), for: plan.field("name"))
        == ["'A' is shorter than 2 characters, the minLength"])
  }

  @Test("a required field left empty, and a picker or switch answered wrongly, are said plainly")
  func requiredAndChoices() {
    let plan = fillPlan(
      yaml: """
        tablegen: 1
        cells:
          - {type: input, id: email, label: Email, keyboard: email, required: true}
          - {type: picker, id: size, label: Size, options: [S, M, L], required: true}
          - {type: switch, id: news, label: News}
        """)
    var session = FormSession(plan: plan)
    #expect(session.submit(line: "") == ["Enter a value; this field is required."])
    #expect(session.submit(line: "ann") == ["Enter an email address, such as name@example.com."])
    session.submit(line: "ann@example.com")
    #expect(
      session.submit(line: "XL") == ["There is no option 'XL'. Enter a number from 1 to 3, or an option's name."])
    #expect(session.submit(nil) == ["Choose an option; this field is required."])
    session.submit(line: "M")
    #expect(session.submit(line: "maybe") == ["Enter y for on or n for off."])
  }

  @Test("the format hint is shown with the field in line mode")
  func formatHintInLineMode() {
    var form = LineForm(session: FormSession(plan: fillPlan(yaml: Self.wordsYAML)))
    var output = form.start()
    output += form.handle("Ann") + form.handle("30")
    #expect(
      output.hasSuffix(
        """
        Question 3 of 5: Phone
        In the required format.
        Format: +44 20 7946 0958
        Enter alone leaves it out.
        > 
        """))
    #expect(FieldDescription.formatHint(fillPlan(yaml: Self.wordsYAML).field("phone")) == "Format: +44 20 7946 0958")
  }

  @Test("the full screen shows the format hint under the field, and the problem in plain words")
  func formatHintOnFullScreen() {
    var form = InteractiveForm(session: FormSession(plan: fillPlan(yaml: Self.wordsYAML)))
    for key in Array("Ann") { _ = form.handle(.character(key)) }
    _ = form.handle(.enter)
    for key in Array("30") { _ = form.handle(.character(key)) }
    _ = form.handle(.enter)
    for key in Array("020") { _ = form.handle(.character(key)) }
    _ = form.handle(.enter)
    let lines = form.screen(width: 60, height: 20, style: .plain).lines
    #expect(lines.contains("Format: +44 20 7946 0958"))
    #expect(lines.contains("✗ Use the format: +44 20 7946 0958."))
  }

  // MARK: Actions and submission

  @Test("an action is a row where it stands, never a final choice; a settings screen is saved")
  func settingsAreSaved() {
    let plan = fillPlan(file: "Samples/settings.yaml")
    #expect(plan.choices.map(\.title) == ["Save", "Cancel"])
    #expect(plan.choices.allSatisfy { $0.isBuiltIn })
    // The action stands after Storage, before the Notifications section's first question.
    let next = plan.questionIndex(id: "newEpisodes") ?? 0
    #expect(plan.questions[next].lead.contains(.action(title: "Clear Downloads")))
    #expect(LineForm.line(.action(title: "Clear Downloads")) == "Clear Downloads: an action in the app, not run here")
    var session = FormSession(plan: plan)
    while session.currentQuestion != nil { session.submit(line: "") }
    #expect(session.preferredChoice == 0)
    #expect(session.choose(0) == [])
    guard case .finished(.submitted(let result)) = session.stage else {
      Issue.record("not submitted: \(session.stage)")
      return
    }
    #expect(result.action == nil)
    #expect(plan.choiceTitle(action: nil) == "Save")
    #expect(plan.finishedLine(action: nil) == "Saved.")
  }

  @Test("a form without buttons is still submitted with Submit; an action-only form gets Save")
  func builtInTitles() {
    let plain = fillPlan(yaml: "tablegen: 1\ncells:\n  - {type: switch, id: a, label: A}\n")
    #expect(plain.choices.map(\.title) == ["Submit", "Cancel"])
    let withAction = fillPlan(
      yaml: """
        tablegen: 1
        cells:
          - {type: switch, id: a, label: A}
          - {type: button, id: clear, title: Clear Cache, role: action}
          - {type: button, id: close, title: Close, style: cancel}
        """)
    // A cancel button is a way to finish, so the built-in Save is not added, and validate says why.
    #expect(withAction.choices.map(\.title) == ["Close"])
  }

  @Test("the highlighted choice is never a destructive one")
  func defaultNeverDestructive() {
    let plan = fillPlan(
      yaml: """
        tablegen: 1
        cells:
          - {type: switch, id: a, label: A}
          - {type: button, id: wipe, title: Erase All, style: destructive}
          - {type: button, id: save, title: Save}
        """)
    var session = FormSession(plan: plan)
    session.submit(line: "")
    #expect(session.preferredChoice == 1)
    let onlyDestructive = fillPlan(
      yaml: """
        tablegen: 1
        cells:
          - {type: switch, id: a, label: A}
          - {type: button, id: wipe, title: Erase All, style: destructive}
        """)
    // Without a default-style choice, the built-in Cancel is highlighted.
    #expect(FormSession(plan: onlyDestructive).preferredChoice == 1)
    // The full screen's review starts on it.
    var form = InteractiveForm(session: FormSession(plan: plan))
    _ = form.handle(.enter)
    let lines = form.screen(width: 60, height: 20, style: .plain).lines
    #expect(lines.contains("› Save") && lines.contains("  Erase All"))
  }

  // MARK: The line-mode review

  static let loginYAML = """
    tablegen: 1
    title: Log in
    cells:
      - {type: input, id: email, label: Email, keyboard: email, required: true}
      - {type: input, id: password, label: Password, secure: true, required: true}
      - {type: button, id: login, title: Log in, action: login}
    """

  @Test("at the review, 1 changes the first answer and a letter finishes: the transcript, line by line")
  func reviewTranscript() {
    var form = LineForm(session: FormSession(plan: fillPlan(yaml: Self.loginYAML)))
    var output = form.start()
    for line in ["alice@example", "alice@example.com", "secret12", "1", "bob@example.com", "z", "a"] {
      output += form.handle(line)
    }
    #expect(
      output.components(separatedBy: "\n") == [
        "Log in",
        "Answer each question on one line. Type :help for the commands.",
        "",
        "Question 1 of 2: Email (required)",
        "An email address.",
        "> error: Enter an email address, such as name@example.com.",
        "Question 1 of 2: Email (required)",
        "An email address.",
        "> Question 2 of 2: Password (required)",
        "The answer is not shown as you type.",
        "> Review your answers:",
        "  1. Email: alice@example.com",
        "  2. Password: ••••••••",
        "Finish with:",
        "  a. Log in",
        "  b. Cancel",
        "Enter a letter from a to b to finish, or an answer's number to change it.",
        "> Question 1 of 2: Email (required)",
        "An email address.",
        "Enter alone keeps: alice@example.com",
        "> Review your answers:",
        "  1. Email: bob@example.com",
        "  2. Password: ••••••••",
        "Finish with:",
        "  a. Log in",
        "  b. Cancel",
        "Enter a letter from a to b to finish, or an answer's number to change it.",
        "> error: 'z' is neither an answer nor a choice. Enter a letter from a to b to finish, or an answer's number to change it.",
        "Review your answers:",
        "  1. Email: bob@example.com",
        "  2. Password: ••••••••",
        "Finish with:",
        "  a. Log in",
        "  b. Cancel",
        "Enter a letter from a to b to finish, or an answer's number to change it.",
        "> ",
      ])
    #expect(
      form.outcome
        == .submitted(
          FormResult(answers: [("email", .text("bob@example.com")), ("password", .text("secret12"))], action: "login")))
  }

  @Test("an empty line at the review is told the prompt's own sentence, capitalised")
  func reviewEmptyLine() {
    var form = LineForm(session: FormSession(plan: fillPlan(yaml: Self.loginYAML)))
    _ = form.start()
    _ = form.handle("alice@example.com")
    _ = form.handle("secret12")
    let output = form.handle("")
    #expect(
      output.components(separatedBy: "\n").first
        == "error: Enter a letter from a to b to finish, or an answer's number to change it.")
  }

  @Test("a switch's error and its prompt say one sentence")
  func switchWords() {
    var form = LineForm(
      session: FormSession(plan: fillPlan(yaml: "tablegen: 1\ncells:\n  - {type: switch, id: a, label: A}\n")))
    let prompt = form.start()
    #expect(prompt.contains("Enter y for on or n for off [y/N].\n"))
    #expect(form.handle("maybe").hasPrefix("error: Enter y for on or n for off.\n"))
  }

  @Test("a choice can also be typed by its title; letters go on past z")
  func choiceByTitle() {
    var form = LineForm(session: FormSession(plan: fillPlan(yaml: Self.loginYAML)))
    _ = form.start()
    for line in ["a@b.co", "secret12", "CANCEL"] { _ = form.handle(line) }
    #expect(form.outcome == .cancelled(.cancelChoice(title: "Cancel")))
    #expect([0, 25, 26, 27, 51, 52].map(LineForm.letter) == ["a", "z", "aa", "ab", "az", "ba"])
  }

  // MARK: validate

  @Test("role: destructive is a style written as the role: did you mean style")
  func roleDidYouMean() {
    let loaded = loadSpec(
      "tablegen: 1\ncells:\n  - {type: switch, id: a, label: A}\n  - {type: button, id: b, title: B, role: destructive}\n"
    )
    let diagnostic = loaded.diagnostics.first { $0.code == .invalidValue }
    #expect(diagnostic?.suggestion == "did you mean 'style: destructive'? 'role' is submit or action")
  }

  @Test("a submit button in a section that is never shown: submit-never-shown at the section's condition")
  func submitInHiddenSection() {
    let loaded = loadSpec(
      """
      tablegen: 1
      sections:
        - cells:
            - {type: switch, id: a, label: A}
        - visibleIf: "false"
          cells:
            - {type: button, id: send, title: Send}
      """)
    let found = loaded.diagnostics.filter { $0.code == .submitNeverShown }
    #expect(found.map { $0.range?.start.line } == [5])
    #expect(
      found.first?.notes.map(\.message) == ["this is always false, so the section and its buttons are never shown"])
    // A button shown under a condition that can hold is a way to submit.
    let conditional = loadSpec(
      "tablegen: 1\ncells:\n  - {type: switch, id: a, label: A}\n  - {type: button, id: s, title: S, visibleIf: '{a}'}\n"
    )
    #expect(conditional.diagnostics.isEmpty)
  }

  @Test("an action beside a cancel button does not make the form submittable")
  func cannotSubmitWithAction() {
    let loaded = loadSpec(
      """
      tablegen: 1
      cells:
        - {type: switch, id: a, label: A}
        - {type: button, id: clear, title: Clear Cache, role: action}
        - {type: button, id: close, title: Close, style: cancel}
      """)
    #expect(
      loaded.diagnostics.map(\.message) == [
        "the form can never be submitted: its only button, 'Close', cancels, and an in-place action never finishes it"
      ])
    // The settings sample, whose only button is an action, is valid: fill saves it with its built-in Save.
    #expect(fillPlan(file: "Samples/settings.yaml").choices.first?.title == "Save")
  }
}
