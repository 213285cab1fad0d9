/// What the cross-cell checks remember while the cells go by: the ids seen,
/// the buttons, how many cells there are and how many take an answer, and
/// what the conditions may read. Small, so that checking cell by cell costs
/// no second pass and keeps no cell.
struct TableState {
  /// Each id's first use: where its `id` value was written, and what a condition reads of it.
  var firstUse: [String: IDFacts] = [:]
  /// Each `key:` written on a field, and where: only those, as a field without one stores under its id (`StorageKeyRules`).
  var storageKeys: [String: CellFindings.Span] = [:]
  /// The first cancel-style button.
  var firstCancel: CancelButton?
  /// How many buttons there are, and whether one of them submits.
  var buttonCount = 0
  var hasSubmittingButton = false
  // MARK: - Actions and the way to submit (ButtonRules)
  /// How many in-place actions (`role: action`) the table has; they are not counted in `buttonCount`.
  var actionCount = 0
  /// Where the first submit button that is never shown is hidden: the always-false condition, and what it hides.
  var neverShownSubmit: (range: SourceRange, pointer: JSONPointer?, note: String)?
  /// How many cells take an answer.
  var fieldCount = 0
  /// How many cells there are in all.
  var cellCount = 0
  /// The section whose cells are going by, and how many it has had.
  var openSection: (section: Section, cellCount: Int)?
  /// The sections that had no cell, in order.
  var emptySections: [Section] = []
  /// Whether a section's rows come from data: the table is then not empty, whatever the data gives.
  var hasRowRecipe = false

  /// The references to ids not seen yet, by id: an id seen later makes them
  /// forward references, and those left at the end are unknown.
  var unresolved: [String: [PendingReference]] = [:]
  /// The `field` of every check, judged at the end, when every id is known.
  var checkFields: [CheckField] = []
  /// Where the open section's `visibleIf` was written, when it is always false.
  var openSectionNeverShown: SourceRange?
}

/// What the checks know of an id once its element has gone by: where it was
/// written, for a duplicate's note, and what a condition reads of it. Kept for
/// every id of the table, so it is small: a picker's options are kept as
/// values and labels only.
struct IDFacts {
  /// What the id names.
  enum Owner {
    case table, section
    case cell(CellType)
  }

  var span: CellFindings.Span
  var owner: Owner
  var answerType: CellFindings.AnswerType = .none
  /// A picker's options; empty for every other element.
  var options: [CellFindings.Option] = []
  /// Whether the element is a `secure` input.
  var isSecure = false
  /// Whether the element is a field whose value is stored under its id (it writes no `key:`).
  var storesUnderID = false

  /// The facts of the table's or a section's id, which holds no value.
  init(_ span: CellFindings.Span, owner: Owner) {
    self.span = span
    self.owner = owner
  }

  /// The facts of a cell's id.
  init(_ findings: CellFindings) {
    span = findings.idSpan
    owner = .cell(findings.type)
    answerType = findings.answerType
    options = findings.options
    isSecure = findings.isSecure
    storesUnderID = findings.takesAnswer && findings.key == nil
  }

  /// The scope entry of `id`, for the conditions checker.
  func entry(_ id: String) -> ConditionScope.Entry {
    let range = span.range
    let noun =
      switch owner {
      case .table: "the table"
      case .section: "a section"
      case .cell(let type): "\(type.article) \(type.rawValue)"
      }
    return ConditionScope.Entry(
      id: id, valueType: answerType.valueType,
      options: options.map { PickerCell.Option(label: $0.label, value: $0.value, range: range) }, noun: noun,
      range: range)
  }
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
