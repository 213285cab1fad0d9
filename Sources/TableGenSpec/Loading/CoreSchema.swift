/// Typing of plain YAML scalars by the YAML 1.2 core schema.
///
/// Unlike YAML 1.1 (and Yams' default resolver), `yes`, `no`, `on` and `off`
/// stay strings, so `country: NO` means Norway. Hand-written rather than regex
/// based: it runs for every scalar of every file.
enum CoreSchema {
  static func resolve(plain text: String) -> ScalarValue {
    // Most plain scalars are words ("input", "Name"): decide those on the first
    // byte instead of comparing with every keyword below (a profile showed the
    // comparisons at 10% of validate).
    guard let first = text.utf8.first else { return .null }
    switch first {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"),
      UInt8(ascii: "f"), UInt8(ascii: "F"):
      break
    default:
      return .string(text)
    }
    switch text {
    case "", "~", "null", "Null", "NULL": return .null
    case "true", "True", "TRUE": return .bool(true)
    case "false", "False", "FALSE": return .bool(false)
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF":
      return .number(Number(literal: text, double: .infinity, integer: nil, isInteger: false))
    case "-.inf", "-.Inf", "-.INF":
      return .number(Number(literal: text, double: -.infinity, integer: nil, isInteger: false))
    case ".nan", ".NaN", ".NAN":
      return .number(Number(literal: text, double: .nan, integer: nil, isInteger: false))
    default:
      // No number starts with a letter.
      if first >= UInt8(ascii: "A") { return .string(text) }
      return number(text).map(ScalarValue.number) ?? .string(text)
    }
  }

  /// The class `resolve(plain:)` gives these bytes, decided without building a
  /// string: the loaders class every plain scalar, and most are words.
  static func classify(plain bytes: UnsafeBufferPointer<UInt8>) -> Document.ScalarClass {
    guard let first = bytes.first else { return .null }
    switch first {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"),
      UInt8(ascii: "f"), UInt8(ascii: "F"):
      break
    default:
      return .string
    }
    // Compared as bytes: these are the keywords of `resolve(plain:)`, in their three capitalisations.
    func spells(_ word: StaticString) -> Bool {
      word.withUTF8Buffer { word in
        var index = 0
        while index < word.count {
          guard bytes[index] == word[index] else { return false }
          index += 1
        }
        return true
      }
    }
    switch bytes.count {
    case 1 where first == UInt8(ascii: "~"): return .null
    case 4:
      switch first {
      case UInt8(ascii: "n"), UInt8(ascii: "N"):
        if spells("null") || spells("Null") || spells("NULL") { return .null }
      case UInt8(ascii: "t"), UInt8(ascii: "T"):
        if spells("true") || spells("True") || spells("TRUE") { return .true }
      case UInt8(ascii: "."):
        if spells(".inf") || spells(".Inf") || spells(".INF") || spells(".nan") || spells(".NaN") || spells(".NAN") {
          return .number
        }
      default: break
      }
    case 5:
      switch first {
      case UInt8(ascii: "f"), UInt8(ascii: "F"):
        if spells("false") || spells("False") || spells("FALSE") { return .false }
      case UInt8(ascii: "+"), UInt8(ascii: "-"):
        if bytes[1] == UInt8(ascii: "."),
          spells("+.inf") || spells("+.Inf") || spells("+.INF") || spells("-.inf")
            || spells("-.Inf") || spells("-.INF")
        {
          return .number
        }
      default: break
      }
    default:
      break
    }
    if first >= UInt8(ascii: "A") { return .string }
    return isNumber(bytes) ? .number : .string
  }

  /// Whether bytes spell one of the core schema's int or float forms; the grammar of `number(_:)`.
  private static func isNumber(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = utf8.first else { return false }
    let isDigit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
    if utf8.count > 2, first == UInt8(ascii: "0") {
      let body = utf8[2...]
      if utf8[1] == UInt8(ascii: "o"), body.allSatisfy({ $0 >= 0x30 && $0 <= 0x37 }) { return true }
      // `Character.isHexDigit` takes more than ASCII: ask `number(_:)` itself.
      if utf8[1] == UInt8(ascii: "x") { return number(String(decoding: utf8, as: UTF8.self)) != nil }
    }
    var index = 0
    if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") { index = 1 }
    let mantissaStart = index
    var digits = 0
    while index < utf8.count, isDigit(utf8[index]) {
      index += 1
      digits += 1
    }
    if index < utf8.count, utf8[index] == UInt8(ascii: ".") {
      index += 1
      while index < utf8.count, isDigit(utf8[index]) {
        index += 1
        digits += 1
      }
    }
    guard digits > 0, index > mantissaStart else { return false }
    if index < utf8.count, utf8[index] == UInt8(ascii: "e") || utf8[index] == UInt8(ascii: "E") {
      index += 1
      if index < utf8.count, utf8[index] == UInt8(ascii: "-") || utf8[index] == UInt8(ascii: "+") { index += 1 }
      let exponentStart = index
      while index < utf8.count, isDigit(utf8[index]) { index += 1 }
      guard index > exponentStart else { return false }
    }
    return index == utf8.count
  }

  /// The number a plain scalar denotes, if it is one of the core schema's int or float forms.
  static func number(_ text: String) -> Number? {
    let utf8 = Array(text.utf8)
    guard let first = utf8.first else { return nil }
    let isDigit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
    // 0o17 and 0x1F: unsigned, per the core schema.
    if utf8.count > 2, first == UInt8(ascii: "0") {
      let body = text.dropFirst(2)
      if utf8[1] == UInt8(ascii: "o"), body.allSatisfy({ ("0"..."7").contains($0) }) {
        return integer(literal: text, digits: body, radix: 8)
      }
      if utf8[1] == UInt8(ascii: "x"), body.allSatisfy(\.isHexDigit) {
        return integer(literal: text, digits: body, radix: 16)
      }
    }
    // [-+]? ( \.[0-9]+ | [0-9]+ ( \.[0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
    var index = 0
    if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") { index = 1 }
    let mantissaStart = index
    var integerDigits = 0
    while index < utf8.count, isDigit(utf8[index]) {
      index += 1
      integerDigits += 1
    }
    var isInteger = true
    var fractionDigits = 0
    if index < utf8.count, utf8[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      while index < utf8.count, isDigit(utf8[index]) {
        index += 1
        fractionDigits += 1
      }
    }
    guard integerDigits > 0 || fractionDigits > 0, index > mantissaStart else { return nil }
    if index < utf8.count, utf8[index] == UInt8(ascii: "e") || utf8[index] == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if index < utf8.count, utf8[index] == UInt8(ascii: "-") || utf8[index] == UInt8(ascii: "+") { index += 1 }
      let exponentStart = index
      while index < utf8.count, isDigit(utf8[index]) { index += 1 }
      guard index > exponentStart else { return nil }
    }
    guard index == utf8.count else { return nil }
    if isInteger {
      let digits = text.first == "+" ? Substring(text.dropFirst()) : Substring(text)
      return integer(literal: text, digits: digits, radix: 10)
    }
    return Number(literal: text, double: parseDouble(text), integer: nil, isInteger: false)
  }

  private static func integer(literal: String, digits: Substring, radix: Int) -> Number {
    let exact = Int(digits, radix: radix)
    let double = exact.map(Double.init) ?? (radix == 10 ? parseDouble(literal) : .infinity)
    return Number(literal: literal, double: double, integer: exact, isInteger: true)
  }

  /// Parses a core-schema float. A leading `+` and a bare `.` before the exponent
  /// or the end (`1.`, `1.e5`) are normalised first, as not every `Double`
  /// parser accepts them.
  static func parseDouble(_ text: String) -> Double {
    var bytes = Array(text.utf8)
    if bytes.first == UInt8(ascii: "+") { bytes.removeFirst() }
    if let dot = bytes.firstIndex(of: UInt8(ascii: ".")),
      dot + 1 == bytes.count || !(0x30...0x39).contains(bytes[dot + 1])
    {
      bytes.insert(UInt8(ascii: "0"), at: dot + 1)
    }
    return Double(String(decoding: bytes, as: UTF8.self)) ?? .nan
  }
}
