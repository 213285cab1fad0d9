/// Switches: on and off store two different values, or the app could not
/// tell them apart (`SwitchCell.storedValue(on:)`).
enum SwitchRules {
  static func check(_ cell: SwitchCell, into diagnostics: inout [Diagnostic]) {
    let on = cell.storedValue(on: true)
    let off = cell.storedValue(on: false)
    // Compared as written, as an answers file gives them back: 1 and "1" are one value there.
    guard on == off || on.writtenText == off.writtenText else { return }
    let key = cell.offValue != nil ? "offValue" : "onValue"
    diagnostics.append(
      cell.common.origin.diagnostic(
        .sameSwitchValues, "on and off both store \(on.writtenForm), so the stored value cannot tell them apart",
        at: key, suggestion: "give 'onValue' and 'offValue' different values"))
  }
}

extension ScalarValue {
  /// The value's text, without quotes: `1` for 1 and for "1".
  fileprivate var writtenText: String {
    switch self {
    case .string(let text): text
    default: writtenForm
    }
  }
}
