/// Where a model element came from: its span, its JSON pointer, and where each
/// of its values was written. Validators and renderers use it to point at the
/// exact value a problem is about.
public struct Origin: Sendable {
  /// The span of the element's whole mapping.
  public var range: SourceRange
  /// The element's place in the document, such as `/sections/0/cells/2`.
  public var pointer: JSONPointer
  /// The span of each value read, by its path relative to the element:
  /// `pattern`, `options/2`, `default/0`.
  private var fields: [(path: String, range: SourceRange)] = []

  public init(range: SourceRange, pointer: JSONPointer) {
    self.range = range
    self.pointer = pointer
  }

  /// The span of the value at `path`, or of the whole element when that value
  /// was not written (a missing key is reported at the element).
  public func range(of path: String) -> SourceRange {
    fields.first { $0.path == path }?.range ?? range
  }

  /// Whether a value was written at `path`.
  public func has(_ path: String) -> Bool {
    fields.contains { $0.path == path }
  }

  /// The JSON pointer of the value at `path`.
  public func pointer(to path: String) -> JSONPointer {
    var result = pointer
    for token in path.split(separator: "/") { result = result.appending(String(token)) }
    return result
  }

  mutating func record(_ path: String, _ range: SourceRange) {
    fields.append((path, range))
  }
}
