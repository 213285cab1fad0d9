/// Reads a picker answer: option numbers as listed (1-based), option values, or
/// labels. Options are numbered only when no label reads as a number
/// (`PickerCell.numbersItsOptions`), so in `[4, 8, 12]` the line `12` means 12
/// and `2` names no option, as on the full screen.
/// A multiple picker takes a list separated by commas (or by blanks when every
/// item is a number); `0` alone chooses none, unless an option is named 0.
package enum ChoiceParser {
  /// The options `text` chooses, or the sentences that say why it chooses none.
  static func parse(_ text: String, for picker: PickerCell) -> (values: [PickerCell.OptionValue], advice: [String]) {
    let trimmed = text.trimmingWhitespace
    var items: [String]
    if picker.multiple {
      if trimmed == "0", takesZeroForNone(picker) { return ([], []) }
      items = trimmed.split(separator: ",").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
      items = items.flatMap { item in
        item.allSatisfy({ $0.isASCIIDigit || $0 == " " }) ? item.split(separator: " ").map(String.init) : [item]
      }
    } else {
      items = [trimmed]
    }
    var chosen: [Int] = []
    var problems: [String] = []
    for item in items {
      if let index = match(item, in: picker) {
        if !chosen.contains(index) { chosen.append(index) }
      } else {
        // A list of numbers is not numbered, so its words name no position;
        // the sentence is for the person filling in.
        let how =
          picker.numbersItsOptions
          ? "Enter a number from 1 to \(picker.options.count), or an option's name."
          : "Enter one of the options as listed."
        problems.append("There is no option \(QuotedValue.quote(item)). \(how)")
      }
    }
    if !problems.isEmpty { return ([], problems) }
    // A multiple answer lists its values in option order, whatever order they were typed in.
    return (chosen.sorted().map { picker.options[$0].value }, [])
  }

  /// The option `item` names: its position, then its exact value, then its exact
  /// label, then a label that matches ignoring case.
  /// Whether `0` alone chooses none of a multiple picker's options: unless an option is named 0
  /// (minutes `[0, 5, 10]`), which `0` then chooses, as it does in a list of several.
  package static func takesZeroForNone(_ picker: PickerCell) -> Bool {
    match("0", in: picker) == nil
  }

  static func match(_ item: String, in picker: PickerCell) -> Int? {
    // A position only where the options are numbered (`PickerCell.numbersItsOptions`).
    if picker.numbersItsOptions, item.allSatisfy(\.isASCIIDigit), let position = Int(item),
      (1...picker.options.count).contains(position)
    {
      return position - 1
    }
    if let index = picker.options.firstIndex(where: { $0.value.description == item }) { return index }
    if let number = Number(typed: item), let index = picker.options.firstIndex(where: { $0.value == .number(number) }) {
      return index
    }
    if let index = picker.options.firstIndex(where: { $0.label == item }) { return index }
    let lowered = item.lowercased()
    let matches = picker.options.indices.filter { picker.options[$0].label.lowercased() == lowered }
    return matches.count == 1 ? matches[0] : nil
  }
}
