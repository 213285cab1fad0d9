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

  /// A field as the script reads it: the control it is drawn as, then its
  /// answer's rules (`Cell.answerRules`), conditions, default and options.
  private func writeField(_ cell: Cell, section: Int, to json: inout JSONStreamWriter, conditions: JSONRenderer) {
    guard let rules = cell.answerRules, let control = HTMLControl(drawing: cell) else { return }
    json.beginObject()
    json.key("id")
    json.string(cell.common.id ?? "")
    json.key("section")
    json.integer(section)
    json.key("control")
    json.string(control.rawValue)
    json.key("shape")
    json.string(rules.shape.rawValue)
    json.key("holdsValue")
    json.bool(rules.alwaysHoldsValue)
    json.key("required")
    json.bool(rules.required)
    conditions.writeConditions(cell.common.conditions, to: &json)
    writeLimits(rules, to: &json)
    writeAdvice(rules.advice, to: &json)
    writeDefault(cell, to: &json)
    conditions.writeComputedDefault(cell.computedDefault, to: &json)
    if case .picker(let picker) = cell { writeOptions(picker, to: &json) }
    if case .switch(let toggle) = cell, toggle.hasStoredValues {
      // What the answers file holds for on and off, as JSON text.
      json.key("stored")
      json.beginObject()
      json.key("on")
      json.string(Self.jsonText(toggle.storedValue(on: true)))
      json.key("off")
      json.string(Self.jsonText(toggle.storedValue(on: false)))
      json.endObject()
    }
    json.endObject()
  }

  private func writeLimits(_ rules: AnswerRules, to json: inout JSONStreamWriter) {
    if let format = rules.format {
      json.key("format")
      json.string(format.rawValue)
    }
    optional("minLength", rules.minLength, to: &json)
    optional("maxLength", rules.maxLength, to: &json)
    optional("min", rules.min, to: &json)
    optional("max", rules.max, to: &json)
    optional("step", rules.step, to: &json)
    if let pattern = rules.pattern {
      json.key("pattern")
      json.string(pattern)
    }
    if let earliest = rules.earliest {
      json.key("earliest")
      json.string(earliest.description)
    }
    if let latest = rules.latest {
      json.key("latest")
      json.string(latest.description)
    }
    optional("minuteStep", rules.minuteStep, to: &json)
  }

  /// The sentences `tablegen fill` says when a rule fails, as ``HTMLText/shown(_:)`` shows them.
  private func writeAdvice(_ advice: AnswerRules.Advice, to json: inout JSONStreamWriter) {
    json.key("advice")
    json.beginObject()
    let sentences: [(StaticString, String?)] = [
      ("required", advice.required), ("value", advice.value), ("range", advice.range), ("step", advice.step),
      ("format", advice.format), ("length", advice.length), ("pattern", advice.pattern),
    ]
    for case (let key, let sentence?) in sentences {
      json.key(key)
      json.string(HTMLText.shown(sentence))
    }
    json.endObject()
  }

  /// The default answer: text as in the control (a number as the answers write
  /// it), a boolean, or the indexes of the chosen options.
  private func writeDefault(_ cell: Cell, to json: inout JSONStreamWriter) {
    guard let answer = cell.defaultAnswer else { return }
    json.key("default")
    switch answer {
    case .text(let text): json.string(text)
    case .number(let number): json.string(number.jsonLiteral)
    case .bool(let flag): json.bool(flag)
    case .option(let value): writeIndexes(of: [value], in: cell, to: &json)
    case .options(let values): writeIndexes(of: values, in: cell, to: &json)
    }
  }

  private func writeIndexes(of values: [PickerCell.OptionValue], in cell: Cell, to json: inout JSONStreamWriter) {
    json.beginArray()
    if case .picker(let picker) = cell {
      for value in values {
        if let index = picker.options.firstIndex(where: { $0.value == value }) {
          json.element()
          json.integer(index)
        }
      }
    }
    json.endArray()
  }

  private func writeOptions(_ picker: PickerCell, to json: inout JSONStreamWriter) {
    let conditions = JSONRenderer()
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
      case .bool(let flag):
        json.bool(flag)
        // So that the answers write it bare, as fill does, not as a string.
        json.key("json")
        json.string(flag ? "true" : "false")
      }
      conditions.writeConditions(Conditions(visibleIf: option.visibleIf), to: &json)
      json.endObject()
    }
    json.endArray()
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
