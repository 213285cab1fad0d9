import Foundation
import TableGenOutput
import TableGenTestSupport
import Testing

@testable import TableGenForm
@testable import TableGenRender
@testable import TableGenSpec

/// fill enters a child pane from the review and comes back: the
/// pane's answers are nested under its link's id, written, recorded and read back.
@Suite struct ChildPaneFillTests {
  static let settingsPath = packagePath("Samples/settings.yaml").path

  /// The plan of Samples/settings.yaml with its panes.
  static func settingsPlan() throws -> FormPlan {
    let file = try SpecFileReader.read(path: settingsPath).get()
    let spec = try #require(SpecLoader.load(file).spec)
    let (plan, problems, _) = FormPlan.withPanes(spec, file: file.path)
    #expect(problems.isEmpty)
    return plan
  }

  @Test("the settings sample offers its Advanced pane, and About (no fields) too, in the spec's order")
  func panesOfTheSample() throws {
    let plan = try Self.settingsPlan()
    #expect(plan.panes.map(\.id) == ["advanced", "about"])
    #expect(plan.panes[0].reviewLine == "Advanced \u{203A}")
    #expect(plan.panes[0].plan.choices.map(\.title) == [FormPane.backTitle])
    #expect(
      plan.panes[0].plan.questions.map(\.field.id) == [
        "streamQuality", "cacheSize", "sendCrashReports", "proxyHost",
      ])
  }

  @Test("line mode: :open enters the pane from the review, Back returns to it, and the answers nest")
  func lineMode() throws {
    var form = LineForm(session: FormSession(plan: try Self.settingsPlan()))
    _ = form.start()
    for _ in 0..<8 { _ = form.handle("") }  // the eight defaults
    #expect(form.session.stage == .review)
    let review = form.handle(":edit 99")
    #expect(review.contains("  Advanced \u{203A}  (:open advanced)"))
    let entered = form.handle(":open Advanced")  // by its title too
    #expect(entered.hasPrefix("\nSettings \u{203A} Advanced\nAdvanced\n"))
    #expect(entered.contains("Streaming Quality"))
    _ = form.handle("3")  // Data Saver
    _ = form.handle("900")
    _ = form.handle("n")
    _ = form.handle("")  // Proxy Host left out
    let paneReview = form.handle("")
    #expect(paneReview.contains("Return with:\n  a. Back"))
    let back = form.handle("a")
    #expect(back.contains("Review your answers:\n  1. Continuous Playback: On"))
    _ = form.handle("a")  // Save
    guard case .submitted(let result)? = form.outcome else {
      Issue.record("not submitted: \(String(describing: form.outcome))")
      return
    }
    let written = AnswersWriter.write(result, as: .json)
    #expect(
      written.hasSuffix(
        """
          "weeklyDigest": false,
          "advanced": {
            "streamQuality": "low",
            "cacheSize": 900,
            "sendCrashReports": false
          }
        }

        """))
  }

  @Test("the full screen's review shows each pane once, as its row, not again as the link's text (as line mode)")
  func reviewShowsEachPaneOnce() throws {
    var form = InteractiveForm(session: FormSession(plan: try Self.settingsPlan()))
    for _ in 0..<8 { _ = form.handle(.enter) }  // the eight defaults
    #expect(form.session.stage == .review)
    let lines = form.screen(width: 80, height: 60, style: .plain).lines
    let advanced = lines.filter { $0.contains("Advanced") }.map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(advanced == ["Advanced \u{203A}"])
    #expect(lines.filter { $0.contains("About Tideline") }.count == 1)
    // The closing keeps what no pane row stands for: a link to a web page, a value, the footers.
    #expect(lines.contains { $0.hasPrefix("Privacy Policy ") && $0.hasSuffix("https://tideline.example.com/privacy") })
    #expect(lines.contains("Version: 2.4.1"))
    #expect(lines.contains("Streaming quality, the episode cache and diagnostics."))
  }

  @Test("Esc at a pane's first question goes back to the review it was entered from, the pane unchanged")
  func escapeLeavesPane() throws {
    var form = InteractiveForm(session: FormSession(plan: try Self.settingsPlan()))
    for _ in 0..<8 { _ = form.handle(.enter) }
    _ = form.handle(.up)
    _ = form.handle(.up)  // from Save to About Tideline, then Advanced
    _ = form.handle(.enter)
    #expect(form.session.plan.title == "Advanced")
    _ = form.handle(.down)  // High, not kept
    _ = form.handle(.escape)
    #expect(form.session.plan.title == "Settings")
    #expect(form.session.stage == .review)
    #expect(form.screen(width: 80, height: 60, style: .plain).lines.contains("\u{203A} Advanced \u{203A}"))
    #expect(form.session.result(action: nil).panes.isEmpty)
  }

  @Test("line mode: :back at a pane's first question goes back to the review, the pane unchanged")
  func backLeavesPane() throws {
    var form = LineForm(session: FormSession(plan: try Self.settingsPlan()))
    _ = form.start()
    for _ in 0..<8 { _ = form.handle("") }
    _ = form.handle(":open advanced")
    let back = form.handle(":back")
    #expect(back.contains("Review your answers:\n  1. Continuous Playback: On"))
    #expect(form.session.plan.title == "Settings")
    #expect(form.session.result(action: nil).panes.isEmpty)
  }

  @Test("Esc at a pane's review with no question before it goes back as Back does, the answers kept")
  func escapeAtPaneReview() throws {
    var form = InteractiveForm(session: FormSession(plan: try Self.settingsPlan()))
    for _ in 0..<8 { _ = form.handle(.enter) }
    _ = form.handle(.up)  // About Tideline: a pane without questions, entered at its review
    _ = form.handle(.enter)
    #expect(form.session.plan.title == "About Tideline")
    _ = form.handle(.escape)
    #expect(form.session.plan.title == "Settings")
    #expect(form.notice == nil)
    _ = form.handle(.up)  // Advanced: answered once, then entered again at its review
    _ = form.handle(.enter)
    for _ in 0..<5 { _ = form.handle(.enter) }  // the four defaults, then Back
    _ = form.handle(.enter)  // entered again: at its review
    #expect(form.session.plan.title == "Advanced")
    #expect(form.session.stage == .review)
    _ = form.handle(.escape)
    #expect(form.session.plan.title == "Settings")
    // About was visited too, but has no answer to give: it writes nothing rather than "about": {}.
    #expect(form.session.result(action: nil).panes.map(\.id) == ["advanced"])
  }

  @Test("line mode: :back at a pane's review with no question before it goes back as Back does")
  func backAtPaneReview() throws {
    var form = LineForm(session: FormSession(plan: try Self.settingsPlan()))
    _ = form.start()
    for _ in 0..<8 { _ = form.handle("") }
    _ = form.handle(":open about")
    let back = form.handle(":back")
    #expect(back.contains("Review your answers:\n  1. Continuous Playback: On"))
    #expect(form.session.plan.title == "Settings")
  }

  @Test("line mode: entering a pane again starts at its review, with its answers as left")
  func reentering() throws {
    var form = LineForm(session: FormSession(plan: try Self.settingsPlan()))
    _ = form.start()
    for _ in 0..<8 { _ = form.handle("") }
    _ = form.handle(":open advanced")
    for line in ["2", "", "", "", "a"] { _ = form.handle(line) }
    let again = form.handle(":open advanced")
    #expect(again.contains("Review your answers:\n  1. Streaming Quality: High"))
    #expect(form.session.plan.title == "Advanced")
    _ = form.handle(":quit")  // giving up inside a pane ends the whole form
    #expect(form.outcome == .cancelled(.declined))
  }

  @Test("line mode: :open outside the review, or naming no pane, is an error that keeps the form")
  func openErrors() throws {
    var form = LineForm(session: FormSession(plan: try Self.settingsPlan()))
    _ = form.start()
    #expect(form.handle(":open advanced").hasPrefix("error: :open works at the review"))
    for _ in 0..<8 { _ = form.handle("") }
    let unknown = form.handle(":open nowhere")
    #expect(unknown.hasPrefix("error: 'nowhere' names no child pane; open one of 'advanced', 'about'"))
    #expect(form.session.plan.title == "Settings")
  }

  @Test("--answers: a pane's answers nested under its id are read, their problems at their own positions")
  func nestedAnswers() throws {
    let plan = try Self.settingsPlan()
    let text = """
      weeklyDigest: true
      advanced:
        cacheSize: 10
        streamQuality: high
        bogus: 1

      """
    let prefill = Prefill.load(SourceFile(path: "answers.yaml", bytes: Array(text.utf8)), plan: plan)
    let found = prefill.diagnostics.map {
      "\($0.code.rawValue)@\($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0) \($0.pointer?.description ?? "")"
    }
    #expect(found == ["invalid-value@3:14 /advanced/cacheSize", "unknown-key@5:3 /advanced/bogus"])
    #expect(prefill.hasFatalProblems)
    #expect(prefill.panes["advanced"]?.values.count == 2)
  }

  @Test("--no-input: a prefilled pane's answers are filled with the form's, and recorded without secrets")
  func unattended() throws {
    let plan = try Self.settingsPlan()
    let text = #"{"advanced": {"streamQuality": "high", "proxyHost": "proxy.local"}}"#
    let prefill = Prefill.load(SourceFile(path: "answers.json", bytes: Array(text.utf8)), plan: plan)
    #expect(prefill.diagnostics.isEmpty)
    let (outcome, diagnostics) = UnattendedFill.run(plan: plan, prefill: prefill, specPath: Self.settingsPath)
    #expect(diagnostics.isEmpty)
    guard case .submitted(let result)? = outcome else {
      Issue.record("not submitted")
      return
    }
    let pane = try #require(result.panes.first)
    #expect(pane.id == "advanced")
    #expect(pane.result["streamQuality"] == .option(.string("high")))
    #expect(pane.result["cacheSize"] == number("500"))
    #expect(pane.result["proxyHost"] == .text("proxy.local"))
    // Read back, the written answers give the same result.
    let written = AnswersWriter.write(result, as: .yaml)
    let again = Prefill.load(SourceFile(path: "again.yaml", bytes: Array(written.utf8)), plan: plan)
    #expect(again.diagnostics.isEmpty)
    let replayed = UnattendedFill.run(plan: plan, prefill: again, specPath: Self.settingsPath).outcome
    #expect(replayed == .submitted(result))
  }

  @Test("a link back to a pane on the way is not offered inside itself")
  func cycleNotOffered() throws {
    let path = packagePath("Tests/Fixtures/panes/loop-a.yaml").path
    let file = try SpecFileReader.read(path: path).get()
    let spec = try #require(SpecLoader.load(file).spec)
    let plan = FormPlan.withPanes(spec, file: path).plan
    #expect(plan.panes.map(\.id) == ["toB"])
    #expect(plan.panes[0].plan.panes.isEmpty)
  }

  @Test("two links to each next spec, 30 deep, make a bounded number of panes, not 2^30")
  func panesAreBounded() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for index in 0..<30 {
      var text = "tablegen: 1\nid: p\(index)\ntitle: P\ncells:\n  - type: switch\n    id: s\n    label: S\n"
      if index < 29 {
        for copy in 0..<2 {
          text += "  - type: link\n    id: l\(copy)\n    title: Next\n    target: p\(index + 1).yaml\n"
        }
      }
      try text.write(to: folder.appendingPathComponent("p\(index).yaml"), atomically: false, encoding: .utf8)
    }
    let path = folder.appendingPathComponent("p0.yaml").path
    let spec = try #require(SpecLoader.load(try SpecFileReader.read(path: path).get()).spec)
    let plan = FormPlan.withPanes(spec, file: path).plan
    func count(_ plan: FormPlan) -> Int { plan.panes.reduce(plan.panes.count) { $0 + count($1.plan) } }
    #expect(count(plan) == LinkedSpecs().maximumPanes)
  }

  @Test("render --follow: pane anchors are lower-case words joined by hyphens, made unique")
  func anchors() {
    #expect(FollowedDocument.slug("settingsAdvanced") == "settings-advanced")
    #expect(FollowedDocument.slug("loop_a.v2") == "loop-a-v2")
    #expect(FollowedDocument.slug("ÅÅ") == "pane")
    #expect(FollowedDocument.stem(of: "Samples/settings-advanced.yaml") == "settings-advanced")
  }
}
