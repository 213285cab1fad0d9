/// `rows:` on a section: the recipe that generates the section's cells from
/// the records of a local data file (docs/spec-format.md "Rows from data").
///
/// Expansion (`DataRows/RowExpansion.swift`) runs once after decoding: the
/// section then holds the generated cells, `records` says which record each
/// came from, and a grouped recipe has become one section per group, each
/// keeping the recipe with its `group` value. The recipe itself stays, so that
/// the JSON output can hand it to an app that re-runs it on live data.
public struct RowSource: Sendable {
  /// The data file, relative to the spec's folder.
  public var data: String
  /// `filter:`, in the conditions language: `{row.field}` reads the record, `{id}` an answer.
  public var filter: Condition?
  /// `groupBy:`: the field whose value makes one section per group.
  public var groupBy: String?
  /// `sort:`, in order; when grouped, the group key leads.
  public var sort: [SortKey]
  /// `limit:`: at most this many records, after filtering and sorting (per recipe, not per group).
  public var limit: Int?
  /// `empty:`: the text shown where the recipe gives no rows.
  public var empty: String?
  /// `template:` as written, for the JSON output's recipe.
  public var template: RecipeValue
  /// The `template` node of the spec's document; valid only while the spec is loaded.
  package var templateNode: Int = -1
  /// The group value of this section, when the recipe is grouped.
  public var group: DataValue?
  /// For each cell of the section, the index (from 0) of the record it came from;
  /// nil for the note that shows the `empty` text where the recipe gives no rows.
  public var records: [Int?] = []
  public var origin: Origin

  /// One sort key: a record field, ascending unless `descending`.
  public struct SortKey: Sendable, Equatable {
    public var field: String
    public var descending: Bool
    /// Where the key was written.
    public var range: SourceRange

    public init(field: String, descending: Bool = false, range: SourceRange) {
      self.field = field
      self.descending = descending
      self.range = range
    }

    public static func == (lhs: SortKey, rhs: SortKey) -> Bool {
      lhs.field == rhs.field && lhs.descending == rhs.descending
    }
  }

  public init(
    data: String, filter: Condition? = nil, groupBy: String? = nil, sort: [SortKey] = [], limit: Int? = nil,
    empty: String? = nil, template: RecipeValue, origin: Origin
  ) {
    self.data = data
    self.filter = filter
    self.groupBy = groupBy
    self.sort = sort
    self.limit = limit
    self.empty = empty
    self.template = template
    self.origin = origin
  }
}

/// `optionsFrom:` on a picker: its options read from the records of a data file,
/// filtered and sorted as `rows:` is; expansion replaces the picker's options with them.
public struct OptionSource: Sendable {
  public var data: String
  /// `value:`: the field that gives each option's value.
  public var value: String
  /// `label:`: the field that gives each option's label; the value's when absent.
  public var label: String?
  public var filter: Condition?
  public var sort: [RowSource.SortKey]
  public var origin: Origin

  public init(
    data: String, value: String, label: String? = nil, filter: Condition? = nil, sort: [RowSource.SortKey] = [],
    origin: Origin
  ) {
    self.data = data
    self.value = value
    self.label = label
    self.filter = filter
    self.sort = sort
    self.origin = origin
  }
}

/// A scalar of a data file's record: what `{row.field}` reads.
public enum DataValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Number)
  case string(String)

  /// The value as a template substitutes it: a number as written, a bool as `true`/`false`, null as nothing.
  public var text: String {
    switch self {
    case .null: ""
    case .bool(let flag): flag ? "true" : "false"
    case .number(let number): number.literal
    case .string(let text): text
    }
  }

  /// "a string", "a number", for messages about mixed types.
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    }
  }
}

/// A value of a recipe's template as written: kept for the JSON output.
public indirect enum RecipeValue: Sendable {
  case scalar(DataValue)
  case list([RecipeValue])
  case mapping([(key: String, value: RecipeValue)])
}
