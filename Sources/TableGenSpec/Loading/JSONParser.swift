/// A strict RFC 8259 parser that builds the same flat document as the YAML
/// loader. libyaml is not used for JSON: it accepts trailing commas, comments
/// and duplicate keys. Iterative, so deep nesting meets the depth limit rather
/// than the end of the stack.
struct JSONParser {
  var options: LoadOptions

  func parse(
    _ bytes: [UInt8], screening: InputScreening, observer: (any DocumentObserver)? = nil
  ) -> (document: Document?, diagnostics: [Diagnostic]) {
    bytes.withUnsafeBufferPointer { buffer in
      var state = JSONParseState(buffer: buffer, start: screening.bomLength, options: options, observer: observer)
      state.builder.document.source = bytes
      return state.run()
    }
  }
}

private struct JSONParseState {
  let buffer: UnsafeBufferPointer<UInt8>
  let options: LoadOptions
  var index: Int
  var builder: DocumentBuilder
  /// Whether each open collection is an object, innermost last.
  var isObject: [Bool] = []
  /// A string's text with its escapes decoded, reused from string to string.
  var scratch: [UInt8] = []

  // Line tracking: only whitespace between tokens may hold line breaks.
  var line = 1
  var lineStart = 0
  // The last computed column on the current line, so columns cost O(n) in total.
  var columnCache: (offset: Int, column: Int) = (0, 1)
  /// The first byte of the current line that is not ASCII, as far as read;
  /// up to it a column is the distance from the line's start. Only strings
  /// hold such bytes (anywhere else the first one is an error, located at itself).
  var firstNonASCIIOnLine = Int.max

  struct Stop: Error {}

  init(buffer: UnsafeBufferPointer<UInt8>, start: Int, options: LoadOptions, observer: (any DocumentObserver)?) {
    self.buffer = buffer
    self.options = options
    self.index = start
    self.lineStart = start
    self.columnCache = (start, 1)
    self.builder = DocumentBuilder(maxDiagnostics: options.maxDiagnostics, observer: observer)
  }

  mutating func run() -> (document: Document?, diagnostics: [Diagnostic]) {
    do {
      skipWhitespace()
      if index >= buffer.count {
        builder.diagnostics.append(
          Diagnostic(
            .emptyDocument, "the file holds no JSON value", at: SourceRange(at: location(index).location),
            suggestion: "a spec is an object that starts with {\"tablegen\": 1"))
        return (nil, builder.diagnostics)
      }
      try parseDocument()
      skipWhitespace()
      if index < buffer.count {
        try fail("unexpected \(describe(at: index)) after the end of the JSON value", at: index)
      }
      return (builder.document, builder.diagnostics)
    } catch {
      return (nil, builder.diagnostics)
    }
  }

  // MARK: Structure

  private mutating func parseDocument() throws {
    try beginValue()
    while !isObject.isEmpty {
      try continueCollection()
    }
  }

  /// Starts the value at `index`: a scalar is parsed whole, a collection is opened.
  private mutating func beginValue() throws {
    skipWhitespace()
    guard index < buffer.count else { try fail("the file ends where a value was expected", at: index) }
    let byte = buffer[index]
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      let start = location(index)
      guard isObject.count < options.maxDepth else {
        builder.diagnostics.append(
          Diagnostic(
            .nestingTooDeep, "arrays and objects are nested more than \(options.maxDepth) levels deep",
            at: SourceRange(at: start.location)))
        throw Stop()
      }
      index += 1
      let object = byte == UInt8(ascii: "{")
      isObject.append(object)
      builder.open(isMapping: object, isFlow: true, start: start)
      skipWhitespace()
      if index < buffer.count, buffer[index] == (object ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
        index += 1
        closeCollection()
        return
      }
      if object { try parseKey() }
      try beginValue()
    case UInt8(ascii: "\""):
      try parseString()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try parseNumber()
    case UInt8(ascii: "t"): try parseLiteral("true", .true)
    case UInt8(ascii: "f"): try parseLiteral("false", .false)
    case UInt8(ascii: "n"): try parseLiteral("null", .null)
    default:
      try failUnexpectedValue()
    }
  }

  /// After a value inside a collection: a comma and the next member, or the closing bracket.
  private mutating func continueCollection() throws {
    skipWhitespace()
    guard let object = isObject.last, let frame = builder.frame(outward: 0) else { return }
    let closer = object ? UInt8(ascii: "}") : UInt8(ascii: "]")
    guard index < buffer.count else {
      let opening = builder.document.nodes[frame.node].start.location
      try fail(
        "the file ends inside an \(object ? "object" : "array") that is never closed", at: index,
        notes: [Diagnostic.Note("the \(object ? "object" : "array") opens here", at: SourceRange(at: opening))])
    }
    let byte = buffer[index]
    if byte == closer {
      index += 1
      closeCollection()
      return
    }
    guard byte == UInt8(ascii: ",") else {
      let expected = object ? "',' or '}'" : "',' or ']'"
      try fail("expected \(expected) but found \(describe(at: index))", at: index)
    }
    // Located before the whitespace is skipped: the closer may be on a later line.
    let comma = location(index)
    index += 1
    skipWhitespace()
    if index < buffer.count, buffer[index] == closer {
      builder.diagnostics.append(
        Diagnostic(
          .syntaxError, "trailing comma before '\(Character(UnicodeScalar(closer)))'; JSON does not allow one",
          at: SourceRange(at: comma.location), suggestion: "remove the comma"))
      throw Stop()
    }
    if object { try parseKey() }
    try beginValue()
  }

  private mutating func parseKey() throws {
    skipWhitespace()
    guard index < buffer.count else { try fail("the file ends where an object key was expected", at: index) }
    guard buffer[index] == UInt8(ascii: "\"") else {
      switch buffer[index] {
      case UInt8(ascii: "'"):
        try fail("object keys must be in double quotes, not single quotes", at: index)
      case UInt8(ascii: "/"):
        try fail("comments are not allowed in JSON", at: index)
      default:
        try fail("expected a double-quoted object key but found \(describe(at: index))", at: index)
      }
    }
    try parseString()
    skipWhitespace()
    guard index < buffer.count, buffer[index] == UInt8(ascii: ":") else {
      try fail("expected ':' after the object key", at: index)
    }
    index += 1
  }

  private mutating func closeCollection() {
    isObject.removeLast()
    builder.close(end: location(index))
  }

  // MARK: Scalars

  private mutating func parseLiteral(_ word: StaticString, _ scalarClass: Document.ScalarClass) throws {
    let start = index
    for expected in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
      guard index < buffer.count, buffer[index] == expected else {
        try fail("invalid literal; expected '\(word)'", at: start)
      }
      index += 1
    }
    appendScalar(
      from: start, text: UnsafeBufferPointer(rebasing: buffer[start..<index]), class: scalarClass, style: .plain)
  }

  private mutating func appendScalar(
    from start: Int, text: UnsafeBufferPointer<UInt8>, class scalarClass: Document.ScalarClass, style: Scalar.Style
  ) {
    let startPosition = location(start)
    builder.scalar(text, class: scalarClass, style: style, start: startPosition, end: location(index))
  }

  private mutating func parseNumber() throws {
    let start = index
    let isDigit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
    if buffer[index] == UInt8(ascii: "-") {
      index += 1
      guard index < buffer.count, isDigit(buffer[index]) else {
        try fail("a digit must follow '-' in a JSON number", at: start)
      }
    }
    if buffer[index] == UInt8(ascii: "0") {
      index += 1
      if index < buffer.count, isDigit(buffer[index]) {
        try fail("JSON numbers cannot have leading zeros", at: start)
      }
    } else {
      while index < buffer.count, isDigit(buffer[index]) { index += 1 }
    }
    if index < buffer.count, buffer[index] == UInt8(ascii: ".") {
      index += 1
      guard index < buffer.count, isDigit(buffer[index]) else {
        try fail("a digit must follow '.' in a JSON number", at: start)
      }
      while index < buffer.count, isDigit(buffer[index]) { index += 1 }
    }
    if index < buffer.count, buffer[index] == UInt8(ascii: "e") || buffer[index] == UInt8(ascii: "E") {
      index += 1
      if index < buffer.count, buffer[index] == UInt8(ascii: "+") || buffer[index] == UInt8(ascii: "-") { index += 1 }
      guard index < buffer.count, isDigit(buffer[index]) else {
        try fail("a digit must follow the exponent in a JSON number", at: start)
      }
      while index < buffer.count, isDigit(buffer[index]) { index += 1 }
    }
    // The value is read from the literal when the decoder asks, by the core
    // schema's rules, of which JSON's number grammar is a subset.
    appendScalar(from: start, text: UnsafeBufferPointer(rebasing: buffer[start..<index]), class: .number, style: .plain)
  }

  private mutating func parseString() throws {
    let start = index
    index += 1  // the opening quote
    var runStart = index
    var hasEscapes = false
    // Escapes are decoded into the reused scratch buffer, taken out of `self`
    // for the length of the string.
    var decoded: [UInt8] = []
    // Located before the scan, which counts the string's columns so that its
    // end is located without walking its bytes a second time.
    let startPosition = location(start)
    var continuationBytes = 0
    while true {
      // The ordinary bytes, in a local index: the loop below looks at the rest.
      var scan = index
      while scan < buffer.count {
        let byte = buffer[scan]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
        if byte >= 0x80 {
          if byte & 0xC0 == 0x80 { continuationBytes += 1 }
          if scan < firstNonASCIIOnLine { firstNonASCIIOnLine = scan }
        }
        scan += 1
      }
      index = scan
      guard index < buffer.count else {
        try fail(
          "the file ends inside a string", at: index,
          notes: [Diagnostic.Note("the string starts here", at: SourceRange(at: location(start).location))])
      }
      let byte = buffer[index]
      if byte == UInt8(ascii: "\"") { break }
      if byte < 0x20 {
        let name = byte == 0x0A ? "a line break" : byte == 0x09 ? "a tab" : "control character U+\(hex4(UInt32(byte)))"
        try fail(
          "\(name) must be escaped inside a JSON string", at: index,
          suggestion: byte == 0x0A ? "write \\n" : byte == 0x09 ? "write \\t" : "write \\u\(hex4(UInt32(byte)))")
      }
      if byte == UInt8(ascii: "\\") {
        if !hasEscapes {
          swap(&decoded, &scratch)
          decoded.removeAll(keepingCapacity: true)
        }
        hasEscapes = true
        decoded.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<index]))
        try parseEscape(into: &decoded)
        runStart = index
        continue
      }
      if byte >= 0x80 {
        if byte & 0xC0 == 0x80 { continuationBytes += 1 }
        firstNonASCIIOnLine = min(firstNonASCIIOnLine, index)
      }
      index += 1
    }
    let textEnd = index
    index += 1  // the closing quote
    // Escapes are ASCII, so every byte but a continuation byte is a column.
    columnCache = (index, Int(startPosition.column) + (index - start) - continuationBytes)
    let endPosition = location(index)
    if hasEscapes {
      decoded.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<textEnd]))
      decoded.withUnsafeBufferPointer {
        builder.scalar($0, class: .string, style: .doubleQuoted, start: startPosition, end: endPosition)
      }
      swap(&decoded, &scratch)
    } else {
      builder.scalar(
        UnsafeBufferPointer(rebasing: buffer[runStart..<textEnd]), class: .string, style: .doubleQuoted,
        start: startPosition, end: endPosition)
    }
  }

  private mutating func parseEscape(into decoded: inout [UInt8]) throws {
    let escapeStart = index
    index += 1
    guard index < buffer.count else { try fail("the file ends inside an escape sequence", at: escapeStart) }
    let simple: UInt8? =
      switch buffer[index] {
      case UInt8(ascii: "\""): 0x22
      case UInt8(ascii: "\\"): 0x5C
      case UInt8(ascii: "/"): 0x2F
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      decoded.append(simple)
      index += 1
      return
    }
    guard buffer[index] == UInt8(ascii: "u") else {
      try fail(
        "invalid escape sequence '\\\(describeByte(buffer[index]))' in a JSON string", at: escapeStart,
        suggestion: "valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
    }
    index += 1
    let first = try hexQuad(escapeStart: escapeStart)
    var scalarValue = first
    if (0xD800...0xDBFF).contains(first) {
      // A high surrogate must be followed at once by an escaped low surrogate.
      guard index + 1 < buffer.count, buffer[index] == UInt8(ascii: "\\"), buffer[index + 1] == UInt8(ascii: "u") else {
        try fail("lone surrogate \(escapeText(first)) in a JSON string", at: escapeStart)
      }
      let lowStart = index
      index += 2
      let second = try hexQuad(escapeStart: lowStart)
      guard (0xDC00...0xDFFF).contains(second) else {
        try fail("lone surrogate \(escapeText(first)) in a JSON string", at: escapeStart)
      }
      scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
    } else if (0xDC00...0xDFFF).contains(first) {
      try fail("lone surrogate \(escapeText(first)) in a JSON string", at: escapeStart)
    }
    guard let scalar = Unicode.Scalar(scalarValue) else {
      try fail("invalid Unicode escape in a JSON string", at: escapeStart)
    }
    decoded.append(contentsOf: String(Character(scalar)).utf8)
  }

  private mutating func hexQuad(escapeStart: Int) throws -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < buffer.count, let digit = hexValue(buffer[index]) else {
        try fail("'\\u' must be followed by four hexadecimal digits", at: escapeStart)
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: UInt32(byte - 0x30)
    case 0x41...0x46: UInt32(byte - 0x41 + 10)
    case 0x61...0x66: UInt32(byte - 0x61 + 10)
    default: nil
    }
  }

  // MARK: Errors

  private mutating func failUnexpectedValue() throws -> Never {
    let byte = buffer[index]
    switch byte {
    case UInt8(ascii: "'"):
      try fail("strings must be in double quotes, not single quotes", at: index)
    case UInt8(ascii: "/"), UInt8(ascii: "#"):
      try fail("comments are not allowed in JSON", at: index)
    case UInt8(ascii: "N"), UInt8(ascii: "I"):
      try fail("NaN and Infinity are not JSON numbers", at: index)
    case UInt8(ascii: "+"):
      try fail("a JSON number cannot start with '+'", at: index)
    case UInt8(ascii: "."):
      try fail("a JSON number needs a digit before '.'", at: index)
    default:
      try fail("expected a value but found \(describe(at: index))", at: index)
    }
  }

  private mutating func fail(
    _ message: String, at offset: Int, suggestion: String? = nil, notes: [Diagnostic.Note] = []
  ) throws -> Never {
    builder.diagnostics.append(
      Diagnostic(
        .syntaxError, message, at: SourceRange(at: location(offset).location), suggestion: suggestion, notes: notes))
    throw Stop()
  }

  /// A readable name for the character at `offset`, safe to print.
  private func describe(at offset: Int) -> String {
    guard offset < buffer.count else { return "the end of the file" }
    guard options.quotesText else { return "another character" }
    let byte = buffer[offset]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
    var end = offset + 1
    while end < buffer.count, buffer[end] & 0xC0 == 0x80 { end += 1 }
    let scalar = String(decoding: UnsafeBufferPointer(rebasing: buffer[offset..<end]), as: UTF8.self).unicodeScalars
      .first
    return "character U+\(hex4(scalar?.value ?? UInt32(byte)))"
  }

  /// A `\uXXXX` escape as written, or "escape" when the text may not be quoted.
  private func escapeText(_ value: UInt32) -> String {
    options.quotesText ? "\\u\(hex4(value))" : "escape"
  }

  private func describeByte(_ byte: UInt8) -> String {
    guard options.quotesText else { return "…" }
    return byte >= 0x21 && byte < 0x7F ? String(Character(UnicodeScalar(byte))) : "U+\(hex4(UInt32(byte)))"
  }

  // MARK: Positions

  private mutating func skipWhitespace() {
    // A local index: blanks are a third of an indented JSON file.
    var scan = index
    defer { index = scan }
    while scan < buffer.count {
      switch buffer[scan] {
      case 0x20, 0x09:
        scan += 1
      case 0x0A:
        scan += 1
        index = scan
        newLine()
      case 0x0D:
        scan += 1
        if scan < buffer.count, buffer[scan] == 0x0A { scan += 1 }
        index = scan
        newLine()
      default:
        return
      }
    }
  }

  private mutating func newLine() {
    line += 1
    lineStart = index
    columnCache = (index, 1)
    firstNonASCIIOnLine = Int.max
  }

  /// The location of a byte offset on the current line.
  private mutating func location(_ offset: Int) -> Document.Position {
    let offset = min(offset, buffer.count)
    if offset <= firstNonASCIIOnLine {
      return Document.Position(line: Int32(line), column: Int32(offset - lineStart + 1), offset: Int32(offset))
    }
    var (from, column) = columnCache
    if offset < from { (from, column) = (lineStart, 1) }
    // Eight bytes at a time: each byte but a continuation byte (10xxxxxx) starts a column.
    while from + 8 <= offset {
      let word = Self.word(buffer, at: from)
      column += 8 - (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
      from += 8
    }
    while from < offset {
      if buffer[from] & 0xC0 != 0x80 { column += 1 }
      from += 1
    }
    // A multi-byte character's continuation bytes belong to the column already counted.
    columnCache = (offset, column)
    return Document.Position(line: Int32(line), column: Int32(column), offset: Int32(offset))
  }

  /// The eight bytes at `offset`, the first in the lowest bits.
  @inline(__always)
  private static func word(_ buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(buffer.baseAddress! + offset).loadUnaligned(as: UInt64.self))
  }
}
