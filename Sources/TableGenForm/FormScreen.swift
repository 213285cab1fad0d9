import TableGenOutput
import TableGenSpec

/// One frame of the full-screen form: the lines to draw, top to bottom, each
/// fitting the width, and where the terminal's cursor goes (nil hides it).
public struct FormScreen: Equatable, Sendable {
  public struct Position: Equatable, Sendable {
    /// 0-based row and column.
    public var row: Int
    public var column: Int
  }

  public var lines: [String]
  public var cursor: Position?
}

/// A line before styling: styles are applied after the text is cut to width,
/// so escape codes never count as columns.
struct ScreenLine {
  enum Tone { case plain, title, heading, dim, error, highlight, destructive }
  var text: String
  var tone: Tone = .plain

  func styled(_ style: TerminalStyle) -> String {
    switch tone {
    case .plain: text
    case .title: style.bold(text)
    case .heading: style.blue(text)
    case .dim: style.dim(text)
    case .error: style.red(text)
    case .highlight: style.cyan(text)
    case .destructive: style.red(text)
    }
  }
}

extension InteractiveForm {
  /// The frame for a terminal of `width` × `height` cells. Spec text is escaped;
  /// lines are wrapped or cut by display width. When the screen is short, the
  /// text above the question goes first, then list rows outside the highlight.
  public func screen(width: Int, height: Int, style: TerminalStyle) -> FormScreen {
    let width = max(10, width)
    let height = max(3, height)
    // No more of the message than the screen could show: one that quotes a long
    // answer is cut here, so that a frame costs the screen's size, not the message's.
    let message = message.map { String($0.prefix(width * height)) }
    var top: [ScreenLine] = []
    if let title = session.plan.title { top += wrap(title, width, .title) }
    if let description = session.plan.description { top += wrap(description, width, .dim) }
    if !top.isEmpty { top.append(ScreenLine(text: "")) }

    var main: [ScreenLine] = []
    var cursor: FormScreen.Position?
    var focus = 0
    let hints: String
    switch (session.stage, editor) {
    case (.question(let index), _):
      let question = session.plan.questions[index]
      if let header = question.sectionHeader { top += wrap(header, width, .heading) }
      // Only this section's rows: what comes before its header belongs to the section above.
      let lead = session.lead(for: index)
      let start = lead.lastIndex { if case .header = $0 { true } else { false } }.map { $0 + 1 } ?? 0
      for text in lead[start...] {
        if case .footer = text { continue }
        top += wrap(LineForm.line(text), width, .dim)
      }
      // Disabled fields are shown with their answer, not asked.
      for disabled in session.disabledBefore(index) {
        let field = session.field(at: disabled)
        let shown =
          session.answer(at: disabled).map { FieldDescription.oneLine($0.summary(for: field)) } ?? "(left out)"
        let line = TerminalText.escape(field.label) + ": " + shown + " (disabled)"
        top += TextWrapping.wrap(line, width: width).map { ScreenLine(text: $0, tone: .dim) }
      }
      let field = session.field(at: index)
      let (number, count) = session.progress(of: index)
      let progress = "\(number)/\(count)"
      let label = TerminalText.escape(field.label) + (field.isRequired ? " *" : "")
      let room = width - TerminalText.displayWidth(progress) - 1
      let labelText = TextWrapping.truncate(label, width: max(1, room), ellipsis: "…")
      let padding = String(
        repeating: " ",
        count: max(1, width - TerminalText.displayWidth(labelText) - TerminalText.displayWidth(progress)))
      main.append(ScreenLine(text: labelText + padding + progress, tone: .title))
      if let help = field.help { main += wrap(help, width, .dim) }
      if let expectation = FieldDescription.expectation(field) { main += wrap(expectation, width, .dim) }
      if let hint = FieldDescription.formatHint(field) { main += wrap(hint, width, .dim) }  // issue 12 (engineer B)
      if let footer = question.sectionFooter { main += wrap(footer, width, .dim) }
      let fixedBelow = (message.map { TextWrapping.wrap(TerminalText.escape($0), width: width - 2).count } ?? 0) + 3
      let listRoom = max(1, height - main.count - fixedBelow)
      (cursor, focus, hints) = drawEditor(field: field, width: width, listRoom: listRoom, into: &main)
    case (.review, .review(let row)):
      if !session.closing.isEmpty {
        for text in session.closing { top += wrap(LineForm.line(text), width, .dim) }
        top.append(ScreenLine(text: ""))
      }
      main.append(ScreenLine(text: "Review", tone: .title))
      // The visible questions only; a disabled one is marked, as it cannot be edited.
      let listed = session.visibleQuestions
      let questionCount = listed.count
      for (index, question) in listed.enumerated() {
        let field = session.field(at: question)
        let answer = session.answer(at: question)
        let value = answer.map { FieldDescription.oneLine($0.summary(for: field)) } ?? "(left out)"
        let disabled = session.isEnabled(question) ? "" : " (disabled)"
        let text = (row == index ? "› " : "  ") + TerminalText.escape(field.label) + ": " + value + disabled
        if row == index { focus = main.count }
        main.append(
          ScreenLine(
            text: TextWrapping.truncate(text, width: width, ellipsis: "…"), tone: row == index ? .highlight : .plain))
      }
      main.append(ScreenLine(text: ""))
      let offered = session.offeredChoices
      for (index, choice) in offered.map({ session.plan.choices[$0] }).enumerated() {
        let selected = row == questionCount + index
        if selected { focus = main.count }
        let text = (selected ? "› " : "  ") + "\(index + 1). " + TerminalText.escape(choice.title)
        let tone: ScreenLine.Tone = selected ? .highlight : (choice.style == .destructive ? .destructive : .plain)
        main.append(ScreenLine(text: TextWrapping.truncate(text, width: width, ellipsis: "…"), tone: tone))
      }
      hints = "↑↓ move · Enter edit or choose · 1-\(offered.count) choose · q quit · Esc back"
    case (.confirm(let index), .confirm(let yes)):
      let choice = session.plan.choices[index]
      main += wrap(choice.confirmation?.title ?? choice.title, width, .title)
      if let message = choice.confirmation?.message { main += wrap(message, width, .plain) }
      main.append(ScreenLine(text: ""))
      focus = main.count
      main.append(ScreenLine(text: yes ? "› Yes    No" : "  Yes  › No", tone: .highlight))
      hints = "y yes · n no · ←→ toggle · Enter accept · Esc back"
    default:
      return FormScreen(lines: [], cursor: nil)
    }

    var footer: [ScreenLine] = []
    if let message {
      footer += TextWrapping.wrap("✗ " + TerminalText.escape(message), width: width).map {
        ScreenLine(text: $0, tone: .error)
      }
    }
    footer.append(ScreenLine(text: ""))
    footer += TextWrapping.wrap(hints, width: width).map { ScreenLine(text: $0, tone: .dim) }
    return fit(top: top, main: main, footer: footer, cursor: cursor, focus: focus, height: height, style: style)
  }

  /// Draws the current field's editor; returns the cursor, the row to keep in view, and the key hints.
  private func drawEditor(
    field: FormField, width: Int, listRoom: Int, into main: inout [ScreenLine]
  ) -> (FormScreen.Position?, Int, String) {
    let back = "Esc back"
    switch editor {
    case .text(let buffer):
      if case .textView = field {
        let lines = buffer.lines
        let (line, column) = buffer.cursorPosition
        let rows = max(1, min(lines.count, listRoom))
        let first = min(max(0, line - rows + 1), max(0, lines.count - rows))
        var cursor: FormScreen.Position?
        for index in first..<min(lines.count, first + rows) {
          let characters = lines[index]
          let (text, cursorColumn) = window(
            count: characters.count, cursor: index == line ? column : nil, width: width - 2
          ) { characters[characters.startIndex + $0] }
          if let cursorColumn { cursor = FormScreen.Position(row: main.count, column: 2 + cursorColumn) }
          main.append(ScreenLine(text: "│ " + text))
        }
        if buffer.characters.isEmpty, let placeholder = FieldDescription.placeholder(field) {
          main[main.count - 1] = ScreenLine(
            text: "│ " + TextWrapping.truncate(TerminalText.escape(placeholder), width: width - 2, ellipsis: "…"),
            tone: .dim)
        }
        return (cursor, cursor?.row ?? main.count - 1, "Enter new line · Ctrl-D finish · Ctrl-E editor · \(back)")
      }
      let (text, column) = window(count: buffer.characters.count, cursor: buffer.cursor, width: width - 2) {
        field.isSecure ? FormSymbols.maskCharacter : buffer.characters[$0]
      }
      let row = main.count
      if buffer.characters.isEmpty, let placeholder = FieldDescription.placeholder(field) {
        main.append(
          ScreenLine(
            text: "> " + TextWrapping.truncate(TerminalText.escape(placeholder), width: width - 2, ellipsis: "…"),
            tone: .dim))
      } else {
        main.append(ScreenLine(text: "> " + text))
      }
      let skip = field.isRequired ? "" : " (empty leaves it out)"
      return (
        FormScreen.Position(row: row, column: 2 + (column ?? 0)), row, "Enter submit\(skip) · \(back) · Ctrl-C quit"
      )
    case .choices(let list):
      if !list.filter.isEmpty {
        main.append(
          ScreenLine(
            text: TextWrapping.truncate("Filter: " + TerminalText.escape(list.filter), width: width, ellipsis: "…"),
            tone: .highlight))
      }
      let rows = list.visibleRows
      if rows.isEmpty { main.append(ScreenLine(text: "  (no option matches)", tone: .dim)) }
      let room = max(1, listRoom - (list.filter.isEmpty ? 0 : 1))
      let first = min(max(0, list.highlighted - room / 2), max(0, rows.count - room))
      var focus = main.count
      for (position, row) in rows.enumerated() where position >= first && position < first + room {
        let isHighlighted = position == list.highlighted
        if isHighlighted { focus = main.count }
        var text = isHighlighted ? "› " : "  "
        if list.multiple { text += list.ticked.contains(row) ? "[x] " : "[ ] " }
        text +=
          row < list.labels.count ? "\(row + 1). " + TerminalText.escape(list.labels[row]) : ChoiceList.leaveOutLabel
        // Arrows in the margin say that the list goes on beyond the window.
        if !isHighlighted, position == first, first > 0 { text = "↑" + text.dropFirst() }
        if !isHighlighted, position == first + room - 1, first + room < rows.count { text = "↓" + text.dropFirst() }
        main.append(
          ScreenLine(
            text: TextWrapping.truncate(text, width: width, ellipsis: "…"), tone: isHighlighted ? .highlight : .plain))
      }
      let keys = list.multiple ? "Space tick · Enter done" : "Enter choose"
      return (nil, focus, "↑↓ move · 1-9 jump · type to filter · \(keys) · \(back)")
    case .toggle(let on):
      main.append(ScreenLine(text: on ? "› On     Off" : "  On   › Off", tone: .highlight))
      return (nil, main.count - 1, "y on · n off · Space toggle · Enter accept (\(on ? "Y/n" : "y/N")) · \(back)")
    case .slider(let value, let typed):
      guard case .slider(let slider) = field else { return (nil, 0, back) }
      let shown = typed.isEmpty ? formatNumber(value) : typed
      let barWidth = max(
        4,
        min(
          30,
          width - 4 - TerminalText.displayWidth(formatNumber(slider.min))
            - TerminalText.displayWidth(formatNumber(slider.max)) - 2))
      let filled = slider.knobColumn(of: value, columns: barWidth + 1)
      let bar = String(repeating: "━", count: filled) + "●" + String(repeating: "─", count: barWidth - filled)
      main.append(
        ScreenLine(
          text: TextWrapping.truncate(
            "\(formatNumber(slider.min)) \(bar) \(formatNumber(slider.max))", width: width, ellipsis: "…")))
      main.append(ScreenLine(text: "> " + shown, tone: .highlight))
      let cursor = typed.isEmpty ? nil : FormScreen.Position(row: main.count - 1, column: 2 + typed.count)
      return (cursor, main.count - 1, "←→ step · type a number · Enter accept · \(back)")
    default:
      return (nil, 0, back)
    }
  }

  /// The part of a line of `count` characters (`character(i)` is the i-th)
  /// that fits in `width` columns and shows the cursor; returns the text and
  /// the cursor's column in it. Only the characters in view are measured, so
  /// drawing a long line costs its width, not its length; a cursor out of
  /// range is taken as the nearest end.
  private func window(
    count: Int, cursor: Int?, width: Int, character: (Int) -> Character
  ) -> (String, Int?) {
    let width = max(1, width)
    let cursor = cursor.map { min(max(0, $0), count) }
    // Each character as it is drawn: text from the spec (a default), a prefill,
    // a paste or $EDITOR may hold ESC or a bidi override, shown escaped like any spec text.
    func drawn(_ index: Int) -> String { TerminalText.escape(String(character(index))) }
    var start = 0
    var column: Int?
    if let cursor {
      // Scroll so that the cursor (and a cell for it) fits.
      var used = 1
      start = cursor
      while start > 0 {
        let next = TerminalText.displayWidth(drawn(start - 1))
        if used + next > width { break }
        used += next
        start -= 1
      }
      column = used - 1
    }
    var text = ""
    var used = 0
    var index = start
    while index < count {
      let piece = drawn(index)
      let pieceWidth = TerminalText.displayWidth(piece)
      if used + pieceWidth > width { break }
      text += piece
      used += pieceWidth
      index += 1
    }
    return (text, column)
  }

  private func wrap(_ text: String, _ width: Int, _ tone: ScreenLine.Tone) -> [ScreenLine] {
    TextWrapping.wrap(TerminalText.escape(text), width: width).map { ScreenLine(text: $0, tone: tone) }
  }

  /// Fits the parts into `height` rows: the footer stays, then the main part
  /// around `focus`, then as much of the top as room allows (its last lines,
  /// nearest the question).
  private func fit(
    top: [ScreenLine], main: [ScreenLine], footer: [ScreenLine], cursor: FormScreen.Position?, focus: Int,
    height: Int, style: TerminalStyle
  ) -> FormScreen {
    var footer = footer
    while footer.count > height - 1, !footer.isEmpty { footer.removeFirst() }
    var main = main
    var cursor = cursor
    let mainRoom = height - footer.count
    if main.count > mainRoom {
      let keep = cursor?.row ?? focus
      let first = min(max(0, keep - mainRoom / 2), main.count - mainRoom)
      main = Array(main[first..<(first + mainRoom)])
      cursor = cursor.map { FormScreen.Position(row: $0.row - first, column: $0.column) }
    }
    let topRoom = max(0, height - footer.count - main.count)
    let shownTop = Array(top.suffix(topRoom))
    cursor = cursor.map { FormScreen.Position(row: $0.row + shownTop.count, column: $0.column) }
    let lines = (shownTop + main + footer).map { $0.styled(style) }
    return FormScreen(lines: lines, cursor: cursor)
  }
}
