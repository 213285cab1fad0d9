/// Base64 as plists hold `<data>`: the standard alphabet, `=` padding, and any
/// whitespace between the characters (Xcode wraps long data over lines).
enum PlistBase64 {
  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  private static let values: [UInt8] = {
    var table = [UInt8](repeating: 0xFF, count: 256)
    for (value, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(value) }
    return table
  }()

  static func decode(_ text: String) -> Result<[UInt8], ScalarProblem> {
    var output: [UInt8] = []
    var accumulator: UInt32 = 0
    var count = 0
    var padding = 0
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): continue
      case UInt8(ascii: "="):
        padding += 1
        continue
      default: break
      }
      let value = values[Int(byte)]
      guard value != 0xFF, padding == 0 else {
        return .failure(ScalarProblem(message: "the data is not base64: '\(Unicode.Scalar(byte))' is not allowed there"))
      }
      accumulator = accumulator << 6 | UInt32(value)
      count += 1
      if count == 4 {
        output.append(contentsOf: [UInt8(accumulator >> 16), UInt8(accumulator >> 8 & 0xFF), UInt8(accumulator & 0xFF)])
        accumulator = 0
        count = 0
      }
    }
    switch count {
    case 0: break
    case 2: output.append(UInt8(accumulator >> 4))
    case 3: output.append(contentsOf: [UInt8(accumulator >> 10), UInt8(accumulator >> 2 & 0xFF)])
    default: return .failure(ScalarProblem(message: "the data is not base64: its length is not whole bytes"))
    }
    guard padding <= 2 else { return .failure(ScalarProblem(message: "the data is not base64: too much '=' padding")) }
    return .success(output)
  }

  /// The base64 text of `bytes`, padded, on one line.
  static func encode(_ bytes: [UInt8]) -> String {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * UInt32($1.offset)) }
      for position in 0..<4 {
        output.append(position <= chunk.count ? alphabet[Int(value >> (18 - 6 * UInt32(position)) & 0x3F)] : UInt8(ascii: "="))
      }
      index += 3
    }
    return String(decoding: output, as: UTF8.self)
  }
}
