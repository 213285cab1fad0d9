import TableGenOutput
import TableGenSpec

/// What shapes the SVG picture.
public struct SVGRenderOptions: Sendable {
  /// The picture's width in points, from ``minimumWidth`` to ``maximumWidth``
  /// (the renderer clamps it).
  public var width: Int
  public var theme: RenderTheme

  /// An iPhone's width in points.
  public static let defaultWidth = 390
  public static let minimumWidth = 240
  public static let maximumWidth = 1600

  public init(width: Int = SVGRenderOptions.defaultWidth, theme: RenderTheme = .light) {
    self.width = width
    self.theme = theme
  }
}

/// The form as a picture: a deterministic, self-contained SVG of an iOS
/// inset-grouped table, as the Settings app draws one.
///
/// The title and description come first, then each section as a rounded group
/// of rows with its header (small, grey, upper case) above and its footer
/// below. Text is measured with a fixed table (``SVGTextMetrics``), so the
/// bytes are the same on every run and machine; the picture names a system
/// font stack and embeds no font, image or script. Every string from the spec
/// is escaped. A row or section that `visibleIf` hides when the form opens is
/// drawn faded, with the condition in words under it; docs/rendering.md has
/// the whole picture.
public struct SVGRenderer: Sendable {
  public var options: SVGRenderOptions

  public init(options: SVGRenderOptions = SVGRenderOptions()) {
    self.options = options
  }

  /// The font stack: the system sans on Apple platforms, then faces with the
  /// same advances as the metrics table.
  static let fontFamily =
    "-apple-system, BlinkMacSystemFont, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', sans-serif"

  public func render(_ spec: TableSpec) -> String {
    var output = OutputBuffer()
    render(spec, into: &output)
    return output.text
  }

  public func render(_ spec: TableSpec, into output: inout OutputBuffer) {
    let width = Double(min(max(options.width, SVGRenderOptions.minimumWidth), SVGRenderOptions.maximumWidth))
    let palette = SVGPalette(options.theme)
    var drawing = SVGFormDrawing(spec: spec, width: width, palette: palette)
    let height = drawing.draw()

    let w = SVGCanvas.number(width)
    let h = SVGCanvas.number(height)
    let title = SVGCanvas.escapeXML(SVGCanvas.shown(spec.title ?? spec.id ?? "Form"))
    output.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\"")
    output.append(" role=\"img\" font-family=\"\(Self.fontFamily)\" xml:space=\"preserve\"")
    output.append(" class=\"tablegen-form \(options.theme.rawValue)\">\n")
    output.append("<title>\(title)</title>\n")
    output.append(
      "<rect class=\"background\" width=\"\(w)\" height=\"\(h)\" fill=\"\(palette.background)\"/>\n")
    output.append(contentsOf: drawing.canvas.backgrounds.bytes)
    output.append(contentsOf: drawing.canvas.content.bytes)
    output.append("</svg>\n" as StaticString)
  }
}
