/// Secure fields in conditions (docs/security.md, "Secure fields in
/// conditions"): a condition that decides what is shown, asked, required or
/// kept (`visibleIf`, `enableIf`, `requiredIf`, an option's `visibleIf`, a
/// `rows:` or `optionsFrom:` filter) may not read a secure field's value. What
/// it decides shows on the screen and in the answers, `--record` included, so
/// ten conditions such as `{pin} in ['1000', …]` would spell a PIN out in a
/// recording that holds no secure value. It may test whether the field is
/// answered (`{pin} notempty`), one bit that names nothing of the secret. A
/// check's rule (`checks:`) may read it: a check only accepts or refuses the
/// answers, and nothing of its outcome is recorded.
enum SecretInCondition {
  /// The references of `expression` that read a field's value: every one but
  /// the operand of `empty` and `notempty`.
  static func valueReads(in expression: Expression) -> [(id: String, range: SourceRange)] {
    switch expression.kind {
    case .reference(let id): [(id, expression.range)]
    case .literal: []
    case .list(let items): items.flatMap(valueReads)
    case .not(let operand): valueReads(in: operand)
    case .binary(_, let lhs, let rhs, _): valueReads(in: lhs) + valueReads(in: rhs)
    case .emptiness(let operand, _, _):
      if case .reference = operand.kind { [] } else { valueReads(in: operand) }
    }
  }

  /// The error at the `{` of a reference to the secure field `id` in the condition under `key`.
  static func diagnostic(
    _ id: String, at range: SourceRange, key: String, pointer: JSONPointer?, secureField: SourceRange?
  ) -> Diagnostic {
    Diagnostic(
      .secretInCondition,
      "this '\(key)' reads {\(id)}, a secure field: what it decides shows on the screen and in the answers, "
        + "--record included, and would spell out the secret",
      at: range, pointer: pointer,
      suggestion: "read {\(id)} in a check ('checks:'), which only accepts or refuses the answers, "
        + "or test only whether it is given: {\(id)} notempty",
      notes: secureField.map { [Diagnostic.Note("'\(id)' is a secure input", at: $0)] } ?? [])
  }
}
