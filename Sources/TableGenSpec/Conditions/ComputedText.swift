/// The caps on text that a spec computes rather than writes: a computed
/// default, and each string of a rows template made from a record. Fill, every
/// renderer and the rows expansion make such text only through `Template.render`,
/// so these numbers are said here once (docs/spec-format.md, "Limits").
///
/// A template repeats what it reads, and filters rewrite it, so a short spec
/// could otherwise ask for text or work thousands of times its size. Each
/// computed text is held to `maxBytes`, the filters of one text to
/// `maxFilterWork` bytes read, and everything one pass over a spec computes
/// (one render, one expansion, one decision of a form) to `maxPassBytes`.
public struct ComputedText: Sendable {
  /// The most UTF-8 bytes one computed text may have: 64 KiB.
  public static let maxBytes = 65_536
  /// The most bytes the filters of one text may read, in all: 1 MiB, 16 times
  /// `maxBytes`. Each filter reads the whole value it is given, so a chain of
  /// filters costs its length times the value's size.
  public static let maxFilterWork = 1 << 20
  /// The most bytes one pass may make and filter, counted together: 16 MiB.
  public static let maxPassBytes = 16 << 20

  /// Why a text was not made.
  public enum Refusal: Error, Equatable, Sendable {
    /// The text, or a value it reads, would be longer than `maxBytes`.
    case tooLong
    /// Its filters would read more than `maxFilterWork` bytes.
    case tooMuchFiltering
    /// The pass has spent `maxPassBytes`.
    case passSpent

    /// The reason in words, for a diagnostic or a note.
    public var message: String {
      switch self {
      case .tooLong:
        "it would be longer than \(ComputedText.maxBytes.formatted) bytes, the limit for a computed text"
      case .tooMuchFiltering:
        "its filters would read more than \(ComputedText.maxFilterWork.formatted) bytes, the limit for one text"
      case .passSpent:
        "the texts computed before it leave too little of the \(ComputedText.maxPassBytes.formatted) bytes one pass may make"
      }
    }
  }

  /// The bytes still free in this pass.
  public private(set) var remaining: Int

  /// A pass with `limit` bytes to spend.
  public init(limit: Int = ComputedText.maxPassBytes) {
    remaining = limit
  }

  /// Takes `bytes` from the pass, or refuses (taking nothing) when they are not free.
  mutating func spend(_ bytes: Int) throws(Refusal) {
    guard bytes <= remaining else { throw .passSpent }
    remaining -= bytes
  }

  /// Gives back `bytes` spent earlier: a text made again replaces the one it made.
  public mutating func refund(_ bytes: Int) {
    remaining += bytes
  }

  /// `text` through `filters` in turn, stopping as soon as a step would pass a cap:
  /// a value longer than `maxBytes` is refused before any filter reads it, and
  /// each filter's result is measured before the next one runs.
  mutating func filter(
    _ text: String, through filters: [Template.Filter], work: inout Int
  ) throws(Refusal) -> String {
    var text = text
    var length = text.utf8.count
    guard length <= Self.maxBytes else { throw .tooLong }
    for filter in filters {
      work += length
      guard work <= Self.maxFilterWork else { throw .tooMuchFiltering }
      try spend(length)
      text = filter.apply(to: text)
      length = text.utf8.count
      guard length <= Self.maxBytes else { throw .tooLong }
    }
    return text
  }
}

extension Template {
  /// The text the template gives when each id reads as `value(id)` (a `.null`
  /// reads as empty text), spent from `pass`; refused once it would pass one of
  /// `ComputedText`'s caps, having built no more than the cap and one part.
  public func render(
    in pass: inout ComputedText, _ value: (String) -> ConditionValue
  ) -> Result<String, ComputedText.Refusal> {
    var result = ""
    var work = 0
    do throws(ComputedText.Refusal) {
      for part in parts {
        let piece: String
        switch part {
        case .text(let text): piece = text
        case .reference(let id, let filters, _):
          piece = try pass.filter(value(id).renderedText, through: filters, work: &work)
        }
        guard result.utf8.count + piece.utf8.count <= ComputedText.maxBytes else { throw .tooLong }
        try pass.spend(piece.utf8.count)
        result += piece
      }
    } catch {
      return .failure(error)
    }
    return .success(result)
  }
}

extension Int {
  /// The number with thousands separators, as the docs write limits: 65,536.
  fileprivate var formatted: String {
    let digits = Array(String(self))
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}
