/// A spec file taken as far through the pipeline as it goes: loaded, decoded,
/// and (when its structure is sound) checked for meaning.
public struct LoadedSpec: Sendable {
  public var file: SourceFile
  /// The typed spec, when the file holds a structurally valid spec.
  public var spec: TableSpec?
  /// Every problem found, each naming the file, in report order.
  public var diagnostics: [Diagnostic]

  /// Whether the spec can be rendered: it decoded and no check found an error.
  public var isValid: Bool { spec != nil && !diagnostics.hasErrors }
}

/// The library's front door: from bytes to a checked, typed spec.
public enum SpecLoader {
  /// Loads and decodes `file`, then runs the semantic checks when its structure is sound.
  /// Semantic checks wait for a sound structure so that they never report the
  /// echo of a structural problem (an "empty" section whose cells failed to decode).
  /// `context` defaults to the spec's own folder for resolving link targets.
  public static func load(
    _ file: SourceFile, options: LoadOptions = .default, context: ValidationContext? = nil
  ) -> LoadedSpec {
    // Cells are decoded as they close, so the document never holds more than
    // the table's skeleton and one cell.
    let stream = CellStream(maxDiagnostics: options.maxDiagnostics)
    let (document, loadDiagnostics) = DocumentLoader.loadDocument(file, options: options, observer: stream)
    var diagnostics = loadDiagnostics
    var spec: TableSpec?
    // Decoding goes on after recoverable load errors (a duplicate key), so every
    // structural problem is reported in one run; the spec is kept only when sound.
    if let document, !document.nodes.isEmpty, loadDiagnostics.count <= options.maxDiagnostics {
      let decoded = SpecDecoder(maxDiagnostics: options.maxDiagnostics).decodeModel(document, root: 0, streamed: stream)
      diagnostics += decoded.diagnostics
      spec = diagnostics.hasErrors ? nil : decoded.spec
    }
    if let spec {
      diagnostics += Validator().validate(spec, in: context ?? .forSpec(at: file.path))
    }
    diagnostics.sort(by: Diagnostic.reportOrder)
    limit(&diagnostics, to: options.maxDiagnostics)
    for index in diagnostics.indices { diagnostics[index].file = file.path }
    return LoadedSpec(file: file, spec: spec, diagnostics: diagnostics)
  }

  /// Keeps the first `limit` diagnostics in report order; the last one kept
  /// says that more were found. The stages stop one past the limit, so how
  /// many more is not known. Errors stay errors: a kept one is enough.
  static func limit(_ diagnostics: inout [Diagnostic], to limit: Int) {
    guard limit > 0, diagnostics.count > limit else { return }
    diagnostics.removeSubrange(limit...)
    diagnostics[limit - 1].notes.append(
      Diagnostic.Note(
        "only the first \(limit) problems in this file are shown, and checking stopped there; fix these and run again",
        at: nil))
  }
}
