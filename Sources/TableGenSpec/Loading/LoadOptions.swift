/// The limits that keep a hostile or broken file from costing unbounded time or
/// memory. Each limit breached is a positioned diagnostic, never a crash.
public struct LoadOptions: Sendable {
  /// The largest file accepted, in bytes.
  public var maxFileSize: Int
  /// The deepest nesting of sequences and mappings accepted.
  public var maxDepth: Int
  /// The most nodes that aliases may add by expansion. A billion-laughs file
  /// reaches this in a few thousand events and stops.
  public var maxAliasExpansion: Int
  /// The most bytes of scalar text that aliases may add by expansion: 4 MiB.
  /// An alias of a long string is one node, so nodes alone would let one
  /// megabyte repeated a thousand times through.
  public var maxAliasBytes: Int
  /// The most diagnostics reported for one file. A file of 100,000 duplicate
  /// keys would otherwise print 100,000 snippets (and a SARIF log of a
  /// gigabyte); past the limit, the last one shown says how many were left out.
  public var maxDiagnostics: Int
  /// The problems `maxDiagnostics` does not count, kept whatever their number:
  /// those a baseline accepts, so that the cap falls on new problems only and
  /// none of them hides behind accepted ones; or every translation problem,
  /// so that a baseline written records them all (docs/security.md, "Baselines before caps").
  public var uncapped: Uncapped = .none

  /// See ``uncapped``.
  public enum Uncapped: Sendable {
    case none
    /// The problems this baseline accepts (`validate --baseline`).
    case accepted(by: Baseline)
    /// Every translation problem a baseline can hold (`validate --write-baseline`).
    case translations
  }
  /// Whether messages may quote the file's text; off for a file that may hold
  /// secrets (`SourceFile.mayHoldSecrets`), set by `DocumentLoader`.
  var quotesText = true

  public init(
    maxFileSize: Int = 16 << 20, maxDepth: Int = 256, maxAliasExpansion: Int = 100_000, maxAliasBytes: Int = 4 << 20,
    maxDiagnostics: Int = 1_000
  ) {
    self.maxFileSize = maxFileSize
    self.maxDepth = maxDepth
    self.maxAliasExpansion = maxAliasExpansion
    self.maxAliasBytes = maxAliasBytes
    self.maxDiagnostics = maxDiagnostics
  }

  public static let `default` = LoadOptions()
}
