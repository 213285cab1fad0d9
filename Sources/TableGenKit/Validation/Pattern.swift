/// An input's `pattern`: compiled with Swift's `Regex`, matched against the
/// whole value, and screened for the nested quantifiers that make a
/// backtracking engine take exponential time.
struct Pattern {
  let regex: Regex<AnyRegexOutput>
  /// Whether matching could take exponential time; such a pattern is never run
  /// on untrusted text.
  let mayBacktrackCatastrophically: Bool

  /// The compiled pattern, or the regex engine's own description of what is wrong.
  static func compile(_ source: String) -> Result<Pattern, PatternError> {
    do {
      let regex = try Regex(source)
      return .success(Pattern(regex: regex, mayBacktrackCatastrophically: hasNestedQuantifier(source)))
    } catch {
      return .failure(PatternError(message: String(describing: error)))
    }
  }

  struct PatternError: Error {
    var message: String
  }

  /// Whether `text` matches the whole pattern. Never call this when
  /// `mayBacktrackCatastrophically` is set.
  func matches(_ text: String) -> Bool {
    (try? regex.wholeMatch(in: text)) != nil
  }

  /// Whether an unbounded quantifier applies to a group that itself holds an
  /// unbounded quantifier, as in `(a+)+` or `(\w+\s?)*`: the shape of ReDoS
  /// patterns. A group led by a literal, as in `(\.[0-9]+)*`, is exempt: each
  /// repetition must start at that literal, so the input splits only one way.
  static func hasNestedQuantifier(_ source: String) -> Bool {
    let characters = Array(source)
    // For each open group: whether it holds an unbounded quantifier so far, and whether a literal leads it.
    var groups: [(hasUnbounded: Bool, literalLed: Bool)] = []
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
        groups.append((false, startsWithLiteral(characters, at: index + 1)))
      case ")":
        let group = groups.popLast() ?? (false, false)
        let quantified = isUnboundedQuantifier(characters, at: index + 1)
        if group.hasUnbounded && quantified && !group.literalLed { return true }
        if group.hasUnbounded || quantified, !groups.isEmpty { groups[groups.count - 1].hasUnbounded = true }
      case "*", "+":
        if !groups.isEmpty { groups[groups.count - 1].hasUnbounded = true }
      case "{":
        if isUnboundedQuantifier(characters, at: index), !groups.isEmpty { groups[groups.count - 1].hasUnbounded = true }
      default:
        break
      }
      index += 1
    }
    return false
  }

  /// Whether the group whose body starts at `index` begins with one literal
  /// character (plain, or escaped punctuation) that is not itself repeated.
  private static func startsWithLiteral(_ characters: [Character], at index: Int) -> Bool {
    var index = index
    // Skip a group modifier: (?: (?<name> (?= and the like.
    if index < characters.count, characters[index] == "?" {
      while index < characters.count, characters[index] != ":" && characters[index] != ">" { index += 1 }
      index += 1
    }
    guard index < characters.count else { return false }
    let first = characters[index]
    let atomLength: Int
    if first == "\\" {
      guard index + 1 < characters.count, !characters[index + 1].isLetter, !characters[index + 1].isNumber else {
        return false  // \w, \d, \s, \1: classes and references, not literals
      }
      atomLength = 2
    } else if "[.(|)^$*+?{".contains(first) {
      return false
    } else {
      atomLength = 1
    }
    let next = index + atomLength
    return next >= characters.count || !"*+?{".contains(characters[next])
  }

  /// Whether `*`, `+` or `{n,}` starts at `index`.
  private static func isUnboundedQuantifier(_ characters: [Character], at index: Int) -> Bool {
    guard index < characters.count else { return false }
    switch characters[index] {
    case "*", "+": return true
    case "{":
      var cursor = index + 1
      while cursor < characters.count, characters[cursor].isNumber { cursor += 1 }
      return cursor + 1 < characters.count && characters[cursor] == "," && characters[cursor + 1] == "}"
    default: return false
    }
  }
}
