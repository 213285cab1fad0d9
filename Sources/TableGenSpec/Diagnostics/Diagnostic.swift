/// One problem found in a spec: the single currency of every stage, from the
/// loaders through the decoder to the validator. Stages collect diagnostics and
/// return them; none of them throws at the first problem.
public struct Diagnostic: Hashable, Sendable {
  /// How serious a problem is.
  public enum Severity: String, Hashable, Comparable, Sendable, CaseIterable {
    case info, warning, error

    private var rank: Int {
      switch self {
      case .info: 0
      case .warning: 1
      case .error: 2
      }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  /// A secondary location that explains the problem, such as the first of two
  /// duplicate keys.
  public struct Note: Hashable, Sendable {
    public var message: String
    public var range: SourceRange?
    /// The file the note's range is in, when it is not the diagnostic's own:
    /// the data file of generated rows, a child pane, a catalog.
    public var file: String?

    public init(_ message: String, at range: SourceRange?, in file: String? = nil) {
      self.message = message
      self.range = range
      self.file = file
    }
  }

  public var severity: Severity
  public var code: DiagnosticCode
  public var message: String
  /// The file's path as the user named it; `nil` until the pipeline assigns it.
  public var file: String?
  /// Where the problem is; `nil` only for problems with a whole file, such as an unreadable one.
  public var range: SourceRange?
  /// Where the problem is in the document's structure.
  public var pointer: JSONPointer?
  /// A hint that may fix the problem, such as `did you mean 'label'?`.
  public var suggestion: String?
  public var notes: [Note]
  // MARK: - Translation checks
  /// For a translation problem, the locale (and catalog key) it is about: part of its key in a baseline.
  public var translation: TranslationSubject?

  public init(
    _ code: DiagnosticCode,
    _ message: String,
    at range: SourceRange?,
    pointer: JSONPointer? = nil,
    severity: Severity? = nil,
    suggestion: String? = nil,
    notes: [Note] = [],
    file: String? = nil
  ) {
    self.code = code
    self.message = Self.bounded(message)
    self.range = range
    self.pointer = pointer
    self.severity = severity ?? code.defaultSeverity
    self.suggestion = suggestion.map(Self.bounded)
    self.notes = notes.map { Note(Self.bounded($0.message), at: $0.range, in: $0.file) }
    self.file = file
  }

  /// The longest message kept whole, in characters.
  public static let maximumMessageLength = 400

  /// `message`, or its start and end around an ellipsis when it is longer than
  /// ``maximumMessageLength``; suggestions and notes too. They quote the spec,
  /// and a 100,000-character key, a 10,000-digit number or the list of a
  /// million options would otherwise bury the rest of the report.
  static func bounded(_ message: String) -> String {
    guard message.utf8.count > maximumMessageLength, message.count > maximumMessageLength else { return message }
    let keep = maximumMessageLength / 2
    let omitted = message.count - 2 * keep
    return "\(message.prefix(keep))…(\(omitted) characters)…\(message.suffix(keep))"
  }

  /// The order of every report: by file, then by position, then by code.
  public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
    let lhsFile = lhs.file ?? ""
    let rhsFile = rhs.file ?? ""
    if lhsFile != rhsFile { return lhsFile < rhsFile }
    let lhsStart = lhs.range?.start ?? .start
    let rhsStart = rhs.range?.start ?? .start
    if lhsStart != rhsStart { return lhsStart < rhsStart }
    let lhsStage = DiagnosticCode.Category.allCases.firstIndex(of: lhs.code.category) ?? 0
    let rhsStage = DiagnosticCode.Category.allCases.firstIndex(of: rhs.code.category) ?? 0
    if lhsStage != rhsStage { return lhsStage < rhsStage }
    if lhs.code != rhs.code { return lhs.code.rawValue < rhs.code.rawValue }
    return lhs.message < rhs.message
  }
}

extension Array where Element == Diagnostic {
  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { contains { $0.severity == .error } }

  /// The number of diagnostics of one severity.
  public func count(of severity: Diagnostic.Severity) -> Int {
    reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
  }
}

/// A diagnostic is also the failure of an operation on one file, such as reading it.
extension Diagnostic: Error {}
