import TableGenOutput
import TableGenSpec

/// One cell as a row of the web form: its label and control, with the native
/// constraint attributes that mirror tablegen's rules where the browser reads
/// them exactly as tablegen does. Where it would not (lengths counted in UTF-16
/// units, `type=email`'s own idea of an address, `1e3` in a number field), the
/// page's script judges the value by tablegen's rule instead (docs/rendering.md,
/// "HTML form").
struct HTMLCellRow {
  var cell: Cell
  var rowID: String

  /// Single pickers with at most this many options are radio buttons; longer ones a menu.
  static let radioLimit = 5

  func render(into output: inout OutputBuffer) {
    switch cell {
    case .input(let input): field(input.label, help: input.help, into: &output) { self.control(input, into: &$0) }
    case .textView(let textView):
      field(textView.label, help: textView.help, into: &output) { self.control(textView, into: &$0) }
    case .picker(let picker) where Self.isGroup(picker):
      group(picker, into: &output)
    case .picker(let picker):
      field(picker.label, help: picker.help, into: &output) { self.menu(picker, into: &$0) }
    case .switch(let toggle):
      field(toggle.label, help: toggle.help, into: &output) { output in
        output.append("<input type=\"checkbox\" role=\"switch\"")
        self.identity(into: &output)
        if toggle.default { output.append(" checked") }
        output.append(">")
      }
    case .slider(let slider): field(slider.label, help: slider.help, into: &output) { self.control(slider, into: &$0) }
    case .stepper(let stepper):
      field(stepper.label, help: stepper.help, into: &output) { self.control(stepper, into: &$0) }
    case .button(let button): self.button(button, into: &output)
    case .value(let row): value(row, into: &output)
    case .link(let link): self.link(link, into: &output)
    case .note(let note):
      output.append("<p class=\"row note\" id=\"\(rowID)\">")
      HTMLText.escape(note.text, into: &output)
      output.append("</p>\n")
    case .date(let date): field(date.label, help: date.help, into: &output) { self.control(date, into: &$0) }
    }
  }

  /// Whether a picker is radio buttons or checkboxes rather than a menu: a
  /// multiple one and a radio group always, a pushed list never, else a short one.
  static func isGroup(_ picker: PickerCell) -> Bool {
    if picker.multiple { return true }
    switch picker.presentation {
    case .radio?: return true
    case .list?: return false
    case nil: return picker.options.count <= radioLimit
    }
  }

  /// Each option in the order shown (`sortByLabel`), with its index in the spec: the value the page's
  /// controls carry, whatever the order.
  static func shownOptions(of picker: PickerCell) -> [(index: Int, option: PickerCell.Option)] {
    guard picker.sortByLabel else { return picker.options.enumerated().map { ($0.offset, $0.element) } }
    return picker.shownOptions.compactMap { shown in
      picker.options.firstIndex { $0.value == shown.value }.map { ($0, shown) }
    }
  }

  private var id: String { HTMLText.escapedValue(cell.common.id ?? "") }

  /// `id="tg-…" name="…"`: the name is the answer's key, as in the answers file.
  private func identity(into output: inout OutputBuffer) {
    output.append(" id=\"tg-\(id)\" name=\"\(id)\" aria-describedby=\"error-\(id)\"")
  }

  /// A labelled row around `control`, with the format hint, the help and a line for the problem.
  private func field(
    _ label: String?, help: String?, into output: inout OutputBuffer, control: (inout OutputBuffer) -> Void
  ) {
    rowStart(into: &output)
    output.append("<label class=\"label\" for=\"tg-\(id)\">")
    labelText(label, into: &output)
    output.append("</label>\n<div class=\"control\">")
    control(&output)
    output.append("</div>\n")
    rowEnd(help: help, into: &output)
  }

  private func rowStart(into output: inout OutputBuffer) {
    output.append(
      "<div class=\"row field\(cell.isRequired ? " is-required" : "")\" id=\"\(rowID)\" data-field=\"\(id)\">\n")
  }

  private func labelText(_ label: String?, into output: inout OutputBuffer) {
    HTMLText.escape(label ?? cell.common.id ?? "", into: &output)
    output.append("<span class=\"mark\" aria-hidden=\"true\"> *</span>")
  }

  private func rowEnd(help: String?, into output: inout OutputBuffer) {
    if case .input(let input) = cell, let hint = input.formatHintLine {
      output.append("<p class=\"hint\">")
      HTMLText.escape(hint, into: &output)
      output.append("</p>\n")
    }
    // "iPad only".
    if let only = CellFacts.idioms(cell.common.idioms) {
      output.append("<p class=\"hint\">")
      HTMLText.escape(only, into: &output)
      output.append("</p>\n")
    }
    if let help {
      output.append("<p class=\"help\">")
      HTMLText.escape(help, into: &output)
      output.append("</p>\n")
    }
    output.append("<p class=\"error\" id=\"error-\(id)\" hidden></p>\n</div>\n")
  }

  /// ` name="value"`; `shown` text (a placeholder) as ``HTMLText/shown(_:)`` shows it, any other kept as written.
  private func attribute(_ name: String, _ value: String, shown: Bool = false, into output: inout OutputBuffer) {
    output.append(" \(name)=\"")
    if shown { HTMLText.escape(value, into: &output) } else { HTMLText.escapeValue(value, into: &output) }
    output.append("\"")
  }

  // MARK: - Controls

  private func control(_ input: InputCell, into output: inout OutputBuffer) {
    let format = input.valueFormat
    let type: String
    switch format {
    case _ where input.secure: type = "password"
    case .integer, .decimal: type = "number"
    case .phone: type = "tel"
    default: type = "text"  // email and url too: type=email and type=url accept and refuse other values than tablegen
    }
    output.append("<input type=\"\(type)\"")
    identity(into: &output)
    switch format {
    case .email: output.append(" inputmode=\"email\"")
    case .url: output.append(" inputmode=\"url\"")
    case .digits, .integer: output.append(" inputmode=\"numeric\"")
    case .decimal: output.append(" inputmode=\"decimal\"")
    case .text, .ascii, .phone: break
    }
    if format != .text { output.append(" spellcheck=\"false\" autocapitalize=\"off\"") }
    if input.required { output.append(" required") }
    if format.isNumeric {
      // The step's base is `min`, so an integer field's bounds are the whole numbers inside them.
      if format == .integer {
        output.append(" step=\"1\"")
        if let min = input.min, (-1e15...1e15).contains(min) {
          attribute("min", formatNumber(min.rounded(.up)), into: &output)
        }
        if let max = input.max, (-1e15...1e15).contains(max) {
          attribute("max", formatNumber(max.rounded(.down)), into: &output)
        }
      } else {
        output.append(" step=\"any\"")
        if let min = input.min { attribute("min", formatNumber(min), into: &output) }
        if let max = input.max { attribute("max", formatNumber(max), into: &output) }
      }
    } else {
      // minlength counts UTF-16 units, never fewer than tablegen's characters, so it refuses
      // only what tablegen refuses; maxlength would refuse more, and is left to the script.
      if let minLength = input.minLength { attribute("minlength", String(minLength), into: &output) }
      if let pattern = input.pattern { attribute("pattern", pattern, into: &output) }
    }
    if let placeholder = input.placeholder { attribute("placeholder", placeholder, shown: true, into: &output) }
    if let text = HTMLRenderer.controlText(of: input) { attribute("value", text, into: &output) }
    output.append(">")
  }

  private func control(_ textView: TextViewCell, into output: inout OutputBuffer) {
    output.append("<textarea")
    identity(into: &output)
    attribute("rows", String(max(textView.minLines, 1)), into: &output)
    if textView.required { output.append(" required") }
    if let placeholder = textView.placeholder { attribute("placeholder", placeholder, shown: true, into: &output) }
    // The parser drops one line break right after <textarea>: this one, not the default's.
    output.append(">\n")
    if let text = textView.default { HTMLText.escapeValue(text, into: &output) }
    output.append("</textarea>")
  }

  /// A stepper: the browser's number field, whose arrows step as UIStepper's buttons do.
  private func control(_ stepper: StepperCell, into output: inout OutputBuffer) {
    output.append("<input type=\"number\" inputmode=\"numeric\"")
    identity(into: &output)
    attribute("min", String(stepper.min), into: &output)
    attribute("max", String(stepper.max), into: &output)
    attribute("step", String(stepper.step), into: &output)
    attribute("value", String(stepper.initialValue), into: &output)
    output.append(">")
  }

  private func control(_ slider: SliderCell, into output: inout OutputBuffer) {
    output.append("<input type=\"range\"")
    identity(into: &output)
    attribute("min", formatNumber(slider.min), into: &output)
    attribute("max", formatNumber(slider.max), into: &output)
    attribute("step", slider.step.map(formatNumber) ?? "any", into: &output)
    attribute("value", formatNumber(slider.initialValue), into: &output)
    output.append("><output id=\"out-\(id)\" for=\"tg-\(id)\">")
    output.append(formatNumber(slider.initialValue))
    output.append("</output>")
  }

  /// A date: the browser's own picker, whose value is exactly
  /// tablegen's answer (`2026-11-24`, `14:30`, `2026-11-24T14:30`: with a
  /// step in whole minutes the browser writes no seconds). `step` is the
  /// minute interval in seconds; `min` and `max` compare as tablegen does.
  private func control(_ date: DateCell, into output: inout OutputBuffer) {
    let type =
      switch date.mode {
      case .date: "date"
      case .time: "time"
      case .dateTime: "datetime-local"
      }
    output.append("<input type=\"\(type)\"")
    identity(into: &output)
    if date.required { output.append(" required") }
    if let min = date.min { attribute("min", min.description, into: &output) }
    if let max = date.max { attribute("max", max.description, into: &output) }
    if date.mode != .date { attribute("step", String(date.minuteStep * 60), into: &output) }
    if let value = date.default { attribute("value", value.description, into: &output) }
    output.append(">")
  }

  /// A long single picker: a menu whose first entry chooses nothing.
  private func menu(_ picker: PickerCell, into output: inout OutputBuffer) {
    let chosen = picker.default?.values ?? []
    output.append("<select")
    identity(into: &output)
    if picker.required { output.append(" required") }
    output.append(">\n<option value=\"\">\(picker.required ? "Choose…" : "(leave out)")</option>\n")
    for (index, option) in Self.shownOptions(of: picker) {
      output.append("<option value=\"\(index)\"\(chosen.contains(option.value) ? " selected" : "")>")
      HTMLText.escape(option.label, into: &output)
      output.append("</option>\n")
    }
    output.append("</select>")
  }

  /// A short single picker as radio buttons (with "(leave out)" when optional),
  /// a multiple one as checkboxes. Each input's value is the option's index.
  private func group(_ picker: PickerCell, into output: inout OutputBuffer) {
    let chosen = picker.default?.values ?? []
    let type = picker.multiple ? "checkbox" : "radio"
    rowStart(into: &output)
    output.append("<fieldset class=\"choices\" id=\"tg-\(id)\">\n<legend class=\"label\">")
    labelText(picker.label, into: &output)
    output.append("</legend>\n")
    for (index, option) in Self.shownOptions(of: picker) {
      output.append("<label class=\"choice\"><input type=\"\(type)\" name=\"\(id)\" value=\"\(index)\"")
      output.append(" aria-describedby=\"error-\(id)\"")
      if chosen.contains(option.value) { output.append(" checked") }
      if picker.required, !picker.multiple { output.append(" required") }
      output.append("> <span>")
      HTMLText.escape(option.label, into: &output)
      output.append("</span></label>\n")
    }
    if !picker.multiple, !picker.required {
      output.append("<label class=\"choice leave-out\"><input type=\"radio\" name=\"\(id)\" value=\"\"")
      output.append("\(chosen.isEmpty ? " checked" : "")> <span>(leave out)</span></label>\n")
    }
    output.append("</fieldset>\n")
    rowEnd(help: picker.help, into: &output)
  }

  // MARK: - Rows that take no answer

  /// A button where the spec puts it: a submit button carries its action; an
  /// in-place action (`role: action`) and a cancel button do not submit.
  private func button(_ button: ButtonCell, into output: inout OutputBuffer) {
    let submits = button.role == .submit && button.style != .cancel
    output.append("<div class=\"row button-row\" id=\"\(rowID)\">")
    output.append("<button type=\"\(submits ? "submit" : "button")\" class=\"button style-\(button.style.rawValue)\"")
    attribute("data-action", button.resolvedAction, into: &output)
    attribute("data-role", button.role.rawValue, into: &output)
    output.append(">")
    HTMLText.escape(button.title, into: &output)
    output.append("</button></div>\n")
  }

  private func value(_ row: ValueCell, into output: inout OutputBuffer) {
    output.append("<div class=\"row value-row\" id=\"\(rowID)\"><div class=\"titles\"><span class=\"title\">")
    HTMLText.escape(row.title, into: &output)
    output.append("</span>")
    if let detail = row.detail {
      output.append("<span class=\"detail\">")
      HTMLText.escape(detail, into: &output)
      output.append("</span>")
    }
    output.append("</div>")
    // A row bound to a key shows the title for the value it holds.
    if let value = row.shownValue {
      output.append("<span class=\"value\">")
      HTMLText.escape(value, into: &output)
      output.append("</span>")
    }
    switch row.accessory {
    case .none: break
    case .disclosure: output.append("<span class=\"accessory\" aria-hidden=\"true\">›</span>")
    case .detail: output.append("<span class=\"accessory\" aria-hidden=\"true\">ⓘ</span>")
    case .checkmark: output.append("<span class=\"accessory checkmark\">✓</span>")
    }
    output.append("</div>\n")
  }

  /// A link row: an `href` only for an https, http or mailto URL; any other
  /// target (another spec, `javascript:`) is shown as text and never followed.
  private func link(_ link: LinkCell, into output: inout OutputBuffer) {
    output.append("<div class=\"row link-row\" id=\"\(rowID)\"><div class=\"titles\">")
    if HTMLText.isSafeLink(link.target) {
      output.append("<a class=\"title\" rel=\"noopener noreferrer\"")
      attribute("href", link.target, into: &output)
      output.append(">")
      HTMLText.escape(link.title, into: &output)
      output.append("</a>")
    } else {
      output.append("<span class=\"title\">")
      HTMLText.escape(link.title, into: &output)
      output.append("</span>")
    }
    if let detail = link.detail {
      output.append("<span class=\"detail\">")
      HTMLText.escape(detail, into: &output)
      output.append("</span>")
    }
    output.append("</div><code class=\"target\">")
    HTMLText.escape(link.target, into: &output)
    output.append("</code><span class=\"accessory\" aria-hidden=\"true\">›</span></div>\n")
  }
}
