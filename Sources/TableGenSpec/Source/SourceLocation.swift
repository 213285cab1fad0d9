/// A position in a source file.
///
/// `line` and `column` are 1-based. The column counts Unicode scalars from the
/// start of the line, the unit libyaml uses, so a position reads the same for a
/// YAML and a JSON file; a tab counts as one. `offset` is the 0-based byte offset
/// into the UTF-8 file, for tools that slice the bytes.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  public var offset: Int

  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// The start of a file.
  public static let start = SourceLocation(line: 1, column: 1, offset: 0)

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column, lhs.offset) < (rhs.line, rhs.column, rhs.offset)
  }

  /// `line:column`, as compilers print it.
  public var description: String { "\(line):\(column)" }
}

/// A half-open span of source text, from `start` up to (not including) `end`.
public struct SourceRange: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var start: SourceLocation
  public var end: SourceLocation

  public init(start: SourceLocation, end: SourceLocation) {
    self.start = start
    self.end = max(start, end)
  }

  /// An empty range at one position.
  public init(at location: SourceLocation) {
    self.init(start: location, end: location)
  }

  public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
    (lhs.start, lhs.end) < (rhs.start, rhs.end)
  }

  public var description: String { "\(start)-\(end)" }
}
