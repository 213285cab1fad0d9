import TableGenOutput
import TableGenSpec

/// One row of a section's fields table, for a cell that takes an answer:
/// the id that names the answer, in code, first (as terraform-docs and
/// helm-docs lead with the name), the label, the help in a column of its own,
/// then the type, whether it is required, the default, and the details (one
/// fact per line). Each spec string is escaped by ``MarkdownText``.
enum MarkdownFieldRow {
  static let columns = ["Field", "Label", "Description", "Type", "Required", "Default", "Details"]

  /// The header and delimiter rows, without a final line break.
  static let tableHead =
    "| " + columns.joined(separator: " | ") + " |\n| " + columns.map { _ in "---" }.joined(separator: " | ") + " |"

  /// The row, without a line break. `words` says the cell's conditions; `nil`
  /// for a spec without any.
  static func write(_ cell: Cell, words: ConditionWords?, into output: inout OutputBuffer) {
    output.append("| " as StaticString)
    if let id = cell.common.id { MarkdownText.appendCode(id, to: &output) } else { output.append(MarkdownText.empty) }
    output.append(" | " as StaticString)
    MarkdownText.appendInline(cell.caption ?? "", to: &output)
    output.append(" | " as StaticString)
    MarkdownText.appendInline(cell.help ?? "", to: &output)
    output.append(" | " as StaticString)
    MarkdownText.appendInline(cell.type.rawValue, to: &output)
    output.append(" | " as StaticString)
    output.append(cell.isRequired ? "yes" : "no" as StaticString)
    output.append(" | " as StaticString)
    writeDefault(cell, into: &output)
    output.append(" | " as StaticString)
    writeDetails(cell, words: words, into: &output)
    output.append(" |" as StaticString)
  }

  /// The default in code; `""` for empty text, which is a default, unlike `—`.
  private static func writeDefault(_ cell: Cell, into output: inout OutputBuffer) {
    func text(_ value: String) {
      if value.isEmpty { return output.append("`\"\"`" as StaticString) }
      MarkdownText.appendCode(value, to: &output)
    }
    switch cell {
    case .input(let input):
      // A secure field's default is a secret, in docs as on screen.
      if input.secure, input.default != nil { return output.append("(hidden)" as StaticString) }
      guard let value = input.default else { return output.append(MarkdownText.empty) }
      text(value.description)
    case .textView(let textView):
      guard let value = textView.default else { return output.append(MarkdownText.empty) }
      text(value)
    case .picker(let picker):
      guard let values = picker.default?.values, !values.isEmpty else { return output.append(MarkdownText.empty) }
      for (index, value) in values.enumerated() {
        if index > 0 { output.append(", " as StaticString) }
        text(value.description)
      }
    case .switch(let cell):
      MarkdownText.appendCode(cell.default ? "on" : "off", to: &output)
    case .slider(let slider):
      MarkdownText.appendCode(formatNumber(slider.initialValue), to: &output)
    case .stepper(let stepper):
      MarkdownText.appendCode(String(stepper.initialValue), to: &output)
    case .date(let date):
      guard let value = date.default else { return output.append(MarkdownText.empty) }
      text(value.description)
    case .button, .value, .link, .note:
      output.append(MarkdownText.empty)
    }
  }

  /// One line per fact, joined by `<br>`; `—` for none.
  private static func writeDetails(_ cell: Cell, words: ConditionWords?, into output: inout OutputBuffer) {
    var lines = MarkdownLines()
    switch cell {
    case .input(let input):
      if input.secure { lines.words("Secure: hidden as typed", &output) }
      lines.code("Placeholder: ", input.placeholder, &output)
      lines.text("", input.formatHintLine, &output)
      for constraint in CellFacts.constraints(of: input) { lines.fact(constraint, &output) }
      lines.code("Pattern: ", input.pattern, &output)
      lines.text("When it does not match: ", input.patternMessage, &output)
      for trait in CellFacts.traits(of: input) { lines.fact(trait, &output) }
    case .textView(let textView):
      lines.code("Placeholder: ", textView.placeholder, &output)
      lines.fact(CellFacts.lines(min: textView.minLines, max: textView.maxLines), &output)
      lines.fact(CellFacts.length(min: nil, max: textView.maxLength), &output)
    case .picker(let picker):
      lines.words(picker.multiple ? "Any of: " : "One of: ", &output)
      for (index, option) in picker.shownOptions.enumerated() {
        if index > 0 { output.append(", " as StaticString) }
        MarkdownText.appendInline(option.label, to: &output)
        let value = option.value.description
        if value != option.label {
          output.append(" (" as StaticString)
          MarkdownText.appendCode(value, to: &output)
          output.append(UInt8(ascii: ")"))
        }
        // What the row shows once the option is chosen.
        if let short = option.shortLabel {
          output.append(" (shown as " as StaticString)
          MarkdownText.appendInline(short, to: &output)
          output.append(UInt8(ascii: ")"))
        }
      }
      for fact in CellFacts.presentation(of: picker) { lines.fact(fact, &output) }
    case .slider(let slider):
      lines.fact(CellFacts.range(min: slider.min, max: slider.max), &output)
      lines.fact(CellFacts.step(slider.step), &output)
    case .switch(let toggle):
      lines.fact(CellFacts.storedValues(of: toggle), &output)
    case .stepper(let stepper):
      for fact in stepper.facts { lines.fact(fact, &output) }
    case .date(let date):
      for fact in CellFacts.constraints(of: date) { lines.fact(fact, &output) }
    case .button, .value, .link, .note:
      break
    }
    if let only = CellFacts.idioms(cell.common.idioms) { lines.words(only, &output) }  // "iPad only", not "IPad"
    lines.conditions(of: cell, words: words, &output)
    if lines.count == 0 { output.append(MarkdownText.empty) }
  }
}

/// The lines of a cell's details, joined by `<br>`: in a table cell or a list
/// item. Spec text in them is escaped; the renderer's own words are written
/// as they are.
struct MarkdownLines {
  let place: MarkdownText.Place
  private(set) var count = 0

  init(place: MarkdownText.Place = .cell) {
    self.place = place
  }

  /// Starts a line: `<br>` after the first.
  mutating func startLine(_ output: inout OutputBuffer) {
    if count > 0 { output.append("<br>" as StaticString) }
    count += 1
  }

  /// A line of the renderer's own words, already safe.
  mutating func words(_ text: String, _ output: inout OutputBuffer) {
    startLine(&output)
    output.append(text)
  }

  /// `label` then spec text; nothing when there is no text.
  mutating func text(_ label: String, _ text: String?, _ output: inout OutputBuffer) {
    guard let text else { return }
    startLine(&output)
    output.append(label)
    MarkdownText.appendInline(text, in: place, to: &output)
  }

  /// `label` then spec text in code (`""` when empty); nothing when there is no text.
  mutating func code(_ label: String, _ text: String?, _ output: inout OutputBuffer) {
    guard let text else { return }
    startLine(&output)
    output.append(label)
    if text.isEmpty { return output.append("`\"\"`" as StaticString) }
    MarkdownText.appendCode(text, in: place, to: &output)
  }

  /// A fact of ``CellFacts``, which starts a line of its own and so a capital.
  mutating func fact(_ text: String?, _ output: inout OutputBuffer) {
    guard let text else { return }
    startLine(&output)
    MarkdownText.appendInline(MarkdownRenderer.capitalized(text), in: place, to: &output)
  }

  /// The cell's conditions, last, as the text form draws them under the row.
  mutating func conditions(of cell: Cell, words: ConditionWords?, _ output: inout OutputBuffer) {
    guard let words, cell.isDynamic else { return }
    if case .picker(let picker) = cell {
      for option in picker.options {
        guard let condition = option.visibleIf else { continue }
        text("", option.label + ": " + words.optionSentence(condition), &output)
      }
    }
    for sentence in words.sentences(for: cell) { text("", MarkdownRenderer.capitalized(sentence), &output) }
  }
}
