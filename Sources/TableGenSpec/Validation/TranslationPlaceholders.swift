/// The placeholders of a string that an app fills in at run time: printf's
/// (`%@`, `%d`, `%lld`, `%.2f`, the positional `%1$@`) and named ones in braces
/// (`{count}`). A translation must have the same placeholders as its source,
/// or the app shows the wrong value, or crashes on `%@` given a number.
///
/// printf placeholders are compared by the argument each one reads and how:
/// `%@ %d` reads argument 1 as an object and 2 as an integer, as does
/// `%2$d %1$@`, so positional ones may come in any order. Flags, width and
/// precision change only the look (`%.2f` and `%f` are alike); the length does
/// not (`%ld` reads another size than `%d`). `%%` is a percent sign.
struct TranslationPlaceholders: Equatable {
  /// Each placeholder by what it reads (`1$@`, `2$ld`, `{count}`), with its first spelling in the text.
  private(set) var written: [String: String] = [:]

  init(_ text: String) {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    var nextArgument = 1
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "%" {
        index = readPrintf(scalars, from: index, nextArgument: &nextArgument)
      } else if scalar == "{" {
        index = readNamed(scalars, from: index)
      } else {
        index += 1
      }
    }
  }

  static func == (lhs: Self, rhs: Self) -> Bool { Set(lhs.written.keys) == Set(rhs.written.keys) }

  /// The placeholders as written, printf's by the argument they read, then the named ones by name.
  var inOrder: [String] {
    written.keys.sorted { lhs, rhs in
      let (left, right) = (Self.argument(lhs), Self.argument(rhs))
      return left != right ? left < right : lhs < rhs
    }.compactMap { written[$0] }
  }

  /// The argument a printf placeholder's key reads (`2$d` → 2); past every argument for a named one.
  private static func argument(_ key: String) -> Int {
    key.split(separator: "$").first.flatMap { Int($0) } ?? Int.max
  }

  private static let flags: Set<Unicode.Scalar> = ["-", "+", " ", "#", "0", "'"]
  private static let lengths: Set<Unicode.Scalar> = ["h", "l", "q", "L", "z", "t", "j"]
  private static let conversions: Set<Unicode.Scalar> = [
    "@", "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s", "S", "p",
  ]

  /// Reads one `%…` at `start`; returns the index after it. Text that is not a
  /// placeholder (a lone `%`, `100 %`) is skipped.
  private mutating func readPrintf(_ scalars: [Unicode.Scalar], from start: Int, nextArgument: inout Int) -> Int {
    var index = start + 1
    guard index < scalars.count else { return index }
    if scalars[index] == "%" { return index + 1 }
    var argument: Int?
    var digits = index
    while digits < scalars.count, ("0"..."9").contains(scalars[digits]) { digits += 1 }
    if digits > index, digits < scalars.count, scalars[digits] == "$",
      let position = Int(String(String.UnicodeScalarView(scalars[index..<digits]))), position > 0
    {
      argument = position
      index = digits + 1
    }
    while index < scalars.count, Self.flags.contains(scalars[index]) { index += 1 }
    while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == "*" { index += 1 }
    if index < scalars.count, scalars[index] == "." {
      index += 1
      while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == "*" { index += 1 }
    }
    var length = ""
    while index < scalars.count, Self.lengths.contains(scalars[index]), length.unicodeScalars.count < 2 {
      length.unicodeScalars.append(scalars[index])
      index += 1
    }
    guard index < scalars.count, Self.conversions.contains(scalars[index]) else { return start + 1 }
    let reads = argument ?? nextArgument
    if argument == nil { nextArgument += 1 }
    let key = "\(reads)$\(length)\(scalars[index])"
    if written[key] == nil { written[key] = String(String.UnicodeScalarView(scalars[start...index])) }
    return index + 1
  }

  /// Reads one `{name}` at `start`; returns the index after it, or after the brace when it is not one.
  private mutating func readNamed(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    var index = start + 1
    while index < scalars.count, Self.isNameScalar(scalars[index], first: index == start + 1) { index += 1 }
    guard index > start + 1, index < scalars.count, scalars[index] == "}" else { return start + 1 }
    let text = String(String.UnicodeScalarView(scalars[start...index]))
    written[text] = text
    return index + 1
  }

  private static func isNameScalar(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
    if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" { return true }
    return !first && (("0"..."9").contains(scalar) || scalar == "." || scalar == "-")
  }
}
