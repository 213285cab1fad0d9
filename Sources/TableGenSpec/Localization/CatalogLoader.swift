/// Reads the catalogs a spec names under `strings:`, from the spec's folder,
/// with a spec's limits (`LoadOptions`): a pipeline stage after decoding.
enum CatalogLoader {
  /// Fills each reference's `catalog`, and returns every problem: a catalog
  /// that cannot be read is reported at its item of `strings:` in the spec; a
  /// problem inside a catalog at its own position, naming the catalog's file.
  static func load(
    _ localization: inout Localization, baseDirectory: String, options: LoadOptions
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for index in localization.catalogs.indices {
      let reference = localization.catalogs[index]
      let pointer = reference.isTable ? JSONPointer(["stringsTable"]) : JSONPointer(["strings", String(index)])
      // The rule for every file a spec names (`SpecRelativeFile`): in the spec's folder tree, a regular file.
      let named = SpecRelativeFile(reference.path, from: baseDirectory)
      let path = named.path
      let file: SourceFile
      switch named.read(options: options) {
      case .success(let read): file = read
      case .failure(let problem):
        diagnostics.append(
          Diagnostic(
            problem.code(otherwise: problem.isTooLarge ? .fileTooLarge : .unreadableFile),
            "cannot read the catalog \(QuotedValue.quote(reference.path)): \(problem.reason)",
            at: reference.range, pointer: pointer, suggestion: problem.suggestion))
        continue
      }
      let read =
        if let locale = reference.locale, reference.path.hasSuffix(".strings") {
          StringsFile.read(file.bytes, path: path, locale: locale)
        } else {
          StringCatalogFile.read(file.bytes, path: path, options: options)
        }
      localization.catalogs[index].catalog = read.catalog
      diagnostics += read.diagnostics
    }
    return diagnostics
  }
}
