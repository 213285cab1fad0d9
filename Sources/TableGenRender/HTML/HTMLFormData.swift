import TableGenOutput
import TableGenSpec

/// What the page's script needs to run the form as `tablegen fill` does: each
/// field's rules, default and conditions, the sections' conditions, the checks
/// and the buttons, as one JSON object in `<script type="application/json">`.
/// Conditions, checks and computed defaults are written by the JSON output's
/// own writers (`JSONConditions.swift`), as parsed trees: the script evaluates
/// trees and never parses an expression.
struct HTMLFormData {
  var spec: TableSpec

  /// A check whose message the page shows: as ``HTMLText/shown(_:)`` shows it.
  private static func shown(_ check: Check) -> Check {
    var check = check
    check.message = HTMLText.shown(check.message)
    return check
  }

  /// The object, compact; `HTMLText.scriptSafeJSON` makes it safe to embed.
  func json() -> [UInt8] {
    let conditions = JSONRenderer()
    var json = JSONStreamWriter(pretty: false)
    json.beginObject()
    json.key("sections")
    json.beginArray()
    for section in spec.sections {
      json.element()
      json.beginObject()
      conditions.writeConditions(section.conditions, to: &json)
      conditions.writeChecks(section.checks.map(Self.shown), to: &json)
      json.endObject()
    }
    json.endArray()
    conditions.writeChecks(spec.checks.map(Self.shown), to: &json)
    json.key("fields")
    json.beginArray()
    for (sectionIndex, section) in spec.sections.enumerated() {
      for cell in section.cells where cell.takesAnswer {
        json.element()
        writeField(cell, section: sectionIndex, to: &json, conditions: conditions)
      }
    }
    json.endArray()
    json.key("rows")
    json.beginArray()
    for (place, cell) in HTMLRenderer.rows(of: spec) where !cell.takesAnswer {
      json.element()
      json.beginObject()
      json.key("element")
      json.string(HTMLRenderer.rowID(place.index))
      json.key("section")
      json.integer(place.section)
      conditions.writeConditions(Conditions(visibleIf: cell.common.conditions.visibleIf), to: &json)
      if case .button(let button) = cell {
        json.key("button")
        json.beginObject()
        json.key("title")
        json.string(HTMLText.shown(button.title))
        json.key("action")
        json.string(button.resolvedAction)
        json.key("style")
        json.string(button.style.rawValue)
        json.key("role")
        json.string(button.role.rawValue)
        if let confirm = button.askedConfirmation {
          json.key("confirm")
          json.beginObject()
          json.key("title")
          json.string(HTMLText.shown(confirm.title))
          json.key("message")
          json.string(HTMLText.shown(confirm.message ?? ""))
          json.endObject()
        }
        json.endObject()
      }
      json.endObject()
    }
    json.endArray()
    json.endObject()
    return json.output.bytes
  }

  /// A stored value as the answers file writes it: `"YES"`, `1`, `true`.
  static func jsonText(_ value: ScalarValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let number): number.jsonLiteral
    case .string(let text): JSONWriter.write(.string(text), pretty: false)
    }
  }

  private func writeField(_ cell: Cell, section: Int, to json: inout JSONStreamWriter, conditions: JSONRenderer) {
    json.beginObject()
    json.key("id")
    json.string(cell.common.id ?? "")
    json.key("kind")
    // The page reads a stepper as the whole-number input its control is.
    json.string(cell.type == .stepper ? CellType.input.rawValue : cell.type.rawValue)
    json.key("section")
    json.integer(section)
    json.key("required")
    json.bool(cell.isRequired)
    conditions.writeConditions(cell.common.conditions, to: &json)
    switch cell {
    case .date(let date):
      // The answer is the control's value, the ISO text.
      json.key("mode")
      json.string(date.mode.rawValue)
      if let value = date.default {
        json.key("default")
        json.string(value.description)
      }
    case .input(let input):
      json.key("format")
      json.string(input.valueFormat.rawValue)
      if input.secure {
        json.key("secure")
        json.bool(true)
      }
      optional("minLength", input.minLength, to: &json)
      optional("maxLength", input.maxLength, to: &json)
      optional("min", input.min, to: &json)
      optional("max", input.max, to: &json)
      if let pattern = input.pattern {
        json.key("pattern")
        json.string(pattern)
      }
      if let message = input.patternMessage {
        json.key("patternMessage")
        json.string(HTMLText.shown(message))
      }
      if let text = HTMLRenderer.controlText(of: input) {
        json.key("default")
        json.string(text)
      }
      conditions.writeComputedDefault(input.computedDefault, to: &json)
    case .textView(let textView):
      optional("maxLength", textView.maxLength, to: &json)
      if let text = textView.default {
        json.key("default")
        json.string(text)
      }
      conditions.writeComputedDefault(textView.computedDefault, to: &json)
    case .picker(let picker):
      json.key("multiple")
      json.bool(picker.multiple)
      json.key("options")
      json.beginArray()
      for option in picker.options {
        json.element()
        json.beginObject()
        json.key("value")
        switch option.value {
        case .string(let text): json.string(text)
        case .number(let number):
          json.number(literal: number.jsonLiteral)
          // How a template writes it (as written) and how the answers do (plain JSON).
          json.key("literal")
          json.string(number.literal)
          json.key("json")
          json.string(number.jsonLiteral)
        }
        conditions.writeConditions(Conditions(visibleIf: option.visibleIf), to: &json)
        json.endObject()
      }
      json.endArray()
      if let chosen = picker.default?.values {
        json.key("default")
        json.beginArray()
        for value in chosen {
          if let index = picker.options.firstIndex(where: { $0.value == value }) {
            json.element()
            json.integer(index)
          }
        }
        json.endArray()
      }
    case .switch(let toggle):
      json.key("default")
      json.bool(toggle.default)
      if toggle.hasStoredValues {
        // What the answers file holds for on and off, as JSON text.
        json.key("stored")
        json.beginObject()
        json.key("on")
        json.string(Self.jsonText(toggle.storedValue(on: true)))
        json.key("off")
        json.string(Self.jsonText(toggle.storedValue(on: false)))
        json.endObject()
      }
    case .slider(let slider):
      json.key("min")
      json.double(slider.min)
      json.key("max")
      json.double(slider.max)
      optional("step", slider.step, to: &json)
      json.key("default")
      json.string(formatNumber(slider.initialValue))
    case .stepper(let stepper):
      json.key("format")
      json.string(InputCell.Format.integer.rawValue)
      json.key("min")
      json.integer(stepper.min)
      json.key("max")
      json.integer(stepper.max)
      json.key("default")
      json.string(String(stepper.initialValue))
    case .button, .value, .link, .note:
      break
    }
    json.endObject()
  }

  private func optional(_ key: StaticString, _ value: Int?, to json: inout JSONStreamWriter) {
    guard let value else { return }
    json.key(key)
    json.integer(value)
  }

  private func optional(_ key: StaticString, _ value: Double?, to json: inout JSONStreamWriter) {
    guard let value else { return }
    json.key(key)
    json.double(value)
  }
}
