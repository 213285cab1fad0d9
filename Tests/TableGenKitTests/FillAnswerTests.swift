import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// Typed text to typed answers, per cell type and keyboard, with the exact problems.
@Suite("fill: answer parsing")
struct FillAnswerTests {
  let plan = everyFieldPlan

  @Test("text on the default keyboard is kept as typed, length checked as validate checks it")
  func defaultKeyboard() {
    #expect(parsed(" Bench 4 ", plan.field("name")) == .success(.text(" Bench 4 ")))
    #expect(
      parsed("abcdefghijklmnopqrstu", plan.field("name"))
        == .failure(AnswerProblems(["Use at most 20 characters."])))
  }

  @Test("the number keyboard takes whole numbers in range and stores a number")
  func numberKeyboard() {
    let field = plan.field("count")
    #expect(parsed("7", field) == .success(number("7")))
    #expect(parsed(" 007 ", field).map(\.json) == .success(.number("7")))
    #expect(parsed("abc", field) == .failure(AnswerProblems(["Enter a whole number from 1 to 10."])))
    #expect(parsed("1e3", field) == .failure(AnswerProblems(["Enter a whole number from 1 to 10."])))
    #expect(parsed("0x10", field) == .failure(AnswerProblems(["Enter a whole number from 1 to 10."])))
    #expect(
      parsed("2.5", field) == .failure(AnswerProblems(["Enter a whole number from 1 to 10."]))
    )
    #expect(parsed("11", field) == .failure(AnswerProblems(["Enter a whole number from 1 to 10."])))
    #expect(parsed("0", field) == .failure(AnswerProblems(["Enter a whole number from 1 to 10."])))
  }

  @Test("the decimal keyboard takes fractions and writes them as JSON numbers")
  func decimalKeyboard() {
    let field = plan.field("weight")
    #expect(parsed("1.50", field).map(\.json) == .success(.number("1.5")))
    #expect(parsed(".5", field).map(\.json) == .success(.number("0.5")))
    #expect(parsed("2", field).map(\.json) == .success(.number("2")))
    #expect(parsed("0.4", field) == .failure(AnswerProblems(["Enter a number from 0.5 to 5."])))
    #expect(parsed("1,5", field) == .failure(AnswerProblems(["Enter a number from 0.5 to 5."])))
  }

  @Test("email, url, phone and ascii keyboards are enforced")
  func textKeyboards() {
    #expect(parsed("alice@example.com", plan.field("contact")) == .success(.text("alice@example.com")))
    for bad in ["alice", "alice@example", "a b@example.com", "@example.com", "alice@example..com", "a@b@c.com"] {
      #expect(
        parsed(bad, plan.field("contact"))
          == .failure(AnswerProblems(["Enter an email address, such as name@example.com."])))
    }
    #expect(parsed("https://example.com/x", plan.field("site")) == .success(.text("https://example.com/x")))
    #expect(parsed("mailto:a@b.co", plan.field("site")) == .success(.text("mailto:a@b.co")))
    for bad in ["example.com", "https://", "1http://x", "https://a b"] {
      #expect(
        parsed(bad, plan.field("site"))
          == .failure(AnswerProblems(["Enter a web address with its scheme, such as https://example.com."])))
    }
    #expect(parsed("+44 (20) 7946-0000", plan.field("phone")) == .success(.text("+44 (20) 7946-0000")))
    #expect(
      parsed("call me", plan.field("phone"))
        == .failure(AnswerProblems(["Enter a phone number, using digits, spaces and + - ( ) only."])))
    #expect(
      parsed("ÄB-1234", plan.field("serial"))
        == .failure(
          AnswerProblems([
            "Use only ASCII characters: letters without accents, digits and common symbols.",
            "Use the format this field expects, the pattern '[A-Z]{2}-[0-9]{4}'.",
          ])))
  }

  @Test("a pattern is matched against the whole value")
  func pattern() {
    #expect(parsed("XY-9876", plan.field("serial")) == .success(.text("XY-9876")))
    #expect(
      parsed("XY-98765", plan.field("serial"))
        == .failure(AnswerProblems(["Use the format this field expects, the pattern '[A-Z]{2}-[0-9]{4}'."])))
  }

  @Test("a secure field's problems never quote what was typed")
  func secureMasking() {
    #expect(
      parsed("abc", plan.field("pin"))
        == .failure(AnswerProblems(["Use at least 4 characters."])))
  }

  @Test("a text view keeps line breaks and enforces maxLength")
  func textView() {
    #expect(parsed("one\ntwo", plan.field("notes")) == .success(.text("one\ntwo")))
    let long = String(repeating: "x", count: 31)
    #expect(
      parsed(long, plan.field("notes"))
        == .failure(AnswerProblems(["Use at most 30 characters; this text has 31."])))
  }

  @Test("a picker takes a position, a value or a label")
  func picker() {
    let colour = plan.field("colour")
    #expect(parsed("3", colour) == .success(.option(.string("blue"))))
    #expect(parsed("green", colour) == .success(.option(.string("green"))))
    #expect(parsed("Red", colour) == .success(.option(.string("red"))))
    #expect(parsed("RED", colour) == .success(.option(.string("red"))))
    #expect(
      parsed("4", colour)
        == .failure(AnswerProblems(["There is no option '4'. Enter a number from 1 to 3, or an option's name."])))
    #expect(
      parsed("purple", colour)
        == .failure(AnswerProblems(["There is no option 'purple'. Enter a number from 1 to 3, or an option's name."])))
  }

  @Test("options that are numbers are not numbered: a number is the option itself, never a position")
  func numericOptions() {
    let size = plan.field("size")
    #expect(parsed("4", size) == .success(.option(.number(Number(4)))))
    #expect(parsed("12", size) == .success(.option(.number(Number(12)))))
    #expect(parsed("12", size).map(\.json) == .success(.number("12")))
    #expect(
      parsed("2", size) == .failure(AnswerProblems(["There is no option '2'. Enter one of the options as listed."])))
  }

  @Test("a multiple picker takes a list, in option order, or 0 for none")
  func multiplePicker() {
    let extras = plan.field("extras")
    #expect(parsed("3, 1", extras) == .success(.options([.string("Case"), .string("Cable")])))
    #expect(parsed("1 3", extras) == .success(.options([.string("Case"), .string("Cable")])))
    #expect(parsed("Charger,1,1", extras) == .success(.options([.string("Case"), .string("Charger")])))
    #expect(parsed("0", extras) == .success(.options([])))
    #expect(
      parsed("1, 9", extras)
        == .failure(AnswerProblems(["There is no option '9'. Enter a number from 1 to 3, or an option's name."])))
    #expect(parsed("1, 2", extras).map(\.json) == .success(.array([.string("Case"), .string("Charger")])))
  }

  @Test("a multiple picker with an option named 0: '0' chooses it, and its prompt offers no '0 for none'")
  func multiplePickerWithZero() {
    let yaml = """
      tablegen: 1
      cells:
        - {type: picker, id: minutes, label: Minutes, multiple: true, options: [0, 5, 10]}
      """
    let plan = fillPlan(yaml: yaml)
    let minutes = plan.field("minutes")
    #expect(parsed("0", minutes) == .success(.options([.number(Number(0))])))
    #expect(parsed("0, 10", minutes) == .success(.options([.number(Number(0)), .number(Number(10))])))
    var form = LineForm(session: FormSession(plan: plan))
    let prompt = form.start()
    #expect(prompt.contains("Enter the options you choose, separated by commas.\n"), "\(prompt)")
    #expect(!prompt.contains("0 for none"))
  }

  @Test("a switch takes y/n, yes/no, true/false in any case")
  func toggle() {
    let wifi = plan.field("wifi")
    for yes in ["y", "Yes", "TRUE", "on"] { #expect(parsed(yes, wifi) == .success(.bool(true))) }
    for no in ["n", "NO", "false", "off"] { #expect(parsed(no, wifi) == .success(.bool(false))) }
    #expect(parsed("maybe", wifi) == .failure(AnswerProblems(["Enter y for on or n for off."])))
  }

  @Test("a slider takes a number in range and on a step")
  func slider() {
    let volume = plan.field("volume")
    #expect(parsed("7.5", volume).map(\.json) == .success(.number("7.5")))
    #expect(parsed("10", volume).map(\.json) == .success(.number("10")))
    #expect(
      parsed("7", volume) == .failure(AnswerProblems(["Choose a value in steps of 2.5 from 0, such as 5 or 7.5."]))
    )
    #expect(parsed("11", volume) == .failure(AnswerProblems(["Enter a number from 0 to 10."])))
    #expect(parsed("-1", volume) == .failure(AnswerProblems(["Enter a number from 0 to 10."])))
    #expect(parsed("loud", volume) == .failure(AnswerProblems(["Enter a number from 0 to 10."])))
  }

  @Test("fill and validate judge an input default alike: the same messages from InputRules")
  func agreesWithValidate() {
    let loaded = loadSpec(
      "tablegen: 1\ncells:\n  - {type: input, id: code, pattern: '[A-Z]+', maxLength: 3, default: abcd}\n")
    // Reports are sorted by message at one position; the problems themselves are the same two.
    let messages = loaded.diagnostics.filter { $0.code == .invalidDefault }.map(\.message)
    #expect(
      messages == [
        "the default 'abcd' does not match the pattern",
        "the default 'abcd' is longer than 3 characters, the maxLength",
      ])
    let field = FormField(
      .input(
        InputCell(
          common: CellCommon(id: "code", origin: Origin(range: SourceRange(at: .start), pointer: .root)),
          pattern: "[A-Z]+", maxLength: 3)))!
    #expect(
      AnswerParser.problems(with: .text("abcd"), for: field)
        == ["'abcd' is longer than 3 characters, the maxLength", "'abcd' does not match the pattern"])
    // The person typing reads the same two problems in their own words.
    #expect(
      parsed("abcd", field)
        == .failure(
          AnswerProblems(["Use at most 3 characters.", "Use the format this field expects, the pattern '[A-Z]+'."])))
  }

  @Test("the plan asks answerable cells in order and shows the rest")
  func planOrder() {
    #expect(
      plan.questions.map(\.field.id) == [
        "name", "serial", "count", "weight", "contact", "site", "phone", "pin", "notes", "colour", "size", "extras",
        "wifi", "volume", "delivered", "copies",
      ])
    #expect(plan.questions[0].lead == [.header("Device"), .note("Fill this in at the bench.")])
    #expect(plan.questions[8].lead == [.footer("The serial is on the back."), .header("Setup")])
    #expect(
      plan.closing == [
        .value(title: "Firmware", value: "1.2", detail: nil),
        .link(title: "Manual", target: "https://example.com/manual", detail: nil),
      ])
    #expect(plan.choices.map(\.title) == ["Register", "Wipe Device", "Cancel"])
    #expect(plan.choices.map(\.action) == ["registerDevice", "wipe", "cancel"])
    #expect(plan.choices[1].confirmation?.title == "Wipe the device?")
    #expect(plan.choices[1].confirmation?.message == "Everything on it is erased.")
    #expect(plan.choices.map(\.isBuiltIn) == [false, false, false])
  }

  @Test("a form without buttons ends with a built-in Submit and Cancel; a destructive button always confirms")
  func builtInChoices() {
    let none = fillPlan(yaml: "tablegen: 1\ncells:\n  - {type: switch, id: on}\n")
    #expect(none.choices.map(\.title) == ["Submit", "Cancel"])
    #expect(none.choices.map(\.action) == [nil, nil])
    #expect(none.choices.map(\.isBuiltIn) == [true, true])
    let destructive = fillPlan(
      yaml: "tablegen: 1\ncells:\n  - {type: button, id: reset, title: Reset, style: destructive}\n")
    #expect(destructive.choices.map(\.title) == ["Reset", "Cancel"])
    #expect(destructive.choices[0].confirmation?.title == "Reset?")
    #expect(destructive.unattendedChoice == nil)
  }
}
