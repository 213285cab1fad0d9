import TableGenOutput
import TableGenSpec

/// A key as the form understands it.
public enum Key: Equatable, Sendable {
  /// Printable text: one grapheme's worth of scalars.
  case character(Character)
  /// Return (CR in raw mode).
  case enter
  /// Ctrl-J (LF): a new line in a text view on terminals that send it.
  case lineFeed
  /// Alt-Enter (Esc then Return).
  case altEnter
  case tab, shiftTab
  case backspace, delete
  case up, down, left, right, home, end, pageUp, pageDown
  /// Esc on its own.
  case escape
  /// Ctrl-C.
  case interrupt
  /// Ctrl-D.
  case endOfInput
  /// Any other control key, by its letter: `.control("e")` for Ctrl-E.
  case control(Character)
  /// A sequence the form does not use (F-keys, mouse reports, invalid UTF-8).
  case unknown
}

/// Turns the raw bytes a terminal sends in raw mode into keys. Bytes can arrive
/// split anywhere (half an escape sequence, half a UTF-8 character); what is
/// incomplete waits for the next call. A lone Esc is ambiguous until the
/// terminal has had time to send the rest of a sequence: the driver calls
/// `flush()` when no byte follows within a short wait.
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  public init() {}

  /// Whether bytes are waiting for the rest of a sequence.
  public var hasPending: Bool { !pending.isEmpty }

  /// The keys `bytes` complete, in order.
  public mutating func decode(_ bytes: [UInt8]) -> [Key] {
    pending += bytes
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      guard let (key, length) = Self.key(in: pending, at: index) else { break }
      keys.append(key)
      index += length
    }
    pending.removeFirst(index)
    return keys
  }

  /// The keys still waiting, taken as they are: a lone Esc becomes `.escape`,
  /// an unfinished sequence `.unknown`.
  public mutating func flush() -> [Key] {
    defer { pending = [] }
    guard !pending.isEmpty else { return [] }
    if pending == [0x1B] { return [.escape] }
    if pending.first == 0x1B, pending.count == 2, let key = Self.key(in: [pending[1]], at: 0)?.key {
      return key == .enter ? [.altEnter] : [.escape, key]
    }
    return [.unknown]
  }

  /// The key at `index` and its length in bytes, or nil when it is incomplete.
  static func key(in bytes: [UInt8], at index: Int) -> (key: Key, length: Int)? {
    let byte = bytes[index]
    switch byte {
    case 0x0D: return (.enter, 1)
    case 0x0A: return (.lineFeed, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x03: return (.interrupt, 1)
    case 0x04: return (.endOfInput, 1)
    case 0x1B: return escapeSequence(in: bytes, at: index)
    case 0x00..<0x20: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
    case 0x20..<0x7F: return (.character(Character(Unicode.Scalar(byte))), 1)
    default: return utf8Character(in: bytes, at: index)
    }
  }

  private static func escapeSequence(in bytes: [UInt8], at index: Int) -> (key: Key, length: Int)? {
    guard index + 1 < bytes.count else { return nil }
    let next = bytes[index + 1]
    switch next {
    case UInt8(ascii: "["), UInt8(ascii: "O"):
      // CSI or SS3: parameters (digits and ;) then one final byte in @...~.
      var end = index + 2
      while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
      guard end < bytes.count else { return nil }
      let final = bytes[end]
      guard (0x40...0x7E).contains(final) else { return (.unknown, end - index) }
      let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
      return (csiKey(final: final, parameters: parameters), end - index + 1)
    case 0x0D:
      return (.altEnter, 2)
    case 0x1B:
      return (.escape, 1)  // Esc pressed twice: the first is a key of its own
    default:
      // Alt plus a key: the form treats it as the key alone.
      guard let (key, length) = Self.key(in: bytes, at: index + 1) else { return nil }
      return (key, length + 1)
    }
  }

  private static func csiKey(final: UInt8, parameters: String) -> Key {
    let first = parameters.split(separator: ";").first.map(String.init) ?? ""
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "Z"): return .shiftTab
    case UInt8(ascii: "~"):
      switch first {
      case "1", "7": return .home
      case "3": return .delete
      case "4", "8": return .end
      case "5": return .pageUp
      case "6": return .pageDown
      default: return .unknown
      }
    default: return .unknown
    }
  }

  /// One UTF-8 encoded scalar; an invalid byte is `.unknown` on its own.
  private static func utf8Character(in bytes: [UInt8], at index: Int) -> (key: Key, length: Int)? {
    let lead = bytes[index]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (.unknown, 1)
    }
    guard index + length <= bytes.count else {
      // Incomplete unless a byte already seen is not a continuation byte.
      if bytes[(index + 1)...].contains(where: { $0 & 0xC0 != 0x80 }) { return (.unknown, 1) }
      return nil
    }
    var decoder = UTF8()
    var iterator = bytes[index..<(index + length)].makeIterator()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return (.unknown, 1) }
    if TerminalText.needsEscape(scalar) { return (.unknown, length) }
    return (.character(Character(scalar)), length)
  }
}
