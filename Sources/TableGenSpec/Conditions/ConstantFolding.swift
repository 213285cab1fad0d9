/// Which conditions are decided by how they are written, whatever the answers:
/// literals, `not` and `and`/`or` over constants, a comparison with `null`
/// (always false), and a reference compared with itself. `validate` warns
/// about them (`constant-condition`): such a condition is a mistake, or dead.
enum ConstantFolding {
  /// The value `node` always has as a bool, or nil when the answers decide it.
  static func value(of node: Expression) -> Bool? {
    switch node.kind {
    case .reference, .list: return nil
    case .literal(let literal): return literal == .bool(true)
    case .not(let operand): return value(of: operand).map { !$0 }
    case .binary(.and, let lhs, let rhs, _):
      let (left, right) = (value(of: lhs), value(of: rhs))
      if left == false || right == false { return false }
      return left == true && right == true ? true : nil
    case .binary(.or, let lhs, let rhs, _):
      let (left, right) = (value(of: lhs), value(of: rhs))
      if left == true || right == true { return true }
      return left == false && right == false ? false : nil
    case .binary(let op, let lhs, let rhs, _):
      if isNull(lhs) || isNull(rhs) { return false }
      if op == .in, case .list(let items) = rhs.kind, items.isEmpty { return false }
      if case .reference(let a) = lhs.kind, case .reference(let b) = rhs.kind, a == b {
        // Strictly, `{x} == {x}` is false while x is unanswered; it is still no condition.
        return op == .equal || op == .lessOrEqual || op == .greaterOrEqual
      }
      return isLiteral(lhs) && isLiteral(rhs) ? node.holds { _ in .null } : nil
    case .emptiness(let operand, _, _):
      return isLiteral(operand) ? node.holds { _ in .null } : nil
    }
  }

  /// Why a constant comparison inside `node` is constant, when that is worth saying.
  static func reason(_ node: Expression) -> (text: String, suggestion: String?)? {
    switch node.kind {
    case .not(let operand): return reason(operand)
    case .binary(.and, let lhs, let rhs, _), .binary(.or, let lhs, let rhs, _):
      return reason(lhs) ?? reason(rhs)
    case .binary(_, let lhs, let rhs, _):
      if isNull(lhs) || isNull(rhs) {
        let other = isNull(lhs) ? rhs : lhs
        let fix =
          if case .reference(let id) = other.kind { "ask '{\(id)} empty' or '{\(id)} notempty'" } else {
            nil as String?
          }
        return ("every comparison with null is false", fix ?? "ask with 'empty' or 'notempty'")
      }
      if case .reference(let a) = lhs.kind, case .reference(let b) = rhs.kind, a == b {
        return ("it compares {\(a)} with itself", nil)
      }
      if case .list(let items) = rhs.kind, items.isEmpty { return ("nothing is in an empty list", nil) }
      return nil
    default: return nil
    }
  }

  private static func isNull(_ node: Expression) -> Bool {
    if case .literal(.null) = node.kind { return true }
    return false
  }

  /// A literal or a list of literals: a value known without any answer.
  private static func isLiteral(_ node: Expression) -> Bool {
    switch node.kind {
    case .literal, .list: true
    default: false
    }
  }
}
