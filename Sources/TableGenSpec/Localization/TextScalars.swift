/// The Unicode scalars of a text file with each one's position: UTF-8 (a
/// byte-order mark skipped) or UTF-16 with a byte-order mark, as Apple's
/// `.strings` files come. Offsets are the file's own bytes.
enum TextScalars {
  /// The scalars, and where each starts: 8 bytes a scalar, the line and
  /// column worked out only for the positions asked for.
  final class Decoded {
    let scalars: [Unicode.Scalar]
    /// The byte offset of each scalar, and of the end.
    private let offsets: [Int32]
    /// The last position worked out; positions are mostly asked for in order.
    private var cursor = (index: 0, line: 1, column: 1)

    init(scalars: [Unicode.Scalar], offsets: [Int32]) {
      self.scalars = scalars
      self.offsets = offsets
    }

    /// The position of the scalar at `index`, or of the end.
    func location(at index: Int) -> SourceLocation {
      let index = min(max(index, 0), scalars.count)
      if index < cursor.index { cursor = (0, 1, 1) }
      while cursor.index < index {
        if scalars[cursor.index] == "\n" {
          cursor.line += 1
          cursor.column = 1
        } else {
          cursor.column += 1
        }
        cursor.index += 1
      }
      return SourceLocation(line: cursor.line, column: cursor.column, offset: Int(offsets[index]))
    }
  }

  /// The scalars, or the position of the first byte that is not valid text.
  static func decode(_ bytes: [UInt8]) -> Result<Decoded, SourceLocationError> {
    if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
      return decodeUTF16(bytes, littleEndian: bytes[0] == 0xFF)
    }
    var scalars: [Unicode.Scalar] = []
    var offsets: [Int32] = []
    scalars.reserveCapacity(bytes.count)
    offsets.reserveCapacity(bytes.count + 1)
    var offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while offset < bytes.count {
      guard let (scalar, length) = utf8Scalar(bytes, at: offset) else {
        return .failure(SourceLocationError(location: failure(scalars, offsets, at: offset)))
      }
      scalars.append(scalar)
      offsets.append(Int32(offset))
      offset += length
    }
    offsets.append(Int32(offset))
    return .success(Decoded(scalars: scalars, offsets: offsets))
  }

  private static func decodeUTF16(_ bytes: [UInt8], littleEndian: Bool) -> Result<Decoded, SourceLocationError> {
    var scalars: [Unicode.Scalar] = []
    var offsets: [Int32] = []
    var offset = 2
    func unit(at offset: Int) -> UInt32? {
      guard offset + 1 < bytes.count else { return nil }
      let (low, high) = littleEndian ? (bytes[offset], bytes[offset + 1]) : (bytes[offset + 1], bytes[offset])
      return UInt32(high) << 8 | UInt32(low)
    }
    while offset < bytes.count {
      guard let first = unit(at: offset) else {
        return .failure(SourceLocationError(location: failure(scalars, offsets, at: offset)))
      }
      var value = first
      var length = 2
      if (0xD800...0xDBFF).contains(first) {
        guard let second = unit(at: offset + 2), (0xDC00...0xDFFF).contains(second) else {
          return .failure(SourceLocationError(location: failure(scalars, offsets, at: offset)))
        }
        value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        length = 4
      }
      guard let scalar = Unicode.Scalar(value) else {
        return .failure(SourceLocationError(location: failure(scalars, offsets, at: offset)))
      }
      scalars.append(scalar)
      offsets.append(Int32(offset))
      offset += length
    }
    offsets.append(Int32(offset))
    return .success(Decoded(scalars: scalars, offsets: offsets))
  }

  /// The scalar at `offset` and its length in bytes; nil for bytes that are not UTF-8.
  private static func utf8Scalar(_ bytes: [UInt8], at offset: Int) -> (Unicode.Scalar, Int)? {
    let lead = bytes[offset]
    let (length, initial): (Int, UInt32) =
      switch lead {
      case 0x00...0x7F: (1, UInt32(lead))
      case 0xC2...0xDF: (2, UInt32(lead & 0x1F))
      case 0xE0...0xEF: (3, UInt32(lead & 0x0F))
      case 0xF0...0xF4: (4, UInt32(lead & 0x07))
      default: (0, 0)
      }
    guard length > 0, offset + length <= bytes.count else { return nil }
    var value = initial
    for index in 1..<length {
      let byte = bytes[offset + index]
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    // Overlong forms and surrogates are not UTF-8.
    let smallest: UInt32 = [0, 0, 0x80, 0x800, 0x10000][length]
    guard value >= smallest, let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, length)
  }

  /// The position of the bytes at `offset` that do not decode, after `scalars`.
  private static func failure(_ scalars: [Unicode.Scalar], _ offsets: [Int32], at offset: Int) -> SourceLocation {
    let decoded = Decoded(scalars: scalars, offsets: offsets + [Int32(offset)])
    return decoded.location(at: scalars.count)
  }
}

/// Where a file stops being readable text.
struct SourceLocationError: Error {
  var location: SourceLocation
}
