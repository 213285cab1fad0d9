import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenSpec

/// The full-screen form's defects: numbers in pickers, the spec's
/// text around the questions, line breaks, placeholders without colour, the
/// review's keys and marks, and the controls drawn with render's glyphs.
@Suite("fill: what the full-screen form shows")
struct FillScreenContextTests {
  let settings = fillPlan(file: "Samples/settings.yaml")

  func type(_ text: String, into form: inout InteractiveForm) {
    for character in text { _ = form.handle(.character(character)) }
  }

  func lines(_ form: InteractiveForm, width: Int = 100, height: Int = 30) -> [String] {
    form.screen(width: width, height: height, style: .plain).lines
  }

  /// A settings form on the question with `id`, every earlier one taken as its default.
  func settingsForm(at id: String) -> InteractiveForm {
    var form = InteractiveForm(session: FormSession(plan: settings))
    while let index = form.session.currentQuestion, settings.questions[index].field.id != id {
      _ = form.handle(.enter)
    }
    return form
  }

  func review(_ plan: FormPlan) -> InteractiveForm {
    var form = InteractiveForm(session: FormSession(plan: plan))
    while form.session.currentQuestion != nil { _ = form.handle(.enter) }
    return form
  }

  static let servingsYAML = """
    tablegen: 1
    cells:
      - {type: picker, id: servings, label: Servings, options: [4, 8, 12, 16], default: 8}
      - {type: picker, id: count, label: Count, options: [1, 10, 100]}
    """

  // MARK: Typing a number a picker shows

  @Test("typing 45 at Skip Forward (10, 15, 30, 45, 60) highlights 45 and Enter takes it, not 60")
  func typedNumberIsTheOption() {
    var form = settingsForm(at: "skipForward")
    type("4", into: &form)
    #expect(lines(form).contains("Filter: 4"))
    #expect(lines(form).contains("› 45"))
    type("5", into: &form)
    #expect(lines(form).contains("› 45"))
    _ = form.handle(.enter)
    #expect(form.session.answer(at: 2) == .option(.number(Number(typed: "45")!)))
  }

  @Test("a list of numbers is not numbered; 1 narrows 4, 8, 12, 16 to 12 and 16; 12 takes 12, as the line mode does")
  func servingsAgreeWithLineMode() {
    let plan = fillPlan(yaml: Self.servingsYAML)
    var form = InteractiveForm(session: FormSession(plan: plan))
    #expect(lines(form).contains("› 8"))
    #expect(!lines(form).contains { $0.contains("1. 4") })
    #expect(lines(form).last?.contains("1-9 jump") == false)
    type("1", into: &form)
    #expect(lines(form).filter { $0.hasSuffix("12") || $0.hasSuffix("16") }.count == 2)
    #expect(lines(form).contains("› 12"))
    type("2", into: &form)
    _ = form.handle(.enter)
    #expect(form.session.answer(at: 0) == number("12").asOption)

    var line = FormSession(plan: plan)
    #expect(line.submit(line: "12") == [])
    #expect(line.answer(at: 0) == number("12").asOption)
    // A position is no answer here: `4` is the option 4, not the fourth (16), and `3` is none.
    var fourth = FormSession(plan: plan)
    #expect(fourth.submit(line: "4") == [])
    #expect(fourth.answer(at: 0) == number("4").asOption)
    var third = FormSession(plan: plan)
    #expect(third.submit(line: "3") == ["There is no option '3'. Enter one of the options as listed."])
  }

  @Test("typing 1 in 1, 10, 100 highlights 1 itself, never a longer option it could grow into")
  func exactMatchFirst() {
    let plan = fillPlan(yaml: Self.servingsYAML)
    var form = InteractiveForm(session: FormSession(plan: plan))
    _ = form.handle(.enter)
    type("1", into: &form)
    #expect(lines(form).contains("› 1"))
    #expect(lines(form).contains("  10"))
    type("0", into: &form)
    #expect(lines(form).contains("› 10"))
    _ = form.handle(.backspace)
    #expect(lines(form).contains("› 1"))
  }

  @Test("the line mode lists a list of numbers without numbers, and asks for an option as listed")
  func lineModeListsNumbersUnnumbered() {
    var form = LineForm(session: FormSession(plan: fillPlan(yaml: Self.servingsYAML)))
    let start = form.start()
    #expect(start.contains("  - 12\n"))
    #expect(start.contains("Enter one of the options as listed."))
    #expect(!start.contains("1. 4"))
  }

  // MARK: The section's text where it stands

  @Test("a section's footer shows once, under its last question, not as every question's help")
  func footerOnce() {
    let footer = "Continuous playback starts the next episode in your queue when one ends."
    for id in ["continuousPlayback", "playbackSpeed", "skipForward"] {
      #expect(!lines(settingsForm(at: id)).contains(footer), "at \(id)")
    }
    let last = lines(settingsForm(at: "skipBack"))
    #expect(last.filter { $0 == footer }.count == 1)
    // Under the question: after its options.
    #expect(last.firstIndex(of: footer)! > last.firstIndex(of: "  30")!)
    #expect(!lines(settingsForm(at: "wifiOnly")).contains(footer))
  }

  @Test("rows after a section's last question show under it: Storage 1.2 GB and the Downloads footer")
  func rowsAfterTheLastQuestion() {
    let shown = lines(settingsForm(at: "keepEpisodes"))
    let storage = shown.firstIndex(of: "Storage: 1.2 GB")
    #expect(storage != nil)
    #expect(storage.map { $0 > shown.firstIndex(of: "  3. Latest 10")! } == true)
    #expect(
      shown.contains("Downloaded episodes play without a connection. Tideline removes played downloads after 24 hours.")
    )
    // Shown once: not again above the next section's first question.
    #expect(!lines(settingsForm(at: "newEpisodes")).contains("Storage: 1.2 GB"))
  }

  @Test("a section without questions after the last one shows at the review, before the choices, uncut at 100x30")
  func questionlessSectionAtTheReview() {
    let shown = lines(review(settings))
    let expected = [
      "About", "Version: 2.4.1", "About Tideline › about.yaml",
      "Privacy Policy › https://tideline.example.com/privacy", "  tideline.example.com",
      "Tideline never sells your listening history.",
    ]
    let start = shown.firstIndex(of: "About")
    #expect(start.map { Array(shown[$0..<($0 + expected.count)]) } == expected)
    #expect(shown.firstIndex(of: "Review")! < start!)
    #expect(start! < shown.firstIndex(of: "› Save")!)
    // The title is not pushed off the top.
    #expect(shown.first == "Settings")
  }

  @Test("a section without questions between two others shows above the next question")
  func questionlessSectionBetween() {
    let plan = fillPlan(
      yaml: """
        tablegen: 1
        sections:
          - header: First
            footer: After the first.
            cells: [{type: switch, id: a, label: A}]
          - header: Storage
            cells: [{type: value, title: Used, value: 1.2 GB}]
          - header: Last
            cells: [{type: switch, id: b, label: B}]
        """)
    var form = InteractiveForm(session: FormSession(plan: plan))
    #expect(lines(form).contains("After the first."))
    _ = form.handle(.enter)
    let shown = lines(form)
    #expect(shown.prefix(3) == ["Storage", "Used: 1.2 GB", "Last"])
    #expect(shown[3].hasPrefix("B "))
    #expect(!shown.contains("After the first."))
  }

  @Test("when conditions hide a section's last question, its footer shows under the last one asked, and moves back")
  func footerFollowsConditions() {
    let plan = fillPlan(
      yaml: """
        tablegen: 1
        sections:
          - footer: Foot of the first.
            cells:
              - {type: switch, id: a, label: A}
              - {type: input, id: b, label: B, visibleIf: "{a}"}
          - cells: [{type: switch, id: c, label: C}]
        """)
    var form = InteractiveForm(session: FormSession(plan: plan))
    // A is off by default, so B is foreseen hidden: A is the section's last question asked.
    #expect(lines(form).contains("Foot of the first."))
    _ = form.handle(.character(" "))
    _ = form.handle(.enter)
    #expect(form.session.currentQuestion == 1)
    #expect(lines(form).contains("Foot of the first."))
    _ = form.handle(.escape)
    #expect(!lines(form).contains("Foot of the first."))
  }

  // MARK: Line breaks

  @Test("line breaks in footers and notes are lines on screen, in the review and in the line mode, never \\x0a")
  func lineBreaks() {
    let plan = fillPlan(
      yaml: """
        tablegen: 1
        sections:
          - footer: "One line.\\nTwo lines."
            cells:
              - {type: note, text: "Note one.\\nNote two."}
              - {type: switch, id: a, label: A}
          - footer: "End one.\\nEnd two."
            cells: [{type: note, text: "Last."}]
        """)
    let form = InteractiveForm(session: FormSession(plan: plan))
    let question = lines(form)
    #expect(question.contains("Note one.") && question.contains("Note two."))
    #expect(question.contains("One line.") && question.contains("Two lines."))
    let reviewed = lines(review(plan))
    #expect(reviewed.contains("End one.") && reviewed.contains("End two."))
    #expect(!(question + reviewed).joined().contains("\\x0a"))

    var line = LineForm(session: FormSession(plan: plan))
    var transcript = line.start()
    transcript += line.handle("")
    #expect(transcript.contains("Note one.\nNote two.\n"))
    #expect(transcript.contains("(One line.\nTwo lines.)"))
    #expect(transcript.contains("(End one.\nEnd two.)"))
    #expect(!transcript.contains("\\x0a"))
  }

  // MARK: Without colour

  @Test("without colour a placeholder reads as a hint, not as a typed value; typing replaces it")
  func placeholderWithoutColour() {
    var form = InteractiveForm(session: FormSession(plan: fillPlan(file: "Samples/login.yaml")))
    #expect(lines(form).contains("> (hint: name@example.com)"))
    #expect(form.screen(width: 100, height: 30, style: .plain).cursor?.column == 2)
    type("ann@example.com", into: &form)
    #expect(lines(form).contains("> ann@example.com"))
    _ = form.handle(.enter)
    // An empty secure field: its hint, no mask that would look like a typed password.
    let secure = lines(form)
    #expect(secure.contains("> (hint: At least 8 characters)"))
    #expect(!secure.joined().contains("•"))
    type("pass", into: &form)
    #expect(lines(form).contains("> ••••"))
  }

  // MARK: Smaller problems

  @Test("q at the review asks first: any key but y stays with every answer; y declines")
  func quitAsks() {
    var form = review(settings)
    #expect(form.handle(.character("q")) == .none)
    #expect(form.session.stage == .review)
    #expect(lines(form).contains("Quit without submitting? Every answer is lost."))
    _ = form.handle(.character("n"))
    #expect(form.session.stage == .review)
    #expect(!lines(form).contains("Quit without submitting? Every answer is lost."))
    _ = form.handle(.character("q"))
    #expect(form.handle(.character("y")) == .finished)
    #expect(form.session.stage == .finished(.cancelled(.declined)))
  }

  @Test("Esc on the first question is a neutral hint, not an error")
  func escapeOnFirstQuestion() {
    var form = InteractiveForm(session: FormSession(plan: settings))
    _ = form.handle(.escape)
    #expect(form.message == nil)
    #expect(form.notice == "This is the first question.")
    #expect(lines(form).contains("This is the first question."))
    #expect(!lines(form).joined().contains("✗"))
  }

  @Test("Esc at a review that every prefilled answer leads to says so, not 'This is the first question.'")
  func escapeAtPrefilledReview() {
    let plan = fillPlan(yaml: FillSessionTests.loginYAML)
    var replay = Prefill()
    #expect(replay.assign(["username=a@b.co", "password=secret12", "nickname=Al"], plan: plan).isEmpty)
    var form = InteractiveForm(session: FormSession(plan: plan, prefill: replay))
    #expect(form.session.stage == .review)
    _ = form.handle(.escape)
    #expect(form.session.stage == .review)
    #expect(form.notice == "Every answer was given in advance: choose one to change it.")
    var line = LineForm(session: FormSession(plan: plan, prefill: replay))
    _ = line.start()
    #expect(
      line.handle(":back").hasPrefix(
        "error: every answer was given in advance; enter an answer's number to change it\n"))
  }

  @Test("key help at 40 columns breaks between whole phrases")
  func hintsWrapBetweenPhrases() {
    let hints = "↑↓ move · Enter edit or choose · 1-9 edit · q quit · Esc back"
    let expected = ["↑↓ move · Enter edit or choose", "1-9 edit · q quit · Esc back"]
    #expect(InteractiveForm.hintLines(hints, width: 40) == expected)
    let shown = lines(review(settings), width: 40, height: 15)
    #expect(shown.suffix(2) == ["↑↓ move · Enter edit or choose", "1-8 edit · q quit · Esc back"])
  }

  @Test("the review at 40x15 marks what is cut: more above, more below")
  func reviewScrollMarks() {
    var form = review(settings)
    let first = lines(form, width: 40, height: 15)
    #expect(first.count <= 15)
    #expect(first.contains("› Save"))
    #expect(first.contains("↑ more above"))
    _ = form.handle(.home)
    let top = lines(form, width: 40, height: 15)
    #expect(top.contains("↓ more below"))
    #expect(top.contains { $0.hasPrefix("› 1. Continuous Playback") })
  }

  @Test("fill draws its controls with render's glyphs: [──●] On, [✓], ─●─; ASCII with the ASCII set")
  func sharedGlyphs() {
    var form = settingsForm(at: "continuousPlayback")
    #expect(lines(form).contains("› [──●] On"))
    _ = form.handle(.character(" "))
    #expect(lines(form).contains("› [●──] Off"))
    form.glyphs = .ascii
    #expect(lines(form).contains("> [o--] Off"))
    // Everything drawn is ASCII then, but the spec's own text.
    #expect(lines(form).dropFirst(3).allSatisfy { $0.allSatisfy(\.isASCII) })
    form.glyphs = .unicode
    _ = form.handle(.enter)
    let slider = lines(form).first { $0.hasPrefix("0.5 ") } ?? ""
    #expect(slider.contains("●") && slider.contains("─") && !slider.contains("━"))

    var extras = InteractiveForm(session: FormSession(plan: everyFieldPlan))
    type("Bench", into: &extras)
    _ = extras.handle(.enter)
    while let index = extras.session.currentQuestion, everyFieldPlan.questions[index].field.id != "extras" {
      if extras.handle(.enter) == .none, extras.session.currentQuestion == index { _ = extras.handle(.endOfInput) }
    }
    #expect(lines(extras).contains("› [✓] 1. Case"))
    #expect(lines(extras).contains("  [ ] 2. Charger"))
    extras.glyphs = .ascii
    #expect(lines(extras).contains("> [x] 1. Case"))
  }

  // MARK: Errors clear

  @Test("an answer's error clears on the next key")
  func errorClears() {
    var form = InteractiveForm(session: FormSession(plan: fillPlan(file: "Samples/login.yaml")))
    type("ann", into: &form)
    _ = form.handle(.enter)
    #expect(form.message != nil)
    #expect(lines(form).contains { $0.hasPrefix("✗ ") })
    _ = form.handle(.backspace)
    #expect(form.message == nil)
    #expect(!lines(form).contains { $0.hasPrefix("✗ ") })
    #expect(lines(form).contains("> an"))
  }
}

extension Answer {
  /// A number answer as the picker option with that value.
  fileprivate var asOption: Answer? {
    if case .number(let number) = self { return .option(.number(number)) }
    return nil
  }
}
