import TableGenOutput
import TableGenSpec

/// One format `render` writes: its name, the output file extensions that
/// choose it, the options of `render` that shape it, and the drawing itself.
/// Adding a format is a type that conforms and a line in `OutputFormats.all`.
public protocol OutputFormat: Sendable {
  /// The name `--format` takes.
  var name: String { get }
  /// The extensions of an output file that choose this format, in lower case and without the dot.
  var fileExtensions: [String] { get }
  /// The options of `render` that shape this format, beyond those every format takes.
  var options: Set<RenderOption> { get }
  /// Whether `--check` shows a line diff of a stale file: a diff of a picture helps nobody.
  var showsDiffWhenStale: Bool { get }

  /// Writes `spec` in this format.
  func render(_ spec: TableSpec, as request: RenderRequest, into output: inout OutputBuffer)

  /// Writes a spec and the child panes its links lead to as one document
  /// (`render --follow`); called only when `options` holds `.follow`.
  func render(_ document: FollowedDocument, as request: RenderRequest, into output: inout OutputBuffer)
}

extension OutputFormat {
  public var showsDiffWhenStale: Bool { true }

  /// A format that shows one screen renders the named spec alone.
  public func render(_ document: FollowedDocument, as request: RenderRequest, into output: inout OutputBuffer) {
    if let first = document.panes.first { render(first.spec, as: request, into: &output) }
  }
}

/// An option of `render` that only some formats take; the command refuses it for the others.
public enum RenderOption: Sendable, Hashable {
  /// `--width`: the text form's columns, or the picture's points.
  case width
  /// `--ascii` and `--expand-pickers`: the shape of the text form.
  case textShape
  /// `--heading-level`.
  case headingLevel
  /// `--theme`.
  case theme
  /// `--locations`: each element's source location.
  case locations
  /// `--follow`: the spec and its child panes as one document.
  case follow
  /// `--inject`: into a document between the tablegen markers.
  case inject
}
