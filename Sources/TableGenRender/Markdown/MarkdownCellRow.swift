import TableGenOutput
import TableGenSpec

/// One cell's row of a Markdown table: Field, Type, Required, Default and
/// Details, each escaped by ``MarkdownText`` as it is written.
enum MarkdownCellRow {
  /// `| Field | Type | Required | Default | Details |`, without a line break.
  /// `words` says the cell's conditions; `nil` for a spec without any.
  static func write(_ cell: Cell, words: ConditionWords?, into output: inout OutputBuffer) {
    output.append("| " as StaticString)
    writeField(cell, into: &output)
    output.append(" | " as StaticString)
    MarkdownText.appendInline(cell.type.rawValue, to: &output)
    output.append(" | " as StaticString)
    switch cell {
    case .input, .textView, .picker, .switch, .slider: output.append(cell.isRequired ? "yes" : "no" as StaticString)
    case .button, .value, .link, .note: output.append(MarkdownText.empty)
    }
    output.append(" | " as StaticString)
    writeDefault(cell, into: &output)
    output.append(" | " as StaticString)
    writeDetails(cell, words: words, into: &output)
    output.append(" |" as StaticString)
  }

  /// The caption, with the id that names the answer.
  private static func writeField(_ cell: Cell, into output: inout OutputBuffer) {
    switch (cell.caption, cell.common.id) {
    case (let caption?, let id?):
      MarkdownText.appendInline(caption, to: &output)
      output.append(" (" as StaticString)
      MarkdownText.appendCode(id, to: &output)
      output.append(UInt8(ascii: ")"))
    case (let caption?, nil): MarkdownText.appendInline(caption, to: &output)
    case (nil, let id?): MarkdownText.appendCode(id, to: &output)
    case (nil, nil): output.append(MarkdownText.empty)
    }
  }

  private static func writeDefault(_ cell: Cell, into output: inout OutputBuffer) {
    switch cell {
    case .input(let input):
      // A secure field's default is a secret, in docs as on screen.
      if input.secure, input.default != nil { return output.append("(hidden)" as StaticString) }
      guard let value = input.default else { return output.append(MarkdownText.empty) }
      MarkdownText.appendCode(value.description, to: &output)
    case .textView(let textView):
      guard let value = textView.default else { return output.append(MarkdownText.empty) }
      MarkdownText.appendCode(value, to: &output)
    case .picker(let picker):
      guard let values = picker.default?.values, !values.isEmpty else { return output.append(MarkdownText.empty) }
      for (index, value) in values.enumerated() {
        if index > 0 { output.append(", " as StaticString) }
        MarkdownText.appendCode(value.description, to: &output)
      }
    case .switch(let cell):
      MarkdownText.appendCode(cell.default ? "on" : "off", to: &output)
    case .slider(let slider):
      MarkdownText.appendCode(formatNumber(slider.initialValue), to: &output)
    case .button, .value, .link, .note:
      output.append(MarkdownText.empty)
    }
  }

  /// One line of the Details column per fact, joined by `<br>`; `—` for none.
  private static func writeDetails(_ cell: Cell, words: ConditionWords?, into output: inout OutputBuffer) {
    var lineCount = 0
    func startLine() {
      if lineCount > 0 { output.append("<br>" as StaticString) }
      lineCount += 1
    }
    /// A line of the renderer's own words, already safe.
    func line(_ text: String) {
      startLine()
      output.append(text)
    }
    func add(_ label: String, _ text: String?) {
      guard let text else { return }
      startLine()
      output.append(label)
      MarkdownText.appendInline(text, to: &output)
    }
    // Each fact starts a line of its own in the column, so it starts with a capital.
    func fact(_ text: String?) {
      guard let text, let first = text.first else { return }
      startLine()
      MarkdownText.appendInline(first.uppercased() + text.dropFirst(), to: &output)
    }
    func code(_ label: String, _ text: String) {
      startLine()
      output.append(label)
      MarkdownText.appendCode(text, to: &output)
    }
    switch cell {
    case .input(let input):
      if input.secure { line("Secure: hidden as typed") }
      add("Placeholder: ", input.placeholder)
      for constraint in CellFacts.constraints(of: input) { fact(constraint) }
      if let pattern = input.pattern { code("Pattern: ", pattern) }
      add("", input.help)
    case .textView(let textView):
      add("Placeholder: ", textView.placeholder)
      fact(CellFacts.lines(min: textView.minLines, max: textView.maxLines))
      fact(CellFacts.length(min: nil, max: textView.maxLength))
      add("", textView.help)
    case .picker(let picker):
      line(picker.multiple ? "Any of: " : "One of: ")
      for (index, option) in picker.options.enumerated() {
        if index > 0 { output.append(", " as StaticString) }
        MarkdownText.appendInline(option.label, to: &output)
        let value = option.value.description
        if value != option.label {
          output.append(" (" as StaticString)
          MarkdownText.appendCode(value, to: &output)
          output.append(UInt8(ascii: ")"))
        }
      }
      add("", picker.help)
    case .switch(let cell):
      add("", cell.help)
    case .slider(let slider):
      fact(CellFacts.range(min: slider.min, max: slider.max))
      fact(CellFacts.step(slider.step))
      add("", slider.help)
    case .button(let button):
      if button.style != .default { line("Style: " + button.style.rawValue) }
      if !button.resolvedAction.isEmpty { code("Action: ", button.resolvedAction) }
      if let confirm = button.confirm {
        add("Asks first: ", confirm.title)
        if let message = confirm.message {
          output.append(" — ")
          MarkdownText.appendInline(message, to: &output)
        }
      }
    case .value(let value):
      add("Shows: ", value.value)
      add("", value.detail)
      if value.accessory != .none { line("Accessory: " + value.accessory.rawValue) }
    case .link(let link):
      code("Opens ", link.target)
      add("", link.detail)
    case .note(let note):
      add("", note.text)
    }
    // The conditions last, as the text form draws them under the row.
    if let words, cell.isDynamic {
      if case .picker(let picker) = cell {
        for option in picker.options {
          guard let condition = option.visibleIf else { continue }
          add("", option.label + ": " + words.optionSentence(condition))
        }
      }
      for sentence in words.sentences(for: cell) { add("", MarkdownRenderer.capitalized(sentence)) }
    }
    if lineCount == 0 { output.append(MarkdownText.empty) }
  }
}
