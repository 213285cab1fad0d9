/// The work the recipes of one spec may cause, counted while they expand
/// (docs/spec-format.md, "Limits"). A recipe multiplies: a picker with
/// `optionsFrom:` in a `rows:` template makes records × records options, and a
/// filter is run on every record. So what a recipe makes is counted before it
/// is made, and the recipe that would pass a budget is refused at its position
/// (`budget-exceeded`) with nothing made from it.
struct ExpansionBudget {
  /// The most nodes the recipes of a spec may make: a generated cell counts
  /// the nodes of its template, an option made from data counts one.
  static let maxNodes = 200_000
  /// The most steps the filters of a spec may take: a filter costs its size
  /// (each reference, literal, list item and operator) on every record it reads.
  static let maxFilterSteps = 10_000_000

  private(set) var nodes = 0
  private(set) var filterSteps = 0
  /// Whether a recipe was refused for a budget: every later recipe is then
  /// refused before it does any work, so that the work done stays within the budget.
  private(set) var isSpent = false
  /// The text the templates of the recipes write, and their filters' work.
  var text = ComputedText()

  /// Takes `count` nodes, or false (taking nothing) when they would pass `maxNodes`.
  mutating func spendNodes(_ count: Int) -> Bool {
    guard !isSpent, count <= Self.maxNodes - nodes else {
      isSpent = true
      return false
    }
    nodes += count
    return true
  }

  /// Takes the steps of `filter` on `records` records, or false (taking nothing)
  /// when they would pass `maxFilterSteps`.
  mutating func spendFilter(_ filter: Condition?, records: Int) -> Bool {
    guard !isSpent else { return false }
    guard let filter else { return true }
    let (steps, overflow) = filter.expression.size.multipliedReportingOverflow(by: records)
    guard !overflow, steps <= Self.maxFilterSteps - filterSteps else {
      isSpent = true
      return false
    }
    filterSteps += steps
    return true
  }
}

extension Expression {
  /// The nodes of the tree, each list item one: what one evaluation may visit.
  var size: Int {
    switch kind {
    case .reference, .literal: 1
    case .list(let items): 1 + items.reduce(0) { $0 + $1.size }
    case .not(let operand), .emptiness(let operand, _, _): 1 + operand.size
    case .binary(_, let lhs, let rhs, _): 1 + lhs.size + rhs.size
    }
  }
}
