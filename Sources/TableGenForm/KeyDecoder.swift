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
  /// Text pasted between the bracketed-paste markers (ESC[200~ … ESC[201~):
  /// text for the current field, never keys. Line breaks are LF.
  case paste(String)
  /// A paste larger than `FillLimits.textBytes`, which is not taken.
  case oversizedPaste
}

/// Turns the raw bytes a terminal sends in raw mode into keys. Bytes can arrive
/// split anywhere (half an escape sequence, half a UTF-8 character); what is
/// incomplete waits for the next call. A lone Esc is ambiguous until the
/// terminal has had time to send the rest of a sequence: the driver calls
/// `flush()` when no byte follows within a short wait.
///
/// Text typed in one read comes as one `.character` per grapheme cluster, so
/// `e` + U+0301 or 👍🏽 is one key. A bracketed paste is one `.paste`, however
/// many reads it spans, and is taken in time linear in its size. What waits is
/// bounded: an escape sequence is cut after `maxSequenceBytes`, a paste after
/// `FillLimits.textBytes`, so a hostile terminal cannot make it grow.
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []
  /// The bytes of the paste under way, nil outside a paste.
  private var paste: [UInt8]?
  /// Whether the paste under way has passed `FillLimits.textBytes`; its bytes are no longer kept.
  private var pasteOverflowed = false

  static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
  static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
  /// The longest escape sequence taken whole; longer ones are `.unknown`.
  static let maxSequenceBytes = 64

  public init() {}

  /// Whether bytes are waiting for the rest of a sequence or of a paste.
  public var hasPending: Bool { !pending.isEmpty || paste != nil }

  /// Whether a paste has begun and not yet ended.
  public var isInPaste: Bool { paste != nil }

  /// The keys `bytes` complete, in order.
  public mutating func decode(_ bytes: [UInt8]) -> [Key] {
    pending += bytes
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      if paste != nil {
        index = takePaste(from: index, into: &keys)
        if paste != nil { break }
        continue
      }
      if pending[index...].starts(with: Self.pasteStart) {
        paste = []
        pasteOverflowed = false
        index += Self.pasteStart.count
        continue
      }
      guard let (key, length) = Self.key(in: pending, at: index) else { break }
      keys.append(key)
      index += length
    }
    pending.removeFirst(index)
    return Self.joiningGraphemes(keys)
  }

  /// The keys still waiting, taken as they are: a lone Esc becomes `.escape`,
  /// an unfinished sequence `.unknown`, an unfinished paste the text so far.
  public mutating func flush() -> [Key] {
    defer { pending = [] }
    if paste != nil {
      appendToPaste(pending[...])
      pending = []
      return [endPaste()]
    }
    guard !pending.isEmpty else { return [] }
    if pending == [0x1B] { return [.escape] }
    if pending.first == 0x1B, pending.count == 2, let key = Self.key(in: [pending[1]], at: 0)?.key {
      return key == .enter ? [.altEnter] : [.escape, key]
    }
    return [.unknown]
  }

  /// Takes paste bytes from `index`: up to the end marker (then the paste is
  /// a key), or all but a tail that could be the start of a split end marker.
  /// Ctrl-C still interrupts: a terminal never pastes it, so it was typed, and
  /// a paste whose end never comes cannot hold the form. Returns where
  /// decoding goes on.
  private mutating func takePaste(from index: Int, into keys: inout [Key]) -> Int {
    let marker = Self.pasteEnd
    var position = index
    while position < pending.count {
      // ESC and Ctrl-C are rare in a paste, so the search is one pass over the bytes.
      guard let special = pending[position...].firstIndex(where: { $0 == 0x1B || $0 == 0x03 }) else {
        position = pending.count
        break
      }
      if pending[special] == 0x03 {
        appendToPaste(pending[index..<special])
        keys += [endPaste(), .interrupt]
        return special + 1
      }
      let available = pending.count - special
      if available < marker.count {
        // The end marker may be arriving in two reads: keep the tail for the next one.
        if pending[special...].elementsEqual(marker.prefix(available)) {
          appendToPaste(pending[index..<special])
          return special
        }
        position = special + 1
        continue
      }
      if pending[special..<(special + marker.count)].elementsEqual(marker) {
        appendToPaste(pending[index..<special])
        keys.append(endPaste())
        return special + marker.count
      }
      position = special + 1
    }
    appendToPaste(pending[index..<pending.count])
    return pending.count
  }

  private mutating func appendToPaste(_ bytes: ArraySlice<UInt8>) {
    guard !pasteOverflowed, var text = paste else { return }
    paste = nil  // no copy while it grows
    if text.count + bytes.count > FillLimits.textBytes {
      pasteOverflowed = true
      text = []
    } else {
      text += bytes
    }
    paste = text
  }

  private mutating func endPaste() -> Key {
    defer {
      paste = nil
      pasteOverflowed = false
    }
    if pasteOverflowed { return .oversizedPaste }
    let text = String(decoding: paste ?? [], as: UTF8.self)
    // Terminals send line breaks in a paste as CR, as Enter is sent.
    return .paste(TextWrapping.lines(of: text).joined(separator: "\n"))
  }

  /// The keys with each run of `.character` keys regrouped by grapheme
  /// cluster: the decoder reads a scalar at a time, and a character such as
  /// 🇫🇷 or `e` + U+0301 is several. One pass over the keys.
  static func joiningGraphemes(_ keys: [Key]) -> [Key] {
    var result: [Key] = []
    result.reserveCapacity(keys.count)
    var run = ""
    var runLength = 0
    func endRun() {
      if runLength > 1 {
        result += run.map { Key.character($0) }
      } else if let only = run.first {
        result.append(.character(only))
      }
      run = ""
      runLength = 0
    }
    for key in keys {
      if case .character(let character) = key {
        run.append(character)
        runLength += 1
      } else {
        endRun()
        result.append(key)
      }
    }
    endRun()
    return result
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
      while end < bytes.count, (0x30...0x3F).contains(bytes[end]) {
        end += 1
        // Past any key's length: what came so far is one unknown key, the rest is read afresh.
        if end - index >= maxSequenceBytes { return (.unknown, end - index) }
      }
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
