/// What the checks of one cell find on their own, and the little the
/// cross-cell checks need to know of it: its id, whether it takes an answer,
/// what kind of button it is. Small, so that a cell can be checked as its
/// mapping closes and then dropped (`SpecLoader.check`); `TableCheck` takes
/// the findings in the walk's order.
package struct CellFindings {
  /// The problems of the cell itself, in the order its rules found them.
  var diagnostics: [Diagnostic] = []
  var id: String?
  /// The span of the `id` value, for a duplicate's note.
  var idSpan: Span
  /// `key:` and where it was written, when the spec writes one (`StorageKeyRules`).
  var key: (text: String, span: Span)?
  /// The byte offsets of the cell's start and end, to tell whether it is sound.
  var start: Int32
  var end: Int32
  var takesAnswer: Bool
  var isButton = false
  /// The facts of a cancel button; nil for every other cell, and for a button that submits.
  var cancel: CancelButton?
  // MARK: - Actions and conditional submit buttons (ButtonRules)
  /// Whether the cell is an in-place action (`role: action`).
  var isAction = false
  /// The facts of a submit button whose `visibleIf` is always false; nil for every other cell.
  var hiddenSubmit: HiddenSubmit?
  /// The child pane a link leads to, for `LinkedSpecs` to follow; nil for every other cell.
  var link: SpecLink?
  /// What a later condition reads of the cell: the type of its answer, its
  /// cell type, and a picker's options. Kept for every cell until the walk,
  /// so in a byte each where it can be.
  var answerType: AnswerType
  var type: CellType
  var options: [Option] = []
  /// Where the `true` of `required: true` starts; nil when the field is not always required.
  var requiredAt: Document.Position?
  /// Whether the field starts with an answer (a `default` or a `computedDefault`),
  /// or always has one (a switch, a slider): a disabled field then still submits one.
  var hasDefault = false
  /// Whether the field is a `secure` input, whose answer a computed default may not show.
  var isSecure = false
  /// Whether every option of a picker has a `visibleIf`, so that all of them can be hidden.
  var everyOptionConditional = false
  /// The cell's conditions and computed default, when it has any: checked at
  /// the walk, when the cells before it are known.
  var dynamics: CellDynamics?
  // MARK: - Translation checks
  /// The cell's translatable strings, for the translation checks once the table's locales are known.
  var strings: [LocalizableString]

  /// The type of a cell's answer as a condition reads it (`ValueType`), in a byte.
  enum AnswerType: UInt8 {
    /// The cell holds no value.
    case none
    case bool, number, string, option
    /// A multiple picker: a list of its options' type.
    case numbers, strings, bools, options

    init(_ type: ValueType?) {
      switch type {
      case nil, .null?: self = .none
      case .bool?: self = .bool
      case .number?: self = .number
      case .string?: self = .string
      case .option?: self = .option
      case .list(.number)?: self = .numbers
      case .list(.string)?: self = .strings
      case .list(.bool)?: self = .bools
      case .list?: self = .options
      }
    }

    var valueType: ValueType? {
      switch self {
      case .none: nil
      case .bool: .bool
      case .number: .number
      case .string: .string
      case .option: .option
      case .numbers: .list(.number)
      case .strings: .list(.string)
      case .bools: .list(.bool)
      case .options: .list(.option)
      }
    }
  }

  /// The `required` value's span: `true` is four characters on one line.
  var requiredSpan: Span? {
    requiredAt.map {
      var end = $0
      end.column += 4
      end.offset += 4
      return Span(start: $0, end: end)
    }
  }

  /// A picker's option as a condition reads it: its value, and its label for a did-you-mean.
  struct Option {
    var value: PickerCell.OptionValue
    var label: String
  }

  /// A span kept in the document's compact form.
  struct Span {
    var start: Document.Position
    var end: Document.Position

    init(_ range: SourceRange) {
      start = Document.Position(range.start)
      end = Document.Position(range.end)
    }

    init(start: Document.Position, end: Document.Position) {
      self.start = start
      self.end = end
    }

    var range: SourceRange { SourceRange(start: start.location, end: end.location) }
  }

  /// Runs every check of `cell` that needs no other cell.
  /// `keepsStrings` keeps the cell's translatable strings (`strings`), which only a check that drops the cell needs.
  init(_ cell: Cell, in context: ValidationContext, keepsStrings: Bool = true) {
    let kind = cell.kind
    let common = kind.common
    id = common.id
    idSpan = Span(common.id == nil ? common.origin.range : common.origin.range(of: "id"))
    key = common.key.map { ($0, Span(common.origin.range(of: "key"))) }
    let range = common.origin.range
    start = Int32(truncatingIfNeeded: range.start.offset)
    end = Int32(truncatingIfNeeded: range.end.offset)
    type = cell.type
    takesAnswer = type.takesAnswer
    answerType = AnswerType(kind.conditionValueType)
    strings = keepsStrings ? LocalizableStrings.cell(cell, section: 0, cell: 0) : []
    if kind.isRequired { requiredAt = Document.Position(common.origin.range(of: "required").start) }
    StructureRules.check(common, into: &diagnostics)
    kind.check(into: &self, in: context)
    if dynamics == nil, !common.conditions.isEmpty {
      dynamics = CellDynamics(conditions: common.conditions, optionConditions: [], computedDefault: nil)
    }
  }

  /// Keeps the conditions of a cell whose options have conditions, or that
  /// has a computed default, for the walk; a cell with neither keeps only its
  /// own conditions, which `init` notes.
  mutating func noteDynamics(
    of common: CellCommon, optionConditions: [(index: Int, condition: Condition)] = [], computedDefault: Template? = nil
  ) {
    guard !optionConditions.isEmpty || computedDefault != nil else { return }
    dynamics = CellDynamics(
      conditions: common.conditions, optionConditions: optionConditions, computedDefault: computedDefault)
  }

  /// The same findings for a copy of the cell that an alias put at `pointer`:
  /// the positions stay, the pointers move.
  func repointed(from old: JSONPointer, to pointer: JSONPointer) -> CellFindings {
    var copy = self
    for index in copy.strings.indices {
      copy.strings[index].pointer = copy.strings[index].pointer.moved(from: old, to: pointer)
    }
    for index in copy.diagnostics.indices {
      if let target = copy.diagnostics[index].pointer {
        copy.diagnostics[index].pointer = target.moved(from: old, to: pointer)
      }
    }
    if let cancel {
      copy.cancel = CancelButton(
        title: cancel.title, style: cancel.style, stylePointer: cancel.stylePointer.moved(from: old, to: pointer),
        confirmation: cancel.confirmation.map {
          var moved = $0
          moved.pointer = moved.pointer?.moved(from: old, to: pointer)
          return moved
        })
    }
    copy.hiddenSubmit = hiddenSubmit?.moved(from: old, to: pointer)
    return copy
  }
}

/// What the conditions rules check of one cell: its conditions, those of its
/// options, and its computed default. A class, and made only for a cell that
/// has one of them, so that the findings of the rest stay small.
final class CellDynamics {
  let conditions: Conditions
  /// Each option's `visibleIf`, with the option's index.
  let optionConditions: [(index: Int, condition: Condition)]
  let computedDefault: Template?

  init(conditions: Conditions, optionConditions: [(index: Int, condition: Condition)], computedDefault: Template?) {
    self.conditions = conditions
    self.optionConditions = optionConditions
    self.computedDefault = computedDefault
  }
}

/// A cancel button as the cross-cell checks see it: its title and where its
/// `style` was written, and the problem of its `confirm` if it has one.
/// A class, as few cells are cancel buttons and the findings of the rest stay small.
final class CancelButton {
  let title: String
  let style: SourceRange
  let stylePointer: JSONPointer
  /// "a cancel button asks for confirmation", reported after the cross-cell problem of the same button.
  let confirmation: Diagnostic?

  init(title: String, style: SourceRange, stylePointer: JSONPointer, confirmation: Diagnostic?) {
    self.title = title
    self.style = style
    self.stylePointer = stylePointer
    self.confirmation = confirmation
  }

  /// A diagnostic about the button's `style`.
  func diagnostic(
    _ code: DiagnosticCode, _ message: String, suggestion: String, notes: [Diagnostic.Note] = []
  ) -> Diagnostic {
    Diagnostic(code, message, at: style, pointer: stylePointer, suggestion: suggestion, notes: notes)
  }
}

extension JSONPointer {
  /// The pointer with the prefix `old` replaced by `new`; itself when it does not start with `old`.
  func moved(from old: JSONPointer, to new: JSONPointer) -> JSONPointer {
    guard tokens.starts(with: old.tokens) else { return self }
    return JSONPointer(new.tokens + tokens.dropFirst(old.tokens.count))
  }
}
