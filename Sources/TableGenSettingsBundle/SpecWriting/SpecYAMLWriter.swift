import TableGenOutput
import TableGenSpec

/// A spec as YAML, in the order docs/spec-format.md lists the keys, with a
/// key left out when it holds its default: what `import settings-bundle`
/// writes. A string with inline translations (by its pointer in
/// `localization.inline`) is written as a mapping of locale to text.
///
/// It writes every key a Settings.bundle can fill in; conditions, checks,
/// patterns and computed defaults, which no bundle has, are not written.
public struct SpecYAMLWriter {
  private let translations: [JSONPointer: [Localization.Translation]]

  /// `spec` as one YAML document.
  public static func yaml(_ spec: TableSpec) -> String {
    YAMLEmitter.document(SpecYAMLWriter(translations: spec.localization.inline).table(spec))
  }

  private func table(_ spec: TableSpec) -> YAMLValue {
    var pairs = [YAMLPair("tablegen", .literal(String(spec.version)))]
    pairs.add("id", spec.id.map(YAMLValue.string))
    pairs.add("title", text(spec.title, JSONPointer(["title"])))
    pairs.add("description", text(spec.description, JSONPointer(["description"])))
    if !spec.localization.locales.isEmpty {
      pairs.add("locales", .sequence(spec.localization.locales.map(YAMLValue.string)))
    }
    pairs.add("sourceLocale", spec.localization.sourceLocale.map(YAMLValue.string))
    pairs.add("stringsTable", spec.localization.stringsTable.map(YAMLValue.string))
    if spec.rowHeight != TableSpec.defaultRowHeight { pairs.add("rowHeight", number(spec.rowHeight)) }
    if spec.usesCellsShorthand, spec.sections.count == 1 {
      pairs.add("cells", .sequence(cells(spec.sections[0], JSONPointer(["cells"]))))
    } else {
      pairs.add(
        "sections",
        .sequence(
          spec.sections.enumerated().map { index, section in
            self.section(section, JSONPointer(["sections", String(index)]))
          }))
    }
    return .mapping(pairs)
  }

  private func section(_ section: Section, _ pointer: JSONPointer) -> YAMLValue {
    var pairs: [YAMLPair] = []
    pairs.add("id", section.id.map(YAMLValue.string))
    pairs.add("key", section.key.map(YAMLValue.string))
    pairs.add("header", text(section.header, pointer.appending("header")))
    pairs.add("footer", text(section.footer, pointer.appending("footer")))
    pairs.add("idioms", idioms(section.idioms))
    if let rowHeight = section.rowHeight { pairs.add("rowHeight", number(rowHeight)) }
    pairs.add("cells", .sequence(cells(section, pointer.appending("cells"))))
    return .mapping(pairs)
  }

  private func cells(_ section: Section, _ pointer: JSONPointer) -> [YAMLValue] {
    section.cells.enumerated().map { index, cell in self.cell(cell, pointer.appending(index)) }
  }

  private func cell(_ cell: Cell, _ pointer: JSONPointer) -> YAMLValue {
    var pairs = [YAMLPair("type", .string(cell.type.rawValue))]
    let common = cell.common
    pairs.add("id", common.id.map(YAMLValue.string))
    pairs.add("key", common.key.map(YAMLValue.string))
    pairs.add("identifier", common.identifier.map(YAMLValue.string))
    pairs.add("idioms", idioms(common.idioms))
    func text(_ key: String, _ value: String?) { pairs.add(key, self.text(value, pointer.appending(key))) }
    func flag(_ key: String, _ value: Bool) { if value { pairs.add(key, .literal("true")) } }
    switch cell {
    case .input(let input):
      text("label", input.label)
      text("placeholder", input.placeholder)
      text("help", input.help)
      if input.keyboard != .default { pairs.add("keyboard", .string(input.keyboard.rawValue)) }
      pairs.add("layout", input.layout.map { .string($0.rawValue) })
      pairs.add("format", input.format.map { .string($0.rawValue) })
      flag("secure", input.secure)
      flag("required", input.required)
      pairs.add("minLength", input.minLength.map { .literal(String($0)) })
      pairs.add("maxLength", input.maxLength.map { .literal(String($0)) })
      pairs.add("min", input.min.map(number))
      pairs.add("max", input.max.map(number))
      switch input.default {
      case .text(let value)?: pairs.add("default", .string(value))
      case .number(let value)?: pairs.add("default", .literal(value.literal))
      case nil: break
      }
      pairs.add("autocapitalization", input.autocapitalization.map { .string($0.rawValue) })
      pairs.add("autocorrection", input.autocorrection.map { .literal($0 ? "true" : "false") })
      pairs.add("contentType", input.contentType.map(YAMLValue.string))
    case .textView(let view):
      text("label", view.label)
      text("placeholder", view.placeholder)
      text("help", view.help)
      pairs.add("default", view.default.map(YAMLValue.string))
      if view.minLines != TextViewCell.defaultMinLines { pairs.add("minLines", .literal(String(view.minLines))) }
      pairs.add("maxLines", view.maxLines.map { .literal(String($0)) })
      pairs.add("maxLength", view.maxLength.map { .literal(String($0)) })
      flag("required", view.required)
    case .picker(let picker):
      text("label", picker.label)
      text("help", picker.help)
      pairs.add("presentation", picker.presentation.map { .string($0.rawValue) })
      flag("sortByLabel", picker.sortByLabel)
      flag("multiple", picker.multiple)
      flag("required", picker.required)
      pairs.add("options", options(picker.options, pointer.appending("options")))
      switch picker.default {
      case .single(let value)?: pairs.add("default", optionValue(value))
      case .multiple(let values)?: pairs.add("default", .sequence(values.map(optionValue)))
      case nil: break
      }
    case .switch(let toggle):
      text("label", toggle.label)
      text("help", toggle.help)
      flag("default", toggle.default)
      pairs.add("onValue", toggle.onValue.map(optionValue))
      pairs.add("offValue", toggle.offValue.map(optionValue))
    case .slider(let slider):
      text("label", slider.label)
      text("help", slider.help)
      pairs.add("min", number(slider.min))
      pairs.add("max", number(slider.max))
      pairs.add("step", slider.step.map(number))
      pairs.add("default", slider.default.map(number))
    case .stepper(let stepper):
      text("label", stepper.label)
      text("help", stepper.help)
      pairs.add("min", .literal(String(stepper.min)))
      pairs.add("max", .literal(String(stepper.max)))
      if stepper.step != 1 { pairs.add("step", .literal(String(stepper.step))) }
      pairs.add("default", stepper.default.map { .literal(String($0)) })
    case .button(let button):
      text("title", button.title)
      pairs.add("action", button.action.map(YAMLValue.string))
      if button.style != .default { pairs.add("style", .string(button.style.rawValue)) }
      if button.role != .submit { pairs.add("role", .string(button.role.rawValue)) }
    case .value(let value):
      text("title", value.title)
      text("value", value.value)
      text("detail", value.detail)
      pairs.add("image", value.image.map(YAMLValue.string))
      if value.accessory != .none { pairs.add("accessory", .string(value.accessory.rawValue)) }
      if !value.options.isEmpty { pairs.add("options", options(value.options, pointer.appending("options"))) }
    case .link(let link):
      text("title", link.title)
      pairs.add("target", .string(link.target))
      text("detail", link.detail)
    case .note(let note):
      text("text", note.text)
    case .date(let date):
      text("label", date.label)
      text("help", date.help)
      pairs.add("mode", .string(date.mode.rawValue))
      pairs.add("minuteInterval", date.minuteInterval.map { .literal(String($0)) })
      pairs.add("min", date.min.map { .string($0.description) })
      pairs.add("max", date.max.map { .string($0.description) })
      pairs.add("default", date.default.map { .string($0.description) })
      flag("required", date.required)
    }
    return .mapping(pairs)
  }

  private func options(_ options: [PickerCell.Option], _ pointer: JSONPointer) -> YAMLValue {
    .sequence(
      options.enumerated().map { index, option in
        var pairs: [YAMLPair] = []
        pairs.add("label", text(option.label, pointer.appending(index).appending("label")))
        pairs.add("shortLabel", text(option.shortLabel, pointer.appending(index).appending("shortLabel")))
        pairs.add("value", optionValue(option.value))
        return .mapping(pairs)
      })
  }

  /// A translatable string: the text, or a mapping of locale to text when it has translations.
  private func text(_ value: String?, _ pointer: JSONPointer) -> YAMLValue? {
    guard let value else { return nil }
    guard let translations = translations[pointer], !translations.isEmpty else { return .string(value) }
    return .mapping(translations.map { YAMLPair($0.locale, .string($0.text)) })
  }

  private func idioms(_ idioms: [Idiom]) -> YAMLValue? {
    idioms.isEmpty ? nil : .sequence(idioms.map { .string($0.rawValue) })
  }

  private func optionValue(_ value: PickerCell.OptionValue) -> YAMLValue {
    switch value {
    case .string(let text): .string(text)
    case .number(let number): .literal(number.literal)
    case .bool(let flag): .literal(flag ? "true" : "false")
    }
  }

  private func number(_ value: Double) -> YAMLValue { .literal(PlistNumbers.literal(value)) }
}

extension [YAMLPair] {
  /// Appends `key` when it has a value.
  fileprivate mutating func add(_ key: String, _ value: YAMLValue?) {
    if let value { append(YAMLPair(key, value)) }
  }
}
