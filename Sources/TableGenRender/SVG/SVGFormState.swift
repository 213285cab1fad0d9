import TableGenSpec

/// The form as it opens: each answer at its default, so that the picture can
/// tell which rows, sections and options `visibleIf` hides until something is
/// changed, and what a computed default starts as. Conditions read only the
/// answers before them, so one pass in order decides each in turn.
struct SVGFormState {
  private var values: [String: ConditionValue] = [:]

  /// Whether a `visibleIf` (none: always) holds with the answers so far.
  func shows(_ condition: Condition?) -> Bool {
    guard let condition else { return true }
    return condition.holds { values[$0] ?? .null }
  }

  /// The text a computed default starts as, with the answers so far.
  func text(of template: Template) -> String {
    template.render { values[$0] ?? .null }
  }

  /// The computed default as the form opens, when every answer it reads has a
  /// value; `nil` when one is still empty (it would show only the template's
  /// punctuation, a lone "." for "{first}.{last}").
  func startingText(of template: Template) -> String? {
    guard template.references.allSatisfy({ !(values[$0] ?? .null).isEmpty }) else { return nil }
    let text = text(of: template)
    return text.isEmpty ? nil : text
  }

  /// Records a shown cell's starting answer for the conditions after it; a
  /// hidden cell's answer is left out and reads as `null`.
  mutating func record(_ cell: Cell, shown: Bool) {
    guard let id = cell.common.id, values[id] == nil else { return }
    guard shown else {
      values[id] = .null
      return
    }
    if let template = cell.kind.computedDefault {
      values[id] = .string(text(of: template))
    } else {
      values[id] = ConditionValue(cell.defaultAnswer)
    }
  }
}
