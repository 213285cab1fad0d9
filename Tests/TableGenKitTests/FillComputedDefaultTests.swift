import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenSpec

/// Computed defaults: derived while untouched, frozen once edited.
@Suite("fill: computed defaults")
struct FillComputedDefaultTests {
  static let yaml = """
    tablegen: 1
    cells:
      - {type: input, id: first, label: First name, required: true}
      - {type: input, id: last, label: Last name, required: true}
      - {type: input, id: email, label: Email, keyboard: email, required: true}
      - {type: textView, id: bio, label: Bio}
    """
  let plan = dynamicPlan(
    yaml, Dynamics(computedDefault: ["email": "{first | lower}.{last | lower}@example.com", "bio": "I am {first}."]))

  @Test("re-derived from earlier answers while the person has not edited it")
  func followsSources() {
    var session = FormSession(plan: plan)
    session.submit(line: "Ann")
    session.submit(line: "Lee")
    #expect(session.initialText(for: 2) == "ann.lee@example.com")
    session.submit(line: "")
    session.submit(line: "")
    #expect(session.result(action: nil)["bio"] == .text("I am Ann."))
    session.edit(0)
    session.submit(line: "Bo")
    #expect(session.stage == .review)
    #expect(session.result(action: nil)["email"] == .text("bo.lee@example.com"))
    #expect(session.result(action: nil)["bio"] == .text("I am Bo."))
  }

  @Test("frozen once edited: the edited text stays when the sources change")
  func frozenAfterEdit() {
    var session = FormSession(plan: plan)
    session.submit(line: "Ann")
    session.submit(line: "Lee")
    session.submit(line: "ann@work.example")
    session.submit(line: "")
    session.edit(0)
    session.submit(line: "Bo")
    #expect(session.result(action: nil)["email"] == .text("ann@work.example"))
    #expect(session.initialText(for: 2) == "ann@work.example")
  }

  @Test("a computed default that comes out invalid is asked again with its text")
  func invalidComputed() {
    var session = FormSession(plan: plan)
    session.submit(line: "Ann")
    session.submit(line: "Lee")
    session.submit(line: "")
    session.submit(line: "")
    session.edit(1)
    session.submit(line: "Lee Smith")  // a blank makes no email address
    #expect(session.stage == .question(2))
    #expect(session.initialText(for: 2) == "ann.lee smith@example.com")
  }
}
