/// Links: a relative target is a file that exists, found from the linking
/// spec's folder. URLs are not fetched. A target that is a spec file is a
/// child pane (`SpecLink`): its answers are kept under the link's id, so the
/// link needs one; the pane itself is checked by `LinkedSpecs`.
enum LinkRules {
  static func check(_ link: LinkCell, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
    guard !link.targetIsURL else { return }
    let path = SpecLink.resolve(link.target, from: context.baseDirectory)
    guard context.fileExists(path) else {
      diagnostics.append(
        link.common.origin.diagnostic(
          .missingLinkTarget, "the link target '\(link.target)' does not exist (looked for '\(path)')", at: "target",
          suggestion: "targets are resolved from the spec's own folder; use a URL with a scheme for web pages"))
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
