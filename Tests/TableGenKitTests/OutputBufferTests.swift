import Foundation
import Testing

@testable import TableGenOutput
@testable import TableGenRender

/// The byte buffer the renderers write into, and the JSON and Markdown writers
/// that fill it byte by byte.
@Suite("Output buffer")
struct OutputBufferTests {
  @Test("appends text, bytes, repeats and decimals as UTF-8")
  func appends() {
    var output = OutputBuffer()
    output.append("héllo ")
    output.append("wörld"[...])
    output.append(" " as StaticString)
    output.append(UInt8(ascii: "-"), count: 3)
    output.append("─", count: 2)
    output.append("x", count: 0)
    output.append(contentsOf: [0x21, 0x0A] as [UInt8])
    #expect(output.text == "héllo wörld ---──!\n")
    output.removeLast(2)
    #expect(output.text == "héllo wörld ---──")
  }

  @Test("decimals read as String(value) does", arguments: [0, 7, 10, -1, -10, 1_234_567_890, Int.max, Int.min])
  func decimals(_ value: Int) {
    var output = OutputBuffer()
    output.append(decimal: value)
    #expect(output.text == String(value))
  }

  @Test("flushes to its descriptor only past the chunk size, and only when asked")
  func flushesInChunks() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    var output = OutputBuffer(flushingTo: ends[1], chunkSize: 8)
    output.append("12345")
    output.flushIfFull()
    #expect(output.count == 5, "under the chunk size, the bytes stay")
    output.append("6789")
    #expect(output.count == 9, "appending alone never writes")
    output.append(" ")
    output.removeLast(1)  // still trimmable before the flush
    output.flushIfFull()
    #expect(output.count == 0)
    output.append("tail")
    output.flush()
    close(ends[1])
    let read = FileHandle(fileDescriptor: ends[0]).readDataToEndOfFile()
    #expect(String(decoding: read, as: UTF8.self) == "123456789tail")
    #expect(!output.writeFailed)
  }

  @Test("a failed write is remembered and later bytes are dropped, not piled up")
  func failedWrite() {
    var output = OutputBuffer(flushingTo: -1, chunkSize: 4)
    output.append("abcdef")
    output.flushIfFull()
    #expect(output.writeFailed)
    output.append("more")
    output.flush()
    #expect(output.count == 0)
  }

  @Test("JSON strings escape quotes, backslashes, controls and U+2028/9, and nothing else")
  func jsonEscapes() {
    var json = JSONStreamWriter(pretty: false)
    json.string("\"\\/\n\r\t\u{8}\u{C}\u{0}\u{1F}\u{7F}\u{2028}\u{2029}é😀\u{85}")
    #expect(json.output.text == #""\"\\/\n\r\t\b\f\u0000\u001f\u007f\u2028\u2029é😀"# + "\u{85}\"")
  }

  @Test("JSON strings agree with escaping scalar by scalar, for seeded random text")
  func jsonEscapesAgree() {
    let pools: [ClosedRange<UInt32>] = [0x0...0x7F, 0x80...0x7FF, 0x2020...0x202F, 0xE000...0xE0FF, 0x1F600...0x1F64F]
    var generator = SeededGenerator(seed: 10)
    for _ in 0..<5_000 {
      var text = ""
      for _ in 0..<Int.random(in: 0...12, using: &generator) {
        let pool = pools[Int.random(in: 0..<pools.count, using: &generator)]
        if let scalar = Unicode.Scalar(UInt32.random(in: pool, using: &generator)) {
          text.unicodeScalars.append(scalar)
        }
      }
      var json = JSONStreamWriter(pretty: false)
      json.string(text)
      #expect(
        json.output.text == Self.escapedScalarByScalar(text),
        "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }

  /// The escaper JSONWriter had before it wrote bytes: the reference.
  static func escapedScalarByScalar(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output + "\""
  }

  @Test("streamed JSON is laid out as JSONWriter lays out a value: indents, empty containers, numbers")
  func jsonLayout() {
    var json = JSONStreamWriter()
    json.beginObject()
    json.key("empty")
    json.beginArray()
    json.endArray()
    json.key("none")
    json.beginObject()
    json.endObject()
    json.key("list")
    json.beginArray()
    json.element()
    json.integer(-3)
    json.element()
    json.double(2.5)
    json.element()
    json.double(44)
    json.element()
    json.double(Double.infinity)
    json.element()
    json.integer(nil as Int?)
    json.endArray()
    json.key(escaping: "k\"ey")
    json.bool(true)
    json.endObject()
    json.finish()
    #expect(
      json.output.text == """
        {
          "empty": [],
          "none": {},
          "list": [
            -3,
            2.5,
            44,
            null,
            null
          ],
          "k\\"ey": true
        }

        """)
  }

  @Test("indentation past the ready run of spaces is still two spaces a level")
  func deepIndentation() {
    var value = JSONValue.string("deep")
    for _ in 0..<40 { value = .array([value]) }
    var expected = ""
    for level in 0..<40 { expected += (level == 0 ? "" : "\n" + String(repeating: "  ", count: level)) + "[" }
    expected += "\n" + String(repeating: "  ", count: 40) + "\"deep\""
    for level in (0..<40).reversed() { expected += "\n" + String(repeating: "  ", count: level) + "]" }
    #expect(JSONWriter.write(value) == expected + "\n")
  }

  @Test("Markdown escapes ASCII byte by byte exactly as character by character, for seeded random text")
  func markdownBytesAgree() {
    let atoms = [
      "a", "Z", "0", "1.", " ", "  ", "\t", "|", "`", "``", "*", "_", "[", "]", "~", "\\", "<", ">", "&", "#", "-",
      "\n", "\r", "\r\n", "\u{1B}", "\u{7}", "\u{7F}", "\u{0}",
    ]
    var generator = SeededGenerator(seed: 11)
    for _ in 0..<5_000 {
      var text = ""
      for _ in 0..<Int.random(in: 0...10, using: &generator) {
        text += atoms[Int.random(in: 0..<atoms.count, using: &generator)]
      }
      #expect(MarkdownText.inline(text) == MarkdownText.inlineByCharacters(text), "\(Array(text.utf8))")
      #expect(MarkdownText.code(text) == MarkdownText.codeByCharacters(text), "\(Array(text.utf8))")
    }
  }
}
