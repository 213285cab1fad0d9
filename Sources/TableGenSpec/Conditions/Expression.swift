/// A parsed expression of the conditions language (docs/spec-format.md,
/// "Conditions"): a tree whose every node knows where in the spec file it was
/// written, so that a problem is reported at the `{` of a reference or at the
/// operator of a comparison, not at the start of the string.
public struct Expression: Sendable {
  /// A literal value.
  public enum Literal: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Number)
    case string(String)
  }

  /// A binary operator.
  public enum Operator: String, Hashable, Sendable, CaseIterable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case and
    case or
    case `in`
    case contains
  }

  /// What a node is.
  public indirect enum Kind: Sendable {
    /// `{id}`: the answer of an earlier cell.
    case reference(String)
    case literal(Literal)
    /// `['a', 'b']`: a list of literals, the right side of `in`.
    case list([Expression])
    /// `not x`.
    case not(Expression)
    /// `a op b`; `operatorRange` is where the operator was written.
    case binary(Operator, Expression, Expression, operatorRange: SourceRange)
    /// `x empty` (`isEmpty` true) or `x notempty`; `operatorRange` is the keyword's.
    case emptiness(Expression, isEmpty: Bool, operatorRange: SourceRange)
  }

  public var kind: Kind
  /// Where the node was written in the spec file, from its first token to its last.
  public var range: SourceRange

  public init(_ kind: Kind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }

  /// Every reference in this expression, in the order written, with where it was written.
  public var referenceSites: [(id: String, range: SourceRange)] {
    switch kind {
    case .reference(let id): [(id, range)]
    case .literal: []
    case .list(let items): items.flatMap(\.referenceSites)
    case .not(let operand), .emptiness(let operand, _, _): operand.referenceSites
    case .binary(_, let lhs, let rhs, _): lhs.referenceSites + rhs.referenceSites
    }
  }

  /// The ids this expression reads, each once, in the order first written.
  public var references: [String] {
    var seen: [String] = []
    func walk(_ node: Expression) {
      switch node.kind {
      case .reference(let id): if !seen.contains(id) { seen.append(id) }
      case .literal: break
      case .list(let items): items.forEach(walk)
      case .not(let operand): walk(operand)
      case .binary(_, let lhs, let rhs, _):
        walk(lhs)
        walk(rhs)
      case .emptiness(let operand, _, _): walk(operand)
      }
    }
    walk(self)
    return seen
  }
}
