/// What the cross-cell checks remember while the cells go by: the ids seen,
/// the buttons, how many cells there are and how many take an answer, and
/// what the conditions may read. Small, so that checking cell by cell costs
/// no second pass and keeps no cell.
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

  /// What a condition may read: every id seen so far, with the type of its answer.
  var scope = ConditionScope()
  /// The references to ids not seen yet, by id: an id seen later makes them
  /// forward references, and those left at the end are unknown.
  var unresolved: [String: [PendingReference]] = [:]
  /// The `field` of every check, judged at the end, when every id is known.
  var checkFields: [CheckField] = []
  /// Where the open section's `visibleIf` was written, when it is always false.
  var openSectionNeverShown: SourceRange?
}

/// A reference to an id not seen where it was written, the pointer its
/// diagnostic carries, and what to do instead of a forward reference, when
/// that is not to move the cell (a section's check).
struct PendingReference {
  var reference: UnresolvedReference
  var pointer: JSONPointer?
  var advice: String?
}

/// A check's `field`: the id, where it was written, and its pointer.
struct CheckField {
  var id: String
  var range: SourceRange
  var pointer: JSONPointer
}
