import TableGenSpec

/// The findings of `breaking` as a `ValidationReport`, so that every
/// reporter (text, JSON, GitHub, SARIF) writes them as it writes validate's:
/// one file per spec or answers file the findings stand in, each spec file
/// with its text for the snippets (an answers file's is never quoted: it may
/// hold secrets).
public enum EvolutionReport {
  /// `diagnostics` grouped by their file; `version`'s root file is always listed, so a clean run says "1 file".
  public static func report(_ diagnostics: [Diagnostic], specs version: SpecVersion) -> ValidationReport {
    let specFiles = Set([version.file] + version.fields.map(\.file))
    var byFile: [String: [Diagnostic]] = [version.file: []]
    for diagnostic in diagnostics { byFile[diagnostic.file ?? version.file, default: []].append(diagnostic) }
    let files = byFile.map { path, found in
      let source = specFiles.contains(path) && !found.isEmpty ? try? SpecFileReader.read(path: path).get() : nil
      return ValidationReport.FileResult(
        path: path, source: source, diagnostics: found.sorted(by: Diagnostic.reportOrder))
    }
    return ValidationReport(files: files)
  }
}
