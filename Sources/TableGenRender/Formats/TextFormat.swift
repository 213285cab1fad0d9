import TableGenOutput
import TableGenSpec

/// The form as a person sees it, for a terminal: `TextRenderer`.
public struct TextFormat: OutputFormat {
  public init() {}
  public var name: String { "text" }
  public var fileExtensions: [String] { [] }
  public var options: Set<RenderOption> { [.width, .textShape, .follow] }

  func renderer(for request: RenderRequest) -> TextRenderer {
    TextRenderer(
      options: TextRenderOptions(
        width: request.width ?? request.terminalWidth ?? TextRenderOptions.defaultWidth,
        glyphs: request.ascii ? .ascii : .unicode, style: request.style, expandsPickers: request.expandsPickers))
  }

  public func render(_ spec: TableSpec, as request: RenderRequest, into output: inout OutputBuffer) {
    renderer(for: request).render(spec, into: &output)
  }

  public func render(_ document: FollowedDocument, as request: RenderRequest, into output: inout OutputBuffer) {
    document.renderText(renderer(for: request), into: &output)
  }
}
