import TableGenOutput
import TableGenSpec

/// The accessible, line-based form: used when standard input is not a
/// terminal, with `--accessible`, or when TERM is dumb. No cursor movement and
/// no colour; every choice is numbered; one answer per line. A driver prints
/// `start()`, then feeds each line read to `handle(_:)` (nil at end of input)
/// and prints what it returns, until `session.stage` is `.finished`.
///
/// The protocol (docs/fill.md):
/// - Each question takes one line. An empty line keeps the default (or the
///   earlier answer), or leaves an optional field without one out.
/// - A text view takes lines up to one holding only `.`; `..` stands for a
///   line holding only a dot.
/// - Commands are lines starting with `:` — `:back`, `:skip`, `:edit N`,
///   `:quit`, `:help`. A line starting with `::` is the text after the first colon.
/// - After the last question comes the review. Its answers are numbered and
///   its final choices lettered, so that one line cannot mean both: a number
///   (or `:edit N`) changes that answer, a letter (or the choice's title) takes
///   that choice.
/// - An invalid line prints `error: …` and asks the same question again. End of
///   input cancels the form.
public struct LineForm: Sendable {
  public internal(set) var session: FormSession  // set by the child panes' code too (FormPane.swift)
  /// The lines of a text view being typed, once its first line is in.
  private var textLines: [String]?
  /// The UTF-8 bytes of `textLines` with their line breaks, held to `FillLimits.textBytes`.
  private var textBytes = 0
  /// The questions whose lead text (headers, notes) has been shown.
  private var shownLead = Set<Int>()
  private var shownClosing = false
  /// The forms this pane was entered from, the outermost first, each with the
  /// index of the pane entered from it; empty in the form named.
  var outer: [(form: LineForm, pane: Int)] = []

  public init(session: FormSession) {
    self.session = session
  }

  public var isFinished: Bool { outcome != nil }

  /// How the form ended, once it has.
  public var outcome: FormOutcome? {
    if case .finished(let outcome) = session.stage { return outcome }
    return nil
  }

  /// Whether the question being asked takes a secure answer, to be typed unechoed.
  public var expectsSecureAnswer: Bool {
    guard let index = session.currentQuestion else { return false }
    return session.plan.questions[index].field.isSecure
  }

  /// The title, description and first prompt.
  public mutating func start() -> String {
    var lines: [String] = []
    if let title = session.plan.title { lines.append(TerminalText.escape(title)) }
    if let description = session.plan.description { lines.append(TerminalText.escape(description)) }
    lines.append("Answer each question on one line. Type :help for the commands.")
    return lines.joined(separator: "\n") + "\n\n" + prompt()
  }

  /// The prompt where a form that had ended goes on (its review again, after a failed `fill --submit`):
  /// the title, the introduction and the text before each question and the review were shown on the
  /// way there, and are not shown again.
  public mutating func resume() -> String {
    shownLead.formUnion(session.visibleQuestions)
    shownClosing = true
    return prompt()
  }

  /// A line longer than `FillLimits.textBytes` came in, unread: the form ends for that.
  public mutating func lineTooLong() -> String {
    session.answerTooLong()
    return "error: a line of input is longer than \(FillLimits.textBytes >> 20) MiB, "
      + "the limit of one answer; the form ends here\n" + ending()
  }

  /// Takes one line (without its line break), or nil at end of input, and
  /// returns what to print next.
  public mutating func handle(_ line: String?) -> String {
    let output = handleInPane(line)
    return outer.isEmpty ? output : leavingFinishedPane(output)
  }

  private mutating func handleInPane(_ line: String?) -> String {
    guard let line else {
      session.endOfInput()
      return ending()
    }
    if var collected = textLines {
      textLines = nil  // owned here while it grows, so that a line does not copy the lines before it
      if line == "." { return answer(collected.joined(separator: "\n")) }
      textBytes += line.utf8.count + 1
      guard textBytes <= FillLimits.textBytes else {
        // As a line too long: the text is never kept whole, and the form ends.
        session.answerTooLong()
        return "error: the text is longer than \(FillLimits.textBytes >> 20) MiB, the limit of one answer; "
          + "the form ends here\n" + ending()
      }
      collected.append(line == ".." ? "." : line)
      textLines = collected
      return ""
    }
    if line.hasPrefix(":") && !line.hasPrefix("::") { return command(line) }
    let text = line.hasPrefix("::") ? String(line.dropFirst()) : line
    switch session.stage {
    case .question(let index):
      if case .textView = session.plan.questions[index].field.cell {
        if text == "." { return answer("") }
        textLines = [text == ".." ? "." : text]
        textBytes = text.utf8.count
        return ""
      }
      return answer(text)
    case .review:
      let trimmed = text.trimmingWhitespace
      if trimmed.allSatisfy(\.isASCIIDigit), !trimmed.isEmpty { return edit(trimmed) }
      let offered = session.offeredChoices
      guard let position = choicePosition(trimmed) else {
        // The prompt's own sentence, as every other answer error is worded.
        let what =
          trimmed.isEmpty
          ? "" : "\(TerminalText.escape(QuotedValue.quote(trimmed))) is neither an answer nor a choice. "
        return error(what + Self.reviewInstruction(choices: offered.count))
      }
      let problems = session.choose(offered[position])
      guard problems.isEmpty else {
        // A failing check on a field no one can change here: the review stays, with why.
        return problems.map { "error: \(TerminalText.escape($0))\n" }.joined() + prompt(withLead: false)
      }
      return isFinished ? ending() : prompt()
    case .confirm:
      switch text.trimmingWhitespace.lowercased() {
      case "y", "yes": session.confirm(true)
      case "", "n", "no": session.confirm(false)
      default: return error("answer y or n")
      }
      return isFinished ? ending() : prompt()
    case .finished:
      return ""
    }
  }

  private mutating func answer(_ text: String) -> String {
    let problems = session.submit(line: text)
    guard problems.isEmpty else {
      return problems.map { "error: \(TerminalText.escape($0))\n" }.joined() + prompt(withLead: false)
    }
    return isFinished ? ending() : prompt()
  }

  private mutating func command(_ line: String) -> String {
    let words = line.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
    let name = words.first?.lowercased() ?? ""
    let argument = words.count > 1 ? words[1].trimmingWhitespace : ""
    switch name {
    case "back", "b":
      guard session.back() else {
        // In a child pane, :back goes back out of it: at its review as its one choice, Back, does;
        // at its first question with the pane's answers as they were.
        if !outer.isEmpty, session.stage == .review, let back = session.offeredChoices.first {
          let problems = session.choose(back)
          guard problems.isEmpty else {
            return problems.map { "error: \(TerminalText.escape($0))\n" }.joined() + prompt(withLead: false)
          }
          return isFinished ? ending() : prompt()
        }
        guard session.stage != .review else {
          return error("every answer was given in advance; enter an answer's number to change it")
        }
        if let back = leavePaneUnkept() { return back }
        return error("this is the first question; there is nothing to go back to")
      }
      return prompt(withLead: false)
    case "skip", "s":
      guard session.currentQuestion != nil else { return error(":skip works only at a question") }
      let problems = session.skip()
      guard problems.isEmpty else { return error("this field is required; it cannot be skipped") }
      return isFinished ? ending() : prompt()
    case "edit", "e":
      guard session.stage == .review else { return error(":edit works at the review; finish the questions first") }
      return edit(argument)
    case "quit", "q":
      session.decline()
      return ending()
    case "open", "o":
      guard session.stage == .review else { return error(":open works at the review; finish the questions first") }
      return open(argument)
    case "help", "h", "?":
      return Self.help + prompt(withLead: false)
    default:
      return error(
        "unknown command \(TerminalText.escape(QuotedValue.quote(line))); "
          + "type :help, or start a text with :: to begin it with ':'")
    }
  }

  /// Asks again the answer that `argument` names at the review: its number, or its field's id.
  private mutating func edit(_ argument: String) -> String {
    guard let index = questionIndex(argument) else {
      return error(
        "\(TerminalText.escape(QuotedValue.quote(argument))) names no answer: "
          + "give its number from 1 to \(session.visibleQuestions.count), or its id")
    }
    guard session.edit(index) else {
      let label = TerminalText.escape(session.plan.questions[index].field.label)
      return error("'\(label)' is disabled; it cannot be changed")
    }
    return prompt()
  }

  /// The position among the offered choices that `text` names: its letter, or its title ignoring case.
  private func choicePosition(_ text: String) -> Int? {
    let offered = session.offeredChoices
    let lowered = text.lowercased()
    if let position = offered.indices.first(where: { Self.letter($0) == lowered }) { return position }
    let titled = offered.indices.filter { session.plan.choices[offered[$0]].title.lowercased() == lowered }
    return titled.count == 1 ? titled[0] : nil
  }

  /// The letter of the final choice at `position`: a to z, then aa, ab, …
  static func letter(_ position: Int) -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    var number = position
    var text = String(letters[number % 26])
    while number >= 26 {
      number = number / 26 - 1
      text = String(letters[number % 26]) + text
    }
    return text
  }

  /// The question `:edit` names: by its number in the review's list (visible questions only), or by its id.
  private func questionIndex(_ argument: String) -> Int? {
    let listed = session.visibleQuestions
    if let number = Int(argument), listed.indices.contains(number - 1) { return listed[number - 1] }
    return session.plan.questionIndex(id: argument).flatMap { listed.contains($0) ? $0 : nil }
  }

  static let help = """
    Commands, each on a line of its own:
      :back      go back to the previous question (its answer becomes the default)
      :skip      leave this optional field out, even if it has a default
      :edit N    at the review: change answer N (or give the field's id); N alone does the same
      :open ID   at the review: enter the child pane ID (a line "Title ›"); its Back returns here
      :quit      stop without submitting (exit status 1)
      :help      this list
    An empty line keeps the default. A text view ends with a line holding only '.'.
    At the review, answers are numbered and the final choices lettered: a letter finishes.
    To answer with text that starts with ':', type '::' instead of ':'.

    """

  private mutating func error(_ message: String) -> String {
    "error: \(message)\n" + prompt(withLead: false)
  }

  private func ending() -> String {
    guard case .finished(let outcome) = session.stage else { return "" }
    switch outcome {
    case .submitted:
      return ""  // the driver says "Submitted" once the answers are written, as in every mode
    case .cancelled:
      return "\n"  // the driver says why, as in every mode
    }
  }

  // MARK: Prompts

  /// The prompt for the current stage, with the text that leads up to it the first time.
  private mutating func prompt(withLead: Bool = true) -> String {
    var lines: [String] = []
    switch session.stage {
    case .question(let index):
      if withLead, shownLead.insert(index).inserted {
        lines += session.lead(for: index).map(Self.line)
      }
      lines += questionLines(index)
    case .review:
      if !shownClosing {
        shownClosing = true
        lines += session.lineClosing.map(Self.line)
      }
      lines += reviewLines()
    case .confirm(let index):
      let choice = session.plan.choices[index]
      if let confirmation = choice.confirmation {
        lines.append(TerminalText.escape(confirmation.title))
        if let message = confirmation.message { lines.append(TerminalText.escape(message)) }
      }
      lines.append("Enter y to go ahead or n to return to the review [y/N].")
    case .finished:
      return ""
    }
    return lines.joined(separator: "\n") + "\n> "
  }

  // Spec text keeps its line breaks (FieldDescription.escapedText).
  static func line(_ text: FormText) -> String {
    switch text {
    case .header(let header): return "== \(FieldDescription.escapedText(header)) =="
    case .footer(let footer): return "(\(FieldDescription.escapedText(footer)))"
    case .value(let title, let value, let detail):
      var line = FieldDescription.escapedText(title)
      if let value { line += ": \(FieldDescription.escapedText(value))" }
      if let detail { line += " (\(FieldDescription.escapedText(detail)))" }
      return line
    case .link(let title, let target, let detail):
      var line = "\(FieldDescription.escapedText(title)) -> \(FieldDescription.escapedText(target))"
      if let detail { line += " (\(FieldDescription.escapedText(detail)))" }
      return line
    case .note(let note): return FieldDescription.escapedText(note)
    case .action(let title): return "\(FieldDescription.escapedText(title)): \(FormText.actionNote)"
    }
  }

  private func questionLines(_ index: Int) -> [String] {
    let field = session.field(at: index)
    // Disabled fields are shown with their answer, not asked.
    var lines = session.disabledBefore(index).map { disabled in
      let shown = session.answer(at: disabled).map {
        FieldDescription.oneLine($0.summary(for: session.field(at: disabled)))
      }
      return "\(TerminalText.escape(session.field(at: disabled).label)): \(shown ?? "(left out)") (disabled)"
    }
    let (number, count) = session.progress(of: index)
    lines.append(
      "Question \(number) of \(count): \(TerminalText.escape(field.label))\(field.isRequired ? " (required)" : "")")
    if let help = field.help { lines.append(FieldDescription.escapedText(help)) }
    if let expectation = FieldDescription.expectation(field) { lines.append(expectation) }
    if let hint = FieldDescription.formatHint(field) { lines.append(TerminalText.escape(hint)) }
    if let placeholder = FieldDescription.placeholder(field) {
      lines.append("Hint: \(TerminalText.escape(placeholder))")
    }
    let current = session.defaultAnswer(for: index)
    switch field.cell.kind.control {
    case .choice(let picker):
      let chosen = Set(current.map(Self.values) ?? [])
      // Options that are numbers are not numbered (PickerCell.numbersItsOptions).
      let numbered = picker.numbersItsOptions
      for (number, option) in picker.options.enumerated() {
        lines.append(
          "  \(numbered ? "\(number + 1)." : "-") \(TerminalText.escape(option.label))"
            + (chosen.contains(option.value) ? " (chosen)" : ""))
      }
      switch (picker.multiple, numbered) {
      case (true, true): lines.append("Enter the numbers you choose, separated by commas, or 0 for none.")
      case (true, false):
        // An option named 0 is chosen by 0, which then cannot also mean none.
        let none = ChoiceParser.takesZeroForNone(picker) ? ", or 0 for none" : ""
        lines.append("Enter the options you choose, separated by commas\(none).")
      case (false, true): lines.append("Enter a number from 1 to \(picker.options.count).")
      case (false, false): lines.append("Enter one of the options as listed.")
      }
    case .toggle(let isOn):
      let on = current.map { $0 == .bool(true) } ?? isOn
      lines.append(AnswerAdvice.onOrOff(default: on))
    case .text(multiline: true):
      lines.append("Type the text, then a line holding only '.' to finish.")
    case .text(multiline: false):
      if field.isSecure { lines.append("The answer is not shown as you type.") }
    case .range, .numberWithArrows:
      break
    case .date(let date):
      // The shape and the bounds are said by the expectation above; this says how to type it.
      lines.append("Type it as \(date.example).")
    case nil:
      break  // never a question (FormField)
    }
    if let current {
      let shown = FieldDescription.oneLine(current.summary(for: field))
      // A switch's prompt shows its default already ([Y/n]); a text view ends with a '.' line.
      if case .textView = field.cell {
        lines.append("A '.' alone keeps: \(shown)")
      } else if field.cell.type != .switch {
        lines.append("Enter alone keeps: \(shown)")
      }
    } else if !field.isRequired {
      lines.append("Enter alone leaves it out.")
    }
    if let problem = session.computedDefaultProblem(at: index) { lines.append("Note: \(problem).") }
    for problem in session.prefillProblems[index] ?? [] {
      lines.append("The prefilled answer was not accepted: \(TerminalText.escape(problem))")
    }
    if let message = session.checkMessage(at: index) { lines.append("error: \(TerminalText.escape(message))") }
    return lines
  }

  private static func values(_ answer: Answer) -> [PickerCell.OptionValue] {
    switch answer {
    case .option(let value): [value]
    case .options(let values): values
    default: []
    }
  }

  private func reviewLines() -> [String] {
    var lines = ["Review your answers:"]
    for (number, index) in session.visibleQuestions.enumerated() {
      let field = session.field(at: index)
      let shown = session.answer(at: index).map { FieldDescription.oneLine($0.summary(for: field)) } ?? "(left out)"
      let disabled = session.isEnabled(index) ? "" : " (disabled)"
      lines.append("  \(number + 1). \(TerminalText.escape(field.label)): \(shown)\(disabled)")
    }
    // The child panes the review can enter.
    for pane in session.plan.panes {
      lines.append("  \(TerminalText.escape(pane.reviewLine))  (:open \(TerminalText.escape(pane.id)))")
    }
    lines.append(outer.isEmpty ? "Finish with:" : "Return with:")
    let offered = session.offeredChoices
    for (position, choice) in offered.enumerated() {
      lines.append("  \(Self.letter(position)). \(TerminalText.escape(session.plan.choices[choice].title))")
    }
    lines.append(Self.reviewInstruction(choices: offered.count))
    return lines
  }

  /// What to enter at the review: its prompt's last line, and its error's sentence.
  private static func reviewInstruction(choices: Int) -> String {
    let letters = choices == 1 ? "the letter a" : "a letter from a to \(letter(choices - 1))"
    return "Enter \(letters) to finish, or an answer's number to change it."
  }
}

// MARK: - The filler's words, for both modes
extension FieldDescription {
  /// The spec's `formatHint`, as the line shown with the field: "Format: +44 20 7946 0958".
  static func formatHint(_ field: FormField) -> String? {
    guard case .input(let input) = field.cell else { return nil }
    return input.formatHintLine
  }
}
