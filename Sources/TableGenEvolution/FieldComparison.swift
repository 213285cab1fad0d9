import TableGenForm
import TableGenOutput
import TableGenSpec

/// One field of the old version beside the field of the new version that
/// keeps its answers: what changed for an answer given to the old one. The
/// answer's rules are compared as `AnswerRules`, the one statement of them
/// that fill, validate and the HTML form share, so no cell type is listed here
/// but for what only some types have (options, on/off values, a date's mode).
struct FieldComparison {
  let old: SpecVersion.Field
  let new: SpecVersion.Field
  let oldName: (String) -> String

  private var oldOrigin: Origin { old.field.common.origin }
  private var newOrigin: Origin { new.field.common.origin }

  /// Every difference, renames and moves first.
  func differences() -> [Diagnostic] {
    var found: [Diagnostic] = []
    if new.id != old.id {
      found.append(
        diagnostic(
          .fieldRenamed, "'\(old.id)' is renamed '\(new.id)' (renamedFrom): its answers carry over",
          at: "renamedFrom"))
    }
    if new.storageKey != old.storageKey {
      found.append(
        diagnostic(
          .storageKeyChanged,
          "the field stores its value under '\(new.storageKey)', no longer '\(old.storageKey)': a value an app "
            + "or a Settings.bundle stored under the old key is not read",
          at: new.field.common.key == nil ? "id" : "key",
          suggestion:
            "keep the old name with key: \(Self.singleQuoted(old.storageKey)), or migrate the stored value in the app"))
    }
    if new.panes != old.panes {
      found.append(
        diagnostic(
          .fieldMovedPane,
          "the field moved from \(Self.paneWords(old.panes)) to \(Self.paneWords(new.panes)): its "
            + "answer nests under another key, and answers given before are dropped", at: "id"))
    }
    guard let oldRules = old.field.cell.answerRules, let newRules = new.field.cell.answerRules else { return found }
    if let typeChange = typeChange(oldRules.shape, newRules.shape) {
      found.append(typeChange)
      return found  // an answer of another type: its options and limits no longer compare
    }
    found += options()
    found += switchValues()
    found += requirement(oldRules, newRules)
    found += RuleBounds(old: oldRules, new: newRules).changes.map { change in
      diagnostic(change.narrows ? .rangeNarrowed : .rangeWidened, change.message, at: change.key)
    }
    if new.field.isSecure != old.field.isSecure {
      found.append(
        diagnostic(
          .secureChanged,
          new.field.isSecure
            ? "the field turned secure: recordings leave its answer out from now on, and replaying one asks for it"
            : "the field is no longer secure: its answer is recorded and shown from now on",
          at: "secure"))
    }
    return found
  }

  // MARK: - The answer's type

  /// A change of the answer's shape, its JSON type (a picker's option values) or a date's mode.
  private func typeChange(_ old: AnswerShape, _ new: AnswerShape) -> Diagnostic? {
    switch (old, new) {
    case (.option, .options), (.options, .option):
      return diagnostic(
        .multipleChanged,
        new == .options
          ? "the picker takes a list now (multiple): an answer given before is one value, not a list"
          : "the picker takes one value now (no longer multiple): an answer given before is a list",
        at: "multiple")
    case (.integer, .number):
      return nil  // a whole number is still a number: the bounds say the rest
    default:
      break
    }
    if old != new {
      return diagnostic(
        .fieldTypeChanged,
        "the answer was \(Self.words(old)) (\(self.old.field.kindName)) and is \(Self.words(new)) now "
          + "(\(self.new.field.kindName)): answers given before no longer fit", at: "type")
    }
    if let oldKind = optionValueKind(self.old), let newKind = optionValueKind(self.new), oldKind != newKind {
      return diagnostic(
        .fieldTypeChanged,
        "the option values were \(oldKind) and are \(newKind) now: an answer's JSON type changes", at: "options")
    }
    if case .date(let before) = self.old.field.cell, case .date(let after) = self.new.field.cell,
      before.mode != after.mode
    {
      return diagnostic(
        .fieldTypeChanged,
        "the date's mode was \(before.mode.rawValue) and is \(after.mode.rawValue) now: answers given before are "
          + "written in the old shape", at: "mode")
    }
    return nil
  }

  /// "strings" or "numbers" when every option value of a picker is one of them; nil otherwise.
  private func optionValueKind(_ field: SpecVersion.Field) -> String? {
    guard case .picker(let picker) = field.field.cell, let first = picker.options.first else { return nil }
    guard picker.options.allSatisfy({ $0.value.isString == first.value.isString }) else { return nil }
    return first.value.isString ? "strings" : "numbers"
  }

  private static func words(_ shape: AnswerShape) -> String {
    switch shape {
    case .text: "text"
    case .number: "a number"
    case .integer: "a whole number"
    case .boolean: "on or off"
    case .option: "one option's value"
    case .options: "a list of option values"
    case .iso8601: "a date or time"
    }
  }

  private static func paneWords(_ panes: [String]) -> String {
    panes.isEmpty ? "the form itself" : "the pane '\(panes.joined(separator: " › "))'"
  }

  // MARK: - Options and on/off values

  private func options() -> [Diagnostic] {
    guard case .picker(let before) = old.field.cell, case .picker(let after) = new.field.cell else { return [] }
    var found: [Diagnostic] = []
    let oldValues = Set(before.options.map(\.value))
    let oldLabels = Set(before.options.map(\.label))
    let newValues = Set(after.options.map(\.value))
    // Looked up by value and label, not searched for each old option: a picker may have many thousands.
    var optionFormerly: [PickerCell.OptionValue: PickerCell.Option] = [:]
    var newOptionLabelled: [String: PickerCell.Option] = [:]
    for option in after.options {
      for value in option.formerly where optionFormerly[value] == nil { optionFormerly[value] = option }
      if !oldValues.contains(option.value), newOptionLabelled[option.label] == nil {
        newOptionLabelled[option.label] = option
      }
    }
    for option in before.options where !newValues.contains(option.value) {
      let note = Diagnostic.Note("the option was here", at: option.range, in: oldName(old.file))
      if let renamed = optionFormerly[option.value] {
        found.append(
          Diagnostic(
            .optionRenamed,
            "the option \(QuotedValue.quote(option.value)) is \(QuotedValue.quote(renamed.value)) now (formerly): "
              + "answers carry over", at: renamed.range, pointer: newOrigin.pointer(to: "options"), notes: [note],
            file: new.file))
      } else if let relabelled = newOptionLabelled[option.label] {
        found.append(
          Diagnostic(
            .optionValueChanged,
            "the option '\(option.label)' has the value \(QuotedValue.quote(relabelled.value)), no longer "
              + "\(QuotedValue.quote(option.value)): answers naming the old value no longer fit",
            at: relabelled.range, pointer: newOrigin.pointer(to: "options"),
            suggestion: "declare the old value on the option: formerly: \(Self.written(option.value))", notes: [note],
            file: new.file))
      } else {
        found.append(
          Diagnostic(
            .optionRemoved,
            "the option \(QuotedValue.quote(option.value)) ('\(option.label)') is gone: answers choosing it no "
              + "longer fit", at: newOrigin.range(of: "options"), pointer: newOrigin.pointer(to: "options"),
            suggestion: "if an option took its place, declare it there: formerly: \(Self.written(option.value))",
            notes: [note],
            file: new.file))
      }
    }
    for option in after.options
    where !oldValues.contains(option.value) && !option.formerly.contains(where: oldValues.contains) {
      guard !oldLabels.contains(option.label) else { continue }  // said above
      found.append(
        Diagnostic(
          .optionAdded, "the option \(QuotedValue.quote(option.value)) ('\(option.label)') is new", at: option.range,
          pointer: newOrigin.pointer(to: "options"), file: new.file))
    }
    return found
  }

  private func switchValues() -> [Diagnostic] {
    guard case .switch(let before) = old.field.cell, case .switch(let after) = new.field.cell else { return [] }
    var found: [Diagnostic] = []
    for (key, was, now) in [("onValue", before.onValue, after.onValue), ("offValue", before.offValue, after.offValue)]
    where was != now {
      let words = { (value: PickerCell.OptionValue?) in value.map { QuotedValue.quote($0) } ?? "the default" }
      found.append(
        diagnostic(
          .switchValuesChanged,
          "the switch stores \(words(now)) for \(key == "onValue" ? "on" : "off"), no longer \(words(was)): "
            + "values stored before read as neither", at: key))
    }
    return found
  }

  // MARK: - Required

  private func requirement(_ oldRules: AnswerRules, _ newRules: AnswerRules) -> [Diagnostic] {
    if !oldRules.required, Self.needsAnswer(new.field) {
      return [
        diagnostic(
          .requiredAddedWithoutDefault,
          "the field is required now and has no default: answers given before that left it out no longer submit",
          at: "required", suggestion: "give it a default, or keep it optional")
      ]
    }
    if oldRules.required, !newRules.required {
      return [diagnostic(.rangeWidened, "the field is no longer required", at: "required")]
    }
    return []
  }

  /// A storage key as YAML single-quoted text, which reads back as the same string: a key holds no
  /// control character (validate refuses one), and a quote is written twice.
  static func singleQuoted(_ key: String) -> String {
    "'" + key.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "''") + "'"
  }

  /// An option value as a spec writes it, so that the suggested `formerly:` reads back as that value:
  /// a string that would read as a number or a boolean ("10", "true") is quoted.
  static func written(_ value: PickerCell.OptionValue) -> String {
    switch value {
    case .string(let text): YAMLEmitter.scalar(text)
    case .number, .bool: value.description
    }
  }

  /// Whether `field` is required with nothing to fall back on: an answers file that leaves it out does not submit.
  static func needsAnswer(_ field: FormField) -> Bool {
    guard let rules = field.cell.answerRules else { return false }
    return rules.required && !rules.alwaysHoldsValue && field.defaultAnswer == nil && field.computedDefault == nil
  }

  // MARK: - Positions

  /// A diagnostic at `key` of the new field (its id when the key is not written), with a note at the old one's.
  private func diagnostic(_ code: DiagnosticCode, _ message: String, at key: String, suggestion: String? = nil)
    -> Diagnostic
  {
    let newKey = newOrigin.has(key) ? key : "id"
    let oldKey = oldOrigin.has(key) ? key : "id"
    return Diagnostic(
      code, "field '\(new.id)': \(message)", at: newOrigin.range(of: newKey), pointer: newOrigin.pointer(to: newKey),
      suggestion: suggestion,
      notes: [Diagnostic.Note("the old version's field", at: oldOrigin.range(of: oldKey), in: oldName(old.file))],
      file: new.file)
  }
}
