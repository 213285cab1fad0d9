/// One row of a table: each type of cell is a case with its own typed struct.
public enum Cell: Sendable {
  case input(InputCell)
  case textView(TextViewCell)
  case picker(PickerCell)
  case `switch`(SwitchCell)
  case slider(SliderCell)
  case button(ButtonCell)
  case value(ValueCell)
  case link(LinkCell)
  case note(NoteCell)
  case date(DateCell)
  case stepper(StepperCell)

  /// What every cell has, whatever its type.
  public var common: CellCommon {
    get {
      switch self {
      case .input(let cell): cell.common
      case .textView(let cell): cell.common
      case .picker(let cell): cell.common
      case .switch(let cell): cell.common
      case .slider(let cell): cell.common
      case .button(let cell): cell.common
      case .value(let cell): cell.common
      case .link(let cell): cell.common
      case .note(let cell): cell.common
      case .date(let cell): cell.common
      case .stepper(let cell): cell.common
      }
    }
    set {
      switch self {
      case .input(var cell):
        cell.common = newValue
        self = .input(cell)
      case .textView(var cell):
        cell.common = newValue
        self = .textView(cell)
      case .picker(var cell):
        cell.common = newValue
        self = .picker(cell)
      case .switch(var cell):
        cell.common = newValue
        self = .switch(cell)
      case .slider(var cell):
        cell.common = newValue
        self = .slider(cell)
      case .button(var cell):
        cell.common = newValue
        self = .button(cell)
      case .value(var cell):
        cell.common = newValue
        self = .value(cell)
      case .link(var cell):
        cell.common = newValue
        self = .link(cell)
      case .note(var cell):
        cell.common = newValue
        self = .note(cell)
      case .date(var cell):
        cell.common = newValue
        self = .date(cell)
      case .stepper(var cell):
        cell.common = newValue
        self = .stepper(cell)
      }
    }
  }

  public var type: CellType {
    switch self {
    case .input: .input
    case .textView: .textView
    case .picker: .picker
    case .switch: .switch
    case .slider: .slider
    case .button: .button
    case .value: .value
    case .link: .link
    case .note: .note
    case .date: .date
    case .stepper: .stepper
    }
  }
}

extension Cell {
  /// The cell as its type: the one place that asks which case it is.
  package var kind: any CellKind {
    switch self {
    case .input(let cell): cell
    case .textView(let cell): cell
    case .picker(let cell): cell
    case .switch(let cell): cell
    case .slider(let cell): cell
    case .button(let cell): cell
    case .value(let cell): cell
    case .link(let cell): cell
    case .note(let cell): cell
    case .date(let cell): cell
    case .stepper(let cell): cell
    }
  }
}

extension Cell {
  // Asked of every cell by every renderer and by validate, these are answered
  // here rather than through `kind`, which copies the cell into an existential
  // box on each call: on a spec of 8,000 cells that was 5% of `render`.

  /// The cell's label or title: what a person reads on the row.
  public var caption: String? {
    switch self {
    case .input(let cell): cell.caption
    case .textView(let cell): cell.caption
    case .picker(let cell): cell.caption
    case .switch(let cell): cell.caption
    case .slider(let cell): cell.caption
    case .button(let cell): cell.caption
    case .value(let cell): cell.caption
    case .link(let cell): cell.caption
    case .note(let cell): cell.caption
    case .date(let cell): cell.caption
    case .stepper(let cell): cell.caption
    }
  }

  /// Whether the cell must be answered: a required input, text view, picker or date.
  /// A cell that always holds a value is never required; other cells take no answer.
  public var isRequired: Bool {
    switch self {
    case .input(let cell): cell.isRequired
    case .textView(let cell): cell.isRequired
    case .picker(let cell): cell.isRequired
    case .switch(let cell): cell.isRequired
    case .slider(let cell): cell.isRequired
    case .button(let cell): cell.isRequired
    case .value(let cell): cell.isRequired
    case .link(let cell): cell.isRequired
    case .note(let cell): cell.isRequired
    case .date(let cell): cell.isRequired
    case .stepper(let cell): cell.isRequired
    }
  }

  /// The template the cell's default follows, for the types that have one.
  package var computedDefault: Template? {
    switch self {
    case .input(let cell): cell.computedDefault
    case .textView(let cell): cell.computedDefault
    case .picker(let cell): cell.computedDefault
    case .switch(let cell): cell.computedDefault
    case .slider(let cell): cell.computedDefault
    case .button(let cell): cell.computedDefault
    case .value(let cell): cell.computedDefault
    case .link(let cell): cell.computedDefault
    case .note(let cell): cell.computedDefault
    case .date(let cell): cell.computedDefault
    case .stepper(let cell): cell.computedDefault
    }
  }
}

extension CellType {
  /// The type that says what a cell of this type means.
  package var kind: any CellKind.Type {
    switch self {
    case .input: InputCell.self
    case .textView: TextViewCell.self
    case .picker: PickerCell.self
    case .switch: SwitchCell.self
    case .slider: SliderCell.self
    case .button: ButtonCell.self
    case .value: ValueCell.self
    case .link: LinkCell.self
    case .note: NoteCell.self
    case .date: DateCell.self
    case .stepper: StepperCell.self
    }
  }
}

/// The `type` of a cell, as written in a spec.
public enum CellType: String, Sendable, CaseIterable {
  case input, textView, picker, `switch`, slider, button, value, link, note, date, stepper

  /// Whether a cell of this type must have an `id`: the types that hold an
  /// answer or trigger an action.
  public var requiresID: Bool { kind.takesAnswer || self == .button }
}

/// The keys every cell type shares.
public struct CellCommon: Sendable {
  /// The name conditions, checks and answers use for the cell.
  public var id: String?
  /// `key:`: the name the cell's value is stored under (a Settings bundle's
  /// `Key`, a `UserDefaults` key), when it is not the id; any text but an
  /// empty one or one with a control character. `Cell.storageKey` resolves it.
  public var key: String?
  /// The reuse identifier an app maps to its own cell class.
  public var identifier: String?
  /// The row height in points; loses to `autoHeight`.
  public var height: Double?
  /// Whether the row sizes itself to its content.
  public var autoHeight: Bool
  /// `visibleIf`, `enableIf` and `requiredIf`, when written.
  public var conditions: Conditions
  /// `idioms:`: the devices the row shows on; empty means all.
  public var idioms: [Idiom] = []
  /// `renamedFrom:`: the ids the cell's answer was kept under in earlier
  /// versions of the spec, so that their answers carry over (docs/evolution.md).
  public var renamedFrom: [String] = []
  public var origin: Origin

  /// Each `renamedFrom` id with the path it was written at (`renamedFrom`, or
  /// `renamedFrom/1` in a list), so that a finding about it points at it.
  public var renamedFromPaths: [(id: String, path: String)] {
    let isList = origin.has("renamedFrom/0")
    return renamedFrom.enumerated().map { index, id in (id, isList ? "renamedFrom/\(index)" : "renamedFrom") }
  }

  public init(
    id: String? = nil, identifier: String? = nil, height: Double? = nil, autoHeight: Bool = false,
    conditions: Conditions = Conditions(), origin: Origin
  ) {
    self.id = id
    self.identifier = identifier
    self.height = height
    self.autoHeight = autoHeight
    self.conditions = conditions
    self.origin = origin
  }
}
