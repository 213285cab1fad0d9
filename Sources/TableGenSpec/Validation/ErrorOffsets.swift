/// Where the errors of a file start, sorted, to tell a sound cell (one in
/// which no error starts, ends included) from one that failed. Semantic checks
/// run on sound cells only; `SpecLoader.load` and `StreamingCheck` ask here.
///
/// Only an error that kept something from decoding counts: a syntax or
/// structure error. A semantic error found while decoding (a condition that
/// does not parse) leaves the cell whole, so the cell is still checked, and
/// its id is still known to the conditions that read it.
struct ErrorOffsets {
  private let offsets: [Int]

  init(_ diagnostics: some Sequence<Diagnostic>) {
    offsets = diagnostics.compactMap { $0.isStructuralError ? $0.range?.start.offset : nil }.sorted()
  }

  /// Whether an error starts within `start...end` (byte offsets).
  func hasError(from start: Int, through end: Int) -> Bool {
    // The first error at or after `start` must lie past `end`.
    var low = 0
    var high = offsets.count
    while low < high {
      let middle = (low + high) / 2
      if offsets[middle] < start { low = middle + 1 } else { high = middle }
    }
    return low < offsets.count && offsets[low] <= end
  }
}

extension Diagnostic {
  /// Whether the problem kept part of the file from loading or decoding: an
  /// error of any stage but the semantic checks.
  var isStructuralError: Bool { severity == .error && code.category != .semantic }
}

extension Array where Element == Diagnostic {
  /// Whether some part of the file failed to load or decode, so that the model lacks it.
  var hasStructuralErrors: Bool { contains { $0.isStructuralError } }

  /// Whether some id may be missing from the model: a structural error lies in
  /// a cell, in what holds cells, or at an id. Only then is a reference to an
  /// id that is nowhere left unreported (`unknown-reference`), since the id may
  /// be that of the cell that failed. An error in a check, or in a title, costs no id.
  var mayHideAnID: Bool { contains { $0.isStructuralError && !$0.sparesIDs } }
}

extension Diagnostic {
  /// The table's and a section's keys whose value holds no id, nor anything that does.
  private static let keysWithoutIDs: Set<String> = ["tablegen", "title", "description", "rowHeight", "checks"]
  private static let sectionKeysWithoutIDs: Set<String> = ["header", "footer", "rowHeight", "visibleIf", "checks"]

  /// Whether the problem is in a place that holds no id: a check, a title, a header.
  fileprivate var sparesIDs: Bool {
    guard let tokens = pointer?.tokens, let first = tokens.first else { return false }
    if first == "sections" {
      return tokens.count >= 3 && Self.sectionKeysWithoutIDs.contains(tokens[2])
    }
    return Self.keysWithoutIDs.contains(first)
  }
}
