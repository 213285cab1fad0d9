import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// What a cell means is said once (Sources/TableGenSpec/Meaning/), so validate,
/// fill and the renderers cannot disagree. Each test here is a defect of v1,
/// where they did.
@Suite("The meaning of a cell")
struct MeaningTests {
  /// The diagnostics of `yaml` as `code line:column message`.
  func described(_ yaml: String) -> [String] {
    loadSpec(yaml).diagnostics.map {
      "\($0.code.rawValue) \($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0) \($0.message)"
    }
  }

  // MARK: Defaults are judged as fill judges answers

  @Test("validate refuses the email, phone and URL defaults that fill --no-input refused")
  func keyboardDefaults() {
    let yaml = """
      tablegen: 1
      cells:
        - {type: input, id: email, keyboard: email, default: not valid email}
        - {type: input, id: phone, keyboard: phone, default: 1-800-KICKASS}
        - {type: input, id: sip, keyboard: url, default: sip.linphone.org}
      """
    #expect(
      described(yaml) == [
        "invalid-default 3:56 the default 'not valid email' is not an email address, such as name@example.com",
        "invalid-default 4:56 the default '1-800-KICKASS' is not a phone number: use digits, spaces and + - ( ) .",
        "invalid-default 5:52 the default 'sip.linphone.org' is not a URL with a scheme, such as https://example.com",
      ])
    // And fill, reading the same rules, agrees.
    let spec = loadSpec(yaml).spec!
    let plan = FormPlan(spec)
    let run = UnattendedFill.run(plan: plan, prefill: nil, specPath: "spec.yaml")
    #expect(
      run.diagnostics.map(\.message) == [
        "field 'email': the default 'not valid email' is not an email address, such as name@example.com",
        "field 'phone': the default '1-800-KICKASS' is not a phone number: use digits, spaces and + - ( ) .",
        "field 'sip': the default 'sip.linphone.org' is not a URL with a scheme, such as https://example.com",
      ])
  }

  @Test("render --format json writes an input's default as fill answers it")
  func renderedDefaultIsTheAnswer() throws {
    let loaded = loadSpec(
      """
      tablegen: 1
      cells:
        - {type: input, id: zip, label: ZIP, format: digits, default: 123}
        - {type: input, id: count, label: Count, keyboard: number, default: "007"}
        - {type: input, id: name, label: Name, default: 42}
        - {type: button, id: save, title: Save}
      """)
    let spec = try #require(loaded.spec)
    #expect(!loaded.diagnostics.hasErrors, "\(loaded.diagnostics)")
    let rendered = JSONRenderer().render(spec)
    let defaults = rendered.split(separator: "\n").map { $0.trimmingPrefix(while: \.isWhitespace) }.filter {
      $0.hasPrefix(#""default":"#)
    }
    #expect(defaults == [#""default": "123","#, #""default": 7,"#, #""default": "42","#])
    // The answers fill starts from: the same values, the same types.
    #expect(spec.cells.prefix(3).map(\.defaultAnswer) == [.text("123"), .number(Number(7)), .text("42")])
  }

  @Test("a slider default off its step is refused by validate, as fill refused it")
  func sliderDefaultOffStep() {
    #expect(
      described("tablegen: 1\ncells:\n  - {type: slider, id: v, min: 0, max: 10, step: 2.5, default: 3}\n") == [
        "invalid-default 3:64 the default '3' is not on a step of 2.5 from 0; the nearest are 2.5 and 5"
      ])
  }

  @Test("a multiple picker's default with a value twice is refused by validate, as fill refused it")
  func pickerDefaultTwice() {
    #expect(
      described("tablegen: 1\ncells:\n  - {type: picker, id: p, multiple: true, options: [a, b], default: [a, a]}\n")
        == [
          "invalid-default 3:73 the default 'a' is chosen twice"
        ])
  }

  // MARK: Secure numbers

  @Test("a secure number is masked in the summary, like secure text")
  func secureNumberSummary() {
    let plan = fillPlan(
      yaml: "tablegen: 1\ncells:\n  - {type: input, id: pin, label: PIN, keyboard: number, secure: true}\n")
    #expect(Answer.number(Number(typed: "123")!).summary(for: plan.field("pin")) == FormSymbols.mask)
  }

  @Test("the line-mode review masks a secure number: 3. PIN: ••••••••")
  func secureNumberReview() {
    let yaml = """
      tablegen: 1
      cells:
        - {type: input, id: name, label: Name}
        - {type: input, id: card, label: Card}
        - {type: input, id: pin, label: PIN, keyboard: number, secure: true}
      """
    var form = LineForm(session: FormSession(plan: fillPlan(yaml: yaml)))
    var output = form.start()
    for line in ["Ann", "Visa", "123"] { output += form.handle(line) }
    #expect(output.contains("  1. Name: Ann\n  2. Card: Visa\n  3. PIN: ••••••••\n"))
    #expect(!output.contains("123"))
  }

  @Test("the full-screen review masks a secure number too")
  func secureNumberFullScreen() {
    let yaml = """
      tablegen: 1
      cells:
        - {type: input, id: name, label: Name}
        - {type: input, id: card, label: Card}
        - {type: input, id: pin, label: PIN, keyboard: number, secure: true}
      """
    var session = FormSession(plan: fillPlan(yaml: yaml))
    for line in ["Ann", "Visa", "123"] { #expect(session.submit(line: line) == []) }
    let review = InteractiveForm(session: session).screen(width: 60, height: 20, style: .plain).lines
    #expect(review.contains { $0.hasSuffix("PIN: " + FormSymbols.mask) })
    #expect(!review.contains { $0.contains("123") })
  }

  @Test("a secure number's problems never quote it")
  func secureNumberProblems() {
    let plan = fillPlan(
      yaml: "tablegen: 1\ncells:\n  - {type: input, id: pin, keyboard: number, secure: true, max: 99}\n")
    #expect(parsed("123", plan.field("pin")) == .failure(AnswerProblems(["Enter a whole number of at most 99."])))
    #expect(
      parsed("12x", plan.field("pin"))
        == .failure(AnswerProblems(["Enter a whole number of at most 99."])))
  }

  // MARK: Leading zeros

  @Test("a number keyboard refuses 0123 against a four-digit pattern when typed: it would be stored as 123")
  func numberKeyboardLeadingZeros() {
    let plan = fillPlan(
      yaml: "tablegen: 1\ncells:\n  - {type: input, id: pin, keyboard: number, pattern: \"[0-9]{4}\"}\n")
    #expect(
      parsed("0123", plan.field("pin"))
        == .failure(
          AnswerProblems([
            "Use the format this field expects, the pattern '[0-9]{4}'. A number keeps no leading zeros: 0123 is stored as 123."
          ])))
    #expect(parsed("1234", plan.field("pin")) == .success(number("1234")))
  }

  @Test("format: digits keeps a PIN's digits, on the number pad, and writes them as a string")
  func digitsFormat() throws {
    let spec = try validSpec("tablegen: 1\ncells:\n  - {type: input, id: pin, format: digits, pattern: \"[0-9]{4}\"}\n")
    guard case .input(let input) = spec.sections[0].cells[0] else {
      Issue.record("not an input")
      return
    }
    #expect(input.keyboardLayout == .number)
    #expect(input.valueFormat == .digits)
    let field = try #require(FormField(spec.sections[0].cells[0]))
    #expect(parsed("0123", field) == .success(.text("0123")))
    #expect(
      parsed("12a4", field)
        == .failure(
          AnswerProblems([
            "Use only the digits 0 to 9.",
            "Use the format this field expects, the pattern '[0-9]{4}'.",
          ])))
    let result = FormResult(answers: [("pin", .text("0123"))], action: nil)
    #expect(AnswersWriter.write(result, as: .json) == "{\n  \"pin\": \"0123\"\n}\n")
  }

  @Test("validate tells a v1 author that a number keyboard drops the leading zeros a pattern counts")
  func numberDropsZeros() {
    let yaml = "tablegen: 1\ncells:\n  - {type: input, id: zip, keyboard: number, minLength: 5, maxLength: 5}\n"
    let diagnostics = loadSpec(yaml).diagnostics
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.code == .numberDropsZeros)
    #expect(diagnostics.first?.severity == .warning)
    #expect(diagnostics.first?.range?.start.line == 3)
    #expect(diagnostics.first?.range?.start.column == 57)
    #expect(
      diagnostics.first?.message
        == "'minLength' and 'maxLength' check the answer as text, but the keyboard is 'number', so the answer is a number: leading zeros are dropped (0123 is stored as 123) before the check"
    )
    #expect(
      diagnostics.first?.suggestion
        == "for a PIN, a ZIP code or another string of digits, add 'format: digits' (the number pad stays); for a true number, use min and max instead"
    )
    #expect(
      described("tablegen: 1\ncells:\n  - {type: input, id: zip, keyboard: number, format: digits, minLength: 5}\n")
        .isEmpty)
  }

  // MARK: A form that cannot be submitted

  @Test("a form whose only button cancels can never be submitted: cannot-submit")
  func cannotSubmit() {
    let yaml = """
      tablegen: 1
      cells:
        - {type: input, id: name}
        - {type: button, id: close, title: Close, style: cancel}
      """
    let diagnostics = loadSpec(yaml).diagnostics
    #expect(diagnostics.map(\.code) == [.cannotSubmit])
    #expect(diagnostics.first?.severity == .warning)
    #expect(diagnostics.first?.range?.start.line == 4)
    #expect(diagnostics.first?.range?.start.column == 52)
    #expect(diagnostics.first?.message == "the form can never be submitted: its only button, 'Close', cancels")
    // A default or destructive button submits; a table without fields has nothing to submit.
    #expect(described(yaml + "\n  - {type: button, id: save, title: Save}\n").isEmpty)
    #expect(described("tablegen: 1\ncells:\n  - {type: button, id: close, title: Close, style: cancel}\n").isEmpty)
  }

  @Test("with isComplete false, the checks a missing cell could make false do not run")
  func incompleteTable() throws {
    let spec = try validSpec(
      """
      tablegen: 1
      sections:
        - {id: a, cells: [{type: input, id: name}, {type: button, id: close, title: Close, style: cancel}]}
        - {id: b, cells: [{type: note, text: x}]}
      """)
    // As if section b's only cell had failed to decode.
    var partial = spec
    partial.sections[1].cells = []
    let context = ValidationContext(baseDirectory: ".")
    #expect(Validator().validate(partial, in: context).map(\.code) == [.emptySection, .cannotSubmit])
    #expect(Validator().validate(partial, in: context, isComplete: false).isEmpty)
    partial.sections[0].cells[0].setDefaultForTest("not a number", keyboard: .number)
    #expect(Validator().validate(partial, in: context, isComplete: false).map(\.code) == [.invalidDefault])
  }

  // MARK: Picker option types

  @Test("options written alike with two types are duplicates; mixed types are named")
  func optionTypes() {
    #expect(
      described("tablegen: 1\ncells:\n  - {type: picker, id: p, options: [2, \"2\", 3]}\n") == [
        "duplicate-option 3:40 two options are written '2', one as a number and one as a string"
      ])
    #expect(
      described("tablegen: 1\ncells:\n  - {type: picker, id: p, options: [1, 2, More]}\n") == [
        "mixed-option-types 3:43 the option 'More' is a string, but the first option's value, '1', is a number"
      ])
  }

  @Test("a string default against numeric options says so, instead of 'did you mean '0'?'")
  func defaultOfTheOtherType() {
    let diagnostics = loadSpec("tablegen: 1\ncells:\n  - {type: picker, id: p, options: [0, 1], default: \"0\"}\n")
      .diagnostics
    #expect(diagnostics.map(\.message) == ["the default \"0\" is a string, but the option 0 is a number"])
    #expect(diagnostics.map(\.suggestion) == ["write the default without quotes: 0"])
    let reverse = loadSpec("tablegen: 1\ncells:\n  - {type: picker, id: p, options: [\"0\", \"1\"], default: 1}\n")
      .diagnostics
    #expect(reverse.map(\.message) == ["the default 1 is a number, but the option \"1\" is a string"])
    #expect(reverse.map(\.suggestion) == ["write the default in quotes: \"1\""])
  }

  // MARK: Patterns

  @Test("a pattern's text is compiled once and kept for every thread")
  func patternCache() async {
    let source = "[^@]+@[^@]+(?:#cache-test)?"
    await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<32 {
        group.addTask {
          guard case .success(let pattern) = PatternCache.pattern(source) else { return false }
          return pattern.matches("a@b") && !pattern.matches("a@b@c")
        }
      }
      for await matched in group { #expect(matched) }
    }
    #expect(PatternCache.contains(source))
    #expect(!PatternCache.contains(source + "never asked for"))
  }

  // MARK: Layout and format

  @Test("every v1 keyboard keeps its meaning: the layout of its name and the check v1 made")
  func v1Keyboards() {
    let expected: [(InputCell.Keyboard, InputCell.Layout, InputCell.Format)] = [
      (.default, .default, .text), (.ascii, .ascii, .ascii), (.number, .number, .integer),
      (.decimal, .decimal, .decimal), (.phone, .phone, .phone), (.email, .email, .email), (.url, .url, .url),
    ]
    #expect(expected.count == InputCell.Keyboard.allCases.count)
    for (keyboard, layout, format) in expected {
      let input = InputCell(
        common: CellCommon(origin: loadSpec("tablegen: 1\ncells: []\n").spec!.origin), keyboard: keyboard)
      #expect(input.keyboardLayout == layout, "\(keyboard)")
      #expect(input.valueFormat == format, "\(keyboard)")
    }
  }

  @Test("layout and format each override their half of keyboard")
  func layoutAndFormat() throws {
    let spec = try validSpec(
      """
      tablegen: 1
      cells:
        - {type: input, id: host, keyboard: url, format: text, default: sip.linphone.org}
        - {type: input, id: code, layout: numbersAndPunctuation, default: "A-1"}
        - {type: input, id: tel, keyboard: phone, layout: namePhone}
      """)
    let inputs = spec.sections[0].cells.compactMap { cell -> InputCell? in
      if case .input(let input) = cell { return input }
      return nil
    }
    #expect(inputs.map(\.keyboardLayout) == [.url, .numbersAndPunctuation, .namePhone])
    #expect(inputs.map(\.valueFormat) == [.text, .text, .phone])
    let json = JSONRenderer().render(spec)
    #expect(json.contains("\"keyboard\": \"url\",\n          \"layout\": \"url\",\n          \"format\": \"text\","))
  }
}

extension Cell {
  /// Gives an input a default and a keyboard, for tests that build a partial table.
  fileprivate mutating func setDefaultForTest(_ text: String, keyboard: InputCell.Keyboard) {
    guard case .input(var input) = self else { return }
    input.default = .text(text)
    input.keyboard = keyboard
    self = .input(input)
  }
}
