import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// Loads and decodes (without the semantic checks), returning every diagnostic of both stages.
func decode(_ text: String, format: SourceFormat = .yaml) -> (spec: TableSpec?, diagnostics: [Diagnostic]) {
  let (root, loadDiagnostics) = loadTree(text, format: format)
  guard let root else { return (nil, loadDiagnostics) }
  let decoded = SpecDecoder().decode(root)
  return (decoded.spec, loadDiagnostics + decoded.diagnostics)
}

extension Cell {
  var input: InputCell? { if case .input(let cell) = self { cell } else { nil } }
  var textView: TextViewCell? { if case .textView(let cell) = self { cell } else { nil } }
  var picker: PickerCell? { if case .picker(let cell) = self { cell } else { nil } }
  var toggle: SwitchCell? { if case .switch(let cell) = self { cell } else { nil } }
  var slider: SliderCell? { if case .slider(let cell) = self { cell } else { nil } }
  var button: ButtonCell? { if case .button(let cell) = self { cell } else { nil } }
  var valueCell: ValueCell? { if case .value(let cell) = self { cell } else { nil } }
  var link: LinkCell? { if case .link(let cell) = self { cell } else { nil } }
  var note: NoteCell? { if case .note(let cell) = self { cell } else { nil } }
}

/// A number as the decoder builds it from a literal, for comparisons of option values.
func number(_ literal: String) -> TableGenSpec.Number {
  CoreSchema.number(literal)!
}

@Suite("Decoder: typed values")
struct DecoderValueTests {
  static let everyKey = """
    tablegen: 1
    id: everything
    title: Every Key
    description: Each cell type with each of its keys.
    rowHeight: 50
    sections:
      - id: fields
        header: Fields
        footer: The footer.
        rowHeight: 60
        cells:
          - type: input
            id: weight
            identifier: WeightCell
            height: 70
            autoHeight: true
            label: Weight
            placeholder: In kg
            help: Between 0.5 and 10.
            keyboard: decimal
            secure: true
            required: true
            pattern: "[0-9.]+"
            minLength: 1
            maxLength: 5
            min: 0.5
            max: 10
            default: 2.5
            ratio: 0.25
          - type: input
            id: code
            default: ABC
          - type: textView
            id: notes
            label: Notes
            placeholder: Anything else?
            help: Optional.
            default: Hello
            minLines: 2
            maxLines: 6
            maxLength: 200
            required: true
          - type: picker
            id: size
            label: Size
            help: Pick one.
            options: [Small, 2, 3.5]
            multiple: false
            required: true
            default: 2
          - type: picker
            id: extras
            multiple: true
            options:
              - { label: Cheese, value: cheese }
              - { label: Two, value: 2 }
            default: [cheese, 2]
      - cells:
          - type: switch
            id: wifi
            label: Wi-Fi
            help: Only on Wi-Fi.
            default: true
          - type: slider
            id: speed
            label: Speed
            help: Playback speed.
            min: 0.5
            max: 3
            step: 0.25
            default: 1
          - type: button
            id: save
            title: Save
            action: saveAll
            style: destructive
            confirm:
              title: Sure?
              message: This overwrites.
          - type: value
            id: version
            title: Version
            value: 2.4.1
            detail: Build 7
            image: info.circle
            accessory: checkmark
          - type: link
            id: about
            title: About
            target: about.yaml
            detail: Credits
          - type: note
            id: legal
            text: Small print.
    """

  static let defaults = """
    tablegen: 1
    cells:
      - type: input
        id: name
      - type: textView
        id: notes
      - type: picker
        id: one
        options: [a]
      - type: picker
        id: many
        multiple: true
        options: [a]
      - type: switch
        id: flag
      - type: slider
        id: level
        min: 2
        max: 9
      - type: button
        id: submit
        title: Submit
      - type: value
        title: Plain
      - type: link
        title: Site
        target: https://example.com
      - type: note
        text: Hi
    """

  @Test("every key of every cell type decodes to its typed value")
  func everyKey() throws {
    let (decoded, diagnostics) = decode(Self.everyKey)
    #expect(diagnostics.isEmpty, "\(describe(diagnostics))")
    let spec = try #require(decoded)
    #expect(spec.version == 1)
    #expect(spec.id == "everything")
    #expect(spec.title == "Every Key")
    #expect(spec.description == "Each cell type with each of its keys.")
    #expect(spec.rowHeight == 50)
    #expect(!spec.usesCellsShorthand)
    #expect(spec.sections.count == 2)
    let fields = spec.sections[0]
    #expect(fields.id == "fields")
    #expect(fields.header == "Fields")
    #expect(fields.footer == "The footer.")
    #expect(fields.rowHeight == 60)
    #expect(fields.cells.map(\.type) == [.input, .input, .textView, .picker, .picker])
    #expect(spec.sections[1].cells.map(\.type) == [.switch, .slider, .button, .value, .link, .note])
    #expect(spec.sections[1].rowHeight == nil)
    #expect(spec.sections[1].header == nil)

    let input = try #require(fields.cells[0].input)
    #expect(input.common.id == "weight")
    #expect(input.common.identifier == "WeightCell")
    #expect(input.common.height == 70)
    #expect(input.common.autoHeight)
    #expect(input.label == "Weight")
    #expect(input.placeholder == "In kg")
    #expect(input.help == "Between 0.5 and 10.")
    #expect(input.keyboard == .decimal)
    #expect(input.valueFormat.isNumeric)
    #expect(input.secure)
    #expect(input.required)
    #expect(input.pattern == "[0-9.]+")
    #expect(input.minLength == 1)
    #expect(input.maxLength == 5)
    #expect(input.min == 0.5)
    #expect(input.max == 10)
    #expect(input.default == .number(number("2.5")))
    #expect(input.ratio == 0.25)
    #expect(fields.cells[1].input?.default == .text("ABC"))

    let textView = try #require(fields.cells[2].textView)
    #expect(textView.common.id == "notes")
    #expect(textView.label == "Notes")
    #expect(textView.placeholder == "Anything else?")
    #expect(textView.help == "Optional.")
    #expect(textView.default == "Hello")
    #expect(textView.minLines == 2)
    #expect(textView.maxLines == 6)
    #expect(textView.maxLength == 200)
    #expect(textView.required)

    let size = try #require(fields.cells[3].picker)
    #expect(size.label == "Size")
    #expect(size.help == "Pick one.")
    #expect(size.options.map(\.label) == ["Small", "2", "3.5"])
    #expect(size.options.map(\.value) == [.string("Small"), .number(Number(2)), .number(number("3.5"))])
    #expect(!size.multiple)
    #expect(size.required)
    #expect(size.default?.values == [.number(Number(2))])
    if case .single = size.default {} else { Issue.record("a scalar default decodes as .single") }

    let extras = try #require(fields.cells[4].picker)
    #expect(extras.options.map(\.label) == ["Cheese", "Two"])
    #expect(extras.options.map(\.value) == [.string("cheese"), .number(Number(2))])
    #expect(extras.multiple)
    #expect(!extras.required)
    #expect(extras.default?.values == [.string("cheese"), .number(Number(2))])
    if case .multiple = extras.default {} else { Issue.record("a list default decodes as .multiple") }

    let cells = spec.sections[1].cells
    let toggle = try #require(cells[0].toggle)
    #expect(toggle.common.id == "wifi")
    #expect(toggle.label == "Wi-Fi")
    #expect(toggle.help == "Only on Wi-Fi.")
    #expect(toggle.default)

    let slider = try #require(cells[1].slider)
    #expect(slider.label == "Speed")
    #expect(slider.help == "Playback speed.")
    #expect(slider.min == 0.5)
    #expect(slider.max == 3)
    #expect(slider.step == 0.25)
    #expect(slider.default == 1)
    #expect(slider.initialValue == 1)

    let button = try #require(cells[2].button)
    #expect(button.title == "Save")
    #expect(button.action == "saveAll")
    #expect(button.resolvedAction == "saveAll")
    #expect(button.style == .destructive)
    #expect(button.confirm?.title == "Sure?")
    #expect(button.confirm?.message == "This overwrites.")

    let value = try #require(cells[3].valueCell)
    #expect(value.common.id == "version")
    #expect(value.title == "Version")
    #expect(value.value == "2.4.1")
    #expect(value.detail == "Build 7")
    #expect(value.image == "info.circle")
    #expect(value.accessory == .checkmark)

    let link = try #require(cells[4].link)
    #expect(link.common.id == "about")
    #expect(link.title == "About")
    #expect(link.target == "about.yaml")
    #expect(link.detail == "Credits")
    #expect(!link.targetIsURL)

    let note = try #require(cells[5].note)
    #expect(note.common.id == "legal")
    #expect(note.text == "Small print.")
  }

  @Test("absent keys take their documented defaults")
  func defaults() throws {
    let (decoded, diagnostics) = decode(Self.defaults)
    #expect(diagnostics.isEmpty, "\(describe(diagnostics))")
    let spec = try #require(decoded)
    #expect(spec.id == nil)
    #expect(spec.title == nil)
    #expect(spec.description == nil)
    #expect(spec.rowHeight == 44)
    let cells = spec.cells
    #expect(cells.count == 10)
    for cell in cells {
      #expect(cell.common.identifier == nil)
      #expect(cell.common.height == nil)
      #expect(cell.common.autoHeight == false)
    }

    let input = try #require(cells[0].input)
    #expect(input.keyboard == .default)
    #expect(!input.secure)
    #expect(!input.required)
    #expect(input.label == nil && input.placeholder == nil && input.help == nil && input.pattern == nil)
    #expect(input.minLength == nil && input.maxLength == nil && input.min == nil && input.max == nil)
    #expect(input.default == nil)
    #expect(input.ratio == nil)

    let textView = try #require(cells[1].textView)
    #expect(textView.minLines == 3)
    #expect(textView.maxLines == nil)
    #expect(textView.maxLength == nil)
    #expect(!textView.required)
    #expect(textView.default == nil)

    let one = try #require(cells[2].picker)
    #expect(!one.multiple)
    #expect(!one.required)
    #expect(one.default == nil)
    #expect(one.options.map(\.value) == [.string("a")])
    #expect(cells[3].picker?.multiple == true)

    #expect(cells[4].toggle?.default == false)

    let slider = try #require(cells[5].slider)
    #expect(slider.step == nil)
    #expect(slider.default == nil)
    #expect(slider.initialValue == 2)

    let button = try #require(cells[6].button)
    #expect(button.action == nil)
    #expect(button.resolvedAction == "submit")
    #expect(button.style == .default)
    #expect(button.confirm == nil)

    let value = try #require(cells[7].valueCell)
    #expect(value.common.id == nil)
    #expect(value.accessory == ValueCell.Accessory.none)
    #expect(value.value == nil && value.detail == nil && value.image == nil)

    let link = try #require(cells[8].link)
    #expect(link.detail == nil)
    #expect(link.targetIsURL)
    #expect(cells[9].note?.text == "Hi")
  }

  @Test("the cells shorthand is one untitled section")
  func cellsShorthand() throws {
    let (decoded, diagnostics) = decode(
      "tablegen: 1\ntitle: Short\ncells:\n  - type: note\n    text: A\n  - type: note\n    text: B\n")
    #expect(diagnostics.isEmpty)
    let spec = try #require(decoded)
    #expect(spec.usesCellsShorthand)
    #expect(spec.sections.count == 1)
    let section = try #require(spec.sections.first)
    #expect(section.id == nil && section.header == nil && section.footer == nil && section.rowHeight == nil)
    #expect(section.cells.compactMap(\.note?.text) == ["A", "B"])
  }

  @Test("an empty cells list is still one section")
  func emptyShorthand() throws {
    let (decoded, diagnostics) = decode("tablegen: 1\ncells: []\n")
    #expect(diagnostics.isEmpty)
    #expect(decoded?.usesCellsShorthand == true)
    #expect(decoded?.sections.count == 1)
    #expect(decoded?.sections.first?.cells.isEmpty == true)
  }

  @Test("each height input is kept for the renderer's precedence")
  func heights() throws {
    let text = """
      tablegen: 1
      rowHeight: 40
      sections:
        - rowHeight: 50
          cells:
            - type: note
              text: section height
            - type: note
              text: own height
              height: 80
            - type: note
              text: auto wins
              height: 90
              autoHeight: true
        - cells:
            - type: note
              text: table height
      """
    let (decoded, diagnostics) = decode(text)
    #expect(diagnostics.isEmpty)
    let spec = try #require(decoded)
    #expect(spec.rowHeight == 40)
    #expect(spec.sections.map(\.rowHeight) == [50, nil])
    #expect(spec.sections[0].cells.map(\.common.height) == [nil, 80, 90])
    #expect(spec.sections[0].cells.map(\.common.autoHeight) == [false, false, true])
  }

  @Test("the same spec in JSON decodes alike")
  func jsonSpec() throws {
    let text = """
      {"tablegen": 1, "$schema": "x.json", "cells": [
        {"type": "picker", "id": "n", "options": [1, {"label": "Two", "value": 2}, "three"], "default": 1},
        {"type": "slider", "id": "s", "min": -1, "max": 1.5}
      ]}
      """
    let (decoded, diagnostics) = decode(text, format: .json)
    #expect(diagnostics.isEmpty)
    let spec = try #require(decoded)
    let picker = try #require(spec.cells[0].picker)
    #expect(picker.options.map(\.label) == ["1", "Two", "three"])
    #expect(picker.options.map(\.value) == [.number(Number(1)), .number(Number(2)), .string("three")])
    #expect(spec.cells[1].slider?.min == -1)
    #expect(spec.cells[1].slider?.max == 1.5)
  }

  @Test("origins record where each element and value was written")
  func origins() throws {
    let (decoded, _) = decode("tablegen: 1\ncells:\n  - type: switch\n    id: wifi\n    default: true\n")
    let cell = try #require(decoded?.cells.first)
    #expect(cell.common.origin.pointer == JSONPointer(["cells", "0"]))
    #expect(cell.common.origin.range.start.line == 3)
    #expect(cell.common.origin.range.start.column == 5)
    #expect(cell.common.origin.has("default"))
    #expect(cell.common.origin.range(of: "default").start.line == 5)
    #expect(cell.common.origin.range(of: "default").start.column == 14)
    #expect(!cell.common.origin.has("label"))
  }
}

@Suite("Decoder: structural errors")
struct DecoderErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var format: SourceFormat = .yaml
    var expected: [Expected]
    /// A fragment of the first diagnostic's message.
    var message: String? = nil
    /// A fragment of the first diagnostic's suggestion.
    var suggestion: String? = nil
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "unknown-key: misspelt label",
      text: "tablegen: 1\ncells:\n  - type: input\n    id: email\n    lable: Email\n",
      expected: [Expected(.unknownKey, 5, 5)],
      message: "unknown key 'lable' in an input cell", suggestion: "did you mean 'label'?"),
    Case(
      name: "unknown-key: a key of another cell type",
      text: "tablegen: 1\ncells:\n  - type: switch\n    id: wifi\n    options: [a, b]\n",
      expected: [Expected(.unknownKey, 5, 5)],
      message: "'options' is a key of a picker cell, not of a switch cell"),
    Case(
      name: "unknown-key: a section key on the table",
      text: "tablegen: 1\nheader: Top\ncells: []\n",
      expected: [Expected(.unknownKey, 2, 1)],
      message: "'header' is a key of a section, not of the top level of a spec"),
    Case(
      name: "unknown-key: in a section",
      text: "tablegen: 1\nsections:\n  - title: Hi\n    cells: []\n",
      expected: [Expected(.unknownKey, 3, 5)],
      message: "'title' is a key of the table, not of a section"),
    Case(
      name: "unknown-key: in an option",
      text:
        "tablegen: 1\ncells:\n  - type: picker\n    id: p\n    options:\n      - { label: A, value: a, extra: 1 }\n",
      expected: [Expected(.unknownKey, 6, 31)],
      message: "unknown key 'extra' in an option"),
    Case(
      name: "missing-key: no tablegen",
      text: "title: Login\ncells: []\n",
      expected: [Expected(.missingKey, 1, 1)],
      message: "the top level of a spec is missing the required key 'tablegen'"),
    Case(
      name: "missing-key: neither sections nor cells",
      text: "tablegen: 1\ntitle: Login\n",
      expected: [Expected(.missingKey, 1, 1)],
      message: "the table has no 'sections' (or 'cells')"),
    Case(
      name: "missing-key: a section without cells",
      text: "tablegen: 1\nsections:\n  - header: Top\n",
      expected: [Expected(.missingKey, 3, 5)],
      message: "a section is missing the required key 'cells'"),
    Case(
      name: "missing-key: a cell without type",
      text: "tablegen: 1\ncells:\n  - id: name\n    label: Name\n",
      expected: [Expected(.missingKey, 3, 5)],
      message: "a cell is missing the required key 'type'"),
    Case(
      name: "missing-key: an input without id",
      text: "tablegen: 1\ncells:\n  - type: input\n    label: Name\n",
      expected: [Expected(.missingKey, 3, 5)],
      message: "an input cell is missing the required key 'id'"),
    Case(
      name: "missing-key: a button without title",
      text: "tablegen: 1\ncells:\n  - type: button\n    id: save\n",
      expected: [Expected(.missingKey, 3, 5)],
      message: "a button cell is missing the required key 'title'"),
    Case(
      name: "missing-key: a slider without min",
      text: "tablegen: 1\ncells:\n  - type: slider\n    id: level\n    max: 10\n",
      expected: [Expected(.missingKey, 3, 5)],
      message: "a slider cell is missing the required key 'min'"),
    Case(
      name: "missing-key: a picker without options",
      text: "tablegen: 1\ncells:\n  - type: picker\n    id: size\n",
      expected: [Expected(.missingKey, 3, 5)],
      message: "a picker cell is missing the required key 'options'"),
    Case(
      name: "missing-key: an option without value",
      text: "tablegen: 1\ncells:\n  - type: picker\n    id: size\n    options:\n      - label: Small\n",
      expected: [Expected(.missingKey, 6, 9)],
      message: "an option is missing the required key 'value'"),
    Case(
      name: "missing-key: a confirmation without title",
      text:
        "tablegen: 1\ncells:\n  - type: button\n    id: del\n    title: Delete\n    confirm:\n      message: Sure?\n",
      expected: [Expected(.missingKey, 7, 7)],
      message: "a confirmation is missing the required key 'title'"),
    Case(
      name: "conflicting-keys: sections and cells",
      text: "tablegen: 1\nsections: []\ncells: []\n",
      expected: [Expected(.conflictingKeys, 3, 8)],
      message: "a table has either 'sections' or 'cells', not both"),
    Case(
      name: "type-mismatch: a string expected, a number found",
      text: "tablegen: 1\ntitle: 42\ncells: []\n",
      expected: [Expected(.typeMismatch, 2, 8)],
      message: "'title' must be a string, found an integer", suggestion: "quote it to make it a string: title: \"42\""),
    Case(
      name: "type-mismatch: a boolean expected, yes found",
      text: "tablegen: 1\ncells:\n  - type: input\n    id: pin\n    secure: yes\n",
      expected: [Expected(.typeMismatch, 5, 13)],
      message: "'secure' must be a boolean (true or false), found a string",
      suggestion: "YAML 1.2 reads 'yes' as a string; write true or false"),
    Case(
      name: "type-mismatch: the top level is a list",
      text: "- tablegen: 1\n- cells: []\n",
      expected: [Expected(.typeMismatch, 1, 1)],
      message: "the top level of a spec must be a mapping, found a list",
      suggestion: "a spec is a mapping that starts with 'tablegen: 1'"),
    Case(
      name: "type-mismatch: a cell that is a string",
      text: "tablegen: 1\ncells:\n  - note\n",
      expected: [Expected(.typeMismatch, 3, 5)],
      message: "a cell must be a mapping, found a string"),
    Case(
      name: "type-mismatch: cells that is a mapping",
      text: "tablegen: 1\ncells:\n  type: note\n",
      expected: [Expected(.typeMismatch, 3, 3)],
      message: "'cells' must be a list, found a mapping"),
    Case(
      name: "type-mismatch: a null value",
      text: "tablegen: 1\ntitle:\ncells: []\n",
      expected: [Expected(.typeMismatch, 2, 7)],
      message: "'title' must be a string, found null", suggestion: "give 'title' a value, or remove the key"),
    Case(
      name: "type-mismatch: a fractional integer",
      text: "tablegen: 1\ncells:\n  - type: textView\n    id: t\n    minLines: 2.5\n",
      expected: [Expected(.typeMismatch, 5, 15)],
      message: "'minLines' must be a whole number"),
    Case(
      name: "type-mismatch: an option that is a list",
      text: "tablegen: 1\ncells:\n  - type: picker\n    id: p\n    options: [a, [b]]\n",
      expected: [Expected(.typeMismatch, 5, 18)],
      message: "an option must be a string, a number, a boolean or a {label, value} mapping, found a list"),
    Case(
      name: "type-mismatch: a key that is not a string",
      text: "tablegen: 1\ncells: []\n[a]: 1\n",
      expected: [Expected(.typeMismatch, 3, 1)],
      message: "keys must be strings, found a list"),
    Case(
      name: "invalid-value: misspelt keyboard",
      text: "tablegen: 1\ncells:\n  - type: input\n    id: email\n    keyboard: emial\n",
      expected: [Expected(.invalidValue, 5, 15)],
      message: "'emial' is not a valid keyboard", suggestion: "did you mean 'email'?"),
    Case(
      name: "invalid-value: rowHeight 0",
      text: "tablegen: 1\nrowHeight: 0\ncells: []\n",
      expected: [Expected(.invalidValue, 2, 12)],
      message: "'rowHeight' must be greater than 0, found 0"),
    Case(
      name: "invalid-value: ratio 1.0",
      text: "tablegen: 1\ncells:\n  - type: input\n    id: a\n    ratio: 1.0\n",
      expected: [Expected(.invalidValue, 5, 12)],
      message: "'ratio' must be between 0 and 1, exclusive, found 1.0"),
    Case(
      name: "invalid-value: ratio 0",
      text: "tablegen: 1\ncells:\n  - type: input\n    id: a\n    ratio: 0\n",
      expected: [Expected(.invalidValue, 5, 12)],
      message: "'ratio' must be between 0 and 1, exclusive, found 0"),
    Case(
      name: "invalid-value: minLength -1",
      text: "tablegen: 1\ncells:\n  - type: input\n    id: a\n    minLength: -1\n",
      expected: [Expected(.invalidValue, 5, 16)],
      message: "'minLength' must be at least 0, found -1"),
    Case(
      name: "invalid-value: height .inf",
      text: "tablegen: 1\ncells:\n  - type: note\n    text: Hi\n    height: .inf\n",
      expected: [Expected(.invalidValue, 5, 13)],
      message: "'height' must be a finite number, found .inf"),
    Case(
      name: "invalid-value: misspelt button style",
      text: "tablegen: 1\ncells:\n  - type: button\n    id: go\n    title: Go\n    style: cancle\n",
      expected: [Expected(.invalidValue, 6, 12)],
      message: "'cancle' is not a valid style", suggestion: "did you mean 'cancel'?"),
    Case(
      name: "invalid-id: starts with a digit",
      text: "tablegen: 1\ncells:\n  - type: switch\n    id: 1abc\n",
      expected: [Expected(.invalidID, 4, 9)],
      message: "'1abc' is not a valid id"),
    Case(
      name: "invalid-id: holds a space",
      text: "tablegen: 1\nid: a b\ncells: []\n",
      expected: [Expected(.invalidID, 2, 5)],
      message: "'a b' is not a valid id"),
    Case(
      name: "unknown-cell-type: swich",
      text: "tablegen: 1\ncells:\n  - type: swich\n    id: wifi\n",
      expected: [Expected(.unknownCellType, 3, 11)],
      message: "unknown cell type 'swich'", suggestion: "did you mean 'switch'?"),
    Case(
      name: "unsupported-version: only that diagnostic",
      text: "tablegen: 2\ntitle: 7\nfutureKey: true\ncells:\n  - type: hologram\n",
      expected: [Expected(.unsupportedVersion, 1, 11)],
      message: "written for format version 2"),
    Case(
      name: "empty-options",
      text: "tablegen: 1\ncells:\n  - type: picker\n    id: size\n    options: []\n",
      expected: [Expected(.emptyOptions, 5, 14)],
      message: "a picker needs at least one option"),
    Case(
      name: "JSON: unknown key and wrong type",
      text: "{\"tablegen\": 1,\n \"cells\": [{\"type\": \"note\", \"txt\": \"Hi\"}],\n \"rowHeight\": \"44\"}",
      format: .json,
      expected: [Expected(.unknownKey, 2, 29), Expected(.missingKey, 2, 12), Expected(.typeMismatch, 3, 15)],
      message: nil),
  ]

  @Test("each structural problem is reported with its code and position", arguments: cases)
  func structuralError(_ example: Case) throws {
    let (spec, diagnostics) = decode(example.text, format: example.format)
    #expect(spec == nil)
    expectDiagnostics(diagnostics, example.expected, example.name)
    let first = try #require(diagnostics.first)
    #expect(first.code.category == .structure)
    #expect(first.severity == .error)
    if let message = example.message {
      #expect(first.message.contains(message), "message: \(first.message)")
    }
    if let suggestion = example.suggestion {
      #expect(first.suggestion?.contains(suggestion) == true, "suggestion: \(first.suggestion ?? "none")")
    }
  }

  @Test("a suggestion lists the valid choices")
  func suggestionListsChoices() throws {
    let (_, diagnostics) = decode("tablegen: 1\ncells:\n  - type: value\n    title: T\n    accessory: arrow\n")
    let diagnostic = try #require(single(.invalidValue, in: diagnostics))
    #expect(diagnostic.suggestion == "valid values: 'none', 'disclosure', 'detail', 'checkmark'")
  }

  @Test("every problem of a file is collected in one run")
  func collectsEveryProblem() {
    let text = """
      tablegen: 1
      rowHeight: 0
      cells:
        - type: input
          id: 1abc
          lable: Name
        - type: swich
          id: flag
      """
    let loaded = loadSpec(text)
    #expect(loaded.spec == nil)
    expectDiagnostics(
      loaded.diagnostics,
      [
        Expected(.invalidValue, 2, 12), Expected(.invalidID, 5, 9), Expected(.unknownKey, 6, 5),
        Expected(.unknownCellType, 7, 11),
      ])
    // In report order, each naming the file.
    #expect(loaded.diagnostics.map(\.code) == [.invalidValue, .invalidID, .unknownKey, .unknownCellType])
    #expect(loaded.diagnostics.allSatisfy { $0.file == "spec.yaml" })
  }

  @Test("a duplicate key does not stop decoding")
  func duplicateKeyThenDecoding() {
    let loaded = loadSpec("tablegen: 1\ntitle: A\ntitle: B\ncells:\n  - type: note\n    txt: Hi\n")
    expectDiagnostics(
      loaded.diagnostics, [Expected(.duplicateKey, 3, 1), Expected(.unknownKey, 6, 5), Expected(.missingKey, 5, 5)])
    #expect(loaded.spec == nil)
  }

  struct SpecCase: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var hasSpec: Bool
    var testDescription: String { name }
  }

  @Test(
    "LoadedSpec.spec is nil exactly when the file has a syntax or structure error",
    arguments: [
      SpecCase(name: "valid", text: "tablegen: 1\ncells:\n  - type: note\n    text: Hi\n", hasSpec: true),
      SpecCase(
        name: "a warning only",
        text: "tablegen: 1\nsections:\n  - cells: []\n  - cells:\n      - type: note\n        text: Hi\n", hasSpec: true
      ),
      SpecCase(
        name: "a semantic error",
        text: "tablegen: 1\ncells:\n  - type: switch\n    id: a\n  - type: switch\n    id: a\n", hasSpec: true),
      SpecCase(name: "a structure error", text: "tablegen: 1\ncells:\n  - type: note\n", hasSpec: false),
      SpecCase(name: "a recoverable load error", text: "tablegen: 1\ncells: []\ncells: []\n", hasSpec: false),
      SpecCase(name: "a syntax error", text: "tablegen: 1\ncells: [\n", hasSpec: false),
      SpecCase(name: "an invalid tag", text: "tablegen: !!int one\ncells: []\n", hasSpec: false),
    ])
  func specPresence(_ example: SpecCase) {
    let loaded = loadSpec(example.text)
    let structural = loaded.diagnostics.contains {
      $0.severity == .error && ($0.code.category == .syntax || $0.code.category == .structure)
    }
    #expect((loaded.spec != nil) == example.hasSpec, "\(describe(loaded.diagnostics))")
    #expect((loaded.spec == nil) == structural, "\(describe(loaded.diagnostics))")
    #expect(loaded.isValid == (example.hasSpec && !loaded.diagnostics.hasErrors))
  }
}
