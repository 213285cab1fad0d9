/// A reference to an id the scope did not hold where it was written. The
/// caller, who sees the whole spec, says which it is: an id written later is a
/// `forward-reference`, one written nowhere an `unknown-reference`.
public struct UnresolvedReference: Hashable, Sendable {
  public var id: String
  /// The reference as written, `{` to `}`.
  public var range: SourceRange

  public init(id: String, range: SourceRange) {
    self.id = id
    self.range = range
  }

  /// The diagnostic for a reference to a cell that comes later in the spec, whose id was written at `declaration`.
  public func forwardReference(declaredAt declaration: SourceRange, pointer: JSONPointer?) -> Diagnostic {
    Diagnostic(
      .forwardReference, "{\(id)} refers to a cell that comes later in the spec", at: range, pointer: pointer,
      suggestion: "a condition reads only earlier cells, so that one pass decides the form: move '\(id)' above, "
        + "or move this condition below it",
      notes: [Diagnostic.Note("'\(id)' is defined here", at: declaration)])
  }

  /// The diagnostic for a reference to an id no element has, with the closest of `ids` suggested.
  public func unknownReference(among ids: [String], pointer: JSONPointer?) -> Diagnostic {
    Diagnostic(
      .unknownReference, "{\(id)} refers to no cell: no element has the id '\(id)'", at: range, pointer: pointer,
      suggestion: Suggestion.closest(to: id, among: ids.sorted()).map { "did you mean {\($0)}?" })
  }
}
