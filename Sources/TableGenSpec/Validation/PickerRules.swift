/// Pickers: option values are distinct, and the default is one of them, in the
/// shape `multiple` asks for.
struct PickerRules: ValidationRule {
  func check(_ spec: TableSpec, in context: ValidationContext) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for case .picker(let picker) in spec.cells {
      let origin = picker.common.origin
      var firstIndex: [PickerCell.OptionValue: Int] = [:]
      for (index, option) in picker.options.enumerated() {
        if let earlier = firstIndex[option.value] {
          diagnostics.append(
            origin.diagnostic(
              .duplicateOption, "two options have the value '\(option.value)'", at: "options/\(index)",
              suggestion: "give each option a value of its own",
              notes: [Diagnostic.Note("first used here", at: picker.options[earlier].range)]))
        } else {
          firstIndex[option.value] = index
        }
      }
      guard let defaultValue = picker.default else { continue }
      let choices = picker.options.map { $0.value.description }
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
      for (index, value) in defaultValue.values.enumerated() where !picker.isOption(value) {
        let path: String
        if case .multiple = defaultValue { path = "default/\(index)" } else { path = "default" }
        diagnostics.append(
          origin.diagnostic(
            .defaultNotAnOption, "the default '\(value)' is not one of the option values", at: path,
            suggestion: value.isString
              ? Suggestion.hint(
                for: value.description,
                among: picker.options.map { Suggestion.LabelledChoice(value: $0.value.description, label: $0.label) },
                noun: "values")
              : "valid values: " + choices.map { "'\($0)'" }.joined(separator: ", ")))
      }
    }
    return diagnostics
  }
}
