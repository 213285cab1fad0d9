import Foundation
import Testing

@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// Model additions in the spec layer: the date cell, idioms, input
/// traits, picker presentation, short labels and sorting, switch stored
/// values, value rows bound to a key. Decoding, checks (code, line, column),
/// what each means (Meaning/), and the JSON output.
@Suite("Model additions: dates, idioms, input traits and keyed value rows")
struct ModelAdditionsTests {
  /// The diagnostics of `yaml` as `code line:column message`.
  func described(_ yaml: String) -> [String] {
    loadSpec(yaml).diagnostics.map {
      "\($0.code.rawValue) \($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0) \($0.message)"
    }
  }

  func firstCell(_ yaml: String) throws -> Cell {
    try #require(try validSpec(yaml).sections.first?.cells.first)
  }

  // MARK: Decoding

  @Test("every new key reaches the model")
  func decoding() throws {
    let spec = try validSpec(
      """
      tablegen: 1
      sections:
        - idioms: [pad]
          cells:
            - {type: date, id: at, mode: time, minuteInterval: 15, min: "08:00", max: "18:00", default: "09:15", idioms: [phone]}
            - {type: switch, id: sync, onValue: "YES", offValue: 0}
            - type: picker
              id: quality
              presentation: radio
              sortByLabel: true
              options: [{label: High, shortLabel: Hi, value: high}, {label: Low, value: low}]
            - {type: input, id: email, autocapitalization: none, autocorrection: false, contentType: emailAddress}
            - {type: value, title: Plan, key: plan, value: free, options: [{label: Free, value: free}, premium]}
      """)
    let section = try #require(spec.sections.first)
    #expect(section.idioms == [.pad])
    guard case .date(let date) = section.cells[0], case .switch(let toggle) = section.cells[1],
      case .picker(let picker) = section.cells[2], case .input(let input) = section.cells[3],
      case .value(let value) = section.cells[4]
    else {
      Issue.record("unexpected cell types: \(section.cells.map(\.type))")
      return
    }
    #expect(date.common.idioms == [.phone])
    #expect(date.mode == .time && date.minuteInterval == 15)
    #expect(
      date.min?.description == "08:00" && date.max?.description == "18:00" && date.default?.description == "09:15")
    #expect(toggle.onValue == .string("YES") && toggle.offValue?.description == "0")
    #expect(picker.presentation == .radio && picker.sortByLabel)
    #expect(picker.options.map(\.shortLabel) == ["Hi", nil])
    #expect(input.autocapitalization == Capitalization.none && input.autocorrection == false)
    #expect(input.contentType == "emailAddress")
    #expect(value.key == "plan" && value.options.map(\.label) == ["Free", "premium"])
  }

  @Test("a bad value of a new key is reported at the value, with the likely one")
  func decodingProblems() {
    let yaml = """
      tablegen: 1
      cells:
        - {type: switch, id: a, idioms: [iphone]}
        - {type: date, id: b, default: 2026-02-29}
        - {type: date, id: c, min: tomorrow}
        - {type: picker, id: d, presentation: popover, options: [x]}
        - {type: value, title: V, key: "9\tlives"}
        - {type: switch, id: e, idioms: pad}
      """
    #expect(
      described(yaml) == [
        "invalid-value 3:36 'iphone' is not a device idiom",
        "invalid-value 4:34 '2026-02-29' is not a date (YYYY-MM-DD), a time (HH:MM) or both (YYYY-MM-DDTHH:MM)",
        "invalid-value 5:30 'tomorrow' is not a date (YYYY-MM-DD), a time (HH:MM) or both (YYYY-MM-DDTHH:MM)",
        "invalid-value 6:41 'popover' is not a valid presentation",
        "invalid-value 7:34 'key' holds the control character U+0009, which a stored key cannot show",
        "type-mismatch 8:35 'idioms' must be a list of devices (phone, pad), found a string",
      ])
    let diagnostics = loadSpec(yaml).diagnostics
    #expect(diagnostics[0].suggestion == "did you mean 'phone'?")
    #expect(diagnostics[5].suggestion == "write it as a list: idioms: [pad]")
  }

  // MARK: Checks

  @Test("date cells: interval, shapes, order, default")
  func dateChecks() {
    #expect(
      described(
        """
        tablegen: 1
        cells:
          - {type: date, id: a, mode: time, minuteInterval: 60}
          - {type: date, id: b, mode: dateTime, min: 2026-12-31T10:00, max: 2026-01-01T10:00}
          - {type: date, id: c, min: "10:00"}
          - {type: date, id: d, mode: time, minuteInterval: 10, max: "12:00", default: "12:30"}
          - {type: date, id: e, mode: time, minuteInterval: 10, default: "12:35"}
          - {type: date, id: f, mode: dateTime, minuteInterval: 30, default: 2026-11-24T14:30}
        """) == [
          "invalid-minute-interval 3:53 minuteInterval 60 is greater than 30, as UIDatePicker requires",
          "value-range 4:46 min (2026-12-31T10:00) is after max (2026-01-01T10:00)",
          "date-mode-mismatch 5:30 the min 10:00 is a time, but the cell picks a date (no mode is written, so date)",
          "invalid-default 6:80 the default '12:30' is after 12:00, the max",
          "invalid-default 7:66 the default '12:35' is not on a 10-minute step",
        ])
  }

  @Test("switch, picker, input and value row checks")
  func otherChecks() {
    let yaml = """
      tablegen: 1
      cells:
        - {type: switch, id: a, onValue: 1, offValue: "1"}
        - {type: switch, id: b, offValue: true}
        - {type: picker, id: c, multiple: true, presentation: radio, options: [x, y]}
        - {type: picker, id: d, options: [{label: X, shortLabel: " ", value: x}]}
        - {type: input, id: e, secure: true, autocorrection: false, autocapitalization: none, contentType: pasword}
        - {type: value, title: V, value: "3", options: [1, 2]}
      """
    #expect(
      described(yaml) == [
        "same-switch-values 3:49 on and off both store 1, so the stored value cannot tell them apart",
        "type-mismatch 4:37 'offValue' must be a string or a number, found a boolean",
        "radio-on-multiple 5:57 a radio group chooses one option, but the picker is multiple",
        "empty-short-label 6:60 'shortLabel' is empty: the row would show nothing once this option is chosen",
        "trait-on-secure-field 7:56 'autocorrection' is ignored on a secure field: iOS never corrects or capitalizes a password",
        "trait-on-secure-field 7:83 'autocapitalization' is ignored on a secure field: iOS never corrects or capitalizes a password",
        "unknown-content-type 7:102 'pasword' is not one of UIKit's text content types",
        "value-not-an-option 8:36 the value '3' is not one of the options' values",
      ])
    #expect(
      loadSpec(yaml).diagnostics.first { $0.code == .unknownContentType }?.suggestion == "did you mean 'password'?")
  }

  @Test("idioms: empty is an error, a repeat a warning with the first as a note")
  func idiomChecks() {
    let yaml = """
      tablegen: 1
      sections:
        - idioms: []
          cells:
            - {type: switch, id: a, idioms: [phone, pad, phone]}
      """
    #expect(
      described(yaml) == [
        "empty-idioms 3:13 'idioms' is empty; leave it out to show on every device",
        "duplicate-idiom 5:52 'phone' is listed twice in 'idioms'",
      ])
    let duplicate = loadSpec(yaml).diagnostics[1]
    #expect(duplicate.severity == .warning)
    #expect(duplicate.notes.first?.range?.start.column == 40)
  }

  @Test("a hostile idioms list of repeats is reported up to the diagnostic limit")
  func hostileIdioms() {
    let items = Array(repeating: "pad", count: 50_000).joined(separator: ", ")
    let loaded = loadSpec("tablegen: 1\ncells:\n  - {type: switch, id: a, idioms: [\(items)]}\n")
    let repeats = loaded.diagnostics.filter { $0.code == .duplicateIdiom }.count
    #expect(repeats > 0 && repeats <= LoadOptions.default.maxDiagnostics + 1)
  }

  // MARK: Meaning

  @Test("a date answer is ISO text; advice names the bounds and the step")
  func dateMeaning() throws {
    guard
      case .date(let day) = try firstCell(
        "tablegen: 1\ncells:\n  - {type: date, id: d, min: 2026-01-01, max: 2026-12-31}")
    else { return #expect(Bool(false)) }
    #expect(day.advice(for: .text("2027-01-01")) == ["Enter a date from 2026-01-01 to 2026-12-31."])
    #expect(
      day.advice(for: .text("1/2/2026")) == [
        "Enter a date as YYYY-MM-DD, such as 2026-01-01, from 2026-01-01 to 2026-12-31."
      ])
    #expect(day.advice(for: .text("2026-05-05")).isEmpty)
    #expect(day.value(of: .text("2026-05-05")) == DateValue(year: 2026, month: 5, day: 5))
    #expect(day.value(of: .text("10:00")) == nil)
    #expect(day.clamped(DateValue(year: 2025, month: 1, day: 1)).description == "2026-01-01")
    #expect(CellFacts.constraints(of: day) == ["date", "from 2026-01-01 to 2026-12-31"])

    guard
      case .date(let time) = try firstCell(
        "tablegen: 1\ncells:\n  - {type: date, id: t, mode: time, minuteInterval: 15, min: \"09:00\"}")
    else { return #expect(Bool(false)) }
    #expect(time.advice(for: .text("09:20")) == ["Choose a time on a 15-minute step."])
    #expect(time.advice(for: .text("08:45")) == ["Enter a time of 09:00 or later."])
    #expect(CellFacts.constraints(of: time) == ["time", "not before 09:00", "in 15-minute steps"])
    #expect(Cell.date(time).answer(written: .string("09:15")) == .text("09:15"))
    #expect(Cell.date(time).advice(for: .text("09:15")).isEmpty)
  }

  @Test("a switch stores its on/off values and reads them back, alike or as booleans")
  func switchMeaning() throws {
    let cell = try firstCell("tablegen: 1\ncells:\n  - {type: switch, id: s, onValue: \"YES\", offValue: 0}")
    guard case .switch(let toggle) = cell else { return #expect(Bool(false)) }
    #expect(toggle.storedValue(on: true) == .string("YES"))
    #expect(toggle.storedValue(on: false).writtenForm == "0")
    #expect(cell.answer(written: .string("YES")) == .bool(true))
    #expect(cell.answer(written: .number(Number(0))) == .bool(false))
    #expect(cell.answer(written: .string("0")) == .bool(false))
    #expect(cell.answer(written: .bool(true)) == .bool(true))
    #expect(cell.answer(written: .string("yes")) == nil)
    #expect(toggle.isOn(storedText: "YES") == true)
    #expect(CellFacts.storedValues(of: toggle) == "stores \"YES\" when on, 0 when off")
    #expect(cell.writtenExpectation == "\"YES\" or 0")

    let plain = try firstCell("tablegen: 1\ncells:\n  - {type: switch, id: s}")
    guard case .switch(let plainToggle) = plain else { return #expect(Bool(false)) }
    #expect(plainToggle.storedValue(on: true) == .bool(true))
    #expect(CellFacts.storedValues(of: plainToggle) == nil)
    #expect(plain.answer(written: .string("true")) == nil)
  }

  @Test("sortByLabel orders by folded label, then as written, ties in written order; shortLabel shows once chosen")
  func pickerMeaning() throws {
    let cell = try firstCell(
      """
      tablegen: 1
      cells:
        - type: picker
          id: p
          sortByLabel: true
          options:
            - {label: beta, value: 1}
            - {label: Alpha, shortLabel: A, value: 2}
            - {label: Beta, value: 3}
            - {label: alpha, value: 4}
            - {label: Éclair, value: 5}
            - {label: beta, value: 6}
      """)
    guard case .picker(let picker) = cell else { return #expect(Bool(false)) }
    #expect(picker.shownOptions.map(\.value.description) == ["2", "4", "3", "1", "6", "5"])
    #expect(picker.options.map(\.value.description) == ["1", "2", "3", "4", "5", "6"])
    #expect(picker.chosenLabel(for: .number(Number(2))) == "A")
    #expect(picker.chosenLabel(for: .number(Number(3))) == "Beta")
    #expect(CellFacts.presentation(of: picker) == ["sorted by label"])
  }

  @Test("a value row shows the title of its value; traits and idioms have words")
  func valueAndWords() throws {
    let spec = try validSpec(
      """
      tablegen: 1
      cells:
        - {type: value, title: Plan, key: plan, value: premium, options: [{label: Free, value: free}, {label: Premium, value: premium}]}
        - {type: input, id: name, autocapitalization: words, autocorrection: false, contentType: givenName}
        - {type: value, title: Build, value: "42"}
      """)
    let cells = spec.sections[0].cells
    guard case .value(let plan) = cells[0], case .input(let name) = cells[1], case .value(let build) = cells[2] else {
      return #expect(Bool(false))
    }
    #expect(plan.shownValue == "Premium")
    #expect(plan.shownTitle(forStored: "free") == "Free")
    #expect(plan.shownTitle(forStored: "gold") == "gold")
    #expect(build.shownValue == "42")
    #expect(CellFacts.boundKey(of: plan) == "shows the stored value of plan")
    #expect(CellFacts.traits(of: name) == ["capitalizes words", "no autocorrection", "content type givenName"])
    #expect(CellFacts.idioms([.pad]) == "iPad only")
    #expect(CellFacts.idioms([.phone, .pad]) == nil)
    #expect(CellFacts.idioms([]) == nil)
  }

  // MARK: JSON output

  @Test("JSON writes the date cell whole and the new keys only where the spec writes them")
  func jsonOutput() throws {
    let spec = try validSpec(
      """
      tablegen: 1
      sections:
        - idioms: [pad]
          cells:
            - {type: date, id: at, mode: time, minuteInterval: 15, default: "09:15"}
            - {type: switch, id: sync, onValue: "YES", offValue: "NO"}
            - {type: picker, id: q, presentation: list, sortByLabel: true, options: [{label: High, shortLabel: Hi, value: h}]}
            - {type: input, id: e, contentType: emailAddress, idioms: [phone]}
            - {type: value, title: Plan, key: plan, value: free, options: [free]}
            - {type: switch, id: plain}
      """)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(JSONRenderer().render(spec).utf8)) as? [String: Any])
    let section = try #require((json["sections"] as? [[String: Any]])?.first)
    #expect(section["idioms"] as? [String] == ["pad"])
    let cells = try #require(section["cells"] as? [[String: Any]])
    #expect(cells[0]["mode"] as? String == "time")
    #expect(cells[0]["minuteInterval"] as? Int == 15)
    #expect(cells[0]["default"] as? String == "09:15")
    #expect(cells[0]["min"] is NSNull && cells[0]["required"] as? Bool == false)
    #expect(cells[1]["onValue"] as? String == "YES" && cells[1]["offValue"] as? String == "NO")
    #expect(cells[2]["presentation"] as? String == "list" && cells[2]["sortByLabel"] as? Bool == true)
    #expect((cells[2]["options"] as? [[String: Any]])?.first?["shortLabel"] as? String == "Hi")
    #expect(cells[3]["contentType"] as? String == "emailAddress" && cells[3]["idioms"] as? [String] == ["phone"])
    #expect(cells[3]["autocorrection"] == nil)
    #expect(cells[4]["key"] as? String == "plan" && (cells[4]["options"] as? [Any])?.count == 1)
    for key in ["onValue", "offValue", "idioms"] { #expect(cells[5][key] == nil, "\(key)") }
  }
}

/// Named so that `Capitalization.none` is not read as Optional's `.none`.
private typealias Capitalization = InputCell.Autocapitalization
