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
    guard !text.isEmpty else { return }
    spans.append(Span(text: text, role: role))
    width += TerminalText.displayWidth(text)
  }

  mutating func append(_ other: StyledLine) {
    spans += other.spans
    width += other.width
  }

  /// Spaces up to `target` columns.
  mutating func pad(to target: Int) {
    guard target > width else { return }
    append(Self.spaces(target - width))
  }

  /// `count` spaces. Every row is padded, and `String(repeating:count:)` of a
  /// String builds its result one append at a time (12% of a large render).
  static func spaces(_ count: Int) -> String {
    count <= blanks.utf8.count ? String(blanks.prefix(count)) : String(repeating: " " as Character, count: count)
  }

  private static let blanks = String(repeating: " " as Character, count: 256)

  func padded(to target: Int) -> StyledLine {
    var copy = self
    copy.pad(to: target)
    return copy
  }

  func rendered(with style: TerminalStyle) -> String {
    var result = ""
    for span in spans {
      switch span.role {
      case .plain, .label: result += span.text
      case .strong: result += style.bold(span.text)
      case .placeholder, .muted: result += style.dim(span.text)
      case .accent: result += style.cyan(span.text)
      case .destructive: result += style.red(span.text)
      }
    }
    return result
  }
}
