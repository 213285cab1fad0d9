/// What a switch's value is.
extension SwitchCell {
  /// The spec's default as an answer; a switch is off unless it says otherwise.
  public var defaultAnswer: Answer { .bool(self.default) }

  /// Everything wrong with `answer` as this switch's value.
  public func problems(with answer: Answer) -> [String] {
    if case .bool = answer { return [] }
    return ["this kind of value does not fit a switch"]
  }
}
