import TableGenOutput

/// The Content-Security-Policy hashes of the page's own style and script
/// (`'sha256-…'`): TableGenOutput's SHA-256, in Base64 (RFC 4648), which is
/// small enough to write here rather than take a dependency for.
enum ContentHash {
  /// The CSP source expression for `text`: `'sha256-<base64 of its UTF-8 digest>'`.
  static func cspSource(of text: String) -> String {
    "'sha256-\(base64(SHA256.digest(of: Array(text.utf8))))'"
  }

  static func base64(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var output: [UInt8] = []
    for start in stride(from: 0, to: bytes.count, by: 3) {
      let chunk = bytes[start..<min(start + 3, bytes.count)]
      let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << UInt32(16 - 8 * $1.offset) }
      for index in 0..<4 {
        output.append(index <= chunk.count ? alphabet[Int(value >> UInt32(18 - 6 * index) & 0x3F)] : UInt8(ascii: "="))
      }
    }
    return String(decoding: output, as: UTF8.self)
  }
}
