/// Links: a relative target is a regular file inside the linking spec's folder
/// tree (`SpecRelativeFile`). URLs are not fetched. A target that is a spec file is a
/// child pane (`SpecLink`): its answers are kept under the link's id, so the
/// link needs one; the pane itself is checked by `LinkedSpecs`.
enum LinkRules {
  static func check(_ link: LinkCell, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
    guard !link.targetIsURL else { return }
    let file = SpecRelativeFile(link.target, from: context.baseDirectory)
    if let problem = context.fileProblem(file) {
      switch problem {
      case .missing:
        diagnostics.append(
          link.common.origin.diagnostic(
            .missingLinkTarget, "the link target '\(link.target)' does not exist (looked for '\(file.path)')",
            at: "target",
            suggestion: "targets are resolved from the spec's own folder; use a URL with a scheme for web pages"))
      case .absolute, .leadsOut, .notRegular, .unreadable, .tooLarge:
        diagnostics.append(
          link.common.origin.diagnostic(
            problem.code(otherwise: .missingLinkTarget),
            "the link target '\(link.target)' cannot be used: \(problem.reason)", at: "target",
            suggestion: problem.suggestion))
      }
      return
    }
    // MARK: - Child panes
    if SpecLink.isFollowed(link), link.common.id == nil {
      diagnostics.append(
        link.common.origin.diagnostic(
          .childPaneWithoutID,
          "the link to the child pane '\(link.target)' has no id, so fill cannot keep the pane's answers and does not"
            + " offer to enter it",
          suggestion: "give the link an id: the pane's answers are kept under it"))
    }
  }
}
