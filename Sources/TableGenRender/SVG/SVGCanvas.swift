import TableGenOutput

/// Where a picture is drawn: SVG elements in two layers (the grouped
/// backgrounds first, then what lies on them), with every number written the
/// same way on every machine and every string from a spec escaped for XML.
///
/// Only `text(_:…)` and `title` take spec text; every attribute value is a
/// number or one of the fixed words of this target.
struct SVGCanvas: Sendable {
  /// The rounded rectangles of the groups, drawn under everything else.
  var backgrounds = OutputBuffer()
  var content = OutputBuffer()

  /// A number with at most one decimal, without a trailing `.0`: the same text
  /// for the same value everywhere (no locale, no shortest-double printing).
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let tenths = Int((value * 10).rounded())
    let sign = tenths < 0 ? "-" : ""
    let whole = abs(tenths) / 10
    let fraction = abs(tenths) % 10
    return sign + String(whole) + (fraction == 0 ? "" : "." + String(fraction))
  }

  /// `text` made safe as XML character data or a quoted attribute value: the
  /// web form's escaping (XML and HTML quote alike), skipped for text that needs none.
  static func escapeXML(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0 || $0 == 0x22 || $0 == 0x26 || $0 == 0x27 || $0 == 0x3C || $0 == 0x3E })
    else { return text }
    return HTMLText.escapedValue(text)
  }

  /// Spec text as a picture shows it: controls, bidi overrides and other
  /// invisible characters as visible escapes (as on a terminal; XML forbids
  /// most controls anyway), and line breaks as spaces.
  static func shown(_ text: String) -> String {
    TerminalText.escape(text)
  }

  // MARK: - Elements

  mutating func rect(
    x: Double, y: Double, width: Double, height: Double, radius: Double = 0, fill: String, layer: Layer = .content,
    className: String? = nil
  ) {
    var element = "<rect"
    if let className { element += " class=\"\(className)\"" }
    element += " x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" width=\"\(Self.number(width))\""
    element += " height=\"\(Self.number(height))\""
    if radius > 0 { element += " rx=\"\(Self.number(radius))\"" }
    element += " fill=\"\(fill)\"/>\n"
    switch layer {
    case .backgrounds: backgrounds.append(element)
    case .content: content.append(element)
    }
  }

  mutating func circle(x: Double, y: Double, radius: Double, fill: String, stroke: String? = nil) {
    var element = "<circle cx=\"\(Self.number(x))\" cy=\"\(Self.number(y))\" r=\"\(Self.number(radius))\""
    element += " fill=\"\(fill)\""
    if let stroke { element += " stroke=\"\(stroke)\" stroke-width=\"0.5\"" }
    content.append(element + "/>\n")
  }

  /// A stroked path of straight lines through `points`.
  mutating func polyline(_ points: [(x: Double, y: Double)], stroke: String, width: Double) {
    let list = points.map { Self.number($0.x) + "," + Self.number($0.y) }.joined(separator: " ")
    content.append(
      "<polyline points=\"\(list)\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(Self.number(width))\""
        + " stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n")
  }

  /// A hairline across the row, from `x` to `endX`.
  mutating func separator(x: Double, endX: Double, y: Double, color: String) {
    rect(x: x, y: y - 0.5, width: endX - x, height: 0.5, fill: color)
  }

  /// One line of text, its baseline at `y`. `text` is what is shown, already
  /// measured and cut; it is escaped here.
  mutating func text(
    _ text: String, x: Double, y: Double, size: Double, color: String, weight: SVGFontWeight = .regular,
    anchor: Anchor = .start
  ) {
    guard !text.isEmpty else { return }
    var element = "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" font-size=\"\(Self.number(size))\""
    if weight != .regular { element += " font-weight=\"\(weight.attribute)\"" }
    if anchor == .end { element += " text-anchor=\"end\"" }
    element += " fill=\"\(color)\">"
    content.append(element)
    content.append(Self.escapeXML(text))
    content.append("</text>\n" as StaticString)
  }

  /// Starts a group drawn faded: a row or section hidden when the form opens.
  /// A section fades its background too.
  /// `className` is `hidden` (not shown when the form opens) or `disabled` (shown, not editable).
  mutating func beginFaded(withBackgrounds: Bool, className: StaticString = "hidden") {
    if withBackgrounds { backgrounds.append("<g class=\"hidden\" opacity=\"0.45\">\n" as StaticString) }
    content.append("<g class=\"" as StaticString)
    content.append(className)
    content.append("\" opacity=\"0.45\">\n" as StaticString)
  }

  mutating func endFaded(withBackgrounds: Bool) {
    if withBackgrounds { backgrounds.append("</g>\n" as StaticString) }
    content.append("</g>\n" as StaticString)
  }

  /// Starts a group with a fixed class name, which tests and style sheets can find.
  mutating func begin(_ className: String) {
    content.append("<g class=\"\(className)\">\n")
  }

  mutating func end() {
    content.append("</g>\n" as StaticString)
  }

  enum Layer { case backgrounds, content }
  enum Anchor { case start, end }
}
