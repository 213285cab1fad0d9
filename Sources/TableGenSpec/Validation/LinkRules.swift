/// Links: a relative target is a spec file that exists, found from the linking
/// spec's folder. URLs are not fetched.
struct LinkRules: ValidationRule {
  func check(_ spec: TableSpec, in context: ValidationContext) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for case .link(let link) in spec.cells where !link.targetIsURL {
      let path = resolve(link.target, from: context.baseDirectory)
      guard !context.fileExists(path) else { continue }
      diagnostics.append(
        link.common.origin.diagnostic(
          .missingLinkTarget, "the link target '\(link.target)' does not exist (looked for '\(path)')", at: "target",
          suggestion: "targets are resolved from the spec's own folder; use a URL with a scheme for web pages"))
    }
    return diagnostics
  }

  private func resolve(_ target: String, from folder: String) -> String {
    if target.hasPrefix("/") { return target }
    return folder == "." ? target : folder + "/" + target
  }
}
