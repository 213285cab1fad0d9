/// What a picker's value is and which values it takes.
extension PickerCell {
  /// The spec's default as an answer: one option value, or a list of them on a
  /// multiple picker.
  package var defaultAnswer: Answer? {
    guard let value = self.default else { return nil }
    return multiple ? .options(value.values) : value.values.first.map(Answer.option)
  }

  /// Everything wrong with `answer` as this picker's value: each value is an
  /// option, and none is chosen twice.
  public func problems(with answer: Answer, masked: Bool = false) -> [String] {
    switch answer {
    case .option(let value) where !multiple:
      return isOption(value) ? [] : ["\(QuotedValue.quote(value)) is not one of the options"]
    case .options(let values) where multiple:
      var problems: [String] = []
      var seen = Set<OptionValue>()
      for value in values {
        if !isOption(value) { problems.append("\(QuotedValue.quote(value)) is not one of the options") }
        if !seen.insert(value).inserted { problems.append("\(QuotedValue.quote(value)) is chosen twice") }
      }
      return problems
    default:
      return ["this kind of value does not fit a picker"]
    }
  }

  /// The option written the same as `value` but with another type (`"2"`
  /// for the option `2`, `"true"` for `true`), if there is one: the value was
  /// meant as that option.
  public func optionWrittenAlike(_ value: OptionValue) -> Option? {
    options.first { $0.value.kind != value.kind && $0.value.description == value.description }
  }
}

extension PickerCell.OptionValue {
  /// The type's name, for messages: "a number", "a string" or "a boolean".
  public var kindName: String {
    switch kind {
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    }
  }

  /// The value as a spec writes it where its type matters: a string in
  /// double quotes (`"2"`), a number or a boolean bare (`2`, `true`).
  public var asWritten: String { isString ? "\"\(description)\"" : description }
}

/// How a picker shows its options.
extension PickerCell {
  /// The options in the order they are shown: as written, or sorted by label
  /// when `sortByLabel` is true. The sort is the same on every machine: it
  /// compares the labels case-folded (Unicode's default lowercase mapping, no
  /// locale), then as written, by Swift's `String` order (Unicode scalar values
  /// of the canonically equivalent form, never the user's locale), and keeps
  /// options with equal labels in their written order. A Settings app sorts in
  /// the reader's language; a spec's output must not depend on the machine.
  public var shownOptions: [Option] {
    guard sortByLabel else { return options }
    return options.enumerated().map { (index: $0.offset, key: $0.element.label.lowercased(), option: $0.element) }
      .sorted { a, b in
        if a.key != b.key { return a.key < b.key }
        if a.option.label != b.option.label { return a.option.label < b.option.label }
        return a.index < b.index
      }
      .map(\.option)
  }

  /// The label a row shows once `value` is chosen: its option's `shortLabel`,
  /// else its label; nil when `value` is not an option.
  public func chosenLabel(for value: OptionValue) -> String? {
    options.first { $0.value == value }?.chosenLabel
  }
}

extension PickerCell.Option {
  /// The label a row shows once this option is chosen: `shortLabel`, else `label`.
  public var chosenLabel: String { shortLabel ?? label }
}

extension PickerCell: CellKind {
  package static let cellType = CellType.picker
  package static let keys = [
    "label", "help", "options", "multiple", "required", "default", "presentation", "sortByLabel", "optionsFrom",
  ]
  package static let takesAnswer = true
  package static let alwaysHoldsValue = false

  package static func decode(_ reader: inout MappingReader, shared: SharedCellKeys) -> PickerCell? {
    let label = reader.text("label")
    let help = reader.text("help")
    let multiple = reader.bool("multiple") ?? false
    let required = reader.bool("required") ?? false
    // MARK: `optionsFrom:` stands for `options:`; expansion fills them in.
    let optionSource = reader.optionSource()
    if reader.has("optionsFrom"), reader.has("options"), let node = reader.node("options") {
      reader.diagnostics.append(
        Diagnostic(
          .conflictingKeys, "a picker has either 'options' or 'optionsFrom', not both",
          at: reader.document.range(of: node), pointer: reader.origin.pointer(to: "options")))
    }
    if !reader.has("optionsFrom") { reader.require("options") }
    guard let options = reader.has("optionsFrom") ? [] : CellDecoder.decodeOptions(&reader) else { return nil }
    guard optionSource != nil || !reader.has("optionsFrom") else { return nil }
    let defaultValue = CellDecoder.decodePickerDefault(&reader)
    let presentation = reader.enumeration("presentation", PickerCell.Presentation.self)
    let sortByLabel = reader.bool("sortByLabel") ?? false
    var picker = PickerCell(
      common: shared.common(reader), label: label, help: help, options: options, multiple: multiple,
      required: required, default: defaultValue)
    picker.presentation = presentation
    picker.sortByLabel = sortByLabel
    picker.optionSource = optionSource
    return picker
  }

  package mutating func visitTexts<Visitor: CellTextVisitor>(_ visitor: inout Visitor) {
    visitor.text("label", &label)
    visitor.text("help", &help)
    visitor.options(&options)
  }

  package var computedDefault: Template? { nil }
  package var cell: Cell { .picker(self) }
  package var caption: String? { label }
  package var isRequired: Bool { required }
  package var conditionValueType: ValueType? { multiple ? .list(optionValueType) : optionValueType }

  package func answer(written scalar: ScalarValue) -> Answer? {
    multiple ? nil : optionValue(written: scalar).map(Answer.option)
  }

  package var writtenExpectation: String { multiple ? "a list of option values" : "an option value" }

  package func answer(typing text: String) -> TypedAnswer {
    let (values, advice) = ChoiceParser.parse(text, for: self)
    guard advice.isEmpty else { return .advice(advice) }
    return .answer(multiple ? .options(values) : .option(values[0]))
  }

  package func advice(for answer: Answer) -> [String] {
    // A list that names only options, one of them twice, is told which (an answers file, `--set`).
    if case .options(let values) = answer, multiple, values.allSatisfy(isOption) {
      var seen = Set<OptionValue>()
      let twice = values.filter { !seen.insert($0).inserted }
      return twice.map { "\(QuotedValue.quote($0)) is named twice; name each option once." }
    }
    return problems(with: answer).isEmpty ? [] : [AnswerAdvice.chooseListed]
  }

  package var answerRules: AnswerRules? { AnswerRules(shape: multiple ? .options : .option, required: required) }

  package var control: ControlKind? { .choice(self) }
  package var displayRow: DisplayRow? { nil }
  package var answerExpectation: String? { multiple ? "Choose any number of options." : "Choose one option." }

  package var facts: [String] { CellFacts.presentation(of: self) }

  package func check(into findings: inout CellFindings, in context: ValidationContext) {
    PickerRules.check(self, into: &findings.diagnostics)
    findings.options = options.map { CellFindings.Option(value: $0.value, label: $0.label) }
    var optionConditions: [(index: Int, condition: Condition)] = []
    for (index, option) in options.enumerated() {
      if let condition = option.visibleIf { optionConditions.append((index, condition)) }
    }
    findings.hasDefault = self.default != nil
    findings.everyOptionConditional = !options.isEmpty && optionConditions.count == options.count
    findings.noteDynamics(of: common, optionConditions: optionConditions)
  }
}
