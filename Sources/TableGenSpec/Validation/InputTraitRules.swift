/// An input's keyboard traits: a content type UIKit knows, and no
/// autocorrection or autocapitalization on a secure field, where iOS turns
/// both off whatever the spec says.
enum InputTraitRules {
  static func check(_ input: InputCell, into diagnostics: inout [Diagnostic]) {
    let origin = input.common.origin
    if let contentType = input.contentType, !TextContentType.isKnown(contentType) {
      diagnostics.append(
        origin.diagnostic(
          .unknownContentType, "\(QuotedValue.quote(contentType)) is not one of UIKit's text content types",
          at: "contentType", suggestion: Suggestion.hint(for: contentType, among: TextContentType.names, noun: "types")
        ))
    }
    guard input.secure else { return }
    for (key, isSet) in [
      ("autocorrection", input.autocorrection != nil), ("autocapitalization", input.autocapitalization != nil),
    ] where isSet {
      diagnostics.append(
        origin.diagnostic(
          .traitOnSecureField, "'\(key)' is ignored on a secure field: iOS never corrects or capitalizes a password",
          at: key, suggestion: "remove '\(key)'"))
    }
  }
}
