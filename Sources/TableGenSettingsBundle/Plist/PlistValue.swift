import TableGenSpec

/// One value of a property list, with where it was written: line and column
/// in an XML plist; in a binary plist, line 1 and the object's byte offset
/// (column = offset + 1), the only position that format has.
public struct PlistNode: Sendable {
  public var value: PlistValue
  public var range: SourceRange

  public init(_ value: PlistValue, range: SourceRange) {
    self.value = value
    self.range = range
  }
}

/// One key of a `<dict>`, in the order written; a dict may repeat a key
/// (a defect the reader keeps, so that the lint can name both places).
public struct PlistEntry: Sendable {
  public var key: String
  public var keyRange: SourceRange
  public var node: PlistNode

  public init(key: String, keyRange: SourceRange, node: PlistNode) {
    self.key = key
    self.keyRange = keyRange
    self.node = node
  }
}

/// The value types of Apple's property lists.
public enum PlistValue: Sendable {
  case string(String)
  case integer(Int64)
  case real(Double)
  case bool(Bool)
  /// As written in XML (`2026-11-24T10:00:00Z`); a binary plist's date is written out the same way.
  case date(String)
  case data([UInt8])
  case array([PlistNode])
  case dict([PlistEntry])
}

/// A plist file as read: its root and the format it came in.
public struct PlistDocument: Sendable {
  public enum Format: String, Sendable {
    case xml, binary
  }

  /// The path as given, for diagnostics.
  public var path: String
  public var format: Format
  public var root: PlistNode

  public init(path: String, format: Format, root: PlistNode) {
    self.path = path
    self.format = format
    self.root = root
  }
}
