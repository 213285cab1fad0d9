import TableGenOutput
import TableGenSpec

/// One cell's row of a Markdown table: Field, Type, Required, Default and
/// Details, each already escaped by ``MarkdownText``.
struct MarkdownCellRow {
  let columns: [String]

  init(_ cell: Cell) {
    let field = Self.field(cell)
    let required: String =
      switch cell {
      case .input, .textView, .picker, .switch, .slider: cell.isRequired ? "yes" : "no"
      case .button, .value, .link, .note: MarkdownText.empty
      }
    let details = Self.details(cell)
    columns = [
      field, MarkdownText.inline(cell.type.rawValue), required, Self.defaultValue(cell),
      details.isEmpty ? MarkdownText.empty : details.joined(separator: "<br>"),
    ]
  }

  /// The caption, with the id that names the answer.
  private static func field(_ cell: Cell) -> String {
    let caption = cell.caption.map(MarkdownText.inline)
    let id = cell.common.id.map(MarkdownText.code)
    switch (caption, id) {
    case let (caption?, id?): return "\(caption) (\(id))"
    case let (caption?, nil): return caption
    case let (nil, id?): return id
    case (nil, nil): return MarkdownText.empty
    }
  }

  private static func defaultValue(_ cell: Cell) -> String {
    switch cell {
    case .input(let input):
      // A secure field's default is a secret, in docs as on screen.
      if input.secure, input.default != nil { return "(hidden)" }
      return input.default.map { MarkdownText.code($0.description) } ?? MarkdownText.empty
    case .textView(let textView):
      return textView.default.map(MarkdownText.code) ?? MarkdownText.empty
    case .picker(let picker):
      guard let values = picker.default?.values, !values.isEmpty else { return MarkdownText.empty }
      return values.map { MarkdownText.code($0.description) }.joined(separator: ", ")
    case .switch(let cell):
      return MarkdownText.code(cell.default ? "on" : "off")
    case .slider(let slider):
      return MarkdownText.code(formatNumber(slider.initialValue))
    case .button, .value, .link, .note:
      return MarkdownText.empty
    }
  }

  /// Each entry is one line of the Details column, already escaped.
  private static func details(_ cell: Cell) -> [String] {
    var lines: [String] = []
    func add(_ label: String, _ text: String?) {
      if let text { lines.append(label + MarkdownText.inline(text)) }
    }
    // Each fact starts a line of its own in the column, so it starts with a capital.
    func fact(_ text: String?) {
      if let text, let first = text.first { lines.append(MarkdownText.inline(first.uppercased() + text.dropFirst())) }
    }
    switch cell {
    case .input(let input):
      if input.secure { lines.append("Secure: hidden as typed") }
      add("Placeholder: ", input.placeholder)
      for constraint in CellFacts.constraints(of: input) { fact(constraint) }
      if let pattern = input.pattern { lines.append("Pattern: " + MarkdownText.code(pattern)) }
      add("", input.help)
    case .textView(let textView):
      add("Placeholder: ", textView.placeholder)
      fact(CellFacts.lines(min: textView.minLines, max: textView.maxLines))
      fact(CellFacts.length(min: nil, max: textView.maxLength))
      add("", textView.help)
    case .picker(let picker):
      let options = picker.options.map { option in
        let label = MarkdownText.inline(option.label)
        return option.value.description == option.label ? label : "\(label) (\(MarkdownText.code(option.value.description)))"
      }
      lines.append((picker.multiple ? "Any of: " : "One of: ") + options.joined(separator: ", "))
      add("", picker.help)
    case .switch(let cell):
      add("", cell.help)
    case .slider(let slider):
      fact(CellFacts.range(min: slider.min, max: slider.max))
      fact(CellFacts.step(slider.step))
      add("", slider.help)
    case .button(let button):
      if button.style != .default { lines.append("Style: " + button.style.rawValue) }
      if !button.resolvedAction.isEmpty { lines.append("Action: " + MarkdownText.code(button.resolvedAction)) }
      if let confirm = button.confirm {
        var text = "Asks first: " + MarkdownText.inline(confirm.title)
        if let message = confirm.message { text += " — " + MarkdownText.inline(message) }
        lines.append(text)
      }
    case .value(let value):
      add("Shows: ", value.value)
      add("", value.detail)
      if value.accessory != .none { lines.append("Accessory: " + value.accessory.rawValue) }
    case .link(let link):
      lines.append("Opens " + MarkdownText.code(link.target))
      add("", link.detail)
    case .note(let note):
      add("", note.text)
    }
    return lines
  }
}
