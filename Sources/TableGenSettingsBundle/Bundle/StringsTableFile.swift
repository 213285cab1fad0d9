import TableGenSpec

/// Apple's `.strings` format as far as a Settings bundle uses it:
/// `"key" = "value";` pairs with C comments, in UTF-8 or in UTF-16 with a
/// byte order mark. The reader takes what it can and names the rest: it never
/// stops at the first problem, and it always ends.
// Engineer C's `.strings` reader and writer (TableGenSpec/Localization) are
// the project's; this small one stands in until that branch is merged.
enum StringsTableFile {
  /// The pairs of `bytes`, and a diagnostic for each stretch that is not one.
  static func read(_ bytes: [UInt8], path: String) -> (table: [String: String], diagnostics: [Diagnostic]) {
    let text = decode(bytes)
    var table: [String: String] = [:]
    var diagnostics: [Diagnostic] = []
    let scalars = Array(text.unicodeScalars)
    var index = 0
    var line = 1
    var column = 1
    func advance() {
      if scalars[index] == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }
    func skipBlanksAndComments() {
      while index < scalars.count {
        if scalars[index].properties.isWhitespace {
          advance()
        } else if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
          while index < scalars.count, scalars[index] != "\n" { advance() }
        } else if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
          advance()
          advance()
          while index < scalars.count, !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") {
            advance()
          }
          if index < scalars.count {
            advance()
            advance()
          }
        } else {
          return
        }
      }
    }
    func quoted() -> String? {
      guard index < scalars.count, scalars[index] == "\"" else { return nil }
      advance()
      var out = String.UnicodeScalarView()
      while index < scalars.count, scalars[index] != "\"" {
        if scalars[index] == "\\", index + 1 < scalars.count {
          advance()
          switch scalars[index] {
          case "n": out.append("\n")
          case "t": out.append("\t")
          case "r": out.append("\r")
          default: out.append(scalars[index])
          }
        } else {
          out.append(scalars[index])
        }
        advance()
      }
      guard index < scalars.count else { return nil }
      advance()
      return String(out)
    }
    while true {
      skipBlanksAndComments()
      guard index < scalars.count else { break }
      let start = SourceLocation(line: line, column: column, offset: index)
      var parsed = false
      if let key = quoted() {
        skipBlanksAndComments()
        if index < scalars.count, scalars[index] == "=" {
          advance()
          skipBlanksAndComments()
          if let value = quoted() {
            skipBlanksAndComments()
            if index < scalars.count, scalars[index] == ";" {
              advance()
              table[key] = value
              parsed = true
            }
          }
        }
      }
      if !parsed {
        diagnostics.append(
          Diagnostic(.notCarriedOver, "this is not a \"key\" = \"value\"; pair, and is left out", at: SourceRange(at: start), file: path))
        // Resume after the next semicolon, so that one bad line costs one pair.
        while index < scalars.count, scalars[index] != ";" { advance() }
        if index < scalars.count { advance() }
      }
    }
    return (table, diagnostics)
  }

  /// The pairs as UTF-8 `.strings` text, sorted by key.
  static func write(_ table: [String: String]) -> String {
    func quoted(_ text: String) -> String {
      var out = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        case "\r": out += "\\r"
        default: out.unicodeScalars.append(scalar)
        }
      }
      return out + "\""
    }
    return table.keys.sorted().map { "\(quoted($0)) = \(quoted(table[$0] ?? ""));\n" }.joined()
  }

  private static func decode(_ bytes: [UInt8]) -> String {
    if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE { return utf16(bytes.dropFirst(2), bigEndian: false) }
    if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF { return utf16(bytes.dropFirst(2), bigEndian: true) }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    return String(decoding: body, as: UTF8.self)
  }

  private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
      let a = UInt16(bytes[index])
      let b = UInt16(bytes[index + 1])
      units.append(bigEndian ? a << 8 | b : b << 8 | a)
      index += 2
    }
    return String(decoding: units, as: UTF16.self)
  }
}
