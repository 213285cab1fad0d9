/// Text views: the line range is ordered and the default fits.
enum TextViewRules {
  static func check(_ textView: TextViewCell, into diagnostics: inout [Diagnostic]) {
    let origin = textView.common.origin
    if let maxLines = textView.maxLines, textView.minLines > maxLines {
      diagnostics.append(
        origin.diagnostic(
          .lineRange, "minLines (\(textView.minLines)) is greater than maxLines (\(maxLines))",
          at: origin.has("minLines") ? "minLines" : "maxLines",
          suggestion: origin.has("minLines") ? nil : "minLines defaults to \(TextViewCell.defaultMinLines)"))
    }
    if let text = textView.default, let problem = textView.lengthProblem(text) {
      diagnostics.append(origin.diagnostic(.invalidDefault, "the default \(problem)", at: "default"))
    }
  }
}
