/// tablegen's pattern dialect: the regular expressions that tablegen, iOS
/// (ICU, through `NSRegularExpression`) and HTML (the `pattern` attribute,
/// which JavaScript compiles with the `v` flag) all read, and read alike.
/// `docs/spec-format.md` ("Patterns") lists it. A construct outside it is a
/// `pattern-dialect` error, and text that is no regular expression at all is
/// `invalid-pattern`; both name the column of the construct.
///
/// Reading a pattern also writes it out for PCRE2, which matches it
/// (`Pattern`). Each construct is spelled so that PCRE2 gives it the meaning
/// the dialect documents, whatever PCRE2's own defaults: a literal is a code
/// point, `.` stops at JavaScript's line breaks, `\s` is JavaScript's
/// whitespace, and `\d` and `\w` are ASCII, as in JavaScript.
enum PatternDialect {
  /// What is wrong with a pattern, and where.
  struct Problem: Error, Sendable, Equatable {
    enum Kind: Sendable, Equatable {
      /// Not a regular expression in any engine: `(a`, `a**`, `[z-a]`.
      case syntax
      /// A regular expression that the three engines do not read alike, or at all.
      case outsideDialect
    }

    var kind: Kind
    /// Where the construct starts, in Unicode scalars from the start of the pattern.
    var offset: Int
    var message: String
  }

  /// The longest pattern tablegen reads, in Unicode scalars. Patterns check
  /// short values; the cap keeps the PCRE2 spelling, which can be longer,
  /// small.
  static let maximumLength = 1000
  /// The largest count in `{m,n}`.
  static let maximumCount = 1000
  /// How deeply groups may nest; the reader recurses once per level.
  static let maximumNesting = 50

  /// The pattern spelled for PCRE2, or the first problem in it.
  static func translate(_ source: String) -> Result<String, Problem> {
    var reader = Reader(Array(source.unicodeScalars))
    guard reader.scalars.count <= maximumLength else {
      return .failure(
        Problem(
          kind: .outsideDialect, offset: maximumLength,
          message: "the pattern is longer than \(maximumLength) characters, tablegen's limit"))
    }
    do throws(Problem) {
      try reader.disjunction(depth: 0)
      if reader.peek == ")" { throw reader.syntax("this ')' has no '(' before it") }
      return .success(reader.output)
    } catch {
      return .failure(error)
    }
  }

  /// The General_Category values that `\p{…}` may name: the short names, which
  /// ICU, JavaScript and PCRE2 all know.
  static let generalCategories: Set<String> = [
    "L", "Lu", "Ll", "Lt", "Lm", "Lo", "M", "Mn", "Mc", "Me", "N", "Nd", "Nl", "No",
    "P", "Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po", "S", "Sm", "Sc", "Sk", "So",
    "Z", "Zs", "Zl", "Zp", "C", "Cc", "Cf", "Co", "Cn",
  ]

  /// JavaScript's `\s` (WhiteSpace and LineTerminator), spelled out so that it
  /// does not hang on PCRE2's or ICU's idea of whitespace.
  fileprivate static let whitespace =
    #"\x{9}-\x{D}\x{20}\x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}"#
  /// Everything `whitespace` is not, as ranges, so that it can stand inside a class.
  fileprivate static let notWhitespace =
    #"\x{0}-\x{8}\x{E}-\x{1F}\x{21}-\x{9F}\x{A1}-\x{167F}\x{1681}-\x{1FFF}\x{200B}-\x{2027}\x{202A}-\x{202E}"#
    + #"\x{2030}-\x{205E}\x{2060}-\x{2FFF}\x{3001}-\x{FEFE}\x{FF00}-\x{10FFFF}"#
  /// JavaScript's `.`: anything but its four line terminators.
  fileprivate static let anyButLineBreak = #"[^\n\r\x{2028}\x{2029}]"#
}

/// A recursive-descent reader of the dialect that writes PCRE2 as it goes.
private struct Reader {
  typealias Problem = PatternDialect.Problem

  let scalars: [Unicode.Scalar]
  var index = 0
  var output = ""

  init(_ scalars: [Unicode.Scalar]) {
    self.scalars = scalars
    output.reserveCapacity(scalars.count * 2)
  }

  var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  func peek(_ ahead: Int) -> Unicode.Scalar? { index + ahead < scalars.count ? scalars[index + ahead] : nil }

  func syntax(_ message: String, at offset: Int? = nil) -> Problem {
    Problem(kind: .syntax, offset: offset ?? index, message: message)
  }

  func outside(_ message: String, at offset: Int? = nil) -> Problem {
    Problem(kind: .outsideDialect, offset: offset ?? index, message: message)
  }

  // MARK: Structure

  mutating func disjunction(depth: Int) throws(Problem) {
    try alternative(depth: depth)
    while peek == "|" {
      index += 1
      output += "|"
      try alternative(depth: depth)
    }
  }

  mutating func alternative(depth: Int) throws(Problem) {
    while let scalar = peek, scalar != "|", scalar != ")" {
      try term(depth: depth)
    }
  }

  mutating func term(depth: Int) throws(Problem) {
    let start = index
    let scalar = scalars[index]
    switch scalar {
    case "^", "$":
      index += 1
      output.unicodeScalars.append(scalar)
      try refuseQuantifier(after: "an anchor", at: start)
      return
    case "(":
      let isLookahead = try group(depth: depth)
      if isLookahead {
        try refuseQuantifier(after: "a lookahead", at: start)
        return
      }
    case "*", "+", "?":
      throw syntax("'\(scalar)' has nothing to repeat: it must follow a character, a class or a group")
    case "{":
      if braces(at: index) != nil {
        throw syntax("'{' has nothing to repeat: it must follow a character, a class or a group")
      }
      throw outside(#"a literal '{' must be escaped as '\{'; JavaScript refuses it bare"#)
    case "}", "]":
      throw outside("a literal '\(scalar)' must be escaped as '\\\(scalar)'; JavaScript refuses it bare")
    case "[":
      try characterClass()
    case ".":
      index += 1
      output += PatternDialect.anyButLineBreak
    case "\\":
      let atom = try escape(inClass: false)
      switch atom {
      case .character(let character): output += spelled(character)
      case .set(let set): output += set.standalone
      }
    default:
      index += 1
      output += spelled(scalar)
    }
    try quantifier()
  }

  /// A group, its `(` at `index`; whether it is a lookahead, which takes no quantifier.
  mutating func group(depth: Int) throws(Problem) -> Bool {
    let start = index
    guard depth < PatternDialect.maximumNesting else {
      throw outside("groups are nested more than \(PatternDialect.maximumNesting) deep, tablegen's limit")
    }
    index += 1
    var isLookahead = false
    if peek == "?" {
      switch (peek(1), peek(2)) {
      case (":", _):
        output += "(?:"
      case ("=", _), ("!", _):
        output += peek(1) == "=" ? "(?=" : "(?!"
        isLookahead = true
      case ("<", "="), ("<", "!"):
        throw outside("lookbehind, '(?<=' and '(?<!', is outside the dialect: iOS takes only some of it", at: start)
      case ("<", _):
        throw outside("named groups, '(?<name>…)', are outside the dialect: write '(?:…)'", at: start)
      case (">", _):
        throw outside("atomic groups, '(?>…)', are outside the dialect: JavaScript has none", at: start)
      default:
        throw outside(
          "'(?' starts only '(?:', '(?=' and '(?!' in the dialect; inline flags and other groups are outside it",
          at: start)
      }
      index += 2
    } else {
      // Captures are of no use to a whole-value check.
      output += "(?:"
    }
    try disjunction(depth: depth + 1)
    guard peek == ")" else { throw syntax("this '(' is never closed", at: start) }
    index += 1
    output += ")"
    return isLookahead
  }

  mutating func refuseQuantifier(after what: String, at start: Int) throws(Problem) {
    guard let scalar = peek else { return }
    if scalar == "*" || scalar == "+" || scalar == "?" || (scalar == "{" && braces(at: index) != nil) {
      throw syntax("'\(scalar)' cannot repeat \(what)")
    }
  }

  // MARK: Quantifiers

  mutating func quantifier() throws(Problem) {
    guard let scalar = peek else { return }
    switch scalar {
    case "*", "+", "?":
      index += 1
      output.unicodeScalars.append(scalar)
    case "{":
      let start = index
      guard let (lower, upper, length) = braces(at: index) else {
        if peek(1) == "," { throw outside("'{,n}' is outside the dialect: write '{0,n}'") }
        throw outside(#"a literal '{' must be escaped as '\{'; JavaScript refuses it bare"#)
      }
      let largest = max(lower, upper ?? lower)
      guard largest <= PatternDialect.maximumCount else {
        throw outside("a count above \(PatternDialect.maximumCount) is outside the dialect", at: start)
      }
      if let upper, upper < lower {
        throw syntax("the counts in '{\(lower),\(upper)}' are out of order", at: start)
      }
      index += length
      switch upper {
      case nil where scalars[start + length - 2] == ",": output += "{\(lower),}"
      case nil: output += "{\(lower)}"
      case let upper?: output += "{\(lower),\(upper)}"
      }
    default:
      return
    }
    if peek == "?" {
      index += 1
      output += "?"
    } else if peek == "+" {
      throw outside("possessive quantifiers, such as '*+', are outside the dialect: JavaScript has none")
    }
    if let next = peek, next == "*" || next == "+" || next == "?" || (next == "{" && braces(at: index) != nil) {
      throw syntax("'\(next)' has nothing to repeat: a quantifier cannot follow another")
    }
  }

  /// `{m}`, `{m,}` or `{m,n}` at `start`: the counts (nil upper for the first
  /// two; the caller tells them apart by the comma) and how many scalars it spans.
  func braces(at start: Int) -> (Int, Int?, Int)? {
    var cursor = start + 1
    func number() -> Int? {
      var value: Int?
      while cursor < scalars.count, let digit = asciiDigit(scalars[cursor]) {
        value = min((value ?? 0) * 10 + digit, 1_000_000)
        cursor += 1
      }
      return value
    }
    guard let lower = number() else { return nil }
    var upper: Int?
    if cursor < scalars.count, scalars[cursor] == "," {
      cursor += 1
      upper = number()
    }
    guard cursor < scalars.count, scalars[cursor] == "}" else { return nil }
    return (lower, upper, cursor + 1 - start)
  }

  // MARK: Classes

  mutating func characterClass() throws(Problem) {
    let start = index
    index += 1
    var negated = false
    if peek == "^" {
      negated = true
      index += 1
    }
    if peek == "]" {
      throw outside(
        "an empty class, '[]' or '[^]', is outside the dialect: JavaScript reads it as nothing or anything, PCRE2 and iOS as a ']'",
        at: start)
    }
    output += negated ? "[^" : "["
    while true {
      guard let scalar = peek else { throw syntax("this '[' is never closed", at: start) }
      if scalar == "]" {
        index += 1
        output += "]"
        return
      }
      let atomStart = index
      let atom = try classAtom()
      guard peek == "-" else {
        output += atom.inClass
        continue
      }
      // A range, or a bare '-', which the v flag refuses.
      let dash = index
      index += 1
      guard let next = peek, next != "]" else {
        throw outside(#"a literal '-' in a class must be escaped as '\-'; HTML's v flag requires it"#, at: dash)
      }
      let upper = try classAtom()
      guard case .character(let low) = atom, case .character(let high) = upper else {
        throw outside(
          #"a range's ends must be single characters; '\d', '\w', '\s' and '\p{…}' cannot end one"#, at: atomStart)
      }
      guard low.value <= high.value else {
        throw syntax("the range '\(low)-\(high)' is out of order", at: atomStart)
      }
      output += spelled(low) + "-" + spelled(high)
    }
  }

  /// Characters that the v flag wants escaped inside a class.
  private static let classSyntax: Set<Unicode.Scalar> = ["(", ")", "[", "]", "{", "}", "/", "-", "|"]
  /// Characters that the v flag reserves when doubled inside a class (`&&`, `--` set operations and the like).
  private static let doubledReserved: Set<Unicode.Scalar> = [
    "&", "!", "#", "$", "%", "*", "+", ",", ".", ":", ";", "<", "=", ">", "?", "@", "^", "`", "~",
  ]

  mutating func classAtom() throws(Problem) -> Atom {
    let scalar = scalars[index]
    if scalar == "\\" { return try escape(inClass: true) }
    if Self.classSyntax.contains(scalar) {
      throw outside("a literal '\(scalar)' in a class must be escaped as '\\\(scalar)'; HTML's v flag requires it")
    }
    if Self.doubledReserved.contains(scalar), peek(1) == scalar {
      throw outside(
        "'\(scalar)\(scalar)' in a class is reserved by HTML's v flag for set operations; escape one of them")
    }
    index += 1
    return .character(scalar)
  }

  // MARK: Escapes

  /// One character, or a set of them (`\d`, `\p{L}`), as PCRE2 spells it.
  enum Atom {
    case character(Unicode.Scalar)
    case set(ClassSet)

    var inClass: String {
      switch self {
      case .character(let scalar): spelled(scalar)
      case .set(let set): set.inClass
      }
    }
  }

  /// A set of characters, spelled to stand alone and to stand inside a class.
  struct ClassSet {
    var standalone: String
    var inClass: String
  }

  /// Characters that may follow a backslash to stand for themselves, anywhere.
  private static let escapable: Set<Unicode.Scalar> = [
    "^", "$", "\\", ".", "*", "+", "?", "(", ")", "[", "]", "{", "}", "|", "/",
  ]
  /// More of them, inside a class only: the v flag's ClassSetReservedPunctuator.
  private static let escapableInClass: Set<Unicode.Scalar> = [
    "&", "-", "!", "#", "%", ",", ":", ";", "<", "=", ">", "@", "`", "~",
  ]

  mutating func escape(inClass: Bool) throws(Problem) -> Atom {
    let start = index
    index += 1
    guard let scalar = peek else { throw syntax(#"the pattern ends in a lone '\'"#, at: start) }
    index += 1
    switch scalar {
    case "d", "D", "w", "W":
      // Without PCRE2_UCP these are ASCII, as in JavaScript.
      return .set(ClassSet(standalone: "\\\(scalar)", inClass: "\\\(scalar)"))
    case "s":
      return .set(
        ClassSet(standalone: "[\(PatternDialect.whitespace)]", inClass: PatternDialect.whitespace))
    case "S":
      return .set(
        ClassSet(standalone: "[\(PatternDialect.notWhitespace)]", inClass: PatternDialect.notWhitespace))
    case "p", "P":
      return try property(negated: scalar == "P", start: start)
    case "n": return .character("\n")
    case "r": return .character("\r")
    case "t": return .character("\t")
    case "f": return .character("\u{C}")
    case "x":
      return .character(try hex(digits: 2, start: start))
    case "u":
      if peek == "{" {
        throw outside(
          #"'\u{…}' is outside the dialect: iOS does not read it; write '\uXXXX' or the character"#, at: start)
      }
      let scalar = try hex(digits: 4, start: start)
      return .character(scalar)
    case "b" where inClass:
      throw outside(#"'\b' in a class is outside the dialect: write '\x08' for a backspace"#, at: start)
    case "b", "B":
      throw outside(
        #"word boundaries, '\b' and '\B', are outside the dialect: JavaScript's know only ASCII letters, iOS's all"#,
        at: start)
    case "1"..."9", "k":
      throw outside("backreferences are outside the dialect", at: start)
    case "0":
      throw outside(#"'\0' is outside the dialect: iOS reads an octal number; write '\x00'"#, at: start)
    case "v":
      throw outside(
        #"'\v' is outside the dialect: it is a vertical tab in JavaScript but any line break on iOS; write '\x0B'"#,
        at: start)
    case "-" where !inClass:
      throw outside(#"'\-' is for inside a class; outside one, write '-'"#, at: start)
    default:
      if Self.escapable.contains(scalar) || (inClass && Self.escapableInClass.contains(scalar)) {
        return .character(scalar)
      }
      if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        throw outside("'\\\(scalar)' is outside the dialect", at: start)
      }
      throw outside(
        "'\\\(scalar)' is not an escape JavaScript takes; write '\(scalar)' without the backslash", at: start)
    }
  }

  mutating func hex(digits: Int, start: Int) throws(Problem) -> Unicode.Scalar {
    var value: UInt32 = 0
    for _ in 0..<digits {
      guard let scalar = peek, let digit = hexDigit(scalar) else {
        let form = digits == 2 ? #"'\xHH'"# : #"'\uHHHH'"#
        throw outside("a character code is written \(form), with exactly \(digits) hexadecimal digits", at: start)
      }
      value = value * 16 + digit
      index += 1
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw outside("a surrogate code point cannot be matched on its own", at: start)
    }
    return scalar
  }

  mutating func property(negated: Bool, start: Int) throws(Problem) -> Atom {
    guard peek == "{" else {
      throw outside(#"a property is written with braces, as in '\p{L}'"#, at: start)
    }
    var name = ""
    var cursor = index + 1
    while cursor < scalars.count, scalars[cursor] != "}", name.unicodeScalars.count < 64 {
      name.unicodeScalars.append(scalars[cursor])
      cursor += 1
    }
    guard cursor < scalars.count, scalars[cursor] == "}" else {
      throw syntax(#"this '\p{' is never closed"#, at: start)
    }
    guard PatternDialect.generalCategories.contains(name) else {
      throw outside(
        #"only General_Category short names, such as '\p{L}', '\p{Lu}' or '\p{Nd}', are in the dialect; '\#(name)' is not one"#,
        at: start)
    }
    index = cursor + 1
    let spelling = "\\\(negated ? "P" : "p"){\(name)}"
    return .set(ClassSet(standalone: spelling, inClass: spelling))
  }
}

/// A literal character as PCRE2 reads it anywhere, in a class or out: ASCII
/// letters and digits as themselves, everything else by its code point, so
/// that no character is taken for syntax.
private func spelled(_ scalar: Unicode.Scalar) -> String {
  if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) { return String(scalar) }
  return "\\x{\(String(scalar.value, radix: 16, uppercase: true))}"
}

private func asciiDigit(_ scalar: Unicode.Scalar) -> Int? {
  ("0"..."9").contains(scalar) ? Int(scalar.value - 48) : nil
}

private func hexDigit(_ scalar: Unicode.Scalar) -> UInt32? {
  switch scalar {
  case "0"..."9": scalar.value - 48
  case "a"..."f": scalar.value - 87
  case "A"..."F": scalar.value - 55
  default: nil
  }
}
