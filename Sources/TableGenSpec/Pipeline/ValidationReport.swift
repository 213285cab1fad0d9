/// The outcome of checking a set of files: what every reporter formats.
public struct ValidationReport: Sendable {
  /// One file's result.
  public struct FileResult: Sendable {
    /// The path as the user named it (or the `--stdin-filename`).
    public var path: String
    /// The file's content, for the snippets under its diagnostics; nil when it
    /// could not be read, and may be nil when it has no diagnostics.
    public var source: SourceFile?
    /// The file's diagnostics, in report order.
    public var diagnostics: [Diagnostic]
    /// The child panes the file's links lead to, for `LinkedSpecs` to follow.
    public var links: [SpecLink]
    // MARK: - Translation checks
    /// How far the spec is translated, one entry per locale it declares besides its source; empty otherwise.
    public var coverage: [LocaleCoverage]
    /// The data files the spec reads (`LoadedSpec.filesRead`).
    public var filesRead: [String]
    /// How many problems the cap left out of `diagnostics`, and how many of them are errors (`LoadedSpec.leftOut`).
    public var leftOut = 0
    public var errorsLeftOut = 0

    public init(
      path: String, source: SourceFile?, diagnostics: [Diagnostic], links: [SpecLink] = [],
      coverage: [LocaleCoverage] = [], filesRead: [String] = []
    ) {
      self.path = path
      self.source = source
      self.diagnostics = diagnostics
      self.links = links
      self.coverage = coverage
      self.filesRead = filesRead
    }
  }

  /// The files in report order (sorted by path), each with its diagnostics.
  public var files: [FileResult]
  // MARK: - Translation checks
  /// What `--baseline` left out of the report, when a baseline was applied (`Baseline.apply`).
  public var baseline: Baseline.Outcome?

  public init(files: [FileResult], baseline: Baseline.Outcome? = nil) {
    self.files = files.sorted { $0.path < $1.path }
    self.baseline = baseline
  }

  /// Every diagnostic of every file, in report order.
  public var diagnostics: [Diagnostic] { files.flatMap(\.diagnostics) }

  public var errorCount: Int { diagnostics.count(of: .error) }
  public var warningCount: Int { diagnostics.count(of: .warning) }
  public var infoCount: Int { diagnostics.count(of: .info) }

  /// How many problems the cap left out, in every file: when any were, the report is not whole.
  public var leftOutCount: Int { files.reduce(0) { $0 + $1.leftOut } }

  /// Whether the run fails: any error (one left out by the cap too), or any warning when warnings
  /// count as failures; and under `strict`, any report the cap shortened, since a problem left
  /// out was never judged.
  public func fails(strict: Bool) -> Bool {
    errorCount > 0 || files.contains { $0.errorsLeftOut > 0 } || (strict && (warningCount > 0 || leftOutCount > 0))
  }
}

/// Formats a whole report, for outputs that are one document (JSON, SARIF) or
/// a stream of commands (GitHub).
public protocol ReportFormatter: Sendable {
  func format(_ report: ValidationReport) -> String
}
