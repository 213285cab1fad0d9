import TableGenSpec

/// One plist of a Settings.bundle as a spec (the mapping is
/// `SettingsBundleMapping`): each group specifier starts a section, each other
/// specifier is a cell, child panes are links to `<File>.yaml`, and the
/// bundle's strings tables are inline translations. What has no place in a
/// spec is a `not-carried-over` warning at its place in the plist.
public struct SettingsBundleImporter {
  private let strings: BundleStrings
  private let path: String
  /// Whether the bundle holds `<name>.plist`, so that a link to it finds a spec.
  private let paneExists: (String) -> Bool
  /// The strings table the spec's strings are keys into (`stringsTable:`), or
  /// nil to write every language's text inline.
  private let table: String?
  private var diagnostics: [Diagnostic] = []
  private var inline: [JSONPointer: [Localization.Translation]] = [:]
  /// Whether a string of the spec is a key into `table`.
  private var usesTable = false
  /// The ids of the cells made so far, for the ids a child pane's link is given.
  private var ids: Set<String> = []
  /// Where a page's first specifier is a group with no title, footer or Key.
  private var untitledFirstGroup: SourceRange?

  /// Converts `document` with the bundle's `strings`; `paneExists` says
  /// whether the bundle holds a child pane's plist (`Advanced.plist`).
  /// With a `table` name, the spec keeps the plist's strings as keys into
  /// that strings table (`stringsTable:`) instead of inlining every language.
  public static func spec(
    from document: PlistDocument, strings: BundleStrings, table: String? = nil,
    paneExists: @escaping (String) -> Bool = { _ in true }
  ) -> (spec: TableSpec, diagnostics: [Diagnostic]) {
    var importer = SettingsBundleImporter(
      strings: strings, path: document.path, paneExists: paneExists, table: strings.locales.isEmpty ? nil : table)
    let spec = importer.table(document.root)
    return (spec, importer.diagnostics)
  }

  private init(strings: BundleStrings, path: String, paneExists: @escaping (String) -> Bool, table: String?) {
    self.strings = strings
    self.path = path
    self.paneExists = paneExists
    self.table = table
  }

  // MARK: - The table and its sections

  private mutating func table(_ root: PlistNode) -> TableSpec {
    var spec = TableSpec(version: 1, sections: [], origin: Origin(range: root.range, pointer: .root))
    guard let dict = SpecifierDict(root) else {
      lost("the plist's root is \(root.value.aTypeName), not a dict of preference specifiers", at: root.range)
      return spec
    }
    for entry in dict.entries where SettingsBundleMapping.rootKeys.allSatisfy({ $0.plistKey != entry.key }) {
      lost("the root key '\(entry.key)' has no place in a spec", at: entry.keyRange)
    }
    spec.title = localized(dict, "Title", pointer: JSONPointer(["title"]))
    var sections: [Section] = []
    for item in dict.array("PreferenceSpecifiers") ?? [] {
      guard let specifier = SpecifierDict(item) else {
        lost("\(item.value.aTypeName) among the specifiers, not a dict", at: item.range)
        continue
      }
      add(specifier, to: &sections)
    }
    spec.sections = sections
    // A pane with no strings needs no table, as it needs no inline translations.
    if let table, usesTable {
      spec.localization = Localization(locales: strings.locales, sourceLocale: strings.sourceLocale)
      spec.localization.stringsTable = table
    } else {
      spec.localization = Localization(
        locales: inline.isEmpty ? [] : strings.locales, sourceLocale: inline.isEmpty ? nil : strings.sourceLocale,
        inline: inline)
    }
    return spec
  }

  private mutating func add(_ specifier: SpecifierDict, to sections: inout [Section]) {
    guard let type = specifier.string("Type") else {
      lost("a specifier without a Type string is left out", at: specifier.range)
      return
    }
    guard let mapping = SettingsBundleMapping.specifier(type) else {
      lost(
        "the specifier type '\(type)' is neither Apple's nor InAppSettingsKit's",
        at: specifier.node("Type")?.range ?? specifier.range)
      return
    }
    if let reason = mapping.lossy {
      lost("\(type) is left out: \(reason)", at: specifier.node("Type")?.range ?? specifier.range)
      return
    }
    for entry in specifier.entries {
      guard let key = mapping.key(entry.key) else {
        lost("\(type) has no key '\(entry.key)' in Apple's or InAppSettingsKit's schema", at: entry.keyRange)
        continue
      }
      if key.specKey == nil { lost("\(entry.key): \(key.lossy ?? "no place in a spec")", at: entry.keyRange) }
    }
    let index = sections.count
    if type == "PSGroupSpecifier" || type == "PSRadioGroupSpecifier" {
      let pointer = JSONPointer(["sections", String(index)])
      var section = Section(cells: [], origin: Origin(range: specifier.range, pointer: pointer))
      section.header = localized(specifier, "Title", pointer: pointer.appending("header"))
      section.footer = localized(specifier, "FooterText", pointer: pointer.appending("footer"))
      section.idioms = idioms(specifier)
      // InAppSettingsKit hides a group by its Key; a radio group's Key is its picker's.
      if type == "PSGroupSpecifier", let key = specifier.string("Key"), !key.isEmpty { section.key = key }
      if type == "PSGroupSpecifier", sections.isEmpty, section.header == nil, section.footer == nil, section.key == nil
      {
        untitledFirstGroup = specifier.node("Type")?.range ?? specifier.range
      }
      sections.append(section)
      guard type == "PSRadioGroupSpecifier" else { return }
    } else if sections.isEmpty {
      sections.append(
        Section(cells: [], origin: Origin(range: specifier.range, pointer: JSONPointer(["sections", "0"]))))
    }
    let sectionIndex = sections.count - 1
    let pointer = JSONPointer(["sections", String(sectionIndex), "cells", String(sections[sectionIndex].cells.count)])
    if let cell = cell(type, specifier, pointer: pointer) {
      if sectionIndex == 0, sections[0].cells.isEmpty, let group = untitledFirstGroup {
        // Rows before any group and rows under an untitled first group look alike on iOS, and in a spec.
        lost(
          "an untitled group at the top of the page shows as rows with no group do; the spec cannot tell them "
            + "apart, and export writes no group there",
          at: group)
      }
      if let id = cell.common.id { ids.insert(id) }
      sections[sectionIndex].cells.append(cell)
    }
  }

  // MARK: - Cells

  /// The id of a link to the child pane `file`: the file's name as an id
  /// (`Advanced` → `advanced`), numbered when an earlier cell has it. The
  /// same bundle always gives the same ids, so a round trip keeps them.
  private func paneID(for file: String) -> String {
    let base = Self.identifier(from: file)
    return unusedID(SpecVocabulary.isIdentifier(base) ? base.prefix(1).lowercased() + base.dropFirst() : "pane_" + base)
  }

  /// `text` with every character but an ASCII letter or digit as `_`
  /// (`Font size+` → `Font_size_`): an id when it starts with a letter.
  private static func identifier(from text: String) -> String {
    var base = ""
    for character in text.unicodeScalars {
      let isLetterOrDigit = character.isASCII && (character.properties.isAlphabetic || ("0"..."9").contains(character))
      base.unicodeScalars.append(isLetterOrDigit ? character : "_")
    }
    return base
  }

  /// `base`, numbered (`base2`, `base3`…) when an earlier cell has it as its id.
  private func unusedID(_ base: String) -> String {
    var id = base
    var number = 2
    while ids.contains(id) {
      id = base + String(number)
      number += 1
    }
    return id
  }

  private mutating func cell(_ type: String, _ specifier: SpecifierDict, pointer: JSONPointer) -> Cell? {
    var common = CellCommon(origin: Origin(range: specifier.range, pointer: pointer))
    common.idioms = idioms(specifier)
    let key = specifier.string("Key")
    func label(as specKey: String = "label") -> String? {
      localized(specifier, "Title", pointer: pointer.appending(specKey))
    }
    func storesValue() -> Bool {
      guard let key else {
        lost("a \(type) without a Key stores nothing and is left out", at: specifier.range)
        return false
      }
      // A Key that is no id (`Font size`, `a+b`) is kept as the key, under an id made from it.
      let isID = SpecVocabulary.isIdentifier(key)
      let derived = Self.identifier(from: key)
      let id = unusedID(isID ? key : SpecVocabulary.isIdentifier(derived) ? derived : "key_" + derived)
      common.id = id
      // A Key an earlier specifier uses too (one picker per device) is kept as this one's key:
      // its id is new, and validate warns that two fields share the key.
      if id != key { common.key = keptKey(key, specifier) }
      return true
    }
    if type != "PSTitleValueSpecifier", type != "IASKOpenURLSpecifier", type != "PSChildPaneSpecifier" {
      subtitleLost(specifier)
    }

    switch type {
    case "PSTextFieldSpecifier":
      guard storesValue() else { return nil }
      var cell = InputCell(common: common, label: label())
      cell.placeholder = localized(specifier, "IASKPlaceholder", pointer: pointer.appending("placeholder"))
      if let value = specifier.node("DefaultValue") {
        // An empty string is kept: a registered "" and no default read differently in app code.
        // A number stays a number (`default: 443`), which export writes back with its plist type.
        switch value.value.optionValue {
        case .string(let text)?: cell.default = .text(text)
        case .number(let number)?: cell.default = .number(number)
        case .bool?, nil:
          lost("a text field's DefaultValue is \(value.value.aTypeName), not text", at: value.range)
        }
      }
      cell.secure = specifier.bool("IsSecure") ?? false
      cell.layout = enumerated(specifier, "KeyboardType", BundleWords.keyboards)
      cell.autocapitalization = enumerated(specifier, "AutocapitalizationType", BundleWords.autocapitalization)
      if let correction = specifier.string("AutocorrectionType") {
        switch correction {
        case "Yes": cell.autocorrection = true
        case "No": cell.autocorrection = false
        case "Default": break
        default:
          lost(
            "AutocorrectionType '\(correction)' is not Default, No or Yes",
            at: specifier.range(of: "AutocorrectionType"))
        }
      }
      if cell.secure {
        // iOS never corrects or capitalizes a password, and a spec says so by leaving both out.
        for (plistKey, isSet) in [
          ("AutocapitalizationType", cell.autocapitalization != nil),
          ("AutocorrectionType", cell.autocorrection != nil),
        ] where isSet {
          lost(
            "\(plistKey): iOS ignores it on a secure field, so the spec leaves it out",
            at: specifier.range(of: plistKey))
        }
        cell.autocapitalization = nil
        cell.autocorrection = nil
      }
      if let contentType = specifier.string("IASKTextContentType"), let first = contentType.first {
        cell.contentType = first.lowercased() + contentType.dropFirst()
      }
      return .input(cell)

    case "IASKTextViewSpecifier":
      guard storesValue() else { return nil }
      var cell = TextViewCell(common: common, label: label())
      cell.placeholder = localized(specifier, "IASKPlaceholder", pointer: pointer.appending("placeholder"))
      cell.default = specifier.string("DefaultValue").flatMap { $0.isEmpty ? nil : $0 }
      return .textView(cell)

    case "PSToggleSwitchSpecifier":
      guard storesValue() else { return nil }
      var cell = SwitchCell(common: common, label: label())
      let on = specifier.node("TrueValue")
      let off = specifier.node("FalseValue")
      cell.onValue = on.flatMap { switchValue($0) }
      cell.offValue = off.flatMap { switchValue($0) }
      if let value = specifier.node("DefaultValue") {
        if case .bool(let flag) = value.value {
          cell.default = flag
        } else if let option = value.value.optionValue, option == cell.onValue || option == cell.offValue {
          cell.default = option == cell.onValue
        } else if let flag = value.value.boolAsRead {
          // Neither TrueValue nor FalseValue: iOS reads the value as Foundation's boolValue does.
          cell.default = flag
          lost(
            "the switch's DefaultValue is \(value.value.aTypeName) that iOS reads as \(flag ? "on" : "off"); "
              + "the spec's default is \(flag), which export writes as <\(flag)/>",
            at: value.range)
        } else {
          lost(
            "the switch's DefaultValue is \(value.value.aTypeName), which iOS does not read as on or off",
            at: value.range)
        }
      }
      return .switch(cell)

    case "PSSliderSpecifier":
      guard storesValue() else { return nil }
      var cell = SliderCell(
        common: common, label: label(), min: specifier.double("MinimumValue") ?? 0,
        max: specifier.double("MaximumValue") ?? 1)
      cell.default = specifier.double("DefaultValue")
      for key in ["MinimumValue", "MaximumValue"] where specifier.entry(key) != nil && specifier.double(key) == nil {
        lost(
          "\(key) is not a number; the slider's \(key == "MinimumValue" ? "min 0" : "max 1") is used",
          at: specifier.range(of: key))
      }
      return .slider(cell)

    case "PSMultiValueSpecifier", "PSRadioGroupSpecifier":
      guard storesValue() else { return nil }
      let options = self.options(specifier, pointer: pointer, shortTitles: type == "PSMultiValueSpecifier")
      guard !options.isEmpty else {
        // InAppSettingsKit asks the app for the choices (a dynamic multi-value); a value row still shows the Key.
        lost(
          "the \(type) has no options in the plist (the app supplies them): it is imported as a value row "
            + "showing its Key, and export writes a PSTitleValueSpecifier",
          at: specifier.node("Type")?.range ?? specifier.range)
        var row = ValueCell(common: common, title: label(as: "title") ?? "")
        row.common.id = nil
        row.key = key
        return .value(row)
      }
      var cell = PickerCell(common: common, label: type == "PSRadioGroupSpecifier" ? nil : label(), options: options)
      cell.presentation = type == "PSRadioGroupSpecifier" ? .radio : .list
      cell.sortByLabel = specifier.bool("DisplaySortedByTitle") ?? false
      if let value = specifier.node("DefaultValue") {
        if let option = value.value.optionValue, options.contains(where: { $0.value == option }) {
          cell.default = .single(option)
        } else if value.value.optionValue != nil {
          lost("the DefaultValue is none of the Values, so the picker is imported without a default", at: value.range)
        } else {
          lost("the DefaultValue is \(value.value.aTypeName), which no option value can be", at: value.range)
        }
      }
      return .picker(cell)

    case "PSTitleValueSpecifier":
      var cell = ValueCell(common: common, title: label(as: "title") ?? "")
      cell.key = key
      if let value = specifier.node("DefaultValue") {
        if let option = value.value.optionValue {
          cell.value = option.description
          if !option.isString {
            lost(
              "the DefaultValue \(option.description) is \(option.kindName): a value row shows text, which export "
                + "writes as a string",
              at: value.range)
          }
        } else {
          lost("the DefaultValue is \(value.value.aTypeName), not text", at: value.range)
        }
      }
      cell.detail = subtitle(specifier, pointer: pointer)
      if specifier.node("Titles") != nil || specifier.node("Values") != nil {
        cell.options = options(specifier, pointer: pointer, shortTitles: false)
      }
      if let shown = cell.value, !cell.options.isEmpty, key != nil,
        !cell.options.contains(where: { $0.value.description == shown })
      {
        lost(
          "the DefaultValue is none of the Values, so the row is imported without it",
          at: specifier.range(of: "DefaultValue"))
        cell.value = nil
      }
      return .value(cell)

    case "PSChildPaneSpecifier":
      guard let file = specifier.string("File"), !file.isEmpty else {
        lost("a child pane without a File (a view controller of the app) is left out", at: specifier.range)
        return nil
      }
      let controller = SettingsBundleMapping.viewControllerKeys.first { specifier.entry($0.plistKey) != nil }
      let isURL = LinkCell(common: common, title: "", target: file).targetIsURL
      guard isURL || (controller == nil && paneExists(file)) else {
        lost(
          controller.map { "a child pane shown by the app's view controller (\($0.plistKey)) is left out" }
            ?? "the child pane's File '\(file)' names no plist of the bundle; the link is left out",
          at: specifier.range(of: controller?.plistKey ?? "File"))
        return nil
      }
      // InAppSettingsKit opens a File that is a URL in its web view: the link goes to the URL.
      if isURL {
        lost(
          "File '\(file)' is a URL, which InAppSettingsKit shows in a web view: the link goes to it, and export "
            + "writes an IASKOpenURLSpecifier", at: specifier.range(of: "File"))
      }
      // The spec's name as import writes it (`Root` → `root.yaml`), so the link finds it.
      var cell = LinkCell(
        common: common, title: label(as: "title") ?? "", target: isURL ? file : SpecNames.spec(forPlist: file))
      // A child pane stores nothing, but fill keeps a pane's answers under its link's id.
      if !cell.targetIsURL { cell.common.id = paneID(for: file) }
      cell.common.key = linkKey(specifier)
      cell.detail = subtitle(specifier, pointer: pointer)
      return .link(cell)

    case "IASKOpenURLSpecifier":
      guard let url = specifier.string("File"), !url.isEmpty else {
        lost("an IASKOpenURLSpecifier without a File (its URL) is left out", at: specifier.range)
        return nil
      }
      // InAppSettingsKit looks a File that is not a URL up in the strings table; a spec's target is never translated.
      let source = strings.localize(url).text
      var cell = LinkCell(common: common, title: label(as: "title") ?? "", target: source)
      guard cell.targetIsURL else {
        lost(
          "File '\(url)' is not a URL in the source language: InAppSettingsKit translates it through the strings "
            + "table, a spec never translates a target; the link is left out", at: specifier.range(of: "File"))
        return nil
      }
      if source != url {
        lost(
          "File '\(url)' is a key of the strings table: the link goes to its source-language URL, in every language",
          at: specifier.range(of: "File"))
      }
      cell.detail = subtitle(specifier, pointer: pointer)
      cell.common.key = linkKey(specifier)
      return .link(cell)

    case "IASKMailComposeSpecifier":
      var cell = LinkCell(common: common, title: label(as: "title") ?? "", target: MailtoURL.url(from: specifier))
      cell.common.key = linkKey(specifier)
      return .link(cell)

    case "IASKButtonSpecifier":
      guard storesValue() else { return nil }
      return .button(ButtonCell(common: common, title: label(as: "title") ?? "", role: .action))

    case "IASKDatePickerSpecifier":
      guard storesValue() else { return nil }
      var cell = DateCell(common: common, label: label())
      cell.mode = BundleWords.dateModes.first { $0.word == specifier.string("DatePickerMode") }?.value ?? .dateTime
      if let interval = specifier.double("MinuteInterval"), interval > 1 { cell.minuteInterval = Int(interval) }
      if let value = specifier.node("DefaultValue") {
        cell.default = dateValue(value, mode: cell.mode)
      }
      return .date(cell)

    default:
      return nil
    }
  }

  /// A link's `Key`, which app code finds the row by: kept as the link's key when a spec key can hold it.
  private mutating func linkKey(_ specifier: SpecifierDict) -> String? {
    specifier.string("Key").flatMap { keptKey($0, specifier) }
  }

  /// `key` when a spec's `key:` can hold it; else nil and a note.
  private mutating func keptKey(_ key: String, _ specifier: SpecifierDict) -> String? {
    guard let problem = StorageKey.problem(with: key) else { return key }
    lost("the Key \(QuotedValue.quote(key)) \(problem), so a spec's key cannot hold it", at: specifier.range(of: "Key"))
    return nil
  }

  /// The options from `Titles`, `Values` and `ShortTitles`, pairwise.
  private mutating func options(_ specifier: SpecifierDict, pointer: JSONPointer, shortTitles: Bool) -> [PickerCell
    .Option]
  {
    let titles = specifier.array("Titles") ?? []
    let values = specifier.array("Values") ?? []
    let shorts = shortTitles ? specifier.array("ShortTitles") ?? [] : []
    if titles.count != values.count {
      lost(
        "Titles has \(titles.count) and Values \(values.count) items; only the \(min(titles.count, values.count)) pairs are options",
        at: specifier.range(of: titles.count > values.count ? "Titles" : "Values"))
    }
    var options: [PickerCell.Option] = []
    for index in 0..<min(titles.count, values.count) {
      let optionPointer = pointer.appending("options").appending(options.count)
      guard let title = titles[index].value.titleText, let value = values[index].value.optionValue else {
        lost(
          "option \(index + 1) is not a string or number title with a string, number or boolean value",
          at: titles[index].range)
        continue
      }
      if case .string = titles[index].value {
      } else {
        lost(
          "the title \(title) is \(titles[index].value.aTypeName): the option's label is its text, which export writes as a string",
          at: titles[index].range)
      }
      var option = PickerCell.Option(
        label: text(title, at: titles[index].range, pointer: optionPointer.appending("label")), value: value,
        range: titles[index].range)
      // A short title equal to the title says nothing; export writes the title where a spec has none.
      if index < shorts.count, case .string(let short) = shorts[index].value, !short.isEmpty, short != title {
        option.shortLabel = text(short, at: shorts[index].range, pointer: optionPointer.appending("shortLabel"))
      }
      options.append(option)
    }
    return options
  }

  private mutating func switchValue(_ node: PlistNode) -> PickerCell.OptionValue? {
    // A boolean TrueValue or FalseValue is what a switch stores anyway.
    if case .bool = node.value { return nil }
    if let value = node.value.optionValue { return value }
    lost(
      "a switch value is \(node.value.aTypeName); a spec's onValue and offValue are strings or numbers", at: node.range)
    return nil
  }

  private mutating func dateValue(_ node: PlistNode, mode: DateCell.Mode) -> DateValue? {
    let written: String
    switch node.value {
    case .date(let text), .string(let text): written = text
    default:
      lost("a date's DefaultValue is \(node.value.aTypeName)", at: node.range)
      return nil
    }
    // A plist date is an instant in UTC (`2026-11-24T10:00:00Z`); the spec keeps its wall time to the minute.
    let minute = String(written.prefix(16))
    let value: DateValue? =
      switch mode {
      case .dateTime: DateValue(iso: minute)
      case .date: DateValue(iso: String(written.prefix(10)))
      case .time: DateValue(iso: minute.count == 16 ? String(minute.suffix(5)) : minute)
      }
    if value == nil { lost("the date '\(written)' is not an ISO 8601 date", at: node.range) }
    return value
  }

  private mutating func subtitle(_ specifier: SpecifierDict, pointer: JSONPointer) -> String? {
    guard let node = specifier.node("IASKSubtitle") else { return nil }
    guard case .string(let text) = node.value else {
      lost("an IASKSubtitle per value has no place in a spec", at: node.range)
      return nil
    }
    return text.isEmpty ? nil : self.text(text, at: node.range, pointer: pointer.appending("detail"))
  }

  private mutating func subtitleLost(_ specifier: SpecifierDict) {
    if let entry = specifier.entry("IASKSubtitle") {
      lost("IASKSubtitle: only value and link rows have a detail", at: entry.keyRange)
    }
  }

  private mutating func idioms(_ specifier: SpecifierDict) -> [Idiom] {
    guard let node = specifier.node("SupportedUserInterfaceIdioms") else { return [] }
    guard case .array(let items) = node.value else {
      lost("SupportedUserInterfaceIdioms is not an array", at: node.range)
      return []
    }
    var idioms: [Idiom] = []
    for item in items {
      if case .string(let word) = item.value, let idiom = BundleWords.idioms.first(where: { $0.word == word })?.value {
        if !idioms.contains(idiom) { idioms.append(idiom) }
      } else {
        lost("only the idioms Phone and Pad have a spec idiom", at: item.range)
      }
    }
    return idioms
  }

  private mutating func enumerated<Value>(
    _ specifier: SpecifierDict, _ key: String, _ words: [(word: String, value: Value)]
  ) -> Value? {
    guard let node = specifier.node(key) else { return nil }
    if case .string(let word) = node.value, let value = words.first(where: { $0.word == word })?.value { return value }
    lost("\(key) is not one of \(words.map(\.word).joined(separator: ", "))", at: node.range)
    return nil
  }

  // MARK: - Strings and the report

  /// The text of a non-empty string at `key`, translated; `nil` when absent or empty.
  private mutating func localized(_ specifier: SpecifierDict, _ key: String, pointer: JSONPointer) -> String? {
    guard let node = specifier.node(key), case .string(let written) = node.value, !written.isEmpty else { return nil }
    let localized = strings.localize(written)
    // A key every table translates to nothing (a title left blank on purpose) is no text.
    guard !localized.text.isEmpty || localized.translations.contains(where: { !$0.text.isEmpty }) else { return nil }
    return text(written, at: node.range, pointer: pointer)
  }

  /// The source text of a plist string, its translations recorded at `pointer`.
  private mutating func text(_ key: String, at range: SourceRange, pointer: JSONPointer) -> String {
    // Keys into a strings table stay keys; the tables are written beside the spec.
    if table != nil {
      usesTable = true
      return key
    }
    let (text, translations) = strings.localize(key)
    if !translations.isEmpty {
      inline[pointer] =
        [Localization.Translation(locale: strings.sourceLocale ?? "", text: text, range: range)]
        + translations.map { Localization.Translation(locale: $0.locale, text: $0.text, range: range) }
    }
    return text
  }

  private mutating func lost(_ message: String, at range: SourceRange) {
    diagnostics.append(Diagnostic(.notCarriedOver, message, at: range, file: path))
  }
}
