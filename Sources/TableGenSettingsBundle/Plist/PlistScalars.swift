/// Why the text of a scalar element is not a value of its type.
struct ScalarProblem: Error {
  var message: String
}

/// The scalar element types of an XML plist, read from their text as strictly
/// as Apple's and Python's readers agree on.
enum PlistScalars {
  static func value(of element: String, text: String) -> Result<PlistValue, ScalarProblem> {
    switch element {
    case "string": .success(.string(text))
    case "integer": integer(text).map(PlistValue.integer)
    case "real": real(text).map(PlistValue.real)
    case "date": date(text).map(PlistValue.date)
    default: PlistBase64.decode(text).map(PlistValue.data)
    }
  }

  /// A decimal integer with an optional sign, or `0x` hexadecimal, within 64 bits
  /// (signed; a hexadecimal value up to 2⁶⁴−1 is read as its two's complement, as `plutil` does).
  static func integer(_ text: String) -> Result<Int64, ScalarProblem> {
    let trimmed = text.trimmingSpace
    var digits = Substring(trimmed)
    let negative = digits.first == "-"
    if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
    let hex = digits.hasPrefix("0x") || digits.hasPrefix("0X")
    if hex { digits = digits.dropFirst(2) }
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isHexDigit && (hex || $0.isNumber) }),
      let magnitude = UInt64(digits, radix: hex ? 16 : 10)
    else { return .failure(ScalarProblem(message: "\"\(trimmed)\" is not an integer")) }
    if negative {
      guard magnitude <= UInt64(Int64.max) + 1 else {
        return .failure(ScalarProblem(message: "\(trimmed) is below the smallest 64-bit integer"))
      }
      return .success(magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude))
    }
    guard magnitude <= UInt64(Int64.max) || hex else {
      return .failure(ScalarProblem(message: "\(trimmed) is above the largest 64-bit integer"))
    }
    return .success(Int64(bitPattern: magnitude))
  }

  /// A decimal real, or `nan`, `inf`, `+inf`, `-inf`, `infinity` in any case.
  static func real(_ text: String) -> Result<Double, ScalarProblem> {
    let trimmed = text.trimmingSpace
    let allowed = trimmed.unicodeScalars.allSatisfy { $0.isASCII && !$0.properties.isWhitespace }
    guard allowed, !trimmed.isEmpty, let value = Double(trimmed.lowercased()) else {
      return .failure(ScalarProblem(message: "\"\(trimmed)\" is not a real number"))
    }
    return .success(value)
  }

  /// `YYYY-MM-DDTHH:MM:SSZ` in UTC, the one form plists write.
  static func date(_ text: String) -> Result<String, ScalarProblem> {
    let trimmed = text.trimmingSpace
    let problem = ScalarProblem(message: "\"\(trimmed)\" is not a date of the form 2026-11-24T10:00:00Z")
    let characters = Array(trimmed.utf8)
    guard characters.count == 20 else { return .failure(problem) }
    let punctuation: [Int: UInt8] = [
      4: UInt8(ascii: "-"), 7: UInt8(ascii: "-"), 10: UInt8(ascii: "T"), 13: UInt8(ascii: ":"), 16: UInt8(ascii: ":"),
      19: UInt8(ascii: "Z"),
    ]
    for (offset, byte) in characters.enumerated() {
      if let expected = punctuation[offset] {
        guard byte == expected else { return .failure(problem) }
      } else if !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        return .failure(problem)
      }
    }
    func number(_ from: Int, _ count: Int) -> Int {
      characters[from..<(from + count)].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
    let (year, month, day) = (number(0, 4), number(5, 2), number(8, 2))
    guard (1...12).contains(month), (1...PlistDates.days(inMonth: month, of: year)).contains(day),
      number(11, 2) < 24, number(14, 2) < 60, number(17, 2) < 60
    else { return .failure(problem) }
    return .success(trimmed)
  }
}

extension String {
  /// Without the XML whitespace (space, tab, line feed, carriage return) at either end.
  var trimmingSpace: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return String(self[first...last])
  }
}
