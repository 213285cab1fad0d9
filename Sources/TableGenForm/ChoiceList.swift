import TableGenOutput
import TableGenSpec

/// A picker on a terminal: the highlighted row, the rows ticked in a multiple
/// picker, and the filter typed to narrow a long list.
///
/// An optional single-choice picker has one more row after its options,
/// "(leave out)", so that it can be left without an answer.
///
/// Digits follow `PickerCell.numbersItsOptions`: they jump to a numbered
/// option, or, when the options are numbers themselves, they are typed into
/// the filter like any other character.
public struct ChoiceList: Equatable, Sendable {
  public let labels: [String]
  public let multiple: Bool
  /// Whether the options are numbered on screen and digits jump to them.
  public let numbered: Bool
  /// Whether the last row leaves the field out.
  public let hasLeaveOutRow: Bool
  public private(set) var filter = ""
  /// The highlighted row, as an index into `visibleRows`.
  public private(set) var highlighted = 0
  /// The ticked options of a multiple picker, by option index.
  public private(set) var ticked: Set<Int> = []
  private var digits = ""

  /// The row label of the "(leave out)" row.
  public static let leaveOutLabel = "(leave out)"

  init(picker: PickerCell, current: Answer?) {
    labels = picker.options.map(\.label)
    multiple = picker.multiple
    numbered = picker.numbersItsOptions
    hasLeaveOutRow = !picker.multiple && !picker.required
    let values: [PickerCell.OptionValue]
    switch current {
    case .option(let value)?: values = [value]
    case .options(let list)?: values = list
    default: values = []
    }
    let indexes = values.compactMap { value in picker.options.firstIndex { $0.value == value } }
    if multiple {
      ticked = Set(indexes)
      highlighted = indexes.min() ?? 0
    } else if let first = indexes.first {
      highlighted = first
    } else if hasLeaveOutRow {
      highlighted = labels.count  // no default: Enter leaves the field out
    }
  }

  /// The rows shown: option indexes (and `labels.count` for the leave-out row)
  /// whose label contains the filter, ignoring case.
  public var visibleRows: [Int] {
    let all = Array(0..<(labels.count + (hasLeaveOutRow ? 1 : 0)))
    guard !filter.isEmpty else { return all }
    let needle = filter.lowercased()
    return all.filter { $0 < labels.count && labels[$0].lowercased().contains(needle) }
  }

  /// The row under the highlight, if any row is visible.
  public var highlightedRow: Int? {
    let rows = visibleRows
    return rows.indices.contains(highlighted) ? rows[highlighted] : nil
  }

  public func label(ofRow row: Int) -> String {
    row < labels.count ? labels[row] : Self.leaveOutLabel
  }

  mutating func move(by offset: Int) {
    let count = visibleRows.count
    guard count > 0 else { return }
    highlighted = min(max(0, highlighted + offset), count - 1)
    digits = ""
  }

  mutating func moveToEnd(_ last: Bool) {
    highlighted = last ? max(0, visibleRows.count - 1) : 0
    digits = ""
  }

  /// A digit key in a numbered list: jumps to the option with that number;
  /// digits typed in a row make one number (`1`, `2` jumps to 12) while it
  /// names an option. Only the highlight moves: Enter chooses. In a list of
  /// numbers, the digit is typed into the filter instead.
  mutating func type(digit: Character) {
    guard numbered else {
      _ = type(filter: String(digit))
      return
    }
    for candidate in [digits + String(digit), String(digit)] {
      if let number = Int(candidate), number >= 1, number <= labels.count {
        filter = ""
        highlighted = number - 1
        digits = candidate
        return
      }
    }
    digits = ""
  }

  /// Adds `text` to the filter; false, and nothing changes, past `FillLimits.filterCharacters`.
  mutating func type(filter text: String) -> Bool {
    guard filter.count + text.count <= FillLimits.filterCharacters else { return false }
    filter += text
    highlightExactMatch()
    digits = ""
    return true
  }

  /// Removes the last character of the filter; false when there is none.
  mutating func deleteFilterCharacter() -> Bool {
    guard !filter.isEmpty else { return false }
    filter.removeLast()
    highlightExactMatch()
    return true
  }

  /// Highlights the row whose label is the filter itself (ignoring case), else
  /// the first row: typing `1` in 4, 8, 12, 16 shows 12 and 16 with 12 highlighted, and `16` then
  /// highlights 16; typing `1` in 1, 10, 100 highlights 1, not the first of the three that contain it.
  private mutating func highlightExactMatch() {
    let needle = filter.lowercased()
    highlighted = visibleRows.firstIndex { $0 < labels.count && labels[$0].lowercased() == needle } ?? 0
  }

  /// Clears the filter; false when there is none.
  mutating func clearFilter() -> Bool {
    guard !filter.isEmpty else { return false }
    let row = highlightedRow
    filter = ""
    highlighted = row.flatMap { visibleRows.firstIndex(of: $0) } ?? 0
    return true
  }

  mutating func toggleHighlighted() {
    guard let row = highlightedRow, row < labels.count else { return }
    if ticked.contains(row) { ticked.remove(row) } else { ticked.insert(row) }
    digits = ""
  }
}
