import TableGenSpec

/// The words a Settings.bundle spells enumerated values with, and the spec
/// value each one is; import reads them one way and export the other.
enum BundleWords {
  /// `KeyboardType` (Apple's five, then InAppSettingsKit's) ↔ an input's `layout`.
  static let keyboards: [(word: String, value: InputCell.Layout)] = [
    ("Alphabet", .default), ("NumbersAndPunctuation", .numbersAndPunctuation), ("NumberPad", .number),
    ("URL", .url), ("EmailAddress", .email), ("DecimalPad", .decimal), ("PhonePad", .phone),
    ("NamePhonePad", .namePhone), ("AsciiCapable", .ascii),
  ]

  /// `AutocapitalizationType` ↔ `autocapitalization`.
  static let autocapitalization: [(word: String, value: InputCell.Autocapitalization)] = [
    ("None", .none), ("Sentences", .sentences), ("Words", .words), ("AllCharacters", .allCharacters),
  ]

  /// `DatePickerMode` ↔ a date cell's `mode`; absent means `DateAndTime` (IASKSpecifier.m).
  static let dateModes: [(word: String, value: DateCell.Mode)] = [
    ("Date", .date), ("Time", .time), ("DateAndTime", .dateTime),
  ]

  /// `SupportedUserInterfaceIdioms` ↔ `idioms`.
  static let idioms: [(word: String, value: Idiom)] = [("Phone", .phone), ("Pad", .pad)]

  /// The word for `value` in `words`, for export.
  static func word<Value: Equatable>(for value: Value, in words: [(word: String, value: Value)]) -> String? {
    words.first { $0.value == value }?.word
  }
}
