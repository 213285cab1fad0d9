import TableGenOutput

/// What one `render` asks for, from the command line: each format reads the
/// fields its `options` name and leaves the rest.
public struct RenderRequest: Sendable {
  /// `--width`, when given.
  public var width: Int?
  /// The terminal's width, when the text form goes to one; `--width` wins.
  public var terminalWidth: Int?
  /// `--ascii`.
  public var ascii: Bool
  /// Colour and weight for a terminal.
  public var style: TerminalStyle
  /// `--expand-pickers`.
  public var expandsPickers: Bool
  /// `--heading-level`, or the level the output calls for.
  public var headingLevel: Int
  /// `--theme`.
  public var theme: RenderTheme
  /// `--locations`.
  public var includesLocations: Bool

  public init(
    width: Int? = nil, terminalWidth: Int? = nil, ascii: Bool = false, style: TerminalStyle = .plain,
    expandsPickers: Bool = false, headingLevel: Int = 1, theme: RenderTheme = .light, includesLocations: Bool = false
  ) {
    self.width = width
    self.terminalWidth = terminalWidth
    self.ascii = ascii
    self.style = style
    self.expandsPickers = expandsPickers
    self.headingLevel = headingLevel
    self.theme = theme
    self.includesLocations = includesLocations
  }
}
