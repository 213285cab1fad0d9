/// A computed default (`computedDefault:`): text with `{id}` references to
/// earlier answers, such as `{first}.{last}@example.com`, re-derived while the
/// person has not edited the field (docs/spec-format.md, "Computed defaults").
public struct Template: Sendable {
  /// One piece of a template.
  public enum Part: Sendable {
    case text(String)
    /// `{id}` or `{id | filter}`; `range` is where the braces were written.
    case reference(String, filters: [Filter], range: SourceRange)
  }

  /// A fixed transformation of a referenced answer; there are no user functions.
  public enum Filter: String, Sendable, CaseIterable {
    case lower, upper, trim, slug
  }

  /// The text as written.
  public var text: String
  public var parts: [Part]
  /// The span of the whole string value in the spec file.
  public var range: SourceRange

  public init(text: String, parts: [Part], range: SourceRange) {
    self.text = text
    self.parts = parts
    self.range = range
  }

  /// The ids the template reads, each once, in order.
  public var references: [String] {
    var seen: [String] = []
    for case .reference(let id, _, _) in parts where !seen.contains(id) { seen.append(id) }
    return seen
  }
}
