/// The syntax a spec is written in.
public enum SourceFormat: String, Sendable, CaseIterable {
  case yaml, json

  /// The format a file name implies: `.json` is JSON, `.yaml` and `.yml` are YAML.
  public static func inferred(fromPath path: String) -> SourceFormat? {
    let lowered = path.lowercased()
    if lowered.hasSuffix(".json") { return .json }
    if lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") { return .yaml }
    return nil
  }

  /// The format of text with no name (standard input): JSON when the first
  /// significant character opens a JSON object or array, YAML otherwise.
  public static func sniffed(from bytes: [UInt8]) -> SourceFormat {
    for byte in bytes.prefix(4096) {
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF: continue  // blanks and a UTF-8 BOM
      case UInt8(ascii: "{"), UInt8(ascii: "["): return .json
      default: return .yaml
      }
    }
    return .yaml
  }
}

/// A spec's bytes with the name it is reported under.
public struct SourceFile: Sendable {
  /// The path as the user gave it (or `<stdin>`), used in every diagnostic.
  public var path: String
  public var bytes: [UInt8]
  public var format: SourceFormat
  /// Whether the text may hold secrets, as an answers file holds passwords.
  /// Such a file's text is never quoted: no diagnostic shows its lines, and the
  /// loader's messages name none of its characters (docs/security.md, "Secrets").
  public var mayHoldSecrets = false

  public init(path: String, bytes: [UInt8], format: SourceFormat) {
    self.path = path
    self.bytes = bytes
    self.format = format
  }

  /// A file whose format follows from its name, or from its content when the name says nothing.
  public init(path: String, bytes: [UInt8]) {
    self.init(
      path: path, bytes: bytes,
      format: SourceFormat.inferred(fromPath: path) ?? SourceFormat.sniffed(from: bytes))
  }

  /// A part of the line around byte `offset`: at most `radius` bytes either
  /// side, cut at scalar boundaries, with how many scalars of it come before
  /// `offset` and whether the line goes on past either end. A snippet needs
  /// no more, and on a minified file of megabytes on one line, copying the
  /// whole line for each of a thousand diagnostics is quadratic.
  public func lineWindow(around offset: Int, radius: Int) -> (
    text: String, scalarsBefore: Int, cut: (before: Bool, after: Bool)
  ) {
    let offset = min(max(0, offset), bytes.count)
    var start = offset
    while start > 0, offset - start < radius, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
    let cutBefore = start > 0 && bytes[start - 1] != 0x0A && bytes[start - 1] != 0x0D
    if cutBefore { while start < offset, bytes[start] & 0xC0 == 0x80 { start += 1 } }
    var end = offset
    while end < bytes.count, end - offset < radius, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
    let cutAfter = end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D
    if cutAfter { while end > offset, bytes[end] & 0xC0 == 0x80 { end -= 1 } }
    let before = String(decoding: bytes[start..<offset], as: UTF8.self).unicodeScalars.count
    return (String(decoding: bytes[start..<end], as: UTF8.self), before, (cutBefore, cutAfter))
  }
}
