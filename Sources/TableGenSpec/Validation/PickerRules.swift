/// Pickers: option values are distinct, even to a reader who cannot see
/// quotes, and of one type; the default is one of them, in the shape
/// `multiple` asks for, with no value twice.
enum PickerRules {
  /// The most findings one picker adds: the report shows at most the file's
  /// diagnostic limit (1,000 by default) anyway.
  static let maxFindings = LoadOptions.default.maxDiagnostics

  static func check(_ picker: PickerCell, into diagnostics: inout [Diagnostic]) {
    checkOptions(picker, into: &diagnostics)
    if picker.multiple, picker.presentation == .radio {
      diagnostics.append(
        picker.common.origin.diagnostic(
          .radioOnMultiple, "a radio group chooses one option, but the picker is multiple", at: "presentation",
          suggestion: "use 'presentation: list' for a multiple picker, or remove 'multiple'"))
    }
    guard let defaultValue = picker.default else { return }
    let origin = picker.common.origin
    switch (defaultValue, picker.multiple) {
    case (.single, true):
      diagnostics.append(
        origin.diagnostic(
          .defaultShape, "'default' must be a list because 'multiple' is true", at: "default",
          suggestion: "write the default as a list: default: [\(defaultValue.values[0])]"))
    case (.multiple, false):
      diagnostics.append(
        origin.diagnostic(
          .defaultShape, "'default' is a list, but the picker takes one value", at: "default",
          suggestion: "set 'multiple: true', or give a single value"))
    default:
      break
    }
    var seen = Set<PickerCell.OptionValue>()
    for (index, value) in defaultValue.values.enumerated() {
      // Each finding here lists or searches the options: past the report's
      // limit nobody reads them, and a hostile list must not cost options × defaults.
      guard diagnostics.count <= maxFindings else { return }
      let path: String
      if case .multiple = defaultValue { path = "default/\(index)" } else { path = "default" }
      if let alike = picker.optionWrittenAlike(value), !picker.isOption(value) {
        diagnostics.append(
          origin.diagnostic(
            .defaultNotAnOption,
            "the default \(value.asWritten) is \(value.kindName), but the option \(alike.value.asWritten) is \(alike.value.kindName)",
            at: path,
            suggestion: value.isString
              ? "write the default without quotes: \(alike.value.asWritten)"
              : "write the default in quotes: \(alike.value.asWritten)"))
      } else if !picker.isOption(value) {
        diagnostics.append(
          origin.diagnostic(
            .defaultNotAnOption, "the default \(QuotedValue.quote(value)) is not one of the option values", at: path,
            suggestion: value.isString
              ? Suggestion.hint(
                for: value.description,
                among: picker.options.map { Suggestion.LabelledChoice(value: $0.value.description, label: $0.label) },
                noun: "values")
              : "valid values: " + picker.options.map { "'\($0.value)'" }.joined(separator: ", ")))
      } else if !seen.insert(value).inserted {
        diagnostics.append(
          origin.diagnostic(
            .invalidDefault, "the default \(QuotedValue.quote(value)) is chosen twice", at: path,
            suggestion: "list each value once"))
      }
    }
  }

  /// Two options with one value, or written alike (`2` and `"2"`): a person,
  /// the Markdown and an answers file cannot tell them apart. Options that mix
  /// numbers, strings and booleans hand an app values of two types.
  private static func checkOptions(_ picker: PickerCell, into diagnostics: inout [Diagnostic]) {
    let origin = picker.common.origin
    // Options of one type cannot be written alike with two; only a mixed
    // list needs its values compared as text too.
    let firstKind = picker.options.first?.value.kind
    let isMixed = picker.options.contains { $0.value.kind != firstKind }
    let options = picker.options
    // A picker has a handful of options: comparing each with the earlier ones
    // costs less than hashing them. A long list is hashed, so it stays linear.
    let hashes = options.count > 16
    var byValue: [PickerCell.OptionValue: Int] = [:]
    var byText: [String: Int] = [:]
    var duplicates = Set<Int>()
    for (index, option) in options.enumerated() {
      let value = option.value
      // The first earlier option, not itself a duplicate, with the same value, or (in a mixed list) the same text.
      let earlier: Int?
      if hashes {
        earlier = byValue[value] ?? (isMixed ? byText[value.description] : nil)
      } else {
        earlier =
          (0..<index).first { !duplicates.contains($0) && options[$0].value == value }
          ?? (isMixed
            ? (0..<index).first { !duplicates.contains($0) && options[$0].value.description == value.description }
            : nil)
      }
      guard let earlier else {
        if hashes {
          byValue[value] = index
          if isMixed { byText[value.description] = index }
        }
        continue
      }
      duplicates.insert(index)
      guard diagnostics.count <= maxFindings else { continue }
      let first = picker.options[earlier].value
      let message =
        first == value
        ? "two options have the value \(QuotedValue.quote(value))"
        : "two options are written \(QuotedValue.quote(value)), one as \(first.kindName) and one as \(value.kindName)"
      // At the option's own range: looking the path up in the origin is linear
      // in the options, and a list of duplicates made the check quadratic.
      diagnostics.append(
        Diagnostic(
          .duplicateOption, message, at: option.range, pointer: origin.pointer(to: "options/\(index)"),
          suggestion: "give each option a value of its own",
          notes: [Diagnostic.Note("first used here", at: picker.options[earlier].range)]))
    }
    guard isMixed, let first = picker.options.first?.value,
      let other = picker.options.indices.first(where: {
        picker.options[$0].value.kind != first.kind && !duplicates.contains($0)
      })
    else { return }
    let value = picker.options[other].value
    diagnostics.append(
      origin.diagnostic(
        .mixedOptionTypes,
        "the option \(QuotedValue.quote(value)) is \(value.kindName), "
          + "but the first option's value, \(QuotedValue.quote(first)), is \(first.kindName)",
        at: "options/\(other)",
        suggestion:
          "give every option a value of one type: quote them all as strings, or write them all as numbers or booleans",
        notes: [Diagnostic.Note("the first option", at: picker.options[0].range)]))
  }
}
