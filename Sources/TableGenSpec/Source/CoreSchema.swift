/// Typing of plain YAML scalars by the YAML 1.2 core schema.
///
/// Unlike YAML 1.1 (and Yams' default resolver), `yes`, `no`, `on` and `off`
/// stay strings, so `country: NO` means Norway. Hand-written rather than regex
/// based: it runs for every scalar of every file.
enum CoreSchema {
  static func resolve(plain text: String) -> ScalarValue {
    var text = text
    switch text.withUTF8({ classify(plain: $0) }) {
    case .null: return .null
    case .true: return .bool(true)
    case .false: return .bool(false)
    case .string: return .string(text)
    case .number: return .number(number(text) ?? infinityOrNaN(text))
    }
  }

  /// The value of one of the `.inf` and `.nan` keywords, which `classify` has recognised.
  private static func infinityOrNaN(_ keyword: String) -> Number {
    let double: Double =
      keyword.lowercased().hasSuffix("nan") ? .nan : keyword.hasPrefix("-") ? -.infinity : .infinity
    return Number(literal: keyword, double: double, integer: nil, isInteger: false)
  }

  /// The class of a plain scalar's bytes, decided without building a string:
  /// the loaders class every plain scalar, and most are words.
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
    // Compared as bytes: the core schema's keywords, in their three capitalisations.
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
    return numberForm(bytes) != nil ? .number : .string
  }

  /// How a core-schema number is written.
  private enum NumberForm {
    case integer(radix: Int)
    case float
  }

  /// Whether bytes spell one of the core schema's int or float forms, and which:
  /// `0o17`, `0x1F`, or `[-+]? ( \.[0-9]+ | [0-9]+ ( \.[0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`.
  private static func numberForm(_ utf8: UnsafeBufferPointer<UInt8>) -> NumberForm? {
    guard let first = utf8.first else { return nil }
    let isDigit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
    // 0o17 and 0x1F: unsigned, per the core schema.
    if utf8.count > 2, first == UInt8(ascii: "0") {
      let body = utf8[2...]
      if utf8[1] == UInt8(ascii: "o"), body.allSatisfy({ $0 >= 0x30 && $0 <= 0x37 }) { return .integer(radix: 8) }
      if utf8[1] == UInt8(ascii: "x"),
        body.allSatisfy({ isDigit($0) || (0x41...0x46).contains($0 & 0xDF) })
      {
        return .integer(radix: 16)
      }
    }
    var index = 0
    if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") { index = 1 }
    let mantissaStart = index
    var digits = 0
    var isInteger = true
    while index < utf8.count, isDigit(utf8[index]) {
      index += 1
      digits += 1
    }
    if index < utf8.count, utf8[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      while index < utf8.count, isDigit(utf8[index]) {
        index += 1
        digits += 1
      }
    }
    guard digits > 0, index > mantissaStart else { return nil }
    if index < utf8.count, utf8[index] == UInt8(ascii: "e") || utf8[index] == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if index < utf8.count, utf8[index] == UInt8(ascii: "-") || utf8[index] == UInt8(ascii: "+") { index += 1 }
      let exponentStart = index
      while index < utf8.count, isDigit(utf8[index]) { index += 1 }
      guard index > exponentStart else { return nil }
    }
    guard index == utf8.count else { return nil }
    return isInteger ? .integer(radix: 10) : .float
  }

  /// The number a plain scalar denotes, if it is one of the core schema's int or float forms.
  static func number(_ text: String) -> Number? {
    var text = text
    switch text.withUTF8({ numberForm($0) }) {
    case nil: return nil
    case .float: return Number(literal: text, double: parseDouble(text), integer: nil, isInteger: false)
    case .integer(let radix) where radix != 10: return integer(literal: text, digits: text.dropFirst(2), radix: radix)
    case .integer: return integer(literal: text, digits: text.first == "+" ? text.dropFirst() : text[...], radix: 10)
    }
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
