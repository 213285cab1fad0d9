/// What a condition or template may read where it is written: the cells that
/// come before it, each with its type, its options and where its id was
/// written. The validator fills it as the cells go by (`add`), so one pass
/// checks every condition against exactly the cells above it.
public struct ConditionScope: Sendable {
  /// One id a condition may name.
  public struct Entry: Sendable {
    public var id: String
    /// The type of the cell's answer; nil when the id names something that
    /// holds no value: a button, value, link or note cell, a section, the table.
    public var valueType: ValueType?
    /// A picker's options, for `unknown-option-value`; empty for other cells.
    public var options: [PickerCell.Option]
    /// The cell's label or title, for messages.
    public var label: String?
    /// What the id names, for messages: "a switch", "a button", "the section".
    public var noun: String
    /// Where the id was written.
    public var range: SourceRange

    public init(
      id: String, valueType: ValueType?, options: [PickerCell.Option] = [], label: String? = nil, noun: String,
      range: SourceRange
    ) {
      self.id = id
      self.valueType = valueType
      self.options = options
      self.label = label
      self.noun = noun
      self.range = range
    }

    /// The entry of a cell with an id, whose `id` value was written at `range`.
    public init(_ cell: Cell, id: String, range: SourceRange) {
      let options: [PickerCell.Option]
      if case .picker(let picker) = cell { options = picker.options } else { options = [] }
      self.init(
        id: id, valueType: cell.conditionValueType, options: options, label: cell.caption,
        noun: (cell.type == .input ? "an " : "a ") + cell.type.rawValue, range: range)
    }

    /// Whether the id names something with a value a condition can read.
    public var holdsValue: Bool { valueType != nil }
  }

  private var entries: [String: Entry] = [:]

  public init() {}

  /// Makes `entry` readable from here on; a repeated id keeps its first entry,
  /// as `duplicate-id` reports the second.
  public mutating func add(_ entry: Entry) {
    if entries[entry.id] == nil { entries[entry.id] = entry }
  }

  /// Makes a cell readable from here on, when it has an id.
  public mutating func add(_ cell: Cell) {
    guard let id = cell.common.id else { return }
    add(Entry(cell, id: id, range: cell.common.origin.range(of: "id")))
  }

  /// The entry of `id`, when it was added.
  public subscript(id: String) -> Entry? { entries[id] }

  /// Every id added, in no particular order.
  public var ids: [String] { Array(entries.keys) }
}

extension Cell {
  /// The type a condition reads this cell's answer as (docs/spec-format.md,
  /// "Types"); nil for the cells that hold no value.
  public var conditionValueType: ValueType? { kind.conditionValueType }
}

extension PickerCell {
  /// The type of the picker's option values: `.string`, `.number` or `.bool`
  /// when they agree, `.option` when they mix (or there are none).
  var optionValueType: ValueType {
    guard let kind = options.first?.value.kind, options.allSatisfy({ $0.value.kind == kind }) else { return .option }
    switch kind {
    case .string: return .string
    case .number: return .number
    case .bool: return .bool
    }
  }
}
