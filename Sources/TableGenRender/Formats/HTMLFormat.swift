import TableGenOutput
import TableGenSpec

/// A self-contained web form that checks answers as tablegen does: `HTMLRenderer`.
public struct HTMLFormat: OutputFormat {
  public init() {}
  public var name: String { "html" }
  public var fileExtensions: [String] { ["html", "htm"] }
  public var options: Set<RenderOption> { [.theme] }

  public func render(_ spec: TableSpec, as request: RenderRequest, into output: inout OutputBuffer) {
    HTMLRenderer(options: HTMLRenderOptions(theme: request.theme)).render(spec, into: &output)
  }
}
