/// What an input's value is and which values it takes. `tablegen validate`
/// judges the default, and `tablegen fill` each typed or prefilled answer,
/// with `problems(with:)`, so the two cannot disagree.
extension InputCell {
  /// The answer that typed `text` stands for: a number for the `integer` and
  /// `decimal` formats when it reads as one, otherwise the text as typed (a
  /// number format then reports it as not a number).
  public func answer(typed text: String) -> Answer {
    guard valueFormat.isNumeric, let number = Number(typed: text.trimmingWhitespace) else { return .text(text) }
    return .number(number)
  }

  /// The spec's default as an answer. A default written as a number on a
  /// text format keeps its digits as written (`default: 0123` is `"0123"`).
  package var defaultAnswer: Answer? {
    switch self.default {
    case .text(let text)?: answer(typed: text)
    case .number(let number)? where valueFormat.isNumeric: .number(number)
    case .number(let number)?: .text(number.literal)
    case nil: nil
    }
  }

  /// Everything wrong with `answer` as this field's value, each the end of a
  /// sentence that starts with the quoted value ("'abc' is not a number, …").
  /// `masked` names it "the value" instead, so that a secret is not shown.
  public func problems(with answer: Answer, masked: Bool = false) -> [String] {
    judged(answer, masked: masked).map(\.sentence)
  }

  /// `problems(with:masked:)`, each with the code validate reports it under
  /// when the value is the default.
  func judged(_ answer: Answer, masked: Bool = false) -> [InputProblem] {
    switch answer {
    case .text(let text) where valueFormat.isNumeric:
      let trimmed = text.trimmingWhitespace
      if let number = Number(typed: trimmed) { return numberProblems(number, masked: masked) }
      return [
        InputProblem(
          .invalidDefault,
          "\(masked ? QuotedValue.masked : QuotedValue.quote(trimmed)) is not a number, but \(formatSource)",
          advice: numberAdvice)
      ]
    case .text(let text):
      let shown = masked ? QuotedValue.masked : QuotedValue.quote(text)
      let formatProblems = valueFormat.problems(with: text, shown: shown, source: formatSource).map {
        InputProblem(.invalidDefault, $0, advice: valueFormat.advice ?? AnswerAdvice.wrongKind)
      }
      return formatProblems + textProblems(text, shown: shown)
    case .number(let number) where valueFormat.isNumeric:
      return numberProblems(number, masked: masked)
    case .number(let number):
      return judged(.text(number.literal), masked: masked)
    case .bool, .option, .options:
      return [InputProblem(.invalidDefault, "this kind of value does not fit an input", advice: AnswerAdvice.wrongKind)]
    }
  }

  /// A number's problems: it is finite, whole on `integer`, inside min…max;
  /// then its length and pattern, judged on the number the answers hold (`123`
  /// for a typed `0123`), so that what fill writes reads back.
  private func numberProblems(_ number: Number, masked: Bool) -> [InputProblem] {
    let shown = masked ? QuotedValue.masked : QuotedValue.quote(number.literal)
    guard number.double.isFinite else {
      return [InputProblem(.invalidDefault, "\(shown) is not a number, but \(formatSource)", advice: numberAdvice)]
    }
    var problems: [InputProblem] = []
    if valueFormat == .integer, number.double.rounded() != number.double {
      let rule = format == nil ? "the number keyboard" : "the format 'integer'"
      problems.append(
        InputProblem(.invalidDefault, "\(shown) is not a whole number, as \(rule) requires", advice: numberAdvice))
    }
    if let min, number.double < min {
      problems.append(
        InputProblem(.invalidDefault, "\(shown) is less than \(formatNumber(min)), the min", advice: numberAdvice))
    }
    if let max, number.double > max {
      problems.append(
        InputProblem(.invalidDefault, "\(shown) is more than \(formatNumber(max)), the max", advice: numberAdvice))
    }
    let stored = number.jsonLiteral
    let storedShown = masked || stored == number.literal ? shown : "\(shown) is stored as the number \(stored), which"
    guard !masked, stored != number.literal else { return problems + textProblems(stored, shown: storedShown) }
    // What was typed is not what is stored: say so, or the rule seems to refuse a value that fits it.
    let dropped = " A number keeps no leading zeros: \(number.literal) is stored as \(stored)."
    return problems
      + textProblems(stored, shown: storedShown).map { InputProblem($0.code, $0.sentence, advice: $0.advice + dropped) }
  }

  /// The rules every value obeys as text: the lengths, then the pattern.
  private func textProblems(_ text: String, shown: String) -> [InputProblem] {
    var problems: [InputProblem] = []
    let length = text.count
    if let minLength, length < minLength {
      problems.append(
        InputProblem(
          .invalidDefault, "\(shown) is shorter than \(minLength) characters, the minLength", advice: lengthAdvice))
    }
    if let maxLength, length > maxLength {
      problems.append(
        InputProblem(
          .invalidDefault, "\(shown) is longer than \(maxLength) characters, the maxLength", advice: lengthAdvice))
    }
    // Every pattern runs, whatever its shape: the budget bounds the match.
    switch compiledPattern?.verdict(text) {
    case .doesNotMatch?:
      problems.append(InputProblem(.invalidDefault, "\(shown) does not match the pattern", advice: patternAdvice))
    case .tooSlow?:
      problems.append(
        InputProblem(
          .patternTooSlow,
          "\(shown) could not be checked: the pattern took too long on it; try a shorter answer, or ask the form's author to simplify the pattern",
          advice: AnswerAdvice.patternTooSlow))
    case .matches?, nil:
      break
    }
    return problems
  }

  /// The pattern, compiled once per process; nil when there is none or it does
  /// not compile (validate reports that).
  var compiledPattern: Pattern? {
    guard let pattern, case .success(let compiled) = PatternCache.pattern(pattern) else { return nil }
    return compiled
  }
}

/// One thing wrong with an input's value: the author's sentence (validate's,
/// and an answers file's), the code validate reports it under when the value is
/// the default, and the advice fill gives the person typing it.
struct InputProblem {
  var code: DiagnosticCode
  var sentence: String
  /// A whole sentence in the words of the person filling in ("Use at least 2 characters.").
  var advice: String

  init(_ code: DiagnosticCode, _ sentence: String, advice: String) {
    self.code = code
    self.sentence = sentence
    self.advice = advice
  }
}

extension InputCell: CellKind {
  package static let cellType = CellType.input
  package static let keys = [
    "label", "placeholder", "help", "keyboard", "layout", "format", "secure", "required", "pattern",
    "patternMessage", "formatHint", "minLength", "maxLength", "min", "max", "default", "computedDefault", "ratio",
    "autocapitalization", "autocorrection", "contentType",
  ]
  package static let takesAnswer = true
  package static let alwaysHoldsValue = false

  package static func decode(_ reader: inout MappingReader, shared: SharedCellKeys) -> InputCell? {
    let label = reader.text("label")
    let placeholder = reader.text("placeholder")
    let help = reader.text("help")
    let keyboard = reader.enumeration("keyboard", InputCell.Keyboard.self) ?? .default
    let layout = reader.enumeration("layout", InputCell.Layout.self)
    let format = reader.enumeration("format", InputCell.Format.self)
    let secure = reader.bool("secure") ?? false
    let required = reader.bool("required") ?? false
    let pattern = reader.string("pattern")
    let patternMessage = reader.text("patternMessage")
    let formatHint = reader.text("formatHint")
    let minLength = reader.integer("minLength", minimum: 0)
    let maxLength = reader.integer("maxLength", minimum: 0)
    let min = reader.number("min")
    let max = reader.number("max")
    let ratio = reader.number("ratio", exclusiveMinimum: 0, exclusiveMaximum: 1)
    let defaultValue = CellDecoder.decodeInputDefault(&reader)
    let computedDefault = reader.computedDefault()
    let autocapitalization = reader.enumeration("autocapitalization", InputCell.Autocapitalization.self)
    let autocorrection = reader.bool("autocorrection")
    let contentType = reader.string("contentType")
    var input = InputCell(
      common: shared.common(reader), label: label, placeholder: placeholder, help: help, keyboard: keyboard,
      layout: layout, format: format, secure: secure, required: required, pattern: pattern,
      patternMessage: patternMessage, formatHint: formatHint, minLength: minLength,
      maxLength: maxLength, min: min, max: max, default: defaultValue, computedDefault: computedDefault,
      ratio: ratio)
    input.autocapitalization = autocapitalization
    input.autocorrection = autocorrection
    input.contentType = contentType
    return input
  }

  package mutating func visitTexts<Visitor: CellTextVisitor>(_ visitor: inout Visitor) {
    visitor.text("label", &label)
    visitor.text("placeholder", &placeholder)
    visitor.text("help", &help)
    visitor.text("patternMessage", &patternMessage)
    visitor.text("formatHint", &formatHint)
  }

  package var cell: Cell { .input(self) }
  package var caption: String? { label }
  package var isRequired: Bool { required }
  package var conditionValueType: ValueType? { valueFormat.isNumeric ? .number : .string }

  package func answer(written scalar: ScalarValue) -> Answer? {
    switch scalar {
    case .number(let number): valueFormat.isNumeric ? .number(number) : .text(number.literal)
    case .string(let text): answer(typed: text)
    case .null, .bool: nil
    }
  }

  package var writtenExpectation: String { valueFormat.isNumeric ? "a number" : "text" }
  package func answer(typing text: String) -> TypedAnswer { .answer(answer(typed: text) as Answer) }
  package var answerRules: AnswerRules? {
    let format = valueFormat
    var rules = AnswerRules(
      shape: format == .integer ? .integer : format == .decimal ? .number : .text, required: required)
    if format.isNumeric {
      rules.min = min
      rules.max = max
      rules.advice.value = numberAdvice
      rules.advice.range = numberAdvice
    } else if let advice = format.advice {
      rules.format = format
      rules.advice.format = advice
    }
    rules.minLength = minLength
    rules.maxLength = maxLength
    if minLength != nil || maxLength != nil { rules.advice.length = lengthAdvice }
    if let pattern {
      rules.pattern = pattern
      rules.advice.pattern = patternAdvice
    }
    return rules
  }

  package var control: ControlKind? { .text(multiline: false) }
  package var displayRow: DisplayRow? { nil }

  package var answerExpectation: String? {
    var parts = [CellFacts.expectation(valueFormat)].compactMap { $0 }
    // The same words as the rendered form's facts (CellFacts).
    let range = CellFacts.range(min: min, max: max)
    if let range {
      // "a whole number from 1 to 20", or the range alone on a default keyboard
      if parts.isEmpty { parts.append(range) } else { parts[parts.count - 1] += " " + range }
    }
    if let length = CellFacts.length(min: minLength, max: maxLength) { parts.append(length) }
    if pattern != nil { parts.append("in the required format") }
    return CellFacts.sentence(parts)
  }

  package var facts: [String] { CellFacts.constraints(of: self) + CellFacts.traits(of: self) }

  package func check(into findings: inout CellFindings, in context: ValidationContext) {
    InputRules.check(self, into: &findings.diagnostics)
    InputTraitRules.check(self, into: &findings.diagnostics)
    findings.hasDefault = self.default != nil || computedDefault != nil
    findings.isSecure = secure
    findings.noteDynamics(of: common, computedDefault: computedDefault)
  }
}
