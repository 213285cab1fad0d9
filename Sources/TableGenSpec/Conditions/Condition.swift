/// A condition as written on a cell, a section, a picker option or a check:
/// its text, its parsed tree, and where the text was written.
public struct Condition: Sendable {
  /// Held by reference: every cell and picker option has room for conditions,
  /// and most have none, so the model pays one pointer per slot, not the tree.
  private final class Storage: Sendable {
    let text: String
    let expression: Expression
    let range: SourceRange

    init(text: String, expression: Expression, range: SourceRange) {
      self.text = text
      self.expression = expression
      self.range = range
    }
  }

  private let storage: Storage

  /// The text as written in the spec (after YAML or JSON unescaping).
  public var text: String { storage.text }
  /// The parsed tree.
  public var expression: Expression { storage.expression }
  /// The span of the whole string value in the spec file.
  public var range: SourceRange { storage.range }

  public init(text: String, expression: Expression, range: SourceRange) {
    storage = Storage(text: text, expression: expression, range: range)
  }

  /// The ids the condition reads, each once, in the order first written: the
  /// `dependsOn` list of the JSON output.
  public var references: [String] { expression.references }
}

/// The keys that hold a condition, and what each does to its element.
public enum ConditionKey: String, Sendable, CaseIterable {
  /// When false, the element is not shown, not asked, not required, and its
  /// answer is left out; later conditions read it as `null`.
  case visibleIf
  /// When false, the field is shown with its default and not asked; the
  /// default stays in the answers.
  case enableIf
  /// When true, the field must be answered.
  case requiredIf
}

/// The conditions of one element (cell, section or option). All `nil` when none was written.
public struct Conditions: Sendable {
  public var visibleIf: Condition?
  public var enableIf: Condition?
  public var requiredIf: Condition?

  public init(visibleIf: Condition? = nil, enableIf: Condition? = nil, requiredIf: Condition? = nil) {
    self.visibleIf = visibleIf
    self.enableIf = enableIf
    self.requiredIf = requiredIf
  }

  /// Whether any condition was written.
  public var isEmpty: Bool { visibleIf == nil && enableIf == nil && requiredIf == nil }

  /// The condition under `key`.
  public subscript(key: ConditionKey) -> Condition? {
    switch key {
    case .visibleIf: visibleIf
    case .enableIf: enableIf
    case .requiredIf: requiredIf
    }
  }

  /// The ids all the conditions read, each once.
  public var references: [String] {
    var seen: [String] = []
    for condition in [visibleIf, enableIf, requiredIf].compactMap({ $0 }) {
      for id in condition.references where !seen.contains(id) { seen.append(id) }
    }
    return seen
  }
}
