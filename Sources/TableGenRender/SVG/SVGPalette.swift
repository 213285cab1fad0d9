/// iOS's system colours for one appearance, as opaque hex: the grouped
/// background, the cells on it, the text colours and the tints of the controls.
/// Translucent system colours are given as they look on the cell, so the
/// picture needs no blending.
struct SVGPalette: Sendable {
  var background: String
  var cell: String
  var label: String
  var secondaryLabel: String
  var placeholder: String
  var separator: String
  var tint: String
  var destructive: String
  var switchOn: String
  var switchOff: String
  var knob: String
  /// The outline that lifts a white knob off a light cell; none in the dark.
  var knobOutline: String?
  var trackUnfilled: String
  var chevron: String
  var icon: String

  init(_ theme: RenderTheme) {
    switch theme {
    case .light:
      background = "#F2F2F7"
      cell = "#FFFFFF"
      label = "#000000"
      secondaryLabel = "#8A8A8E"
      placeholder = "#C5C5C7"
      separator = "#C6C6C8"
      tint = "#007AFF"
      destructive = "#FF3B30"
      switchOn = "#34C759"
      switchOff = "#E9E9EB"
      knob = "#FFFFFF"
      knobOutline = "#D1D1D6"
      trackUnfilled = "#E5E5EA"
      chevron = "#C4C4C7"
      icon = "#8E8E93"
    case .dark:
      background = "#000000"
      cell = "#1C1C1E"
      label = "#FFFFFF"
      secondaryLabel = "#98989F"
      placeholder = "#5A5A5F"
      separator = "#38383A"
      tint = "#0A84FF"
      destructive = "#FF453A"
      switchOn = "#30D158"
      switchOff = "#39393D"
      knob = "#FFFFFF"
      knobOutline = nil
      trackUnfilled = "#3A3A3C"
      chevron = "#5A5A5E"
      icon = "#8E8E93"
    }
  }
}
