/// What the cross-cell checks remember while the cells go by: the ids seen,
/// the buttons, and how many cells take an answer. Small, so that checking
/// cell by cell costs no second pass.
struct TableState {
  /// Where each id was first used.
  var firstUse: [String: Origin] = [:]
  /// The first cancel-style button.
  var firstCancel: ButtonCell?
  /// How many buttons there are, and whether one of them submits.
  var buttonCount = 0
  var hasSubmittingButton = false
  /// How many cells take an answer.
  var fieldCount = 0
}
