/// A path as the file system spells it, with the text it is reported under.
///
/// On Linux a file name is bytes, not necessarily UTF-8; a Swift `String` made
/// from them puts U+FFFD where a byte is not UTF-8, and that name opens no file.
/// So paths are opened by their bytes, and shown with each byte that is not
/// UTF-8 written `\xff` (docs/security.md, "Folders").
public struct SpecPath: Hashable, Sendable, CustomStringConvertible {
  /// The bytes the file system knows the path by, without a terminating NUL.
  public let bytes: [UInt8]
  /// The path for messages: its UTF-8, with every other byte as `\xHH`.
  public let description: String

  /// The path spelled by `text`.
  public init(_ text: String) {
    bytes = Array(text.utf8)
    description = text
  }

  /// The path of these bytes, which need not be UTF-8.
  public init(bytes: [UInt8]) {
    self.bytes = bytes
    description = Self.describe(bytes)
  }

  /// The path of `name` inside this folder.
  public func appending(_ name: [UInt8]) -> SpecPath {
    SpecPath(bytes: bytes.last == UInt8(ascii: "/") ? bytes + name : bytes + [UInt8(ascii: "/")] + name)
  }

  /// Calls `body` with the path as a NUL-terminated C string, for `open`, `stat` and `opendir`.
  public func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
    try (bytes + [0]).withUnsafeBufferPointer { buffer in
      try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
    }
  }

  private static func describe(_ bytes: [UInt8]) -> String {
    var text = ""
    var index = 0
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
        index += encoded.count
      case .error(let length):
        for byte in bytes[index..<index + length] {
          text += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
        }
        index += length
      case .emptyInput:
        return text
      }
    }
  }
}
