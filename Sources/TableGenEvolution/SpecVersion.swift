import TableGenForm
import TableGenSpec

/// One version of a form as `breaking` compares it: every field of the form
/// and of its child panes, each with the pane ids its answer nests under
/// (docs/fill.md, "Child panes"). Made from the plan fill uses, so that the
/// check sees the form exactly as a replay of answers does.
public struct SpecVersion: Sendable {
  /// A field where its answer is kept.
  public struct Field: Sendable {
    /// The ids of the panes, outermost first, whose answers hold this field's; empty for the form's own.
    public var panes: [String]
    public var field: FormField
    /// The spec file the field is written in, as diagnostics name it.
    public var file: String

    /// The field's id.
    public var id: String { field.id }

    /// The name a field's value is stored under (a Settings.bundle's `Key`): its `key:`, else its id.
    public var storageKey: String { field.cell.storageKey ?? field.id }

    /// Where the answer nests, as people read it: `advanced › downloads › wifiOnly`.
    public var place: String { (panes + [id]).joined(separator: " › ") }
  }

  /// Every field, the form's first, then each pane's, depth first.
  public var fields: [Field]
  /// The root spec's file, as diagnostics name it.
  public var file: String
  /// The root spec's table, where a diagnostic about the whole form stands.
  public var tableRange: SourceRange

  /// The version whose form is `plan` (with its panes, `FormPlan.withPanes`), read from `file`.
  public init(plan: FormPlan, spec: TableSpec, file: String) {
    self.file = file
    let start = spec.origin.range.start
    tableRange = SourceRange(start: start, end: start)
    fields = []
    collect(plan, file: file, panes: [])
  }

  private mutating func collect(_ plan: FormPlan, file: String, panes: [String]) {
    fields += plan.questions.map { Field(panes: panes, field: $0.field, file: file) }
    for pane in plan.panes { collect(pane.plan, file: pane.file, panes: panes + [pane.id]) }
  }
}
