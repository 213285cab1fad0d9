/// The iOS controls a picture draws, in their system sizes: the switch, the
/// slider, the chevron, the detail button and the checkmark. `right` is where
/// a control ends, `middle` the centre line of the row's main line.
enum SVGControls {
  /// A 51 × 31 switch: green with the knob right when on, grey with it left when off.
  static func toggle(_ on: Bool, right: Double, middle: Double, palette: SVGPalette, on canvas: inout SVGCanvas) {
    let x = right - 51
    canvas.rect(
      x: x, y: middle - 15.5, width: 51, height: 31, radius: 15.5, fill: on ? palette.switchOn : palette.switchOff,
      className: on ? "switch-on" : "switch-off")
    canvas.circle(
      x: on ? right - 15.5 : x + 15.5, y: middle, radius: 13.5, fill: palette.knob, stroke: palette.knobOutline)
  }

  /// A slider across the row: the track filled in the tint up to the knob.
  static func slider(
    fraction: Double, x: Double, end: Double, middle: Double, palette: SVGPalette, on canvas: inout SVGCanvas
  ) {
    let knobRadius = 13.5
    let knobX = x + knobRadius + (end - x - 2 * knobRadius) * fraction
    canvas.rect(x: x, y: middle - 2, width: end - x, height: 4, radius: 2, fill: palette.trackUnfilled)
    canvas.rect(
      x: x, y: middle - 2, width: max(knobX - x, 4), height: 4, radius: 2, fill: palette.tint, className: "slider-fill")
    canvas.circle(x: knobX, y: middle, radius: knobRadius, fill: palette.knob, stroke: palette.knobOutline ?? "#48484A")
  }

  /// The disclosure chevron, `›`.
  static func chevron(right: Double, middle: Double, palette: SVGPalette, on canvas: inout SVGCanvas) {
    canvas.polyline(
      [(right - 7, middle - 6), (right - 1, middle), (right - 7, middle + 6)], stroke: palette.chevron, width: 2)
  }

  /// The detail button: an `i` in a circle, in the tint.
  static func detail(right: Double, middle: Double, palette: SVGPalette, on canvas: inout SVGCanvas) {
    let x = right - 11
    canvas.content.append(
      "<circle cx=\"\(SVGCanvas.number(x))\" cy=\"\(SVGCanvas.number(middle))\" r=\"10\" fill=\"none\""
        + " stroke=\"\(palette.tint)\" stroke-width=\"1.5\"/>\n")
    canvas.circle(x: x, y: middle - 5, radius: 1.25, fill: palette.tint)
    canvas.rect(x: x - 1, y: middle - 2, width: 2, height: 8, radius: 1, fill: palette.tint)
  }

  /// A checkmark in the tint.
  static func checkmark(right: Double, middle: Double, palette: SVGPalette, on canvas: inout SVGCanvas) {
    canvas.polyline(
      [(right - 14, middle), (right - 9, middle + 5), (right, middle - 6)], stroke: palette.tint, width: 2.5)
  }
}
