import TableGenOutput
import TableGenSpec

/// A button, value or link as an item of a section's list: rows that show
/// something or act, and take no answer, so they have no type, required or
/// default to fill table columns with. The caption and id lead, then what the
/// row shows or does, then one fact per line (`<br>`).
///
/// - `- Storage (`storage`): 1.2 GB<br>Accessory: disclosure`
/// - `- Privacy (`privacy`): opens <https://example.com/privacy>`
/// - `- Clear (`clear`): destructive button, acts in place<br>Action: `clear``
enum MarkdownDisplayItem {
  /// The item, without a line break. `words` says the cell's conditions;
  /// `nil` for a spec without any.
  static func write(
    _ cell: Cell, words: ConditionWords?, paneAnchors: [String: String] = [:], into output: inout OutputBuffer
  ) {
    output.append("- " as StaticString)
    output.append(MarkdownText.block(cell.caption ?? ""))
    if let id = cell.common.id {
      output.append(" (" as StaticString)
      MarkdownText.appendCode(id, in: .block, to: &output)
      output.append(UInt8(ascii: ")"))
    }
    // The caption is the first line; the facts follow it.
    var lines = MarkdownLines(place: .block)
    lines.startLine(&output)
    switch cell.kind.displayRow {
    case .value(let value):
      // A row bound to a key shows the title for the value it holds.
      if let shown = value.shownValue {
        output.append(": " as StaticString)
        MarkdownText.appendInline(shown, in: .block, to: &output)
      }
      lines.text("", value.detail, &output)
      if value.accessory != .none { lines.words("Accessory: " + value.accessory.rawValue, &output) }
      lines.fact(CellFacts.boundKey(of: value), &output)
    case .link(let link):
      output.append(": opens " as StaticString)
      if let anchor = paneAnchors[link.target] {
        // A pane of the same document, linked by its anchor.
        output.append(UInt8(ascii: "["))
        MarkdownText.appendCode(link.target, in: .block, to: &output)
        output.append("](#" + anchor + ")")
      } else if link.targetIsURL, MarkdownLinks.isLinkTarget(Substring(link.target)) {
        output.append("<" + link.target + ">")
      } else {
        MarkdownText.appendCode(link.target, in: .block, to: &output)
      }
      lines.text("", link.detail, &output)
    case .button(let button):
      output.append(": " as StaticString)
      if button.style != .default { output.append(button.style.rawValue + " ") }
      output.append("button, " + button.purpose)
      if !button.resolvedAction.isEmpty { lines.code("Action: ", button.resolvedAction, &output) }
      if let confirm = button.confirm {
        lines.text("Asks first: ", confirm.title, &output)
        if let message = confirm.message {
          output.append(" — " as StaticString)
          MarkdownText.appendInline(message, in: .block, to: &output)
        }
      }
    case .note, nil:
      break
    }
    if let only = CellFacts.idioms(cell.common.idioms) { lines.words(only, &output) }  // "iPad only", not "IPad"
    lines.conditions(of: cell, words: words, &output)
  }
}
