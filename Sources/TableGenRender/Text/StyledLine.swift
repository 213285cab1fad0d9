import TableGenOutput
import TableGenSpec

/// One line of terminal output as runs of text with a role each, so that widths
/// are measured on the plain text and colour is added only at the end.
struct StyledLine: Sendable {
  enum Role: Sendable {
    case plain, strong, label, placeholder, muted, accent, destructive
  }

  struct Span: Sendable {
    var text: String
    var role: Role
  }

  private(set) var spans: [Span] = []
  /// The display width of the plain text.
  private(set) var width = 0

  init() {}

  init(_ text: String, _ role: Role = .plain) {
    append(text, role)
  }

  /// Appends text that is already safe for the terminal (escaped, or the renderer's own).
  mutating func append(_ text: String, _ role: Role = .plain) {
    append(text, role, width: TerminalText.displayWidth(text))
  }

  /// Appends text whose display width the caller knows (padding).
  private mutating func append(_ text: String, _ role: Role, width textWidth: Int) {
    guard !text.isEmpty else { return }
    if spans.isEmpty { spans.reserveCapacity(4) }  // most lines have a few runs: one allocation, not three
    spans.append(Span(text: text, role: role))
    width += textWidth
  }

  mutating func append(_ other: StyledLine) {
    spans += other.spans
    width += other.width
  }

  /// Spaces up to `target` columns.
  mutating func pad(to target: Int) {
    guard target > width else { return }
    append(Self.spaces(target - width), .plain, width: target - width)
  }

  /// `count` spaces. Every row is padded, and `String(repeating:count:)` of a
  /// String builds its result one append at a time (12% of a large render).
  static func spaces(_ count: Int) -> String {
    count <= blanks.utf8.count ? String(blanks.prefix(count)) : String(repeating: " " as Character, count: count)
  }

  private static let blanks = String(repeating: " " as Character, count: 256)

  /// `glyph` `count` times. `String(repeating:count:)` appends one copy at a
  /// time (a tenth of drawing a text view); this copies bytes.
  static func repeated(_ glyph: String, count: Int) -> String {
    guard count > 0 else { return "" }
    var output = OutputBuffer(capacity: glyph.utf8.count * count)
    output.append(glyph, count: count)
    return output.text
  }

  func padded(to target: Int) -> StyledLine {
    var copy = self
    copy.pad(to: target)
    return copy
  }

  /// The line's bytes, with colour codes around the styled runs when `style` is on.
  func write(with style: TerminalStyle, into output: inout OutputBuffer) {
    for span in spans {
      let code: StaticString? =
        switch span.role {
        case .plain, .label: nil
        case .strong: "1"
        case .placeholder, .muted: "2"
        case .accent: "36"
        case .destructive: "1;31"
        }
      guard let code, style.isEnabled else {
        output.append(span.text)
        continue
      }
      // As TerminalStyle writes it: ESC [ code m, the text, ESC [ 0 m.
      output.append("\u{1B}[" as StaticString)
      output.append(code)
      output.append(UInt8(ascii: "m"))
      output.append(span.text)
      output.append("\u{1B}[0m" as StaticString)
    }
  }
}
