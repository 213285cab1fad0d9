import TableGenOutput
import TableGenSpec

/// Words that describe a field to a person: what to type, its limits and its
/// default. Shared by the line prompts and the full-screen form so both say the same.
enum FieldDescription {
  /// What the field takes, as a sentence: "An email address.", "A whole number from 1 to 20, at most 3 characters.";
  /// and the one device it is for, as render says it: "iPad only."
  static func expectation(_ field: FormField) -> String? {
    let sentences = [takes(field), CellFacts.idioms(field.common.idioms).map { $0 + "." }].compactMap { $0 }
    return sentences.isEmpty ? nil : sentences.joined(separator: " ")
  }

  private static func takes(_ field: FormField) -> String? {
    switch field.cell {
    case .input(let input):
      var parts = [CellFacts.expectation(input.valueFormat)].compactMap { $0 }
      // The same words as the rendered form's facts (CellFacts).
      let range = CellFacts.range(min: input.min, max: input.max)
      if let range {
        // "a whole number from 1 to 20", or the range alone on a default keyboard
        if parts.isEmpty { parts.append(range) } else { parts[parts.count - 1] += " " + range }
      }
      if let length = CellFacts.length(min: input.minLength, max: input.maxLength) { parts.append(length) }
      if input.pattern != nil { parts.append("in the required format") }
      return sentence(parts)
    case .textView(let textView):
      return CellFacts.length(min: nil, max: textView.maxLength).map { "A" + $0.dropFirst() + "." }
    case .picker(let picker):
      return picker.multiple ? "Choose any number of options." : "Choose one option."
    case .switch(let toggle):
      // What the answers file will hold, when it is not true/false.
      return CellFacts.storedValues(of: toggle).flatMap { sentence([$0]) }
    case .slider(let slider):
      let facts = [CellFacts.range(min: slider.min, max: slider.max), CellFacts.step(slider.step)].compactMap { $0 }
      return "A number " + facts.joined(separator: " ") + "."
    case .stepper(let stepper):
      return "A whole number " + stepper.facts.joined(separator: " ") + "."
    case .date(let date):
      // "A time (HH:MM) from 09:00 to 18:00, in 15-minute steps."
      let bounds = CellFacts.dateRange(min: date.min, max: date.max).map { " " + $0 } ?? ""
      return sentence([date.shapeWords + bounds] + [CellFacts.minuteStep(of: date)].compactMap { $0 })
    case .button, .value, .link, .note:
      return nil  // never a question (FormField)
    }
  }

  /// The field's placeholder, shown as an example.
  static func placeholder(_ field: FormField) -> String? {
    if case .input(let input) = field.cell { return input.placeholder }
    if case .textView(let textView) = field.cell { return textView.placeholder }
    return nil
  }

  private static func sentence(_ parts: [String]) -> String? {
    guard let first = parts.first else { return nil }
    let joined = ([first] + parts.dropFirst()).joined(separator: ", ")
    return joined.prefix(1).uppercased() + joined.dropFirst() + "."
  }

  /// Spec text as the lines it holds, each escaped: a footer or a note written
  /// on several lines keeps its line breaks instead of showing `\x0a`.
  static func escapedLines(_ text: String) -> [String] {
    TextWrapping.lines(of: text).map(TerminalText.escape)
  }

  /// Spec text escaped line by line, with its line breaks kept as `"\n"`.
  static func escapedText(_ text: String) -> String {
    escapedLines(text).joined(separator: "\n")
  }

  /// Text for one line of a summary, escaped: the first line, and how many more follow.
  static func oneLine(_ text: String) -> String {
    let lines = TextWrapping.lines(of: text)
    let first = TerminalText.escape(lines.first ?? "")
    return lines.count > 1 ? "\(first) … (+\(plural(lines.count - 1, "line")))" : first
  }

  static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
