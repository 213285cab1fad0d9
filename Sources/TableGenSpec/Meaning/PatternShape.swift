/// The shapes of pattern that make a backtracking engine take exponential
/// time: the early warning `slow-pattern`.
///
/// tablegen itself matches every pattern within a step budget (`Pattern`), so
/// no shape can hang it. But the apps that show the form match the same
/// pattern with backtracking engines and no budget (ICU on iOS, JavaScript in
/// a browser), so a pattern of one of these shapes can hang them. This screen
/// of shapes cannot be complete: a pattern it passes can still be too slow,
/// and `pattern-too-slow` reports it when a default runs out of the budget.
enum PatternShape {
  /// Whether a repeated group could match the same text in many ways, the
  /// shape of ReDoS patterns. A group is suspect when it is repeated without
  /// bound, or more than four times (`(.*a){20}` is a polynomial of degree 20),
  /// and it either holds an unbounded quantifier, as in `(a+)+` or `(\w+\s?)*`,
  /// or alternatives that can start alike, as in `(a|aa)+` or `(\w|\d)+`.
  /// A group led by a literal, as in `(\.[0-9]+)*`, is exempt from the first
  /// rule: each repetition must start at that literal, so the input splits one
  /// way. Alternatives that each start with a different literal, as in
  /// `(cat|dog)+`, are exempt from the second for the same reason.
  static func hasNestedQuantifier(_ source: String) -> Bool {
    let characters = Array(source)
    struct Group {
      var hasUnbounded = false
      var literalLed: Bool
      /// The literal each alternative starts with; nil for one that starts otherwise.
      var alternativeStarts: [Character?]
    }
    var groups: [Group] = []
    var index = 0
    var inClass = false
    while index < characters.count {
      let character = characters[index]
      if character == "\\" {
        index += 2
        continue
      }
      if inClass {
        if character == "]" { inClass = false }
        index += 1
        continue
      }
      switch character {
      case "[":
        inClass = true
      case "(":
        let start = literalStart(characters, at: index + 1)
        groups.append(Group(literalLed: start != nil, alternativeStarts: [start]))
      case "|":
        if !groups.isEmpty {
          groups[groups.count - 1].alternativeStarts.append(literalStart(characters, at: index + 1))
        }
      case ")":
        let group = groups.popLast() ?? Group(literalLed: false, alternativeStarts: [nil])
        let repeat_ = repetition(characters, at: index + 1)
        if repeat_.isMany {
          if group.hasUnbounded && !group.literalLed { return true }
          if group.alternativeStarts.count > 1 && !startsAreDistinctLiterals(group.alternativeStarts) { return true }
        }
        if group.hasUnbounded || repeat_ == .unbounded, !groups.isEmpty { groups[groups.count - 1].hasUnbounded = true }
      case "*", "+":
        if !groups.isEmpty { groups[groups.count - 1].hasUnbounded = true }
      case "{":
        if repetition(characters, at: index) == .unbounded, !groups.isEmpty {
          groups[groups.count - 1].hasUnbounded = true
        }
      default:
        break
      }
      index += 1
    }
    return false
  }

  private static func startsAreDistinctLiterals(_ starts: [Character?]) -> Bool {
    let literals = starts.compactMap { $0 }
    return literals.count == starts.count && Set(literals).count == literals.count
  }

  /// How the quantifier at `index`, if any, repeats what precedes it.
  private enum Repetition {
    /// No quantifier, `?`, or a bound of at most four: `{3}`, `{1,4}`.
    case few
    /// A bound of five or more: `{5}`, `{1,10}`.
    case bounded
    /// `*`, `+` or `{n,}`.
    case unbounded

    var isMany: Bool { self != .few }
  }

  private static func repetition(_ characters: [Character], at index: Int) -> Repetition {
    guard index < characters.count else { return .few }
    switch characters[index] {
    case "*", "+": return .unbounded
    case "{":
      // {n}, {n,} or {n,m}; anything else is a literal brace.
      var cursor = index + 1
      func number() -> Int? {
        var value: Int?
        while cursor < characters.count, let digit = characters[cursor].wholeNumberValue, characters[cursor].isASCII {
          value = min((value ?? 0) * 10 + digit, 1_000_000)
          cursor += 1
        }
        return value
      }
      guard let lower = number() else { return .few }
      var upper = lower
      if cursor < characters.count, characters[cursor] == "," {
        cursor += 1
        guard let bound = number() else {
          return cursor < characters.count && characters[cursor] == "}" ? .unbounded : .few
        }
        upper = bound
      }
      guard cursor < characters.count, characters[cursor] == "}" else { return .few }
      return upper > 4 ? .bounded : .few
    default: return .few
    }
  }

  /// The literal character (plain, or escaped punctuation) that the group or
  /// alternative whose body starts at `index` must begin with, if it has one
  /// that is not itself repeated.
  private static func literalStart(_ characters: [Character], at index: Int) -> Character? {
    var index = index
    // Skip a group modifier: (?: (?<name> (?= and the like.
    if index < characters.count, characters[index] == "?" {
      while index < characters.count, characters[index] != ":" && characters[index] != ">" { index += 1 }
      index += 1
    }
    guard index < characters.count else { return nil }
    var literal = characters[index]
    let atomLength: Int
    if literal == "\\" {
      guard index + 1 < characters.count, !characters[index + 1].isLetter, !characters[index + 1].isNumber else {
        return nil  // \w, \d, \s, \1: classes and references, not literals
      }
      literal = characters[index + 1]
      atomLength = 2
    } else if "[.(|)^$*+?{".contains(literal) {
      return nil
    } else {
      atomLength = 1
    }
    let next = index + atomLength
    return next >= characters.count || !"*+?{".contains(characters[next]) ? literal : nil
  }
}
