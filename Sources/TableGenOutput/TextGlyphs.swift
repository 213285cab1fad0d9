/// The characters forms are drawn with: the text renderer's boxes and controls,
/// and the fill form's controls, so that render and fill show a switch, a check
/// box or a slider alike. Every glyph is one column wide
/// in the Unicode set too (no East Asian Wide characters, no emoji), so the
/// columns line up in any terminal outside a CJK-ambiguous-wide locale, where
/// `--ascii` is the answer.
public struct TextGlyphs: Sendable {
  public var topLeft, topRight, bottomLeft, bottomRight: String
  public var horizontal, vertical: String
  /// The ends of the line between two rows.
  public var separatorLeft, separatorRight: String
  public var titleRule: String
  public var radioOn, radioOff: String
  public var checkOn, checkOff: String
  public var sliderTrack, sliderKnob: String
  public var switchOn, switchOff: String
  public var mask: String
  public var disclosure, detailButton, checkmark, link: String
  public var ellipsis: String
  public var bullet: String
  /// Starts a line that says when a row, a section or an option is shown.
  public var conditionMark: String

  /// Box drawing and a few symbols from the Basic Multilingual Plane.
  public static let unicode = TextGlyphs(
    topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯",
    horizontal: "─", vertical: "│", separatorLeft: "├", separatorRight: "┤", titleRule: "═",
    radioOn: "(•)", radioOff: "( )", checkOn: "[✓]", checkOff: "[ ]",
    sliderTrack: "─", sliderKnob: "●",
    switchOn: "[──●] On", switchOff: "[●──] Off",
    mask: "•", disclosure: "›", detailButton: "ⓘ", checkmark: "✓", link: "›",
    ellipsis: "…", bullet: "·", conditionMark: "↳")

  /// Pure ASCII, for logs, old terminals and `--ascii`. The checkmark is `v`,
  /// a tick drawn in one stroke: `x` beside "Terms Accepted" reads as "no".
  public static let ascii = TextGlyphs(
    topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
    horizontal: "-", vertical: "|", separatorLeft: "|", separatorRight: "|", titleRule: "=",
    radioOn: "(*)", radioOff: "( )", checkOn: "[x]", checkOff: "[ ]",
    sliderTrack: "-", sliderKnob: "o",
    switchOn: "[--o] On", switchOff: "[o--] Off",
    mask: "*", disclosure: ">", detailButton: "(i)", checkmark: "v", link: ">",
    ellipsis: "...", bullet: "-", conditionMark: "->")
}
