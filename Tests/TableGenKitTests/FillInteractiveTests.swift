import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// The full-screen form driven by keys, and the frames it draws.
@Suite("fill: full-screen form")
struct FillInteractiveTests {
  let plan = everyFieldPlan

  /// Types `text` one character at a time.
  func type(_ text: String, into form: inout InteractiveForm) {
    for character in text { _ = form.handle(.character(character)) }
  }

  /// A form on the question with `id`, earlier questions answered with defaults or `name`.
  func form(at id: String) -> InteractiveForm {
    var form = InteractiveForm(session: FormSession(plan: plan))
    type("Bench", into: &form)
    _ = form.handle(.enter)
    while let index = form.session.currentQuestion, plan.questions[index].field.id != id {
      let before = index
      _ = form.handle(.enter)
      if form.session.currentQuestion == before { _ = form.handle(.endOfInput) }  // finish a text view
    }
    return form
  }

  func text(_ form: InteractiveForm, width: Int = 80, height: Int = 24) -> [String] {
    form.screen(width: width, height: height, style: .plain).lines
  }

  @Test("an input shows its label, placeholder-free prompt and hints; a problem keeps the typed text")
  func inputAndProblem() {
    var form = form(at: "count")
    type("abc", into: &form)
    #expect(form.handle(.enter) == .none)
    #expect(form.message == "Enter a whole number from 1 to 10.")
    let lines = text(form)
    #expect(lines.contains("> abc"))
    #expect(lines.contains("✗ Enter a whole number from 1 to 10."))
    #expect(lines.contains("Count" + String(repeating: " ", count: 71) + "3/16"))
    #expect(lines.last == "Enter submit (empty leaves it out) · Esc back · Ctrl-C quit")
    _ = form.handle(.control("u"))
    type("4", into: &form)
    _ = form.handle(.enter)
    #expect(form.session.answer(at: 2) == number("4"))
    #expect(form.message == nil)
  }

  @Test("Esc goes back with the earlier answer in the editor; Shift-Tab too")
  func back() {
    var form = form(at: "count")
    _ = form.handle(.escape)
    #expect(form.session.currentQuestion == 1)
    #expect(text(form).contains("> AB-1234"))
    _ = form.handle(.shiftTab)
    #expect(text(form).contains("> Bench"))
    _ = form.handle(.shiftTab)
    #expect(form.notice == "This is the first question.")
  }

  @Test("secure input is masked on screen")
  func masked() {
    var form = form(at: "pin")
    type("9876", into: &form)
    let lines = text(form)
    #expect(lines.contains("> ••••"))
    #expect(!lines.joined().contains("9876"))
  }

  @Test("a picker: arrows and Enter, digits jump, letters filter")
  func picker() {
    var form = form(at: "colour")
    #expect(text(form).contains("› 2. Green"))
    _ = form.handle(.down)
    #expect(text(form).contains("› 3. Blue"))
    _ = form.handle(.character("1"))
    #expect(text(form).contains("› 1. Red"))
    type("bl", into: &form)
    #expect(text(form).contains("Filter: bl"))
    #expect(text(form).filter { $0.contains(". ") }.count == 1)
    _ = form.handle(.enter)
    #expect(form.session.answer(at: 9) == .option(.string("blue")))
  }

  @Test("an optional picker without a default offers (leave out), highlighted first")
  func leaveOut() {
    var form = form(at: "size")
    #expect(text(form).contains("› (leave out)"))
    _ = form.handle(.enter)
    #expect(form.session.answer(at: 10) == nil)
    #expect(form.session.isAnswered(10))
  }

  @Test("a multiple picker: Space ticks, Enter takes the ticked options in option order")
  func multiple() {
    var form = form(at: "extras")
    #expect(text(form).contains("› [✓] 1. Case"))
    _ = form.handle(.character(" "))
    _ = form.handle(.end)
    _ = form.handle(.character(" "))
    _ = form.handle(.up)
    _ = form.handle(.character(" "))
    #expect(text(form).contains("› [✓] 2. Charger"))
    #expect(text(form).contains("  [ ] 1. Case"))
    _ = form.handle(.enter)
    #expect(form.session.answer(at: 11) == .options([.string("Charger"), .string("Cable")]))
  }

  @Test("a switch answers y or n; a slider and a stepper step with the arrows and clamp")
  func switchAndSlider() {
    var form = form(at: "wifi")
    #expect(text(form).contains("› [──●] On"))
    _ = form.handle(.character("n"))
    #expect(form.session.answer(at: 12) == .bool(false))
    #expect(text(form).contains("> 5"))
    _ = form.handle(.right)
    #expect(text(form).contains("> 7.5"))
    for _ in 0..<5 { _ = form.handle(.right) }
    #expect(text(form).contains("> 10"))
    _ = form.handle(.left)
    _ = form.handle(.enter)
    #expect(form.session.answer(at: 13)?.json == .number("7.5"))
    #expect(form.session.stage == .question(14))  // the date, the last question
  }

  @Test("the stepper shows its number alone, and moves by its step of 2 within 0…12")
  func stepper() {
    var form = form(at: "copies")
    #expect(text(form).contains("> 4"))
    #expect(!text(form).contains { $0.contains("●") })
    _ = form.handle(.right)
    #expect(text(form).contains("> 6"))
    for _ in 0..<5 { _ = form.handle(.right) }
    #expect(text(form).contains("> 12"))
    _ = form.handle(.left)
    _ = form.handle(.enter)
    #expect(form.session.answer(at: 15)?.json == .number("10"))
    #expect(form.session.stage == .review)
  }

  @Test("a typed stepper value that is not whole is refused in the form's words")
  func stepperTyped() {
    var form = form(at: "copies")
    type("2.5", into: &form)
    _ = form.handle(.enter)
    #expect(form.message == "Enter a whole number from 0 to 12.")
  }

  @Test("a typed slider value off the step is refused with the nearest steps")
  func sliderTyped() {
    var form = form(at: "volume")
    type("6", into: &form)
    _ = form.handle(.enter)
    #expect(form.message == "Choose a value in steps of 2.5 from 0, such as 5 or 7.5.")
  }

  @Test("a text view: Enter is a new line, Ctrl-D finishes, Ctrl-E asks for the editor")
  func textView() {
    var form = form(at: "notes")
    type("one", into: &form)
    _ = form.handle(.enter)
    type("two", into: &form)
    #expect(form.handle(.control("e")) == .openEditor("one\ntwo"))
    form.replaceText("edited\n")
    #expect(text(form).contains("│ edited"))
    #expect(text(form).last == "Enter new line · Ctrl-D finish · Ctrl-E editor · Esc back")
    _ = form.handle(.endOfInput)
    #expect(form.session.answer(at: 8) == .text("edited"))
  }

  @Test(
    "the review: Enter on an answer, or its number, edits it and comes back; a destructive choice confirms; q, y declines"
  )
  func review() {
    var form = form(at: "copies")
    _ = form.handle(.enter)
    #expect(form.session.stage == .review)
    let lines = text(form)
    #expect(lines.contains("› Register"))
    #expect(lines.contains("  1. Name: Bench"))
    #expect(lines.contains("  8. PIN: (left out)"))
    for _ in 0..<16 { _ = form.handle(.up) }
    _ = form.handle(.enter)
    #expect(form.session.stage == .question(0))
    type("!", into: &form)
    _ = form.handle(.enter)
    #expect(form.session.stage == .review)
    #expect(form.session.answer(at: 0) == .text("Bench!"))
    #expect(text(form).contains("› 1. Name: Bench!"))
    // A digit edits that answer, as a number does in line mode: it never takes a final choice.
    _ = form.handle(.character("2"))
    #expect(form.session.stage == .question(1))
    _ = form.handle(.escape)
    #expect(form.session.stage == .review)
    #expect(text(form).contains("› 2. Serial: AB-1234"))
    _ = form.handle(.end)
    _ = form.handle(.up)
    _ = form.handle(.enter)
    #expect(form.session.stage == .confirm(1))
    #expect(text(form).contains("Wipe the device?"))
    #expect(text(form).contains("Everything on it is erased."))
    _ = form.handle(.escape)
    #expect(form.session.stage == .review)
    #expect(form.handle(.character("q")) == .none)
    #expect(form.handle(.character("y")) == .finished)
    #expect(form.session.stage == .finished(.cancelled(.declined)))
  }

  @Test("Ctrl-C interrupts from anywhere")
  func interrupt() {
    var form = form(at: "colour")
    #expect(form.handle(.interrupt) == .interrupted)
  }

  @Test("every line fits a narrow terminal, and a short one keeps the question and highlight")
  func narrow() {
    let form = form(at: "colour")
    for width in [10, 20, 40] {
      let lines = form.screen(width: width, height: 24, style: .plain).lines
      #expect(lines.allSatisfy { TerminalText.displayWidth($0) <= width }, "\(lines)")
    }
    let short = form.screen(width: 30, height: 6, style: .plain).lines
    #expect(short.count <= 6)
    #expect(short.contains("› 2. Green"))
  }

  @Test("colour only when the style is enabled")
  func colour() {
    let form = form(at: "count")
    #expect(!text(form).joined().contains("\u{1B}"))
    #expect(
      form.screen(width: 80, height: 24, style: TerminalStyle(enabled: true)).lines.joined().contains("\u{1B}[1m"))
  }

  @Test("spec text is escaped on screen")
  func escaping() {
    let plan = fillPlan(
      yaml: "tablegen: 1\ntitle: \"Evil\\e[2J\"\ncells:\n  - {type: input, id: a, label: \"A\\u202Eb\"}\n")
    let lines = InteractiveForm(session: FormSession(plan: plan)).screen(width: 80, height: 24, style: .plain).lines
    #expect(lines[0] == "Evil\\x1b[2J")
    #expect(lines.contains { $0.hasPrefix("A\\u{202e}b") })
  }

  @Test("at 80x24 a long review keeps every final choice on screen; a question shows its own section's footer")
  func controlsSample() {
    let plan = fillPlan(file: "Samples/controls.yaml")
    var session = FormSession(plan: plan)
    for line in ["Sam", "sam@example.com", "", "", "", "", "", "", "", "", "", "", ".", ".", "", "", "", ""] {
      #expect(session.submit(line: line) == [], "at \(String(describing: session.currentQuestion))")
    }
    let review = InteractiveForm(session: session).screen(width: 80, height: 24, style: .plain).lines
    #expect(review.count == 24)
    #expect(review.contains("› Place Order"))
    #expect(review.contains("  Clear Form"))
    #expect(review.contains("  Cancel"))

    var atCake = FormSession(plan: plan)
    for line in ["Sam", "sam@example.com", "", "", "", ""] { atCake.submit(line: line) }
    let cake = InteractiveForm(session: atCake).screen(width: 80, height: 24, style: .plain).lines
    #expect(cake.contains("Your Order"))
    #expect(!cake.contains { $0.contains("We only use these details") })
    // The footer shows once, under the section's last question, not under each.
    let footer = "We only use these details to tell you about this order."
    let contact = InteractiveForm(session: FormSession(plan: plan)).screen(width: 80, height: 24, style: .plain).lines
    #expect(!contact.contains(footer))
    var atPassword = FormSession(plan: plan)
    for line in ["Sam", "sam@example.com", "", "", ""] { atPassword.submit(line: line) }
    let password = InteractiveForm(session: atPassword).screen(width: 80, height: 24, style: .plain).lines
    #expect(password.contains(footer))
  }
}
