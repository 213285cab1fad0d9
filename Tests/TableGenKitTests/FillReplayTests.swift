import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenSpec

/// Answers that replay: `--set ID=VALUE` typed by the cell as an
/// answers file's value is, `--ask ID`, and the recorded file with `$spec`.
@Suite("fill: replay")
struct FillReplayTests {
  let plan = everyFieldPlan

  func prefill(_ text: String, format: SourceFormat = .yaml, specDigest: String? = nil) -> Prefill {
    Prefill.load(
      SourceFile(path: "answers.\(format.rawValue)", bytes: Array(text.utf8), format: format), plan: plan,
      specDigest: specDigest)
  }

  func assigned(_ arguments: [String], over base: Prefill = Prefill()) -> (prefill: Prefill, problems: [Diagnostic]) {
    var prefill = base
    let problems = prefill.assign(arguments, plan: plan)
    return (prefill, problems)
  }

  func value(_ prefill: Prefill, _ id: String) -> Prefill.Value? {
    plan.questionIndex(id: id).flatMap { prefill.values[$0] }
  }

  // MARK: --set

  @Test("--set types each value by its cell")
  func typedByTheCell() {
    let (result, problems) = assigned([
      "name=Bench 4", "count=3", "weight=2.5", "pin=0012", "notes=a, b", "colour=blue", "size=12",
      "extras=Cable, Case", "wifi=off", "volume=7.5", "contact=",
    ])
    #expect(problems.isEmpty, "\(describe(problems))")
    #expect(value(result, "name") == .answer(.text("Bench 4")))
    #expect(value(result, "count") == .answer(number("3")))
    #expect(value(result, "weight") == .answer(number("2.5")))
    #expect(value(result, "pin") == .answer(.text("0012")))
    #expect(value(result, "notes") == .answer(.text("a, b")))
    #expect(value(result, "colour") == .answer(.option(.string("blue"))))
    // An option's value, never its position: 12 is the option 12, not the twelfth.
    #expect(value(result, "size") == .answer(.option(.number(Number(12)))))
    #expect(value(result, "extras") == .answer(.options([.string("Cable"), .string("Case")])))
    #expect(value(result, "wifi") == .answer(.bool(false)))
    #expect(value(result, "volume") == .answer(number("7.5")))
    #expect(value(result, "contact") == .leftOut)
    #expect(result.assigned[plan.questionIndex(id: "count")!] == "--set 'count=3'")
  }

  @Test(
    "a switch takes the words line mode takes, in any case",
    arguments: [("on", true), ("YES", true), ("y", true), ("true", true), ("Off", false), ("no", false), ("n", false)])
  func switchWords(_ word: String, _ flag: Bool) {
    let (result, problems) = assigned(["wifi=\(word)"])
    #expect(problems.isEmpty)
    #expect(value(result, "wifi") == .answer(.bool(flag)))
  }

  /// What a value means from --set and from an answers file (as a quoted string) is the same, problems included.
  @Test(
    "a value means the same from --set as quoted in an answers file",
    arguments: [
      ("name", "Bench"), ("name", "this name is longer than twenty"), ("serial", "ab-12"), ("count", "abc"),
      ("count", "11"), ("count", "07"), ("weight", "0.1"), ("contact", "alice"), ("site", "example"),
      ("pin", "12"), ("colour", "purple"), ("colour", "Red"), ("size", "8"), ("size", "5"), ("volume", "6"),
      ("volume", "x"),
    ])
  func sameAsAFile(_ id: String, _ text: String) {
    let file = prefill("\(id): \(AnswersWriter.quoted(text))\n")
    let (result, problems) = assigned(["\(id)=\(text)"])
    if case .invalid? = value(file, id) {
      #expect(problems.map(\.message) == file.diagnostics.map(\.message))
      #expect(problems.allSatisfy { $0.code == .invalidValue && $0.range == nil })
      #expect(value(result, id) == nil, "an invalid --set is no answer")
    } else {
      #expect(problems.isEmpty, "\(describe(problems))")
      #expect(value(result, id) == value(file, id))
    }
  }

  @Test("each problem names its argument, never a secure field's value")
  func problems() {
    let (result, problems) = assigned([
      "count=abc", "pin=12", "nmae=Ann", "name", "wifi=maybe", "count=4", "extras=Case,Lid", "name=",
    ])
    #expect(
      problems.map { "\($0.file ?? "-"): \($0.code.rawValue)" } == [
        "--set 'count=abc': invalid-value",
        "--set 'pin=••••••••': invalid-value",
        "--set 'nmae=••••••••': unknown-key",
        "--set 'name': invalid-value",
        "--set 'wifi=maybe': type-mismatch",
        "--set 'count=4': duplicate-key",
        "--set 'extras=Case,Lid': invalid-value",
        "--set 'name=': invalid-value",
      ])
    #expect(problems.allSatisfy { $0.severity == .error && $0.range == nil })
    #expect(problems[2].suggestion?.hasPrefix("did you mean 'name'?") == true)
    #expect(problems[5].message == "the field 'count' is set twice, first by --set 'count=abc'")
    #expect(problems[0].message == "field 'count' (Count): Enter a whole number from 1 to 10.")
    #expect(problems[1].message == "field 'pin' (PIN): Use at least 4 characters.")
    #expect(
      assigned(["serial=ab-12"]).problems.map(\.message) == [
        "field 'serial' (Serial): Use the format this field expects, the pattern '[A-Z]{2}-[0-9]{4}'."
      ])
    #expect(problems[7].message == "field 'name' (Name): Enter a value; this field is required.")
    #expect(!problems.contains { $0.message.contains("12") || ($0.file ?? "").contains("12") })
    #expect(result.values.isEmpty, "no bad value is taken")
  }

  @Test("an argument with a quote in it is shown as a shell takes it back")
  func shellQuoting() {
    #expect(Prefill.shown(option: "--set", "name=O'Hara") == #"--set 'name=O'\''Hara'"#)
  }

  @Test("--set beats the answers file, whose problem with that field goes with its value")
  func beatsTheFile() {
    let file = prefill("name: Ann\ncount: 11\nwifi: false\n")
    #expect(file.diagnostics.count == 1)
    let (result, problems) = assigned(["count=3", "name=Bo"], over: file)
    #expect(problems.isEmpty)
    #expect(result.diagnostics.isEmpty)
    #expect(value(result, "name") == .answer(.text("Bo")))
    #expect(value(result, "count") == .answer(number("3")))
    #expect(value(result, "wifi") == .answer(.bool(false)))
    let count = plan.questionIndex(id: "count")!
    #expect(result.locations[count] == nil)
    #expect(result.origin(of: count)?.file == "--set 'count=3'")
    #expect(result.origin(of: plan.questionIndex(id: "wifi")!)?.file == "answers.yaml")
  }

  @Test("--ask of a field its conditions hide says that it was not asked, naming the argument")
  func askHidden() {
    let plan = fillPlan(
      yaml: """
        tablegen: 1
        sections:
          - cells:
              - {type: switch, id: proxy, label: Proxy}
              - {type: input, id: host, label: Host, visibleIf: "{proxy}"}
          - visibleIf: "{proxy}"
            cells:
              - {type: input, id: port, label: Port}
        """)
    var replay = Prefill()
    #expect(replay.assign(["proxy=off"], plan: plan).isEmpty)
    #expect(replay.ask(["host", "port"], plan: plan).isEmpty)
    let off = replay.warnings(after: FormResult(answers: [("proxy", .bool(false))], action: nil), plan: plan)
    #expect(
      off.map(\.message) == [
        "field 'host' (Host) is hidden (visibleIf: {proxy}), so it was not asked",
        "field 'port' (Port) is hidden (visibleIf: its section's {proxy}), so it was not asked",
      ])
    #expect(off.map(\.file) == ["--ask 'host'", "--ask 'port'"])
    #expect(off.allSatisfy { $0.code == .droppedAnswer && $0.severity == .warning })
    // Shown after all (the person turned the proxy on), they were asked: nothing to say.
    let on = FormResult(answers: [("proxy", .bool(true)), ("host", .text("h")), ("port", .text("1"))], action: nil)
    #expect(replay.warnings(after: on, plan: plan).isEmpty)
  }

  @Test("$action on a form whose buttons only act in place: the hint does not say the form has no buttons")
  func actionOnSettingsScreen() {
    let settings = fillPlan(
      yaml: """
        tablegen: 1
        cells:
          - {type: switch, id: wifi, label: Wi-Fi}
          - {type: button, id: clear, title: Clear Cache, role: action, action: clear}
        """)
    var replay = Prefill()
    let problems = replay.assign(["$action=clear"], plan: settings)
    #expect(problems.map(\.code) == [.invalidValue])
    #expect(problems.first?.suggestion == "no button that finishes this form has an action; leave '$action' out")
  }

  @Test("--no-input from --set alone: the answers, and a failing check or a dropped answer names the argument")
  func unattendedFromArguments() {
    var replay = Prefill()
    let action = replay.assign(["name=Bench", "size=16", "$action=wipee"], plan: plan)
    #expect(action.map(\.code) == [.invalidValue])
    #expect(action.first?.file == "--set '$action=wipee'")
    #expect(action.first?.suggestion?.hasPrefix("did you mean 'wipe'?") == true)
    let (outcome, diagnostics) = UnattendedFill.run(plan: plan, prefill: replay, specPath: "spec.yaml")
    #expect(diagnostics.isEmpty)
    guard case .submitted(let result)? = outcome else {
      Issue.record("not submitted")
      return
    }
    #expect(result["name"] == .text("Bench"))
    #expect(result["size"] == .option(.number(Number(16))))
    #expect(result.action == "registerDevice")
    // `$action` names the final choice as in an answers file: naming the destructive button confirms it.
    #expect(replay.assign(["$action=wipe"], plan: plan).isEmpty)
    #expect(replay.choiceArgument == "--set '$action=wipe'")
    guard case .submitted(let wiped)? = UnattendedFill.run(plan: plan, prefill: replay, specPath: "s.yaml").outcome
    else {
      Issue.record("not submitted")
      return
    }
    #expect(wiped.action == "wipe")

    let network = fillPlan(file: "Samples/network-settings.yaml")
    var hidden = Prefill()
    #expect(hidden.assign(["proxy=off", "proxyHost=proxy.example.com"], plan: network).isEmpty)
    let dropped = UnattendedFill.run(plan: network, prefill: hidden, specPath: "spec.yaml").diagnostics
    #expect(dropped.map(\.code) == [.droppedAnswer])
    #expect(dropped.first?.file == "--set 'proxyHost=proxy.example.com'")

    let signup = fillPlan(file: "Samples/signup.yaml")
    var mismatch = Prefill()
    #expect(
      mismatch.assign(
        [
          "first=Ann", "last=Lee", "email=a@b.co", "password=secret12", "passwordConfirmation=secret13",
          "terms=yes",
        ], plan: signup
      ).isEmpty)
    let failed = UnattendedFill.run(plan: signup, prefill: mismatch, specPath: "spec.yaml").diagnostics
    #expect(failed.map(\.code) == [.failedCheck])
    #expect(failed.first?.file == "--set 'passwordConfirmation=••••••••'")
  }

  // MARK: --ask

  @Test("--ask walks to a prefilled field, offering its value; the others stay skipped")
  func ask() {
    var replay = prefill("name: Ann\ncount: 4\n")
    #expect(replay.ask(["count"], plan: plan).isEmpty)
    let unknown = replay.ask(["cuont"], plan: plan)
    #expect(unknown.map(\.code) == [.unknownKey])
    #expect(unknown.first?.file == "--ask 'cuont'")
    #expect(unknown.first?.suggestion?.hasPrefix("did you mean 'count'?") == true)

    var session = FormSession(plan: plan, prefill: replay)
    let count = plan.questionIndex(id: "count")!
    #expect(session.stage == .question(plan.questionIndex(id: "serial")!), "name is prefilled and skipped")
    session.submit(line: "")
    #expect(session.stage == .question(count))
    #expect(session.defaultAnswer(for: count) == number("4"))
    #expect(session.initialText(for: count) == "4")
    session.submit(line: "")
    #expect(session.answer(at: count) == number("4"))

    var plain = FormSession(plan: plan, prefill: prefill("name: Ann\ncount: 4\n"))
    plain.submit(line: "")
    #expect(plain.stage != .question(count), "without --ask the prefilled count is skipped")
  }

  @Test("--ask on the full screen: the form opens on the asked field with its prefilled value ready to edit")
  func askFullScreen() {
    var replay = prefill("name: Ann\nserial: XY-0001\n")
    #expect(replay.ask(["serial"], plan: plan).isEmpty)
    var form = InteractiveForm(session: FormSession(plan: plan, prefill: replay))
    #expect(form.session.currentQuestion == plan.questionIndex(id: "serial"))
    #expect(form.screen(width: 80, height: 24, style: .plain).lines.contains("> XY-0001"))
    _ = form.handle(.enter)
    #expect(form.session.answer(at: plan.questionIndex(id: "serial")!) == .text("XY-0001"))
  }

  // MARK: Recording

  func result(_ answers: [(String, Answer)], action: String? = "registerDevice") -> FormResult {
    FormResult(answers: answers.map { (id: $0.0, answer: $0.1) }, action: action)
  }

  @Test("the recording starts with $spec, and leaves secure fields out unless asked")
  func record() {
    let submitted = result([("name", .text("Bench")), ("pin", .text("0012")), ("wifi", .bool(true))])
    let digest = String(repeating: "ab", count: 32)
    let document = RecordedAnswers.document(
      submitted, plan: plan, specPath: "spec.yaml", specDigest: digest, includeSecure: false)
    #expect(
      AnswersWriter.write(document, as: .yaml) == """
        $spec: {path: "spec.yaml", sha256: "\(digest)"}
        $action: "registerDevice"
        name: "Bench"
        wifi: true

        """)
    let everything = RecordedAnswers.document(
      submitted, plan: plan, specPath: "spec.yaml", specDigest: digest, includeSecure: true)
    #expect(JSONWriter.write(everything, pretty: false).contains(#""pin":"0012""#))
  }

  @Test("the recording's format follows its file name, else --answers-format")
  func recordFormat() {
    #expect(RecordedAnswers.format(forPath: "a.yml", fallback: .json) == .yaml)
    #expect(RecordedAnswers.format(forPath: "dir/a.YAML", fallback: .json) == .yaml)
    #expect(RecordedAnswers.format(forPath: "a.json", fallback: .yaml) == .json)
    #expect(RecordedAnswers.format(forPath: "answers", fallback: .yaml) == .yaml)
  }

  // MARK: Reading a recording back

  static let digest = String(repeating: "0123456789abcdef", count: 4)
  static let recorded = """
    $spec: {path: "old/spec.yaml", sha256: "\(digest)"}
    name: Bench
    nmae: typo
    wifi: false

    """

  @Test("a recording of the same spec reads back without a word; its $spec is kept")
  func sameSpec() {
    let result = prefill(Self.recorded.replacing("nmae: typo\n", with: ""), specDigest: Self.digest.uppercased())
    #expect(result.diagnostics.isEmpty, "\(describe(result.diagnostics))")
    #expect(result.recordedSpec?.path == "old/spec.yaml")
    #expect(result.recordedSpec?.digest == Self.digest)
    #expect(value(result, "wifi") == .answer(.bool(false)))
  }

  @Test("a changed spec is a warning at the recorded hash; an unknown id in a recording is a warning, not fatal")
  func changedSpec() {
    let result = prefill(Self.recorded, specDigest: String(repeating: "f", count: 64))
    #expect(!result.hasFatalProblems)
    expectDiagnostics(result.diagnostics, [Expected(.specChanged, 1, 40), Expected(.unknownKey, 3, 1)])
    #expect(result.diagnostics.allSatisfy { $0.severity == .warning && $0.file == "answers.yaml" })
    #expect(result.diagnostics[0].pointer?.description == "/$spec/sha256")
    #expect(
      result.diagnostics[0].message
        == "the spec has changed since these answers were recorded from 'old/spec.yaml' (its SHA-256 is now "
        + "ffffffffffff…); they may no longer fit the form")
    #expect(result.diagnostics[1].message.hasPrefix("'nmae' is not a field of this form"))
    #expect(value(result, "name") == .answer(.text("Bench")))
    // Without a $spec the same unknown id stays fatal: a hand-written file has a typo.
    #expect(prefill("nmae: typo\n").hasFatalProblems)
    // A recorded $action the form no longer has stays fatal too: the final choice is never guessed.
    let action = prefill(Self.recorded + "$action: launch\n", specDigest: String(repeating: "f", count: 64))
    #expect(action.hasFatalProblems)
    #expect(action.diagnostics.contains { $0.code == .invalidValue && $0.severity == .error })
  }

  @Test(
    "a malformed $spec is fatal, at its place",
    arguments: [
      (#"{"$spec": "spec.yaml"}"#, DiagnosticCode.typeMismatch, 1, 11),
      (#"{"$spec": {"path": "s", "sha256": "abc"}}"#, .invalidValue, 1, 35),
      (#"{"$spec": {"path": 1, "sha256": "\#(digest)"}}"#, .typeMismatch, 1, 20),
      (#"{"$spec": {"sha256": "\#(digest)"}}"#, .missingKey, 1, 11),
      (#"{"$spec": {"path": "s", "sha256": "\#(digest)", "size": 3}}"#, .unknownKey, 1, 103),
    ])
  func malformedSpec(_ text: String, _ code: DiagnosticCode, _ line: Int, _ column: Int) {
    let result = prefill(text, format: .json)
    #expect(result.hasFatalProblems)
    expectDiagnostics(result.diagnostics, [Expected(code, line, column)])
  }
}
