import TableGenSpec

/// A scenario tests file as written (docs/scenario-tests.md): the spec it
/// tests and its cases, every part with its place in the file. Field ids are
/// not yet checked against the form: that needs the spec, which `ScenarioRunner` has.
public struct ScenarioFile: Sendable {
  /// The `spec` key's path as written, and where; nil for the spec beside the file.
  public var spec: (path: String, range: SourceRange)?
  public var cases: [ScenarioCase] = []
  /// How many cases have problems of their own, and so are not run: each counts as failed.
  public var malformedCases = 0
}

/// One case: answers given, and what the form must make of them.
public struct ScenarioCase: Sendable {
  public var name: String
  /// Where the case's mapping starts: a problem with the whole case is said there.
  public var range: SourceRange
  public var pointer: JSONPointer
  /// The `answers` mapping, read by fill's own prefill with the spec's form.
  public var answers: DocumentNode?
  /// The `set` mapping: each id with its text, as `--set ID=VALUE`.
  public var assignments: [(id: String, text: String, range: SourceRange)] = []
  public var expectations: [ScenarioExpectation] = []
}

/// A field named in an expectation, where it is written.
public struct NamedField: Sendable {
  public var id: String
  public var range: SourceRange
  public var pointer: JSONPointer
}

/// A diagnostic a case expects: its code, and the field it is about when given.
public struct ExpectedDiagnostic: Sendable {
  public var code: DiagnosticCode
  public var field: String?
  public var range: SourceRange
}

/// How a case's fill ends.
public enum ScenarioOutcome: String, Sendable, CaseIterable {
  /// Submitted with answers.
  case submitted
  /// A cancel-style button was the final choice.
  case cancelled
  /// The run has errors: `fill --no-input` exits 2.
  case refused
}

/// One key of a case's `expect`, with where it is written.
public struct ScenarioExpectation: Sendable {
  /// What a field must be.
  public enum FieldState: String, Sendable, CaseIterable {
    case visible, hidden, required, optional, enabled, disabled
  }

  public enum Kind: Sendable {
    case fields(FieldState, [NamedField])
    case errors([ExpectedDiagnostic])
    case warnings([ExpectedDiagnostic])
    /// The exact answers document.
    case answers(DocumentNode)
    /// The final choice's action; nil for a built-in Submit or Save.
    case choice(String?)
    case outcome(ScenarioOutcome)
  }

  public var kind: Kind
  /// The key's place: a failure of the whole expectation is said there.
  public var range: SourceRange
  public var pointer: JSONPointer
}
