/// Value rows: a row that maps stored values to titles shows a `value` that
/// is one of them (`ValueCell.option(forStored:)`), as a Settings bundle's
/// `DefaultValue` is one of its `Values`.
enum ValueRules {
  static func check(_ cell: ValueCell, into diagnostics: inout [Diagnostic]) {
    guard !cell.options.isEmpty, let value = cell.value, cell.option(forStored: value) == nil else { return }
    diagnostics.append(
      cell.common.origin.diagnostic(
        .valueNotAnOption, "the value \(QuotedValue.quote(value)) is not one of the options' values", at: "value",
        suggestion: Suggestion.hint(
          for: value,
          among: cell.options.map { Suggestion.LabelledChoice(value: $0.value.description, label: $0.label) },
          noun: "values")))
  }
}
