/// What a text view's value is and which values it takes.
extension TextViewCell {
  /// The spec's default as an answer.
  public var defaultAnswer: Answer? { self.default.map(Answer.text) }

  /// Why `text` is too long, as the end of a sentence after its subject ("the
  /// text", "the default"); nil when it fits. Text views are not quoted: their
  /// text runs to many lines.
  public func lengthProblem(_ text: String) -> String? {
    guard let maxLength, text.count > maxLength else { return nil }
    return "is \(text.count) characters long, more than maxLength (\(maxLength))"
  }

  /// Everything wrong with `answer` as this text view's value.
  public func problems(with answer: Answer) -> [String] {
    guard case .text(let text) = answer else { return ["this kind of value does not fit a textView"] }
    return lengthProblem(text).map { ["the text " + $0] } ?? []
  }
}
