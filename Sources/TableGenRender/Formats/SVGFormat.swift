import TableGenOutput
import TableGenSpec

/// A picture of the form as an iOS inset-grouped table: `SVGRenderer`.
public struct SVGFormat: OutputFormat {
  public init() {}
  public var name: String { "svg" }
  public var fileExtensions: [String] { ["svg"] }
  public var options: Set<RenderOption> { [.width, .theme] }
  public var showsDiffWhenStale: Bool { false }

  public func render(_ spec: TableSpec, as request: RenderRequest, into output: inout OutputBuffer) {
    SVGRenderer(options: SVGRenderOptions(width: request.width ?? SVGRenderOptions.defaultWidth, theme: request.theme))
      .render(spec, into: &output)
  }
}
