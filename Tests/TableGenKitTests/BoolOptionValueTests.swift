import Foundation
import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// A picker whose option values are booleans, as a Settings bundle's
/// multi-value with `<true/>`/`<false/>` Values: decoded with their type,
/// and checked wherever a value is (defaults, uniqueness, conditions,
/// answers, the JSON output).
@Suite("Boolean option values")
struct BoolOptionValueTests {
  /// The diagnostics of `yaml` as `code line:column message`.
  func described(_ yaml: String) -> [String] {
    loadSpec(yaml).diagnostics.map {
      "\($0.code.rawValue) \($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0) \($0.message)"
    }
  }

  /// The pickers of `yaml`, which must load without a diagnostic.
  func pickers(_ yaml: String, format: SourceFormat = .yaml) throws -> [PickerCell] {
    let loaded = loadSpec(yaml, format: format)
    #expect(loaded.diagnostics.isEmpty, "\(describe(loaded.diagnostics))")
    return try #require(loaded.spec).sections.flatMap(\.cells).compactMap {
      if case .picker(let picker) = $0 { picker } else { nil }
    }
  }

  @Test("YAML true/True/false and JSON true are booleans; a quoted \"true\" stays a string")
  func decoding() throws {
    let yaml = try pickers(
      """
      tablegen: 1
      cells:
        - type: picker
          id: metric
          options: [{label: Metric, value: TRUE}, {label: Imperial, value: False}]
          default: false
        - {type: picker, id: words, options: ["true", 'false'], default: "true"}
        - {type: picker, id: flags, options: [True, false]}
      """)
    #expect(
      yaml.map { $0.options.map(\.value) } == [
        [.bool(true), .bool(false)], [.string("true"), .string("false")], [.bool(true), .bool(false)],
      ])
    #expect(yaml.map { $0.options.map(\.label) } == [["Metric", "Imperial"], ["true", "false"], ["True", "false"]])
    #expect(yaml.map { $0.default?.values } == [[.bool(false)], [.string("true")], nil])
    let json = try pickers(
      #"{"tablegen": 1, "cells": [{"type": "picker", "id": "on", "multiple": true, "options": [true, false], "default": [true]}]}"#,
      format: .json)
    #expect(json.map { $0.options.map(\.value) } == [[.bool(true), .bool(false)]])
    #expect(json.map { $0.options.map(\.label) } == [["true", "false"]])
    #expect(json.map { $0.default?.values } == [[.bool(true)]])
  }

  @Test("a boolean value's kind, name and written form")
  func kinds() {
    let value = PickerCell.OptionValue.bool(false)
    #expect(value.kind == .bool)
    #expect(value.isBool && !value.isString)
    #expect(value.kindName == "a boolean")
    #expect(value.asWritten == "false")
    #expect(value.description == "false")
    #expect(value.written == "false")
  }

  @Test("a default compared by type, options unique by value and by how they read, and mixed kinds warned of")
  func checks() {
    #expect(
      described(
        """
        tablegen: 1
        cells:
          - {type: picker, id: a, options: [true, false], default: "true"}
          - {type: picker, id: b, options: [true, "true", false, false]}
          - {type: picker, id: c, options: [true, "x"], default: x}
          - {type: picker, id: d, multiple: true, options: [true, false], default: [true, true]}
          - {type: switch, id: e, onValue: true}
        """) == [
          "default-not-an-option 3:60 the default \"true\" is a string, but the option true is a boolean",
          "duplicate-option 4:43 two options are written 'true', one as a boolean and one as a string",
          "duplicate-option 4:58 two options have the value 'false'",
          "mixed-option-types 5:43 the option 'x' is a string, but the first option's value, 'true', is a boolean",
          "invalid-default 6:83 the default 'true' is chosen twice",
          "type-mismatch 7:36 'onValue' must be a string or a number, found a boolean",
        ])
  }

  @Test("conditions compare a boolean-valued picker with true and false; a string or a number is a mismatch")
  func conditions() {
    let yaml = """
      tablegen: 1
      cells:
        - type: picker
          id: metric
          options: [{label: Metric, value: true}, {label: Imperial, value: false}]
        - {type: switch, id: a, visibleIf: "{metric} == false or {metric} in [true]"}
        - {type: switch, id: b, visibleIf: "{metric} == 'true'"}
        - {type: switch, id: c, visibleIf: "{metric} != 1"}
        - {type: picker, id: mixed, options: ["yes", 2]}
        - {type: switch, id: d, visibleIf: "{mixed} == true"}
      """
    #expect(
      described(yaml) == [
        "condition-type-mismatch 7:48 '==' compares {metric}, a bool, with 'true', a string",
        "condition-type-mismatch 8:48 '!=' compares {metric}, a bool, with 1, a number",
        "mixed-option-types 9:48 the option '2' is a number, but the first option's value, 'yes', is a string",
        "unknown-option-value 10:50 {mixed} has no option with the value true; its values are 'yes', 2",
      ])
    let mismatch = loadSpec(yaml).diagnostics.first { $0.code == .conditionTypeMismatch }
    #expect(mismatch?.suggestion == "write true without quotes")
  }

  @Test("a multiple picker of booleans is a list of bools: it contains true, not 'true'")
  func multipleConditions() {
    #expect(
      described(
        """
        tablegen: 1
        cells:
          - {type: picker, id: r, multiple: true, options: [true, false]}
          - {type: switch, id: a, visibleIf: "{r} contains true or false in {r}"}
          - {type: switch, id: b, visibleIf: "{r} contains 'true'"}
        """) == ["condition-type-mismatch 5:43 'contains' looks for 'true', a string, among bools"])
  }

  @Test("a condition holds by the option's type, and reads in words by the option's label")
  func evaluation() throws {
    let spec = try validSpec(
      """
      tablegen: 1
      cells:
        - type: picker
          id: metric
          options: [{label: Metric, value: true}, {label: Imperial, value: false}]
        - {type: switch, id: a, visibleIf: "{metric} == false"}
      """)
    let condition = try #require(spec.sections[0].cells[1].common.conditions.visibleIf)
    #expect(condition.holds { _ in ConditionValue(Answer.option(.bool(false))) })
    #expect(!condition.holds { _ in ConditionValue(Answer.option(.bool(true))) })
    #expect(!condition.holds { _ in .string("false") }, "a string is not the boolean")
    #expect(ConditionWords(spec: spec).sentence(.visibleIf, condition) == "shown when metric is Imperial")
  }

  @Test("an answer written as a boolean, or as its text, is the option; JSON writes it bare")
  func answers() throws {
    let picker = try #require(
      try pickers(
        """
        tablegen: 1
        cells:
          - type: picker
            id: metric
            options: [{label: Metric, value: true}, {label: Imperial, value: false}]
        """
      ).first)
    #expect(picker.optionValue(written: .bool(false)) == .bool(false))
    #expect(picker.optionValue(written: .string("false")) == .bool(false), "written alike")
    #expect(picker.optionValue(written: .number(Number(typed: "0")!)) == .number(Number(typed: "0")!))
    #expect(picker.problems(with: .option(.bool(true))).isEmpty)
    #expect(picker.problems(with: .option(.string("yes"))) == ["'yes' is not one of the options"])
    #expect(Answer.option(.bool(true)).json == .bool(true))
    #expect(Answer.options([.bool(false), .bool(true)]).json == .array([.bool(false), .bool(true)]))
    #expect(ChoiceParser.parse("false", for: picker).values == [.bool(false)])
    #expect(ChoiceParser.parse("Metric", for: picker).values == [.bool(true)])
  }

  @Test("the JSON output writes boolean values and defaults bare")
  func jsonOutput() throws {
    let spec = try validSpec(
      """
      tablegen: 1
      cells:
        - {type: picker, id: on, multiple: true, options: [true, {label: "No", value: false}], default: [false]}
      """)
    let rendered = JSONRenderer().render(spec)
    #expect(
      rendered.contains(
        """
                  "options": [
                    {
                      "label": "true",
                      "value": true
                    },
                    {
                      "label": "No",
                      "value": false
                    }
                  ],
                  "multiple": true,
                  "required": false,
                  "default": [
                    false
                  ]
        """))
  }
}
