/// Reads a file's bytes into a positioned tree, YAML through libyaml and JSON
/// through the strict parser, after the shared screening of size and encoding.
public enum DocumentLoader {
  public static func load(_ file: SourceFile, options: LoadOptions = .default) -> (root: Node?, diagnostics: [Diagnostic]) {
    let screening = InputScreening(file.bytes, options: options)
    if let problem = screening.problem { return (nil, [problem]) }
    if file.bytes.count == screening.bomLength {
      return (nil, [Diagnostic(.emptyDocument, "the file is empty", at: SourceRange(at: .start),
                               suggestion: "a spec starts with 'tablegen: 1'")])
    }
    switch file.format {
    case .yaml: return YAMLLoader(options: options).load(file.bytes, screening: screening)
    case .json: return JSONParser(options: options).parse(file.bytes, screening: screening)
    }
  }
}
