import TableGenOutput
import TableGenSpec

/// How each cell type is drawn as a row of the group: the label on the left
/// and the value or control at the row's end, help and notes in small grey
/// text under them. A row is a stack of lines, centred when the row's height
/// (the spec's `rowHeight` or `height`) is more than they need.
struct SVGRowDrawing {
  let layout: SVGRowLayout
  let state: SVGFormState
  let words: ConditionWords?
  let baseHeight: Double
  /// "Hidden: shown when …", for a row `visibleIf` hides as the form opens.
  var conditionNote: String?

  /// A picker with at most this many options is drawn inline, a row per
  /// option with a checkmark on the chosen; a longer one is one row with the
  /// chosen value and a chevron, as iOS pushes a list.
  static let inlineOptionLimit = 3
  /// A multiple picker shows its options inline up to this many.
  static let inlineMultipleLimit = 6
  /// The text view's height in lines is drawn up to this many.
  static let maximumTextViewLines = 8
  /// What a secure field with a default shows: a fixed length, so it reveals nothing.
  static let secureDots = String(repeating: "•", count: 8)

  private var palette: SVGPalette { layout.palette }
  private let label = SVGTextMetrics(size: 17, weight: .regular)
  private let small = SVGTextMetrics(size: SVGFormDrawing.smallSize, weight: .regular)

  init(layout: SVGRowLayout, state: SVGFormState, words: ConditionWords?, baseHeight: Double) {
    self.layout = layout
    self.state = state
    self.words = words
    self.baseHeight = baseHeight
  }

  /// One line of a row's stack: its height and how to draw it from its top.
  private struct Line {
    var height: Double
    var draw: (inout SVGCanvas, Double) -> Void
  }

  /// Draws `cell` from `top` and returns the height it took.
  func draw(_ cell: Cell, top: Double, canvas: inout SVGCanvas) -> Double {
    switch cell {
    case .input(let input): return drawInput(input, top: top, canvas: &canvas)
    case .textView(let view): return drawTextView(view, top: top, canvas: &canvas)
    case .picker(let picker): return drawPicker(picker, top: top, canvas: &canvas)
    case .switch(let cell): return drawSwitch(cell, top: top, canvas: &canvas)
    case .slider(let slider): return drawSlider(slider, top: top, canvas: &canvas)
    case .stepper(let stepper): return drawStepper(stepper, top: top, canvas: &canvas)
    case .button(let button): return drawButton(button, top: top, canvas: &canvas)
    case .date(let date):
      // The value (or the shape it is written in) where iOS puts a date picker's pill.
      let caption = date.label.map { SVGFormDrawing.labelText($0, required: date.required) } ?? ""
      let facts = CellFacts.constraints(of: date).joined(separator: " · ")
      return drawTitleRow(
        className: "date", title: caption, trailing: date.default?.description ?? date.mode.pattern,
        accessory: .none, hasIcon: false, notes: [date.help, MarkdownRenderer.capitalized(facts)],
        top: top, canvas: &canvas)
    case .value(let value):
      let accessory: Accessory =
        switch value.accessory {
        case .none: .none
        case .disclosure: .chevron
        case .detail: .detail
        case .checkmark: .checkmark
        }
      return drawTitleRow(
        className: "value", title: value.title, trailing: value.shownValue, accessory: accessory,
        hasIcon: value.image != nil,
        notes: [value.detail, CellFacts.boundKey(of: value).map(MarkdownRenderer.capitalized)], top: top,
        canvas: &canvas)
    case .link(let link):
      return drawTitleRow(
        className: "link", title: link.title, trailing: link.detail, accessory: .chevron, hasIcon: false, notes: [],
        top: top, canvas: &canvas)
    case .note(let note):
      let prose = SVGTextMetrics(size: 15, weight: .regular)
      let lines = SVGFormDrawing.proseLines(note.text, metrics: prose, width: layout.contentEnd - layout.contentX)
      let stack = lines.map { text in
        Line(height: 20) { canvas, y in
          canvas.text(text, x: layout.contentX, y: y + 15, size: 15, color: palette.secondaryLabel)
        }
      }
      return drawRow("note", stack + noteLines([]), top: top, canvas: &canvas)
    }
  }

  // MARK: - Cells that take an answer

  private func drawInput(_ input: InputCell, top: Double, canvas: inout SVGCanvas) -> Double {
    let caption = input.label.map { SVGFormDrawing.labelText($0, required: input.required) }
    let fieldX = caption == nil ? layout.contentX : layout.fieldX
    let room = layout.contentEnd - fieldX
    var field: (text: String, color: String)?
    if input.secure, input.default != nil {
      field = (Self.secureDots, palette.label)
    } else if let value = input.default {
      field = (SVGCanvas.shown(value.description), palette.label)
    } else if let template = input.computedDefault {
      // The value it starts as, or until the fields it reads are filled in, the template in words.
      if let text = state.startingText(of: template) {
        field = (SVGCanvas.shown(text), palette.label)
      } else if let words {
        field = (SVGCanvas.shown(words.words(for: template)), palette.placeholder)
      }
    } else if let placeholder = input.placeholder {
      field = (SVGCanvas.shown(placeholder), palette.placeholder)
    }
    let main = Line(height: 22) { canvas, y in
      if let caption {
        canvas.text(
          label.truncate(caption, toFit: fieldX - layout.contentX - 8), x: layout.contentX, y: y + 17, size: 17,
          color: palette.label)
      }
      if let field {
        canvas.text(label.truncate(field.text, toFit: room), x: fieldX, y: y + 17, size: 17, color: field.color)
      }
    }
    return drawRow("input", [main] + noteLines([input.help, input.formatHintLine]), top: top, canvas: &canvas)
  }

  private func drawTextView(_ view: TextViewCell, top: Double, canvas: inout SVGCanvas) -> Double {
    var stack: [Line] = []
    if let caption = view.label {
      let text = label.truncate(
        SVGFormDrawing.labelText(caption, required: view.required), toFit: layout.contentEnd - layout.contentX)
      stack.append(
        Line(height: 26) { canvas, y in
          canvas.text(text, x: layout.contentX, y: y + 17, size: 17, color: palette.label)
        })
    }
    var body = view.default
    var color = palette.label
    if body == nil, let template = view.computedDefault {
      body = state.startingText(of: template)
      if body == nil, let words { (body, color) = (words.words(for: template), palette.placeholder) }
    }
    if body == nil {
      body = view.placeholder
      color = palette.placeholder
    }
    let rows = min(max(view.minLines, 1), Self.maximumTextViewLines)
    var lines: [String] = []
    for paragraph in TextWrapping.lines(of: body ?? "") where lines.count < rows {
      // A line's leading spaces are the writer's indent, which iOS keeps: only the spaces between words wrap.
      let shown = SVGCanvas.shown(paragraph)
      let indent = String(shown.prefix { $0 == " " })
      let wrapped = label.wrap(
        shown, width: layout.contentEnd - layout.contentX - label.width(of: indent), maximumLines: rows - lines.count)
      lines += wrapped.isEmpty ? [""] : [indent + wrapped[0]] + wrapped.dropFirst()
    }
    for index in 0..<rows {
      let text = index < lines.count ? lines[index] : ""
      stack.append(
        Line(height: 22) { canvas, y in
          canvas.text(text, x: layout.contentX, y: y + 17, size: 17, color: color)
        })
    }
    return drawRow("textView", stack + noteLines([view.help]), top: top, canvas: &canvas)
  }

  private func drawPicker(_ picker: PickerCell, top: Double, canvas: inout SVGCanvas) -> Double {
    let chosen = picker.default?.values ?? []
    let caption = picker.label.map { SVGFormDrawing.labelText($0, required: picker.required) } ?? ""
    // A radio group is always inline, a pushed list never.
    let inline =
      switch picker.presentation {
      case .radio?: true
      case .list?: false
      case nil: picker.options.count <= (picker.multiple ? Self.inlineMultipleLimit : Self.inlineOptionLimit)
      }
    guard inline else {
      let labels = picker.shownOptions.filter { chosen.contains($0.value) }.map(\.chosenLabel)
      return drawTitleRow(
        className: "picker", title: caption, trailing: labels.isEmpty ? nil : labels.joined(separator: ", "),
        accessory: .chevron, hasIcon: false, notes: [picker.help], top: top, canvas: &canvas)
    }
    var height = 0.0
    if !caption.isEmpty || picker.help != nil || conditionNote != nil {
      let text = label.truncate(caption, toFit: layout.contentEnd - layout.contentX)
      let main = Line(height: 22) { canvas, y in
        canvas.text(text, x: layout.contentX, y: y + 17, size: 17, color: palette.label)
      }
      height += drawRow("picker", [main] + noteLines([picker.help]), top: top, canvas: &canvas)
    }
    canvas.begin("options")
    for (index, option) in picker.shownOptions.enumerated() {
      let y = top + height
      if height > 0 || index > 0 {
        canvas.separator(x: layout.contentX + 16, endX: layout.groupEnd, y: y, color: palette.separator)
      }
      let offered = state.shows(option.visibleIf)
      if !offered { canvas.beginFaded(withBackgrounds: false) }
      let isChosen = chosen.contains(option.value)
      let room = layout.contentEnd - layout.contentX - 16 - (isChosen ? 22 : 0)
      canvas.text(
        label.truncate(SVGCanvas.shown(option.label), toFit: room), x: layout.contentX + 16, y: y + 28, size: 17,
        color: palette.label)
      if isChosen { SVGControls.checkmark(right: layout.contentEnd, middle: y + 22, palette: palette, on: &canvas) }
      if !offered { canvas.endFaded(withBackgrounds: false) }
      height += 44
    }
    canvas.end()
    return height
  }

  private func drawSwitch(_ cell: SwitchCell, top: Double, canvas: inout SVGCanvas) -> Double {
    let caption = cell.label.map { SVGCanvas.shown($0) } ?? ""
    let text = label.truncate(caption, toFit: layout.contentEnd - layout.contentX - 51 - 12)
    let notes = noteLines([cell.help])
    // The switch is taller than a line of text: with notes under it, the line makes room for it.
    let lift = notes.isEmpty ? 0.0 : 4
    let main = Line(height: 22 + 2 * lift) { canvas, y in
      canvas.text(text, x: layout.contentX, y: y + 17 + lift, size: 17, color: palette.label)
      SVGControls.toggle(cell.default, right: layout.contentEnd, middle: y + 11 + lift, palette: palette, on: &canvas)
    }
    return drawRow(cell.default ? "switch on" : "switch off", [main] + notes, top: top, canvas: &canvas)
  }

  /// A stepper as iOS draws one: the caption, the number, and the 94 × 32 minus/plus control at the end.
  private func drawStepper(_ stepper: StepperCell, top: Double, canvas: inout SVGCanvas) -> Double {
    let value = String(stepper.initialValue)
    let valueWidth = label.width(of: value)
    let caption = stepper.label.map { SVGCanvas.shown($0) } ?? ""
    let text = label.truncate(caption, toFit: layout.contentEnd - layout.contentX - 94 - valueWidth - 24)
    let notes = noteLines([stepper.help])
    let lift = notes.isEmpty ? 0.0 : 5
    let main = Line(height: 22 + 2 * lift) { canvas, y in
      let middle = y + 11 + lift
      let x = layout.contentEnd - 94
      canvas.text(text, x: layout.contentX, y: y + 17 + lift, size: 17, color: palette.label)
      canvas.text(value, x: x - 12, y: y + 17 + lift, size: 17, color: palette.secondaryLabel, anchor: .end)
      canvas.rect(x: x, y: middle - 16, width: 94, height: 32, radius: 8, fill: palette.trackUnfilled)
      canvas.polyline([(x + 47, middle - 9), (x + 47, middle + 9)], stroke: palette.separator, width: 1)
      canvas.polyline([(x + 17, middle), (x + 30, middle)], stroke: palette.label, width: 2)
      canvas.polyline([(x + 64, middle), (x + 77, middle)], stroke: palette.label, width: 2)
      canvas.polyline([(x + 70.5, middle - 6.5), (x + 70.5, middle + 6.5)], stroke: palette.label, width: 2)
    }
    return drawRow("stepper", [main] + notes, top: top, canvas: &canvas)
  }

  private func drawSlider(_ slider: SliderCell, top: Double, canvas: inout SVGCanvas) -> Double {
    let value = formatNumber(slider.initialValue)
    let valueWidth = label.width(of: value)
    let caption = slider.label.map { SVGCanvas.shown($0) } ?? ""
    let text = label.truncate(caption, toFit: layout.contentEnd - layout.contentX - valueWidth - 12)
    let main = Line(height: 22) { canvas, y in
      canvas.text(text, x: layout.contentX, y: y + 17, size: 17, color: palette.label)
      canvas.text(value, x: layout.contentEnd, y: y + 17, size: 17, color: palette.secondaryLabel, anchor: .end)
    }
    let fraction = slider.fraction(of: slider.initialValue)
    let track = Line(height: 34) { canvas, y in
      SVGControls.slider(
        fraction: fraction, x: layout.contentX, end: layout.contentEnd, middle: y + 19, palette: palette, on: &canvas)
    }
    return drawRow("slider", [main, track] + noteLines([slider.help]), top: top, canvas: &canvas)
  }

  // MARK: - Cells that show or act

  private func drawButton(_ button: ButtonCell, top: Double, canvas: inout SVGCanvas) -> Double {
    let color = button.style == .destructive ? palette.destructive : palette.tint
    let weight: SVGFontWeight = button.style == .cancel ? .semibold : .regular
    let metrics = SVGTextMetrics(size: 17, weight: weight)
    let title = metrics.truncate(SVGCanvas.shown(button.title), toFit: layout.contentEnd - layout.contentX)
    let main = Line(height: 22) { canvas, y in
      canvas.text(title, x: layout.contentX, y: y + 17, size: 17, color: color, weight: weight)
    }
    // An action says so under its title, in the words of the text form and the Markdown.
    let acts = button.role == .action ? MarkdownRenderer.capitalized(button.purpose) : nil
    let asks = button.confirm.map { "Asks first: " + $0.title }
    let className = "button \(button.style.rawValue)" + (button.role == .action ? " action" : "")
    return drawRow(className, [main] + noteLines([acts, asks]), top: top, canvas: &canvas)
  }

  enum Accessory { case none, chevron, detail, checkmark }

  /// A title on the left, then a grey value and an accessory at the row's end;
  /// the value gives way to the title down to 40% of the row.
  private func drawTitleRow(
    className: String, title: String, trailing: String?, accessory: Accessory, hasIcon: Bool, notes: [String?],
    top: Double, canvas: inout SVGCanvas
  ) -> Double {
    let titleX = layout.contentX + (hasIcon ? 41 : 0)
    let accessoryWidth: Double =
      switch accessory {
      case .none: 0
      case .chevron: 8 + 6
      case .detail: 22 + 8
      case .checkmark: 14 + 8
      }
    let room = layout.contentEnd - accessoryWidth - titleX
    let shownTitle = SVGCanvas.shown(title)
    var valueText = trailing.map(SVGCanvas.shown) ?? ""
    var titleRoom = room
    if !valueText.isEmpty {
      let valueRoom = max(room - label.width(of: shownTitle) - 12, room * 0.4)
      valueText = label.truncate(valueText, toFit: valueRoom)
      titleRoom = room - label.width(of: valueText) - 12
    }
    let titleText = label.truncate(shownTitle, toFit: titleRoom)
    let main = Line(height: 22) { canvas, y in
      if hasIcon {
        canvas.rect(x: layout.contentX, y: y + 11 - 14.5, width: 29, height: 29, radius: 7, fill: palette.icon)
      }
      canvas.text(titleText, x: titleX, y: y + 17, size: 17, color: palette.label)
      canvas.text(
        valueText, x: layout.contentEnd - accessoryWidth, y: y + 17, size: 17, color: palette.secondaryLabel,
        anchor: .end)
      switch accessory {
      case .none: break
      case .chevron: SVGControls.chevron(right: layout.contentEnd, middle: y + 11, palette: palette, on: &canvas)
      case .detail: SVGControls.detail(right: layout.contentEnd, middle: y + 11, palette: palette, on: &canvas)
      case .checkmark:
        SVGControls.checkmark(right: layout.contentEnd, middle: y + 11, palette: palette, on: &canvas)
      }
    }
    return drawRow(className, [main] + noteLines(notes), top: top, canvas: &canvas)
  }

  // MARK: - Shared

  /// Small grey lines under a row's main line: each note wrapped, then the
  /// condition that hides the row.
  private func noteLines(_ notes: [String?]) -> [Line] {
    var lines: [Line] = []
    let width = layout.contentEnd - layout.contentX
    for note in notes.compactMap({ $0 }) + (conditionNote.map { [$0] } ?? []) {
      for text in SVGFormDrawing.proseLines(note, metrics: small, width: width) {
        lines.append(
          Line(height: SVGFormDrawing.smallLineHeight) { canvas, y in
            canvas.text(
              text, x: layout.contentX, y: y + 14, size: SVGFormDrawing.smallSize, color: palette.secondaryLabel)
          })
      }
    }
    return lines
  }

  /// Draws a stack of lines as one row, 11 points from its top and bottom, or
  /// centred in the row's height when that is more; returns the row's height.
  private func drawRow(_ className: String, _ stack: [Line], top: Double, canvas: inout SVGCanvas) -> Double {
    let needed = stack.reduce(0) { $0 + $1.height }
    let height = max(baseHeight, needed + 22)
    var y = top + ((height - needed) / 2).rounded(.down)
    canvas.begin("row " + className)
    for line in stack {
      line.draw(&canvas, y)
      y += line.height
    }
    canvas.end()
    return height
  }
}
