// A folder's data files are not specs.

extension ValidationReport {
  /// The report without the files of `walked` (those found by walking a
  /// folder, not named) that a spec of the report reads as its data (`rows:`
  /// or `optionsFrom:`): they are checked as that spec's data, at its recipe,
  /// and are not specs. (Translation catalogs are `.strings` and `.xcstrings`
  /// files, which the walk never collects.) A file named on the
  /// command line is always checked as a spec. Files are compared as the
  /// system knows them (`FileIdentity`), however a path spells them.
  public func leavingOutFilesRead(among walked: [String]) -> ValidationReport {
    let read = Set(files.flatMap(\.filesRead).compactMap { FileIdentity(regularFileAt: $0) })
    guard !read.isEmpty else { return self }
    let walked = Set(walked)
    var report = self
    report.files.removeAll { file in
      walked.contains(file.path) && FileIdentity(regularFileAt: file.path).map(read.contains) == true
    }
    return report
  }
}
