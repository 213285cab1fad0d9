/// A look at a spec's bytes before it is decoded: whether they may hold a
/// key, written out or through an escape that could spell it (`"r\u006fws"`,
/// a line break escaped inside a double-quoted key). A "no" is certain; a
/// "yes" may be wrong, and only costs the work the key would need. The
/// loader uses it to keep that work off specs that cannot need it.
enum KeyScreen {
  /// Whether `bytes` may hold any of `words`.
  static func mayHold(_ words: [String], in bytes: [UInt8]) -> Bool {
    if words.contains(where: { contains(bytes, Array($0.utf8)) }) { return true }
    var index = 0
    while let slash = bytes[index...].firstIndex(of: UInt8(ascii: "\\")), slash + 1 < bytes.count {
      switch bytes[slash + 1] {
      case UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "x"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
        UInt8(ascii: " "), UInt8(ascii: "\t"):
        return true
      default: index = slash + 2
      }
    }
    return false
  }

  private static func contains(_ bytes: [UInt8], _ word: [UInt8]) -> Bool {
    guard bytes.count >= word.count, let first = word.first else { return false }
    var index = 0
    while index <= bytes.count - word.count {
      if bytes[index] == first, bytes[index..<index + word.count].elementsEqual(word) { return true }
      index += 1
    }
    return false
  }
}
