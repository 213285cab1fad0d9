import TableGenOutput
import TableGenSpec

/// How each cell type looks in the text form. Field lines fill the column right
/// of the label; spanning lines (buttons, values, links, notes) fill the row.
/// Controls sit where iOS puts them: a switch, and a picker's chosen value, at
/// the trailing edge. Every line is at most the width asked for.
struct CellDepiction: Sendable {
  let glyphs: TextGlyphs
  /// Says when an option is offered; `nil` for a spec without conditions.
  var words: ConditionWords? = nil
  /// Whether every picker lists its options; otherwise a long one is one row.
  var expandsPickers = false

  /// The most options a picker lists in place, like an iOS segmented control
  /// or inline picker; a longer one is one row with the chosen value and `›`,
  /// like an iOS navigation-link picker.
  static let expandedOptionLimit = 3

  /// The secure input's mask: a fixed length, so it reveals nothing about a default.
  static let maskLength = 8
  /// The tallest text view box drawn.
  static let maximumBoxRows = 20

  func fieldLines(for cell: Cell, width: Int) -> [StyledLine] {
    switch cell {
    case .input(let input): inputLines(input, width: width)
    case .textView(let textView): textViewLines(textView, width: width)
    case .picker(let picker): pickerLines(picker, width: width)
    case .switch(let cell):
      [trailing(StyledLine(cell.default ? glyphs.switchOn : glyphs.switchOff, cell.default ? .accent : .plain), width)]
        + helpLines(cell.help, facts: [CellFacts.storedValues(of: cell)].compactMap { $0 }, width: width)
    case .slider(let slider): sliderLines(slider, width: width)
    case .stepper(let stepper):
      // ASCII buttons, the same in every glyph set: "[-] 5 [+]".
      [trailing(StyledLine("[-] \(stepper.initialValue) [+]", .strong), width)]
        + helpLines(stepper.help, facts: stepper.facts, width: width)
    case .date(let date): dateLines(date, width: width)
    case .button, .value, .link, .note: spanningLines(for: cell, width: width)
    }
  }

  func spanningLines(for cell: Cell, width: Int) -> [StyledLine] {
    switch cell {
    case .button(let button): buttonLines(button, width: width)
    case .value(let value): valueLines(value, width: width)
    case .link(let link):
      titleAndTrailing(
        title: link.title, trailing: link.detail.map(TerminalText.escape), glyph: glyphs.link, width: width)
    case .note(let note): TextRenderer.prose(note.text, width: width).map { StyledLine($0, .muted) }
    case .input, .textView, .picker, .switch, .slider, .date, .stepper: fieldLines(for: cell, width: width)
    }
  }

  // MARK: - Label cells

  private func inputLines(_ input: InputCell, width: Int) -> [StyledLine] {
    let inner = width - 4
    var content = StyledLine()
    if input.secure {
      content.append(StyledLine.repeated(glyphs.mask, count: Self.maskLength))
      if input.default == nil, let placeholder = input.placeholder {
        content.append("  " + TerminalText.escape(placeholder), .placeholder)
      }
    } else if let value = input.default {
      content.append(TerminalText.escape(value.description))
    } else if let placeholder = input.placeholder {
      content.append(TerminalText.escape(placeholder), .placeholder)
    }
    var facts = CellFacts.constraints(of: input)
    if let hint = input.formatHintLine { facts.insert(TerminalText.escape(hint), at: 0) }
    if let pattern = input.pattern { facts.append("pattern " + TerminalText.escape(pattern)) }
    return [boxed(content, inner: inner)] + helpLines(input.help, facts: facts, width: width)
  }

  private func textViewLines(_ textView: TextViewCell, width: Int) -> [StyledLine] {
    let inner = width - 4
    let text = textView.default ?? textView.placeholder ?? ""
    let role: StyledLine.Role = textView.default == nil ? .placeholder : .plain
    var wrapped = text.isEmpty ? [] : Self.indentedLines(text, width: inner)
    // The box shows minLines rows, up to a screenful; the facts line below says the real figure.
    let rows = min(max(textView.minLines, 1), Self.maximumBoxRows)
    if wrapped.count > rows {
      wrapped = Array(wrapped.prefix(rows))
      wrapped[rows - 1] = TextWrapping.truncate(
        wrapped[rows - 1] + " " + glyphs.ellipsis, width: inner, ellipsis: glyphs.ellipsis)
    }
    let rule = StyledLine.repeated(glyphs.horizontal, count: width - 2)
    var lines = [StyledLine(glyphs.topLeft + rule + glyphs.topRight)]
    for index in 0..<rows {
      var line = StyledLine(glyphs.vertical + " ")
      line.append(StyledLine(index < wrapped.count ? wrapped[index] : "", role).padded(to: inner))
      line.append(" " + glyphs.vertical)
      lines.append(line)
    }
    lines.append(StyledLine(glyphs.bottomLeft + rule + glyphs.bottomRight))
    let facts = [
      CellFacts.lines(min: textView.minLines, max: textView.maxLines),
      CellFacts.length(min: nil, max: textView.maxLength),
    ].compactMap { $0 }
    return lines + helpLines(textView.help, facts: facts, width: width)
  }

  /// Whether `picker` shows as one row with its chosen value: a pushed list
  /// always, a radio group never, else a long one.
  func collapses(_ picker: PickerCell) -> Bool {
    switch picker.presentation {
    case .radio?: false
    case .list?: !expandsPickers
    case nil: !expandsPickers && picker.options.count > Self.expandedOptionLimit
    }
  }

  /// The chosen options' labels and `›` at the trailing edge; the options
  /// offered only under a condition are counted below it.
  private func collapsedPickerLines(_ picker: PickerCell, width: Int) -> [StyledLine] {
    let chosen = Set(picker.default?.values ?? [])
    let room = max(width - TerminalText.displayWidth(glyphs.disclosure) - 1, 1)
    // The chosen labels in the options' order, one pass, and only as many as can show.
    var shown = ""
    // Once chosen, a row shows an option's short label.
    for option in picker.shownOptions where chosen.contains(option.value) {
      shown += (shown.isEmpty ? "" : ", ") + TerminalText.escape(option.chosenLabel)
      if TerminalText.displayWidth(shown) > room { break }
    }
    var line = StyledLine()
    if !shown.isEmpty {
      line.append(TextWrapping.truncate(shown, width: room, ellipsis: glyphs.ellipsis), .muted)
      line.append(" ")
    }
    line.append(glyphs.disclosure, .accent)
    var lines = [trailing(line, width)]
    let conditional = picker.options.count(where: { $0.visibleIf != nil })
    if words != nil, conditional > 0 {
      let sentence = "\(conditional) of \(picker.options.count) options offered only under a condition"
      lines += TextRenderer.marked(sentence, mark: glyphs.conditionMark, width: width).map { StyledLine($0, .muted) }
    }
    return lines + helpLines(picker.help, facts: CellFacts.presentation(of: picker), width: width)
  }

  private func pickerLines(_ picker: PickerCell, width: Int) -> [StyledLine] {
    if collapses(picker) { return collapsedPickerLines(picker, width: width) }
    let chosen = Set(picker.default?.values ?? [])
    var lines: [StyledLine] = []
    for option in picker.shownOptions {
      let isChosen = chosen.contains(option.value)
      let mark =
        picker.multiple
        ? (isChosen ? glyphs.checkOn : glyphs.checkOff)
        : (isChosen ? glyphs.radioOn : glyphs.radioOff)
      let indent = TerminalText.displayWidth(mark) + 1
      let label = TextWrapping.wrap(TerminalText.escape(option.label), width: max(width - indent, 1))
      for (index, part) in label.enumerated() {
        var line = StyledLine(index == 0 ? mark + " " : StyledLine.spaces(indent), isChosen ? .accent : .plain)
        line.append(part, isChosen ? .accent : .plain)
        lines.append(line)
      }
      if let words, let condition = option.visibleIf {
        let sentence = words.optionSentence(condition)
        for part in TextRenderer.marked(sentence, mark: glyphs.conditionMark, width: max(width - indent, 1)) {
          lines.append(StyledLine(StyledLine.spaces(indent) + part, .muted))
        }
      }
    }
    return lines + helpLines(picker.help, facts: CellFacts.presentation(of: picker), width: width)
  }

  /// A date: its value, or the shape it is written in, at the
  /// trailing edge as iOS puts a date picker's pill; its mode, bounds and step under it.
  private func dateLines(_ date: DateCell, width: Int) -> [StyledLine] {
    let shown =
      date.default.map { StyledLine(TerminalText.escape($0.description), .accent) }
      ?? StyledLine(date.mode.pattern, .placeholder)
    return [trailing(shown, width)] + helpLines(date.help, facts: CellFacts.constraints(of: date), width: width)
  }

  private func sliderLines(_ slider: SliderCell, width: Int) -> [StyledLine] {
    let low = formatNumber(slider.min)
    let high = formatNumber(slider.max)
    let value = formatNumber(slider.initialValue)
    let shown = "= " + value
    let track = width - low.count - high.count - 2 - (shown.count + 2)
    var line = StyledLine()
    if track >= 3 {
      let knob = slider.knobColumn(of: slider.initialValue, columns: track)
      line.append(low + " ")
      line.append(StyledLine.repeated(glyphs.sliderTrack, count: knob))
      line.append(glyphs.sliderKnob, .accent)
      line.append(StyledLine.repeated(glyphs.sliderTrack, count: track - 1 - knob))
      line.append(" " + high)
      line.append("  " + shown, .strong)
    } else {
      line.append(TextWrapping.truncate("\(value) (\(low) to \(high))", width: width, ellipsis: glyphs.ellipsis))
    }
    return [line] + helpLines(slider.help, facts: [CellFacts.step(slider.step)].compactMap { $0 }, width: width)
  }

  // MARK: - Spanning cells

  private func buttonLines(_ button: ButtonCell, width: Int) -> [StyledLine] {
    let title = TextWrapping.truncate(
      TerminalText.escape(button.title), width: max(width - 4, 1), ellipsis: glyphs.ellipsis)
    let face = "[ " + title + " ]"
    // The style, unless the title says it (`[ Cancel ]`, not `[ Cancel ]  cancel`), then
    // what an action does, in the words the Markdown uses: a button otherwise finishes the form.
    var words: [String] = []
    let titleWords = button.title.lowercased().split(whereSeparator: { !$0.isLetter })
    if button.style != .default, !titleWords.contains(Substring(button.style.rawValue)) {
      words.append(button.style.rawValue)
    }
    if button.role == .action { words.append(button.purpose) }
    let note = words.isEmpty ? nil : words.joined(separator: ", ")
    var line = StyledLine()
    let faceWidth = TerminalText.displayWidth(face)
    let noteWidth = note.map { TerminalText.displayWidth($0) + 2 } ?? 0
    // Centred, as iOS draws a button row; the note follows when it fits, else goes under it.
    let fitsNote = faceWidth + noteWidth <= width
    line.pad(to: max((width - faceWidth - (fitsNote ? noteWidth : 0)) / 2, 0))
    line.append(face, button.style == .destructive ? .destructive : .strong)
    if let note, fitsNote { line.append("  " + note, .muted) }
    var lines = [line]
    if let note, !fitsNote { lines += centred(note, width: width) }
    if let confirm = button.confirm {
      var text = "asks first: " + TerminalText.escape(confirm.title)
      if let message = confirm.message { text += " (" + TerminalText.escape(message) + ")" }
      lines += centred(text, width: width)
    }
    return lines
  }

  /// `text` (already escaped) wrapped and centred in muted lines under a button.
  private func centred(_ text: String, width: Int) -> [StyledLine] {
    TextRenderer.prose(text, width: width).map { part in
      var line = StyledLine()
      line.pad(to: max((width - TerminalText.displayWidth(part)) / 2, 0))
      line.append(part, .muted)
      return line
    }
  }

  private func valueLines(_ value: ValueCell, width: Int) -> [StyledLine] {
    let glyph: String? =
      switch value.accessory {
      case .none: nil
      case .disclosure: glyphs.disclosure
      case .detail: glyphs.detailButton
      case .checkmark: glyphs.checkmark
      }
    // A row bound to a key shows the title for the value it holds.
    var lines = titleAndTrailing(
      title: value.title, trailing: value.shownValue.map(TerminalText.escape), glyph: glyph, width: width)
    if let detail = value.detail {
      lines += TextRenderer.prose(detail, width: width).map { StyledLine($0, .muted) }
    }
    if let bound = CellFacts.boundKey(of: value) {
      lines += TextRenderer.prose(bound, width: width).map { StyledLine($0, .muted) }
    }
    return lines
  }

  /// A title on the left, then a right-aligned value and accessory glyph; the
  /// value moves to a line of its own (cut to fit) when both do not fit on one.
  private func titleAndTrailing(title: String, trailing: String?, glyph: String?, width: Int) -> [StyledLine] {
    let title = TerminalText.escape(title)
    let glyphWidth = glyph.map { TerminalText.displayWidth($0) + 1 } ?? 0
    func tail(fitting room: Int) -> StyledLine {
      var tail = StyledLine()
      if let trailing {
        tail.append(
          TextWrapping.truncate(trailing, width: max(room - glyphWidth, 1), ellipsis: glyphs.ellipsis), .muted)
        if glyph != nil { tail.append(" ") }
      }
      if let glyph { tail.append(glyph, .accent) }
      return tail
    }
    let whole = tail(fitting: .max)
    if whole.width == 0 {
      return TextWrapping.wrap(title, width: width).map { StyledLine($0) }
    }
    if TerminalText.displayWidth(title) + 2 + whole.width <= width {
      var line = StyledLine(title)
      line.pad(to: width - whole.width)
      line.append(whole)
      return [line]
    }
    var lines = TextWrapping.wrap(title, width: width).map { StyledLine($0) }
    let cut = tail(fitting: width)
    var line = StyledLine()
    line.pad(to: width - cut.width)
    line.append(cut)
    lines.append(line)
    return lines
  }

  // MARK: - Shared

  /// `line` moved to the trailing edge of `width`.
  private func trailing(_ line: StyledLine, _ width: Int) -> StyledLine {
    var moved = StyledLine()
    moved.pad(to: width - line.width)
    moved.append(line)
    return moved
  }

  /// A text view's text as its box shows it: each line wrapped, keeping the
  /// spaces it starts with (an indented list, a signature), up to half the
  /// width, on every row it wraps to.
  static func indentedLines(_ text: String, width: Int) -> [String] {
    TextWrapping.lines(of: text).flatMap { line -> [String] in
      let escaped = TerminalText.escape(line)
      let body = escaped.drop { $0 == " " }
      let indent = min(escaped.count - body.count, width / 2)
      guard indent > 0, !body.isEmpty else { return TextWrapping.wrap(escaped, width: width) }
      let spaces = StyledLine.spaces(indent)
      return TextWrapping.wrap(String(body), width: width - indent).map { spaces + $0 }
    }
  }

  /// `[ content ]` with the content cut to fit.
  private func boxed(_ content: StyledLine, inner: Int) -> StyledLine {
    var line = StyledLine("[ ")
    if content.width <= inner {
      line.append(content.padded(to: inner))
    } else {
      // Cut the plain text; keep the role of the first run (the value or the placeholder).
      let plain = content.spans.map(\.text).joined()
      let role = content.spans.first?.role ?? .plain
      line.append(TextWrapping.truncate(plain, width: inner, ellipsis: glyphs.ellipsis), role)
      line.pad(to: inner + 2)
    }
    line.append(" ]")
    return line
  }

  /// The help text, then the facts joined by a bullet, both wrapped and muted.
  private func helpLines(_ help: String?, facts: [String], width: Int) -> [StyledLine] {
    var lines: [StyledLine] = []
    if let help { lines += TextRenderer.prose(help, width: width).map { StyledLine($0, .muted) } }
    if !facts.isEmpty {
      lines += TextWrapping.wrap(facts.joined(separator: " \(glyphs.bullet) "), width: width).map {
        StyledLine($0, .muted)
      }
    }
    return lines
  }
}
