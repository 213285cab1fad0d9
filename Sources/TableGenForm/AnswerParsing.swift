import TableGenOutput
import TableGenRender
import TableGenSpec

/// Turns what a person types into a typed answer, and judges any answer
/// (typed, prefilled or a spec default) against its field.
///
/// Pattern, length and range come from `InputRules.problems`, the check
/// `tablegen validate` applies to defaults, so fill and validate judge a value
/// alike. On top of it, fill enforces the keyboard: a person at a terminal has
/// no iOS keyboard to stop them typing letters into a number field.
public enum AnswerParser {
  /// The answer that `text` stands for, or each problem with it, worded as the
  /// end of a sentence ("'abc' is not a number, …"). The caller decides what an
  /// empty line means (the default, or leaving the field out) before calling.
  public static func parse(_ text: String, for field: FormField) -> Result<Answer, AnswerProblems> {
    let answer: Answer
    switch field {
    case .input(let input):
      if input.keyboard.isNumeric {
        let trimmed = text.trimmingWhitespace
        guard let number = Number(typed: trimmed) else {
          return .failure(AnswerProblems(mask(["'\(trimmed)' is not a number, but the keyboard is '\(input.keyboard.rawValue)'"], text: trimmed, field: field)))
        }
        answer = .number(number)
      } else {
        answer = .text(text)
      }
    case .textView:
      answer = .text(text)
    case .picker(let picker):
      switch ChoiceParser.parse(text, for: picker) {
      case .success(let values): answer = picker.multiple ? .options(values) : .option(values[0])
      case .failure(let problems): return .failure(problems)
      }
    case .switch:
      switch text.trimmingWhitespace.lowercased() {
      case "y", "yes", "true", "on": answer = .bool(true)
      case "n", "no", "false", "off": answer = .bool(false)
      default: return .failure(AnswerProblems(["'\(text.trimmingWhitespace)' is not yes or no: answer y or n"]))
      }
    case .slider:
      let trimmed = text.trimmingWhitespace
      guard let number = Number(typed: trimmed) else {
        return .failure(AnswerProblems(["'\(trimmed)' is not a number"]))
      }
      answer = .number(number)
    }
    let problems = problems(with: answer, for: field)
    return problems.isEmpty ? .success(answer) : .failure(AnswerProblems(problems))
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
      if case .picker(let picker) = field { return picker.multiple ? "choose at least one option" : "a choice is required" }
      return "a value is required"
    case .options(let values)? where values.isEmpty:
      return "choose at least one option"
    default:
      return nil
    }
  }

  /// Everything wrong with `answer` as a value of `field`; empty when it is valid.
  public static func problems(with answer: Answer, for field: FormField) -> [String] {
    switch (field, answer) {
    case (.input(let input), .text(let text)):
      return mask(inputProblems(text: text, number: nil, input: input), text: text, field: field)
    case (.input(let input), .number(let number)) where input.keyboard.isNumeric:
      // A secure number (a PIN) is as secret as secure text.
      return mask(
        inputProblems(text: number.literal, number: number.double, input: input), text: number.literal, field: field)
    case (.textView(let textView), .text(let text)):
      if let maxLength = textView.maxLength, text.count > maxLength {
        return ["the text is \(text.count) characters long, more than maxLength (\(maxLength))"]
      }
      return []
    case (.picker(let picker), .option(let value)) where !picker.multiple:
      return picker.isOption(value) ? [] : ["'\(value)' is not one of the options"]
    case (.picker(let picker), .options(let values)) where picker.multiple:
      var problems: [String] = []
      var seen = Set<PickerCell.OptionValue>()
      for value in values {
        if !picker.isOption(value) { problems.append("'\(value)' is not one of the options") }
        if !seen.insert(value).inserted { problems.append("'\(value)' is chosen twice") }
      }
      return problems
    case (.switch, .bool):
      return []
    case (.slider(let slider), .number(let number)):
      return sliderProblems(number, slider: slider)
    default:
      return ["this kind of value does not fit a \(field.kindName)"]
    }
  }

  private static func inputProblems(text: String, number: Double?, input: InputCell) -> [String] {
    var pattern: Pattern?
    if let source = input.pattern, case .success(let compiled) = Pattern.compile(source) { pattern = compiled }
    return KeyboardRules.problems(with: text, keyboard: input.keyboard)
      + InputRules.problems(with: text, number: number, for: input, pattern: pattern)
  }

  private static func sliderProblems(_ number: Number, slider: SliderCell) -> [String] {
    let value = number.double
    let shown = "'\(number.literal)'"
    if value < slider.min { return ["\(shown) is less than \(formatNumber(slider.min)), the min"] }
    if value > slider.max { return ["\(shown) is more than \(formatNumber(slider.max)), the max"] }
    guard let step = slider.step, step > 0 else { return [] }
    let steps = (value - slider.min) / step
    if abs(steps - steps.rounded()) > 1e-9 * max(1, abs(steps)) {
      let below = slider.min + steps.rounded(.down) * step
      return ["\(shown) is not on a step of \(formatNumber(step)) from \(formatNumber(slider.min)); the nearest are \(formatNumber(below)) and \(formatNumber(below + step))"]
    }
    return []
  }

  /// A secure field's problems never quote what was typed: each message names
  /// "the value" instead, so a password is not printed on the screen.
  private static func mask(_ problems: [String], text: String, field: FormField) -> [String] {
    guard field.isSecure else { return problems }
    let quoted = "'\(text)'"
    return problems.map { $0.hasPrefix(quoted) ? "the value" + $0.dropFirst(quoted.count) : $0 }
  }
}

/// The problems of one answer, each the end of a sentence.
public struct AnswerProblems: Error, Equatable, Sendable {
  public var messages: [String]

  public init(_ messages: [String]) {
    self.messages = messages
  }
}

/// What each keyboard accepts. An iOS keyboard limits what can be typed; a
/// terminal does not, so fill checks the shape instead.
enum KeyboardRules {
  static func problems(with text: String, keyboard: InputCell.Keyboard) -> [String] {
    let shown = "'\(text)'"
    switch keyboard {
    case .default, .number, .decimal:
      return []  // numbers are checked by InputRules, as validate checks defaults
    case .ascii:
      return text.unicodeScalars.allSatisfy(\.isASCII) ? [] : ["\(shown) has characters outside ASCII, but the keyboard is 'ascii'"]
    case .email:
      return isEmail(text) ? [] : ["\(shown) is not an email address, such as name@example.com"]
    case .url:
      return isURL(text) ? [] : ["\(shown) is not a URL with a scheme, such as https://example.com"]
    case .phone:
      return isPhone(text) ? [] : ["\(shown) is not a phone number: use digits, spaces and + - ( ) ."]
    }
  }

  /// One `@`, a local part, and a domain with a dot between non-empty labels; no blanks.
  static func isEmail(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace) else { return false }
    let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
  }

  /// A scheme (`https:`), then something; no blanks. `//` needs a host after it.
  static func isURL(_ text: String) -> Bool {
    guard let colon = text.firstIndex(of: ":"), !text.contains(where: \.isWhitespace) else { return false }
    let scheme = text[..<colon]
    guard let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else { return false }
    let rest = text[text.index(after: colon)...]
    if rest.hasPrefix("//") { return rest.count > 2 && rest.dropFirst(2).first != "/" }
    return !rest.isEmpty
  }

  /// Digits, with the separators people write between them.
  static func isPhone(_ text: String) -> Bool {
    text.contains(where: \.isASCIIDigit) && text.allSatisfy { $0.isASCIIDigit || " +-().".contains($0) }
  }
}

/// Reads a picker answer: option numbers as listed (1-based), option values, or
/// labels. A number in range is always a position, so in `[4, 8, 12]` the line
/// `2` means 8; a value that is not a position (`12`) is matched as a value.
/// A multiple picker takes a list separated by commas (or by blanks when every
/// item is a number); `0` alone chooses none.
enum ChoiceParser {
  static func parse(_ text: String, for picker: PickerCell) -> Result<[PickerCell.OptionValue], AnswerProblems> {
    let trimmed = text.trimmingWhitespace
    var items: [String]
    if picker.multiple {
      if trimmed == "0" { return .success([]) }
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
        problems.append("'\(item)' is not a choice: enter a number from 1 to \(picker.options.count), or an option's value")
      }
    }
    if !problems.isEmpty { return .failure(AnswerProblems(problems)) }
    // A multiple answer lists its values in option order, whatever order they were typed in.
    return .success(chosen.sorted().map { picker.options[$0].value })
  }

  /// The option `item` names: its position, then its exact value, then its exact
  /// label, then a label that matches ignoring case.
  static func match(_ item: String, in picker: PickerCell) -> Int? {
    if item.allSatisfy(\.isASCIIDigit), let position = Int(item), (1...picker.options.count).contains(position) {
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
    }
  }
}
