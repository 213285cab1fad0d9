/// What any cell means to a person filling it in: its label, help, whether it
/// must be answered, its default, and which answers it takes. Each cell type
/// says its own in its file beside this one; this is the one place that asks
/// by cell.
extension Cell {
  /// The cell's label or title: what a person reads on the row.
  public var caption: String? {
    switch self {
    case .input(let cell): cell.label
    case .textView(let cell): cell.label
    case .picker(let cell): cell.label
    case .switch(let cell): cell.label
    case .slider(let cell): cell.label
    case .button(let cell): cell.title
    case .value(let cell): cell.title
    case .link(let cell): cell.title
    case .note: nil
    case .date(let cell): cell.label
    }
  }

  /// The help text under the row, for the cells that take an answer.
  public var help: String? {
    switch self {
    case .input(let cell): cell.help
    case .textView(let cell): cell.help
    case .picker(let cell): cell.help
    case .switch(let cell): cell.help
    case .slider(let cell): cell.help
    case .date(let cell): cell.help
    case .button, .value, .link, .note: nil
    }
  }

  /// Whether the cell must be answered: a required input, text view, picker or date.
  /// A switch and a slider always hold a value; other cells take no answer.
  public var isRequired: Bool {
    switch self {
    case .input(let cell): cell.required
    case .textView(let cell): cell.required
    case .picker(let cell): cell.required
    case .date(let cell): cell.required
    case .switch, .slider, .button, .value, .link, .note: false
    }
  }

  /// Whether the answer is a secret, masked wherever it is shown.
  public var isSecure: Bool {
    if case .input(let cell) = self { return cell.secure }
    return false
  }

  /// Whether the cell takes an answer: the six types a person fills in.
  public var takesAnswer: Bool {
    switch self {
    case .input, .textView, .picker, .switch, .slider, .date: true
    case .button, .value, .link, .note: false
    }
  }

  /// The spec's default as an answer: what a form starts from. A switch
  /// defaults to off and a slider to its `min`, as in an app.
  public var defaultAnswer: Answer? {
    switch self {
    case .input(let cell): cell.defaultAnswer
    case .textView(let cell): cell.defaultAnswer
    case .picker(let cell): cell.defaultAnswer
    case .switch(let cell): cell.defaultAnswer
    case .slider(let cell): cell.defaultAnswer
    case .date(let cell): cell.defaultAnswer
    case .button, .value, .link, .note: nil
    }
  }

  /// Everything wrong with `answer` as the cell's value, each the end of a
  /// sentence; empty when it is valid. `masked` keeps a secure input's value
  /// out of the messages.
  public func problems(with answer: Answer, masked: Bool = false) -> [String] {
    switch self {
    case .input(let cell): cell.problems(with: answer, masked: masked)
    case .textView(let cell): cell.problems(with: answer)
    case .picker(let cell): cell.problems(with: answer)
    case .switch(let cell): cell.problems(with: answer)
    case .slider(let cell): cell.problems(with: answer)
    case .date(let cell): cell.problems(with: answer)
    case .button, .value, .link, .note: ["a \(type.rawValue) cell takes no answer"]
    }
  }
}
