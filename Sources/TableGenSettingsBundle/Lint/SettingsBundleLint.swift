import TableGenSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The defects of a Settings.bundle plist that neither Xcode nor the Settings
/// app nor InAppSettingsKit reports, each positioned in the plist: a key
/// repeated in one dict, keys a type ignores, defaults outside `Values`,
/// `Titles` and `Values` of different lengths, child panes without their
/// plist, unknown types, a missing `Key`, and values of the wrong plist type.
public enum SettingsBundleLint {
  /// The defects of `document`, a plist of a bundle (`Root.plist` or a child
  /// pane). `childPaneExists` answers whether the bundle holds a file name,
  /// such as `Advanced.plist`, so that the lint itself touches no disk.
  public static func check(_ document: PlistDocument, childPaneExists: (String) -> Bool) -> [Diagnostic] {
    let found = withoutActuallyEscaping(childPaneExists) { childPaneExists in
      var lint = Lint(childPaneExists: childPaneExists)
      lint.checkRepeatedKeys(in: document.root)
      lint.checkRoot(document.root)
      // In the order of the file, as a reader goes through it.
      return lint.diagnostics.enumerated().sorted { a, b in
        (a.element.range?.start.offset ?? 0, a.offset) < (b.element.range?.start.offset ?? 0, b.offset)
      }.map(\.element)
    }
    return found.map { diagnostic in
      var diagnostic = diagnostic
      diagnostic.file = document.path
      return diagnostic
    }
  }

  /// Reads the plist at `path` and checks it, looking child panes up in its folder.
  /// The read's own diagnostics come first; a plist that cannot be read is not linted.
  public static func check(plistAt path: String, options: LoadOptions = .default) -> [Diagnostic] {
    let read = PlistReader.read(path: path, options: options)
    guard let document = read.document else { return read.diagnostics }
    let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
    return read.diagnostics + check(document) { name in fileExists(folder + name) }
  }

  /// Whether `path` names a file (or a link to one); an unreadable file exists.
  private static func fileExists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFDIR
  }
}

/// One run of the lint over one plist.
private struct Lint {
  let childPaneExists: (String) -> Bool
  var diagnostics: [Diagnostic] = []

  // MARK: - Every dict

  /// A key written twice in one dict, anywhere in the plist: the reader keeps
  /// both; Apple's and Python's readers keep one of them silently.
  mutating func checkRepeatedKeys(in node: PlistNode) {
    switch node.value {
    case .array(let items):
      for item in items { checkRepeatedKeys(in: item) }
    case .dict(let entries):
      var first: [String: PlistEntry] = [:]
      for entry in entries {
        if let earlier = first[entry.key] {
          diagnostics.append(
            Diagnostic(
              .settingsDuplicateKey, "the key \(entry.key) appears twice in one dict; readers keep only one of them",
              at: entry.keyRange, notes: [Diagnostic.Note("first written here", at: earlier.keyRange)]))
        } else {
          first[entry.key] = entry
        }
        checkRepeatedKeys(in: entry.node)
      }
    default: break
    }
  }

  // MARK: - The root and its specifiers

  mutating func checkRoot(_ root: PlistNode) {
    guard case .dict(let entries) = root.value else {
      diagnostics.append(Diagnostic(.settingsValueType, "a Settings.bundle plist's root is a dict", at: root.range))
      return
    }
    checkKinds(entries)
    guard let specifiers = entries.last(where: { $0.key == "PreferenceSpecifiers" }) else {
      diagnostics.append(
        Diagnostic(
          .settingsMissingKey, "the plist has no PreferenceSpecifiers array", at: SourceRange(at: root.range.start)))
      return
    }
    guard case .array(let items) = specifiers.node.value else { return }
    for item in items { checkSpecifier(item) }
  }

  private mutating func checkSpecifier(_ node: PlistNode) {
    guard case .dict(let entries) = node.value else {
      diagnostics.append(
        Diagnostic(.settingsValueType, "a specifier is a dict, not \(kindName(node.value))", at: node.range))
      return
    }
    checkKinds(entries)
    let specifier = Specifier(entries)
    guard let typeEntry = specifier["Type"] else {
      diagnostics.append(
        Diagnostic(.settingsMissingKey, "the specifier has no Type", at: SourceRange(at: node.range.start)))
      return
    }
    guard case .string(let type) = typeEntry.node.value else { return }
    guard SpecifierVocabulary.allTypes.contains(type) else {
      diagnostics.append(
        Diagnostic(
          .settingsUnknownType, "the Type \(type) is known neither to the Settings app nor to InAppSettingsKit",
          at: typeEntry.node.range,
          suggestion: Suggestion.hint(for: type, among: SpecifierVocabulary.allTypes, noun: "types")))
      return
    }
    if SpecifierVocabulary.typesStoringValues.contains(type), specifier["Key"] == nil {
      diagnostics.append(
        Diagnostic(
          .settingsMissingKey, "a \(type) stores a value, but has no Key to store it under",
          at: SourceRange(at: node.range.start)))
    }
    checkIgnoredKeys(specifier, type: type)
    checkDefaultValue(specifier, type: type)
    checkChoices(specifier, type: type)
    if type == "PSChildPaneSpecifier" { checkChildPane(specifier, at: node.range) }
  }

  // MARK: - The rules of one specifier

  private mutating func checkIgnoredKeys(_ specifier: Specifier, type: String) {
    for entry in specifier.entries {
      let ignoredHere = SpecifierVocabulary.ignoredKeys[type]?.contains(entry.key) == true
      let ownedElsewhere = SpecifierVocabulary.keysOwnedByTypes[entry.key].map { !$0.contains(type) } ?? false
      guard ignoredHere || ownedElsewhere else { continue }
      let readers = SpecifierVocabulary.keysOwnedByTypes[entry.key]?.sorted().joined(separator: ", ")
      diagnostics.append(
        Diagnostic(
          .settingsIgnoredKey,
          "a \(type) ignores \(entry.key)"
            + (readers.map { "; only \($0) read it" } ?? ": the Settings app does not show it"),
          at: entry.keyRange))
    }
  }

  private mutating func checkDefaultValue(_ specifier: Specifier, type: String) {
    guard let entry = specifier["DefaultValue"] else { return }
    if let kind = SpecifierVocabulary.defaultValueKinds[type], !kind.admits(entry.node.value) {
      diagnostics.append(
        Diagnostic(
          .settingsValueType,
          "a \(type)'s DefaultValue is \(kindName(entry.node.value)), where the schema gives \(kind.withArticle)",
          at: entry.node.range))
      return
    }
    guard SpecifierVocabulary.keysOwnedByTypes["Values"]?.contains(type) == true,
      let values = specifier["Values"], case .array(let items) = values.node.value
    else { return }
    guard !items.contains(where: { sameSetting($0.value, entry.node.value) }) else { return }
    diagnostics.append(
      Diagnostic(
        .settingsDefaultNotInValues,
        "the DefaultValue \(describe(entry.node.value)) is not one of the \(items.count) Values, "
          + "so no choice is shown as set",
        at: entry.node.range, notes: [Diagnostic.Note("the Values", at: values.node.range)]))
  }

  private mutating func checkChoices(_ specifier: Specifier, type: String) {
    guard let values = specifier["Values"], case .array(let valueItems) = values.node.value else { return }
    for name in ["Titles", "ShortTitles"] {
      guard let titles = specifier[name], case .array(let titleItems) = titles.node.value,
        titleItems.count != valueItems.count
      else { continue }
      diagnostics.append(
        Diagnostic(
          .settingsTitlesValuesMismatch,
          "\(name) has \(titleItems.count) entries but Values has \(valueItems.count); each value needs one",
          at: titles.node.range, notes: [Diagnostic.Note("the Values", at: values.node.range)]))
    }
  }

  private mutating func checkChildPane(_ specifier: Specifier, at range: SourceRange) {
    if SpecifierVocabulary.childPaneControllerKeys.contains(where: { specifier[$0] != nil }) { return }
    guard let file = specifier["File"] else {
      diagnostics.append(
        Diagnostic(
          .settingsMissingKey, "a PSChildPaneSpecifier has no File naming its plist", at: SourceRange(at: range.start)))
      return
    }
    // InAppSettingsKit shows a File that is a URL in its web view.
    guard case .string(let name) = file.node.value, !name.contains("://") else { return }
    let plist = name + ".plist"
    // A name with a slash would reach outside the bundle; Settings reads panes from the bundle's top level.
    guard name.isEmpty || name.contains("/") || !childPaneExists(plist) else { return }
    diagnostics.append(
      Diagnostic(
        .settingsMissingChildPane, "the child pane's File \"\(name)\" has no \(plist) in the bundle",
        at: file.node.range))
  }

  /// Every key of `entries` whose value is not the plist type the schema gives it.
  private mutating func checkKinds(_ entries: [PlistEntry]) {
    for entry in entries {
      guard let kind = SpecifierVocabulary.keyKinds[entry.key], !kind.admits(entry.node.value) else { continue }
      diagnostics.append(
        Diagnostic(
          .settingsValueType,
          "\(entry.key) is \(kindName(entry.node.value)), where the schema gives \(kind.withArticle)",
          at: entry.node.range))
    }
  }
}

/// A specifier's entries, looked up by key; a repeated key is read as the last
/// one written, as Apple's reader does (the repeat itself is reported).
private struct Specifier {
  let entries: [PlistEntry]

  init(_ entries: [PlistEntry]) { self.entries = entries }

  subscript(key: String) -> PlistEntry? { entries.last { $0.key == key } }
}

/// Whether two values stand for the same stored setting: equal strings, bools,
/// or numbers equal as numbers (an integer 1 and a real 1.0 are one setting).
private func sameSetting(_ a: PlistValue, _ b: PlistValue) -> Bool {
  switch (a, b) {
  case (.string(let x), .string(let y)): x == y
  case (.bool(let x), .bool(let y)): x == y
  case (.integer(let x), .integer(let y)): x == y
  case (.integer(let x), .real(let y)), (.real(let y), .integer(let x)): Double(x) == y
  case (.real(let x), .real(let y)): x == y
  case (.date(let x), .date(let y)): x == y
  case (.data(let x), .data(let y)): x == y
  default: false
  }
}

private func kindName(_ value: PlistValue) -> String {
  switch value {
  case .string: "a string"
  case .integer: "an integer"
  case .real: "a real"
  case .bool: "a bool"
  case .date: "a date"
  case .data: "data"
  case .array: "an array"
  case .dict: "a dict"
  }
}

private func describe(_ value: PlistValue) -> String {
  switch value {
  case .string(let text): "\"\(text)\""
  case .integer(let number): "\(number)"
  case .real(let number): "\(number)"
  case .bool(let flag): "\(flag)"
  default: kindName(value)
  }
}
