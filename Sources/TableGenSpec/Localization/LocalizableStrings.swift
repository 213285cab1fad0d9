/// One human-facing string of a spec: what a person reads, and so what may be
/// translated. Ids, values, patterns, actions and targets are never among them.
public struct LocalizableString: Sendable {
  /// Where the string sits in the model, to read or replace it
  /// (`TableSpec.text(at:)`, `TableSpec.replaceText(at:with:)`).
  public enum Place: Hashable, Sendable {
    /// `title` or `description` of the table.
    case table(key: String)
    /// The `message` of the table's check at `check`.
    case tableCheck(check: Int)
    /// `header` or `footer` of a section.
    case section(section: Int, key: String)
    /// The `message` of a section's check.
    case sectionCheck(section: Int, check: Int)
    /// A cell's own string: `label`, `placeholder`, `help`, `patternMessage`,
    /// `formatHint`, `title`, `value`, `detail`, `text`, `confirm/title`, `confirm/message`.
    case cell(section: Int, cell: Int, key: String)
    /// An option's `label` or `shortLabel`, of a picker or a value row.
    case option(section: Int, cell: Int, option: Int, key: String)
  }

  /// The string's place in the document: `/sections/0/cells/1/label`. It is
  /// the key of its inline translations (`Localization.inline`).
  public var pointer: JSONPointer
  /// The source text, as the model holds it.
  public var text: String
  /// Where the value is written: the string, or the whole `{ en: …, de: … }` mapping.
  public var range: SourceRange
  public var place: Place

  public init(pointer: JSONPointer, text: String, range: SourceRange, place: Place) {
    self.pointer = pointer
    self.text = text
    self.range = range
    self.place = place
  }
}

/// The one list of every translatable string of a spec, in document order:
/// what the localiser replaces, what the translation checks read and what the
/// JSON output's `localization` block is keyed by.
public enum LocalizableStrings {
  /// Every translatable string of `spec`, in document order.
  public static func of(_ spec: TableSpec) -> [LocalizableString] {
    var strings = table(spec)
    for (sectionIndex, section) in spec.sections.enumerated() {
      strings += Self.section(section, at: sectionIndex)
      for (cellIndex, cell) in section.cells.enumerated() {
        strings += Self.cell(cell, section: sectionIndex, cell: cellIndex)
      }
      strings += checks(section.checks) { .sectionCheck(section: sectionIndex, check: $0) }
    }
    strings += checks(spec.checks) { .tableCheck(check: $0) }
    return strings
  }

  /// The table's own strings: its title and description (not its checks').
  public static func table(_ spec: TableSpec) -> [LocalizableString] {
    var strings: [LocalizableString] = []
    let origin = spec.origin
    for (key, text) in [("title", spec.title), ("description", spec.description)] {
      guard let text else { continue }
      strings.append(
        LocalizableString(
          pointer: origin.pointer(to: key), text: text, range: origin.range(of: key), place: .table(key: key)))
    }
    return strings
  }

  /// A section's header and footer (not its cells' or checks').
  public static func section(_ section: Section, at index: Int) -> [LocalizableString] {
    var strings: [LocalizableString] = []
    for (key, text) in [("header", section.header), ("footer", section.footer)] {
      guard let text else { continue }
      strings.append(
        LocalizableString(
          pointer: section.origin.pointer(to: key), text: text, range: section.origin.range(of: key),
          place: .section(section: index, key: key)))
    }
    return strings
  }

  /// The messages of `checks`, placed by `place`.
  public static func checks(_ checks: [Check], place: (Int) -> LocalizableString.Place) -> [LocalizableString] {
    checks.enumerated().map { index, check in
      LocalizableString(
        pointer: check.origin.pointer(to: "message"), text: check.message, range: check.origin.range(of: "message"),
        place: place(index))
    }
  }

  /// The strings of one cell, the cell at `cell` of the section at `section`
  /// (the section 0 of the `cells` shorthand). Usable on a cell alone, as the
  /// checks that see each cell as it closes do.
  public static func cell(_ cell: Cell, section: Int, cell index: Int) -> [LocalizableString] {
    var collector = Collector(origin: cell.common.origin, section: section, cell: index)
    var kind = cell.kind
    kind.visitTexts(&collector)
    return collector.strings
  }

  /// Lists the strings a cell type shows its visitor.
  private struct Collector: CellTextVisitor {
    let origin: Origin
    let section: Int
    let cell: Int
    var strings: [LocalizableString] = []

    mutating func text(_ key: String, _ text: inout String?, range rangeKey: String?) {
      guard let text else { return }
      strings.append(
        LocalizableString(
          pointer: origin.pointer(to: key), text: text, range: origin.range(of: rangeKey ?? key),
          place: .cell(section: section, cell: cell, key: key)))
    }

    mutating func options(_ options: inout [PickerCell.Option]) {
      for (optionIndex, option) in options.enumerated() {
        let texts = [
          ("label", option.label, option.labelRange), ("shortLabel", option.shortLabel, option.shortLabelRange),
        ]
        for (key, text, range) in texts {
          guard let text else { continue }
          strings.append(
            LocalizableString(
              pointer: origin.pointer.appending("options").appending(optionIndex).appending(key), text: text,
              range: range ?? option.range, place: .option(section: section, cell: cell, option: optionIndex, key: key)
            ))
        }
      }
    }
  }
}

/// What a cell type shows of its translatable strings (`CellKind.visitTexts`):
/// each by its key, and its options, so that listing them and replacing them
/// read the same keys.
package protocol CellTextVisitor {
  /// A string at `key`; `range` names the key whose value a problem points at, when not `key` itself.
  mutating func text(_ key: String, _ text: inout String?, range: String?)
  /// The options of a picker or a value row, whose labels are translated.
  mutating func options(_ options: inout [PickerCell.Option])
}

extension CellTextVisitor {
  /// A string at `key`.
  mutating func text(_ key: String, _ text: inout String?) {
    self.text(key, &text, range: nil)
  }

  /// A string that is always there, such as a button's title.
  mutating func text(_ key: String, _ text: inout String) {
    var optional: String? = text
    self.text(key, &optional, range: nil)
    text = optional ?? text
  }
}

extension TableSpec {
  /// The text at `place`, or nil when the spec has no string there.
  public func text(at place: LocalizableString.Place) -> String? {
    switch place {
    case .table(let key): return key == "title" ? title : key == "description" ? description : nil
    case .tableCheck(let check): return checks.indices.contains(check) ? checks[check].message : nil
    case .section(let section, let key):
      guard sections.indices.contains(section) else { return nil }
      return key == "header" ? sections[section].header : key == "footer" ? sections[section].footer : nil
    case .sectionCheck(let section, let check):
      guard sections.indices.contains(section), sections[section].checks.indices.contains(check) else { return nil }
      return sections[section].checks[check].message
    case .cell(let section, let cell, _), .option(let section, let cell, _, _):
      guard sections.indices.contains(section), sections[section].cells.indices.contains(cell) else { return nil }
      return sections[section].cells[cell].text(at: place)
    }
  }

  /// Puts `text` in place of the string at `place`; a place the spec does not have is left alone.
  public mutating func replaceText(at place: LocalizableString.Place, with text: String) {
    switch place {
    case .table(let key):
      if key == "title" { title = text } else if key == "description" { description = text }
    case .tableCheck(let check):
      if checks.indices.contains(check) { checks[check].message = text }
    case .section(let section, let key):
      guard sections.indices.contains(section) else { return }
      if key == "header" { sections[section].header = text } else if key == "footer" { sections[section].footer = text }
    case .sectionCheck(let section, let check):
      guard sections.indices.contains(section), sections[section].checks.indices.contains(check) else { return }
      sections[section].checks[check].message = text
    case .cell(let section, let cell, _), .option(let section, let cell, _, _):
      guard sections.indices.contains(section), sections[section].cells.indices.contains(cell) else { return }
      sections[section].cells[cell].replaceText(at: place, with: text)
    }
  }
}

extension Cell {
  fileprivate func text(at place: LocalizableString.Place) -> String? {
    var found: String?
    var copy = self
    copy.visitText(at: place) { text in
      found = text
      return text
    }
    return found
  }

  fileprivate mutating func replaceText(at place: LocalizableString.Place, with text: String) {
    visitText(at: place) { _ in text }
  }

  /// Calls `change` with the string at `place` (a cell's or an option's) and stores what it returns.
  private mutating func visitText(at place: LocalizableString.Place, _ change: (String?) -> String?) {
    withoutActuallyEscaping(change) { change in
      var replacer = Replacer(place: place, change: change)
      var kind = self.kind
      kind.visitTexts(&replacer)
      self = kind.cell
    }
  }
}

/// Changes the one string at its place, as a cell type shows them.
private struct Replacer: CellTextVisitor {
  let place: LocalizableString.Place
  let change: (String?) -> String?

  mutating func text(_ key: String, _ text: inout String?, range: String?) {
    guard case .cell(_, _, let wanted) = place, wanted == key else { return }
    text = change(text)
  }

  mutating func options(_ options: inout [PickerCell.Option]) {
    guard case .option(_, _, let index, let key) = place, options.indices.contains(index) else { return }
    if key == "label" {
      options[index].label = change(options[index].label) ?? options[index].label
    } else if key == "shortLabel", options[index].shortLabel != nil {
      options[index].shortLabel = change(options[index].shortLabel)
    }
  }
}
