/// Whether a picker's options are named by their numbers, one rule for the
/// full screen and the line mode (docs/fill.md, "Typing in a picker").
///
/// When no option's label reads as a number, the options are numbered 1, 2, 3:
/// a digit on the full screen jumps to that option, and a number on a line
/// names it. When any label reads as a number ("Servings: 4, 8, 12, 16",
/// "Skip Forward: 10, 15, 30, 45, 60"), the options are not numbered at all,
/// so that `12` can only ever mean the option 12: typed digits narrow the list
/// like letters do, an option whose label is exactly what was typed is
/// highlighted, and nothing is chosen before Enter, so a `4` that could still
/// grow into `45` never picks anything on its own.
extension PickerCell {
  public var numbersItsOptions: Bool {
    !options.contains { Number(typed: $0.label.trimmingWhitespace) != nil }
  }
}
