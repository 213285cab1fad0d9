/// A strict RFC 8259 parser that builds the same positioned tree as the YAML
/// loader. libyaml is not used for JSON: it accepts trailing commas, comments
/// and duplicate keys. Iterative, so deep nesting meets the depth limit rather
/// than the end of the stack.
struct JSONParser {
  var options: LoadOptions

  func parse(_ bytes: [UInt8], screening: InputScreening) -> (root: Node?, diagnostics: [Diagnostic]) {
    bytes.withUnsafeBufferPointer { buffer in
      var state = JSONParseState(buffer: buffer, start: screening.bomLength, options: options)
      return state.run()
    }
  }
}

private struct JSONParseState {
  let buffer: UnsafeBufferPointer<UInt8>
  let options: LoadOptions
  var index: Int
  var diagnostics: [Diagnostic] = []

  // Line tracking: only whitespace between tokens may hold line breaks.
  var line = 1
  var lineStart = 0
  // The last computed column on the current line, so columns cost O(n) in total.
  var columnCache: (offset: Int, column: Int) = (0, 1)

  struct Frame {
    var isObject: Bool
    var start: SourceLocation
    var items: [Node] = []
    var pairs: [(key: Node, value: Node)] = []
    var pendingKey: Node?
  }
  var stack: [Frame] = []

  struct Stop: Error {}

  init(buffer: UnsafeBufferPointer<UInt8>, start: Int, options: LoadOptions) {
    self.buffer = buffer
    self.options = options
    self.index = start
    self.lineStart = start
    self.columnCache = (start, 1)
  }

  mutating func run() -> (root: Node?, diagnostics: [Diagnostic]) {
    do {
      skipWhitespace()
      if index >= buffer.count {
        diagnostics.append(
          Diagnostic(.emptyDocument, "the file holds no JSON value", at: SourceRange(at: location(index)),
                     suggestion: "a spec is an object that starts with {\"tablegen\": 1"))
        return (nil, diagnostics)
      }
      let root = try parseDocument()
      skipWhitespace()
      if index < buffer.count {
        try fail("unexpected \(describe(at: index)) after the end of the JSON value", at: index)
      }
      return (root, diagnostics)
    } catch {
      return (nil, diagnostics)
    }
  }

  // MARK: Structure

  private mutating func parseDocument() throws -> Node {
    var completed = try beginValue()
    while true {
      if let node = completed {
        guard !stack.isEmpty else { return node }
        attach(node)
      }
      completed = try continueCollection()
    }
  }

  /// Starts the value at `index`: a scalar is returned whole, a collection is opened (nil).
  private mutating func beginValue() throws -> Node? {
    skipWhitespace()
    guard index < buffer.count else { try fail("the file ends where a value was expected", at: index) }
    let byte = buffer[index]
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      let start = location(index)
      guard stack.count < options.maxDepth else {
        diagnostics.append(
          Diagnostic(.nestingTooDeep, "arrays and objects are nested more than \(options.maxDepth) levels deep",
                     at: SourceRange(at: start)))
        throw Stop()
      }
      index += 1
      let isObject = byte == UInt8(ascii: "{")
      stack.append(Frame(isObject: isObject, start: start))
      skipWhitespace()
      if index < buffer.count, buffer[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
        index += 1
        return closeCollection()
      }
      if isObject { try parseKey() }
      return try beginValue()
    case UInt8(ascii: "\""):
      return try parseString()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return try parseNumber()
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    default:
      try failUnexpectedValue()
    }
  }

  /// After a value inside a collection: a comma and the next member, or the closing bracket.
  private mutating func continueCollection() throws -> Node? {
    skipWhitespace()
    guard let frame = stack.last else { return nil }
    let closer = frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
    guard index < buffer.count else {
      try fail(
        "the file ends inside an \(frame.isObject ? "object" : "array") that is never closed", at: index,
        notes: [Diagnostic.Note("the \(frame.isObject ? "object" : "array") opens here", at: SourceRange(at: frame.start))])
    }
    let byte = buffer[index]
    if byte == closer {
      index += 1
      return closeCollection()
    }
    guard byte == UInt8(ascii: ",") else {
      let expected = frame.isObject ? "',' or '}'" : "',' or ']'"
      try fail("expected \(expected) but found \(describe(at: index))", at: index)
    }
    // Located before the whitespace is skipped: the closer may be on a later line.
    let comma = location(index)
    index += 1
    skipWhitespace()
    if index < buffer.count, buffer[index] == closer {
      diagnostics.append(
        Diagnostic(.syntaxError, "trailing comma before '\(Character(UnicodeScalar(closer)))'; JSON does not allow one",
                   at: SourceRange(at: comma), suggestion: "remove the comma"))
      throw Stop()
    }
    if frame.isObject { try parseKey() }
    return try beginValue()
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
    let key = try parseString()
    skipWhitespace()
    guard index < buffer.count, buffer[index] == UInt8(ascii: ":") else {
      try fail("expected ':' after the object key", at: index)
    }
    index += 1
    stack[stack.count - 1].pendingKey = key
  }

  private mutating func attach(_ node: Node) {
    let top = stack.count - 1
    // take() moves the key out rather than copying it and then destroying the original.
    if stack[top].isObject, let key = stack[top].pendingKey.take() {
      stack[top].pairs.append((key, node))
    } else {
      stack[top].items.append(node)
    }
  }

  private mutating func closeCollection() -> Node {
    let frame = stack.removeLast()
    let range = SourceRange(start: frame.start, end: location(index))
    if frame.isObject {
      reportDuplicateKeys(in: frame.pairs, diagnostics: &diagnostics, limit: options.maxDiagnostics)
      return Node(.mapping(frame.pairs), range: range, isFlow: true)
    }
    return Node(.sequence(frame.items), range: range, isFlow: true)
  }

  // MARK: Scalars

  private mutating func parseLiteral(_ word: String, _ value: ScalarValue) throws -> Node {
    let start = index
    for expected in word.utf8 {
      guard index < buffer.count, buffer[index] == expected else {
        try fail("invalid literal; expected '\(word)'", at: start)
      }
      index += 1
    }
    return Node(.scalar(Scalar(value, text: word)), range: range(from: start))
  }

  private mutating func parseNumber() throws -> Node {
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
    var isInteger = true
    if index < buffer.count, buffer[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard index < buffer.count, isDigit(buffer[index]) else {
        try fail("a digit must follow '.' in a JSON number", at: start)
      }
      while index < buffer.count, isDigit(buffer[index]) { index += 1 }
    }
    if index < buffer.count, buffer[index] == UInt8(ascii: "e") || buffer[index] == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if index < buffer.count, buffer[index] == UInt8(ascii: "+") || buffer[index] == UInt8(ascii: "-") { index += 1 }
      guard index < buffer.count, isDigit(buffer[index]) else {
        try fail("a digit must follow the exponent in a JSON number", at: start)
      }
      while index < buffer.count, isDigit(buffer[index]) { index += 1 }
    }
    let literal = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self)
    let integer = isInteger ? Int(literal) : nil
    let double = integer.map(Double.init) ?? Double(literal) ?? (literal.hasPrefix("-") ? -.infinity : .infinity)
    let number = Number(literal: literal, double: double, integer: integer, isInteger: isInteger)
    return Node(.scalar(Scalar(.number(number), text: literal)), range: range(from: start))
  }

  private mutating func parseString() throws -> Node {
    let start = index
    index += 1  // the opening quote
    var decoded: [UInt8] = []
    var runStart = index
    var hasEscapes = false
    while true {
      guard index < buffer.count else {
        try fail("the file ends inside a string", at: index,
                 notes: [Diagnostic.Note("the string starts here", at: SourceRange(at: location(start)))])
      }
      let byte = buffer[index]
      if byte == UInt8(ascii: "\"") { break }
      if byte < 0x20 {
        let name = byte == 0x0A ? "a line break" : byte == 0x09 ? "a tab" : "control character U+\(hex4(UInt32(byte)))"
        try fail("\(name) must be escaped inside a JSON string", at: index,
                 suggestion: byte == 0x0A ? "write \\n" : byte == 0x09 ? "write \\t" : "write \\u\(hex4(UInt32(byte)))")
      }
      if byte == UInt8(ascii: "\\") {
        if !hasEscapes { decoded.reserveCapacity(index - runStart + 16) }
        hasEscapes = true
        decoded.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<index]))
        try parseEscape(into: &decoded)
        runStart = index
        continue
      }
      index += 1
    }
    let text: String
    if hasEscapes {
      decoded.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<index]))
      text = String(decoding: decoded, as: UTF8.self)
    } else {
      text = String(decoding: UnsafeBufferPointer(rebasing: buffer[runStart..<index]), as: UTF8.self)
    }
    index += 1  // the closing quote
    return Node(.scalar(Scalar(.string(text), text: text, style: .doubleQuoted)), range: range(from: start))
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
      try fail("invalid escape sequence '\\\(describeByte(buffer[index]))' in a JSON string", at: escapeStart,
               suggestion: "valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
    }
    index += 1
    let first = try hexQuad(escapeStart: escapeStart)
    var scalarValue = first
    if (0xD800...0xDBFF).contains(first) {
      // A high surrogate must be followed at once by an escaped low surrogate.
      guard index + 1 < buffer.count, buffer[index] == UInt8(ascii: "\\"), buffer[index + 1] == UInt8(ascii: "u") else {
        try fail("lone surrogate \\u\(hex4(first)) in a JSON string", at: escapeStart)
      }
      let lowStart = index
      index += 2
      let second = try hexQuad(escapeStart: lowStart)
      guard (0xDC00...0xDFFF).contains(second) else {
        try fail("lone surrogate \\u\(hex4(first)) in a JSON string", at: escapeStart)
      }
      scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
    } else if (0xDC00...0xDFFF).contains(first) {
      try fail("lone surrogate \\u\(hex4(first)) in a JSON string", at: escapeStart)
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
    diagnostics.append(
      Diagnostic(.syntaxError, message, at: SourceRange(at: location(offset)), suggestion: suggestion, notes: notes))
    throw Stop()
  }

  /// A readable name for the character at `offset`, safe to print.
  private func describe(at offset: Int) -> String {
    guard offset < buffer.count else { return "the end of the file" }
    let byte = buffer[offset]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
    var end = offset + 1
    while end < buffer.count, buffer[end] & 0xC0 == 0x80 { end += 1 }
    let scalar = String(decoding: UnsafeBufferPointer(rebasing: buffer[offset..<end]), as: UTF8.self).unicodeScalars.first
    return "character U+\(hex4(scalar?.value ?? UInt32(byte)))"
  }

  private func describeByte(_ byte: UInt8) -> String {
    byte >= 0x21 && byte < 0x7F ? String(Character(UnicodeScalar(byte))) : "U+\(hex4(UInt32(byte)))"
  }

  private func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  // MARK: Positions

  private mutating func skipWhitespace() {
    while index < buffer.count {
      switch buffer[index] {
      case 0x20, 0x09:
        index += 1
      case 0x0A:
        index += 1
        newLine()
      case 0x0D:
        index += 1
        if index < buffer.count, buffer[index] == 0x0A { index += 1 }
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
  }

  /// The location of a byte offset on the current line.
  private mutating func location(_ offset: Int) -> SourceLocation {
    let offset = min(offset, buffer.count)
    var (from, column) = columnCache
    if offset < from { (from, column) = (lineStart, 1) }
    while from < offset {
      if buffer[from] & 0xC0 != 0x80 { column += 1 }
      from += 1
    }
    // A multi-byte character's continuation bytes belong to the column already counted.
    columnCache = (offset, column)
    return SourceLocation(line: line, column: column, offset: offset)
  }

  private mutating func range(from start: Int) -> SourceRange {
    SourceRange(start: location(start), end: location(index))
  }
}
