import TableGenOutput
import TableGenSpec

/// What shapes the SVG picture.
public struct SVGRenderOptions: Sendable {
  /// The picture's width in points.
  public var width: Int
  public var theme: RenderTheme

  public static let defaultWidth = 390
  public static let minimumWidth = 240
  public static let maximumWidth = 1600

  public init(width: Int = SVGRenderOptions.defaultWidth, theme: RenderTheme = .light) {
    self.width = width
    self.theme = theme
  }
}

/// The form as a picture: a deterministic, self-contained SVG of an iOS
/// inset-grouped table. (Contract stub; issue 14 fills it in.)
public struct SVGRenderer: Sendable {
  public var options: SVGRenderOptions

  public init(options: SVGRenderOptions = SVGRenderOptions()) {
    self.options = options
  }

  public func render(_ spec: TableSpec, into output: inout OutputBuffer) {
    output.append("<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n" as StaticString)
  }
}
