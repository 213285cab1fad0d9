/// What the cells that take no answer (a button, a value row, a link, a note)
/// say when asked about one: the same for each, so each conformance names it
/// rather than repeats it.
enum NoAnswer {
  static func problems(_ type: CellType) -> [String] { ["a \(type.rawValue) cell takes no answer"] }
  static let advice = [AnswerAdvice.wrongKind]
  static let writtenExpectation = "no answer"
}
