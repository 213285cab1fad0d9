extension MappingReader {
  /// `idioms:` on a cell or a section: a list of `phone` and `pad`, each once.
  /// An empty list is an error (it would mean "every device" while reading as
  /// "none"); a repeated device a warning at the repeat. Absent means every device.
  mutating func idioms() -> [Idiom] {
    guard let node = located("idioms") else { return [] }
    guard document.nodes[node].kind == .sequence else {
      var suggestion: String?
      if let text = stringValue(node), Idiom(rawValue: text) != nil {
        suggestion = "write it as a list: idioms: [\(text)]"
      }
      diagnostics.append(
        Diagnostic(
          .typeMismatch, "'idioms' must be a list of devices (phone, pad), found \(document.kindDescription(of: node))",
          at: document.range(of: node), pointer: origin.pointer(to: "idioms"), suggestion: suggestion))
      return []
    }
    guard document.nodes[node].count > 0 else {
      diagnostics.append(
        Diagnostic(
          .emptyIdioms, "'idioms' is empty; leave it out to show on every device", at: document.range(of: node),
          pointer: origin.pointer(to: "idioms"), suggestion: "remove 'idioms', or list the devices: [phone] or [pad]"))
      return []
    }
    var idioms: [Idiom] = []
    var firstRanges: [Idiom: SourceRange] = [:]
    let names = Idiom.allCases.map(\.rawValue)
    for (index, item) in document.children(of: node).enumerated() {
      // Two devices fit in the list: a hostile one of a million repeats is reported up to the limit, not a million times.
      if diagnostics.count > LoadOptions.default.maxDiagnostics { break }
      let range = document.range(of: item)
      let pointer = origin.pointer(to: "idioms/\(index)")
      guard let text = stringValue(item) else {
        diagnostics.append(
          Diagnostic(
            .typeMismatch, "each idiom must be a string (phone or pad), found \(document.kindDescription(of: item))",
            at: range, pointer: pointer))
        continue
      }
      guard let idiom = Idiom(rawValue: text) else {
        diagnostics.append(
          Diagnostic(
            .invalidValue, "\(QuotedValue.quote(text)) is not a device idiom", at: range, pointer: pointer,
            suggestion: Suggestion.hint(for: text, among: names, noun: "idioms")))
        continue
      }
      if let first = firstRanges[idiom] {
        diagnostics.append(
          Diagnostic(
            .duplicateIdiom, "'\(text)' is listed twice in 'idioms'", at: range, pointer: pointer,
            suggestion: "list each device once", notes: [Diagnostic.Note("first listed here", at: first)]))
        continue
      }
      firstRanges[idiom] = range
      idioms.append(idiom)
    }
    return idioms
  }
}
