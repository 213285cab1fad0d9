/// Writes JSON text straight into an ``OutputBuffer``, member by member, so a
/// large document is never built as a value first. It writes exactly what
/// ``JSONWriter`` writes for the same value (``JSONWriter`` is built on it):
/// two-space indentation when pretty, `"key": value`, `[]` and `{}` for empty
/// containers, and one set of escapes for every string.
///
/// The caller keeps the shape right: `key` before each object member,
/// `element` before each array item, then exactly one value or container.
public struct JSONStreamWriter: Sendable {
  public var output: OutputBuffer
  let pretty: Bool
  /// Open containers.
  var depth = 0
  /// Whether the innermost open container has no member yet.
  var isEmpty = true

  public init(output: OutputBuffer = OutputBuffer(), pretty: Bool = true) {
    self.output = output
    self.pretty = pretty
  }

  // MARK: - Containers

  public mutating func beginObject() { open(UInt8(ascii: "{")) }
  public mutating func endObject() { close(UInt8(ascii: "}")) }
  public mutating func beginArray() { open(UInt8(ascii: "[")) }
  public mutating func endArray() { close(UInt8(ascii: "]")) }

  /// Starts an object member: the comma, the line break and `"key": `.
  public mutating func key(_ key: StaticString) {
    separate()
    output.append(UInt8(ascii: "\""))
    output.append(key)  // the renderer's own keys: plain ASCII, nothing to escape
    output.append(pretty ? "\": " : "\":" as StaticString)
  }

  /// Starts an object member whose key may need escaping.
  public mutating func key(escaping key: String) {
    separate()
    string(key)
    output.append(pretty ? ": " : ":" as StaticString)
  }

  /// Starts an array item.
  public mutating func element() { separate() }

  /// Ends the document: pretty output ends with a newline.
  public mutating func finish() {
    if pretty { output.append(UInt8(ascii: "\n")) }
  }

  private mutating func open(_ bracket: UInt8) {
    output.append(bracket)
    depth += 1
    isEmpty = true
  }

  private mutating func close(_ bracket: UInt8) {
    depth -= 1
    if !isEmpty { newline() }
    output.append(bracket)
    isEmpty = false  // the container just closed is a member of its parent
  }

  private mutating func separate() {
    if !isEmpty { output.append(UInt8(ascii: ",")) }
    newline()
    isEmpty = false
  }

  private mutating func newline() {
    guard pretty else { return }
    let count = 1 + 2 * depth
    guard count <= Self.lineBreaks.utf8CodeUnitCount else {
      output.append(UInt8(ascii: "\n"))
      return output.append(UInt8(ascii: " "), count: 2 * depth)
    }
    // A line break and the indentation, cut from one ready run.
    output.append(contentsOf: UnsafeBufferPointer(start: Self.lineBreaks.utf8Start, count: count))
  }

  private static let lineBreaks: StaticString = "\n                                                                "

  // MARK: - Values

  public mutating func null() { output.append("null" as StaticString) }

  public mutating func bool(_ flag: Bool) { output.append(flag ? "true" : "false" as StaticString) }

  public mutating func integer(_ value: Int) { output.append(decimal: value) }

  /// An integer, or `null` when absent.
  public mutating func integer(_ value: Int?) {
    guard let value else { return null() }
    integer(value)
  }

  /// A number, or `null` when absent.
  public mutating func double(_ value: Double?) {
    guard let value else { return null() }
    double(value)
  }

  /// A number as `numberText` writes it (`44`, not `44.0`); a value that is
  /// not finite, which JSON cannot hold, prints as `null`. An integral value
  /// goes straight into the buffer, with no string made for it.
  public mutating func double(_ value: Double) {
    guard value.isFinite else { return null() }
    if value.rounded() == value, abs(value) < 1e15 { return output.append(decimal: Int(value)) }
    output.append(numberText(value))
  }

  /// A number literal, written as given.
  public mutating func number(literal: String) { output.append(literal) }

  /// A string, or `null` when absent.
  public mutating func string(_ text: String?) {
    guard let text else { return null() }
    string(text)
  }

  /// Escapes quotes, backslashes, every control character and the line and
  /// paragraph separators; the rest is copied as UTF-8.
  public mutating func string(_ text: String) {
    output.append(UInt8(ascii: "\""))
    if text.utf8.withContiguousStorageIfAvailable({ appendEscaped($0) }) == nil {
      Array(text.utf8).withUnsafeBufferPointer { appendEscaped($0) }
    }
    output.append(UInt8(ascii: "\""))
  }

  /// `text` as one JSON string literal, escaped as `string(_:)` escapes it,
  /// for a file written a line at a time (a baseline, a String Catalog).
  public static func quoted(_ text: String) -> String {
    var writer = JSONStreamWriter(pretty: false)
    writer.string(text)
    return writer.output.text
  }

  /// Copies runs that need no escape whole. The text is valid UTF-8, so the
  /// bytes below 0x80 are the ASCII characters and E2 80 A8/A9 are U+2028/9.
  private mutating func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
    var runStart = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      var length = 1
      switch byte {
      case 0x20..<0x7F where byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\"):
        index += 1
        continue
      case 0x80...:
        guard byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
          bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
        else {
          index += 1
          continue
        }
        length = 3
      default: break
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      switch byte {
      case UInt8(ascii: "\""): output.append("\\\"" as StaticString)
      case UInt8(ascii: "\\"): output.append("\\\\" as StaticString)
      case UInt8(ascii: "\n"): output.append("\\n" as StaticString)
      case UInt8(ascii: "\r"): output.append("\\r" as StaticString)
      case UInt8(ascii: "\t"): output.append("\\t" as StaticString)
      case 0x08: output.append("\\b" as StaticString)
      case 0x0C: output.append("\\f" as StaticString)
      case 0xE2: output.append(bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029" as StaticString)
      default:  // the other controls and DEL, as \u00XX in lower-case hex
        output.append("\\u00" as StaticString)
        output.append(Self.hexDigits[Int(byte >> 4)])
        output.append(Self.hexDigits[Int(byte & 0xF)])
      }
      index += length
      runStart = index
    }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
  }

  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

  /// A whole value, as ``JSONWriter`` writes it.
  public mutating func value(_ value: JSONValue) {
    switch value {
    case .null: null()
    case .bool(let flag): bool(flag)
    case .number(let literal): number(literal: literal)
    case .string(let text): string(text)
    case .array(let items):
      beginArray()
      for item in items {
        element()
        self.value(item)
      }
      endArray()
    case .object(let members):
      beginObject()
      for (name, item) in members {
        key(escaping: name)
        self.value(item)
      }
      endObject()
    }
  }
}
