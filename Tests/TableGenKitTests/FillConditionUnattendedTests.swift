import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenSpec

/// --no-input and answers files with conditions.
@Suite("fill: conditions without input")
struct FillConditionUnattendedTests {
  let plan = dynamicPlan(FillConditionTests.networkYAML, FillConditionTests.network)

  func prefill(_ text: String) -> Prefill {
    Prefill.load(SourceFile(path: "answers.yaml", bytes: Array(text.utf8), format: .yaml), plan: plan)
  }

  @Test("hidden answers are dropped with a warning at the answer; disabled fields keep their default")
  func dropped() {
    let (outcome, diagnostics) = UnattendedFill.run(
      plan: plan, prefill: prefill("proxy: false\nhost: proxy.example\nmode: http\n"), specPath: "spec.yaml")
    #expect(
      diagnostics.map { "\($0.code.rawValue) \($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0)" } == [
        "dropped-answer 2:7", "dropped-answer 3:7",
      ])
    #expect(diagnostics.allSatisfy { $0.severity == .warning && $0.file == "answers.yaml" })
    #expect(
      diagnostics[0].message == "field 'host' (Proxy host) is hidden (visibleIf: {proxy}), so its answer is dropped")
    // mode's http is not offered: the default (socks) is not either, so it is left out.
    #expect(outcome == .submitted(FormResult(answers: [("proxy", .bool(false))], action: nil)))

    let (shown, shownDiagnostics) = UnattendedFill.run(
      plan: plan, prefill: prefill("proxy: true\nhost: fixed.example\nport: 99\n"), specPath: "spec.yaml")
    #expect(
      shownDiagnostics.map(\.message) == [
        "field 'port' (Proxy port) is disabled (enableIf: {host} != 'fixed.example'), so its answer is dropped and its default kept"
      ])
    // The very default a disabled field keeps, given back, is no news.
    let (_, quiet) = UnattendedFill.run(
      plan: plan, prefill: prefill("proxy: true\nhost: fixed.example\nport: 8080\n"), specPath: "spec.yaml")
    #expect(quiet.isEmpty)
    #expect(
      shown
        == .submitted(
          FormResult(
            answers: [
              ("proxy", .bool(true)), ("host", .text("fixed.example")), ("port", number("8080")),
              ("auth", .bool(false)), ("mode", .option(.string("socks"))),
            ], action: nil)))
  }

  @Test("requiredIf under --no-input: a written null is missing at the answer, an unwritten one at the spec")
  func requiredIf() {
    let (_, atAnswer) = UnattendedFill.run(
      plan: plan, prefill: prefill("proxy: true\nhost: h.example\nauth: true\nuser: null\n"), specPath: "spec.yaml")
    #expect(atAnswer.map(\.code) == [.missingKey])
    #expect(atAnswer.first?.file == "answers.yaml" && atAnswer.first?.range?.start.line == 4)
    let (_, atSpec) = UnattendedFill.run(
      plan: plan, prefill: prefill("proxy: true\nhost: h.example\nauth: true\n"), specPath: "spec.yaml")
    #expect(atSpec.map(\.message) == ["the required field 'user' (User) has no answer"])
    #expect(atSpec.first?.file == "spec.yaml")
  }

  @Test("a computed default derived from the answers is judged like a default, at its key")
  func invalidComputedDefault() {
    let plan = dynamicPlan(
      FillComputedDefaultTests.yaml, Dynamics(computedDefault: ["email": "{first}@example.com"]))
    let file = SourceFile(path: "a.yaml", bytes: Array("first: Ann Lee\nlast: Lee\n".utf8), format: .yaml)
    let (outcome, diagnostics) = UnattendedFill.run(
      plan: plan, prefill: Prefill.load(file, plan: plan), specPath: "spec.yaml")
    #expect(outcome == nil)
    #expect(
      diagnostics.map(\.message) == [
        "field 'email': the computed default 'Ann Lee@example.com' is not an email address, such as name@example.com"
      ])
    let (fine, _) = UnattendedFill.run(
      plan: plan,
      prefill: Prefill.load(SourceFile(path: "a.yaml", bytes: Array("first: ann\nlast: Lee\n".utf8)), plan: plan),
      specPath: "spec.yaml")
    #expect(
      fine
        == .submitted(
          FormResult(
            answers: [("first", .text("ann")), ("last", .text("Lee")), ("email", .text("ann@example.com"))],
            action: nil)))
  }

  @Test("a failing check is an error at its field's answer, or at the rule when the answer is not written")
  func failedCheck() {
    let plan = dynamicPlan(
      FillCheckTests.yaml,
      Dynamics(
        computedDefault: ["nick": "x"],
        checks: [(rule: "{confirm} == {password}", message: "The passwords differ.", field: "confirm")]))
    let file = SourceFile(
      path: "a.yaml", bytes: Array("password: secret12\nconfirm: secret13\n".utf8), format: .yaml)
    let (outcome, diagnostics) = UnattendedFill.run(
      plan: plan, prefill: Prefill.load(file, plan: plan), specPath: "spec.yaml")
    #expect(outcome == nil)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.code == .failedCheck)
    #expect(diagnostics.first?.file == "a.yaml")
    #expect(diagnostics.first?.range?.start == SourceLocation(line: 2, column: 10, offset: 28))
    #expect(diagnostics.first?.message == "field 'confirm' (Confirm password): The passwords differ.")
  }
}
