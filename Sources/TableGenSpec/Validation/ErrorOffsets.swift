/// Where the errors of a file start, sorted, to tell a sound cell (one in
/// which no error starts, ends included) from one that failed. Semantic checks
/// run on sound cells only; `SpecLoader.load` and `StreamingCheck` ask here.
struct ErrorOffsets {
  private let offsets: [Int]

  init(_ diagnostics: some Sequence<Diagnostic>) {
    offsets = diagnostics.compactMap { $0.severity == .error ? $0.range?.start.offset : nil }.sorted()
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
