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

  /// Every computed default of the picture is made from this one pass's budget.
  private var pass = ComputedText()
  /// The computed default of the cell recorded last, as the form opens.
  private var lastComputed: (template: Template, text: String?)?

  /// The computed default as the form opens, when every answer it reads has a
  /// value; `nil` when one is still empty (it would show only the template's
  /// punctuation, a lone "." for "{first}.{last}"), and when it would pass a
  /// `ComputedText` cap, as fill leaves it out.
  func startingText(of template: Template) -> String? {
    guard template.references.allSatisfy({ !(values[$0] ?? .null).isEmpty }) else { return nil }
    guard let last = lastComputed, last.template.range == template.range, let text = last.text else { return nil }
    return text.isEmpty ? nil : text
  }

  /// Records a shown cell's starting answer for the conditions after it; a
  /// hidden cell's answer is left out and reads as `null`.
  mutating func record(_ cell: Cell, shown: Bool) {
    lastComputed = nil
    if let template = cell.computedDefault {
      let values = values
      lastComputed = (template, try? template.render(in: &pass) { values[$0] ?? .null }.get())
    }
    guard let id = cell.common.id, values[id] == nil else { return }
    guard shown else {
      values[id] = .null
      return
    }
    if let lastComputed {
      values[id] = lastComputed.text.map(ConditionValue.string) ?? .null
    } else {
      values[id] = ConditionValue(cell.defaultAnswer)
    }
  }
}
