import TableGenSpec

/// Apple's binary property list, `bplist00`: a header, the objects, a table of
/// their offsets and a 32-byte trailer naming the widths, the count and the root.
///
/// Every number read from the file is checked before it is used: offsets and
/// counts against the file's size (with overflow-checked arithmetic), widths
/// against 1–8 bytes. An object that refers to itself through its contents is
/// a cycle; an object shared by several containers is decoded once and its
/// tree reused (Apple's writer shares equal strings and numbers), and the
/// values that sharing adds to the tree beyond one per byte of the file are
/// counted against `maxAliasExpansion`, so a small file cannot stand for a huge tree.
/// A position is line 1 and the object's byte offset (column = offset + 1).
struct BinaryPlistParser {
  static let magic = Array("bplist00".utf8)
  private static let trailerSize = 32

  static func hasMagic(_ bytes: [UInt8]) -> Bool { bytes.starts(with: magic) }

  private let bytes: [UInt8]
  private let options: LoadOptions
  private var offsetIntSize = 0
  private var referenceSize = 0
  private var objectCount = 0
  private var offsetTableStart = 0
  /// Each object's node once decoded, and how many values its tree holds.
  private var decoded: [Int: (node: PlistNode, size: Int)] = [:]
  /// The objects being decoded, from the root down: one met again is a cycle.
  private var onPath: Set<Int> = []
  private var valueProblems: [Diagnostic] = []

  init(bytes: [UInt8], options: LoadOptions) {
    self.bytes = bytes
    self.options = options
  }

  mutating func parse(path: String) -> PlistReadResult {
    do throws(PlistFailure) {
      let root = try readTrailer()
      let (node, size) = try object(root, depth: 0)
      // Each reference takes a byte at least, so a tree without shared dicts or
      // arrays has fewer values than the file has bytes; only sharing them adds more.
      if size > bytes.count + options.maxAliasExpansion {
        throw PlistFailure(
          .plistObjectReference,
          "shared dicts and arrays expand to more than \(options.maxAliasExpansion) values beyond the file's "
            + "\(bytes.count) bytes", at: range(at: offset(of: root)))
      }
      return PlistReadResult(
        document: PlistDocument(path: path, format: .binary, root: node), diagnostics: valueProblems)
    } catch {
      return PlistReadResult(document: nil, diagnostics: valueProblems + [error.diagnostic])
    }
  }

  // MARK: - Trailer and offsets

  /// Reads and checks the trailer; returns the root object's number.
  private mutating func readTrailer() throws(PlistFailure) -> Int {
    let headerAndTrailer = Self.magic.count + Self.trailerSize
    guard bytes.count > headerAndTrailer else {
      throw PlistFailure(
        "the binary plist is \(bytes.count) bytes, too short for its header and 32-byte trailer",
        at: range(at: bytes.count))
    }
    let trailer = bytes.count - Self.trailerSize
    offsetIntSize = Int(bytes[trailer + 6])
    referenceSize = Int(bytes[trailer + 7])
    guard (1...8).contains(offsetIntSize), (1...8).contains(referenceSize) else {
      throw PlistFailure(
        "the trailer gives offsets of \(offsetIntSize) bytes and references of \(referenceSize); each must be 1 to 8",
        at: range(at: trailer + 6))
    }
    let count = unsigned(at: trailer + 8, width: 8)
    let root = unsigned(at: trailer + 16, width: 8)
    let tableStart = unsigned(at: trailer + 24, width: 8)
    // The table lies between the header and the trailer, one entry per object.
    let limit = UInt64(trailer)
    guard count >= 1, count <= limit, tableStart >= UInt64(Self.magic.count), tableStart <= limit,
      count * UInt64(offsetIntSize) <= limit - tableStart
    else {
      throw PlistFailure(
        "the trailer's object count (\(count)) and offset table (at \(tableStart)) do not fit in the file",
        at: range(at: trailer + 8))
    }
    guard root < count else {
      throw PlistFailure("the root object \(root) is not one of the \(count) objects", at: range(at: trailer + 16))
    }
    objectCount = Int(count)
    offsetTableStart = Int(tableStart)
    return Int(root)
  }

  /// The offset of object `number`, checked to lie between the header and the offset table.
  private func offset(of number: Int) -> Int {
    Int(unsigned(at: offsetTableStart + number * offsetIntSize, width: offsetIntSize))
  }

  private func checkedOffset(of number: Int, referencedAt site: Int) throws(PlistFailure) -> Int {
    guard number < objectCount else {
      throw PlistFailure(
        .plistObjectReference, "a reference to object \(number), but the file has \(objectCount)", at: range(at: site))
    }
    let entry = unsigned(at: offsetTableStart + number * offsetIntSize, width: offsetIntSize)
    guard entry >= UInt64(Self.magic.count), entry < UInt64(offsetTableStart) else {
      throw PlistFailure(
        "object \(number)'s offset \(entry) is outside the objects (\(Self.magic.count) to \(offsetTableStart))",
        at: range(at: offsetTableStart + number * offsetIntSize))
    }
    return Int(entry)
  }

  // MARK: - Objects

  /// Object `number` and the count of values in its tree.
  private mutating func object(_ number: Int, depth: Int, site: Int? = nil) throws(PlistFailure) -> (PlistNode, Int) {
    if let known = decoded[number] { return known }
    let start = try checkedOffset(of: number, referencedAt: site ?? bytes.count - Self.trailerSize + 16)
    guard !onPath.contains(number) else {
      throw PlistFailure(.plistObjectReference, "object \(number) contains itself", at: range(at: site ?? start))
    }
    let marker = bytes[start]
    let kind = marker >> 4
    let low = Int(marker & 0x0F)
    let result: (PlistNode, Int)
    switch kind {
    case 0x0:
      guard low == 0x8 || low == 0x9 else {
        throw PlistFailure("object marker 0x\(String(marker, radix: 16)) is not a plist value", at: range(at: start))
      }
      result = (node(.bool(low == 0x9), from: start, to: start + 1), 1)
    case 0x1:
      result = (try integer(at: start, exponent: low), 1)
    case 0x2:
      guard low == 2 || low == 3 else {
        throw PlistFailure("a real of \(1 << min(low, 15)) bytes; reals are 4 or 8", at: range(at: start))
      }
      let width = 1 << low
      try need(width, at: start + 1, for: start)
      let bits = unsigned(at: start + 1, width: width)
      let value = width == 4 ? Double(Float(bitPattern: UInt32(bits))) : Double(bitPattern: bits)
      result = (node(.real(value), from: start, to: start + 1 + width), 1)
    case 0x3:
      guard marker == 0x33 else {
        throw PlistFailure("object marker 0x\(String(marker, radix: 16)) is not a date", at: range(at: start))
      }
      try need(8, at: start + 1, for: start)
      let seconds = Double(bitPattern: unsigned(at: start + 1, width: 8))
      let end = start + 9
      if let text = PlistDates.text(secondsSinceReference: seconds) {
        result = (node(.date(text), from: start, to: end), 1)
      } else {
        throw PlistFailure(.plistInvalidValue, "the date \(seconds) is outside the years 1 to 9999", at: range(at: start))
      }
    case 0x4, 0x5, 0x6:
      let (count, contents) = try length(at: start, low: low)
      let width = kind == 0x6 ? 2 : 1
      let (byteCount, overflow) = count.multipliedReportingOverflow(by: width)
      guard !overflow else { throw tooLong(count, at: start) }
      try need(byteCount, at: contents, for: start)
      let slice = Array(bytes[contents..<(contents + byteCount)])
      let value: PlistValue
      switch kind {
      case 0x4: value = .data(slice)
      case 0x5:
        guard let bad = slice.firstIndex(where: { $0 >= 0x80 }) else {
          value = .string(String(decoding: slice, as: UTF8.self))
          break
        }
        throw PlistFailure(
          .plistInvalidValue, "an ASCII string holds the byte 0x\(String(slice[bad], radix: 16))",
          at: range(at: contents + bad))
      default:
        value = .string(try utf16(slice, at: contents))
      }
      result = (node(value, from: start, to: contents + byteCount), 1)
    case 0xA, 0xD:
      result = try container(number, at: start, isDict: kind == 0xD, low: low, depth: depth)
    default:
      let name = kind == 0x8 ? "a UID (keyed-archiver data)" : kind == 0xC ? "a set" : "not a plist value"
      throw PlistFailure(
        "object marker 0x\(String(marker, radix: 16)) is \(name), which property lists do not hold", at: range(at: start))
    }
    decoded[number] = result
    return result
  }

  private mutating func container(_ number: Int, at start: Int, isDict: Bool, low: Int, depth: Int)
    throws(PlistFailure) -> (PlistNode, Int)
  {
    guard depth < options.maxDepth else {
      throw PlistFailure(
        .nestingTooDeep, "dicts and arrays are nested more than \(options.maxDepth) levels deep", at: range(at: start))
    }
    let (count, references) = try length(at: start, low: low)
    let (refCount, overflow) = count.multipliedReportingOverflow(by: isDict ? 2 : 1)
    let (byteCount, overflow2) = refCount.multipliedReportingOverflow(by: referenceSize)
    guard !overflow, !overflow2 else { throw tooLong(count, at: start) }
    try need(byteCount, at: references, for: start)
    let end = references + byteCount
    onPath.insert(number)
    defer { onPath.remove(number) }
    var size = 1
    func reference(_ index: Int) -> (number: Int, site: Int) {
      let site = references + index * referenceSize
      let value = unsigned(at: site, width: referenceSize)
      return (value > UInt64(Int.max) ? Int.max : Int(value), site)
    }
    func add(_ more: Int) { size = size > Int.max - more ? Int.max : size + more }
    if isDict {
      var entries: [PlistEntry] = []
      entries.reserveCapacity(count)
      for index in 0..<count {
        let keyReference = reference(index)
        let (key, _) = try object(keyReference.number, depth: depth + 1, site: keyReference.site)
        guard case .string(let name) = key.value else {
          throw PlistFailure("a dict key is not a string", at: key.range)
        }
        let valueReference = reference(count + index)
        let (value, valueSize) = try object(valueReference.number, depth: depth + 1, site: valueReference.site)
        entries.append(PlistEntry(key: name, keyRange: key.range, node: value))
        add(valueSize)
      }
      return (node(.dict(entries), from: start, to: end), size)
    }
    var items: [PlistNode] = []
    items.reserveCapacity(count)
    for index in 0..<count {
      let itemReference = reference(index)
      let (item, itemSize) = try object(itemReference.number, depth: depth + 1, site: itemReference.site)
      items.append(item)
      add(itemSize)
    }
    return (node(.array(items), from: start, to: end), size)
  }

  /// An integer of 2^exponent bytes, big-endian: 1, 2 and 4 bytes unsigned, 8
  /// signed, 16 only when its value fits in 64 bits (as Apple's writer uses it).
  private func integer(at start: Int, exponent: Int) throws(PlistFailure) -> PlistNode {
    guard exponent <= 4 else {
      throw PlistFailure("an integer of 2^\(exponent) bytes; integers are 1 to 16", at: range(at: start))
    }
    let width = 1 << exponent
    try need(width, at: start + 1, for: start)
    let value: Int64
    if width == 16 {
      let high = unsigned(at: start + 1, width: 8)
      let low = unsigned(at: start + 9, width: 8)
      guard high == 0 || (high == UInt64.max && low >= 1 << 63) else {
        throw PlistFailure(.plistInvalidValue, "a 128-bit integer beyond 64 bits", at: range(at: start))
      }
      value = Int64(bitPattern: low)
    } else {
      value = Int64(bitPattern: unsigned(at: start + 1, width: width))
    }
    return node(.integer(value), from: start, to: start + 1 + width)
  }

  /// The count of a data, string or container object, from the marker's low
  /// nibble or, when that is 0xF, from the integer object that follows; and the
  /// offset where its contents begin.
  private func length(at start: Int, low: Int) throws(PlistFailure) -> (Int, Int) {
    guard low == 0xF else { return (low, start + 1) }
    try need(1, at: start + 1, for: start)
    let marker = bytes[start + 1]
    guard marker >> 4 == 0x1, marker & 0x0F <= 3 else {
      throw PlistFailure("a length is not an integer of 1 to 8 bytes", at: range(at: start + 1))
    }
    let width = 1 << Int(marker & 0x0F)
    try need(width, at: start + 2, for: start)
    let count = unsigned(at: start + 2, width: width)
    guard count <= UInt64(bytes.count) else { throw tooLong(Int(clamping: count), at: start) }
    return (Int(count), start + 2 + width)
  }

  /// Checks that `count` bytes from `offset` lie before the offset table.
  private func need(_ count: Int, at offset: Int, for object: Int) throws(PlistFailure) {
    guard offset <= offsetTableStart, count <= offsetTableStart - offset else {
      throw PlistFailure("the object at \(object) runs past the end of the objects", at: range(at: object))
    }
  }

  private func tooLong(_ count: Int, at start: Int) -> PlistFailure {
    PlistFailure("the object at \(start) claims \(count) elements, more than the file holds", at: range(at: start))
  }

  private func utf16(_ slice: [UInt8], at contents: Int) throws(PlistFailure) -> String {
    var units: [UInt16] = []
    units.reserveCapacity(slice.count / 2)
    for pair in stride(from: 0, to: slice.count, by: 2) { units.append(UInt16(slice[pair]) << 8 | UInt16(slice[pair + 1])) }
    var text = String.UnicodeScalarView()
    var iterator = units.makeIterator()
    var decoder = UTF16()
    var unit = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        text.append(scalar)
        unit += UTF16.width(scalar)
      case .emptyInput: return String(text)
      case .error:
        throw PlistFailure(
          .plistInvalidValue, "a UTF-16 string has an unpaired surrogate at unit \(unit)",
          at: range(at: contents + 2 * unit))
      }
    }
  }

  // MARK: - Bytes and positions

  /// The big-endian unsigned number of `width` bytes at `offset`; the caller has checked the bounds.
  private func unsigned(at offset: Int, width: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in offset..<(offset + width) { value = value << 8 | UInt64(bytes[index]) }
    return value
  }

  private func node(_ value: PlistValue, from start: Int, to end: Int) -> PlistNode {
    PlistNode(value, range: SourceRange(start: Self.location(start), end: Self.location(end)))
  }

  private func range(at offset: Int) -> SourceRange { SourceRange(at: Self.location(offset)) }

  static func location(_ offset: Int) -> SourceLocation { SourceLocation(line: 1, column: offset + 1, offset: offset) }
}
