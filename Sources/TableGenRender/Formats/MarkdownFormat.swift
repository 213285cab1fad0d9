import TableGenOutput
import TableGenSpec

/// GitHub-flavoured Markdown, for docs: `MarkdownRenderer`.
public struct MarkdownFormat: OutputFormat {
  public init() {}
  public var name: String { "markdown" }
  public var fileExtensions: [String] { ["md", "markdown"] }
  public var options: Set<RenderOption> { [.headingLevel, .follow, .inject] }

  public func render(_ spec: TableSpec, as request: RenderRequest, into output: inout OutputBuffer) {
    MarkdownRenderer(headingLevel: request.headingLevel).render(spec, into: &output)
  }

  public func render(_ document: FollowedDocument, as request: RenderRequest, into output: inout OutputBuffer) {
    document.renderMarkdown(headingLevel: request.headingLevel, into: &output)
  }
}
