/// Reads a file's bytes into a flat, positioned document, YAML through libyaml
/// and JSON through the strict parser, after the shared screening of size and encoding.
public enum DocumentLoader {
  /// The document's root, when the file holds one, and every problem found.
  public static func load(
    _ file: SourceFile, options: LoadOptions = .default
  ) -> (root: DocumentNode?, diagnostics: [Diagnostic]) {
    let (document, diagnostics) = loadDocument(file, options: options)
    return (document?.root, diagnostics)
  }

  /// The document itself; `observer` hears of each mapping as it closes.
  static func loadDocument(
    _ file: SourceFile, options: LoadOptions = .default, observer: (any DocumentObserver)? = nil
  ) -> (document: Document?, diagnostics: [Diagnostic]) {
    var options = options
    options.quotesText = !file.mayHoldSecrets
    let screening = InputScreening(file.bytes, options: options)
    if let problem = screening.problem { return (nil, [problem]) }
    if file.bytes.count == screening.bomLength {
      return (
        nil,
        [
          Diagnostic(
            .emptyDocument, "the file is empty", at: SourceRange(at: .start),
            suggestion: "a spec starts with 'tablegen: 1'")
        ]
      )
    }
    switch file.format {
    case .yaml: return YAMLLoader(options: options).load(file.bytes, screening: screening, observer: observer)
    case .json: return JSONParser(options: options).parse(file.bytes, screening: screening, observer: observer)
    }
  }
}
