/// `rows:` on a section: the recipe that generates the section's cells from
/// the records of a local data file (issue 15; docs/spec-format.md "Rows from data").
/// The engineer of issue 15 owns this type and fills in its fields.
public struct RowSource: Sendable {
  /// The data file, relative to the spec.
  public var data: String
  public var origin: Origin

  public init(data: String, origin: Origin) {
    self.data = data
    self.origin = origin
  }
}

/// `optionsFrom:` on a picker: its options read from the records of a data file.
public struct OptionSource: Sendable {
  public var data: String
  public var origin: Origin

  public init(data: String, origin: Origin) {
    self.data = data
    self.origin = origin
  }
}
