import Testing

@testable import TableGenSpec

/// The dynamic keys as the decoder reads them: conditions on cells, sections
/// and options, `checks:` on the table and its sections, `computedDefault` on
/// inputs and text views, and every key written where it does not belong.
@Suite("Decoder: conditions, checks and computed defaults")
struct ConditionDecodingTests {
  static let everyKey = """
    tablegen: 1
    sections:
      - id: first
        cells:
          - type: switch
            id: proxy
            enableIf: "true"
          - type: input
            id: host
            visibleIf: "{proxy}"
            enableIf: "{proxy}"
            requiredIf: "{proxy}"
            computedDefault: "proxy.{proxy}"
          - type: picker
            id: mode
            options:
              - { label: Direct, value: direct }
              - { label: Proxy, value: proxy, visibleIf: "{proxy}" }
          - type: textView
            id: notes
            computedDefault: "{host}"
          - type: note
            text: Shown with a proxy.
            visibleIf: "{proxy}"
      - id: second
        visibleIf: "{proxy}"
        checks:
          - rule: "{host} notempty"
            message: Name the proxy.
            field: host
        cells:
          - type: slider
            id: port
            min: 1
            max: 9
            enableIf: "{proxy}"
    checks:
      - rule: "{port} > 1"
        message: Pick another port.
        field: port
    """

  @Test("every dynamic key decodes, with where its string was written")
  func everyKeyDecodes() throws {
    let (spec, diagnostics) = decode(Self.everyKey)
    #expect(diagnostics.isEmpty, "\(describe(diagnostics))")
    let table = try #require(spec)
    let cells = table.sections[0].cells
    #expect(cells[0].common.conditions.enableIf?.text == "true")
    let host = try #require(cells[1].input)
    #expect(host.common.conditions.visibleIf?.text == "{proxy}")
    #expect(host.common.conditions.enableIf?.text == "{proxy}")
    #expect(host.common.conditions.requiredIf?.text == "{proxy}")
    // The span of the string value, quotes included: line 10, from the quote in column 20.
    #expect(host.common.conditions.visibleIf?.range.start.line == 10)
    #expect(host.common.conditions.visibleIf?.range.start.column == 20)
    #expect(host.computedDefault?.text == "proxy.{proxy}")
    let mode = try #require(cells[2].picker)
    #expect(mode.options[0].visibleIf == nil)
    #expect(mode.options[1].visibleIf?.text == "{proxy}")
    #expect(cells[3].textView?.computedDefault?.text == "{host}")
    #expect(cells[4].common.conditions.visibleIf?.text == "{proxy}")
    let second = table.sections[1]
    #expect(second.conditions.visibleIf?.text == "{proxy}")
    #expect(second.conditions.enableIf == nil)
    #expect(second.checks.map(\.field) == ["host"])
    #expect(second.checks.first?.message == "Name the proxy.")
    #expect(second.checks.first?.rule.text == "{host} notempty")
    #expect(second.checks.first?.origin.pointer == JSONPointer(["sections", "1", "checks", "0"]))
    #expect(second.cells[0].common.conditions.enableIf?.text == "{proxy}")
    #expect(table.checks.map(\.field) == ["port"])
    #expect(table.checks.first?.origin.pointer == JSONPointer(["checks", "0"]))
  }

  @Test("the same keys in JSON decode alike")
  func json() throws {
    let text = """
      {"tablegen": 1, "cells": [
        {"type": "switch", "id": "a"},
        {"type": "input", "id": "b", "visibleIf": "{a}", "computedDefault": "{a}!"}],
       "checks": [{"rule": "{a}", "message": "Turn a on.", "field": "a"}]}
      """
    let (spec, diagnostics) = decode(text, format: .json)
    #expect(diagnostics.isEmpty, "\(describe(diagnostics))")
    let table = try #require(spec)
    #expect(table.sections[0].cells[1].common.conditions.visibleIf?.text == "{a}")
    #expect(table.sections[0].cells[1].input?.computedDefault?.text == "{a}!")
    #expect(table.checks.first?.rule.text == "{a}")
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var expected: [Expected]
    /// A fragment of the first diagnostic's message, and of its suggestion.
    var message: String
    var suggestion: String? = nil
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "enableIf on a button",
      text: "tablegen: 1\ncells:\n  - {type: button, id: go, title: Go, enableIf: \"true\"}\n",
      expected: [Expected(.unknownKey, 3, 39)],
      message: "'enableIf' is a key of the cells that take an answer (input, textView, picker, switch, slider), "
        + "not of a button cell",
      suggestion: "to hide this element, write 'visibleIf'"),
    Case(
      name: "requiredIf on a switch",
      text: "tablegen: 1\ncells:\n  - type: switch\n    id: s\n    requiredIf: \"true\"\n",
      expected: [Expected(.unknownKey, 5, 5)],
      message: "'requiredIf' is a key of the cells that can be left empty (input, textView, picker), not of a switch",
      suggestion: "only an input, a text view or a picker can be left empty"),
    Case(
      name: "enableIf on a section",
      text: "tablegen: 1\nsections:\n  - enableIf: \"true\"\n    cells: [{type: note, text: Hi}]\n",
      expected: [Expected(.unknownKey, 3, 5)],
      message: "'enableIf' is a key of the cells that take an answer (input, textView, picker, switch, slider), "
        + "not of a section",
      suggestion: "only a field can be disabled"),
    Case(
      name: "checks on a cell",
      text: "tablegen: 1\ncells:\n  - type: input\n    id: a\n    checks: []\n",
      expected: [Expected(.unknownKey, 5, 5)],
      message: "'checks' is a key of the table or a section, not of an input cell",
      suggestion: "move the check to the 'checks' list"),
    Case(
      name: "visibleIf on the table",
      text: "tablegen: 1\nvisibleIf: \"true\"\ncells: [{type: note, text: Hi}]\n",
      expected: [Expected(.unknownKey, 2, 1)],
      message: "'visibleIf' is a key of a section, not of the top level of a spec"),
    Case(
      name: "a condition that is not a string",
      text: "tablegen: 1\ncells:\n  - {type: switch, id: a}\n  - {type: note, text: Hi, visibleIf: true}\n",
      expected: [Expected(.typeMismatch, 4, 39)],
      message: "'visibleIf' must be a string holding a condition"),
    Case(
      name: "default and computedDefault together",
      text: "tablegen: 1\ncells:\n  - type: input\n    id: a\n    default: x\n    computedDefault: \"{b}\"\n",
      expected: [Expected(.conflictingKeys, 6, 22)],
      message: "a field has either 'default' or 'computedDefault', not both"),
    Case(
      name: "computedDefault on a picker",
      text: "tablegen: 1\ncells:\n  - {type: picker, id: p, options: [a], computedDefault: \"a\"}\n",
      expected: [Expected(.unknownKey, 3, 41)],
      message: "'computedDefault' is a key of an input cell, not of a picker cell"),
    Case(
      name: "a check without its keys",
      text: "tablegen: 1\ncells: [{type: switch, id: a}]\nchecks:\n  - rule: \"{a}\"\n",
      expected: [Expected(.missingKey, 4, 5), Expected(.missingKey, 4, 5)],
      message: "a check is missing the required key"),
    Case(
      name: "a check with an unknown key and a field that is no id",
      text: "tablegen: 1\ncells: [{type: switch, id: a}]\nchecks:\n  - {rule: \"{a}\", mesage: M, field: 1a}\n",
      expected: [Expected(.unknownKey, 4, 19), Expected(.missingKey, 4, 5), Expected(.invalidID, 4, 37)],
      message: "a check is missing the required key 'message'"),
    Case(
      name: "checks that are not a list",
      text: "tablegen: 1\ncells: [{type: switch, id: a}]\nchecks: {rule: x}\n",
      expected: [Expected(.typeMismatch, 3, 9)],
      message: "'checks' must be a list of checks"),
  ]

  @Test("each misplaced or malformed dynamic key is reported where it was written", arguments: cases)
  func misplaced(_ example: Case) throws {
    let (spec, diagnostics) = decode(example.text)
    #expect(spec == nil)
    expectDiagnostics(diagnostics, example.expected, example.name)
    let first = try #require(diagnostics.sorted(by: Diagnostic.reportOrder).first)
    #expect(first.message.contains(example.message), "message: \(first.message)")
    if let suggestion = example.suggestion {
      #expect(first.suggestion?.contains(suggestion) == true, "suggestion: \(first.suggestion ?? "none")")
    }
  }
}
