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

/// The few marks the screen draws beyond `TextGlyphs`, in the same character
/// set: arrows for scrolling and keys, and the mark before an error.
struct ScreenMarks {
  var up, down, upDown, leftRight, cross: String

  init(_ glyphs: TextGlyphs) {
    let ascii = [glyphs.checkOn, glyphs.mask, glyphs.ellipsis, glyphs.sliderKnob].joined().allSatisfy(\.isASCII)
    (up, down, upDown, leftRight, cross) =
      ascii ? ("^", "v", "Up/Down", "Left/Right", "x") : ("↑", "↓", "↑↓", "←→", "✗")
  }
}

extension InteractiveForm {
  /// The frame for a terminal of `width` × `height` cells. Spec text is escaped;
  /// lines are wrapped or cut by display width. When the screen is short, the
  /// text above the question goes first, then list rows outside the highlight;
  /// a cut in the review is marked "more above" or "more below".
  public func screen(width: Int, height: Int, style: TerminalStyle) -> FormScreen {
    let width = max(10, width)
    let height = max(3, height)
    let marks = ScreenMarks(glyphs)
    // No more of the message than the screen could show: one that quotes a long
    // answer is cut here, so that a frame costs the screen's size, not the message's.
    let message = message.map { String($0.prefix(width * height)) }
    var top: [ScreenLine] = []
    if let title = session.plan.title { top += wrap((trail + [title]).joined(separator: " \u{203A} "), width, .title) }
    if let description = session.plan.description { top += wrap(description, width, .dim) }
    if !top.isEmpty { top.append(ScreenLine(text: "")) }

    var main: [ScreenLine] = []
    var cursor: FormScreen.Position?
    var focus = 0
    let hints: String
    switch (session.stage, editor) {
    case (.question(let index), _):
      let question = session.plan.questions[index]
      let (above, below) = session.context(around: index)
      // The section's header names where the question is, on each of its questions.
      let hasHeader = above.contains { if case .header = $0 { true } else { false } }
      if !hasHeader, let header = question.sectionHeader { top += wrap(header, width, .heading) }
      for text in above { top += lines(of: text, width) }
      // Disabled fields are shown with their answer, not asked.
      for disabled in session.disabledBefore(index) {
        let field = session.field(at: disabled)
        let line = TerminalText.escape(field.label) + ": " + summary(at: disabled) + " (disabled)"
        top += TextWrapping.wrap(line, width: width).map { ScreenLine(text: $0, tone: .dim) }
      }
      let field = session.field(at: index)
      let (number, count) = session.progress(of: index)
      let progress = "\(number)/\(count)"
      let label = TerminalText.escape(field.label) + (field.isRequired ? " *" : "")
      let room = width - TerminalText.displayWidth(progress) - 1
      let labelText = TextWrapping.truncate(label, width: max(1, room), ellipsis: glyphs.ellipsis)
      let padding = String(
        repeating: " ",
        count: max(1, width - TerminalText.displayWidth(labelText) - TerminalText.displayWidth(progress)))
      main.append(ScreenLine(text: labelText + padding + progress, tone: .title))
      if let help = field.help { main += wrap(help, width, .dim) }
      if let expectation = FieldDescription.expectation(field) { main += wrap(expectation, width, .dim) }
      if let hint = FieldDescription.formatHint(field) { main += wrap(hint, width, .dim) }
      // The rows after the section's last question, and its footer, once, under that question.
      var after: [ScreenLine] = []
      for text in below { after += lines(of: text, width) }
      if !after.isEmpty { after.insert(ScreenLine(text: ""), at: 0) }
      let fixedBelow = (message.map { messageLines($0, width: width, height: height, marks: marks).count } ?? 0) + 3
      let listRoom = max(min(3, height), height - main.count - fixedBelow - after.count)
      (cursor, focus, hints) = drawEditor(field: field, width: width, listRoom: listRoom, marks: marks, into: &main)
      main += after
    case (.review, .review(let row)):
      main.append(ScreenLine(text: "Review", tone: .title))
      // The visible questions only; a disabled one is marked, as it cannot be edited.
      let listed = session.visibleQuestions
      let questionCount = listed.count
      let pointer = glyphs.disclosure + " "
      let blank = String(repeating: " ", count: TerminalText.displayWidth(pointer))
      for (index, question) in listed.enumerated() {
        let field = session.field(at: question)
        let disabled = session.isEnabled(question) ? "" : " (disabled)"
        // Numbered as in line mode: a digit edits that answer.
        let text =
          (row == index ? pointer : blank) + "\(index + 1). " + TerminalText.escape(field.label) + ": "
          + summary(at: question) + disabled
        if row == index { focus = main.count }
        main.append(
          ScreenLine(
            text: TextWrapping.truncate(text, width: width, ellipsis: glyphs.ellipsis),
            tone: row == index ? .highlight : .plain))
      }
      // A row per child pane, "Advanced ›", which Enter opens.
      for (index, pane) in session.plan.panes.enumerated() {
        let selected = row == questionCount + index
        if selected { focus = main.count }
        let text = (selected ? pointer : blank) + TerminalText.escape(pane.reviewLine)
        main.append(
          ScreenLine(
            text: TextWrapping.truncate(text, width: width, ellipsis: glyphs.ellipsis),
            tone: selected ? .highlight : .plain))
      }
      main.append(ScreenLine(text: ""))
      // What follows the last question (a section of links, say), where it stands: before the final choices.
      let closing = session.reviewClosing
      if !closing.isEmpty {
        for text in closing { main += lines(of: text, width) }
        main.append(ScreenLine(text: ""))
      }
      let offered = session.offeredChoices
      for (index, choice) in offered.map({ session.plan.choices[$0] }).enumerated() {
        let selected = row == questionCount + session.plan.panes.count + index
        if selected { focus = main.count }
        // Not numbered: digits edit answers, and a choice is taken with Enter on it.
        let text = (selected ? pointer : blank) + TerminalText.escape(choice.title)
        let tone: ScreenLine.Tone = selected ? .highlight : (choice.style == .destructive ? .destructive : .plain)
        main.append(ScreenLine(text: TextWrapping.truncate(text, width: width, ellipsis: glyphs.ellipsis), tone: tone))
      }
      hints =
        quitAsked
        ? "y quit · n or Esc stay"
        : "\(marks.upDown) move · Enter edit or choose · \(Self.digitHint(answers: questionCount))q quit · Esc back"
    case (.confirm(let index), .confirm(let yes)):
      let choice = session.plan.choices[index]
      main += wrap(choice.confirmation?.title ?? choice.title, width, .title)
      if let message = choice.confirmation?.message { main += wrap(message, width, .plain) }
      main.append(ScreenLine(text: ""))
      focus = main.count
      let pointer = glyphs.disclosure + " "
      main.append(ScreenLine(text: yes ? pointer + "Yes    No" : "  Yes  " + pointer + "No", tone: .highlight))
      hints = "y yes · n no · \(marks.leftRight) toggle · Enter accept · Esc back"
    default:
      return FormScreen(lines: [], cursor: nil)
    }

    var footer: [ScreenLine] = []
    if let message { footer += messageLines(message, width: width, height: height, marks: marks) }
    if let notice {
      footer += TextWrapping.wrap(FieldDescription.escapedText(notice), width: width).map {
        ScreenLine(text: $0, tone: .dim)
      }
    }
    if quitAsked {
      footer += wrap("Quit without submitting? Every answer is lost.", width, .title)
    }
    footer.append(ScreenLine(text: ""))
    footer += Self.hintLines(hints, width: width, bullet: glyphs.bullet).map { ScreenLine(text: $0, tone: .dim) }
    return fit(
      top: top, main: main, footer: footer, cursor: cursor, focus: focus, height: height, marks: marks, style: style)
  }

  /// The review's hint for its digits, which edit the first nine answers: "1-9 edit · ", "1 edit · ", or none.
  static func digitHint(answers: Int) -> String {
    switch answers {
    case 0: ""
    case 1: "1 edit · "
    default: "1-\(min(answers, 9)) edit · "
    }
  }

  /// The message under the field or the review (a check's, a failed submission's), at most a few lines:
  /// a longer one ends in an ellipsis there, so that it never hides the field or the review's choices.
  /// A check's message is spec text: its line breaks are kept, as any spec text's.
  private func messageLines(_ message: String, width: Int, height: Int, marks: ScreenMarks) -> [ScreenLine] {
    let rows = max(1, min(Self.messageRows, height / 5))
    var lines = TextWrapping.wrap(marks.cross + " " + FieldDescription.escapedText(message), width: width)
    if lines.count > rows {
      lines.removeLast(lines.count - rows)
      let room = width - TerminalText.displayWidth(glyphs.ellipsis)
      lines[rows - 1] = TerminalText.prefix(lines[rows - 1], fittingIn: room) + glyphs.ellipsis
    }
    return lines.map { ScreenLine(text: $0, tone: .error) }
  }

  /// The most lines a message takes on a screen of 15 rows or more.
  static let messageRows = 3

  /// The key hints, "a · b · c", broken between whole phrases and joined by
  /// `bullet`; only a phrase wider than the screen is broken inside.
  static func hintLines(_ hints: String, width: Int, bullet: String = "·") -> [String] {
    var lines: [String] = []
    var line = ""
    for phrase in hints.split(separator: " · ").map(String.init) {
      let joined = line.isEmpty ? phrase : line + " \(bullet) " + phrase
      if TerminalText.displayWidth(joined) <= width {
        line = joined
        continue
      }
      if !line.isEmpty { lines.append(line) }
      let pieces = TextWrapping.wrap(phrase, width: width)
      lines += pieces.dropLast()
      line = pieces.last ?? ""
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// An answer as the review and the disabled rows show it, on one line: a
  /// secure answer is the mask of the glyph set, whatever its length.
  private func summary(at index: Int) -> String {
    let field = session.field(at: index)
    guard let answer = session.answer(at: index) else { return "(left out)" }
    if field.isSecure { return String(repeating: glyphs.mask, count: FormSymbols.mask.count) }
    return FieldDescription.oneLine(answer.summary(for: field))
  }

  /// A text of the spec as screen lines: a header as a heading, the rest muted;
  /// its line breaks kept, each line escaped and wrapped.
  private func lines(of text: FormText, _ width: Int) -> [ScreenLine] {
    func block(_ text: String, _ tone: ScreenLine.Tone, indent: String = "") -> [ScreenLine] {
      FieldDescription.escapedLines(text).flatMap {
        TextWrapping.wrap($0, width: width - indent.count).map { ScreenLine(text: indent + $0, tone: tone) }
      }
    }
    switch text {
    case .header(let header): return block(header, .heading)
    case .footer(let footer): return block(footer, .dim)
    case .note(let note): return block(note, .dim)
    case .value(let title, let value, let detail):
      return block(title + (value.map { ": " + $0 } ?? ""), .dim) + (detail.map { block($0, .dim, indent: "  ") } ?? [])
    case .link(let title, let target, let detail):
      return block(title + " " + glyphs.link + " " + target, .dim)
        + (detail.map { block($0, .dim, indent: "  ") } ?? [])
    case .action(let title):
      return block(title + ": " + FormText.actionNote, .dim)
    }
  }

  /// Draws the current field's editor; returns the cursor, the row to keep in view, and the key hints.
  /// Its controls are drawn with the glyphs `render` uses, so a switch or a check box looks the same in both.
  private func drawEditor(
    field: FormField, width: Int, listRoom: Int, marks: ScreenMarks, into main: inout [ScreenLine]
  ) -> (FormScreen.Position?, Int, String) {
    let back = "Esc back"
    let pointer = glyphs.disclosure + " "
    let blank = String(repeating: " ", count: TerminalText.displayWidth(pointer))
    switch editor {
    case .text(let buffer):
      if case .textView = field.cell {
        let border = glyphs.vertical + " "
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
          main.append(ScreenLine(text: border + text))
        }
        if buffer.characters.isEmpty, let placeholder = FieldDescription.placeholder(field) {
          main[main.count - 1] = placeholderLine(border, placeholder, width: width)
        }
        return (cursor, cursor?.row ?? main.count - 1, "Enter new line · Ctrl-D finish · Ctrl-E editor · \(back)")
      }
      let mask = Character(glyphs.mask.count == 1 ? glyphs.mask : "*")
      let (text, column) = window(count: buffer.characters.count, cursor: buffer.cursor, width: width - 2) {
        field.isSecure ? mask : buffer.characters[$0]
      }
      let row = main.count
      if buffer.characters.isEmpty, let placeholder = FieldDescription.placeholder(field) {
        main.append(placeholderLine("> ", placeholder, width: width))
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
            text: TextWrapping.truncate(
              "Filter: " + TerminalText.escape(list.filter), width: width, ellipsis: glyphs.ellipsis),
            tone: .highlight))
      }
      let rows = list.visibleRows
      if rows.isEmpty { main.append(ScreenLine(text: blank + "(no option matches)", tone: .dim)) }
      let room = max(1, listRoom - (list.filter.isEmpty ? 0 : 1))
      let first = min(max(0, list.highlighted - room / 2), max(0, rows.count - room))
      var focus = main.count
      for (position, row) in rows.enumerated() where position >= first && position < first + room {
        let isHighlighted = position == list.highlighted
        if isHighlighted { focus = main.count }
        var text = isHighlighted ? pointer : blank
        if list.multiple { text += (list.ticked.contains(row) ? glyphs.checkOn : glyphs.checkOff) + " " }
        if row < list.labels.count {
          text += (list.numbered ? "\(row + 1). " : "") + TerminalText.escape(list.labels[row])
        } else {
          text += ChoiceList.leaveOutLabel
        }
        // Arrows in the margin say that the list goes on beyond the window.
        if !isHighlighted, position == first, first > 0 { text = marks.up + text.dropFirst() }
        if !isHighlighted, position == first + room - 1, first + room < rows.count {
          text = marks.down + text.dropFirst()
        }
        main.append(
          ScreenLine(
            text: TextWrapping.truncate(text, width: width, ellipsis: glyphs.ellipsis),
            tone: isHighlighted ? .highlight : .plain))
      }
      let keys = list.multiple ? "Space tick · Enter done" : "Enter choose"
      let digits = list.numbered ? "1-9 jump · " : ""
      return (nil, focus, "\(marks.upDown) move · \(digits)type to filter · \(keys) · \(back)")
    case .toggle(let on):
      main.append(ScreenLine(text: pointer + (on ? glyphs.switchOn : glyphs.switchOff), tone: .highlight))
      return (nil, main.count - 1, "y on · n off · Space toggle · Enter accept (\(on ? "Y/n" : "y/N")) · \(back)")
    case .slider(let value, let typed):
      let shown = typed.isEmpty ? formatNumber(value) : typed
      // A range draws its track above the number (a slider); arrows alone show the number, as UIStepper does.
      if case .range(let slider)? = field.cell.kind.control {
        let barWidth = max(
          4,
          min(
            30,
            width - 4 - TerminalText.displayWidth(formatNumber(slider.min))
              - TerminalText.displayWidth(formatNumber(slider.max)) - 2))
        let filled = slider.knobColumn(of: value, columns: barWidth + 1)
        let bar =
          String(repeating: glyphs.sliderTrack, count: filled) + glyphs.sliderKnob
          + String(repeating: glyphs.sliderTrack, count: barWidth - filled)
        main.append(
          ScreenLine(
            text: TextWrapping.truncate(
              "\(formatNumber(slider.min)) \(bar) \(formatNumber(slider.max))", width: width, ellipsis: glyphs.ellipsis)
          ))
      }
      let hints = "\(marks.leftRight) step · type a number · Enter accept · \(back)"
      guard !typed.isEmpty else {
        main.append(ScreenLine(text: "> " + shown, tone: .highlight))
        return (nil, main.count - 1, hints)
      }
      // Typed digits scroll as an input's text does, so the cursor stays on the screen however many are typed.
      let characters = Array(typed)
      let (text, column) = window(count: characters.count, cursor: characters.count, width: width - 2) {
        characters[$0]
      }
      main.append(ScreenLine(text: "> " + text, tone: .highlight))
      return (column.map { FormScreen.Position(row: main.count - 1, column: 2 + $0) }, main.count - 1, hints)
    case .date(let date):
      return drawDate(date, field: field, width: width, marks: marks, back: back, into: &main)
    case .review, .confirm, .done:
      return (nil, 0, back)  // not an editor of a question; drawn by the review
    }
  }

  /// A date editor: `> 2026-11-24 14:30`, the focused part marked by `^^` under it (so
  /// that it shows without colour), the cursor at the part's next digit.
  private func drawDate(
    _ date: DateEditor, field: FormField, width: Int, marks: ScreenMarks, back: String, into main: inout [ScreenLine]
  ) -> (FormScreen.Position?, Int, String) {
    let (text, starts) = date.shownText()
    let prompt = "> "
    let row = main.count
    main.append(
      ScreenLine(
        text: TextWrapping.truncate(prompt + text, width: width, ellipsis: glyphs.ellipsis),
        tone: date.value == nil && date.typed.isEmpty ? .dim : .highlight))
    let start = prompt.count + starts[date.focus]
    let part = date.focusedPart
    let marker = String(repeating: " ", count: start) + String(repeating: "^", count: part.digits)
    main.append(
      ScreenLine(
        text: TextWrapping.truncate(marker + " " + part.rawValue, width: width, ellipsis: glyphs.ellipsis), tone: .dim))
    let column = min(start + date.typed.count, width - 1)
    let clear = field.isRequired ? "" : " · Backspace empty (Enter then leaves it out)"
    let hints =
      "\(marks.leftRight) or Tab part · \(marks.upDown) change · type digits · Enter accept\(clear) · \(back)"
    return (FormScreen.Position(row: row, column: column), row, hints)
  }

  /// An empty field's placeholder, marked as a hint in words so that it reads
  /// as one without colour too (NO_COLOR, `--color never`): "> (hint: name@example.com)".
  private func placeholderLine(_ prompt: String, _ placeholder: String, width: Int) -> ScreenLine {
    let hint = "(hint: " + FieldDescription.escapedLines(placeholder).joined(separator: " ") + ")"
    return ScreenLine(
      text: prompt
        + TextWrapping.truncate(hint, width: width - TerminalText.displayWidth(prompt), ellipsis: glyphs.ellipsis),
      tone: .dim)
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

  /// Spec text wrapped to the width, its line breaks kept and each line escaped.
  private func wrap(_ text: String, _ width: Int, _ tone: ScreenLine.Tone) -> [ScreenLine] {
    FieldDescription.escapedLines(text).flatMap {
      TextWrapping.wrap($0, width: width).map { ScreenLine(text: $0, tone: tone) }
    }
  }

  /// Fits the parts into `height` rows: the footer stays, then the main part
  /// around `focus` (a cut marked "more above" or "more below"), then as much
  /// of the top as room allows (its last lines, nearest the question).
  private func fit(
    top: [ScreenLine], main: [ScreenLine], footer: [ScreenLine], cursor: FormScreen.Position?, focus: Int,
    height: Int, marks: ScreenMarks, style: TerminalStyle
  ) -> FormScreen {
    var footer = footer
    while footer.count > height - 1, !footer.isEmpty { footer.removeFirst() }
    var main = main
    var cursor = cursor
    let mainRoom = height - footer.count
    if main.count > mainRoom {
      let keep = min(max(0, cursor?.row ?? focus), main.count - 1)
      // Each cut end costs a row for its mark, when there are rows enough to spare one.
      let markRows = mainRoom >= 3
      var room = mainRoom
      func start(_ room: Int) -> Int { min(max(0, keep - room / 2), main.count - room) }
      var first = start(room)
      if markRows {
        room = mainRoom - 1
        first = start(room)
        if first > 0, first + room < main.count {
          room = mainRoom - 2
          first = start(room)
        }
      }
      let above = markRows && first > 0
      let below = markRows && first + room < main.count
      var window = Array(main[first..<(first + room)])
      if above { window.insert(ScreenLine(text: marks.up + " more above", tone: .dim), at: 0) }
      if below { window.append(ScreenLine(text: marks.down + " more below", tone: .dim)) }
      let shift = first - (above ? 1 : 0)
      main = window
      cursor = cursor.map { FormScreen.Position(row: $0.row - shift, column: $0.column) }
    }
    let topRoom = max(0, height - footer.count - main.count)
    let shownTop = Array(top.suffix(topRoom))
    cursor = cursor.map { FormScreen.Position(row: $0.row + shownTop.count, column: $0.column) }
    let lines = (shownTop + main + footer).map { $0.styled(style) }
    return FormScreen(lines: lines, cursor: cursor)
  }
}
