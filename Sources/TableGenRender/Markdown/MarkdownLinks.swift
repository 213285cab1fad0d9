/// The words of a spec string that GitHub would turn into links, and how each
/// is written so that it never does so wrongly (docs/rendering.md, "Links").
///
/// GitHub's autolink extension reads URLs, `www.` hosts and email addresses
/// out of the raw Markdown, backslash escapes and entities included, so the
/// escaped `help\_center?a=1&amp;b` becomes a link to `help%5C_center?a=1&amp;amp;b`.
/// Such a word is therefore never escaped character by character:
///
/// - an `http` or `https` URL made of characters that a link target keeps as
///   written is a link to exactly that URL, written as a CommonMark autolink
///   (`<https://…>`), which both GitHub and CommonMark parsers read literally;
/// - any other word GitHub could link (one with `://`, `www.`, or an email
///   address: another scheme, a `www.` host, an address, a URL with other
///   characters) is a code span, where nothing is linked: its target
///   would be a guess (`http://www.…`, `mailto:`), and in a form spec such a
///   word is mostly an example.
///
/// Punctuation around a word (brackets, quotes, a closing full stop or comma,
/// an unbalanced `)`) stays outside the link or code span, as GitHub leaves it.
enum MarkdownLinks {
  enum Form: Equatable {
    /// `<url>`: a link whose target is the text.
    case link
    /// A code span.
    case code
  }

  struct Run: Equatable {
    var range: Range<String.Index>
    var form: Form
  }

  /// The linkable runs of `text`, in order; empty for nearly every string,
  /// which ``mayContainLink(_:)`` rules out without splitting it into words.
  static func runs(in text: String) -> [Run] {
    guard mayContainLink(text.utf8) else { return [] }
    var runs: [Run] = []
    var index = text.startIndex
    while index < text.endIndex {
      guard !text[index].isWhitespace else {
        index = text.index(after: index)
        continue
      }
      let wordEnd = text[index...].firstIndex(where: \.isWhitespace) ?? text.endIndex
      if let core = linkableCore(of: text[index..<wordEnd]) {
        runs.append(Run(range: core.startIndex..<core.endIndex, form: isLinkTarget(core) ? .link : .code))
      }
      index = wordEnd
    }
    return runs
  }

  /// Whether `bytes` hold `@`, `://` or `www.` (in any case): the marks of
  /// every word GitHub links.
  static func mayContainLink(_ bytes: some Collection<UInt8>) -> Bool {
    bytes.contains(UInt8(ascii: "@")) || containsSchemeOrHost(bytes)
  }

  /// Whether `bytes` hold `://` or `www.` (in any case).
  private static func containsSchemeOrHost(_ bytes: some Collection<UInt8>) -> Bool {
    var previous: (UInt8, UInt8, UInt8) = (0, 0, 0)
    for byte in bytes {
      if byte == UInt8(ascii: "/"), previous.1 == UInt8(ascii: ":"), previous.2 == UInt8(ascii: "/") { return true }
      if byte == UInt8(ascii: "."), isW(previous.0), isW(previous.1), isW(previous.2) { return true }
      previous = (previous.1, previous.2, byte)
    }
    return false
  }

  private static func isW(_ byte: UInt8) -> Bool { byte | 0x20 == UInt8(ascii: "w") }

  /// The word without the punctuation around it, when the word is linkable.
  /// When the punctuation is part of what GitHub would link (`www.,` links
  /// `www`), it stays inside.
  private static func linkableCore(of word: Substring) -> Substring? {
    guard mayContainLink(word.utf8), isLinkable(word) else { return nil }
    var core = word
    while let first = core.first, leadingPunctuation.contains(first) { core.removeFirst() }
    let withTrailing = core
    while let last = core.last, trailingPunctuation.contains(last) {
      // A closing bracket that closes one inside the word is part of it, as in
      // https://en.wikipedia.org/wiki/Swift_(programming_language).
      if last == ")", core.count(where: { $0 == "(" }) >= core.count(where: { $0 == ")" }) { break }
      core.removeLast()
    }
    if isLinkable(core) { return core }
    return isLinkable(withTrailing) ? withTrailing : word
  }

  private static let leadingPunctuation: Set<Character> = ["(", "[", "{", "<", "\"", "'", "`", "*", "_", "~"]
  private static let trailingPunctuation: Set<Character> = [
    ".", ",", ":", ";", "!", "?", ")", "]", "}", ">", "\"", "'", "`", "*", "_", "~",
  ]

  /// Whether GitHub could link something in `word`: `://`, `www.`, an email
  /// address (an `@` after a character of an address's local part,
  /// `A-Z a-z 0-9 . + - _`, with a `.` after it), or `mailto:` or `xmpp:`
  /// with an `@`.
  private static func isLinkable(_ word: Substring) -> Bool {
    let bytes = Array(word.utf8)
    // GitHub links `mailto:` and `xmpp:` before an `@` whatever precedes the `@`.
    if bytes.contains(UInt8(ascii: "@")) {
      let lower = word.lowercased()
      if lower.contains("mailto:") || lower.contains("xmpp:") { return true }
    }
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "@") {
      guard index > 0 else { continue }
      if isLetterOrDigit(bytes[index - 1]) || ".+-_".utf8.contains(bytes[index - 1]),
        bytes[(index + 1)...].contains(UInt8(ascii: "."))
      {
        return true
      }
    }
    return containsSchemeOrHost(bytes)
  }

  /// Whether `url` is an `http` or `https` URL that every reader keeps byte
  /// for byte, as target and as text: a letter or digit after `//`, then
  /// ASCII letters, digits and `-._~:/?#@!$&'()*+,;=` only, with no `&` that
  /// could read as an entity. A `%` escape is left out: some parsers show
  /// `%41` as `A`.
  static func isLinkTarget(_ url: Substring) -> Bool {
    let bytes = Array(url.utf8)
    let lower = String(decoding: bytes.prefix(8), as: UTF8.self).lowercased()
    let schemeLength = lower.hasPrefix("https://") ? 8 : lower.hasPrefix("http://") ? 7 : 0
    // A host must follow: some parsers drop an empty `@` user from what they show.
    guard schemeLength > 0, bytes.count > schemeLength, isLetterOrDigit(bytes[schemeLength]) else { return false }
    for (offset, byte) in bytes.enumerated() {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        continue
      case UInt8(ascii: "&"):
        // `&amp;` or `&#38;` would be read as an entity by one parser and not by another.
        let name = bytes[(offset + 1)...].prefix { isLetterOrDigit($0) || $0 == UInt8(ascii: "#") }
        if name.endIndex < bytes.count, bytes[name.endIndex] == UInt8(ascii: ";") { return false }
      default:
        guard "-._~:/?#@!$'()*+,;=".utf8.contains(byte) else { return false }
      }
    }
    return true
  }

  private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }
}
