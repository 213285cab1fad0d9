import TableGenOutput
import TableGenSpec

/// The normalised spec for apps (docs/json-output.md): `JSONRenderer`.
public struct JSONFormat: OutputFormat {
  public init() {}
  public var name: String { "json" }
  public var fileExtensions: [String] { ["json"] }
  public var options: Set<RenderOption> { [.locations, .follow] }

  public func render(_ spec: TableSpec, as request: RenderRequest, into output: inout OutputBuffer) {
    JSONRenderer(includesLocations: request.includesLocations).render(spec, into: &output)
  }

  public func render(_ document: FollowedDocument, as request: RenderRequest, into output: inout OutputBuffer) {
    document.renderJSON(JSONRenderer(includesLocations: request.includesLocations), into: &output)
  }
}
