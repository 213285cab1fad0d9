/// What a type of cell is and means, said once, in the type's own files: its
/// keys, how it is read from a spec, whether and how it holds an answer, what
/// answers it takes, and what its checks find. Every part of tablegen asks a
/// cell through `Cell.kind` (or a type through `CellType.kind`), so a new cell
/// type is one conformance; a requirement it forgets does not compile, as
/// none has a default. The types that take no answer declare it by conforming
/// to `TakesNoAnswer`, which says the answer's part for them.
///
/// Only the drawing of a cell stays with each renderer, one arm per type.
package protocol CellKind: Sendable {
  /// The `type` a spec writes for the cell.
  static var cellType: CellType { get }
  /// The keys the type has beside the common ones (`SpecVocabulary.commonCellKeys`), in the docs' order.
  static var keys: [String] { get }
  /// Whether a person fills the cell in: its id then names an answer.
  static var takesAnswer: Bool { get }
  /// Whether the cell always holds a value (a switch, a slider), so that it is
  /// never empty, and never `required`.
  static var alwaysHoldsValue: Bool { get }
  /// The cell read from its mapping, after the common keys (`shared`); nil
  /// when a key it cannot do without is missing or wrong (the reader has said why).
  static func decode(_ reader: inout MappingReader, shared: SharedCellKeys) -> Self?

  /// Shows `visitor` each string of the cell a person reads, by its key, in
  /// document order, and keeps what it leaves there: what translation lists and replaces.
  mutating func visitTexts<Visitor: CellTextVisitor>(_ visitor: inout Visitor)

  /// What every cell has, whatever its type.
  var common: CellCommon { get set }
  /// The cell in the enum that holds every type.
  var cell: Cell { get }

  /// The label or title: what a person reads on the row.
  var caption: String? { get }
  /// The help text under the row; nil on the cells that take no answer.
  var help: String? { get }
  /// Whether the cell must be answered.
  var isRequired: Bool { get }
  /// The type a condition reads the cell's answer as; nil when it holds none.
  var conditionValueType: ValueType? { get }
  /// The default derived from earlier answers (`computedDefault:`); nil on the types that have none.
  var computedDefault: Template? { get }
  /// The spec's default as an answer: what a form starts from.
  var defaultAnswer: Answer? { get }
  /// The answer a scalar written in a file (`--answers`, `--set`, `--record`)
  /// stands for; nil when its type cannot be one. `null` never reaches it.
  func answer(written scalar: ScalarValue) -> Answer?
  /// What the cell takes, as a file writes it: "a number", "an option value".
  var writtenExpectation: String { get }
  /// The answer typed `text` stands for, or what the person typing is told
  /// about it, for what a line of text cannot be at all.
  func answer(typing text: String) -> TypedAnswer
  /// Everything wrong with `answer` as the cell's value, each the end of a
  /// sentence; `masked` keeps a secret out of them.
  func problems(with answer: Answer, masked: Bool) -> [String]
  /// The same, said in whole sentences to the person filling in.
  func advice(for answer: Answer) -> [String]
  /// The rules an answer obeys, as data, for a client that cannot call
  /// `problems(with:)` (the HTML form's script); nil when it takes no answer.
  /// The advice for a required field is added by `Cell.answerRules`.
  var answerRules: AnswerRules? { get }
  /// The kind of control a person answers the cell with, in fill's full
  /// screen and in the HTML form; nil when it takes no answer.
  var control: ControlKind? { get }
  /// What the cell takes, as a sentence to the person filling it in ("A whole
  /// number from 1 to 10."); nil when there is nothing to say.
  var answerExpectation: String? { get }
  /// The cell as a row that shows something or acts; nil when it takes an answer.
  var displayRow: DisplayRow? { get }
  /// The words for the cell's limits, in reading order, as render shows them.
  var facts: [String] { get }
  /// Runs the checks of the cell that need no other cell, and notes in
  /// `findings` what the cross-cell checks need of it.
  func check(into findings: inout CellFindings, in context: ValidationContext)
}

/// What typing a line into a field gives: an answer to judge, or advice
/// because the line cannot be one (no such option, not on or off).
package enum TypedAnswer: Sendable {
  case answer(Answer)
  case advice([String])
}

/// The keys every cell has, read before its own: what `CellKind.decode` puts
/// in `common` once the cell's own keys are read (their positions go into the
/// origin as they are).
package struct SharedCellKeys {
  var id: String?
  var key: String?
  var identifier: String?
  var height: Double?
  var autoHeight: Bool
  var conditions: Conditions
  var idioms: [Idiom]

  /// The common part of the cell `reader` has read.
  func common(_ reader: MappingReader) -> CellCommon {
    var common = CellCommon(
      id: id, identifier: identifier, height: height, autoHeight: autoHeight, conditions: conditions,
      origin: reader.origin)
    common.idioms = idioms
    common.key = key
    return common
  }
}
