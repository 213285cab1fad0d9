import TableGenOutput
import TableGenSpec

/// A cell that takes an answer, as the form asks it. What it means is the
/// cell's to say (`Cell.kind`); the form adds only its id and its name.
public struct FormField: Sendable {
  /// The cell, a picker's options listed in the order render shows them.
  public var cell: Cell

  /// The field for `cell`, or nil for cells that are only shown (value, link,
  /// note) or chosen at the end (button).
  public init?(_ cell: Cell) {
    guard cell.takesAnswer else { return nil }
    self.cell = cell
    if case .picker(var picker) = cell {
      // Listed, numbered and read in the order render shows them (`sortByLabel`).
      picker.options = picker.shownOptions
      self.cell = .picker(picker)
    }
  }

  public var common: CellCommon { cell.common }

  /// The answer's key. Valid specs give every answerable cell an id.
  public var id: String { common.id ?? "" }

  /// What a person reads: the label, or the id when there is none.
  public var label: String { cell.caption ?? id }

  /// How a diagnostic names the field: `'email' (Email)`, or `'email'` alone
  /// when there is no label, rather than the id twice.
  public var reference: String {
    cell.caption.map { "'\(id)' (\($0))" } ?? "'\(id)'"
  }

  /// The help text; the cell types say it, as they say the rest below.
  public var help: String? { cell.help }

  /// Whether the field must be answered. A switch and a slider always hold a value.
  public var isRequired: Bool { cell.isRequired }

  /// Whether the answer is masked on screen and in messages.
  public var isSecure: Bool { cell.isSecure }

  /// The spec's default as an answer: what Enter accepts before anything is typed.
  /// A switch defaults to off and a slider to its `min`, as in an app.
  public var defaultAnswer: Answer? { cell.defaultAnswer }

  /// The field's `visibleIf`, `enableIf` and `requiredIf`.
  public var conditions: Conditions { common.conditions }

  /// The default derived from earlier answers (`computedDefault:`), on inputs and text views.
  public var computedDefault: Template? { cell.computedDefault }

  /// The cell type's name, for messages.
  public var kindName: String { cell.type.rawValue }
}

/// Text a form shows but never asks about.
public enum FormText: Equatable, Sendable {
  case header(String)
  case footer(String)
  /// A value row: a title, its value and a detail line.
  case value(title: String, value: String?, detail: String?)
  case link(title: String, target: String, detail: String?)
  case note(String)
  /// An in-place action (`role: action`): shown where it stands, as a row,
  /// since only the app can run it; never a way to finish the form.
  case action(title: String)

  /// What an action row says after its title, in both modes.
  static let actionNote = "an action in the app, not run here"
}

/// One question of the form, in the order the spec lists it.
public struct FormQuestion: Sendable {
  public var field: FormField
  /// The index of the question's section in `FormPlan.sections`.
  public var section: Int
  /// The header of the section the question is in, which a full screen shows
  /// on each of the section's questions to say where it is.
  public var sectionHeader: String?
  /// What stands between the previous question and this one, in spec order:
  /// section headers and footers, value rows, links and notes. The line mode
  /// prints it before the question; the full screen shows the part that
  /// belongs to the previous question's section under that question, and the
  /// rest above this one (`FormSession.context(around:)`).
  public var lead: [FormText]
  /// Where each text of `lead` stands, for the conditions that can hide it.
  public var leadPlaces: [FormPlace] = []
  /// The later questions whose decision can change with this one's answer:
  /// those whose conditions, section's conditions, options' conditions or
  /// computed default read it.
  public var dependents: [Int] = []
}

/// Where a text or a button stands, for what can hide it: its section's
/// `visibleIf` and its own.
public struct FormPlace: Sendable {
  public var section: Int
  public var visibleIf: Condition?
}

/// One of the choices that end the form: a spec button, or a built-in submit or cancel.
public struct FormChoice: Sendable {
  public var title: String
  /// The action reported under `FormResult.actionKey`; nil for the built-in choices.
  public var action: String?
  public var style: ButtonCell.Style
  /// The question asked before the choice takes effect, if any.
  public var confirmation: ButtonCell.Confirmation?
  /// Whether tablegen added the choice (the spec has no such button).
  public var isBuiltIn: Bool
  /// Where the button stands; nil for the built-in choices, which are always offered.
  public var place: FormPlace? = nil

  /// Whether choosing it ends the form without answers.
  public var cancels: Bool { style == .cancel }
}

/// A section as far as filling in goes: what hides it and what it checks.
public struct FormSection: Sendable {
  /// Only `visibleIf` applies to a section.
  public var conditions: Conditions
  public var checks: [Check]
}

/// The form a spec describes, in asking order: the questions, the text shown
/// around them, and the final choices.
///
/// Buttons that finish the form (`role: submit`, every v1 button) become the
/// final choices, in spec order. An in-place action (`role: action`) is not
/// one: it is shown as a row where it stands (`FormText.action`), and a form is
/// always finished without running it. A spec with no finishing button ends
/// with a built-in one: "Save" when the spec has actions (a settings screen,
/// whose buttons act in place), "Submit" when it has no buttons at all. A spec
/// without a cancel-style button also gets a built-in Cancel, so that there is
/// always a documented way to decline.
/// A destructive button always asks for confirmation, with its `confirm` text
/// when the spec gives one; other buttons ask only when they have `confirm`.
/// A cancel button never asks.
public struct FormPlan: Sendable {
  public var title: String?
  public var description: String?
  public var questions: [FormQuestion]
  /// The text after the last question, shown before the final choice: on a
  /// full screen, its last section's part under the last question and the
  /// rest at the review (`FormSession.reviewClosing`).
  public var closing: [FormText]
  /// Where each text of `closing` stands.
  public var closingPlaces: [FormPlace] = []
  public var choices: [FormChoice]
  /// Every section of the spec, in order, for its condition and its checks.
  public var sections: [FormSection]
  /// The table's own cross-field checks.
  public var checks: [Check]
  /// Each question's index by its field's id.
  private var indexByID: [String: Int] = [:]
  /// The child panes the review can enter, in the spec's order; set by the caller,
  /// which loads the specs the links lead to (`FormPane`).
  public var panes: [FormPane] = []

  public init(_ spec: TableSpec) {
    title = spec.title
    description = spec.description
    questions = []
    choices = []
    sections = spec.sections.map { FormSection(conditions: $0.conditions, checks: $0.checks) }
    checks = spec.checks
    var pending: [FormText] = []
    var places: [FormPlace] = []
    var buttons: [ButtonCell] = []
    for (sectionIndex, section) in spec.sections.enumerated() {
      let sectionPlace = FormPlace(section: sectionIndex, visibleIf: nil)
      if let header = section.header {
        pending.append(.header(header))
        places.append(sectionPlace)
      }
      for cell in section.cells {
        if let field = FormField(cell) {
          questions.append(
            FormQuestion(
              field: field, section: sectionIndex, sectionHeader: section.header, lead: pending, leadPlaces: places))
          pending = []
          places = []
          continue
        }
        let place = FormPlace(section: sectionIndex, visibleIf: cell.common.conditions.visibleIf)
        switch cell.kind.displayRow {
        case .button(let button) where button.role == .action:
          buttons.append(button)
          pending.append(.action(title: button.title))
          places.append(place)
        case .button(let button):
          buttons.append(button)
          choices.append(
            FormChoice(
              title: button.title, action: button.resolvedAction, style: button.style,
              confirmation: button.askedConfirmation, isBuiltIn: false, place: place))
        case .value(let row):
          // A row bound to a key shows the title of its value.
          pending.append(.value(title: row.title, value: row.shownValue, detail: row.detail))
          places.append(place)
        case .link(let link):
          pending.append(.link(title: link.title, target: link.target, detail: link.detail))
          places.append(place)
        case .note(let note):
          pending.append(.note(note.text))
          places.append(place)
        case nil: break  // asked above, as a FormField
        }
      }
      if let footer = section.footer {
        pending.append(.footer(footer))
        places.append(sectionPlace)
      }
    }
    closing = pending
    closingPlaces = places
    for (index, question) in questions.enumerated() where indexByID[question.field.id] == nil {
      indexByID[question.field.id] = index
    }
    for index in questions.indices {
      let question = questions[index]
      var ids = question.field.conditions.references + sections[question.section].conditions.references
      if case .picker(let picker) = question.field.cell {
        ids += picker.options.flatMap { $0.visibleIf?.references ?? [] }
      }
      ids += question.field.computedDefault?.references ?? []
      for source in Set(ids.compactMap { indexByID[$0] }) where source < index {
        questions[source].dependents.append(index)
      }
    }
    hideSecretsInComputedDefaults()
    let builtIn = BuiltInChoices(buttons: buttons)
    if let title = builtIn.finishTitle {
      choices.append(FormChoice(title: title, action: nil, style: .default, confirmation: nil, isBuiltIn: true))
    }
    if builtIn.addsCancel {
      choices.append(
        FormChoice(
          title: BuiltInChoices.cancelTitle, action: nil, style: .cancel, confirmation: nil, isBuiltIn: true))
    }
  }

  /// A computed default made from a secure field holds the secret, so it is
  /// never shown either: an input with one is made secure (masked in prompts,
  /// the review and messages), and a text view, which cannot be masked, does not
  /// derive it. Templates read earlier fields only, so one pass in order also
  /// covers a default made from such a default.
  private mutating func hideSecretsInComputedDefaults() {
    var secret: Set<String> = []
    for index in questions.indices {
      let field = questions[index].field
      if field.isSecure { secret.insert(field.id) }
      guard !field.isSecure, let template = field.computedDefault, template.references.contains(where: secret.contains)
      else { continue }
      secret.insert(field.id)
      if case .input(var input) = field.cell {
        input.secure = true
        questions[index].field.cell = .input(input)
      } else if case .textView(var textView) = field.cell {
        textView.computedDefault = nil
        questions[index].field.cell = .textView(textView)
      }
    }
  }

  /// The index of the question whose field has `id`.
  public func questionIndex(id: String) -> Int? {
    indexByID[id]
  }

  /// The title of the choice that submitted with `action`: its button's, or the built-in "Submit" or "Save".
  public func choiceTitle(action: String?) -> String {
    submittingChoice(action: action)?.title ?? BuiltInChoices.submitTitle
  }

  /// What the person is told once the answers are written: "Saved." after the
  /// built-in Save, else "Submitted: Log in." with the chosen choice's title.
  public func finishedLine(action: String?) -> String {
    let choice = submittingChoice(action: action)
    if let choice, choice.isBuiltIn, choice.title == BuiltInChoices.saveTitle { return "Saved." }
    return "Submitted: \(TerminalText.escape(choice?.title ?? BuiltInChoices.submitTitle))."
  }

  private func submittingChoice(action: String?) -> FormChoice? {
    choices.first { $0.action == action && !$0.cancels }
  }

  /// The choice `--no-input` takes when the answers name none: the first
  /// default-style choice (a spec button, or the built-in Submit or Save).
  public var unattendedChoice: Int? {
    choices.firstIndex { $0.style == .default }
  }

}
