/// What a person filling in a form is told when an answer will not do: whole
/// sentences in their words ("Use at least 2 characters.", "Enter a whole
/// number."), never the spec author's terms (minLength, keyboard, pattern).
///
/// The rules are the cell types' own (`Cell.problems(with:)`, which validate
/// words for the author); this file only says them to the person. The fill
/// form's two modes read it, and so can any renderer that shows a form (the
/// HTML form's messages). A spec's `patternMessage` replaces the pattern's
/// sentence, and its `formatHint` is what the sentence points to.
extension Cell {
  /// Everything wrong with `answer` as the cell's value, each a whole sentence
  /// for the person filling in; empty when it is valid. It never quotes a
  /// secure field's value.
  public func advice(for answer: Answer) -> [String] {
    kind.advice(for: answer)
  }

  /// What to say when a required field is left without an answer: "Enter a
  /// value; this field is required.", or for a picker, choose one or at least one.
  public var requiredAdvice: String {
    if case .picker(let picker) = self {
      return picker.multiple ? AnswerAdvice.chooseAtLeastOne : "Choose an option; this field is required."
    }
    return "Enter a value; this field is required."
  }
}

/// The sentences more than one cell type says.
package enum AnswerAdvice {
  package static let wrongKind = "This kind of answer does not fit this field."
  package static let chooseListed = "Choose one of the options listed."
  package static let chooseAtLeastOne = "Choose at least one option."
  /// A switch's answer; the line form's prompt says the same, with its default.
  package static let onOrOff = onOrOff(default: nil)
  package static let patternTooSlow =
    "This answer could not be checked in time. Try a shorter answer, or tell the form's author."

  /// "Enter y for on or n for off.", or with the keys that show the default: "… off [Y/n]."
  package static func onOrOff(default on: Bool?) -> String {
    "Enter y for on or n for off" + (on.map { $0 ? " [Y/n]" : " [y/N]" } ?? "") + "."
  }

  /// "Enter a number from 1 to 20.", "Enter a whole number.", with the range the field allows.
  package static func number(whole: Bool, min: Double?, max: Double?) -> String {
    let kind = whole ? "a whole number" : "a number"
    switch (min, max) {
    case (let min?, let max?): return "Enter \(kind) from \(formatNumber(min)) to \(formatNumber(max))."
    case (let min?, nil): return "Enter \(kind) of at least \(formatNumber(min))."
    case (nil, let max?): return "Enter \(kind) of at most \(formatNumber(max))."
    case (nil, nil): return "Enter \(kind)."
    }
  }

  /// "Use at least 2 characters.", "Use 2 to 20 characters.", "Use exactly 4 characters."
  package static func length(min: Int?, max: Int?) -> String {
    CellFacts.length(min: min, max: max).map { "Use \($0)." } ?? wrongKind
  }

  /// A sentence from a spec's own words, ending with one full stop.
  package static func sentence(_ text: String) -> String {
    let trimmed = text.trimmingWhitespace
    guard let last = trimmed.last else { return trimmed }
    return ".!?".contains(last) ? trimmed : trimmed + "."
  }
}

extension InputCell {
  /// `problems(with:masked:)` said to the person filling in.
  public func advice(for answer: Answer) -> [String] {
    var seen = Set<String>()
    // One sentence says both "too small" and "not whole": say it once.
    return judged(answer, masked: secure).map(\.advice).filter { seen.insert($0).inserted }
  }

  /// The sentence for a value that does not match `pattern`: the spec's
  /// `patternMessage`, else its `formatHint` as the format to use, else the
  /// pattern itself, so that the person at least learns which rule failed.
  public var patternAdvice: String {
    if let patternMessage { return AnswerAdvice.sentence(patternMessage) }
    if let formatHint { return "Use the format: \(AnswerAdvice.sentence(formatHint))" }
    return "Use the format this field expects, the pattern \(QuotedValue.quote(pattern ?? ""))."
  }

  /// The `formatHint` as a line shown with the field: "Format: +44 20 7946 0958".
  public var formatHintLine: String? {
    formatHint.map { "Format: \($0.trimmingWhitespace)" }
  }

  var numberAdvice: String {
    AnswerAdvice.number(whole: valueFormat == .integer, min: min, max: max)
  }

  var lengthAdvice: String {
    AnswerAdvice.length(min: minLength, max: maxLength)
  }
}

extension InputCell.Format {
  /// What to type for a text format, as the sentence a person reads when the value is not one.
  var advice: String? {
    switch self {
    case .text, .integer, .decimal: nil
    case .ascii: "Use only ASCII characters: letters without accents, digits and common symbols."
    case .digits: "Use only the digits 0 to 9."
    case .email: "Enter an email address, such as name@example.com."
    case .url: "Enter a web address with its scheme, such as https://example.com."
    case .phone: "Enter a phone number, using digits, spaces and + - ( ) only."
    }
  }
}

extension TextViewCell {
  /// `problems(with:)` said to the person filling in.
  public func advice(for answer: Answer) -> [String] {
    guard case .text(let text) = answer else { return [AnswerAdvice.wrongKind] }
    guard let maxLength, text.count > maxLength else { return [] }
    return ["Use at most \(maxLength) characters; this text has \(text.count)."]
  }
}

extension SliderCell {
  /// `problems(with:)` said to the person filling in.
  public func advice(for answer: Answer) -> [String] {
    guard case .number(let number) = answer, number.double.isFinite else {
      if case .text = answer { return [AnswerAdvice.number(whole: false, min: min, max: max)] }
      return [AnswerAdvice.wrongKind]
    }
    let value = number.double
    if value < min || value > max { return [AnswerAdvice.number(whole: false, min: min, max: max)] }
    guard let step, step > 0, !Self.divides(step, value - min) else { return [] }
    let below = min + ((value - min) / step).rounded(.down) * step
    return [
      "Choose a value in steps of \(formatNumber(step)) from \(formatNumber(min)), such as \(formatNumber(below)) or \(formatNumber(below + step))."
    ]
  }
}
