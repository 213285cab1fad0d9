import Testing

@testable import TableGenSpec

/// `PickerRules` compares a short option list pairwise and hashes a long one;
/// both must find the same duplicates, the same options written alike, and the
/// same mixed types.
@Suite struct PickerOptionListTests {
  static let tricky = #"2, "2", 3, 3, x, 2.0, "3", y, x"#

  func diagnostics(_ options: String) -> [Diagnostic] {
    loadSpec("tablegen: 1\ncells:\n  - {type: picker, id: p, options: [\(options)]}\n").diagnostics
  }

  @Test("a list past 16 options reports what a short one does")
  func longListLikeShortList() {
    let short = diagnostics(Self.tricky)
    // Distinct options after the tricky ones: they add nothing to report.
    let padding = (0..<20).map { "pad\($0)" }.joined(separator: ", ")
    let long = diagnostics(Self.tricky + ", " + padding)
    #expect(
      short.map { "\($0.code.rawValue) \($0.range?.start.column ?? 0)" } == [
        "duplicate-option 40", "duplicate-option 48", "mixed-option-types 51", "duplicate-option 54",
        "duplicate-option 59", "duplicate-option 67",
      ])
    #expect(long == short)
  }
}
