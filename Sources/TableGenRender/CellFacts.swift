import TableGenOutput
import TableGenSpec

/// Plain-language facts about cells, worded once so that the text and Markdown
/// renderers describe a constraint the same way. Every phrase is ASCII.
package enum CellFacts {
  /// The keyboard, unless it is the default one.
  package static func keyboard(_ keyboard: InputCell.Keyboard) -> String? {
    switch keyboard {
    case .default: nil
    case .ascii: "ASCII keyboard"
    case .number: "whole number"
    case .decimal: "decimal number"
    case .phone: "phone number"
    case .email: "email address"
    case .url: "URL"
    }
  }

  package static func length(min: Int?, max: Int?) -> String? {
    switch (min, max) {
    case let (min?, max?) where min == max: "exactly \(min) \(characters(min))"
    case let (min?, max?): "\(min) to \(max) characters"
    case let (min?, nil): "at least \(min) \(characters(min))"
    case let (nil, max?): "at most \(max) \(characters(max))"
    case (nil, nil): nil
    }
  }

  package static func range(min: Double?, max: Double?) -> String? {
    switch (min, max) {
    case let (min?, max?): "from \(formatNumber(min)) to \(formatNumber(max))"
    case let (min?, nil): "at least \(formatNumber(min))"
    case let (nil, max?): "at most \(formatNumber(max))"
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
    [
      keyboard(input.keyboard),
      length(min: input.minLength, max: input.maxLength),
      input.keyboard.isNumeric ? range(min: input.min, max: input.max) : nil,
    ].compactMap { $0 }
  }

  private static func characters(_ count: Int) -> String {
    count == 1 ? "character" : "characters"
  }
}
