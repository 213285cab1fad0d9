/// A cross-field check (`checks:` on the table or a section): a rule in the
/// conditions language that must hold, a message for the person filling in
/// the form, and the field the message is shown at.
public struct Check: Sendable {
  /// What must hold. A rule that reads an unanswered or hidden field does not fire.
  public var rule: Condition
  /// Written for the person filling in the form, not for the spec's author.
  public var message: String
  /// The id of the field the message is shown at and asked again.
  public var field: String
  public var origin: Origin

  public init(rule: Condition, message: String, field: String, origin: Origin) {
    self.rule = rule
    self.message = message
    self.field = field
    self.origin = origin
  }
}
