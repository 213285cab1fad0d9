/// The fields of one pane store their values under keys of their own: two
/// fields stored under one key would overwrite each other in `UserDefaults`
/// and in a Settings bundle. A field's storage key is its `key:`, else its id
/// (`Cell.storageKey`); ids are unique already (`IDRules`), so only a written
/// `key:` can meet another field's key or id. A value row reads a stored
/// value, and may show the key of a field.
enum StorageKeyRules {
  /// Sees the storage key of the cell `findings` are of, after its id
  /// (`IDRules.see`); `pointer` is the cell's.
  static func see(
    _ findings: CellFindings, pointer: @autoclosure () -> JSONPointer, in state: inout TableState,
    into diagnostics: inout [Diagnostic]
  ) {
    guard findings.takesAnswer else { return }
    if let key = findings.key {
      if let earlier = state.storageKeys[key.text] {
        report(key.text, at: key.span, "key", pointer(), earlier: earlier, earlierIsKey: true, into: &diagnostics)
      } else if let earlier = state.firstUse[key.text], earlier.storesUnderID {
        report(key.text, at: key.span, "key", pointer(), earlier: earlier.span, earlierIsKey: false, into: &diagnostics)
      } else {
        state.storageKeys[key.text] = key.span
      }
    } else if let id = findings.id, let earlier = state.storageKeys[id] {
      report(id, at: findings.idSpan, "id", pointer(), earlier: earlier, earlierIsKey: true, into: &diagnostics)
    }
  }

  private static func report(
    _ key: String, at span: CellFindings.Span, _ name: String, _ pointer: JSONPointer, earlier: CellFindings.Span,
    earlierIsKey: Bool, into diagnostics: inout [Diagnostic]
  ) {
    let quoted = QuotedValue.quote(key)
    let subject = name == "key" ? "the key \(quoted)" : "the id \(quoted), under which this field is stored,"
    diagnostics.append(
      Diagnostic(
        .duplicateStorageKey, "\(subject) is already the storage key of another field in this pane",
        at: span.range, pointer: pointer.appending(name),
        suggestion: "give each field a key of its own: two fields stored under one key overwrite each other",
        notes: [
          Diagnostic.Note(
            earlierIsKey ? "\(quoted) is first the key here" : "\(quoted) is first the id of a field here",
            at: earlier.range)
        ]))
  }
}
