import Foundation
import Testing

@testable import TableGenSpec

/// The checks that wire the conditions language into validation: what each
/// condition, check and computed default may read, references resolved over
/// the whole table, check fields, required fields that can never be shown, and
/// computed defaults that do not fit their field. Each case is checked on both
/// paths, `SpecLoader.load` and `SpecLoader.check`, which must agree.
@Suite("Validation: conditions, checks and computed defaults")
struct ConditionRulesTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var expected: [Expected]
    /// A fragment of the message, or of the suggestion, of the diagnostic at the first expected position.
    var fragment: String? = nil
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a section's check reads its own section's cells",
      text: """
        tablegen: 1
        sections:
          - checks:
              - {rule: "{b} != {a}", message: Differ., field: b}
            cells:
              - {type: input, id: a}
              - {type: input, id: b}
        """,
      expected: []),
    Case(
      name: "a section's check may not read a later section's cell, and says where to move",
      text: """
        tablegen: 1
        sections:
          - checks:
              - {rule: "{b} != {a}", message: Differ., field: a}
            cells:
              - {type: input, id: a}
          - cells:
              - {type: input, id: b}
        """,
      expected: [Expected(.forwardReference, 4, 17)],
      fragment: "move the check to the table's 'checks'"),
    Case(
      name: "a table's check reads every cell, even when written above the cells",
      text: """
        tablegen: 1
        checks:
          - {rule: "{b} != {a}", message: Differ., field: b}
        cells:
          - {type: input, id: a}
          - {type: input, id: b}
        """,
      expected: []),
    Case(
      name: "a section's visibleIf may not read the section's own cells",
      text: """
        tablegen: 1
        sections:
          - visibleIf: "{a}"
            cells:
              - {type: switch, id: a}
        """,
      expected: [Expected(.forwardReference, 3, 17)]),
    Case(
      name: "a section's id and the table's hold no value",
      text: """
        tablegen: 1
        id: form
        sections:
          - id: first
            cells:
              - {type: switch, id: a}
          - cells:
              - {type: input, id: b, visibleIf: "{first} or {form}"}
        """,
      expected: [Expected(.referenceWithoutValue, 8, 42), Expected(.referenceWithoutValue, 8, 53)],
      fragment: "{first} is a section"),
    Case(
      name: "an option may not read its own picker",
      text: """
        tablegen: 1
        cells:
          - type: picker
            id: p
            options:
              - {label: A, value: a, visibleIf: "{p} == 'b'"}
              - {label: B, value: b}
        """,
      expected: [Expected(.selfReference, 6, 42)]),
    Case(
      name: "an unknown reference suggests a readable id, not a button's",
      text: """
        tablegen: 1
        cells:
          - {type: switch, id: proxy}
          - {type: button, id: proxi, title: Go}
          - {type: input, id: host, visibleIf: "{prox}"}
        """,
      expected: [Expected(.unknownReference, 5, 41)],
      fragment: "did you mean {proxy}?"),
    Case(
      name: "a check's field that is a button",
      text: """
        tablegen: 1
        cells:
          - {type: switch, id: terms}
          - {type: button, id: go, title: Go}
        checks:
          - {rule: "{terms}", message: Accept the terms., field: go}
        """,
      expected: [Expected(.invalidCheckField, 6, 58)],
      fragment: "'go' is a button, which takes no answer"),
    Case(
      name: "a misspelt check field suggests the field",
      text: """
        tablegen: 1
        cells:
          - {type: switch, id: terms}
        checks:
          - {rule: "{terms}", message: Accept the terms., field: term}
        """,
      expected: [Expected(.invalidCheckField, 5, 58)],
      fragment: "did you mean 'terms'?"),
    Case(
      name: "a requiredIf under a section that is never shown",
      text: """
        tablegen: 1
        sections:
          - cells:
              - {type: switch, id: a}
          - visibleIf: "not true"
            cells:
              - {type: input, id: b, requiredIf: "{a}"}
        """,
      expected: [Expected(.requiredNeverShown, 7, 42), Expected(.constantCondition, 5, 17)],
      fragment: "remove 'requiredIf'"),
    Case(
      name: "a required field with its own visibleIf always false",
      text: """
        tablegen: 1
        cells:
          - {type: input, id: b, required: true, visibleIf: "null == 1"}
        """,
      expected: [Expected(.constantCondition, 3, 54), Expected(.requiredNeverShown, 3, 36)]),
    Case(
      name: "a hidden section's never-shown stops at the section's end",
      text: """
        tablegen: 1
        sections:
          - visibleIf: "false"
            cells:
              - {type: note, text: Retired.}
          - cells:
              - {type: input, id: b, required: true}
        """,
      expected: [Expected(.constantCondition, 3, 17)]),
    Case(
      name: "a number field's computed default may be a slider",
      text: """
        tablegen: 1
        cells:
          - {type: slider, id: seats, min: 1, max: 9}
          - {type: input, id: licences, keyboard: number, computedDefault: "{seats}"}
        """,
      expected: []),
    Case(
      name: "a number field's computed default with text around the number",
      text: """
        tablegen: 1
        cells:
          - {type: slider, id: seats, min: 1, max: 9}
          - {type: input, id: licences, keyboard: number, computedDefault: "{seats}0"}
        """,
      expected: [Expected(.computedDefaultType, 4, 68)],
      fragment: "gives text, not a number"),
    Case(
      name: "a required field's computed default with fixed text is never empty",
      text: """
        tablegen: 1
        cells:
          - {type: input, id: first}
          - {type: input, id: email, required: true, computedDefault: "{first}@example.com"}
        """,
      expected: []),
    Case(
      name: "a computed default's references resolve like a condition's",
      text: """
        tablegen: 1
        cells:
          - {type: input, id: email, computedDefault: "{first}@example.com"}
          - {type: input, id: first}
        """,
      expected: [Expected(.forwardReference, 3, 48)]),
    Case(
      name: "a condition that does not parse leaves its cell checked: its id is still read and still unique",
      text: """
        tablegen: 1
        cells:
          - {type: switch, id: a, visibleIf: "true and"}
          - {type: switch, id: a}
          - {type: input, id: b, visibleIf: "{a}"}
        """,
      expected: [Expected(.conditionSyntax, 3, 47), Expected(.duplicateID, 4, 24)]),
    Case(
      name: "beside a structural error, an unresolved reference is not reported: the broken cell may hold it",
      text: """
        tablegen: 1
        cells:
          - {type: switch, id: a, lable: A}
          - {type: input, id: b, visibleIf: "{a} and {b}"}
        """,
      expected: [Expected(.unknownKey, 3, 27), Expected(.selfReference, 4, 46)]),
    Case(
      name: "an error in a check or a header costs no id: a reference to an id that is nowhere is still reported",
      text: """
        tablegen: 1
        sections:
          - visibleIf: "{zz}"
            header: [1]
            cells:
              - {type: switch, id: on}
          - checks:
              - {rule: "{on}", message: m, field: of, extra: 1}
            cells:
              - {type: input, id: y, visibleIf: "{on} and {y2}"}
        """,
      expected: [
        Expected(.unknownReference, 3, 17), Expected(.typeMismatch, 4, 13), Expected(.unknownKey, 8, 47),
        Expected(.invalidCheckField, 8, 43), Expected(.unknownReference, 10, 51),
      ]),
    Case(
      name: "a misspelt 'cells' may hold the id: a reference to an id that is nowhere is not reported",
      text: """
        tablegen: 1
        sections:
          - cells:
              - {type: input, id: y, visibleIf: "{x}"}
          - cels:
              - {type: switch, id: x}
        """,
      expected: [Expected(.unknownKey, 5, 5)]),
    Case(
      name: "an alias repeats a cell with its condition, read at the anchor's positions",
      text: """
        tablegen: 1
        sections:
          - cells:
              - {type: switch, id: a}
              - &c {type: input, id: b, visibleIf: "{x}"}
          - cells:
              - *c
              - {type: switch, id: x}
        """,
      expected: [
        Expected(.forwardReference, 5, 45), Expected(.forwardReference, 5, 45), Expected(.duplicateID, 5, 30),
      ]),
    Case(
      name: "a computed default that reads a secure field is told what a condition may read of it, and no more",
      text: """
        tablegen: 1
        cells:
          - {type: input, id: pin, label: PIN, secure: true}
          - {type: input, id: hint, label: Hint, computedDefault: "{pin}"}
        """,
      expected: [Expected(.secretInTemplate, 4, 60)],
      fragment: "a condition may only test whether it is given ({pin} notempty), and a check's rule may compare it"),
  ]

  @Test("each case reports exactly its diagnostics, alike on both paths", arguments: cases)
  func rule(_ example: Case) throws {
    let file = SourceFile(path: "spec.yaml", bytes: Array(example.text.utf8))
    let full = SpecLoader.load(file)
    let checked = SpecLoader.check(file)
    expectDiagnostics(full.diagnostics, example.expected, example.name)
    #expect(checked.diagnostics == full.diagnostics, "the check-only path differs")
    if let fragment = example.fragment, let first = example.expected.first {
      let diagnostic = try #require(
        full.diagnostics.first { $0.code == first.code && $0.range?.start.line == first.line })
      let text = diagnostic.message + " " + (diagnostic.suggestion ?? "")
      #expect(text.contains(fragment), "\(text)")
    }
  }

  @Test("every code of the conditions has a semantic fixture, and one is JSON")
  func fixtureCoverage() {
    let names = fileNames(in: packagePath("Tests/Fixtures/semantic"))
    let codes: [DiagnosticCode] = [
      .conditionSyntax, .templateSyntax, .unknownReference, .forwardReference, .selfReference,
      .referenceWithoutValue, .conditionTypeMismatch, .unknownOptionValue, .constantCondition,
      .invalidCheckField, .requiredNeverShown, .computedDefaultType, .emptyComputedDefault,
      .secretInTemplate, .allOptionsHidden, .requiredMayBeDisabled, .secretInCondition,
    ]
    let uncovered = codes.filter { code in !names.contains { $0.hasPrefix(code.rawValue + ".") } }
    #expect(uncovered.isEmpty, "no fixture for \(uncovered.map(\.rawValue))")
    #expect(codes.contains { names.contains("\($0.rawValue).json") })
  }
}
