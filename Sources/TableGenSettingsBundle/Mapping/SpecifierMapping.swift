/// Who reads a specifier type: Apple's Settings app (and so InAppSettingsKit
/// too), or InAppSettingsKit alone.
public enum SpecifierReader: String, Sendable {
  case settingsApp = "Settings app"
  case inAppSettingsKit = "InAppSettingsKit"
}

/// One key of a specifier and the spec key it becomes.
public struct SpecifierKey: Sendable {
  /// The plist key (`KeyboardType`).
  public var plistKey: String
  /// The spec key it maps to (`layout`), or `nil` when a spec has no place for it.
  public var specKey: String?
  /// Why the key is not carried over whole, or `nil` when it is.
  public var lossy: String?

  public init(_ plistKey: String, _ specKey: String?, lossy: String? = nil) {
    self.plistKey = plistKey
    self.specKey = specKey
    self.lossy = lossy
  }
}

/// One specifier type of a Settings.bundle, the spec element it becomes, and
/// each of its keys: the one table that import, export and
/// docs/settings-bundle.md read (a test holds the docs to it).
public struct SpecifierMapping: Sendable {
  /// The plist `Type` (`PSTextFieldSpecifier`).
  public var type: String
  /// The spec element: a cell type, or `section`.
  public var specElement: String
  /// Whose type it is: Apple's (both the Settings app and InAppSettingsKit show it) or InAppSettingsKit's own.
  public var reader: SpecifierReader
  /// Every key Apple or InAppSettingsKit documents for the type, and where it goes.
  public var keys: [SpecifierKey]
  /// Why the whole specifier is not carried over, or `nil` when it is.
  public var lossy: String?

  public init(
    _ type: String, _ specElement: String, _ reader: SpecifierReader, keys: [SpecifierKey], lossy: String? = nil
  ) {
    self.type = type
    self.specElement = specElement
    self.reader = reader
    self.keys = keys
    self.lossy = lossy
  }

  /// The mapping of `plistKey` for this type, shared keys included.
  public func key(_ plistKey: String) -> SpecifierKey? {
    keys.first { $0.plistKey == plistKey } ?? SettingsBundleMapping.sharedKeys.first { $0.plistKey == plistKey }
  }
}

/// The mapping between a Settings.bundle and a spec, said once. Sources:
/// Apple's Settings Application Schema Reference, and InAppSettingsKit's
/// README, IASKSettingsReader.h and IASKSpecifier.m.
public enum SettingsBundleMapping {
  /// The keys of a plist's root dictionary.
  public static let rootKeys: [SpecifierKey] = [
    SpecifierKey("Title", "title"),
    SpecifierKey(
      "StringsTable", "stringsTable",
      lossy:
        "<locale>.lproj/<table>.strings are written beside the specs (with --inline-translations, and on standard "
        + "output, their strings become inline translations); export names the spec's table, or Root"
    ),
    SpecifierKey("PreferenceSpecifiers", "sections"),
  ]

  /// Keys every specifier may have.
  public static let sharedKeys: [SpecifierKey] = [
    SpecifierKey("Type", "type"),
    SpecifierKey("SupportedUserInterfaceIdioms", "idioms", lossy: "only Phone and Pad have a spec idiom"),
    SpecifierKey(
      "IASKCellImage", nil, lossy: "a spec row has no image beside its title (a value row's image is an accessory)"),
    SpecifierKey("IASKTextAlignment", nil, lossy: "a spec leaves alignment to the renderer"),
    SpecifierKey(
      "IASKSubtitle", "detail",
      lossy: "only value and link rows have a detail; a per-value subtitle dictionary has no place"),
    SpecifierKey("IASKAdjustsFontSizeToFitWidth", nil, lossy: "a spec leaves font sizes to the renderer"),
    SpecifierKey("IASKToggleStyle", nil, lossy: "a spec switch has one look"),
  ]

  static let placeholder = SpecifierKey("IASKPlaceholder", "placeholder")
  static let viewControllerKeys: [SpecifierKey] = [
    "IASKViewControllerClass", "IASKViewControllerSelector", "IASKViewControllerStoryBoardFile",
    "IASKViewControllerStoryBoardId", "IASKSegueIdentifier",
  ].map { SpecifierKey($0, nil, lossy: "a spec links to specs and URLs, not to an app's view controllers") }

  /// Every specifier type Apple or InAppSettingsKit knows.
  public static let specifiers: [SpecifierMapping] = [
    SpecifierMapping(
      "PSGroupSpecifier", "section", .settingsApp,
      keys: [
        SpecifierKey("Title", "header"), SpecifierKey("FooterText", "footer"),
        SpecifierKey("Key", "key"),
      ]),
    SpecifierMapping(
      "PSTextFieldSpecifier", "input", .settingsApp,
      keys: [
        SpecifierKey("Key", "id"), SpecifierKey("Title", "label"), SpecifierKey("DefaultValue", "default"),
        SpecifierKey("IsSecure", "secure"), SpecifierKey("KeyboardType", "layout"),
        SpecifierKey("AutocapitalizationType", "autocapitalization"),
        SpecifierKey("AutocorrectionType", "autocorrection"), placeholder,
        SpecifierKey("IASKTextContentType", "contentType"),
      ]),
    SpecifierMapping(
      "PSToggleSwitchSpecifier", "switch", .settingsApp,
      keys: [
        SpecifierKey("Key", "id"), SpecifierKey("Title", "label"), SpecifierKey("DefaultValue", "default"),
        SpecifierKey("TrueValue", "onValue"), SpecifierKey("FalseValue", "offValue"),
      ]),
    SpecifierMapping(
      "PSSliderSpecifier", "slider", .settingsApp,
      keys: [
        SpecifierKey("Key", "id"), SpecifierKey("DefaultValue", "default"), SpecifierKey("MinimumValue", "min"),
        SpecifierKey("MaximumValue", "max"),
        SpecifierKey("Title", "label", lossy: "the Settings app shows no title on a slider; kept for InAppSettingsKit"),
        SpecifierKey("MinimumValueImage", nil, lossy: "a spec slider has no images at its ends"),
        SpecifierKey("MaximumValueImage", nil, lossy: "a spec slider has no images at its ends"),
      ]),
    SpecifierMapping(
      "PSMultiValueSpecifier", "picker", .settingsApp,
      keys: [
        SpecifierKey("Key", "id"), SpecifierKey("Title", "label"), SpecifierKey("DefaultValue", "default"),
        SpecifierKey("Titles", "options/label"), SpecifierKey("Values", "options/value"),
        SpecifierKey("ShortTitles", "options/shortLabel"), SpecifierKey("DisplaySortedByTitle", "sortByLabel"),
        SpecifierKey("IconNames", nil, lossy: "a spec option has no icon"),
        SpecifierKey("IASKQuickMultiValueSelection", nil, lossy: "a spec leaves how the list is pushed to the app"),
      ]),
    SpecifierMapping(
      "PSRadioGroupSpecifier", "picker", .settingsApp,
      keys: [
        SpecifierKey("Key", "id"), SpecifierKey("Title", "header"), SpecifierKey("FooterText", "footer"),
        SpecifierKey("DefaultValue", "default"), SpecifierKey("Titles", "options/label"),
        SpecifierKey("Values", "options/value"), SpecifierKey("DisplaySortedByTitle", "sortByLabel"),
      ]),
    SpecifierMapping(
      "PSTitleValueSpecifier", "value", .settingsApp,
      keys: [
        SpecifierKey("Key", "key"), SpecifierKey("Title", "title"), SpecifierKey("DefaultValue", "value"),
        SpecifierKey("Titles", "options/label"), SpecifierKey("Values", "options/value"),
      ]),
    SpecifierMapping(
      "PSChildPaneSpecifier", "link", .settingsApp,
      keys: [
        SpecifierKey("Title", "title"), SpecifierKey("File", "target"),
        SpecifierKey("Key", "key"),
        SpecifierKey("IASKChildTitle", nil, lossy: "the child spec's own title is shown"),
      ] + viewControllerKeys),
    SpecifierMapping(
      "IASKButtonSpecifier", "button", .inAppSettingsKit,
      keys: [SpecifierKey("Key", "id"), SpecifierKey("Title", "title")]),
    SpecifierMapping(
      "IASKTextViewSpecifier", "textView", .inAppSettingsKit,
      keys: [
        SpecifierKey("Key", "id"), SpecifierKey("Title", "label"), SpecifierKey("DefaultValue", "default"), placeholder,
      ]),
    SpecifierMapping(
      "IASKDatePickerSpecifier", "date", .inAppSettingsKit,
      keys: [
        SpecifierKey("Key", "id"), SpecifierKey("Title", "label"), SpecifierKey("DatePickerMode", "mode"),
        SpecifierKey("MinuteInterval", "minuteInterval"),
        SpecifierKey(
          "DefaultValue", "default", lossy: "a plist date is an instant; the spec keeps its UTC wall time to the minute"
        ),
        SpecifierKey("DatePickerStyle", nil, lossy: "a spec leaves the picker's look to the app"),
      ]),
    SpecifierMapping(
      "IASKOpenURLSpecifier", "link", .inAppSettingsKit,
      keys: [
        SpecifierKey("Title", "title"), SpecifierKey("File", "target"),
        SpecifierKey("Key", "key"),
        SpecifierKey(
          "IASKWebViewShowProgress", nil, lossy: "a spec link opens its URL; the web view's chrome is the app's"),
        SpecifierKey(
          "IASKWebViewFullscreen", nil, lossy: "a spec link opens its URL; the web view's chrome is the app's"),
        SpecifierKey(
          "IASKWebViewHideBottomBar", nil, lossy: "a spec link opens its URL; the web view's chrome is the app's"),
        SpecifierKey(
          "IASKWebViewShowNavigationalButtons", nil,
          lossy: "a spec link opens its URL; the web view's chrome is the app's"),
      ]),
    SpecifierMapping(
      "IASKMailComposeSpecifier", "link", .inAppSettingsKit,
      keys: [
        SpecifierKey("Title", "title"), SpecifierKey("IASKMailComposeToRecipents", "target"),
        SpecifierKey("IASKMailComposeCcRecipents", "target"), SpecifierKey("IASKMailComposeBccRecipents", "target"),
        SpecifierKey("IASKMailComposeSubject", "target"), SpecifierKey("IASKMailComposeBody", "target"),
        SpecifierKey("Key", "key"),
        SpecifierKey("IASKMailComposeBodyIsHTML", nil, lossy: "a mailto: URL's body is plain text"),
        SpecifierKey("DefaultValue", nil, lossy: "a link shows no value"),
      ]),
    SpecifierMapping(
      "IASKCustomViewSpecifier", "-", .inAppSettingsKit, keys: [],
      lossy: "an app's own cell class draws it; a spec has no place for code"),
    SpecifierMapping(
      "IASKListGroupSpecifier", "-", .inAppSettingsKit, keys: [],
      lossy: "a list the person adds to and deletes from (ItemSpecifier, AddSpecifier, Deletable) has no spec form yet"),
  ]

  /// The mapping of a plist `Type`.
  public static func specifier(_ type: String) -> SpecifierMapping? {
    specifiers.first { $0.type == type }
  }

  /// The table as Markdown, one row per key: what docs/settings-bundle.md holds.
  public static func markdownTable() -> String {
    var lines = ["| plist type | plist key | spec | read by | lossy, and why |", "|---|---|---|---|---|"]
    func row(_ type: String, _ key: String, _ spec: String, _ reader: String, _ lossy: String?) {
      lines.append("| `\(type)` | \(key) | \(spec) | \(reader) | \(lossy ?? "") |")
    }
    for key in rootKeys {
      row("(root)", "`\(key.plistKey)`", key.specKey.map { "`\($0)`" } ?? "—", "both", key.lossy)
    }
    for key in sharedKeys {
      let reader = key.plistKey.hasPrefix("IASK") ? SpecifierReader.inAppSettingsKit.rawValue : "both"
      row("(any)", "`\(key.plistKey)`", key.specKey.map { "`\($0)`" } ?? "—", reader, key.lossy)
    }
    for specifier in specifiers {
      let element = specifier.specElement == "-" ? "—" : "`\(specifier.specElement)`"
      if specifier.keys.isEmpty {
        row(specifier.type, "(all)", element, specifier.reader.rawValue, specifier.lossy)
      }
      for key in specifier.keys {
        row(
          specifier.type, "`\(key.plistKey)`", element + " " + (key.specKey.map { "`\($0)`" } ?? "—"),
          specifier.reader.rawValue, key.lossy)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
