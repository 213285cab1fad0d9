/// "Did you mean" hints for misspelt keys and values.
public enum Suggestion {
  /// The candidate closest to `word` when it is close enough to be a likely
  /// typo, else `nil`. Case is ignored, so `Label` suggests `label`.
  public static func closest(to word: String, among candidates: [String]) -> String? {
    let lowered = word.lowercased()
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      if candidate.lowercased() == lowered { return candidate }
      let distance = editDistance(lowered, candidate.lowercased())
      // Allow one edit in short words and roughly one in three in longer ones.
      let allowed = max(1, min(3, candidate.count / 3))
      if distance <= allowed, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// The hint shown with an unknown word: the likely intent, then every valid choice.
  public static func hint(for word: String, among candidates: [String], noun: String) -> String {
    var seen = Set<String>()
    let candidates = candidates.filter { seen.insert($0).inserted }
    let list = candidates.map { "'\($0)'" }.joined(separator: ", ")
    if let match = closest(to: word, among: candidates) {
      return "did you mean '\(match)'? valid \(noun): \(list)"
    }
    return "valid \(noun): \(list)"
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
