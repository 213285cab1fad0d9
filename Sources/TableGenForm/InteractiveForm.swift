import TableGenOutput
import TableGenSpec

/// The form on a terminal, as pure state: keys in (`handle(_:)`), a screen out
/// (`screen(width:height:style:)`). The executable only reads bytes, decodes
/// them with `KeyDecoder` and draws the screen, so every key is testable here.
///
/// Keys (docs/fill.md lists them for people):
/// - everywhere: Ctrl-C interrupts (exit 130); Esc or Shift-Tab goes back.
/// - input: typing edits; ← → Home End, Ctrl-A/E/U/K/W; Enter submits (an
///   emptied optional field is left out).
/// - textView: Enter starts a new line; Ctrl-D or Alt-Enter finishes; Ctrl-E
///   opens `$EDITOR`.
/// - picker: ↑ ↓ PgUp PgDn Home End move; digits jump to a numbered option
///   (`PickerCell.numbersItsOptions`), or filter a list of numbers; other
///   characters filter; Backspace edits the filter; Space ticks (multiple);
///   Enter chooses.
/// - switch: y or n answers; Space ← → toggle; Enter accepts.
/// - slider: ← → (and ↓ ↑) move one step, PgUp PgDn ten, Home End to the ends;
///   a typed number replaces the value; Enter accepts.
/// - date: ← → and Tab move between the parts (year, month, day, hour,
///   minute); ↑ ↓ step the focused part (the minute by its interval); digits
///   type into it; Backspace empties an optional date; Enter accepts
///   (`DateEditor`).
/// - review: ↑ ↓ move; Enter edits an answer or takes a choice; a digit N
///   edits answer N, as in line mode, so no digit ends the form; q asks
///   whether to quit, and y then declines (exit 1).
///
/// A problem shown under the field clears on the next key.
/// - confirmation: y confirms, n or Esc returns to the review.
public struct InteractiveForm: Sendable {
  /// What the driver must do after a key.
  public enum Effect: Equatable, Sendable {
    /// Redraw.
    case none
    /// The session is finished: restore the terminal and write the outcome.
    case finished
    /// Ctrl-C: restore the terminal and exit 130.
    case interrupted
    /// Open `$EDITOR` on this text; give the result to `replaceText(_:)`.
    case openEditor(String)
  }

  /// The editing state of the stage on screen.
  enum Editor: Equatable, Sendable {
    case text(TextBuffer)
    case choices(ChoiceList)
    case toggle(Bool)
    case slider(value: Double, typed: String)
    case date(DateEditor)
    case review(row: Int)
    case confirm(Bool)
    case done
  }

  public internal(set) var session: FormSession  // set by the child panes' code too (FormPane.swift)
  var editor: Editor = .done
  /// Counts the editors prepared, so that a key handler can tell that its stage changed.
  private var editorGeneration = 0
  /// The problem shown under the field, if the last key met one; the next key clears it.
  public private(set) var message: String?
  /// A neutral word about the last key, such as that there is nothing before
  /// the first question; shown without the error's mark, and cleared like it.
  public private(set) var notice: String?
  /// Whether `q` at the review waits for y to quit.
  public private(set) var quitAsked = false
  /// The characters controls are drawn with: `render`'s, so both show a switch alike.
  public var glyphs: TextGlyphs = .unicode
  /// The review row to highlight when the review comes back: the answer just edited.
  var returnRow: Int?
  /// How many list rows fit on screen, for PgUp and PgDn; the driver sets it from the terminal's height.
  public var pageSize = 10
  // MARK: Child panes (FormPane.swift)
  /// The forms this pane was entered from, the outermost first, each with the index of the pane entered.
  var outer: [(form: InteractiveForm, pane: Int)] = []
  /// The titles of the forms on the way to this pane, for its title line ("Settings › Advanced").
  var trail: [String] = []
  /// The day (and time) an empty date without bounds starts from when it is
  /// first stepped; the driver sets it from the clock, tests leave it nil
  /// (`DateEditor`).
  public var today: DateValue? = nil

  public init(session: FormSession, today: DateValue? = nil) {
    self.session = session
    self.today = today
    prepareEditor()
    // --submit: why the review came back.
    if session.stage == .review, let problem = session.submissionProblem { message = problem }
  }

  public var isFinished: Bool {
    if case .finished = session.stage { return true }
    return false
  }

  /// Handles one key.
  public mutating func handle(_ key: Key) -> Effect {
    let effect = handleInPane(key)
    return outer.isEmpty ? effect : leavingFinishedPane(effect)
  }

  private mutating func handleInPane(_ key: Key) -> Effect {
    if key == .interrupt { return .interrupted }
    // What the last key met is old once another comes: it does not stay while the person edits.
    message = nil
    notice = nil
    if key == .oversizedPaste {
      message = "the paste is larger than \(Self.limitWords) and was not taken"
      return .none
    }
    switch editor {
    case .text(var buffer):
      // The buffer is handed over while it is edited: were `editor` still to hold
      // it, every key would copy the whole text (quadratic in a long paste).
      editor = .done
      let generation = editorGeneration
      let effect = handleText(key, &buffer)
      // Keep the edit unless the key moved to another stage, which has its own editor.
      if generation == editorGeneration { editor = .text(buffer) }
      return effect
    case .choices(var list):
      let generation = editorGeneration
      let effect = handleChoices(key, &list)
      if generation == editorGeneration, case .choices = editor { editor = .choices(list) }
      return effect
    case .toggle(let value):
      switch key {
      case .character("y"), .character("Y"): return submit(.bool(true))
      case .character("n"), .character("N"): return submit(.bool(false))
      case .character(" "), .left, .right, .tab:
        editor = .toggle(!value)
        return .none
      case .enter: return submit(.bool(value))
      case .escape, .shiftTab: return back()
      case .paste: return refusePaste()
      default: return .none
      }
    case .slider(let value, let typed):
      return handleSlider(key, value: value, typed: typed)
    case .date(var date):
      let generation = editorGeneration
      let effect = handleDate(key, &date)
      if generation == editorGeneration, case .date = editor { editor = .date(date) }
      return effect
    case .review(let row):
      return handleReview(key, row: row)
    case .confirm(let yes):
      switch key {
      case .character("y"), .character("Y"): session.confirm(true)
      case .character("n"), .character("N"), .escape, .shiftTab: session.confirm(false)
      case .left, .right, .tab, .character(" "):
        editor = .confirm(!yes)
        return .none
      case .enter: session.confirm(yes)
      case .paste: return refusePaste()
      default: return .none
      }
      return afterSessionChange()
    case .done:
      return isFinished ? .finished : .none
    }
  }

  /// Puts the text edited in `$EDITOR` into the text view, without submitting it.
  public mutating func replaceText(_ text: String) {
    guard case .text = editor else { return }
    // Editors end files with a line break; it is not part of the answer.
    var text = text
    while text.hasSuffix("\n") { text.removeLast() }
    editor = .text(TextBuffer(text))
  }

  /// Shows why `$EDITOR` gave nothing back (it could not start, failed, or had no
  /// temporary file), in the message line; the text stays as it was.
  public mutating func editorFailed(_ reason: String) {
    message = reason
  }

  /// The field asked now, if a question is on screen.
  var currentField: FormField? {
    session.currentQuestion.map { session.field(at: $0) }
  }

  // MARK: Per editor

  private mutating func handleText(_ key: Key, _ buffer: inout TextBuffer) -> Effect {
    let isTextView: Bool
    if case .textView? = currentField?.cell { isTextView = true } else { isTextView = false }
    switch key {
    case .character(let character):
      if !buffer.insert(character) { message = "the text is at its limit of \(Self.limitWords)" }
    case .paste(let text): insertPaste(text, into: &buffer, multiline: isTextView)
    case .backspace: buffer.backspace()
    case .delete: buffer.deleteForward()
    case .left: buffer.left()
    case .right: buffer.right()
    case .home, .control("a"): buffer.home()
    case .end: buffer.end()
    case .control("e"):
      if isTextView { return .openEditor(buffer.text) }
      buffer.end()
    case .control("u"): buffer.deleteToLineStart()
    case .control("k"): buffer.deleteToLineEnd()
    case .control("w"): buffer.deleteWordBackward()
    case .up where isTextView: buffer.moveLine(-1)
    case .down where isTextView: buffer.moveLine(1)
    case .enter, .lineFeed:
      if isTextView {
        buffer.insert("\n")
        return .none
      }
      return submit(text: buffer.text)
    case .altEnter:
      return submit(text: buffer.text)
    case .endOfInput:
      if isTextView { return submit(text: buffer.text) }
      buffer.deleteForward()  // as in readline: Ctrl-D in a one-line field deletes forward
    case .escape, .shiftTab: return back()
    default: break
    }
    return .none
  }

  /// A paste is text for the field, never keys: its line breaks do not submit.
  /// A one-line field takes its first line, and says so when more was dropped.
  private mutating func insertPaste(_ text: String, into buffer: inout TextBuffer, multiline: Bool) {
    let (taken, dropped) = multiline ? (text, false) : Self.firstLine(of: text)
    if !buffer.insert(taken) {
      message = "the paste would pass the limit of \(Self.limitWords) and was not taken"
    } else if dropped {
      message = "only the first line of the paste was taken: this field is one line"
    }
  }

  /// The text before the first line break, and whether anything but blanks came after it.
  static func firstLine(of text: String) -> (String, dropped: Bool) {
    guard let newline = text.utf8.firstIndex(of: UInt8(ascii: "\n")) else { return (text, false) }
    let rest = text[newline...]
    return (String(text[..<newline]), rest.contains { !$0.isWhitespace })
  }

  private mutating func refusePaste() -> Effect {
    message = "a paste is taken only where text is typed"
    return .none
  }

  /// "1 MiB", the limit of one answer and one paste.
  static let limitWords = "\(FillLimits.textBytes >> 20) MiB"

  private mutating func submit(text: String) -> Effect {
    guard let field = currentField else { return .none }
    if text.trimmingWhitespace.isEmpty { return submit(nil) }
    switch AnswerParser.parse(text, for: field) {
    case .success(let answer): return submit(answer)
    case .failure(let problems):
      message = problems.messages.joined(separator: " ")  // whole sentences
      return .none
    }
  }

  private mutating func handleChoices(_ key: Key, _ list: inout ChoiceList) -> Effect {
    switch key {
    case .up: list.move(by: -1)
    case .down: list.move(by: 1)
    case .pageUp: list.move(by: -pageSize)
    case .pageDown: list.move(by: pageSize)
    case .home: list.moveToEnd(false)
    case .end: list.moveToEnd(true)
    case .character(" ") where list.multiple: list.toggleHighlighted()
    case .character(let character) where character.isASCIIDigit: list.type(digit: character)
    case .character(let character) where character != " " || !list.filter.isEmpty:
      if !list.type(filter: String(character)) { message = "the filter is at its limit" }
    case .paste(let text):
      let (line, _) = Self.firstLine(of: text)
      if !list.type(filter: line) { message = "the paste would pass the filter's limit and was not taken" }
    case .backspace: _ = list.deleteFilterCharacter()
    case .enter:
      guard case .picker(let picker)? = currentField?.cell else { return .none }
      if list.multiple { return submit(.options(list.ticked.sorted().map { picker.options[$0].value })) }
      guard let row = list.highlightedRow else {
        message = "no option matches \(QuotedValue.quote(list.filter))"
        return .none
      }
      return submit(row < picker.options.count ? .option(picker.options[row].value) : nil)
    case .escape:
      if list.clearFilter() { return .none }
      return back()
    case .shiftTab: return back()
    default: break
    }
    return .none
  }

  /// The range and step the arrows move a slider's or a stepper's number in.
  private static func steppedRange(of cell: Cell) -> SteppedNumber? {
    switch cell.kind.control {
    case .range(let number), .numberWithArrows(let number): number
    case .text, .toggle, .choice, .date, nil: nil
    }
  }

  private mutating func handleSlider(_ key: Key, value: Double, typed: String) -> Effect {
    guard let slider = currentField.flatMap({ Self.steppedRange(of: $0.cell) }) else { return .none }
    // Halved sides keep a range as wide as -1e308...1e308 finite.
    let step = slider.step ?? (slider.max / 2 - slider.min / 2) / 10
    func moved(_ steps: Double) -> Double {
      guard step > 0, step.isFinite else { return value }
      let position = ((value - slider.min) / step).rounded() + steps
      let raw = min(max(slider.min + position * step, slider.min), slider.max)
      guard raw.isFinite else { return value }
      // No 0.30000000000000004 from adding steps; too large to need it, left as is.
      guard abs(raw) < 1e6 else { return raw }
      return (raw * 1e9).rounded() / 1e9
    }
    switch key {
    case .left, .down: editor = .slider(value: moved(-1), typed: "")
    case .right, .up: editor = .slider(value: moved(1), typed: "")
    case .pageDown: editor = .slider(value: moved(-10), typed: "")
    case .pageUp: editor = .slider(value: moved(10), typed: "")
    case .home: editor = .slider(value: slider.min, typed: "")
    case .end: editor = .slider(value: slider.max, typed: "")
    case .character(let character) where character.isASCIIDigit || character == "." || character == "-":
      guard typed.count < FillLimits.filterCharacters else { return .none }
      editor = .slider(value: value, typed: typed + String(character))
    case .paste(let text):
      let (line, _) = Self.firstLine(of: text)
      let number = line.trimmingWhitespace
      guard !number.isEmpty, number.allSatisfy({ $0.isASCIIDigit || $0 == "." || $0 == "-" }),
        typed.count + number.count <= FillLimits.filterCharacters
      else {
        message = "a paste here must be a number"
        return .none
      }
      editor = .slider(value: value, typed: typed + number)
    case .backspace: editor = .slider(value: value, typed: String(typed.dropLast()))
    case .enter:
      if !typed.isEmpty { return submit(text: typed) }
      return submit(.number(Number(value: value)))
    case .escape, .shiftTab: return back()
    default: break
    }
    return .none
  }

  // MARK: Date

  private mutating func handleDate(_ key: Key, _ date: inout DateEditor) -> Effect {
    switch key {
    case .left: date.moveLeft()
    case .right: date.moveRight()
    case .tab: date.moveNext()
    case .up: date.step(by: 1)
    case .down: date.step(by: -1)
    case .character(let character) where character.isASCIIDigit: date.type(digit: character)
    case .backspace, .delete: date.backspace()
    case .paste(let text):
      if !date.paste(Self.firstLine(of: text).0), case .date(let cell)? = currentField?.cell {
        message = "a paste here must be \(cell.shapeWords)"
      }
    case .enter:
      date.commitTyped()
      return submit(date.answer)
    case .escape:
      if date.dropTyped() { return .none }
      return back()
    case .shiftTab: return back()
    default: break
    }
    return .none
  }

  private mutating func handleReview(_ key: Key, row: Int) -> Effect {
    if quitAsked {
      quitAsked = false
      switch key {
      case .character("y"), .character("Y"):
        session.decline()
        return afterSessionChange()
      default: return .none  // any other key stays at the review, every answer kept
      }
    }
    // The review lists the visible questions only.
    let listed = session.visibleQuestions
    let questionCount = listed.count
    let offered = session.offeredChoices
    let paneCount = session.plan.panes.count  // the panes' rows come between answers and choices
    let rowCount = questionCount + paneCount + offered.count
    switch key {
    case .up: editor = .review(row: max(0, row - 1))
    case .down, .tab: editor = .review(row: min(rowCount - 1, row + 1))
    case .home: editor = .review(row: 0)
    case .end: editor = .review(row: rowCount - 1)
    case .enter:
      if row < questionCount {
        return editAnswer(row, of: listed)
      } else if row < questionCount + paneCount {
        return enterPane(row - questionCount, returningTo: row)
      } else {
        return choose(offered[row - questionCount - paneCount])
      }
    case .character(let character) where character.isASCIIDigit:
      // As a number does in line mode: it changes that answer, and never ends the form.
      guard let number = Int(String(character)), listed.indices.contains(number - 1) else { return .none }
      editor = .review(row: number - 1)
      return editAnswer(number - 1, of: listed)
    case .character("q"), .character("Q"):
      quitAsked = true
      return .none
    case .paste: return refusePaste()
    case .escape, .shiftTab: return back()
    default: break
    }
    return .none
  }

  /// Asks the answer at `row` of the review's `listed` questions again, unless it is disabled.
  private mutating func editAnswer(_ row: Int, of listed: [Int]) -> Effect {
    returnRow = row
    guard session.edit(listed[row]) else {
      message = "\(session.plan.questions[listed[row]].field.label) is disabled; it cannot be changed"
      return .none
    }
    return afterSessionChange()
  }

  // MARK: Moving

  private mutating func submit(_ answer: Answer?) -> Effect {
    let problems = session.submit(answer)
    guard problems.isEmpty else {
      message = problems.joined(separator: " ")  // whole sentences
      return .none
    }
    return afterSessionChange()
  }

  private mutating func back() -> Effect {
    if session.back() { return afterSessionChange() }
    // In a child pane, Esc goes back out of it: at its review as its one choice, Back, does;
    // at its first question with the pane's answers as they were.
    if !outer.isEmpty, session.stage == .review, let back = session.offeredChoices.first { return choose(back) }
    if leavePaneUnkept() { return .none }
    // At a review with no question before it, every answer was given in advance (--answers, --set).
    notice =
      session.stage == .review
      ? "Every answer was given in advance: choose one to change it." : "This is the first question."
    return .none
  }

  /// Takes a final choice at the review; a failing check no question can mend keeps the review, with its problem.
  private mutating func choose(_ choice: Int) -> Effect {
    let problems = session.choose(choice)
    guard problems.isEmpty else {
      message = problems.joined(separator: "; ")
      return .none
    }
    return afterSessionChange()
  }

  private mutating func afterSessionChange() -> Effect {
    message = nil
    prepareEditor()
    return isFinished ? .finished : .none
  }

  mutating func prepareEditor() {
    editorGeneration += 1
    switch session.stage {
    case .question(let index):
      let field = session.field(at: index)
      let current = session.defaultAnswer(for: index)
      switch field.cell.kind.control {
      case .text: editor = .text(TextBuffer(session.initialText(for: index)))
      case .choice(let picker): editor = .choices(ChoiceList(picker: picker, current: current))
      case .toggle(let isOn): editor = .toggle(current.map { $0 == .bool(true) } ?? isOn)
      case .range(let number), .numberWithArrows(let number):
        var value = number.initial
        if case .number(let answer)? = current { value = answer.double }
        editor = .slider(value: value, typed: "")
      case .date(let cell): editor = .date(DateEditor(cell: cell, current: current, today: today))
      case nil: editor = .done  // never a question (FormField)
      }
      if let problem = session.computedDefaultProblem(at: index) { message = problem }
      if let problems = session.prefillProblems[index] {
        message = "the prefilled answer was not accepted: " + problems.joined(separator: "; ")
      }
      if let check = session.checkMessage(at: index) { message = check }
    case .review:
      let preferred = session.preferredChoice.flatMap(session.offeredChoices.firstIndex) ?? 0
      editor = .review(row: returnRow ?? session.visibleQuestions.count + session.plan.panes.count + preferred)
      returnRow = nil
    case .confirm:
      editor = .confirm(false)
    case .finished:
      editor = .done
    }
  }
}
