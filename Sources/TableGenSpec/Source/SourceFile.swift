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

  /// The text of the line holding `offset`, without its line break, for snippets
  /// under a diagnostic. Invalid UTF-8 is shown with replacement characters.
  public func lineText(containing offset: Int) -> String {
    let offset = min(max(0, offset), bytes.count)
    var start = offset
    while start > 0, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
    var end = offset
    while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
