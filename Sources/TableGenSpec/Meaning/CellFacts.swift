/// The words for a cell's limits, worded once so that the text and Markdown
/// renderers and the fill form describe a constraint the same way. Every
/// phrase is ASCII.
package enum CellFacts {
  /// What the format checks, unless it checks nothing. The layout is an app's
  /// concern and has no words here.
  package static func format(_ format: InputCell.Format) -> String? {
    switch format {
    case .text: nil
    case .ascii: "ASCII keyboard"
    case .integer: "whole number"
    case .decimal: "decimal number"
    case .digits: "digits only"
    case .phone: "phone number"
    case .email: "email address"
    case .url: "URL"
    }
  }

  /// What the format asks a person for, as the start of a sentence in the
  /// fill form: "a whole number", "an email address".
  package static func expectation(_ format: InputCell.Format) -> String? {
    switch format {
    case .text: nil
    case .ascii: "ASCII characters only"
    case .integer: "a whole number"
    case .decimal: "a number"
    case .digits: "digits only"
    case .phone: "a phone number"
    case .email: "an email address"
    case .url: "a URL, such as https://example.com"
    }
  }

  package static func length(min: Int?, max: Int?) -> String? {
    switch (min, max) {
    case (let min?, let max?) where min == max: "exactly \(min) \(characters(min))"
    case (let min?, let max?): "\(min) to \(max) characters"
    case (let min?, nil): "at least \(min) \(characters(min))"
    case (nil, let max?): "at most \(max) \(characters(max))"
    case (nil, nil): nil
    }
  }

  package static func range(min: Double?, max: Double?) -> String? {
    switch (min, max) {
    case (let min?, let max?): "from \(formatNumber(min)) to \(formatNumber(max))"
    case (let min?, nil): "at least \(formatNumber(min))"
    case (nil, let max?): "at most \(formatNumber(max))"
    case (nil, nil): nil
    }
  }

  package static func step(_ step: Double?) -> String? {
    step.map { "in steps of \(formatNumber($0))" }
  }

  package static func lines(min: Int, max: Int?) -> String {
    switch max {
    case let max? where max == min: "\(min) \(min == 1 ? "line" : "lines")"
    case let max?: "\(min) to \(max) lines"
    case nil: "\(min) or more lines"
    }
  }

  /// The facts about an input, in reading order.
  package static func constraints(of input: InputCell) -> [String] {
    let format = input.valueFormat
    return [
      Self.format(format),
      length(min: input.minLength, max: input.maxLength),
      format.isNumeric ? range(min: input.min, max: input.max) : nil,
    ].compactMap { $0 }
  }

  private static func characters(_ count: Int) -> String {
    count == 1 ? "character" : "characters"
  }
}
