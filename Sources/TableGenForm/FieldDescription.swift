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

  private static func takes(_ field: FormField) -> String? { field.cell.kind.answerExpectation }

  /// The field's placeholder, shown as an example.
  static func placeholder(_ field: FormField) -> String? {
    if case .input(let input) = field.cell { return input.placeholder }
    if case .textView(let textView) = field.cell { return textView.placeholder }
    return nil
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
