import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// The date cell in fill: the full-screen date editor, key by key,
/// and the line mode's prompt.
@Suite("fill: date editor")
struct FillDateEditorTests {
  /// A form asking the one date cell written as `cell`.
  func form(_ cell: String, today: DateValue? = nil) -> InteractiveForm {
    InteractiveForm(session: FormSession(plan: fillPlan(yaml: "tablegen: 1\ncells:\n  - \(cell)\n")), today: today)
  }

  func text(_ form: InteractiveForm, width: Int = 80, height: Int = 24) -> [String] {
    form.screen(width: width, height: height, style: .plain).lines
  }

  func press(_ keys: Key..., into form: inout InteractiveForm) {
    for key in keys { _ = form.handle(key) }
  }

  /// The editor on screen, or nil when the form has moved on.
  func editor(_ form: InteractiveForm) -> DateEditor? {
    if case .date(let editor) = form.editor { return editor }
    return nil
  }

  func shown(_ form: InteractiveForm) -> String? { editor(form)?.shownText().text }

  /// The answer the form submitted for its only question.
  func submitted(_ form: InteractiveForm) -> Answer? {
    guard case .finished(.submitted(let result)) = form.session.stage else { return nil }
    return result.answers.first?.answer
  }

  /// Enter on the date, then Enter on the review's Submit.
  func accept(_ form: inout InteractiveForm) {
    press(.enter, into: &form)
    #expect(form.session.stage == .review)
    press(.enter, into: &form)
  }

  @Test("the screen: the value, the focused part marked under it, the cursor there, the keys in the footer")
  func screen() {
    var form = form("{type: date, id: day, label: Day, default: '2024-02-28', help: When it is due.}")
    let frame = form.screen(width: 80, height: 24, style: .plain)
    #expect(
      frame.lines.prefix(5) == [
        "Day" + String(repeating: " ", count: 74) + "1/1", "When it is due.", "A date (YYYY-MM-DD).", "> 2024-02-28",
        "  ^^^^ year",
      ])
    #expect(frame.cursor == FormScreen.Position(row: 3, column: 2))
    #expect(
      frame.lines.suffix(2) == [
        "←→ or Tab part · ↑↓ change · type digits · Enter accept",
        "Backspace empty (Enter then leaves it out) · Esc back",
      ])
    press(.right, .right, into: &form)
    let moved = form.screen(width: 80, height: 24, style: .plain)
    #expect(moved.lines[4] == "          ^^ day")
    #expect(moved.cursor == FormScreen.Position(row: 3, column: 10))
  }

  @Test("↑ ↓ step the focused part: the day wraps within its month, Feb 29 only in a leap year")
  func stepsAndFebruary29() {
    var form = form("{type: date, id: day, label: Day, default: '2024-02-28'}")
    press(.right, .right, .up, into: &form)
    #expect(shown(form) == "2024-02-29")
    press(.up, into: &form)
    #expect(shown(form) == "2024-02-01", "the day wraps within February and does not carry into March")
    press(.down, into: &form)
    #expect(shown(form) == "2024-02-29")
    press(.left, .left, .up, into: &form)
    #expect(shown(form) == "2025-02-28", "2025 has no Feb 29: the day is kept within the month")
    press(.right, .down, into: &form)
    #expect(shown(form) == "2025-01-28")
    press(.down, into: &form)
    #expect(shown(form) == "2025-12-28", "the month wraps without changing the year")
    accept(&form)
    #expect(submitted(form) == .text("2025-12-28"))
  }

  @Test("← stays on the first part, → on the last; Tab goes round")
  func moving() {
    var form = form("{type: date, id: at, label: At, mode: time, default: '09:45'}")
    press(.left, into: &form)
    #expect(editor(form)?.focusedPart == .hour)
    press(.right, .right, into: &form)
    #expect(editor(form)?.focusedPart == .minute)
    press(.tab, into: &form)
    #expect(editor(form)?.focusedPart == .hour)
  }

  @Test("the minute steps by minuteInterval and wraps within the hour; a typed minute goes down to the interval")
  func minuteInterval() {
    var form = form("{type: date, id: at, label: At, mode: time, minuteInterval: 15, default: '09:45'}")
    #expect(text(form).contains("A time (HH:MM), in 15-minute steps."))
    press(.right, .up, into: &form)
    #expect(shown(form) == "09:00", "the minute wraps within the hour and does not carry into the hour")
    press(.down, .down, into: &form)
    #expect(shown(form) == "09:30")
    press(.character("3"), into: &form)
    #expect(shown(form) == "09:3_")
    press(.character("7"), into: &form)
    #expect(shown(form) == "09:30", "37 is not on a 15-minute step: it goes down to 30")
    press(.left, .character("2"), .character("3"), into: &form)
    #expect(shown(form) == "23:30")
    #expect(editor(form)?.focusedPart == .minute, "the hour typed in full moves the focus to the minute")
    press(.left, .up, into: &form)
    #expect(shown(form) == "00:30", "the hour wraps within the day")
    accept(&form)
    #expect(submitted(form) == .text("00:30"))
  }

  @Test("every change stays within min and max; an empty date starts from min")
  func bounds() {
    var form = form(
      "{type: date, id: when, label: When, mode: dateTime, min: '2026-01-01T09:00', max: '2026-12-31T18:00', "
        + "required: true}")
    #expect(shown(form) == "YYYY-MM-DD hh:mm")
    press(.enter, into: &form)
    #expect(form.session.currentQuestion == 0, "a required date is not left empty")
    #expect(form.message != nil)
    press(.up, into: &form)
    #expect(shown(form) == "2026-01-01 09:00", "the first step shows where an empty date starts: its min")
    press(.down, into: &form)
    #expect(shown(form) == "2026-01-01 09:00", "a year before the min is kept at the min")
    press(.up, into: &form)
    #expect(shown(form) == "2026-12-31 18:00", "a year after the max is kept at the max")
    for digit in "2020" { press(.character(digit), into: &form) }
    #expect(shown(form) == "2026-01-01 09:00")
    #expect(editor(form)?.focusedPart == .month, "a part typed in full moves the focus on")
    accept(&form)
    #expect(submitted(form) == .text("2026-01-01T09:00"))
  }

  @Test("an optional date may stay empty; Backspace empties one with a value; Esc drops typed digits, then goes back")
  func emptyAndBackspace() {
    var form = form("{type: date, id: day, label: Day, default: '2024-02-28'}")
    press(.character("2"), into: &form)
    #expect(shown(form) == "2___-02-28")
    press(.escape, into: &form)
    #expect(shown(form) == "2024-02-28")
    #expect(form.session.currentQuestion == 0)
    press(.backspace, into: &form)
    #expect(shown(form) == "YYYY-MM-DD")
    accept(&form)
    guard case .finished(.submitted(let result)) = form.session.stage else {
      Issue.record("not submitted")
      return
    }
    #expect(result.answers.isEmpty, "the empty optional date is left out")
  }

  @Test("an empty date without bounds starts from the driver's day, on the minute interval")
  func startsToday() {
    var form = form(
      "{type: date, id: at, label: At, mode: dateTime, minuteInterval: 5}",
      today: DateValue(year: 2026, month: 11, day: 24, hour: 14, minute: 38))
    press(.up, into: &form)
    #expect(shown(form) == "2026-11-24 14:35")
    var untimed = self.form("{type: date, id: day, label: Day}")
    press(.up, into: &untimed)
    #expect(shown(untimed) == "2000-01-01", "without a clock the start is fixed, so tests never read one")
  }

  @Test("a pasted ISO date replaces the value; anything else is refused with the shape")
  func paste() {
    var form = form("{type: date, id: day, label: Day}")
    press(.paste("2026-03-04\n"), into: &form)
    #expect(shown(form) == "2026-03-04")
    press(.paste("next week"), into: &form)
    #expect(form.message == "a paste here must be a date (YYYY-MM-DD)")
    #expect(shown(form) == "2026-03-04")
  }

  @Test("a date and time pasted as the screen shows it, with a space, is taken as with a T")
  func pasteAsShown() {
    var form = form("{type: date, id: when, label: When, mode: dateTime}")
    press(.paste("2026-06-15 10:30"), into: &form)
    #expect(form.message == nil)
    #expect(shown(form) == "2026-06-15 10:30")
    press(.paste("2026-06-15  10:30"), into: &form)  // two spaces: not the shown form
    #expect(form.message == "a paste here must be a date and time (YYYY-MM-DDTHH:MM)")
  }

  @Test("bounds off the minute interval: the editor keeps to the steps inside them, which Enter takes")
  func boundsOffTheInterval() {
    var form = form("{type: date, id: t, label: T, mode: time, minuteInterval: 15, min: '09:05', max: '17:50'}")
    press(.up, into: &form)  // an empty time starts at its min, 09:05: not a step
    #expect(shown(form) == "09:15")
    for _ in 0..<12 { press(.up, into: &form) }  // the hour up to the max, 17:50: not a step either
    #expect(shown(form) == "17:45")
    accept(&form)
    #expect(submitted(form) == .text("17:45"))
  }

  @Test("40 columns: the value, the marker and every hint fit")
  func narrow() {
    let form = form("{type: date, id: when, label: When, mode: dateTime, default: '2026-11-24T14:30'}")
    let lines = text(form, width: 40, height: 15)
    #expect(lines.allSatisfy { TerminalText.displayWidth($0) <= 40 })
    #expect(lines.contains("> 2026-11-24 14:30"))
  }

  // MARK: Line mode

  @Test("line mode: the prompt says the shape, the bounds and an example; a wrong answer is refused, a right one taken")
  func lineMode() {
    let yaml = """
      tablegen: 1
      cells:
        - {type: date, id: day, label: Day, min: '2024-01-01', max: '2024-12-31', required: true}
      """
    var form = LineForm(session: FormSession(plan: fillPlan(yaml: yaml)))
    var output = form.start()
    output += form.handle("today")
    output += form.handle("2025-02-29")
    output += form.handle("2024-02-29")
    let question = """
      Question 1 of 1: Day (required)
      A date (YYYY-MM-DD) from 2024-01-01 to 2024-12-31.
      Type it as 2024-01-01.
      > 
      """
    let refused = """
      error: Enter a date as YYYY-MM-DD, such as 2024-01-01, from 2024-01-01 to 2024-12-31.

      """
    // `today` is not read (a date does not depend on the clock); 2025 has no Feb 29; 2024 has.
    let opening = "Answer each question on one line. Type :help for the commands.\n\n"
    #expect(
      output.hasPrefix(
        opening + question + refused + question + refused + question + "Review your answers:\n  1. Day: 2024-02-29\n"))
    #expect(form.session.answer(at: 0) == .text("2024-02-29"))
  }
}
