/// Links: a relative target is a spec file that exists, found from the linking
/// spec's folder. URLs are not fetched.
enum LinkRules {
  static func check(_ link: LinkCell, in context: ValidationContext, into diagnostics: inout [Diagnostic]) {
    guard !link.targetIsURL else { return }
    let path = resolve(link.target, from: context.baseDirectory)
    guard !context.fileExists(path) else { return }
    diagnostics.append(
      link.common.origin.diagnostic(
        .missingLinkTarget, "the link target '\(link.target)' does not exist (looked for '\(path)')", at: "target",
        suggestion: "targets are resolved from the spec's own folder; use a URL with a scheme for web pages"))
  }

  private static func resolve(_ target: String, from folder: String) -> String {
    if target.hasPrefix("/") { return target }
    return folder == "." ? target : folder + "/" + target
  }
}
