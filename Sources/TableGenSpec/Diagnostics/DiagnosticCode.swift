/// The stable identifier of a kind of problem. Codes never change meaning once
/// published: CI configurations, SARIF baselines and docs refer to them.
/// `docs/diagnostics.md` documents each one with a failing example.
public enum DiagnosticCode: String, Hashable, Sendable, CaseIterable {
  // The bytes do not make one document within the limits.
  case unreadableFile = "unreadable-file"
  case invalidMarkers = "invalid-markers"
  case invalidEncoding = "invalid-encoding"
  case fileTooLarge = "file-too-large"
  case syntaxError = "syntax-error"
  case emptyDocument = "empty-document"
  case multipleDocuments = "multiple-documents"
  case nestingTooDeep = "nesting-too-deep"
  case unknownAlias = "unknown-alias"
  case aliasExpansionLimit = "alias-expansion-limit"
  case mergeKeyUnsupported = "merge-key-unsupported"
  case invalidTag = "invalid-tag"

  // The document is not the shape of a format v1 spec.
  case duplicateKey = "duplicate-key"
  case unknownKey = "unknown-key"
  case missingKey = "missing-key"
  case conflictingKeys = "conflicting-keys"
  case typeMismatch = "type-mismatch"
  case invalidValue = "invalid-value"
  case invalidID = "invalid-id"
  case unknownCellType = "unknown-cell-type"
  case unsupportedVersion = "unsupported-version"
  case emptyOptions = "empty-options"

  // The spec has the right shape but does not make sense as a form.
  case duplicateID = "duplicate-id"
  case duplicateStorageKey = "duplicate-storage-key"
  case duplicateOption = "duplicate-option"
  case defaultNotAnOption = "default-not-an-option"
  case defaultShape = "default-shape"
  case invalidPattern = "invalid-pattern"
  case slowPattern = "slow-pattern"
  case lengthRange = "length-range"
  case valueRange = "value-range"
  case lineRange = "line-range"
  case rangeOnTextKeyboard = "range-on-text-keyboard"
  case invalidDefault = "invalid-default"
  case invalidStep = "invalid-step"
  case stepMismatch = "step-mismatch"
  case multipleCancelButtons = "multiple-cancel-buttons"
  case confirmOnCancel = "confirm-on-cancel"
  case missingLinkTarget = "missing-link-target"
  case emptySection = "empty-section"
  case emptyTable = "empty-table"
  case heightIgnored = "height-ignored"
  case numberDropsZeros = "number-drops-zeros"
  case mixedOptionTypes = "mixed-option-types"
  case cannotSubmit = "cannot-submit"

  // MARK: - Files a spec names: links, data files, catalogs
  case fileOutsideSpecFolder = "file-outside-spec-folder"
  case notARegularFile = "not-a-regular-file"
  // MARK: - Patterns: the dialect and the match budget
  case patternDialect = "pattern-dialect"
  case patternTooSlow = "pattern-too-slow"
  // MARK: - Hardening: the folder walk
  case unreadablePath = "unreadable-path"
  // MARK: - Conditions language: expressions and computed-default templates
  case conditionSyntax = "condition-syntax"
  case templateSyntax = "template-syntax"
  case unknownReference = "unknown-reference"
  case forwardReference = "forward-reference"
  case selfReference = "self-reference"
  case referenceWithoutValue = "reference-without-value"
  case conditionTypeMismatch = "condition-type-mismatch"
  case unknownOptionValue = "unknown-option-value"
  case constantCondition = "constant-condition"

  // MARK: - Conditions wiring: checks, required fields and computed defaults
  case invalidCheckField = "invalid-check-field"
  case requiredNeverShown = "required-never-shown"
  case computedDefaultType = "computed-default-type"
  case emptyComputedDefault = "empty-computed-default"

  // MARK: - Conditions: secrets, hidden options, disabled required fields
  case secretInTemplate = "secret-in-template"
  case secretInCondition = "secret-in-condition"
  case allOptionsHidden = "all-options-hidden"
  case requiredMayBeDisabled = "required-may-be-disabled"

  // MARK: - fill: conditions and checks
  case droppedAnswer = "dropped-answer"
  case failedCheck = "failed-check"
  // MARK: - Actions and the way to submit
  case submitNeverShown = "submit-never-shown"
  case cancelStyleAction = "cancel-style-action"
  // MARK: - fill: answers that replay
  case specChanged = "spec-changed"
  // MARK: - Model additions
  case invalidMinuteInterval = "invalid-minute-interval"
  case dateModeMismatch = "date-mode-mismatch"
  case sameSwitchValues = "same-switch-values"
  case emptyShortLabel = "empty-short-label"
  case unknownContentType = "unknown-content-type"
  case traitOnSecureField = "trait-on-secure-field"
  case valueNotAnOption = "value-not-an-option"
  case emptyIdioms = "empty-idioms"
  case duplicateIdiom = "duplicate-idiom"
  case radioOnMultiple = "radio-on-multiple"
  // MARK: - Child panes (links followed to other specs)
  case childPaneWithoutID = "child-pane-without-id"
  case childPaneCycle = "child-pane-cycle"
  case unreadableChildPane = "unreadable-child-pane"
  case childPaneNotFollowed = "child-pane-not-followed"
  case childPaneNotASpec = "child-pane-not-a-spec"
  // MARK: - Translation checks
  case missingTranslation = "missing-translation"
  case extraTranslation = "extra-translation"
  case emptyTranslation = "empty-translation"
  case staleTranslation = "stale-translation"
  case placeholderMismatch = "placeholder-mismatch"
  case unknownLocale = "unknown-locale"
  case untranslatableKey = "untranslatable-key"
  // MARK: - Rows from data
  case dataFileMissing = "data-file-missing"
  case dataNotRecords = "data-not-records"
  case dataFieldMissing = "data-field-missing"
  case dataMixedTypes = "data-mixed-types"
  case groupSortMismatch = "group-sort-mismatch"
  case duplicateGeneratedID = "duplicate-generated-id"
  case emptyRows = "empty-rows"
  /// A spec would make more text, nodes or work than a budget of the limits allows.
  case budgetExceeded = "budget-exceeded"
  // MARK: - Plists
  case plistSyntax = "plist-syntax"
  case plistInvalidValue = "plist-invalid-value"
  case plistObjectReference = "plist-object-reference"
  case settingsDuplicateKey = "settings-duplicate-key"
  case settingsIgnoredKey = "settings-ignored-key"
  case settingsDefaultNotInValues = "settings-default-not-in-values"
  case settingsTitlesValuesMismatch = "settings-titles-values-mismatch"
  case settingsMissingChildPane = "settings-missing-child-pane"
  case settingsUnknownType = "settings-unknown-type"
  case settingsMissingKey = "settings-missing-key"
  case settingsValueType = "settings-value-type"
  // MARK: - Settings.bundle import and export
  case notCarriedOver = "not-carried-over"
  case targetCannotShow = "target-cannot-show"
  case missingBundleDefault = "missing-bundle-default"
  // MARK: - Scenario tests (tablegen test)
  case scenarioFailed = "scenario-failed"
  // MARK: - Declared evolution: renamedFrom and formerly
  case renamedFromLiveID = "renamed-from-live-id"
  case formerlyLiveValue = "formerly-live-value"
  case migratedAnswer = "migrated-answer"
  // MARK: - breaking: what a new version of a spec does to the answers of the old
  case fieldRemoved = "field-removed"
  case fieldTypeChanged = "field-type-changed"
  case optionRemoved = "option-removed"
  case optionValueChanged = "option-value-changed"
  case multipleChanged = "multiple-changed"
  case requiredAddedWithoutDefault = "required-added-without-default"
  case rangeNarrowed = "range-narrowed"
  case secureChanged = "secure-changed"
  case storageKeyChanged = "storage-key-changed"
  case switchValuesChanged = "switch-values-changed"
  case fieldMovedPane = "field-moved-pane"
  case fieldAdded = "field-added"
  case fieldRenamed = "field-renamed"
  case optionAdded = "option-added"
  case optionRenamed = "option-renamed"
  case rangeWidened = "range-widened"
  case answersNotReplayed = "answers-not-replayed"

  /// The stage that finds a problem. Machine outputs carry it, so a consumer can
  /// tell a file that does not parse from a spec that does not make sense.
  public enum Category: String, Sendable, CaseIterable {
    /// The file cannot be read.
    case io
    /// The bytes are not one well-formed YAML or JSON document within the limits.
    case syntax
    /// The document is not the shape of a spec: keys, types, required values.
    case structure
    /// The spec is well-formed but contradicts itself.
    case semantic
  }

  public var category: Category {
    switch self {
    case .unreadableFile, .invalidMarkers, .unreadablePath:
      .io
    case .invalidEncoding, .fileTooLarge, .syntaxError, .emptyDocument, .multipleDocuments,
      .nestingTooDeep, .unknownAlias, .aliasExpansionLimit, .mergeKeyUnsupported, .invalidTag:
      .syntax
    case .duplicateKey, .unknownKey, .missingKey, .conflictingKeys, .typeMismatch, .invalidValue,
      .invalidID, .unknownCellType, .unsupportedVersion, .emptyOptions:
      .structure
    // MARK: - Translation checks
    case .untranslatableKey:
      .structure
    default:
      .semantic
    }
  }

  public var defaultSeverity: Diagnostic.Severity {
    switch self {
    case .slowPattern, .rangeOnTextKeyboard, .stepMismatch, .multipleCancelButtons, .confirmOnCancel,
      .emptySection, .heightIgnored, .numberDropsZeros, .mixedOptionTypes, .cannotSubmit,
      .constantCondition, .emptyComputedDefault, .droppedAnswer:
      .warning
    // An empty page and two rows under one key are what real Settings bundles
    // hold and iOS shows (an app's page waiting for rows, one picker per device),
    // so an imported bundle still validates; each is still worth a look.
    case .emptyTable, .duplicateStorageKey:
      .warning
    // MARK: - Conditions: secrets, hidden options, disabled required fields
    case .allOptionsHidden, .requiredMayBeDisabled:
      .warning
    // MARK: - Actions and the way to submit
    case .submitNeverShown, .cancelStyleAction:
      .warning
    // MARK: - fill: answers that replay
    case .specChanged:
      .warning
    // MARK: - Model additions
    case .traitOnSecureField, .duplicateIdiom:
      .warning
    // MARK: - Child panes
    case .childPaneWithoutID, .childPaneNotFollowed:
      .warning
    case .childPaneCycle:
      .info
    // MARK: - Translation checks
    case .missingTranslation, .extraTranslation, .emptyTranslation, .staleTranslation:
      .warning
    // MARK: - Rows from data
    case .emptyRows:
      .warning
    // MARK: - Plists
    case .settingsDuplicateKey, .settingsIgnoredKey, .settingsDefaultNotInValues:
      .warning
    // MARK: - Settings.bundle import and export
    case .notCarriedOver, .targetCannotShow, .missingBundleDefault:
      .warning
    // MARK: - Declared evolution and breaking
    case .migratedAnswer, .fieldAdded, .fieldRenamed, .optionAdded, .optionRenamed, .rangeWidened:
      .info
    case .secureChanged, .storageKeyChanged:
      .warning
    default:
      .error
    }
  }

  /// A one-line description, used as a rule's short description in SARIF.
  public var summary: String {
    switch self {
    case .unreadableFile: "The file cannot be read."
    case .invalidMarkers: "The file to inject into has unpaired tablegen markers."
    case .invalidEncoding: "The file is not UTF-8 text."
    case .fileTooLarge: "The file is larger than the size limit."
    case .syntaxError: "The file is not well-formed YAML or JSON."
    case .emptyDocument: "The file holds no document."
    case .multipleDocuments: "The file holds more than one YAML document."
    case .nestingTooDeep: "Collections are nested deeper than the limit."
    case .unknownAlias: "An alias refers to an anchor that is not defined before it."
    case .aliasExpansionLimit: "Aliases expand to more nodes or text than the limit."
    case .mergeKeyUnsupported: "YAML merge keys (<<) are not supported."
    case .invalidTag: "A tagged scalar does not match its tag."
    case .duplicateKey: "A mapping has the same key twice."
    case .unknownKey: "A key is not part of the spec format."
    case .missingKey: "A required key is missing."
    case .conflictingKeys: "Two keys cannot be used together."
    case .typeMismatch: "A value has the wrong type."
    case .invalidValue: "A value is outside the values the key allows."
    case .invalidID: "An id is not a valid identifier."
    case .unknownCellType: "A cell has an unknown type."
    case .unsupportedVersion: "The spec's format version is not supported by this build."
    case .emptyOptions: "A picker has no options."
    case .duplicateID: "Two elements share one id."
    case .duplicateStorageKey: "Two fields of one pane store their values under one key."
    case .duplicateOption: "A picker has two options with one value."
    case .defaultNotAnOption: "A picker's default is not one of its option values."
    case .defaultShape: "A picker's default is a list without multiple, or a single value with it."
    case .invalidPattern: "A pattern is not a valid regular expression."
    case .slowPattern:
      "A pattern repeats a group that can match the same text in several ways, which can take exponential time on iOS and in browsers."
    case .lengthRange: "minLength is greater than maxLength."
    case .valueRange: "min is greater than max."
    case .lineRange: "minLines is greater than maxLines."
    case .rangeOnTextKeyboard: "min or max is set on a field without a numeric keyboard."
    case .invalidDefault: "A default breaks its field's own rules."
    case .invalidStep: "A slider's step is zero or negative."
    case .stepMismatch: "A slider's step does not divide its range."
    case .multipleCancelButtons: "A table has more than one cancel button."
    case .confirmOnCancel: "A cancel button asks for confirmation."
    case .missingLinkTarget: "A link's target file does not exist."
    case .fileOutsideSpecFolder: "A file the spec names is outside its folder (an absolute path, '..', a symlink out)."
    case .notARegularFile: "A file the spec names is a FIFO, a device, a socket or a folder, not a regular file."
    case .emptySection: "A section has no cells."
    case .emptyTable: "A table has no cells at all."
    case .heightIgnored: "A cell sets height and autoHeight; autoHeight wins."
    case .numberDropsZeros: "A number field has a pattern or a length, but a number keeps no leading zeros."
    case .mixedOptionTypes: "A picker's option values mix types: strings, numbers, booleans."
    case .cannotSubmit: "A form with fields has buttons, but every one of them cancels."
    // MARK: - Patterns: the dialect and the match budget
    case .patternDialect: "A pattern uses a construct that tablegen, iOS and HTML do not all read alike."
    case .patternTooSlow: "A pattern ran out of its budget of steps on the default."
    case .unreadablePath:
      "An entry of a folder cannot be read: a folder it may not open, a broken link, a loop, a path too long."
    // MARK: - Conditions language
    case .conditionSyntax: "A condition or check rule is not a well-formed expression."
    case .templateSyntax: "A computed default is not a well-formed template, or names an unknown filter."
    case .unknownReference: "A condition or template refers to an id that no cell has."
    case .forwardReference: "A condition or template refers to a cell that comes later in the spec."
    case .selfReference: "A cell's condition or template refers to the cell itself."
    case .referenceWithoutValue:
      "A condition or template refers to a cell that holds no value (button, value, link, note)."
    case .conditionTypeMismatch: "A condition compares or combines values of types that do not fit."
    case .unknownOptionValue: "A condition compares a picker with a value that is not one of its options."
    case .constantCondition: "A condition, or part of one, is always true or always false."
    // MARK: - Conditions wiring
    case .invalidCheckField: "A check's field is not the id of a cell that takes an answer."
    case .requiredNeverShown: "A required field can never be shown: its visibleIf, or its section's, is always false."
    case .computedDefaultType: "A number field's computed default does not give a number."
    case .emptyComputedDefault: "A required field's computed default can come out empty."
    // MARK: - Conditions: secrets, hidden options, disabled required fields
    case .secretInTemplate: "A computed default reads a secure field, and would show the secret as a default."
    case .secretInCondition:
      "A condition that decides what is shown, asked or kept reads a secure field, which would spell the secret out."
    case .allOptionsHidden: "A required picker's options each have a visibleIf, so all of them can be hidden."
    case .requiredMayBeDisabled: "A required field without a default can be disabled, and is then submitted empty."
    // fill: conditions and checks
    case .droppedAnswer:
      "An answer given to fill is left out: its field is hidden or disabled, or it names an option not offered."
    case .failedCheck: "The answers given to fill break one of the form's cross-field checks."
    // MARK: - Actions and the way to submit
    case .submitNeverShown: "A form with fields can never be submitted: every submit button is always hidden."
    case .cancelStyleAction: "An in-place action (role: action) has the cancel style, but never ends the form."
    // MARK: - fill: answers that replay
    case .specChanged: "A recorded answers file was made from the spec as it was: the spec's bytes have changed since."
    // MARK: - Model additions
    case .invalidMinuteInterval: "A date cell's minuteInterval does not divide 60 or is greater than 30."
    case .dateModeMismatch: "A date cell's default, min or max is not written in the shape its mode picks."
    case .sameSwitchValues: "A switch stores the same value for on and off."
    case .emptyShortLabel: "An option's shortLabel is empty."
    case .unknownContentType: "An input's contentType is not one of UIKit's text content types."
    case .traitOnSecureField:
      "An input sets autocorrection or autocapitalization on a secure field, where iOS ignores them."
    case .valueNotAnOption: "A value row's value is not one of its options' values."
    case .emptyIdioms: "An idioms list is empty."
    case .duplicateIdiom: "An idioms list names one device twice."
    case .radioOnMultiple: "A multiple picker asks for the radio presentation, which chooses one option."
    // MARK: - Child panes
    case .childPaneWithoutID: "A link to a child pane has no id, so fill cannot keep the pane's answers."
    case .childPaneCycle: "Links between panes lead back to a pane already on the way: navigation, checked once."
    case .unreadableChildPane: "A link's target spec file exists but cannot be read."
    case .childPaneNotFollowed: "A link to a child pane is not followed: the chain of panes is too deep or too many."
    case .childPaneNotASpec: "A linked YAML or JSON file is not a tablegen spec; none of its lines is shown."
    // MARK: - Translation checks
    case .missingTranslation: "A string has no translation into one of the table's locales."
    case .extraTranslation:
      "A translation matches no string of the spec, or is into a locale the table does not declare."
    case .emptyTranslation: "A translation is empty, so the string would show as nothing in that locale."
    case .staleTranslation: "A catalog marks a translation as out of date (needs review, or its key stale)."
    case .placeholderMismatch: "A translation's placeholders (%@, %d, %1$@, {count}) differ from its source text's."
    case .unknownLocale:
      "A locale is not a well-formed BCP 47 tag, or the source locale is not among the table's locales."
    case .untranslatableKey:
      "A key that is never translated (an id, a value, a pattern, a target) is given translations."
    // MARK: - Rows from data
    case .dataFileMissing: "The data file of a rows or options recipe cannot be read."
    case .dataNotRecords: "A data file is not a list of records (mappings of fields)."
    case .dataFieldMissing: "A template, filter, sort or group key reads a field that a record of the data lacks."
    case .dataMixedTypes: "A sort or group key holds values of different types in different records."
    case .groupSortMismatch: "Rows are grouped by one field but sorted first by another."
    case .duplicateGeneratedID: "A rows template makes the same id from two records."
    case .emptyRows: "A rows or options recipe gives nothing from its data."
    case .budgetExceeded: "A recipe or template would make more than a budget of the limits allows."
    // MARK: - Plists
    case .plistSyntax: "A property list is not a well-formed XML or binary plist."
    case .plistInvalidValue: "A plist value cannot be read as its type: an integer, real, date, data or string."
    case .plistObjectReference: "A binary plist's object references loop, or expand to more values than the limit."
    case .settingsDuplicateKey: "A Settings.bundle dict has the same key twice."
    case .settingsIgnoredKey: "A Settings.bundle specifier has a key that its type ignores."
    case .settingsDefaultNotInValues: "A specifier's DefaultValue is not one of its Values."
    case .settingsTitlesValuesMismatch: "A specifier's Titles and Values (or ShortTitles) differ in length."
    case .settingsMissingChildPane: "A child pane's File has no <File>.plist in the bundle."
    case .settingsUnknownType: "A specifier's Type is known neither to Apple's Settings app nor to InAppSettingsKit."
    case .settingsMissingKey: "A specifier lacks a key its type needs, such as the Key it stores its value under."
    case .settingsValueType: "A Settings.bundle key has a value of the wrong plist type."
    // MARK: - Settings.bundle import and export
    case .notCarriedOver: "A Settings.bundle key or specifier has no place in a spec and was left out of the import."
    case .targetCannotShow: "The export's target (the Settings app or InAppSettingsKit) cannot show a part of the spec."
    case .missingBundleDefault: "A specifier that the Settings app requires a DefaultValue for is exported without one."
    // MARK: - Scenario tests (tablegen test)
    case .scenarioFailed:
      "A case of a scenario tests file does not hold: the form makes something else of its answers."
    // MARK: - Declared evolution and breaking
    case .renamedFromLiveID: "A cell's renamedFrom names an id that a cell, section or the table of the spec still has."
    case .formerlyLiveValue:
      "An option's formerly names a value that an option of the picker still has, or that another formerly names."
    case .migratedAnswer: "An answer given under an old id or option value (renamedFrom, formerly) is carried over."
    case .fieldRemoved: "A field of the old spec is gone from the new one, and no cell declares it in renamedFrom."
    case .fieldTypeChanged: "A field's answer changed type: its cell type, its JSON type or its date mode."
    case .optionRemoved: "An option value of the old spec is gone, and no option declares it in formerly."
    case .optionValueChanged: "An option kept its label but its value changed, and formerly does not say so."
    case .multipleChanged: "A picker turned from one value to a list, or from a list to one value."
    case .requiredAddedWithoutDefault: "A field that could be left out is now required and has no default."
    case .rangeNarrowed: "A field's rules take fewer values: min, max, a length, a step, a pattern or a format."
    case .secureChanged: "A field turned secure or stopped being secure, which changes what a recording keeps."
    case .storageKeyChanged:
      "The key a field's value is stored under (its key:, else its id) changed: stored settings stay under the old key."
    case .switchValuesChanged: "A switch stores other values for on or off than before."
    case .fieldMovedPane: "A field moved into, out of or between child panes, so its answer nests under another key."
    case .fieldAdded: "A field is new: answers recorded before leave it to its default."
    case .fieldRenamed: "A field is renamed and declares its old id in renamedFrom: its answers carry over."
    case .optionAdded: "An option is new."
    case .optionRenamed: "An option value changed and declares its old value in formerly: answers carry over."
    case .rangeWidened: "A field's rules take more values than before, or it is no longer required."
    case .answersNotReplayed: "A recorded answers file would lose or change data when replayed against the new spec."
    }
  }

  /// What to do about the problem, used as a rule's help text.
  public var help: String {
    switch category {
    case .io:
      self == .invalidMarkers
        ? "Keep one <!-- BEGIN_TABLEGEN --> line followed by one <!-- END_TABLEGEN --> line, or remove both to append."
        : "Check that the path exists and is a readable file."
    case .syntax: "Fix the file so that it is one well-formed UTF-8 YAML or JSON document; see docs/spec-format.md."
    case .structure: "Match the spec format in docs/spec-format.md; the message names the expected keys or values."
    case .semantic: "See docs/diagnostics.md#\(rawValue) for an example and the fix."
    }
  }
}
