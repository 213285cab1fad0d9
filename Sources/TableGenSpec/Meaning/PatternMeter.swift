/// The work that all the pattern matches of one spec (or one answers file)
/// may do together, so that a spec of thousands of hostile defaults cannot
/// hold CI up for the sum of their budgets (docs/security.md, "Regular
/// expressions").
///
/// Each match still has its own limit (`Pattern.stepLimit`). A match that runs
/// out of it is charged its whole budget of work (steps × (length + 1)); once
/// the file's work is spent, every later match of that file gets only
/// `steadySteps`, which the patterns of real forms never need but hostile ones
/// soon exhaust. The file's total is then linear in its size with a small
/// constant. Only exhausted matches are charged because PCRE2 does not report
/// the steps of a match that ends, and a match that ends within its limit is
/// what every ordinary pattern does. The count is of steps, never of time, so
/// the verdicts are the same on every machine.
///
/// Installed per file by `SpecLoader` and by fill's unattended run with
/// `measuring(_:)`; a match outside it (one typed answer) has its own limit only.
package final class PatternMeter: @unchecked Sendable {
  /// The work of twenty exhausted matches at the largest budget.
  static let fileBudget = 20 * Pattern.workBudget
  /// The step limit of every match once the file's work is spent.
  static let steadySteps = 10_000

  @TaskLocal static var current: PatternMeter?

  // One meter is used by one file's check, on one thread at a time.
  private var remaining = PatternMeter.fileBudget

  /// Runs `body` with a fresh meter for every match it makes.
  package static func measuring<T>(_ body: () throws -> T) rethrows -> T {
    try $current.withValue(PatternMeter(), operation: body)
  }

  /// The step limit of a match on a value of `length` bytes.
  func stepLimit(length: Int) -> Int {
    let own = Pattern.stepLimit(length: length)
    return remaining > 0 ? own : min(own, Self.steadySteps)
  }

  /// Charges a match that ran out of `limit` steps on a value of `length` bytes.
  func chargeExhausted(limit: Int, length: Int) {
    let (work, overflow) = limit.multipliedReportingOverflow(by: length + 1)
    remaining -= overflow ? remaining : min(work, remaining)
  }
}
