/// A problem with how a condition or template is written, at a span of its
/// decoded text; located in the file before it becomes a diagnostic.
struct ConditionSyntaxProblem: Error {
  var message: String
  var suggestion: String?
  /// The decoded bytes the problem spans.
  var start: Int
  var end: Int
}

/// Splits a condition's text into tokens (docs/spec-format.md, "Grammar"), in
/// one pass; the first problem stops it.
struct ConditionLexer {
  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Every token, the last one `.end`, or the first problem.
  static func tokens(of bytes: [UInt8]) -> Result<[ConditionToken], ConditionSyntaxProblem> {
    var lexer = ConditionLexer(bytes)
    var tokens: [ConditionToken] = []
    do throws(ConditionSyntaxProblem) {
      while let token = try lexer.next() { tokens.append(token) }
    } catch {
      return .failure(error)
    }
    tokens.append(ConditionToken(kind: .end, start: bytes.count, end: bytes.count))
    return .success(tokens)
  }

  /// The next token, or nil at the end.
  mutating func next() throws(ConditionSyntaxProblem) -> ConditionToken? {
    while index < bytes.count, Self.isBlank(bytes[index]) { index += 1 }
    guard index < bytes.count else { return nil }
    let start = index
    let byte = bytes[index]
    func token(_ kind: ConditionToken.Kind) -> ConditionToken {
      ConditionToken(kind: kind, start: start, end: index)
    }
    switch byte {
    case UInt8(ascii: "{"):
      return token(.reference(try Self.reference(in: bytes, at: &index, noun: "reference")))
    case UInt8(ascii: "'"), UInt8(ascii: "\""):
      return token(.string(try string()))
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return token(.number(try number()))
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
      return token(.keyword(try word()))
    default:
      return token(.symbol(try symbol()))
    }
  }

  static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"):
      true
    default: false
    }
  }

  /// The id of the reference whose `{` is at `index`, moving past its `}`. Shared
  /// with templates, which go on to filters where a condition wants the `}`.
  static func reference(
    in bytes: [UInt8], at index: inout Int, noun: String, allowsFilters: Bool = false
  ) throws(ConditionSyntaxProblem) -> String {
    let open = index
    index += 1
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    let idStart = index
    while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
    let id = String(decoding: bytes[idStart..<index], as: UTF8.self)
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    guard index < bytes.count else {
      throw ConditionSyntaxProblem(
        message: "the \(noun) '{' is not closed", suggestion: "close it with '}'", start: open, end: open + 1)
    }
    let next = bytes[index]
    if next == UInt8(ascii: "}") || (allowsFilters && next == UInt8(ascii: "|")) {
      guard !id.isEmpty else {
        throw ConditionSyntaxProblem(
          message: "the \(noun) names no id", suggestion: "write the id of an earlier cell between the braces",
          start: open, end: index + 1)
      }
      if next == UInt8(ascii: "}") { index += 1 }
      return id
    }
    let (scalar, length) = ScalarPositions.scalar(in: bytes, at: index)
    throw ConditionSyntaxProblem(
      message:
        "unexpected '\(scalar.escaped(asASCII: false))' in a \(noun); an id has letters, digits, '_', '.' and '-'",
      suggestion: id.isEmpty ? nil : "close the \(noun) with '}'", start: index, end: index + length)
  }

  private mutating func string() throws(ConditionSyntaxProblem) -> String {
    let open = index
    let quote = bytes[index]
    index += 1
    var text: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      if byte == quote {
        index += 1
        return String(decoding: text, as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") {
        guard index + 1 < bytes.count else { break }
        let escaped = bytes[index + 1]
        switch escaped {
        case UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "\""): text.append(escaped)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        default:
          let (scalar, length) = ScalarPositions.scalar(in: bytes, at: index + 1)
          throw ConditionSyntaxProblem(
            message: "unknown escape '\\\(scalar.escaped(asASCII: false))' in a string",
            suggestion: "the escapes are \\\\, \\', \\\", \\n and \\t", start: index, end: index + 1 + length)
        }
        index += 2
        continue
      }
      text.append(byte)
      index += 1
    }
    let quoteText = quote == UInt8(ascii: "'") ? "'" : "\""
    throw ConditionSyntaxProblem(
      message: "the string is not closed", suggestion: "end it with \(quoteText)", start: open, end: open + 1)
  }

  private mutating func number() throws(ConditionSyntaxProblem) -> Number {
    let start = index
    func digits() -> Int {
      let from = index
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
      return index - from
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard digits() > 0 else {
      throw ConditionSyntaxProblem(
        message: "unexpected '-'; there is no arithmetic, and '-' starts only a negative number",
        suggestion: nil, start: start, end: start + 1)
    }
    var isInteger = true
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      isInteger = false
      guard digits() > 0 else {
        throw ConditionSyntaxProblem(
          message: "a number's '.' is followed by digits", suggestion: "write 1.0, not 1.", start: start, end: index)
      }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      isInteger = false
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else {
        throw ConditionSyntaxProblem(
          message: "a number's exponent has no digits", suggestion: nil, start: start, end: index)
      }
    }
    if index < bytes.count, Self.isIdentifierByte(bytes[index]) {
      while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
      let word = String(decoding: bytes[start..<index], as: UTF8.self)
      throw ConditionSyntaxProblem(
        message: "'\(word)' is not a number", suggestion: "a string is quoted: '\(word)'", start: start, end: index)
    }
    let literal = String(decoding: bytes[start..<index], as: UTF8.self)
    // A number past a double's range would compare as infinity and be written as null.
    guard let double = Double(literal), double.isFinite else {
      throw ConditionSyntaxProblem(
        message: "the number \(literal) is too large", suggestion: "a number is at most about 1.8e308",
        start: start, end: index)
    }
    let integer = isInteger ? Int(literal) : nil
    return Number(literal: literal, double: double, integer: integer, isInteger: isInteger)
  }

  private mutating func word() throws(ConditionSyntaxProblem) -> ConditionToken.Keyword {
    let start = index
    while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
    let word = String(decoding: bytes[start..<index], as: UTF8.self)
    if let keyword = ConditionToken.Keyword(rawValue: word) { return keyword }
    let suggestion =
      if let keyword = ConditionToken.Keyword(rawValue: word.lowercased()) {
        "keywords are lower case: '\(keyword.rawValue)'"
      } else if let keyword = Suggestion.closest(to: word, among: ConditionToken.Keyword.allCases.map(\.rawValue)) {
        "did you mean '\(keyword)'? A reference to a cell is written in braces: {\(word)}"
      } else {
        "a reference to a cell is written in braces: {\(word)}; a string is quoted: '\(word)'"
      }
    throw ConditionSyntaxProblem(
      message: "unknown word '\(word)'", suggestion: suggestion, start: start, end: index)
  }

  private mutating func symbol() throws(ConditionSyntaxProblem) -> ConditionToken.Symbol {
    let start = index
    let byte = bytes[index]
    let next = index + 1 < bytes.count ? bytes[index + 1] : 0
    let two = String(decoding: [byte, next], as: UTF8.self)
    if let symbol = ConditionToken.Symbol(rawValue: two) {
      index += 2
      return symbol
    }
    if let symbol = ConditionToken.Symbol(rawValue: String(UnicodeScalar(byte))), byte < 0x80 {
      index += 1
      return symbol
    }
    let (scalar, length) = ScalarPositions.scalar(in: bytes, at: index)
    let (shown, suggestion): (String, String?) =
      switch two {
      case "&&": ("&&", "write 'and'")
      case "||": ("||", "write 'or'")
      default:
        switch scalar {
        case "=": ("=", "equality is written '=='")
        case "!": ("!", "negation is written 'not'")
        case "}": ("}", "a reference opens with '{'")
        case "+", "*", "/", "%": (String(scalar), "there is no arithmetic in a condition")
        default: (String(scalar.escaped(asASCII: false)), nil)
        }
      }
    throw ConditionSyntaxProblem(
      message: "unexpected '\(shown)'", suggestion: suggestion, start: start,
      end: start + (shown.utf8.count == 2 ? 2 : length))
  }
}
