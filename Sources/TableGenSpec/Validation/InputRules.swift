/// Input fields: the pattern compiles, ranges are ordered, min and max sit on a
/// numeric keyboard, and the default obeys the field's own rules.
package struct InputRules: ValidationRule {
  func check(_ spec: TableSpec, in context: ValidationContext) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    // Fields often share a pattern (a postcode, a code format); compiling a
    // regex is the costliest step of validate, so each distinct one compiles once.
    var compiled: [String: Result<Pattern, Pattern.PatternError>] = [:]
    for case .input(let input) in spec.cells {
      check(input, compiled: &compiled, into: &diagnostics)
    }
    return diagnostics
  }

  private func check(
    _ input: InputCell, compiled: inout [String: Result<Pattern, Pattern.PatternError>], into diagnostics: inout [Diagnostic]
  ) {
    let origin = input.common.origin
    var pattern: Pattern?
    if let source = input.pattern {
      let result = compiled[source] ?? Pattern.compile(source)
      compiled[source] = result
      switch result {
      case .success(let compiled):
        pattern = compiled
        if compiled.mayBacktrackCatastrophically {
          diagnostics.append(
            origin.diagnostic(
              .slowPattern, "the pattern repeats a group that can match the same text in several ways, which can take exponential time to match", at: "pattern",
              suggestion: "rewrite it so that each repetition can match only one way: no repeated group that itself repeats, as in (a+)+, or whose alternatives overlap, as in (a|aa)+"))
        }
      case .failure(let error):
        diagnostics.append(
          origin.diagnostic(.invalidPattern, "the pattern is not a valid regular expression: \(error.message)", at: "pattern"))
      }
    }
    if let minLength = input.minLength, let maxLength = input.maxLength, minLength > maxLength {
      diagnostics.append(
        origin.diagnostic(.lengthRange, "minLength (\(minLength)) is greater than maxLength (\(maxLength))", at: "minLength"))
    }
    if let min = input.min, let max = input.max, min > max {
      diagnostics.append(
        origin.diagnostic(.valueRange, "min (\(formatNumber(min))) is greater than max (\(formatNumber(max)))", at: "min"))
    }
    if !input.keyboard.isNumeric, input.min != nil || input.max != nil {
      diagnostics.append(
        origin.diagnostic(
          .rangeOnTextKeyboard,
          "'\(input.min != nil ? "min" : "max")' applies only to number and decimal keyboards; this field's keyboard is '\(input.keyboard.rawValue)'",
          at: input.min != nil ? "min" : "max",
          suggestion: "set 'keyboard: number' or 'keyboard: decimal', or limit the text with minLength and maxLength"))
    }
    if let value = input.default {
      var number: Double?
      if case .number(let written) = value { number = written.double }
      for problem in InputRules.problems(with: value.description, number: number, for: input, pattern: pattern) {
        diagnostics.append(origin.diagnostic(.invalidDefault, "the default \(problem)", at: "default"))
      }
    }
  }

  /// What is wrong with `text` as a value of `input`, each as the end of a
  /// sentence ("is longer than 8 characters, the maxLength"). Shared with the fill form, so a
  /// default and a typed answer are judged alike.
  /// `number` is the value when it was written as a number (so `0o17` is 15).
  package static func problems(with text: String, number: Double? = nil, for input: InputCell, pattern: Pattern?) -> [String] {
    var problems: [String] = []
    let shown = "'\(text)'"
    if input.keyboard.isNumeric {
      if let number = number ?? Double(text.trimmingWhitespace), number.isFinite {
        if input.keyboard == .number, number.rounded() != number {
          problems.append("\(shown) is not a whole number, as the number keyboard requires")
        }
        if let min = input.min, number < min { problems.append("\(shown) is less than \(formatNumber(min)), the min") }
        if let max = input.max, number > max { problems.append("\(shown) is more than \(formatNumber(max)), the max") }
      } else {
        problems.append("\(shown) is not a number, but the keyboard is '\(input.keyboard.rawValue)'")
      }
    }
    let length = text.count
    if let minLength = input.minLength, length < minLength {
      problems.append("\(shown) is shorter than \(minLength) characters, the minLength")
    }
    if let maxLength = input.maxLength, length > maxLength {
      problems.append("\(shown) is longer than \(maxLength) characters, the maxLength")
    }
    if let pattern, !pattern.mayBacktrackCatastrophically, !pattern.matches(text) {
      problems.append("\(shown) does not match the pattern")
    }
    return problems
  }
}

extension String {
  /// Without leading and trailing spaces, tabs and line breaks.
  package var trimmingWhitespace: String {
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[start...end])
  }
}
