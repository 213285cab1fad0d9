/// The checks every file passes before a parser sees it: size, encoding, NUL
/// bytes. libyaml would report some of these too, but without a line and
/// column, or (for UTF-16) by silently accepting a second encoding.
struct InputScreening {
  /// The first problem found, if any; the file is not parsed when there is one.
  var problem: Diagnostic?
  /// How many bytes of UTF-8 byte-order mark to skip (0 or 3).
  var bomLength = 0
  /// Maps libyaml's scalar indices to byte offsets.
  var offsets: ScalarOffsetTable

  init(_ bytes: [UInt8], options: LoadOptions) {
    offsets = ScalarOffsetTable()
    // The document keeps positions in 32 bits; a quarter of their range leaves room for tags.
    let limit = min(options.maxFileSize, Int(Int32.max) / 4)
    if bytes.count > limit {
      problem = Diagnostic(
        .fileTooLarge,
        "the file is \(bytes.count) bytes, more than the limit of \(limit) bytes",
        at: SourceRange(at: .start))
      return
    }
    if let encoding = Self.foreignByteOrderMark(bytes) {
      problem = Diagnostic(
        .invalidEncoding,
        "the file starts with a \(encoding) byte-order mark; specs must be UTF-8",
        at: SourceRange(at: .start),
        suggestion: "save the file as UTF-8, for example with 'iconv -f \(encoding) -t UTF-8'")
      return
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bomLength = 3 }
    problem = scan(bytes, quotesText: options.quotesText)
  }

  private static func foreignByteOrderMark(_ bytes: [UInt8]) -> String? {
    if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32BE" }
    if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32LE" }
    if bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16BE" }
    if bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16LE" }
    return nil
  }

  /// Validates UTF-8 and rejects NUL in one pass, recording scalar offsets on the way.
  private mutating func scan(_ bytes: [UInt8], quotesText: Bool) -> Diagnostic? {
    bytes.withUnsafeBufferPointer { buffer -> Diagnostic? in
      var index = 0
      var scalarIndex = 0
      let count = buffer.count
      while index < count {
        // Eight ASCII bytes at a time, none of them NUL, while no checkpoint falls inside them.
        if scalarIndex & ScalarOffsetTable.strideMask <= ScalarOffsetTable.stride - 8, index + 8 <= count {
          let word = UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)
          let highBits: UInt64 = 0x8080_8080_8080_8080
          let hasZero = (word &- 0x0101_0101_0101_0101) & ~word & highBits
          if word & highBits == 0, hasZero == 0 {
            if scalarIndex & ScalarOffsetTable.strideMask == 0 { offsets.recordCheckpoint(byteOffset: index) }
            index += 8
            scalarIndex += 8
            continue
          }
        }
        let byte = buffer[index]
        if scalarIndex & ScalarOffsetTable.strideMask == 0 {
          offsets.recordCheckpoint(byteOffset: index)
        }
        var length = 1
        if byte == 0 || byte >= 0x80 {
          if byte == 0 {
            return Diagnostic(
              .invalidEncoding, "the file contains a NUL byte; specs must be text",
              at: SourceRange(at: Self.location(ofByte: index, in: buffer)))
          }
          length = Self.sequenceLength(buffer, at: index)
          if length == 0 {
            return Diagnostic(
              .invalidEncoding,
              quotesText
                ? "the file is not valid UTF-8: byte 0x\(String(byte, radix: 16, uppercase: true)) cannot appear here"
                : "the file is not valid UTF-8 here",
              at: SourceRange(at: Self.location(ofByte: index, in: buffer)),
              suggestion: "save the file as UTF-8")
          }
          offsets.isASCII = false
        }
        index += length
        scalarIndex += 1
      }
      return nil
    }
  }

  /// The line and column of the byte at `offset` in text valid up to there,
  /// counting lines as YAML and JSON do (LF, CR, and CRLF as one break); only
  /// for a problem, so the scan itself need not count lines.
  private static func location(ofByte offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> SourceLocation {
    var line = 1
    var column = 1
    var previousWasCR = false
    for byte in buffer[..<offset] {
      if byte == 0x0A {
        if !previousWasCR { line += 1 }
        column = 1
      } else if byte == 0x0D {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      previousWasCR = byte == 0x0D
    }
    return SourceLocation(line: line, column: column, offset: offset)
  }

  /// The length of the well-formed UTF-8 sequence starting at `index`, or 0 when
  /// it is malformed (overlong, surrogate, beyond U+10FFFF, or truncated).
  private static func sequenceLength(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    let lead = buffer[index]
    let length: Int
    var lowerBound: UInt8 = 0x80
    var upperBound: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      lowerBound = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      upperBound = 0x9F
    case 0xF0:
      length = 4
      lowerBound = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      upperBound = 0x8F
    default: return 0
    }
    guard index + length <= buffer.count else { return 0 }
    let second = buffer[index + 1]
    guard second >= lowerBound, second <= upperBound else { return 0 }
    for offset in 2..<length where buffer[index + offset] & 0xC0 != 0x80 { return 0 }
    return length
  }
}

/// Turns a scalar index (libyaml's `mark.index`) into a byte offset. For ASCII
/// files the two are equal; otherwise a checkpoint every 64 scalars bounds the
/// walk, and a cursor at the last answer shortens it to the distance between
/// consecutive marks, which libyaml hands out in ascending order.
struct ScalarOffsetTable: Sendable {
  static let stride = 64
  static let strideMask = stride - 1
  var isASCII = true
  private var checkpoints: [Int] = []

  /// The last scalar index looked up and its byte offset.
  struct Cursor {
    var scalar = 0
    var byte = 0
  }

  /// Records the byte offset of scalar number `checkpoints.count * stride`.
  mutating func recordCheckpoint(byteOffset: Int) {
    checkpoints.append(byteOffset)
  }

  func byteOffset(ofScalar scalarIndex: Int, in bytes: UnsafeBufferPointer<UInt8>, cursor: inout Cursor) -> Int {
    if isASCII { return min(scalarIndex, bytes.count) }
    let slot = scalarIndex / Self.stride
    guard slot < checkpoints.count else { return bytes.count }
    // A block whose next checkpoint is `stride` bytes on is all ASCII: no walk.
    if slot + 1 < checkpoints.count, checkpoints[slot + 1] - checkpoints[slot] == Self.stride {
      return checkpoints[slot] + (scalarIndex - slot * Self.stride)
    }
    var offset = checkpoints[slot]
    var remaining = scalarIndex - slot * Self.stride
    // Walking on from the cursor is shorter when it lies between the checkpoint and the scalar.
    if cursor.scalar <= scalarIndex, cursor.scalar > slot * Self.stride {
      offset = cursor.byte
      remaining = scalarIndex - cursor.scalar
    }
    // Eight ASCII bytes are eight scalars.
    while remaining >= 8, offset + 8 <= bytes.count,
      UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
    {
      offset += 8
      remaining -= 8
    }
    while remaining > 0, offset < bytes.count {
      offset += 1
      while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      remaining -= 1
    }
    cursor = Cursor(scalar: scalarIndex, byte: offset)
    return offset
  }
}
