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
    JSONWriter.write(value(of: spec))
  }

  /// The normalised document as a value, for callers that embed it.
  public func value(of spec: TableSpec) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("tablegen", .integer(spec.version)),
      ("id", .string(spec.id)),
      ("title", .string(spec.title)),
      ("description", .string(spec.description)),
      ("rowHeight", .double(spec.rowHeight)),
      ("sections", .array(spec.sections.map { section(of: $0, in: spec) })),
    ]
    appendLocation(spec.origin, to: &members)
    return .object(members)
  }

  private func section(of section: Section, in spec: TableSpec) -> JSONValue {
    let rowHeight = section.rowHeight ?? spec.rowHeight
    var members: [(String, JSONValue)] = [
      ("id", .string(section.id)),
      ("header", .string(section.header)),
      ("footer", .string(section.footer)),
      ("rowHeight", .double(rowHeight)),
      ("cells", .array(section.cells.map { cell(of: $0, rowHeight: rowHeight) })),
    ]
    appendLocation(section.origin, to: &members)
    return .object(members)
  }

  private func cell(of cell: Cell, rowHeight: Double) -> JSONValue {
    let common = cell.common
    var members: [(String, JSONValue)] = [
      ("type", .string(cell.type.rawValue)),
      ("id", .string(common.id)),
      ("identifier", .string(common.identifier)),
      ("height", .double(common.height ?? rowHeight)),
      ("autoHeight", .bool(common.autoHeight)),
    ]
    members += fields(of: cell)
    appendLocation(common.origin, to: &members)
    return .object(members)
  }

  private func fields(of cell: Cell) -> [(String, JSONValue)] {
    switch cell {
    case .input(let input):
      [
        ("label", .string(input.label)),
        ("placeholder", .string(input.placeholder)),
        ("help", .string(input.help)),
        ("keyboard", .string(input.keyboard.rawValue)),
        ("layout", .string(input.keyboardLayout.rawValue)),
        ("format", .string(input.valueFormat.rawValue)),
        ("secure", .bool(input.secure)),
        ("required", .bool(input.required)),
        ("pattern", .string(input.pattern)),
        ("minLength", input.minLength.map(JSONValue.integer) ?? .null),
        ("maxLength", input.maxLength.map(JSONValue.integer) ?? .null),
        ("min", input.min.map(JSONValue.double) ?? .null),
        ("max", input.max.map(JSONValue.double) ?? .null),
        ("default", input.default.map(Self.value(of:)) ?? .null),
        ("ratio", input.ratio.map(JSONValue.double) ?? .null),
      ]
    case .textView(let textView):
      [
        ("label", .string(textView.label)),
        ("placeholder", .string(textView.placeholder)),
        ("help", .string(textView.help)),
        ("default", .string(textView.default)),
        ("minLines", .integer(textView.minLines)),
        ("maxLines", textView.maxLines.map(JSONValue.integer) ?? .null),
        ("maxLength", textView.maxLength.map(JSONValue.integer) ?? .null),
        ("required", .bool(textView.required)),
      ]
    case .picker(let picker):
      [
        ("label", .string(picker.label)),
        ("help", .string(picker.help)),
        ("options", .array(picker.options.map { .object([("label", .string($0.label)), ("value", Self.value(of: $0.value))]) })),
        ("multiple", .bool(picker.multiple)),
        ("required", .bool(picker.required)),
        ("default", Self.pickerDefault(picker)),
      ]
    case .switch(let toggle):
      [
        ("label", .string(toggle.label)),
        ("help", .string(toggle.help)),
        ("default", .bool(toggle.default)),
      ]
    case .slider(let slider):
      [
        ("label", .string(slider.label)),
        ("help", .string(slider.help)),
        ("min", .double(slider.min)),
        ("max", .double(slider.max)),
        ("step", slider.step.map(JSONValue.double) ?? .null),
        ("default", .double(slider.initialValue)),
      ]
    case .button(let button):
      [
        ("title", .string(button.title)),
        ("action", .string(button.resolvedAction)),
        ("style", .string(button.style.rawValue)),
        ("confirm", button.confirm.map { .object([("title", .string($0.title)), ("message", .string($0.message))]) } ?? .null),
      ]
    case .value(let value):
      [
        ("title", .string(value.title)),
        ("value", .string(value.value)),
        ("detail", .string(value.detail)),
        ("image", .string(value.image)),
        ("accessory", .string(value.accessory.rawValue)),
      ]
    case .link(let link):
      [
        ("title", .string(link.title)),
        ("target", .string(link.target)),
        ("detail", .string(link.detail)),
      ]
    case .note(let note):
      [("text", .string(note.text))]
    }
  }

  private static func pickerDefault(_ picker: PickerCell) -> JSONValue {
    switch picker.default {
    case .single(let single): picker.multiple ? .array([value(of: single)]) : value(of: single)
    case .multiple(let values): .array(values.map { value(of: $0) })
    case nil: picker.multiple ? .array([]) : .null
    }
  }

  private static func value(of number: Number) -> JSONValue {
    .number(number.jsonLiteral)
  }

  private static func value(of option: PickerCell.OptionValue) -> JSONValue {
    switch option {
    case .string(let text): .string(text)
    case .number(let number): value(of: number)
    }
  }

  private static func value(of inputDefault: InputCell.DefaultValue) -> JSONValue {
    switch inputDefault {
    case .text(let text): .string(text)
    case .number(let number): value(of: number)
    }
  }

  private func appendLocation(_ origin: Origin, to members: inout [(String, JSONValue)]) {
    guard includesLocations else { return }
    members.append(("location", Self.location(origin.range)))
  }

  /// A span as `{"line", "column", "endLine", "endColumn", "offset", "endOffset"}`.
  static func location(_ range: SourceRange) -> JSONValue {
    .object([
      ("line", .integer(range.start.line)),
      ("column", .integer(range.start.column)),
      ("endLine", .integer(range.end.line)),
      ("endColumn", .integer(range.end.column)),
      ("offset", .integer(range.start.offset)),
      ("endOffset", .integer(range.end.offset)),
    ])
  }
}
