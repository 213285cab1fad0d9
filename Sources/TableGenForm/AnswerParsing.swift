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
    switch field.cell.kind.answer(typing: text) {
    case .answer(let typed): answer = typed
    case .advice(let advice): return .failure(AnswerProblems(advice))
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
      if case .picker(let picker) = field.cell {
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
