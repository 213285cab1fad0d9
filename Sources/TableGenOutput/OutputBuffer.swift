#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one byte buffer that renderers write into: UTF-8 appended in place, so a
/// large form costs no `String` per row and no document tree.
///
/// A buffer made with ``init(capacity:)`` keeps everything (for `--output`,
/// `--inject` and tests). One made with ``init(flushingTo:chunkSize:)`` hands its
/// bytes to a file descriptor whenever the writer calls ``flushIfFull()`` past
/// `chunkSize`, so memory stays bounded however long the output. Appending
/// never writes by itself: a writer may still trim what it appended (a line's
/// trailing spaces) until it says the bytes are final.
public struct OutputBuffer: Sendable {
  /// The bytes not yet handed to the descriptor (all of them, without one).
  public var bytes: [UInt8] { storage }
  @usableFromInline var storage: [UInt8]
  @usableFromInline let descriptor: Int32?
  @usableFromInline let chunkSize: Int
  /// Whether a write to the descriptor failed (a closed pipe, a full disk).
  /// Later bytes are dropped: nothing more can be said there.
  public var writeFailed: Bool { writeErrorNumber != nil }
  /// The `errno` of the failed write, kept at once: later calls overwrite errno.
  public private(set) var writeErrorNumber: Int32?

  /// A buffer that keeps everything appended.
  public init(capacity: Int = 0) {
    storage = []
    storage.reserveCapacity(capacity)
    descriptor = nil
    chunkSize = .max
  }

  /// A buffer that writes to `descriptor` in chunks of about `chunkSize` storage.
  public init(flushingTo descriptor: Int32, chunkSize: Int = 64 * 1024) {
    storage = []
    storage.reserveCapacity(chunkSize + chunkSize / 4)
    self.descriptor = descriptor
    self.chunkSize = max(chunkSize, 1)
  }

  /// A buffer that writes to standard output in chunks.
  public static func standardOutput() -> OutputBuffer {
    OutputBuffer(flushingTo: STDOUT_FILENO)
  }

  /// The bytes not yet flushed.
  @inlinable public var count: Int { storage.count }

  /// The buffer's bytes as text (they are valid UTF-8 when only text was appended).
  public var text: String { String(decoding: storage, as: UTF8.self) }

  @inlinable public mutating func append(_ byte: UInt8) {
    storage.append(byte)
  }

  @inlinable public mutating func append(_ text: String) {
    storage.append(contentsOf: text.utf8)
  }

  @inlinable public mutating func append(_ text: Substring) {
    storage.append(contentsOf: text.utf8)
  }

  @inlinable public mutating func append(_ text: StaticString) {
    if text.hasPointerRepresentation {
      storage.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    } else {
      text.withUTF8Buffer { storage.append(contentsOf: $0) }
    }
  }

  @inlinable public mutating func append(contentsOf other: some Collection<UInt8>) {
    storage.append(contentsOf: other)
  }

  /// `byte` `count` times.
  @inlinable public mutating func append(_ byte: UInt8, count: Int) {
    guard count > 0 else { return }
    storage.append(contentsOf: repeatElement(byte, count: count))
  }

  /// `text` `count` times (a rule of box-drawing characters).
  public mutating func append(_ text: String, count: Int) {
    guard count > 0 else { return }
    let utf8 = text.utf8
    if utf8.count == 1, let byte = utf8.first { return append(byte, count: count) }
    storage.reserveCapacity(storage.count + utf8.count * count)
    // Copied from a buffer pointer: appending a String's UTF-8 view goes
    // through a generic copy that costs more than the bytes.
    Array(utf8).withUnsafeBufferPointer { unit in
      for _ in 0..<count { storage.append(contentsOf: unit) }
    }
  }

  /// `value` in decimal digits, as `String(value)` writes it.
  public mutating func append(decimal value: Int) {
    if value < 0 {
      storage.append(UInt8(ascii: "-"))
      // The magnitude, so that Int.min does not overflow.
      return append(decimalMagnitude: value.magnitude)
    }
    append(decimalMagnitude: UInt(value))
  }

  private mutating func append(decimalMagnitude value: UInt) {
    if value < 10 { return storage.append(UInt8(ascii: "0") + UInt8(value)) }
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for 20 digits
    var count = 0
    var rest = value
    withUnsafeMutableBytes(of: &digits) { raw in
      while rest > 0 {
        count += 1
        raw[24 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      }
      storage.append(contentsOf: raw[(24 - count)...])
    }
  }

  /// Drops the last `count` bytes (they must not have been flushed yet).
  public mutating func removeLast(_ count: Int) {
    storage.removeLast(count)
  }

  /// Hands the bytes to the descriptor once they pass the chunk size. Writers
  /// call this where what they appended is final (after a line or a row).
  @inlinable public mutating func flushIfFull() {
    if storage.count >= chunkSize { flush() }
  }

  /// Hands every byte to the descriptor; without one, does nothing.
  public mutating func flush() {
    guard let descriptor, !storage.isEmpty else { return }
    if !writeFailed, !Self.writeAll(storage, to: descriptor) {
      writeErrorNumber = errno
    }
    storage.removeAll(keepingCapacity: true)
  }

  /// Writes every byte to `descriptor`, retrying after an interrupted or short
  /// write; false when the descriptor refuses (a full disk, a closed pipe).
  public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return true }
      var offset = 0
      while offset < buffer.count {
        let count = systemWrite(descriptor, base + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += count
      }
      return true
    }
  }
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafePointer<UInt8>, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
