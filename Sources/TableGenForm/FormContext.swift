import TableGenSpec

/// The spec's text around the questions as the full screen shows it: each
/// text where it stands in the spec. The line mode prints everything between
/// two questions before the second one (`FormSession.lead(for:)`); a screen
/// that shows one question at a time splits it instead:
///
/// - the rows after a section's last asked question, and the section's footer,
///   are shown under that question (`below`), once;
/// - what comes before a question's section (a section with no questions
///   at all, such as an "About" section of links) and the rows before the
///   question in its own section are shown above it (`above`);
/// - what follows the last asked question beyond its own section is shown at
///   the review (`reviewClosing`).
extension FormSession {
  /// The texts shown above question `index` and below it, without what conditions hide.
  func context(around index: Int) -> (above: [FormText], below: [FormText]) {
    let asked = decision.isAsked
    let section = plan.questions[index].section
    let previous = (0..<index).last { asked[$0] }
    var above = texts(from: (previous ?? -1) + 1, through: index)
    if let previous, plan.questions[previous].section != section {
      let shownBelowPrevious = plan.questions[previous].section
      above.removeAll { $0.place.section == shownBelowPrevious }
    }
    let next = ((index + 1)..<plan.questions.count).first { asked[$0] } ?? plan.questions.count
    var below: [(text: FormText, place: FormPlace)] = []
    if next == plan.questions.count || plan.questions[next].section != section {
      below = texts(from: index + 1, through: next).filter { $0.place.section == section }
    }
    return (above.map(\.text), below.map(\.text))
  }

  /// The closing text the review shows: what follows the last asked question,
  /// less the rows of its section (shown under that question) and the links
  /// the review lists as panes (as the line mode's review lists them once).
  var reviewClosing: [FormText] {
    let asked = decision.isAsked
    guard let last = plan.questions.indices.last(where: { asked[$0] }) else {
      return closing.filter { !plan.isPaneLink($0) }
    }
    let section = plan.questions[last].section
    return texts(from: last + 1, through: plan.questions.count)
      .filter { $0.place.section != section && !plan.isPaneLink($0.text) }.map(\.text)
  }

  /// Everything the line mode prints before its review: what follows the last asked question, the
  /// texts before the questions not asked after it (hidden or prefilled: a section's footer stands there) too.
  public var lineClosing: [FormText] {
    let asked = decision.isAsked
    guard let last = plan.questions.indices.last(where: { asked[$0] }) else { return closing }
    return texts(from: last + 1, through: plan.questions.count).map(\.text)
  }

  /// The shown texts that lead questions `first` through `last`; `plan.questions.count` stands for the closing.
  private func texts(from first: Int, through last: Int) -> [(text: FormText, place: FormPlace)] {
    guard first <= last else { return [] }
    var result: [(text: FormText, place: FormPlace)] = []
    for question in first...last {
      let (texts, places) =
        question < plan.questions.count
        ? (plan.questions[question].lead, plan.questions[question].leadPlaces) : (plan.closing, plan.closingPlaces)
      for (text, place) in zip(texts, places) where decision.isShown(place) { result.append((text, place)) }
    }
    return result
  }
}
