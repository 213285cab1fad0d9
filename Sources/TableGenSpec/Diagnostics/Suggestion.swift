/// "Did you mean" hints for misspelt keys and values.
public enum Suggestion {
  /// The candidate closest to `word` when it is close enough to be a likely
  /// typo, else `nil`. Case is ignored, so `Label` suggests `label`.
  public static func closest(to word: String, among candidates: [String]) -> String? {
    closestIndex(to: word.lowercased(), among: candidates).map { candidates[$0.index] }
  }

  /// The index of the closest candidate to `lowered` (a lowercased word) and its edit distance.
  private static func closestIndex(to lowered: String, among candidates: [String]) -> (index: Int, distance: Int)? {
    var best: (index: Int, distance: Int)?
    for (index, candidate) in candidates.enumerated() {
      if candidate.lowercased() == lowered { return (index, 0) }
      let distance = editDistance(lowered, candidate.lowercased())
      // Allow one edit in short words and roughly one in three in longer ones.
      let allowed = max(1, min(3, candidate.count / 3))
      if distance <= allowed, distance < (best?.distance ?? .max) {
        best = (index, distance)
      }
    }
    return best
  }

  /// The hint shown with an unknown word: the likely intent alone when there is
  /// one (the list would bury it), else every valid choice.
  public static func hint(for word: String, among candidates: [String], noun: String) -> String {
    if let match = closest(to: word, among: candidates) {
      return "did you mean '\(match)'?"
    }
    var seen = Set<String>()
    let candidates = candidates.filter { seen.insert($0).inserted }
    return "valid \(noun): " + candidates.map { "'\($0)'" }.joined(separator: ", ")
  }

  /// A choice that has a value and a label a person reads, such as a picker option.
  package struct LabelledChoice: Sendable {
    package var value: String
    package var label: String

    package init(value: String, label: String) {
      self.value = value
      self.label = label
    }

    /// `'GB' (United Kingdom)`, or `'GB'` when the label is the value.
    package var quoted: String { label == value ? "'\(value)'" : "'\(value)' (\(label))" }
  }

  /// The choice `word` most likely means: a value equal to it (case aside), then
  /// a label it spells or abbreviates (`UK` for United Kingdom), then the value or
  /// label closest to it. People write what they read, so labels count as much as values.
  package static func closest(to word: String, among choices: [LabelledChoice]) -> LabelledChoice? {
    let lowered = word.lowercased()
    if let value = choices.first(where: { $0.value.lowercased() == lowered }) { return value }
    if let label = choices.first(where: { $0.label.lowercased() == lowered || initials(of: $0.label) == lowered }) {
      return label
    }
    let byValue = closestIndex(to: lowered, among: choices.map(\.value))
    let byLabel = closestIndex(to: lowered, among: choices.map(\.label))
    switch (byValue, byLabel) {
    case (let value?, let label?): return choices[label.distance < value.distance ? label.index : value.index]
    case (let value?, nil): return choices[value.index]
    case (nil, let label?): return choices[label.index]
    case (nil, nil): return nil
    }
  }

  /// The hint for a word that is none of `choices`: the likely choice, with its
  /// label, or every value with its label.
  package static func hint(for word: String, among choices: [LabelledChoice], noun: String) -> String {
    if let match = closest(to: word, among: choices) {
      return "did you mean \(match.quoted)?"
    }
    return "valid \(noun): " + choices.map(\.quoted).joined(separator: ", ")
  }

  /// The lowercased first letters of a label of two or more words: "uk" for United Kingdom.
  private static func initials(of label: String) -> String? {
    let words = label.split { $0 == " " || $0 == "-" }
    guard words.count > 1 else { return nil }
    return String(words.compactMap(\.first)).lowercased()
  }

  /// The Damerau–Levenshtein (optimal string alignment) distance, so that a
  /// swap of two neighbouring letters costs one edit.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Words longer than any key are never typos of one; skip the quadratic work.
    if abs(a.count - b.count) > 3 { return abs(a.count - b.count) }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previousPrevious[j - 2] + 1)
        }
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}
