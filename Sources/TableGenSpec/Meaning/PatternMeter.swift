import Synchronization

/// The work that all the pattern matches of one run may do together, so that
/// specs of thousands of hostile defaults, in one file or spread over many
/// files and child panes, cannot hold CI up for the sum of their budgets
/// (docs/security.md, "Regular expressions" and "One pattern budget per run").
///
/// Each match still has its own limit (`Pattern.stepLimit`). A match that runs
/// out of it is charged its whole budget of work (steps × (length + 1)); once
/// the run's work is spent, every later match of the run gets only
/// `steadySteps`, which the patterns of real forms never need but hostile ones
/// soon exhaust (they are then `pattern-too-slow`). The run's total is then
/// linear in its size with a small constant. Only exhausted matches are charged
/// because PCRE2 does not report the steps of a match that ends, and a match
/// that ends within its limit is what every ordinary pattern does. The count is
/// of steps, never of time.
///
/// The `tablegen` command installs one meter for its whole run; `measuring(_:)`
/// inside it (`SpecLoader` per file, `BatchValidator`, `LinkedSpecs`, fill's
/// unattended run) joins that meter rather than starting another. A match
/// outside every meter (one typed answer in a library) has its own limit only.
package final class PatternMeter: Sendable {
  /// The work of twenty exhausted matches at the largest budget.
  static let runBudget = 20 * Pattern.workBudget
  /// The step limit of every match once the run's work is spent.
  static let steadySteps = 10_000

  @TaskLocal static var current: PatternMeter?

  // Shared by the threads of `BatchValidator`, so counted atomically.
  private let remaining = Atomic<Int>(PatternMeter.runBudget)
  private let charged = Atomic<Int>(0)
  private let exhaustedMatches = Atomic<Int>(0)

  package init() {}

  /// The work charged so far, past the budget too: what the run's exhausted matches did at most.
  package var workCharged: Int { charged.load(ordering: .relaxed) }
  /// How many matches ran out of their limit.
  package var exhaustedCount: Int { exhaustedMatches.load(ordering: .relaxed) }
  /// Whether the run's budget is spent, so that every match gets only `steadySteps`.
  package var isSpent: Bool { remaining.load(ordering: .relaxed) <= 0 }

  /// Runs `body` under the meter already installed, or under a new one when there is none.
  package static func measuring<T>(_ body: () throws -> T) rethrows -> T {
    if current != nil { return try body() }
    return try $current.withValue(PatternMeter(), operation: body)
  }

  /// Runs `body` under `meter`: for the threads a run starts, which do not inherit it.
  package static func measuring<T>(with meter: PatternMeter?, _ body: () throws -> T) rethrows -> T {
    guard let meter else { return try measuring(body) }
    return try $current.withValue(meter, operation: body)
  }

  /// The step limit of a match on a value of `length` bytes.
  func stepLimit(length: Int) -> Int {
    let own = Pattern.stepLimit(length: length)
    return isSpent ? min(own, Self.steadySteps) : own
  }

  /// Charges a match that ran out of `limit` steps on a value of `length` bytes.
  func chargeExhausted(limit: Int, length: Int) {
    // At most `Pattern.workBudget` for a limit from `stepLimit`; the sums cannot overflow in any real run.
    let (work, overflow) = limit.multipliedReportingOverflow(by: length + 1)
    let cost = overflow ? Pattern.workBudget : work
    var left = remaining.load(ordering: .relaxed)
    while left > 0 {
      let (done, now) = remaining.compareExchange(
        expected: left, desired: max(0, left - cost), ordering: .relaxed)
      if done { break }
      left = now
    }
    charged.add(cost, ordering: .relaxed)
    exhaustedMatches.add(1, ordering: .relaxed)
  }
}
