/// What Apple's Settings app and InAppSettingsKit know of a Settings.bundle
/// plist: the specifier types, the keys each type reads and the plist type of
/// each key. Sources: Apple's "Settings Application Schema Reference" (one
/// article per specifier type) and InAppSettingsKit's README and
/// `IASKSettingsReader.h` at 846b620; the Plists section of docs/settings-bundle.md cites them.
enum SpecifierVocabulary {
  /// The specifier types of Apple's Settings app.
  static let appleTypes = [
    "PSGroupSpecifier", "PSToggleSwitchSpecifier", "PSMultiValueSpecifier", "PSRadioGroupSpecifier",
    "PSSliderSpecifier", "PSTitleValueSpecifier", "PSTextFieldSpecifier", "PSChildPaneSpecifier",
  ]

  /// The types that only InAppSettingsKit shows.
  static let inAppSettingsKitTypes = [
    "IASKListGroupSpecifier", "IASKTextViewSpecifier", "IASKOpenURLSpecifier", "IASKButtonSpecifier",
    "IASKMailComposeSpecifier", "IASKCustomViewSpecifier", "IASKDatePickerSpecifier",
  ]

  static let allTypes = appleTypes + inAppSettingsKitTypes

  /// The types that store a value in user defaults under their `Key`, which
  /// they therefore need (the README makes `Key` mandatory for custom views too).
  static let typesStoringValues: Set = [
    "PSToggleSwitchSpecifier", "PSMultiValueSpecifier", "PSRadioGroupSpecifier", "PSSliderSpecifier",
    "PSTitleValueSpecifier", "PSTextFieldSpecifier", "IASKListGroupSpecifier", "IASKTextViewSpecifier",
    "IASKCustomViewSpecifier", "IASKDatePickerSpecifier",
  ]

  /// Keys that belong to some types only, with the types that read them: the
  /// same key on any other type is ignored by Settings and by InAppSettingsKit.
  static let keysOwnedByTypes: [String: Set<String>] = {
    let textEntry: Set = ["PSTextFieldSpecifier", "IASKTextViewSpecifier"]
    let choices: Set = ["PSMultiValueSpecifier", "PSRadioGroupSpecifier", "PSTitleValueSpecifier"]
    return [
      "KeyboardType": textEntry, "IsSecure": ["PSTextFieldSpecifier"], "AutocapitalizationType": textEntry,
      "AutocorrectionType": textEntry, "IASKPlaceholder": textEntry, "IASKTextContentType": textEntry,
      "TrueValue": ["PSToggleSwitchSpecifier"], "FalseValue": ["PSToggleSwitchSpecifier"],
      "MinimumValue": ["PSSliderSpecifier"], "MaximumValue": ["PSSliderSpecifier"],
      "MinimumValueImage": ["PSSliderSpecifier"], "MaximumValueImage": ["PSSliderSpecifier"],
      "Titles": choices, "Values": choices, "ShortTitles": ["PSMultiValueSpecifier"],
      "DisplaySortedByTitle": ["PSMultiValueSpecifier", "PSRadioGroupSpecifier"],
      // InAppSettingsKit's open-URL row takes its URL from File.
      "File": ["PSChildPaneSpecifier", "IASKOpenURLSpecifier"],
      "DatePickerMode": ["IASKDatePickerSpecifier"], "DatePickerStyle": ["IASKDatePickerSpecifier"],
      "MinuteInterval": ["IASKDatePickerSpecifier"],
    ]
  }()

  /// Keys that a type's schema leaves out although other types read them:
  /// Apple's slider shows no title.
  static let ignoredKeys: [String: Set<String>] = ["PSSliderSpecifier": ["Title"]]

  /// The plist type each key must have, where the schema says it.
  enum Kind: String {
    case string, number, bool, array
    case stringOrDict = "string or dict"

    /// The kind with its article (`an array`), for messages.
    var withArticle: String { self == .array ? "an array" : "a \(rawValue)" }

    func admits(_ value: PlistValue) -> Bool {
      switch (self, value) {
      case (.string, .string), (.number, .integer), (.number, .real), (.bool, .bool), (.array, .array),
        (.stringOrDict, .string), (.stringOrDict, .dict):
        true
      default: false
      }
    }
  }

  static let keyKinds: [String: Kind] = [
    "Type": .string, "Title": .string, "Key": .string, "FooterText": .string, "File": .string,
    "StringsTable": .string, "KeyboardType": .string, "AutocapitalizationType": .string,
    "AutocorrectionType": .string, "MinimumValueImage": .string, "MaximumValueImage": .string,
    "IASKPlaceholder": .string, "IASKTextContentType": .string, "IASKSubtitle": .stringOrDict,
    "MinimumValue": .number, "MaximumValue": .number, "MinuteInterval": .number,
    "IsSecure": .bool, "DisplaySortedByTitle": .bool, "Deletable": .bool,
    "Titles": .array, "Values": .array, "ShortTitles": .array, "SupportedUserInterfaceIdioms": .array,
    "PreferenceSpecifiers": .array,
  ]

  /// The plist type of `DefaultValue` where the type fixes it.
  static let defaultValueKinds: [String: Kind] = [
    "PSSliderSpecifier": .number, "PSTextFieldSpecifier": .string, "IASKTextViewSpecifier": .string,
  ]

  /// Child panes that InAppSettingsKit opens with a view controller of the
  /// app's instead of a plist; then `File` is only handed to that controller.
  static let childPaneControllerKeys = [
    "IASKViewControllerClass", "IASKViewControllerStoryBoardId", "IASKSegueIdentifier",
  ]
}
