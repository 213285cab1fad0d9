/// Text views: the line range is ordered and the default fits.
struct TextViewRules: ValidationRule {
  func check(_ spec: TableSpec, in context: ValidationContext) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for case .textView(let textView) in spec.cells {
      let origin = textView.common.origin
      if let maxLines = textView.maxLines, textView.minLines > maxLines {
        diagnostics.append(
          origin.diagnostic(
            .lineRange, "minLines (\(textView.minLines)) is greater than maxLines (\(maxLines))",
            at: origin.has("minLines") ? "minLines" : "maxLines",
            suggestion: origin.has("minLines") ? nil : "minLines defaults to \(TextViewCell.defaultMinLines)"))
      }
      if let text = textView.default, let maxLength = textView.maxLength, text.count > maxLength {
        diagnostics.append(
          origin.diagnostic(
            .invalidDefault, "the default is \(text.count) characters long, more than maxLength (\(maxLength))",
            at: "default"))
      }
    }
    return diagnostics
  }
}
