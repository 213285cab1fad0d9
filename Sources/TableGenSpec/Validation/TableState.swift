/// What the cross-cell checks remember while the cells go by: the ids seen,
/// the buttons, and how many cells there are and how many take an answer.
/// Small, so that checking cell by cell costs no second pass and keeps no cell.
struct TableState {
  /// Where each id was first used: the span of its `id` value.
  var firstUse: [String: CellFindings.Span] = [:]
  /// The first cancel-style button.
  var firstCancel: CancelButton?
  /// How many buttons there are, and whether one of them submits.
  var buttonCount = 0
  var hasSubmittingButton = false
  /// How many cells take an answer.
  var fieldCount = 0
  /// How many cells there are in all.
  var cellCount = 0
  /// The section whose cells are going by, and how many it has had.
  var openSection: (section: Section, cellCount: Int)?
  /// The sections that had no cell, in order.
  var emptySections: [Section] = []
}
