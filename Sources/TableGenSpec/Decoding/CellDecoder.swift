/// Decodes one cell: its `type` first, then the keys that type allows.
struct CellDecoder {
  var diagnostics: [Diagnostic] = []
  /// The translated strings of the cells decoded, in source order.
  var translations: [InlineText] = []

  mutating func decode(_ node: Int, in document: Document, pointer: JSONPointer) -> Cell? {
    guard var reader = MappingReader(document, node, pointer: pointer, noun: "a cell", diagnostics: &diagnostics) else {
      return nil
    }
    defer {
      diagnostics += reader.diagnostics
      translations += reader.translations
    }
    reader.require("type", because: "it says what kind of row the cell is")
    guard let typeNode = reader.located("type") else { return nil }
    guard let typeName = reader.stringValue(typeNode) else {
      reader.mismatch("type", typeNode, expected: "a string naming the cell type")
      return nil
    }
    guard let type = CellType(rawValue: typeName) else {
      let typeNames = CellType.allCases.map(\.rawValue)
      reader.diagnostics.append(
        Diagnostic(
          .unknownCellType, "unknown cell type '\(typeName)'", at: document.range(of: typeNode),
          pointer: pointer.appending("type"),
          suggestion: Suggestion.hint(for: typeName, among: typeNames, noun: "types")))
      return nil
    }
    let typeIndex = CellType.allCases.firstIndex(of: type) ?? 0
    reader.noun = Self.nouns[typeIndex]
    reader.rejectUnknownKeys(
      allowed: Self.allowedKeys[typeIndex],
      elsewhere: { key in
        SpecVocabulary.dynamicKeyOwner(of: key) ?? (key == "key" ? SpecVocabulary.storageKeyOwners : nil)
          ?? CellType.allCases.first { SpecVocabulary.keys(of: $0).contains(key) }.map {
            "\($0.article) \($0.rawValue) cell"
          }
      }, advice: SpecVocabulary.dynamicKeyAdvice(for:))

    let id = reader.identifier("id", required: type.requiresID)
    // Read only where the type has it: elsewhere it was reported as unknown.
    let key = Self.hasStorageKey[typeIndex] ? Self.decodeStorageKey(&reader) : nil
    let identifier = reader.string("identifier")
    let height = reader.number("height", exclusiveMinimum: 0)
    let autoHeight = reader.bool("autoHeight") ?? false
    let conditions = reader.conditions(of: type)
    let idioms = reader.idioms()
    let shared = SharedCellKeys(
      id: id, key: key, identifier: identifier, height: height, autoHeight: autoHeight, conditions: conditions,
      idioms: idioms)
    return type.kind.decode(&reader, shared: shared)?.cell
  }

  // MARK: Date

  /// A date, time or date and time in ISO 8601's extended form.
  static func decodeDateValue(_ key: String, _ reader: inout MappingReader) -> DateValue? {
    guard let node = reader.located(key) else { return nil }
    let shapes = "a date (YYYY-MM-DD), a time (HH:MM) or both (YYYY-MM-DDTHH:MM)"
    guard let text = reader.stringValue(node) else {
      reader.mismatch(key, node, expected: shapes)
      return nil
    }
    if let value = DateValue(iso: text) { return value }
    // A string of the wrong shape, or a day no calendar has (2026-02-30): the value, not its type, is wrong.
    reader.invalid(key, node, "\(QuotedValue.quote(text)) is not \(shapes)")
    return nil
  }

  // MARK: Switch and value row

  /// A switch's `onValue`/`offValue`: a string or a finite number. A boolean
  /// is what a switch stores when it gives neither, so it is not one of them.
  static func decodeStoredValue(_ key: String, _ reader: inout MappingReader) -> PickerCell.OptionValue? {
    guard let node = reader.located(key) else { return nil }
    if let value = optionValue(node, in: reader.document), !value.isBool { return value }
    reader.mismatch(key, node, expected: "a string or a number")
    return nil
  }

  /// `key`: the name a value is stored under. A plist or `UserDefaults` key
  /// may hold any text (`Font size`, `a+b`, `ui.theme`); only an empty one,
  /// or one with a control character, which no Settings bundle can show or
  /// type, is refused.
  static func decodeStorageKey(_ reader: inout MappingReader) -> String? {
    guard let node = reader.located("key") else { return nil }
    guard let text = reader.stringValue(node) else {
      reader.mismatch("key", node, expected: "a string naming the stored value")
      return nil
    }
    if let problem = StorageKey.problem(with: text) {
      reader.diagnostics.append(
        Diagnostic(
          .invalidValue, "'key' \(problem)", at: reader.document.range(of: node),
          pointer: reader.origin.pointer(to: "key"),
          suggestion: "a key is the name the value is stored under: any text on one line, without control characters"))
      return nil
    }
    return text
  }

  /// Per cell type, in `CellType.allCases` order: built once, not for every cell.
  private static let allowedKeys = CellType.allCases.map { MappingReader.NameList(SpecVocabulary.allKeys(of: $0)) }
  private static let hasStorageKey = CellType.allCases.map { SpecVocabulary.allKeys(of: $0).contains("key") }
  static let optionKeys = MappingReader.NameList(SpecVocabulary.optionKeys)
  private static let confirmKeys = MappingReader.NameList(SpecVocabulary.confirmKeys)
  private static let nouns = CellType.allCases.map { "\($0.article) \($0.rawValue) cell" }

  // MARK: Input

  /// An input's default: text, or a finite number.
  static func decodeInputDefault(_ reader: inout MappingReader) -> InputCell.DefaultValue? {
    guard let node = reader.located("default") else { return nil }
    switch reader.scalarValue(node) {
    case .string(let text): return .text(text)
    case .number(let number) where number.double.isFinite: return .number(number)
    default:
      reader.mismatch("default", node, expected: "a string or a number")
      return nil
    }
  }

  // MARK: Picker

  /// The paths of the first options, `options/0` …, so that they are not built for every picker.
  private static let optionPaths = (0..<16).map { "options/\($0)" }

  /// The options, or nil when they are missing or not a list; `owner` names
  /// the cell in the message for an empty list.
  static func decodeOptions(_ reader: inout MappingReader, of owner: String = "a picker") -> [PickerCell.Option]? {
    guard let node = reader.located("options") else { return nil }
    let document = reader.document
    guard document.nodes[node].kind == .sequence else {
      reader.mismatch("options", node, expected: "a list of options")
      return nil
    }
    if document.nodes[node].count == 0 {
      reader.diagnostics.append(
        Diagnostic(
          .emptyOptions, "\(owner) needs at least one option", at: document.range(of: node),
          pointer: reader.origin.pointer(to: "options")))
    }
    var options: [PickerCell.Option] = []
    options.reserveCapacity(Int(document.nodes[node].count))
    for (index, item) in document.children(of: node).enumerated() {
      let path = index < Self.optionPaths.count ? Self.optionPaths[index] : "options/\(index)"
      reader.origin.record(path, node: item, in: document)
      switch document.nodes[item].kind {
      case .scalar:
        if let value = optionValue(item, in: document) {
          // A string option's label is its value's text: made once, not twice.
          let label: String
          if case .string(let text) = value { label = text } else { label = document.text(of: item) }
          options.append(PickerCell.Option(label: label, value: value, range: document.range(of: item)))
        } else {
          reader.diagnostics.append(optionTypeMismatch(item, path: path, reader: reader))
        }
      case .mapping, .decoded:
        let pointer = reader.origin.pointer.appending("options").appending(index)
        guard
          var option = MappingReader(
            document, item, pointer: pointer, noun: "an option", diagnostics: &reader.diagnostics)
        else { continue }
        option.rejectUnknownKeys(allowed: Self.optionKeys)
        let label = option.text("label", required: true)
        let shortLabel = decodeShortLabel(&option)
        option.require("value")
        var value: PickerCell.OptionValue?
        if let valueNode = option.located("value") {
          value = optionValue(valueNode, in: document)
          if value == nil { option.mismatch("value", valueNode, expected: Self.optionValueShapes) }
        }
        let visibleIf = option.condition("visibleIf")
        reader.absorb(option)  // with its translations
        if let label, let value {
          var decoded = PickerCell.Option(
            label: label, value: value, range: document.range(of: item), visibleIf: visibleIf)
          decoded.shortLabel = shortLabel
          // So that a translation problem points at the text, not at the whole option.
          if option.origin.has("label") { decoded.labelRange = option.origin.range(of: "label") }
          if shortLabel != nil, option.origin.has("shortLabel") {
            decoded.shortLabelRange = option.origin.range(of: "shortLabel")
          }
          options.append(decoded)
        }
      case .sequence:
        reader.diagnostics.append(optionTypeMismatch(item, path: path, reader: reader))
      }
    }
    return options
  }

  /// An option's `shortLabel`: may be on some options and not others, but never empty.
  static func decodeShortLabel(_ option: inout MappingReader) -> String? {
    guard let shortLabel = option.text("shortLabel") else { return nil }
    guard shortLabel.trimmingWhitespace.isEmpty else { return shortLabel }
    option.diagnostics.append(
      Diagnostic(
        .emptyShortLabel, "'shortLabel' is empty: the row would show nothing once this option is chosen",
        at: option.origin.range(of: "shortLabel"), pointer: option.origin.pointer(to: "shortLabel"),
        suggestion: "remove 'shortLabel' to show the label, or give a short text"))
    return nil
  }

  private static func optionTypeMismatch(_ item: Int, path: String, reader: MappingReader) -> Diagnostic {
    Diagnostic(
      .typeMismatch,
      "an option must be a string, a number, a boolean or a {label, value} mapping, found \(reader.document.kindDescription(of: item))",
      at: reader.document.range(of: item), pointer: reader.origin.pointer(to: path))
  }

  /// What an option value may be, for messages.
  static let optionValueShapes = "a string, a number or a boolean"

  /// A scalar as an option value: a string, a finite number or a boolean
  /// (YAML's `true`/`false`, as CoreSchema reads them; a quoted `"true"` is a
  /// string); nil for anything else.
  static func optionValue(_ node: Int, in document: Document) -> PickerCell.OptionValue? {
    guard document.nodes[node].kind == .scalar else { return nil }
    switch document.value(of: node) {
    case .string(let text): return .string(text)
    case .number(let number) where number.double.isFinite: return .number(number)
    case .bool(let flag): return .bool(flag)
    default: return nil
    }
  }

  static func decodePickerDefault(_ reader: inout MappingReader) -> PickerCell.DefaultValue? {
    guard let node = reader.located("default") else { return nil }
    let document = reader.document
    switch document.nodes[node].kind {
    case .scalar:
      if let value = optionValue(node, in: document) { return .single(value) }
    case .sequence:
      var values: [PickerCell.OptionValue] = []
      for (index, item) in document.children(of: node).enumerated() {
        reader.origin.record("default/\(index)", node: item, in: document)
        guard let value = optionValue(item, in: document) else {
          reader.diagnostics.append(
            Diagnostic(
              .typeMismatch,
              "each default value must be \(optionValueShapes), found \(document.kindDescription(of: item))",
              at: document.range(of: item), pointer: reader.origin.pointer(to: "default/\(index)")))
          continue
        }
        values.append(value)
      }
      return .multiple(values)
    case .mapping, .decoded:
      break
    }
    reader.mismatch("default", node, expected: "an option value, or a list of them")
    return nil
  }

  // MARK: Button

  static func decodeConfirmation(_ reader: inout MappingReader) -> ButtonCell.Confirmation? {
    guard let node = reader.located("confirm") else { return nil }
    let pointer = reader.origin.pointer(to: "confirm")
    guard
      var confirm = MappingReader(
        reader.document, node, pointer: pointer, noun: "a confirmation", diagnostics: &reader.diagnostics)
    else { return nil }
    confirm.rejectUnknownKeys(allowed: Self.confirmKeys)
    let title = confirm.text("title", required: true)
    let message = confirm.text("message")
    reader.absorb(confirm)  // with its translations
    return title.map { ButtonCell.Confirmation(title: $0, message: message) }
  }
}
