/// Which conditions are decided by how they are written, whatever the answers:
/// literals, `not` and `and`/`or` over constants, a comparison with `null`
/// (always false), a reference compared with itself, and a part combined with
/// its own negation (`{on} and not {on}`, `{on} or not {on}`). `validate` warns
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
      if left == false || right == false || negates(lhs, rhs) { return false }
      return left == true && right == true ? true : nil
    case .binary(.or, let lhs, let rhs, _):
      let (left, right) = (value(of: lhs), value(of: rhs))
      if left == true || right == true || negates(lhs, rhs) { return true }
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
    case .binary(let op, let lhs, let rhs, _) where op == .and || op == .or:
      if negates(lhs, rhs) {
        return ("it asks for one thing \(op == .and ? "and" : "or") its negation", nil)
      }
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

  /// The value a check's rule has whenever every field it reads is answered,
  /// when that alone decides it: `{x} notempty` is then true, so the check never
  /// fires (a check fires only on answered fields). `isList` tells a multiple
  /// picker, whose answer may be an empty list.
  static func valueWhenAnswered(of node: Expression, isList: (String) -> Bool) -> Bool? {
    switch node.kind {
    case .emptiness(let operand, let isEmpty, _):
      if case .reference(let id) = operand.kind, !isList(id) { return !isEmpty }
      return value(of: node)
    case .not(let operand): return valueWhenAnswered(of: operand, isList: isList).map { !$0 }
    case .binary(.and, let lhs, let rhs, _):
      let (left, right) = (valueWhenAnswered(of: lhs, isList: isList), valueWhenAnswered(of: rhs, isList: isList))
      if left == false || right == false || negates(lhs, rhs) { return false }
      return left == true && right == true ? true : nil
    case .binary(.or, let lhs, let rhs, _):
      let (left, right) = (valueWhenAnswered(of: lhs, isList: isList), valueWhenAnswered(of: rhs, isList: isList))
      if left == true || right == true || negates(lhs, rhs) { return true }
      return left == false && right == false ? false : nil
    default: return value(of: node)
    }
  }

  /// Whether one side is `not` the other, as written.
  private static func negates(_ lhs: Expression, _ rhs: Expression) -> Bool {
    if case .not(let operand) = lhs.kind, same(operand, rhs) { return true }
    if case .not(let operand) = rhs.kind, same(operand, lhs) { return true }
    return false
  }

  /// Whether two expressions are written alike, wherever they are written.
  static func same(_ a: Expression, _ b: Expression) -> Bool {
    switch (a.kind, b.kind) {
    case (.reference(let x), .reference(let y)): return x == y
    case (.literal(let x), .literal(let y)): return x == y
    case (.list(let x), .list(let y)): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
    case (.not(let x), .not(let y)): return same(x, y)
    case (.binary(let op, let l1, let r1, _), .binary(let op2, let l2, let r2, _)):
      return op == op2 && same(l1, l2) && same(r1, r2)
    case (.emptiness(let x, let e1, _), .emptiness(let y, let e2, _)): return e1 == e2 && same(x, y)
    default: return false
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
