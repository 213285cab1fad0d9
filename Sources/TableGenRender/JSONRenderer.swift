import TableGenOutput
import TableGenSpec

/// The normalised form of a spec, for apps that load specs at runtime: every
/// default explicit, the `cells` shorthand expanded into one section, heights
/// resolved, numbers in plain JSON syntax. `docs/json-output.md` and
/// `Schemas/tablegen-output.schema.json` describe it.
public struct JSONRenderer: Sendable {
  /// Whether each element carries its source span.
  public var includesLocations: Bool

  public init(includesLocations: Bool = false) {
    self.includesLocations = includesLocations
  }

  public func render(_ spec: TableSpec) -> String {
    var output = OutputBuffer()
    render(spec, into: &output)
    return output.text
  }

  /// Writes the document into `output`, member by member: no tree of values is
  /// built, and `output` may flush to its descriptor after each cell.
  public func render(_ spec: TableSpec, into output: inout OutputBuffer) {
    var json = JSONStreamWriter()
    swap(&json.output, &output)
    defer { swap(&json.output, &output) }
    write(spec, to: &json)
    json.finish()
  }

  /// Writes the spec's object into `json`, as a value where one is expected
  /// (the followed document of `render --follow` nests one per pane).
  package func write(_ spec: TableSpec, to json: inout JSONStreamWriter) {
    json.beginObject()
    json.key("tablegen")
    json.integer(spec.version)
    json.key("id")
    json.string(spec.id)
    json.key("title")
    json.string(spec.title)
    json.key("description")
    json.string(spec.description)
    json.key("rowHeight")
    json.double(spec.rowHeight)
    json.key("sections")
    json.beginArray()
    for section in spec.sections {
      json.element()
      write(section, in: spec, to: &json)
    }
    json.endArray()
    writeChecks(spec.checks, to: &json)
    writeLocalization(of: spec, to: &json)
    writeLocation(spec.origin, to: &json)
    json.endObject()
  }

  // MARK: - Every translation, for apps
  /// `localization`: the locale shown, the declared ones, and per locale every
  /// translated string by its pointer. Only for a spec that declares locales,
  /// so the output of every other spec is as it was.
  private func writeLocalization(of spec: TableSpec, to json: inout JSONStreamWriter) {
    let localization = spec.localization
    guard !localization.locales.isEmpty else { return }
    json.key("localization")
    json.beginObject()
    json.key("locale")
    json.string(localization.shownLocale ?? localization.source)
    json.key("sourceLocale")
    json.string(localization.source)
    json.key("locales")
    json.beginArray()
    for locale in localization.locales {
      json.element()
      json.string(locale)
    }
    json.endArray()
    json.key("strings")
    json.beginObject()
    for (locale, strings) in localization.table(of: spec) {
      json.key(escaping: locale)
      json.beginObject()
      for (pointer, text) in strings {
        json.key(escaping: pointer.description)
        json.string(text)
      }
      json.endObject()
    }
    json.endObject()
    json.endObject()
  }

  private func write(_ section: Section, in spec: TableSpec, to json: inout JSONStreamWriter) {
    let rowHeight = section.rowHeight ?? spec.rowHeight
    json.beginObject()
    json.key("id")
    json.string(section.id)
    json.key("header")
    json.string(section.header)
    json.key("footer")
    json.string(section.footer)
    json.key("rowHeight")
    json.double(rowHeight)
    writeConditions(section.conditions, to: &json)
    Self.writeIdioms(section.idioms, to: &json)
    json.key("cells")
    json.beginArray()
    for (index, cell) in section.cells.enumerated() {
      json.element()
      write(cell, rowHeight: rowHeight, generatedBy: section.rows, index: index, to: &json)
      json.output.flushIfFull()
    }
    json.endArray()
    if let recipe = section.rows { Self.writeRecipe(recipe, to: &json) }
    writeChecks(section.checks, to: &json)
    writeLocation(section.origin, to: &json)
    json.endObject()
  }

  private func write(
    _ cell: Cell, rowHeight: Double, generatedBy recipe: RowSource? = nil, index: Int = 0,
    to json: inout JSONStreamWriter
  ) {
    let common = cell.common
    json.beginObject()
    json.key("type")
    json.string(cell.type.rawValue)
    json.key("id")
    json.string(common.id)
    // The name the value is stored under, present only when the spec writes it: the id otherwise.
    if let key = common.key {
      json.key("key")
      json.string(key)
    }
    json.key("identifier")
    json.string(common.identifier)
    json.key("height")
    json.double(common.height ?? rowHeight)
    json.key("autoHeight")
    json.bool(common.autoHeight)
    writeConditions(common.conditions, to: &json)
    Self.writeIdioms(common.idioms, to: &json)
    writeFields(of: cell, to: &json)
    // A generated cell says which recipe and record it came from.
    if let recipe, recipe.records.indices.contains(index) {
      Self.writeGenerated(by: recipe, record: recipe.records[index], to: &json)
    }
    writeLocation(common.origin, to: &json)
    json.endObject()
  }

  private func writeFields(of cell: Cell, to json: inout JSONStreamWriter) {
    switch cell {
    case .date(let date):
      json.key("label")
      json.string(date.label)
      json.key("help")
      json.string(date.help)
      json.key("mode")
      json.string(date.mode.rawValue)
      json.key("minuteInterval")
      json.integer(date.minuteInterval)
      json.key("min")
      json.string(date.min?.description)
      json.key("max")
      json.string(date.max?.description)
      json.key("required")
      json.bool(date.required)
      json.key("default")
      json.string(date.default?.description)
    case .input(let input):
      json.key("label")
      json.string(input.label)
      json.key("placeholder")
      json.string(input.placeholder)
      json.key("help")
      json.string(input.help)
      json.key("keyboard")
      json.string(input.keyboard.rawValue)
      json.key("layout")
      json.string(input.keyboardLayout.rawValue)
      json.key("format")
      json.string(input.valueFormat.rawValue)
      json.key("secure")
      json.bool(input.secure)
      json.key("required")
      json.bool(input.required)
      json.key("pattern")
      json.string(input.pattern)
      json.key("patternMessage")
      json.string(input.patternMessage)
      json.key("formatHint")
      json.string(input.formatHint)
      json.key("minLength")
      json.integer(input.minLength)
      json.key("maxLength")
      json.integer(input.maxLength)
      json.key("min")
      json.double(input.min)
      json.key("max")
      json.double(input.max)
      json.key("default")
      // The default as fill would answer it, so that an app reads the same value
      // from the spec as from the answers: `format: digits` keeps "0123" a string.
      switch input.defaultAnswer {
      case .number(let number)?: Self.write(number, to: &json)
      case .text(let text)?: json.string(text)
      default: json.null()
      }
      writeComputedDefault(input.computedDefault, to: &json)
      json.key("ratio")
      json.double(input.ratio)
      // The keyboard traits, present only when the spec writes them.
      if let autocapitalization = input.autocapitalization {
        json.key("autocapitalization")
        json.string(autocapitalization.rawValue)
      }
      if let autocorrection = input.autocorrection {
        json.key("autocorrection")
        json.bool(autocorrection)
      }
      if let contentType = input.contentType {
        json.key("contentType")
        json.string(contentType)
      }
    case .textView(let textView):
      json.key("label")
      json.string(textView.label)
      json.key("placeholder")
      json.string(textView.placeholder)
      json.key("help")
      json.string(textView.help)
      json.key("default")
      json.string(textView.default)
      writeComputedDefault(textView.computedDefault, to: &json)
      json.key("minLines")
      json.integer(textView.minLines)
      json.key("maxLines")
      json.integer(textView.maxLines)
      json.key("maxLength")
      json.integer(textView.maxLength)
      json.key("required")
      json.bool(textView.required)
    case .picker(let picker):
      json.key("label")
      json.string(picker.label)
      json.key("help")
      json.string(picker.help)
      json.key("options")
      Self.writeOptions(picker.options, to: &json)
      json.key("multiple")
      json.bool(picker.multiple)
      json.key("required")
      json.bool(picker.required)
      json.key("default")
      Self.writeDefault(of: picker, to: &json)
      // Present only when the spec writes them; `options` stay in written order.
      if let presentation = picker.presentation {
        json.key("presentation")
        json.string(presentation.rawValue)
      }
      if picker.sortByLabel {
        json.key("sortByLabel")
        json.bool(true)
      }
      if let recipe = picker.optionSource { Self.writeOptionSource(recipe, to: &json) }
    case .switch(let toggle):
      json.key("label")
      json.string(toggle.label)
      json.key("help")
      json.string(toggle.help)
      json.key("default")
      json.bool(toggle.default)
      // What is stored for on and off, present only when the spec writes it.
      if let onValue = toggle.onValue {
        json.key("onValue")
        Self.write(onValue, to: &json)
      }
      if let offValue = toggle.offValue {
        json.key("offValue")
        Self.write(offValue, to: &json)
      }
    case .slider(let slider):
      json.key("label")
      json.string(slider.label)
      json.key("help")
      json.string(slider.help)
      json.key("min")
      json.double(slider.min)
      json.key("max")
      json.double(slider.max)
      json.key("step")
      json.double(slider.step)
      json.key("default")
      json.double(slider.initialValue)
    case .stepper(let stepper):
      json.key("label")
      json.string(stepper.label)
      json.key("help")
      json.string(stepper.help)
      json.key("min")
      json.double(Double(stepper.min))
      json.key("max")
      json.double(Double(stepper.max))
      json.key("step")
      json.double(Double(stepper.step))
      json.key("default")
      json.double(Double(stepper.initialValue))
    case .button(let button):
      json.key("title")
      json.string(button.title)
      json.key("action")
      json.string(button.resolvedAction)
      json.key("style")
      json.string(button.style.rawValue)
      json.key("role")
      json.string(button.role.rawValue)
      json.key("confirm")
      if let confirm = button.confirm {
        json.beginObject()
        json.key("title")
        json.string(confirm.title)
        json.key("message")
        json.string(confirm.message)
        json.endObject()
      } else {
        json.null()
      }
    case .value(let value):
      json.key("title")
      json.string(value.title)
      json.key("value")
      json.string(value.value)
      json.key("detail")
      json.string(value.detail)
      json.key("image")
      json.string(value.image)
      json.key("accessory")
      json.string(value.accessory.rawValue)
      if !value.options.isEmpty {
        json.key("options")
        Self.writeOptions(value.options, to: &json)
      }
    case .link(let link):
      json.key("title")
      json.string(link.title)
      json.key("target")
      json.string(link.target)
      json.key("detail")
      json.string(link.detail)
    case .note(let note):
      json.key("text")
      json.string(note.text)
    }
  }

  /// A picker's or a value row's options, in written order.
  private static func writeOptions(_ options: [PickerCell.Option], to json: inout JSONStreamWriter) {
    json.beginArray()
    for option in options {
      json.element()
      json.beginObject()
      json.key("label")
      json.string(option.label)
      if let shortLabel = option.shortLabel {
        json.key("shortLabel")
        json.string(shortLabel)
      }
      json.key("value")
      write(option.value, to: &json)
      if let condition = option.visibleIf {
        json.key("visibleIf")
        write(condition, to: &json)
      }
      json.endObject()
    }
    json.endArray()
  }

  /// `idioms`, present only when the spec limits the element to some devices.
  private static func writeIdioms(_ idioms: [Idiom], to json: inout JSONStreamWriter) {
    guard !idioms.isEmpty else { return }
    json.key("idioms")
    json.beginArray()
    for idiom in idioms {
      json.element()
      json.string(idiom.rawValue)
    }
    json.endArray()
  }

  private static func writeDefault(of picker: PickerCell, to json: inout JSONStreamWriter) {
    switch picker.default {
    case .single(let single):
      guard picker.multiple else { return write(single, to: &json) }
      json.beginArray()
      json.element()
      write(single, to: &json)
      json.endArray()
    case .multiple(let values):
      json.beginArray()
      for value in values {
        json.element()
        write(value, to: &json)
      }
      json.endArray()
    case nil:
      if picker.multiple {
        json.beginArray()
        json.endArray()
      } else {
        json.null()
      }
    }
  }

  private static func write(_ number: Number, to json: inout JSONStreamWriter) {
    json.number(literal: number.jsonLiteral)
  }

  private static func write(_ option: PickerCell.OptionValue, to json: inout JSONStreamWriter) {
    switch option {
    case .string(let text): json.string(text)
    case .number(let number): write(number, to: &json)
    case .bool(let flag): json.bool(flag)
    }
  }

  private func writeLocation(_ origin: Origin, to json: inout JSONStreamWriter) {
    guard includesLocations else { return }
    let range = origin.range
    // A span as {"line", "column", "endLine", "endColumn", "offset", "endOffset"}.
    json.key("location")
    json.beginObject()
    json.key("line")
    json.integer(range.start.line)
    json.key("column")
    json.integer(range.start.column)
    json.key("endLine")
    json.integer(range.end.line)
    json.key("endColumn")
    json.integer(range.end.column)
    json.key("offset")
    json.integer(range.start.offset)
    json.key("endOffset")
    json.integer(range.end.offset)
    json.endObject()
  }
}
