/// Where a model element came from: its span, its JSON pointer, and where each
/// of its values was written. Validators and renderers use it to point at the
/// exact value a problem is about.
///
/// The positions are kept in the document's compact 32-bit form: the nodes
/// they came from are released once a cell is decoded.
public struct Origin: Sendable {
  /// One value read: its path relative to the element, and its span.
  private struct Field: Sendable {
    var path: String
    var start: Document.Position
    var end: Document.Position
  }

  private var start: Document.Position
  private var end: Document.Position
  /// The element's place in the document, such as `/sections/0/cells/2`.
  public var pointer: JSONPointer
  /// The span of each value read, by its path relative to the element:
  /// `pattern`, `options/2`, `default/0`.
  private var fields: [Field] = []

  public init(range: SourceRange, pointer: JSONPointer) {
    self.start = Document.Position(range.start)
    self.end = Document.Position(range.end)
    self.pointer = pointer
  }

  /// An origin with room for `capacity` values, so that recording them allocates once.
  init(range: SourceRange, pointer: JSONPointer, capacity: Int) {
    self.init(range: range, pointer: pointer)
    fields.reserveCapacity(capacity)
  }

  /// The span of the element's whole mapping.
  public var range: SourceRange {
    get { SourceRange(start: start.location, end: end.location) }
    set {
      start = Document.Position(newValue.start)
      end = Document.Position(newValue.end)
    }
  }

  /// The span of the value at `path`, or of the whole element when that value
  /// was not written (a missing key is reported at the element).
  public func range(of path: String) -> SourceRange {
    guard let field = fields.first(where: { $0.path == path }) else { return range }
    return SourceRange(start: field.start.location, end: field.end.location)
  }

  /// Whether a value was written at `path`.
  public func has(_ path: String) -> Bool {
    fields.contains { $0.path == path }
  }

  /// The JSON pointer of the value at `path`.
  public func pointer(to path: String) -> JSONPointer {
    var tokens = pointer.tokens
    tokens.reserveCapacity(tokens.count + 2)
    var start = path.utf8.startIndex
    for index in path.utf8.indices where path.utf8[index] == UInt8(ascii: "/") {
      if start < index { tokens.append(String(path[start..<index])) }
      start = path.utf8.index(after: index)
    }
    if start < path.utf8.endIndex { tokens.append(String(path[start...])) }
    return JSONPointer(tokens)
  }

  mutating func record(_ path: String, _ range: SourceRange) {
    fields.append(Field(path: path, start: Document.Position(range.start), end: Document.Position(range.end)))
  }

  /// Records the span of the document node at `index`.
  mutating func record(_ path: String, node index: Int, in document: Document) {
    let slot = document.nodes[index]
    fields.append(Field(path: path, start: slot.start, end: slot.end))
  }
}
