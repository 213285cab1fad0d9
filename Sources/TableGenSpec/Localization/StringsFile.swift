/// Apple's `.strings` files, as a Settings.bundle's `<locale>.lproj/Root.strings`
/// holds them: `"Title" = "Titel";` pairs, with `/* */` and `//` comments.
///
/// The reader is tablegen's own and takes untrusted bytes: UTF-8 (with or
/// without a byte-order mark) or UTF-16 with one (one without is said so);
/// every key and value keeps its position; the first malformed spot is a
/// positioned `syntax-error`, and what came before it is kept. Nothing in a file makes it crash or loop: each
/// step consumes at least one character.
public enum StringsFile {
  /// One `"key" = "value";` pair as written to a file, with the comment above it.
  public struct Pair: Sendable, Equatable {
    public var key: String
    public var value: String
    public var comment: String?

    public init(key: String, value: String, comment: String? = nil) {
      self.key = key
      self.value = value
      self.comment = comment
    }
  }

  /// What a `.strings` file in `locale` holds, and its first problem, if any.
  /// `path` names the file in the catalog and in the diagnostic.
  public static func read(_ bytes: [UInt8], path: String, locale: String) -> (
    catalog: StringsCatalog, diagnostics: [Diagnostic]
  ) {
    var parser = Parser(path: path, locale: locale)
    switch TextScalars.decode(bytes) {
    // UTF-16 without a byte-order mark is valid UTF-8 with a NUL in every other byte, which no
    // `.strings` text holds: said as what it is, not as a syntax error at a NUL.
    case .success where bytes.count >= 2 && (bytes[0] == 0 || bytes[1] == 0):
      parser.fail(
        "the file looks like UTF-16 without a byte-order mark (a NUL in every other byte); save it as UTF-8, "
          + "or as UTF-16 with a byte-order mark", at: SourceLocation(line: 1, column: 1, offset: 0),
        code: .invalidEncoding)
    case .success(let scalars):
      parser.parse(scalars)
    case .failure(let error):
      parser.fail(
        "the file is not UTF-8, nor UTF-16 with a byte-order mark", at: error.location, code: .invalidEncoding)
    }
    return (StringsCatalog(path: path, entries: parser.entries), parser.diagnostics)
  }

  /// The text of a `.strings` file holding `pairs` in their order: UTF-8,
  /// each pair on its own line, its comment above it. Deterministic, so that
  /// a file written twice is the same bytes; the caller writes it atomically.
  public static func write(_ pairs: [Pair]) -> [UInt8] {
    var text = ""
    for (index, pair) in pairs.enumerated() {
      if let comment = pair.comment {
        if index > 0 { text += "\n" }
        // `*/` would end the comment early.
        text += "/* \(comment.replacing("*/", with: "* /")) */\n"
      }
      text += "\(quoted(pair.key)) = \(quoted(pair.value));\n"
    }
    return Array(text.utf8)
  }

  /// `text` as a quoted `.strings` string.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          result += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  private struct Parser {
    let path: String
    let locale: String
    var entries: [StringsCatalog.Entry] = []
    var diagnostics: [Diagnostic] = []
    private var decoded = TextScalars.Decoded(scalars: [], offsets: [0])
    private var scalars: [Unicode.Scalar] = []
    private var index = 0

    init(path: String, locale: String) {
      self.path = path
      self.locale = locale
    }

    mutating func fail(_ message: String, at location: SourceLocation, code: DiagnosticCode = .syntaxError) {
      diagnostics.append(Diagnostic(code, message, at: SourceRange(at: location), file: path))
    }

    private var location: SourceLocation { decoded.location(at: index) }
    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func parse(_ decoded: TextScalars.Decoded) {
      self.decoded = decoded
      scalars = decoded.scalars
      var comment: String?
      while true {
        guard let next = skipSpace(comment: &comment) else { return }
        guard next else { return }
        let keyStart = location
        guard let key = token(what: "a key") else { return }
        let keyRange = SourceRange(start: keyStart, end: location)
        guard skipSpace(comment: &comment) == true, let separator = current else {
          return fail("the key \(QuotedValue.quote(key)) is not followed by '= \"…\";'", at: location)
        }
        var value = key
        var valueRange = keyRange
        if separator == "=" {
          index += 1
          guard skipSpace(comment: &comment) == true else { return fail("a value is missing after '='", at: location) }
          let valueStart = location
          guard let text = token(what: "a value") else { return }
          value = text
          valueRange = SourceRange(start: valueStart, end: location)
          guard skipSpace(comment: &comment) == true, current == ";" else {
            return fail("the pair of \(QuotedValue.quote(key)) does not end with ';'", at: location)
          }
        } else if separator != ";" {
          return fail("expected '=' after the key \(QuotedValue.quote(key))", at: location)
        }
        index += 1
        entries.append(
          StringsCatalog.Entry(
            key: key, keyRange: keyRange, comment: comment,
            translations: [Localization.Translation(locale: locale, text: value, range: valueRange, file: path)]))
        comment = nil
      }
    }

    /// Skips white space and comments, keeping the last comment's text.
    /// True when a character follows, false at the end, nil after a problem.
    private mutating func skipSpace(comment: inout String?) -> Bool? {
      while let scalar = current {
        if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
          index += 1
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
          let start = location
          index += 2
          var text = String.UnicodeScalarView()
          while index < scalars.count, !(current == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") {
            text.append(scalars[index])
            index += 1
          }
          guard index < scalars.count else {
            fail("a comment starts here and is never closed with '*/'", at: start)
            return nil
          }
          index += 2
          comment = String(text).trimmingSpaces
        } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
          var text = String.UnicodeScalarView()
          index += 2
          while let next = current, next != "\n" {
            text.append(next)
            index += 1
          }
          comment = String(text).trimmingSpaces
        } else {
          return true
        }
      }
      return false
    }

    /// A quoted string, or an unquoted word of letters, digits and `_.-:/$`.
    private mutating func token(what: String) -> String? {
      guard let first = current else {
        fail("\(what) is missing at the end of the file", at: location)
        return nil
      }
      if first == "\"" { return quotedString() }
      var word = String.UnicodeScalarView()
      while let scalar = current, Self.isWordScalar(scalar) {
        word.append(scalar)
        index += 1
      }
      guard !word.isEmpty else {
        fail("expected \(what) in double quotes, found '\(Character(first))'", at: location)
        return nil
      }
      return String(word)
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.-:/$".unicodeScalars.contains(scalar)
    }

    private mutating func quotedString() -> String? {
      let start = location
      index += 1
      var text = String.UnicodeScalarView()
      while let scalar = current {
        index += 1
        switch scalar {
        case "\"": return String(text)
        case "\\":
          let escapeStart = decoded.location(at: index - 1)
          guard let escaped = current else { break }
          index += 1
          switch escaped {
          case "n": text.append("\n")
          case "t": text.append("\t")
          case "r": text.append("\r")
          case "0": text.append("\u{0}")
          case "U", "u":
            guard var value = hex4() else {
              fail("'\\\(escaped)' must be followed by four hexadecimal digits", at: escapeStart)
              return nil
            }
            // A UTF-16 surrogate pair is written as two escapes.
            if (0xD800...0xDBFF).contains(value), current == "\\", index + 1 < scalars.count,
              scalars[index + 1] == "U" || scalars[index + 1] == "u"
            {
              let saved = index
              index += 2
              if let low = hex4(), (0xDC00...0xDFFF).contains(low) {
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
              } else {
                index = saved
              }
            }
            guard let unicode = Unicode.Scalar(value) else {
              fail("'\\\(escaped)' names no character", at: escapeStart)
              return nil
            }
            text.append(unicode)
          default: text.append(escaped)
          }
        default: text.append(scalar)
        }
      }
      fail("a string starts here and is never closed with '\"'", at: start)
      return nil
    }

    private mutating func hex4() -> UInt32? {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard let scalar = current, let digit = Int(String(scalar), radix: 16) else { return nil }
        value = value * 16 + UInt32(digit)
        index += 1
      }
      return value
    }
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}
