import TableGenOutput
import TableGenSpec

/// Lays out and draws one form top to bottom: the title and description, each
/// section's header, group of rows and footer, and the required legend. Sizes
/// are iOS's, in points.
struct SVGFormDrawing {
  let spec: TableSpec
  let width: Double
  let palette: SVGPalette
  var canvas = SVGCanvas()
  /// The answers as the form opens, for `visibleIf` and computed defaults.
  var state = SVGFormState()
  /// Words for conditions; only for a spec that has any.
  let words: ConditionWords?

  /// Where rows put their text and controls.
  let layout: SVGRowLayout
  var margin: Double { layout.margin }
  var contentX: Double { layout.contentX }
  var contentEnd: Double { layout.contentEnd }

  static let labelSize = 17.0
  static let smallSize = 13.0
  static let smallLineHeight = 18.0
  /// The most lines one piece of prose (help, a footer, a note) is drawn with.
  static let maximumProseLines = 8

  init(spec: TableSpec, width: Double, palette: SVGPalette) {
    self.spec = spec
    self.width = width
    self.palette = palette
    words = spec.isDynamic ? ConditionWords(spec: spec) : nil
    let margin: Double = width >= 414 ? 20 : 16
    let contentX = margin + 16
    let contentEnd = width - margin - 16
    let label = SVGTextMetrics(size: Self.labelSize, weight: .regular)
    var widest = 0.0
    for section in spec.sections {
      for case .input(let input) in section.cells {
        guard let caption = input.label else { continue }
        widest = max(widest, label.width(of: Self.labelText(caption, required: input.required)))
      }
    }
    // The field keeps at least 55% of the row.
    let fieldX = contentX + min(widest + 16, (contentEnd - contentX) * 0.45)
    layout = SVGRowLayout(
      palette: palette, margin: margin, groupEnd: width - margin, contentX: contentX, contentEnd: contentEnd,
      fieldX: fieldX)
  }

  /// A label as drawn, with the required mark.
  static func labelText(_ caption: String, required: Bool) -> String {
    SVGCanvas.shown(caption) + (required ? " *" : "")
  }

  /// Draws the whole form and returns the picture's height.
  mutating func draw() -> Double {
    var y = 0.0
    let prose = SVGTextMetrics(size: 15, weight: .regular)
    if let title = spec.title, !title.isEmpty {
      let large = SVGTextMetrics(size: 34, weight: .bold)
      for line in large.wrap(SVGCanvas.shown(title), width: width - 2 * margin, maximumLines: 3) {
        y += 41
        canvas.text(line, x: margin, y: y, size: 34, color: palette.label, weight: .bold)
      }
    }
    if let description = spec.description {
      y += 6
      for line in proseLines(description, metrics: prose, width: width - 2 * margin) {
        y += 20
        canvas.text(line, x: margin, y: y, size: 15, color: palette.secondaryLabel)
      }
    }
    y += y == 0 ? 8 : 4
    for section in spec.sections {
      y = drawSection(section, top: y)
    }
    if spec.sections.contains(where: { $0.cells.contains(where: \.isRequired) }) {
      y += 22
      canvas.text("* required", x: contentX, y: y, size: Self.smallSize, color: palette.secondaryLabel)
    }
    return (y + 24).rounded(.up)
  }

  /// Draws a section from `top` (the end of what came before) and returns where it ends.
  private mutating func drawSection(_ section: Section, top: Double) -> Double {
    let shown = state.shows(section.conditions.visibleIf)
    let faded = !shown
    if faded { canvas.beginFaded(withBackgrounds: true) }
    defer { if faded { canvas.endFaded(withBackgrounds: true) } }
    let small = SVGTextMetrics(size: Self.smallSize, weight: .regular)
    var y = top + 28
    if let header = section.header {
      let lines = proseLines(header.uppercased(), metrics: small, width: contentEnd - contentX)
      y += 4
      for line in lines {
        y += Self.smallLineHeight
        canvas.text(line, x: contentX, y: y - 4, size: Self.smallSize, color: palette.secondaryLabel)
      }
      y += 3
    }
    canvas.begin("section")
    let groupTop = y
    let base = section.rowHeight ?? spec.rowHeight
    for (index, cell) in section.cells.enumerated() {
      let cellShown = shown && state.shows(cell.common.conditions.visibleIf)
      state.record(cell, shown: cellShown)
      if index > 0 { canvas.separator(x: contentX, endX: width - margin, y: y, color: palette.separator) }
      var rows = SVGRowDrawing(
        layout: layout, state: state, words: words, baseHeight: Self.rowHeight(cell.common, base: base))
      // A row the form opens without is faded and says when it appears; one
      // that opens locked is dimmed, as iOS dims a disabled row, and says when it unlocks.
      var dimming: StaticString?
      if !cellShown, shown, let visibleIf = cell.common.conditions.visibleIf, let words {
        rows.conditionNote = "Hidden: " + words.sentence(.visibleIf, visibleIf)
        dimming = "hidden"
      } else if cellShown, let enableIf = cell.common.conditions.enableIf, !state.shows(enableIf), let words {
        rows.conditionNote = "Locked: " + words.sentence(.enableIf, enableIf)
        dimming = "disabled"
      }
      // A row for one device says so, with the note under it.
      if let only = CellFacts.idioms(cell.common.idioms) {  // "iPad only": a device name keeps its small i
        rows.conditionNote = rows.conditionNote.map { only + ". " + $0 } ?? only
      }
      if let dimming { canvas.beginFaded(withBackgrounds: false, className: dimming) }
      y += rows.draw(cell, top: y, canvas: &canvas)
      if dimming != nil { canvas.endFaded(withBackgrounds: false) }
    }
    canvas.end()
    if y > groupTop {
      canvas.rect(
        x: margin, y: groupTop, width: width - 2 * margin, height: y - groupTop, radius: 10, fill: palette.cell,
        layer: .backgrounds, className: "group")
    }
    var notes: [String] = []
    if let only = CellFacts.idioms(section.idioms) { notes.append(only) }
    if !shown, let visibleIf = section.conditions.visibleIf, let words {
      notes.append("Hidden: " + words.sentence(.visibleIf, visibleIf))
    }
    if let footer = section.footer { notes.append(footer) }
    if !notes.isEmpty { y += 3 }
    for note in notes {
      for line in proseLines(note, metrics: small, width: contentEnd - contentX) {
        y += Self.smallLineHeight
        canvas.text(line, x: contentX, y: y, size: Self.smallSize, color: palette.secondaryLabel)
      }
    }
    return y
  }

  /// A row's height before its content is measured: the cell's own, the
  /// section's or the table's, kept within what a phone would draw.
  static func rowHeight(_ common: CellCommon, base: Double) -> Double {
    let height = common.height ?? base
    return height.isFinite ? min(max(height, 32), 160) : 44
  }

  func proseLines(_ text: String, metrics: SVGTextMetrics, width: Double) -> [String] {
    Self.proseLines(text, metrics: metrics, width: width)
  }

  /// Prose as lines: the written line breaks kept, each line escaped and
  /// wrapped to `width`, at most ``maximumProseLines`` in all.
  static func proseLines(_ text: String, metrics: SVGTextMetrics, width: Double) -> [String] {
    var lines: [String] = []
    for paragraph in TextWrapping.lines(of: text) {
      let room = Self.maximumProseLines - lines.count
      guard room > 0 else {
        if let last = lines.popLast() { lines.append(metrics.truncate(last + " …", toFit: width)) }
        break
      }
      let wrapped = metrics.wrap(SVGCanvas.shown(paragraph), width: width, maximumLines: room)
      lines += wrapped.isEmpty ? [""] : wrapped
    }
    // A note written with YAML `|` ends in a line break: no empty line for it.
    while lines.count > 1, lines.last == "" { lines.removeLast() }
    return lines
  }
}

/// The columns of a row, the same for every row of a picture.
struct SVGRowLayout: Sendable {
  let palette: SVGPalette
  /// The group's distance from the picture's edges: 16 points on a phone, 20 on a larger screen.
  let margin: Double
  /// The group's right edge.
  let groupEnd: Double
  /// The left edge of text in a row, and the right edge of what is drawn at a row's end.
  let contentX: Double
  let contentEnd: Double
  /// Where a text field starts: one column for every labelled field, as a form lines them up.
  let fieldX: Double
}
