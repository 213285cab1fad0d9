import TableGenOutput
import TableGenSpec

/// Turns what a person types into a typed answer, and judges any answer
/// (typed, prefilled or a spec default) against its field.
///
/// What a value means and which values a field takes is said once, by the
/// cell types in TableGenSpec (`Cell.problems(with:)`), and `tablegen
/// validate` judges defaults with the same words. Fill adds only what a
/// terminal needs: yes/no for a switch, and option numbers for a picker.
///
/// Two kinds of words come back. `parse` and `advice` speak to the person
/// typing, in whole sentences ("Use at least 2 characters.", `Cell.advice`);
/// `problems` and `requiredProblem` speak of a written value, as the end of a
/// sentence that names it ("'A' is shorter than 2 characters, the minLength"),
/// for an answers file and `--no-input`, whose reader wrote that file.
public enum AnswerParser {
  /// The answer that `text` stands for, or what is wrong with it as whole
  /// sentences for the person typing ("Enter a whole number."). The caller
  /// decides what an empty line means (the default, or leaving the field out)
  /// before calling.
  public static func parse(_ text: String, for field: FormField) -> Result<Answer, AnswerProblems> {
    let answer: Answer
    switch field {
    case .input(let input):
      answer = input.answer(typed: text)
    case .textView:
      answer = .text(text)
    case .picker(let picker):
      switch ChoiceParser.parse(text, for: picker) {
      case .success(let values): answer = picker.multiple ? .options(values) : .option(values[0])
      case .failure(let problems): return .failure(problems)
      }
    case .switch(let toggle):
      // A switch's stored values (`onValue`/`offValue`) read as on and off too.
      if let on = toggle.isOn(storedText: text.trimmingWhitespace) {
        answer = .bool(on)
        break
      }
      switch text.trimmingWhitespace.lowercased() {
      case "y", "yes", "true", "on": answer = .bool(true)
      case "n", "no", "false", "off": answer = .bool(false)
      default:
        return .failure(AnswerProblems([AnswerAdvice.onOrOff]))
      }
    case .slider(let slider):
      guard let number = Number(typed: text.trimmingWhitespace) else {
        return .failure(AnswerProblems(slider.advice(for: .text(text))))
      }
      answer = .number(number)
    case .date:
      // The ISO text of the mode, as the answers file writes it; `today` and `now` are not read (docs/fill.md).
      answer = .text(text.trimmingWhitespace)
    }
    let advice = advice(for: answer, field: field)
    return advice.isEmpty ? .success(answer) : .failure(AnswerProblems(advice))
  }

  /// What is wrong with `answer` as a value of `field`, as whole sentences for
  /// the person filling in; empty when it is valid. Never quotes the value.
  public static func advice(for answer: Answer, field: FormField) -> [String] {
    field.cell.advice(for: answer)
  }

  /// `requiredProblem` said to the person filling in: nil when `answer` does.
  public static func requiredAdvice(_ answer: Answer?, for field: FormField) -> String? {
    guard requiredProblem(answer, for: field) != nil else { return nil }
    return field.cell.requiredAdvice
  }

  /// An answer as the form records it: text that is only blanks is no answer,
  /// so an optional field left blank is left out and a required one is refused.
  public static func normalized(_ answer: Answer?) -> Answer? {
    if case .text(let text)? = answer, text.trimmingWhitespace.isEmpty { return nil }
    return answer
  }

  /// Why `answer` does not do for a required `field`: there is none (after
  /// `normalized`), or a multiple picker has nothing ticked. Nil when it does.
  public static func requiredProblem(_ answer: Answer?, for field: FormField) -> String? {
    guard field.isRequired else { return nil }
    switch normalized(answer) {
    case nil:
      if case .picker(let picker) = field {
        return picker.multiple ? "choose at least one option" : "a choice is required"
      }
      return "a value is required"
    case .options(let values)? where values.isEmpty:
      return "choose at least one option"
    default:
      return nil
    }
  }

  /// Everything wrong with `answer` as a value of `field`; empty when it is
  /// valid. A secure field's problems never quote the value: they name "the
  /// value" instead, so that a password or a PIN is not printed on the screen.
  public static func problems(with answer: Answer, for field: FormField) -> [String] {
    field.cell.problems(with: answer, masked: field.isSecure)
  }
}

/// The problems of one answer, each the end of a sentence.
public struct AnswerProblems: Error, Equatable, Sendable {
  public var messages: [String]

  public init(_ messages: [String]) {
    self.messages = messages
  }
}

/// Reads a picker answer: option numbers as listed (1-based), option values, or
/// labels. Options are numbered only when no label reads as a number
/// (`PickerCell.numbersItsOptions`), so in `[4, 8, 12]` the line `12` means 12
/// and `2` names no option, as on the full screen.
/// A multiple picker takes a list separated by commas (or by blanks when every
/// item is a number); `0` alone chooses none, unless an option is named 0.
enum ChoiceParser {
  static func parse(_ text: String, for picker: PickerCell) -> Result<[PickerCell.OptionValue], AnswerProblems> {
    let trimmed = text.trimmingWhitespace
    var items: [String]
    if picker.multiple {
      if trimmed == "0", takesZeroForNone(picker) { return .success([]) }
      items = trimmed.split(separator: ",").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
      items = items.flatMap { item in
        item.allSatisfy({ $0.isASCIIDigit || $0 == " " }) ? item.split(separator: " ").map(String.init) : [item]
      }
    } else {
      items = [trimmed]
    }
    var chosen: [Int] = []
    var problems: [String] = []
    for item in items {
      if let index = match(item, in: picker) {
        if !chosen.contains(index) { chosen.append(index) }
      } else {
        // A list of numbers is not numbered, so its words name no position;
        // the sentence is for the person filling in.
        let how =
          picker.numbersItsOptions
          ? "Enter a number from 1 to \(picker.options.count), or an option's name."
          : "Enter one of the options as listed."
        problems.append("There is no option \(QuotedValue.quote(item)). \(how)")
      }
    }
    if !problems.isEmpty { return .failure(AnswerProblems(problems)) }
    // A multiple answer lists its values in option order, whatever order they were typed in.
    return .success(chosen.sorted().map { picker.options[$0].value })
  }

  /// The option `item` names: its position, then its exact value, then its exact
  /// label, then a label that matches ignoring case.
  /// Whether `0` alone chooses none of a multiple picker's options: unless an option is named 0
  /// (minutes `[0, 5, 10]`), which `0` then chooses, as it does in a list of several.
  package static func takesZeroForNone(_ picker: PickerCell) -> Bool {
    match("0", in: picker) == nil
  }

  static func match(_ item: String, in picker: PickerCell) -> Int? {
    // A position only where the options are numbered (`PickerCell.numbersItsOptions`).
    if picker.numbersItsOptions, item.allSatisfy(\.isASCIIDigit), let position = Int(item),
      (1...picker.options.count).contains(position)
    {
      return position - 1
    }
    if let index = picker.options.firstIndex(where: { $0.value.description == item }) { return index }
    if let number = Number(typed: item), let index = picker.options.firstIndex(where: { $0.value == .number(number) }) {
      return index
    }
    if let index = picker.options.firstIndex(where: { $0.label == item }) { return index }
    let lowered = item.lowercased()
    let matches = picker.options.indices.filter { picker.options[$0].label.lowercased() == lowered }
    return matches.count == 1 ? matches[0] : nil
  }
}

extension FormField {
  /// The cell type's name, for messages.
  public var kindName: String {
    switch self {
    case .input: "input"
    case .textView: "textView"
    case .picker: "picker"
    case .switch: "switch"
    case .slider: "slider"
    case .date: "date"
    }
  }
}
