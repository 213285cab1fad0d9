/// Input fields: the pattern compiles, ranges are ordered, min and max sit on a
/// numeric format, a number field is not given the rules of a string of
/// digits, and the default is an answer the field takes
/// (`InputCell.problems(with:)`, as fill judges it).
enum InputRules {
  static func check(_ input: InputCell, into diagnostics: inout [Diagnostic]) {
    let origin = input.common.origin
    if let source = input.pattern {
      switch PatternCache.pattern(source) {
      case .success(let compiled) where compiled.mayBacktrackCatastrophically:
        diagnostics.append(
          origin.diagnostic(
            .slowPattern,
            "the pattern repeats a group that can match the same text in several ways, which can take exponential time to match on iOS and in browsers",
            at: "pattern",
            suggestion:
              "rewrite it so that each repetition can match only one way: no repeated group that itself repeats, as in (a+)+, or whose alternatives overlap, as in (a|aa)+"
          ))
      case .success:
        break
      case .failure(let error):
        diagnostics.append(patternDiagnostic(error, source: source, origin: origin))
      }
    }
    if let minLength = input.minLength, let maxLength = input.maxLength, minLength > maxLength {
      diagnostics.append(
        origin.diagnostic(
          .lengthRange, "minLength (\(minLength)) is greater than maxLength (\(maxLength))", at: "minLength"))
    }
    if let min = input.min, let max = input.max, min > max {
      diagnostics.append(
        origin.diagnostic(
          .valueRange, "min (\(formatNumber(min))) is greater than max (\(formatNumber(max)))", at: "min"))
    }
    checkFormat(input, into: &diagnostics)
    if let answer = input.defaultAnswer {
      // A secure field's default is a secret like its answers: the message names
      // it "the value", as fill does, for reports that carry no snippet (JSON, SARIF).
      for problem in input.judged(answer, masked: input.secure) {
        if problem.code == .patternTooSlow {
          diagnostics.append(
            origin.diagnostic(
              .patternTooSlow,
              "the pattern took too long on the default, more than tablegen's budget of steps, so it may hang on some answers",
              at: "default",
              suggestion:
                "rewrite the pattern so that a value can match it only one way: no repeated group that itself repeats, as in (a\\w*)+, and no run of quantifiers that can split the same text many ways, as in .*.*x or \\d*\\d*x"
            ))
          continue
        }
        diagnostics.append(
          origin.diagnostic(.invalidDefault, QuotedValue.problem(problem.sentence, of: "the default"), at: "default"))
      }
    }
  }

  /// `invalid-pattern` or `pattern-dialect`, at the construct at fault.
  private static func patternDiagnostic(_ error: Pattern.PatternError, source: String, origin: Origin) -> Diagnostic {
    let range = patternRange(at: error.offset, in: source, written: origin.range(of: "pattern"))
    switch error.kind {
    case .syntax:
      return Diagnostic(
        .invalidPattern, "the pattern is not a valid regular expression: \(error.message)", at: range,
        pointer: origin.pointer(to: "pattern"))
    case .outsideDialect:
      return Diagnostic(
        .patternDialect, "the pattern is outside the dialect that tablegen, iOS and HTML read alike: \(error.message)",
        at: range, pointer: origin.pointer(to: "pattern"),
        suggestion: "keep to the constructs in docs/spec-format.md#patterns")
    }
  }

  /// Where the pattern's character at `offset` (in Unicode scalars) was
  /// written. A pattern on one line without escapes, plain or quoted, spans
  /// one column per character (two more for the quotes), so the column is
  /// exact; otherwise (escapes, a folded scalar) it is the pattern's value.
  static func patternRange(at offset: Int?, in source: String, written: SourceRange) -> SourceRange {
    let scalars = source.unicodeScalars
    let width = written.end.column - written.start.column
    guard let wanted = offset, written.start.line == written.end.line,
      width == scalars.count || width == scalars.count + 2
    else { return written }
    let quote = width == scalars.count ? 0 : 1
    let offset = min(wanted, scalars.count)
    let prefix = scalars.prefix(offset)
    let bytes = prefix.reduce(0) { $0 + UTF8.width($1) }
    let start = SourceLocation(
      line: written.start.line, column: written.start.column + quote + offset,
      offset: written.start.offset + quote + bytes)
    let construct = scalars.dropFirst(offset).first.map(UTF8.width) ?? 0
    let end = SourceLocation(
      line: start.line, column: start.column + (construct > 0 ? 1 : 0), offset: start.offset + construct)
    return SourceRange(start: start, end: end)
  }

  /// Rules that do not fit the format: a range on text, and text rules on a number.
  private static func checkFormat(_ input: InputCell, into diagnostics: inout [Diagnostic]) {
    let origin = input.common.origin
    let format = input.valueFormat
    if !format.isNumeric, input.min != nil || input.max != nil {
      let key = input.min != nil ? "min" : "max"
      let message =
        input.format == nil
        ? "'\(key)' applies only to number and decimal keyboards; this field's keyboard is '\(input.keyboard.rawValue)'"
        : "'\(key)' applies only to the integer and decimal formats; this field's format is '\(format.rawValue)'"
      diagnostics.append(
        origin.diagnostic(
          .rangeOnTextKeyboard, message, at: key,
          suggestion: input.format == nil
            ? "set 'keyboard: number' or 'keyboard: decimal', or limit the text with minLength and maxLength"
            : "set 'format: integer' or 'format: decimal', or limit the text with minLength and maxLength"))
    }
    // The trap of a v1 PIN or ZIP code: a number keyboard made the answer a
    // number, so `0123` was stored as 123 and then failed its own pattern.
    guard format.isNumeric else { return }
    let written = [
      ("pattern", input.pattern != nil), ("minLength", input.minLength != nil), ("maxLength", input.maxLength != nil),
    ]
    let textRules = written.filter(\.1).map { "'\($0.0)'" }
    if let first = written.first(where: \.1)?.0 {
      let rules =
        textRules.count == 1
        ? "\(textRules[0]) checks"
        : "\(textRules.dropLast().joined(separator: ", ")) and \(textRules[textRules.count - 1]) check"
      diagnostics.append(
        origin.diagnostic(
          .numberDropsZeros,
          "\(rules) the answer as text, but \(input.formatSource), so the answer is a number: leading zeros are dropped (0123 is stored as 123) before the check",
          at: first,
          suggestion:
            "for a PIN, a ZIP code or another string of digits, add 'format: digits' (the number pad stays); for a true number, use min and max instead"
        ))
    }
  }
}
