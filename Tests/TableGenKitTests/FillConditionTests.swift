import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenSpec

/// fill honouring conditions, checks and computed defaults, in the session both modes share.
@Suite("fill: conditions")
struct FillConditionTests {
  static let networkYAML = """
    tablegen: 1
    sections:
      - header: Network
        cells:
          - {type: input, id: name, label: Name}
          - {type: switch, id: proxy, label: Use a proxy}
          - {type: input, id: host, label: Proxy host, required: true}
          - {type: input, id: port, label: Proxy port, keyboard: number, default: 8080}
          - {type: switch, id: auth, label: Authenticate}
          - {type: input, id: user, label: User}
          - type: picker
            id: mode
            label: Mode
            default: socks
            options: [{label: Direct, value: direct}, {label: HTTP, value: http}, {label: SOCKS, value: socks}]
      - header: Advanced
        cells:
          - {type: input, id: timeout, label: Timeout, keyboard: number}
    """
  static let network = Dynamics(
    visibleIf: ["host": "{proxy}", "port": "{proxy}", "auth": "{proxy}"],
    enableIf: ["port": "{host} != 'fixed.example'"],
    requiredIf: ["user": "{auth}"],
    optionVisibleIf: ["mode": ["http": "{proxy}", "socks": "{proxy}"]],
    sectionVisibleIf: [1: "not ({name} == 'basic')"])
  let plan = dynamicPlan(networkYAML, network)

  func index(_ id: String) -> Int { plan.questionIndex(id: id) ?? -1 }

  func ids(_ questions: [Int]) -> [String] { questions.map { plan.questions[$0].field.id } }

  @Test("a hidden field is not asked, not listed at the review and left out of the answers")
  func hidden() {
    var session = FormSession(plan: plan)
    session.submit(line: "")  // name
    session.submit(line: "n")  // proxy off
    // host, port and auth are hidden; user is optional, since auth reads as null.
    #expect(session.stage == .question(index("user")))
    session.submit(line: "")
    session.submit(line: "1")  // mode: only Direct is offered
    session.submit(line: "")  // timeout
    #expect(session.stage == .review)
    #expect(ids(session.visibleQuestions) == ["name", "proxy", "user", "mode", "timeout"])
    #expect(session.result(action: nil).json == .object([("proxy", .bool(false)), ("mode", .string("direct"))]))
  }

  @Test("switching the proxy on makes its fields appear next; a disabled one shows its default, not asked")
  func shown() {
    var session = FormSession(plan: plan)
    session.submit(line: "")
    session.submit(line: "y")
    #expect(session.stage == .question(index("host")))
    #expect(session.submit(line: "") == ["Enter a value; this field is required."])
    session.submit(line: "fixed.example")
    // port is disabled by its enableIf: not asked, its default stays.
    #expect(session.stage == .question(index("auth")))
    #expect(session.disabledBefore(index("auth")) == [index("port")])
    #expect(!session.isEnabled(index("port")) && session.isVisible(index("port")))
    session.submit(line: "y")
    // requiredIf: the user is required while auth is on.
    #expect(session.submit(line: "") == ["Enter a value; this field is required."])
    session.submit(line: "ann")
    #expect(session.submit(line: "1") == [])  // mode: Direct, HTTP, SOCKS all offered
    session.submit(line: "")
    #expect(
      session.result(action: nil).json
        == .object([
          ("proxy", .bool(true)), ("host", .string("fixed.example")), ("port", .number("8080")), ("auth", .bool(true)),
          ("user", .string("ann")), ("mode", .string("direct")),
        ]))
  }

  @Test("going back and changing an answer re-decides what follows; hidden answers are kept but left out")
  func backAndChange() {
    var session = FormSession(plan: plan)
    session.submit(line: "")
    session.submit(line: "y")
    session.submit(line: "proxy.example")
    session.submit(line: "3128")
    session.submit(line: "n")
    session.submit(line: "")
    session.submit(line: "3")  // SOCKS
    // Back from mode to proxy: user, auth, port, host, proxy.
    for _ in 0..<6 { session.back() }
    #expect(session.stage == .question(index("proxy")))
    session.submit(line: "n")
    #expect(session.stage == .question(index("user")))
    session.submit(line: "")
    // SOCKS is hidden now: the earlier answer is unset, and only Direct is offered.
    #expect(session.defaultAnswer(for: index("mode")) == nil)
    guard case .picker(let picker) = session.field(at: index("mode")).cell else { return }
    #expect(picker.options.map(\.label) == ["Direct"])
    #expect(session.submit(line: "socks") != [])
    session.submit(line: "1")
    session.submit(line: "")
    #expect(session.stage == .review)
    #expect(session.result(action: nil).json == .object([("proxy", .bool(false)), ("mode", .string("direct"))]))
    // Shown again, the hidden answers come back as they were.
    session.edit(index("proxy"))
    session.submit(line: "y")
    #expect(session.answer(at: index("host")) == .text("proxy.example"))
  }

  @Test("an edit from the review asks what it newly shows or requires, then returns to the review")
  func editFromReview() {
    var session = FormSession(plan: plan)
    for line in ["", "y", "proxy.example", "", "n", "", "2", ""] { session.submit(line: line) }
    #expect(session.stage == .review)
    // Turning auth on makes user required: it was left out, so it is asked.
    let editable = session.edit(index("auth"))
    #expect(editable)
    session.submit(line: "y")
    #expect(session.stage == .question(index("user")))
    session.submit(line: "ann")
    #expect(session.stage == .review)
    // Turning the proxy off hides HTTP: mode is asked again; nothing else is.
    session.edit(index("proxy"))
    session.submit(line: "n")
    #expect(session.stage == .question(index("mode")))
    session.submit(line: "1")
    #expect(session.stage == .review)
    // A disabled field cannot be edited.
    session.edit(index("proxy"))
    session.submit(line: "y")
    session.edit(index("host"))
    session.submit(line: "fixed.example")
    #expect(session.stage == .review)
    let disabledEditable = session.edit(index("port"))
    #expect(disabledEditable == false)
  }

  @Test("a hidden section hides its fields")
  func hiddenSection() {
    var session = FormSession(plan: plan)
    session.submit(line: "basic")
    session.submit(line: "n")
    session.submit(line: "")
    session.submit(line: "1")
    #expect(session.stage == .review)
    #expect(!ids(session.visibleQuestions).contains("timeout"))
  }

  @Test("the line form numbers only the options offered and lists only visible answers")
  func lineForm() {
    var form = LineForm(session: FormSession(plan: plan))
    var output = form.start()
    for line in ["", "n", ""] { output += form.handle(line) }
    #expect(
      output.hasSuffix(
        """
        Question 4 of 5: Mode
        Choose one option.
          1. Direct
        Enter a number from 1 to 1.
        Enter alone leaves it out.
        > 
        """))
    output = form.handle("1") + form.handle("")
    #expect(
      output == """
        == Advanced ==
        Question 5 of 5: Timeout
        A whole number.
        Enter alone leaves it out.
        > Review your answers:
          1. Name: (left out)
          2. Use a proxy: Off
          3. User: (left out)
          4. Mode: Direct
          5. Timeout: (left out)
        Finish with:
          a. Submit
          b. Cancel
        Enter a letter from a to b to finish, or an answer's number to change it.
        > 
        """)
    output = form.handle(":edit 2") + form.handle("y") + form.handle("fixed.example")
    #expect(
      output.hasSuffix(
        """
        Proxy port: 8080 (disabled)
        Question 4 of 7: Authenticate
        Enter y for on or n for off [y/N].
        > 
        """))
  }
}

/// Text and buttons that conditions hide, read from the spec's own keys.
@Suite("fill: hidden text and buttons")
struct FillHiddenTextTests {
  static let yaml = """
    tablegen: 1
    sections:
      - cells:
          - {type: switch, id: pro, label: Pro}
          - {type: note, id: proNote, text: Pro adds a team., visibleIf: "{pro}"}
      - header: Team
        visibleIf: "{pro}"
        cells:
          - {type: input, id: team, label: Team name}
      - header: Contact
        cells:
          - {type: input, id: email, label: Email}
          - {type: button, id: upgrade, title: Upgrade, visibleIf: "{pro}"}
          - {type: button, id: save, title: Save}
    """
  let plan = fillPlan(yaml: yaml)

  @Test("a hidden note and a hidden section's header are not shown; a hidden button is not offered")
  func hiddenTextAndButton() {
    var form = LineForm(session: FormSession(plan: plan))
    var output = form.start()
    output += form.handle("n") + form.handle("") + form.handle("b")
    #expect(!output.contains("Pro adds a team.") && !output.contains("== Team =="))
    #expect(output.contains("== Contact ==\nQuestion 2 of 2: Email"))
    #expect(output.contains("Finish with:\n  a. Save\n  b. Cancel\n"))
    #expect(form.outcome == .cancelled(.cancelChoice(title: "Cancel")))

    var shown = LineForm(session: FormSession(plan: plan))
    output = shown.start() + shown.handle("y")
    #expect(
      output.hasSuffix("Pro adds a team.\n== Team ==\nQuestion 2 of 3: Team name\nEnter alone leaves it out.\n> "))
    output = shown.handle("") + shown.handle("") + shown.handle("a")
    #expect(output.contains("Finish with:\n  a. Upgrade\n  b. Save\n  c. Cancel\n"))
    #expect(shown.outcome == .submitted(FormResult(answers: [("pro", .bool(true))], action: "upgrade")))
  }

  @Test("--no-input refuses an $action whose button is hidden, and picks the first offered default button")
  func unattendedButton() {
    let file = SourceFile(path: "a.yaml", bytes: Array("pro: false\n$action: upgrade\n".utf8), format: .yaml)
    let (outcome, diagnostics) = UnattendedFill.run(
      plan: plan, prefill: Prefill.load(file, plan: plan), specPath: "spec.yaml")
    #expect(outcome == nil)
    #expect(diagnostics.map(\.code) == [.invalidValue])
    #expect(diagnostics.first?.range?.start.line == 2)
    let (plain, _) = UnattendedFill.run(plan: plan, prefill: nil, specPath: "spec.yaml")
    #expect(plain == .submitted(FormResult(answers: [("pro", .bool(false))], action: "save")))
  }
}

/// The full-screen form with conditions: progress, disabled rows, the review.
@Suite("fill: conditions on the full screen")
struct FillConditionScreenTests {
  let plan = fillPlan(file: "Samples/network-settings.yaml")

  func lines(_ form: InteractiveForm) -> [String] {
    form.screen(width: 80, height: 30, style: .plain).lines
  }

  @Test("the proxy's fields appear after its switch is on; the review lists visible answers; an edit re-decides")
  func proxy() {
    var form = InteractiveForm(session: FormSession(plan: plan))
    _ = form.handle(.character("n"))  // cellular off: streaming is disabled
    #expect(lines(form).contains("Stream on Cellular: Off (disabled)"))
    #expect(lines(form).contains("Use a Proxy" + String(repeating: " ", count: 66) + "2/3"))
    _ = form.handle(.character("y"))
    #expect(lines(form).contains("Server *" + String(repeating: " ", count: 69) + "3/7"))
    for character in "proxy.example.com" { _ = form.handle(.character(character)) }
    for key: Key in [.enter, .enter, .character("n"), .enter, .enter] { _ = form.handle(key) }
    #expect(form.session.stage == .review)
    let review = lines(form)
    #expect(review.contains("  2. Stream on Cellular: Off (disabled)"))
    #expect(review.contains("  4. Server: proxy.example.com"))
    #expect(!review.contains { $0.contains("User Name") })
    // Up to 'Use a Proxy' (row 3 of 9), turn it off: the review comes back without the proxy's fields.
    _ = form.handle(.home)
    for _ in 0..<2 { _ = form.handle(.down) }
    _ = form.handle(.enter)
    _ = form.handle(.character("n"))
    #expect(form.session.stage == .review)
    #expect(
      lines(form).filter { $0.hasPrefix("  ") || $0.hasPrefix("› ") }.prefix(4) == [
        "  1. Use Cellular Data: Off", "  2. Stream on Cellular: Off (disabled)", "› 3. Use a Proxy: Off",
        "  4. DNS: Automatic",
      ])
    // A disabled row cannot be edited.
    _ = form.handle(.up)
    _ = form.handle(.enter)
    #expect(form.message == "Stream on Cellular is disabled; it cannot be changed")
  }
}

/// Disabled rows are spec text like any other: escaped on both screens.
@Suite("fill: disabled rows are escaped")
struct FillDisabledEscapeTests {
  @Test("a disabled field's label and answer show control characters escaped, on one line")
  func escaped() {
    let plan = fillPlan(
      yaml: #"""
        tablegen: 1
        cells:
          - {type: switch, id: on, label: On}
          - {type: textView, id: notes, label: "Notes\u001b[2J", default: "a\nb", enableIf: "{on}"}
          - {type: input, id: last, label: Last}
        """#)
    var form = InteractiveForm(session: FormSession(plan: plan))
    _ = form.handle(.character("n"))
    let lines = form.screen(width: 80, height: 24, style: .plain).lines
    #expect(lines.contains("Notes\\x1b[2J: a … (+1 line) (disabled)"))
    var line = LineForm(session: FormSession(plan: plan))
    let output = line.start() + line.handle("n")
    #expect(output.contains("Notes\\x1b[2J: a … (+1 line) (disabled)\nQuestion 2 of 2: Last"))
  }
}

/// The session re-decides only from the changed question onwards; that must
/// always agree with deciding the whole form afresh.
@Suite("fill: re-deciding in part")
struct FillRedecideTests {
  @Test("after every step of a walk with back, edits and changed answers, the decision equals a full one")
  func agreesWithFullPass() {
    let plan = fillPlan(file: "Samples/network-settings.yaml")
    var session = FormSession(plan: plan)
    func agrees() -> Bool {
      let fresh = FormDecision(plan: plan, supplied: session.supplied)
      return fresh.states == session.decision.states && fresh.sectionVisible == session.decision.sectionVisible
        && fresh.isAsked == session.decision.isAsked && fresh.askedCount == session.decision.askedCount
        && fresh.failures.count == session.decision.failures.count
    }
    var steps = 0
    let script: [(inout FormSession) -> Void] = [
      { $0.submit(line: "n") }, { $0.submit(line: "y") }, { $0.submit(line: "proxy.example.com") },
      { $0.submit(line: "") }, { $0.submit(line: "y") }, { $0.submit(line: "ann") }, { $0.submit(line: "secret12") },
      { $0.submit(line: "") }, { $0.submit(line: "3") }, { _ = $0.back() }, { _ = $0.back() }, { _ = $0.back() },
      { $0.submit(line: "n") }, { $0.submit(line: "") }, { $0.submit(line: "") }, { $0.edit(0) },
      { $0.submit(line: "y") }, { $0.submit(line: "y") }, { $0.edit(2) }, { $0.submit(line: "n") },
      { $0.submit(line: "1") },
    ]
    for step in script {
      step(&session)
      steps += 1
      #expect(agrees(), "differs after step \(steps), at \(session.stage)")
    }
    #expect(session.stage == .review)
  }
}
