import TableGenSpec

/// Who will read an exported bundle.
public enum BundleTarget: String, Sendable, CaseIterable {
  /// Apple's Settings app: only Apple's specifier types.
  case settings
  /// InAppSettingsKit inside the app: Apple's types and its own.
  case iask
}

/// One spec as the plist of a Settings.bundle (the mapping is
/// `SettingsBundleMapping`, read the other way). What the target cannot show
/// is a `target-cannot-show` warning at its place in the spec, never dropped
/// in silence; a specifier that Apple requires a `DefaultValue` of and that
/// has none is `missing-bundle-default`.
struct SettingsBundleExporter {
  private let spec: TableSpec
  private let target: BundleTarget
  private let path: String
  private let keys: StringKeys
  private(set) var diagnostics: [Diagnostic] = []
  /// The spec files this one links to, as written (`Advanced.yaml`).
  private(set) var childPanes: [String] = []

  /// The strings table this plist names: the spec's `stringsTable`, else `Root`.
  private let table: String

  init(spec: TableSpec, target: BundleTarget, path: String, keys: StringKeys, table: String) {
    self.spec = spec
    self.target = target
    self.path = path
    self.keys = keys
    self.table = table
  }

  /// The plist's root dictionary.
  mutating func plist() -> PlistValue {
    var root = PlistDict()
    if let title = spec.title { root.add("Title", .string(key(title, JSONPointer(["title"])))) }
    // A spec in one language names no table: iOS then looks in the plist's own, which holds nothing.
    if !spec.localization.locales.isEmpty { root.add("StringsTable", .string(table)) }
    if spec.description != nil { cannotShow("the table's description", at: spec.origin.range(of: "description")) }
    var items: [PlistNode] = []
    for check in spec.checks { cannotShow("a check", at: check.origin.range) }
    for (index, section) in spec.sections.enumerated() {
      items += self.section(section, index: index)
    }
    root.add("PreferenceSpecifiers", .array(items))
    if let title = spec.title { nonXMLText(in: .string(title), at: spec.origin.range(of: "title")) }
    return root.value
  }

  // MARK: - Sections

  private mutating func section(_ section: Section, index: Int) -> [PlistNode] {
    let pointer = JSONPointer(["sections", String(index)])
    if section.conditions.visibleIf != nil {
      cannotShow("a section's visibleIf", at: section.origin.range(of: "visibleIf"))
    }
    for check in section.checks { cannotShow("a check", at: check.origin.range) }
    var items: [PlistNode] = []
    var cells = section.cells.enumerated().map { ($0, $1) }
    // A radio group is a group of its own in a bundle, titled with the section's header and carrying its
    // footer; import makes it the first cell of a section.
    if case .picker(let picker)? = section.cells.first, picker.presentation == .radio {
      if let radio = self.picker(
        picker, pointer.appending("cells").appending(0), section: section, sectionPointer: pointer)
      {
        items.append(radio)
      }
      cells.removeFirst()
    } else if index > 0 || section.header != nil || section.footer != nil || !section.idioms.isEmpty
      || section.cells.isEmpty || section.key != nil
    {
      // A first section of cells alone needs no group; an empty one is nothing without it.
      var group = PlistDict()
      group.add("Type", .string("PSGroupSpecifier"))
      if let header = section.header { group.add("Title", .string(key(header, pointer.appending("header")))) }
      if let footer = section.footer { group.add("FooterText", .string(key(footer, pointer.appending("footer")))) }
      if let key = section.key { group.add("Key", .string(key)) }
      group.addIdioms(section.idioms)
      nonXMLText(in: group.value, at: section.origin.range)
      items.append(PlistNode(group.value, range: .init(at: .start)))
    }
    for (cellIndex, cell) in cells {
      if let item = self.cell(cell, pointer.appending("cells").appending(cellIndex)) { items.append(item) }
    }
    return items
  }

  // MARK: - Cells

  private mutating func cell(_ cell: Cell, _ pointer: JSONPointer) -> PlistNode? {
    let origin = cell.common.origin
    for key in ConditionKey.allCases where cell.common.conditions[key] != nil {
      cannotShow("a \(key.rawValue) condition", at: origin.range(of: key.rawValue))
    }
    var dict = PlistDict()
    func type(_ name: String) { dict.add("Type", .string(name)) }
    func text(_ plistKey: String, _ value: String?, _ specKey: String) {
      if let value { dict.add(plistKey, .string(key(value, pointer.appending(specKey)))) }
    }
    // A field's Key is its storage key: `key:` when written, else its id.
    func id() {
      guard let key = cell.storageKey else { return }
      dict.add("Key", .string(key))
      keyMoved(cell.common, to: key)
    }
    func help(_ value: String?) { if value != nil { cannotShow("a help text", at: origin.range(of: "help")) } }
    func required(_ value: Bool) { if value { cannotShow("'required'", at: origin.range(of: "required")) } }

    switch cell {
    case .input(let input):
      type("PSTextFieldSpecifier")
      text("Title", input.label, "label")
      id()
      switch input.default {
      case .text(let text)?: dict.add("DefaultValue", .string(text))
      // Apple's schema says a string, but the Settings app shows a number too, and app code reads it as one.
      case .number(let number)?: dict.add("DefaultValue", plistValue(.number(number)))
      case nil: break
      }
      if input.secure { dict.add("IsSecure", .bool(true)) }
      let layout =
        input.layout ?? (input.keyboard == .default ? nil : InputCell.Layout(rawValue: input.keyboard.rawValue))
      if input.keyboard != .default {
        cannotShow(
          "'keyboard' (what a typed answer must be); only the keyboard layout is written, and import reads it back "
            + "as 'layout'", at: origin.range(of: "keyboard"))
      }
      if let layout {
        if let word = BundleWords.word(for: layout, in: BundleWords.keyboards) {
          dict.add("KeyboardType", .string(word))
        } else {
          cannotShow("the layout \(layout.rawValue)", at: origin.range(of: "layout"))
        }
      }
      if let capitalization = input.autocapitalization,
        let word = BundleWords.word(for: capitalization, in: BundleWords.autocapitalization)
      {
        dict.add("AutocapitalizationType", .string(word))
      }
      if let correction = input.autocorrection { dict.add("AutocorrectionType", .string(correction ? "Yes" : "No")) }
      if let placeholder = input.placeholder, iaskShows("a placeholder", "placeholder", origin) {
        dict.add("IASKPlaceholder", .string(key(placeholder, pointer.appending("placeholder"))))
      }
      if let contentType = input.contentType, let first = contentType.first,
        iaskShows("a content type", "contentType", origin)
      {
        dict.add("IASKTextContentType", .string(first.uppercased() + contentType.dropFirst()))
      }
      help(input.help)
      required(input.required)
      for (key, present) in [
        ("pattern", input.pattern != nil), ("minLength", input.minLength != nil), ("maxLength", input.maxLength != nil),
        ("min", input.min != nil), ("max", input.max != nil), ("format", input.format != nil),
        ("computedDefault", input.computedDefault != nil), ("formatHint", input.formatHint != nil),
      ] where present {
        cannotShow("'\(key)'", at: origin.range(of: key))
      }

    case .textView(let view):
      guard supported("a text view", origin) else { return nil }
      type("IASKTextViewSpecifier")
      text("Title", view.label, "label")
      id()
      if let value = view.default { dict.add("DefaultValue", .string(value)) }
      text("IASKPlaceholder", view.placeholder, "placeholder")
      help(view.help)
      required(view.required)
      if view.maxLength != nil { cannotShow("maxLength", at: origin.range(of: "maxLength")) }

    case .picker(let picker):
      return self.picker(picker, pointer, section: nil, sectionPointer: nil)

    case .switch(let toggle):
      type("PSToggleSwitchSpecifier")
      text("Title", toggle.label, "label")
      id()
      let stored = toggle.default ? toggle.onValue : toggle.offValue
      dict.add("DefaultValue", stored.map(plistValue) ?? .bool(toggle.default))
      if let on = toggle.onValue { dict.add("TrueValue", plistValue(on)) }
      if let off = toggle.offValue { dict.add("FalseValue", plistValue(off)) }
      help(toggle.help)

    case .slider(let slider):
      type("PSSliderSpecifier")
      if let label = slider.label {
        if target == .settings {
          cannotShow("a slider's label (the Settings app shows none)", at: origin.range(of: "label"))
        } else {
          dict.add("Title", .string(key(label, pointer.appending("label"))))
        }
      }
      id()
      if let value = slider.default {
        dict.add("DefaultValue", number(value))
      } else {
        missingDefault("slider", origin)
      }
      dict.add("MinimumValue", number(slider.min))
      dict.add("MaximumValue", number(slider.max))
      if slider.step != nil { cannotShow("a slider's 'step'", at: origin.range(of: "step")) }
      help(slider.help)

    case .stepper(let stepper):
      // Neither the Settings app nor InAppSettingsKit has a stepper. A few values become a
      // list to choose from, which keeps every one of them; more become a number field,
      // which keeps none of the limits. Either way the loss is said.
      text("Title", stepper.label, "label")
      id()
      if stepper.valueCount <= Self.stepperListLimit {
        type("PSMultiValueSpecifier")
        dict.add("DefaultValue", .integer(Int64(stepper.initialValue)))
        let values = stepper.values.map { PlistNode(.integer(Int64($0)), range: .init(at: .start)) }
        dict.add("Titles", .array(stepper.values.map { PlistNode(.string(String($0)), range: .init(at: .start)) }))
        dict.add("Values", .array(values))
        cannotShow("a stepper's - and + buttons (its values are a list to choose from)", at: origin.range(of: "type"))
      } else {
        type("PSTextFieldSpecifier")
        dict.add("DefaultValue", .string(String(stepper.initialValue)))
        dict.add("KeyboardType", .string("NumberPad"))
        cannotShow(
          "a stepper's buttons, min, max or step (its number is typed in a text field)", at: origin.range(of: "type"))
      }
      help(stepper.help)

    case .button(let button):
      guard supported("a button", origin) else { return nil }
      type("IASKButtonSpecifier")
      text("Title", button.title, "title")
      id()
      if button.confirm != nil { cannotShow("a button's confirmation", at: origin.range(of: "confirm")) }
      if button.style != .default { cannotShow("a button's style", at: origin.range(of: "style")) }
      if button.action != nil {
        cannotShow("a button's action (the app is told its Key)", at: origin.range(of: "action"))
      }
      if button.role != .action {
        cannotShow("a button's role submit (a bundle's button acts in place)", at: origin.range(of: "role"))
      }

    case .value(let value):
      type("PSTitleValueSpecifier")
      text("Title", value.title, "title")
      if let key = value.key { dict.add("Key", .string(key)) }
      if let shown = value.value {
        dict.add("DefaultValue", .string(shown))
      } else if value.key != nil {
        missingDefault("value row", origin)
      }
      if !value.options.isEmpty { addOptions(value.options, to: &dict, pointer: pointer, shortTitles: false) }
      if let detail = value.detail, iaskShows("a detail", "detail", origin) {
        dict.add("IASKSubtitle", .string(key(detail, pointer.appending("detail"))))
      }
      if value.image != nil { cannotShow("an image", at: origin.range(of: "image")) }

    case .link(let link):
      if let file = SpecNames.plist(forSpec: link.target) {
        type("PSChildPaneSpecifier")
        text("Title", link.title, "title")
        dict.add("File", .string(file))
        if !childPanes.contains(link.target) { childPanes.append(link.target) }
      } else if let mail = MailtoURL.keys(of: link.target) {
        guard supported("a mailto: link", origin) else { return nil }
        type("IASKMailComposeSpecifier")
        text("Title", link.title, "title")
        for (key, value) in mail { dict.add(key, value) }
      } else {
        // A URL, or a key that InAppSettingsKit looks up in the strings table for one.
        guard supported("a link to a URL", origin) else { return nil }
        type("IASKOpenURLSpecifier")
        text("Title", link.title, "title")
        dict.add("File", .string(link.target))
      }
      if let detail = link.detail, iaskShows("a detail", "detail", origin) {
        dict.add("IASKSubtitle", .string(key(detail, pointer.appending("detail"))))
      }
      if let key = link.common.key { dict.add("Key", .string(key)) }

    case .note:
      cannotShow("a note (neither the Settings app nor InAppSettingsKit has a text row)", at: origin.range)
      return nil

    case .date(let date):
      guard supported("a date", origin) else { return nil }
      type("IASKDatePickerSpecifier")
      text("Title", date.label, "label")
      id()
      dict.add("DatePickerMode", .string(BundleWords.word(for: date.mode, in: BundleWords.dateModes) ?? "DateAndTime"))
      if let interval = date.minuteInterval { dict.add("MinuteInterval", .integer(Int64(interval))) }
      if let value = date.default { dict.add("DefaultValue", .date(plistDate(value))) }
      if date.min != nil { cannotShow("a date's min", at: origin.range(of: "min")) }
      if date.max != nil { cannotShow("a date's max", at: origin.range(of: "max")) }
      help(date.help)
      required(date.required)
    }
    dict.addIdioms(cell.common.idioms)
    nonXMLText(in: dict.value, at: origin.range)
    return PlistNode(dict.value, range: .init(at: .start))
  }

  /// A text with a control character XML cannot hold is written with U+FFFD in its place (`PlistWriter`): said at the row.
  private mutating func nonXMLText(in value: PlistValue, at range: SourceRange) {
    guard PlistWriter.holdsNonXMLText(value) else { return }
    diagnostics.append(
      Diagnostic(
        .notCarriedOver,
        "this text holds a control character that an XML plist cannot hold; it is written as U+FFFD (\u{FFFD})",
        at: range, suggestion: "remove the control character from the text", file: path))
  }

  private mutating func picker(
    _ picker: PickerCell, _ pointer: JSONPointer, section: Section?, sectionPointer: JSONPointer?
  ) -> PlistNode? {
    let origin = picker.common.origin
    if picker.multiple {
      cannotShow("a picker of multiple values (a bundle's pickers choose one)", at: origin.range(of: "multiple"))
      return nil
    }
    var dict = PlistDict()
    let radio = section != nil
    dict.add("Type", .string(radio ? "PSRadioGroupSpecifier" : "PSMultiValueSpecifier"))
    if radio {
      if let label = picker.label {
        cannotShow(
          "a radio group's label '\(label)' (its section's header is its title)", at: origin.range(of: "label"))
      }
      if let section, let sectionPointer {
        if let header = section.header { dict.add("Title", .string(key(header, sectionPointer.appending("header")))) }
        if let footer = section.footer {
          dict.add("FooterText", .string(key(footer, sectionPointer.appending("footer"))))
        }
        if !section.idioms.isEmpty {
          cannotShow("a radio group section's idioms", at: section.origin.range(of: "idioms"))
        }
      }
    } else if let label = picker.label {
      dict.add("Title", .string(key(label, pointer.appending("label"))))
    }
    if let key = Cell.picker(picker).storageKey {
      dict.add("Key", .string(key))
      keyMoved(picker.common, to: key)
    }
    switch picker.default {
    case .single(let value)?: dict.add("DefaultValue", plistValue(value))
    case .multiple?, nil: missingDefault(radio ? "radio group" : "multi-value picker", origin)
    }
    addOptions(picker.options, to: &dict, pointer: pointer, shortTitles: !radio)
    if picker.sortByLabel { dict.add("DisplaySortedByTitle", .bool(true)) }
    if picker.required { cannotShow("'required'", at: origin.range(of: "required")) }
    if picker.help != nil { cannotShow("a help text", at: origin.range(of: "help")) }
    for option in picker.options where option.visibleIf != nil {
      cannotShow("an option's visibleIf", at: option.range)
    }
    dict.addIdioms(picker.common.idioms)
    return PlistNode(dict.value, range: .init(at: .start))
  }

  private mutating func addOptions(
    _ options: [PickerCell.Option], to dict: inout PlistDict, pointer: JSONPointer, shortTitles: Bool
  ) {
    let optionsPointer = pointer.appending("options")
    var titles: [PlistNode] = []
    var shorts: [PlistNode] = []
    for (index, option) in options.enumerated() {
      titles.append(
        PlistNode(
          .string(key(option.label, optionsPointer.appending(index).appending("label"))), range: .init(at: .start)))
      let short = option.shortLabel.map { key($0, optionsPointer.appending(index).appending("shortLabel")) }
      shorts.append(PlistNode(.string(short ?? titles[index].stringValue), range: .init(at: .start)))
    }
    dict.add("Titles", .array(titles))
    dict.add("Values", .array(options.map { PlistNode(plistValue($0.value), range: .init(at: .start)) }))
    if shortTitles, options.contains(where: { $0.shortLabel != nil }) { dict.add("ShortTitles", .array(shorts)) }
  }

  // MARK: - Values, strings and the report

  /// The plist string for a spec string: its key in the strings tables, which
  /// hold its translations inline and from the spec's catalogs.
  private func key(_ text: String, _ pointer: JSONPointer) -> String {
    keys.key(for: text, translations: StringKeys.translations(of: text, at: pointer, in: spec))
  }

  private func plistValue(_ value: PickerCell.OptionValue) -> PlistValue {
    switch value {
    case .string(let text): .string(text)
    case .number(let number):
      number.isInteger && number.integer != nil ? .integer(Int64(number.integer ?? 0)) : .real(number.double)
    case .bool(let flag): .bool(flag)
    }
  }

  /// A stepper with at most this many values is exported as a list of them.
  static let stepperListLimit = 20

  private func number(_ value: Double) -> PlistValue {
    value == value.rounded() && abs(value) < 1e15 ? .integer(Int64(value)) : .real(value)
  }

  /// A date as a plist writes it: an instant in UTC; a time alone is on 2001-01-01, Foundation's reference date.
  private func plistDate(_ value: DateValue) -> String {
    let date = value.year == nil ? "2001-01-01" : String(value.description.prefix(10))
    let time = value.hour == nil ? "00:00" : String(value.description.suffix(5))
    return "\(date)T\(time):00Z"
  }

  /// Whether the target shows an InAppSettingsKit-only element; reported when it does not.
  private mutating func supported(_ what: String, _ origin: Origin) -> Bool {
    guard target == .settings else { return true }
    cannotShow(what, at: origin.range)
    return false
  }

  /// Whether the target shows an InAppSettingsKit-only key; reported when it does not.
  private mutating func iaskShows(_ what: String, _ specKey: String, _ origin: Origin) -> Bool {
    if target == .iask { return true }
    cannotShow(what, at: origin.range(of: specKey))
    return false
  }

  private mutating func cannotShow(_ what: String, at range: SourceRange) {
    let reader = target == .settings ? "Apple's Settings app" : "InAppSettingsKit"
    diagnostics.append(
      Diagnostic(
        .targetCannotShow, "\(reader) cannot show \(what); it is left out of the bundle", at: range, file: path))
  }

  /// A renamed field whose Key is no longer an old id leaves the value iOS
  /// stored under that id behind: the app must move it, or the user's setting
  /// is back to its default. A warning, as `breaking` gives for the same
  /// change: the bundle is right, but shipping it without a migration is not.
  /// A field that keeps an old id as its `key:` stores where it did.
  private mutating func keyMoved(_ common: CellCommon, to key: String) {
    for (old, path) in common.renamedFromPaths where old != key {
      diagnostics.append(
        Diagnostic(
          .storageKeyChanged,
          "the bundle stores this field's value under the Key '\(key)', no longer '\(old)' (renamedFrom): "
            + "a value the app stored under '\(old)' is not read",
          at: common.origin.range(of: path),
          suggestion: "migrate the stored value from '\(old)' to '\(key)' in the app, or keep it with key: '\(old)'",
          file: self.path))
    }
  }

  private mutating func missingDefault(_ what: String, _ origin: Origin) {
    diagnostics.append(
      Diagnostic(
        .missingBundleDefault, "the \(what) has no default, and the Settings app requires a DefaultValue for it",
        at: origin.range, suggestion: "add a default", file: path))
  }
}

/// A `<dict>` being built, keys in the order added.
struct PlistDict {
  private var entries: [PlistEntry] = []

  mutating func add(_ key: String, _ value: PlistValue) {
    entries.append(PlistEntry(key: key, keyRange: .init(at: .start), node: PlistNode(value, range: .init(at: .start))))
  }

  mutating func addIdioms(_ idioms: [Idiom]) {
    guard !idioms.isEmpty else { return }
    add(
      "SupportedUserInterfaceIdioms",
      .array(
        idioms.compactMap { BundleWords.word(for: $0, in: BundleWords.idioms) }.map {
          PlistNode(.string($0), range: .init(at: .start))
        }))
  }

  var value: PlistValue { .dict(entries) }
}

extension PlistNode {
  var stringValue: String {
    if case .string(let text) = value { return text }
    return ""
  }
}
