import TableGenSpec

/// The XML plist dialect that Xcode, `plutil` and Python's `plistlib` write: an
/// XML declaration, a DOCTYPE, comments, `<plist version="1.0">` around one value.
/// It is a small strict reader of its own, not a general XML parser: it knows
/// the plist elements, the five predefined entities, numeric character
/// references and CDATA, and refuses the rest with the position of the defect.
struct XMLPlistParser {
  private let bytes: [UInt8]
  private let options: LoadOptions
  private var index = 0
  private var line = 1
  private var column = 1
  /// Defects of single values, which leave the rest of the document readable.
  private var valueProblems: [Diagnostic] = []

  init(bytes: [UInt8], options: LoadOptions) {
    self.bytes = bytes
    self.options = options
  }

  mutating func parse(path: String) -> PlistReadResult {
    if let bad = Self.firstInvalidUTF8(bytes) {
      let at = position(ofByte: bad)
      let problem = Diagnostic(.invalidEncoding, "the plist is not UTF-8 text: byte \(bad) is not UTF-8", at: at)
      return PlistReadResult(document: nil, diagnostics: [problem])
    }
    do throws(PlistFailure) {
      let root = try parseDocument()
      return PlistReadResult(
        document: PlistDocument(path: path, format: .xml, root: root), diagnostics: valueProblems)
    } catch {
      return PlistReadResult(document: nil, diagnostics: valueProblems + [error.diagnostic])
    }
  }

  // MARK: - The document

  private mutating func parseDocument() throws(PlistFailure) -> PlistNode {
    if starts(with: [0xEF, 0xBB, 0xBF]) { advance(by: 3) }
    try skipProlog()
    guard starts(with: "<plist") else {
      throw failure(atEnd ? "the file holds no <plist> element" : "expected <plist>, found \(quoteHere())")
    }
    let tagStart = location
    let tag = try parseTag()
    if let version = tag.attributes["version"], version != "1.0" {
      throw PlistFailure("plist version \"\(version)\" is not 1.0", at: SourceRange(start: tagStart, end: location))
    }
    guard !tag.isEmpty else { throw PlistFailure("<plist> holds no value", at: SourceRange(at: tagStart)) }
    try skipSpaceAndComments()
    guard !starts(with: "</") else { throw failure("<plist> holds no value") }
    let root = try parseValue(depth: 0) ?? PlistNode(.dict([]), range: SourceRange(at: tagStart))
    try skipSpaceAndComments()
    try parseEndTag("plist")
    try skipProlog()
    guard atEnd else { throw failure("content after </plist>: \(quoteHere())") }
    return root
  }

  /// Whitespace, comments, processing instructions (the XML declaration) and a DOCTYPE.
  private mutating func skipProlog() throws(PlistFailure) {
    while true {
      try skipSpaceAndComments()
      if starts(with: "<?") {
        try skip(past: "?>", what: "processing instruction")
      } else if starts(with: "<!DOCTYPE") {
        try skipDoctype()
      } else {
        return
      }
    }
  }

  private mutating func skipDoctype() throws(PlistFailure) {
    let start = location
    var quote: UInt8?
    while let byte = peek() {
      advance()
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "[") {
        throw PlistFailure("a DOCTYPE with an internal subset is not read", at: SourceRange(start: start, end: location))
      } else if byte == UInt8(ascii: ">") {
        return
      }
    }
    throw PlistFailure("the DOCTYPE is not closed with '>'", at: SourceRange(at: start))
  }

  // MARK: - Values

  /// The value whose start tag begins here, or nil when it could not be read as
  /// its type (reported in `valueProblems`, the rest of the file still read).
  private mutating func parseValue(depth: Int) throws(PlistFailure) -> PlistNode? {
    let start = location
    guard peek() == UInt8(ascii: "<"), !starts(with: "</") else {
      throw failure("expected a value element, found \(quoteHere())")
    }
    let tag = try parseTag()
    switch tag.name {
    case "dict", "array":
      guard depth < options.maxDepth else {
        throw PlistFailure(
          .nestingTooDeep, "dicts and arrays are nested more than \(options.maxDepth) levels deep",
          at: SourceRange(start: start, end: location))
      }
      if tag.name == "dict" {
        let entries = tag.isEmpty ? [] : try parseEntries(depth: depth + 1)
        return PlistNode(.dict(entries), range: SourceRange(start: start, end: location))
      }
      let items = tag.isEmpty ? [] : try parseItems(depth: depth + 1)
      return PlistNode(.array(items), range: SourceRange(start: start, end: location))
    case "true", "false":
      if !tag.isEmpty { try parseEndTag(tag.name) }
      return PlistNode(.bool(tag.name == "true"), range: SourceRange(start: start, end: location))
    case "string", "integer", "real", "date", "data":
      let text = tag.isEmpty ? "" : try parseText(until: tag.name)
      let range = SourceRange(start: start, end: location)
      switch PlistScalars.value(of: tag.name, text: text) {
      case .success(let value): return PlistNode(value, range: range)
      case .failure(let problem):
        valueProblems.append(Diagnostic(.plistInvalidValue, problem.message, at: range))
        return nil
      }
    case "key":
      throw PlistFailure("<key> outside a <dict>", at: SourceRange(start: start, end: location))
    default:
      throw PlistFailure("<\(tag.name)> is not a plist element", at: SourceRange(start: start, end: location))
    }
  }

  /// The keys and values of a `<dict>`, up to and including `</dict>`.
  private mutating func parseEntries(depth: Int) throws(PlistFailure) -> [PlistEntry] {
    var entries: [PlistEntry] = []
    while true {
      try skipSpaceAndComments()
      if starts(with: "</") {
        try parseEndTag("dict")
        return entries
      }
      let keyStart = location
      guard starts(with: "<key") else { throw failure("expected <key> or </dict>, found \(quoteHere())") }
      let tag = try parseTag()
      guard tag.name == "key" else {
        throw PlistFailure("expected <key> before a dict's value, found <\(tag.name)>", at: SourceRange(at: keyStart))
      }
      let key = tag.isEmpty ? "" : try parseText(until: "key")
      let keyRange = SourceRange(start: keyStart, end: location)
      try skipSpaceAndComments()
      if starts(with: "</") { throw failure("the key \"\(key)\" has no value") }
      if let node = try parseValue(depth: depth) {
        entries.append(PlistEntry(key: key, keyRange: keyRange, node: node))
      }
    }
  }

  /// The values of an `<array>`, up to and including `</array>`.
  private mutating func parseItems(depth: Int) throws(PlistFailure) -> [PlistNode] {
    var items: [PlistNode] = []
    while true {
      try skipSpaceAndComments()
      if starts(with: "</") {
        try parseEndTag("array")
        return items
      }
      if let node = try parseValue(depth: depth) { items.append(node) }
    }
  }

  /// The character data of an element up to its end tag `</name>`, with
  /// entities and character references replaced and comments left out.
  private mutating func parseText(until name: String) throws(PlistFailure) -> String {
    var text: [UInt8] = []
    while let byte = peek() {
      if byte == UInt8(ascii: "&") {
        text.append(contentsOf: Array(try parseReference().utf8))
      } else if byte != UInt8(ascii: "<") {
        text.append(byte)
        advance()
      } else if starts(with: "<!--") {
        try skip(past: "-->", what: "comment")
      } else if starts(with: "<![CDATA[") {
        advance(by: 9)
        let start = index
        try skip(past: "]]>", what: "CDATA section")
        text.append(contentsOf: bytes[start..<(index - 3)])
      } else if starts(with: "</") {
        try parseEndTag(name)
        return String(decoding: text, as: UTF8.self)
      } else {
        throw failure("<\(name)> holds an element; write '<' in text as &lt;")
      }
    }
    throw failure("<\(name)> is not closed")
  }

  /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#N;` or `&#xH;`.
  private mutating func parseReference() throws(PlistFailure) -> String {
    let start = location
    advance()
    var name: [UInt8] = []
    while let byte = peek(), byte != UInt8(ascii: ";"), name.count < 12 {
      name.append(byte)
      advance()
    }
    let written = String(decoding: name, as: UTF8.self)
    guard peek() == UInt8(ascii: ";") else {
      throw PlistFailure("'&' begins no entity; write it as &amp;", at: SourceRange(at: start))
    }
    advance()
    let range = SourceRange(start: start, end: location)
    switch written {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default:
      var digits = Substring(written)
      guard digits.first == "#" else { throw PlistFailure("&\(written); is not an XML entity", at: range) }
      digits = digits.dropFirst()
      let radix = digits.first == "x" ? 16 : 10
      if radix == 16 { digits = digits.dropFirst() }
      guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let number = UInt32(digits, radix: radix),
        let scalar = Unicode.Scalar(number), number != 0
      else { throw PlistFailure("&\(written); is not a character", at: range) }
      return String(Character(scalar))
    }
  }

  // MARK: - Tags

  private struct Tag {
    var name: String
    var attributes: [String: String]
    /// `<name/>`: no content and no end tag.
    var isEmpty: Bool
  }

  private mutating func parseTag() throws(PlistFailure) -> Tag {
    let start = location
    advance()
    let name = parseName()
    guard !name.isEmpty else { throw PlistFailure("'<' begins no element name", at: SourceRange(at: start)) }
    var attributes: [String: String] = [:]
    while true {
      skipSpace()
      if starts(with: "/>") {
        advance(by: 2)
        return Tag(name: name, attributes: attributes, isEmpty: true)
      }
      if peek() == UInt8(ascii: ">") {
        advance()
        return Tag(name: name, attributes: attributes, isEmpty: false)
      }
      let attribute = parseName()
      guard !attribute.isEmpty else { throw failure("<\(name)> is not closed with '>'") }
      skipSpace()
      guard peek() == UInt8(ascii: "=") else { throw failure("the attribute \(attribute) has no value") }
      advance()
      skipSpace()
      guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
        throw failure("the value of \(attribute) is not quoted")
      }
      advance()
      var value: [UInt8] = []
      while let byte = peek(), byte != quote {
        guard byte != UInt8(ascii: "<") else { throw failure("'<' in the value of \(attribute)") }
        if byte == UInt8(ascii: "&") {
          value.append(contentsOf: Array(try parseReference().utf8))
        } else {
          value.append(byte)
          advance()
        }
      }
      guard peek() == quote else { throw failure("the value of \(attribute) is not closed") }
      advance()
      attributes[attribute] = String(decoding: value, as: UTF8.self)
    }
  }

  private mutating func parseEndTag(_ name: String) throws(PlistFailure) {
    let start = location
    guard starts(with: "</") else { throw failure("expected </\(name)>, found \(quoteHere())") }
    advance(by: 2)
    let found = parseName()
    skipSpace()
    guard found == name, peek() == UInt8(ascii: ">") else {
      throw PlistFailure(
        "expected </\(name)>, found </\(found)\(peek() == UInt8(ascii: ">") ? ">" : "")",
        at: SourceRange(start: start, end: location))
    }
    advance()
  }

  private mutating func parseName() -> String {
    let start = index
    while let byte = peek(), Self.isNameByte(byte) { advance() }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"):
      true
    default: byte >= 0x80
    }
  }

  // MARK: - Scanning

  private var atEnd: Bool { index >= bytes.count }
  private var location: SourceLocation { SourceLocation(line: line, column: column, offset: index) }

  private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

  private func starts(with text: String) -> Bool {
    var position = index
    for byte in text.utf8 {
      guard position < bytes.count, bytes[position] == byte else { return false }
      position += 1
    }
    return true
  }

  private func starts(with prefix: [UInt8]) -> Bool {
    guard bytes.count - index >= prefix.count else { return false }
    for (offset, byte) in prefix.enumerated() where bytes[index + offset] != byte { return false }
    return true
  }

  private mutating func advance() {
    let byte = bytes[index]
    index += 1
    if byte == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }

  private mutating func advance(by count: Int) {
    for _ in 0..<count where index < bytes.count { advance() }
  }

  private mutating func skipSpace() {
    while let byte = peek(),
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    {
      advance()
    }
  }

  private mutating func skipSpaceAndComments() throws(PlistFailure) {
    while true {
      skipSpace()
      guard starts(with: "<!--") else { return }
      try skip(past: "-->", what: "comment")
    }
  }

  /// Moves past the next `terminator`, or fails at the start of the construct.
  private mutating func skip(past terminator: String, what: String) throws(PlistFailure) {
    let start = location
    let end = Array(terminator.utf8)
    while !atEnd {
      if starts(with: end) {
        advance(by: end.count)
        return
      }
      advance()
    }
    throw PlistFailure("the \(what) is not closed with \(terminator)", at: SourceRange(at: start))
  }

  private func failure(_ message: String) -> PlistFailure { PlistFailure(message, at: SourceRange(at: location)) }

  /// A few characters from here, to name what was found.
  private func quoteHere() -> String {
    guard !atEnd else { return "the end of the file" }
    let end = min(bytes.count, index + 20)
    let text = String(decoding: bytes[index..<end], as: UTF8.self).split(separator: "\n").first ?? ""
    return "\"\(text)\(end < bytes.count ? "…" : "")\""
  }

  // MARK: - Encoding

  /// The offset of the first byte that is not part of well-formed UTF-8.
  private static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// The range of the byte at `offset`, counted as the parser counts positions.
  private func position(ofByte offset: Int) -> SourceRange {
    var scanner = self
    while scanner.index < offset { scanner.advance() }
    return SourceRange(at: scanner.location)
  }
}
