import Foundation
import TableGenTestSupport
import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// Patterns that the `slow-pattern` screen let through
/// hung validate and fill for minutes. Every match now runs within a budget of
/// steps (`Pattern.stepBudget`), so each hostile value ends in a verdict:
/// `pattern-too-slow` for a default, a "could not be checked" problem for an
/// answer. No test times anything: the budget is a count of steps, so the
/// verdict is the same on every machine (docs/security.md has the timings).
@Suite("Pattern budget")
struct PatternBudgetTests {
  struct Hostile: CustomTestStringConvertible, Sendable {
    var pattern: String
    /// Repeated to the length, then `tail`: a value that makes a backtracking
    /// engine try every way to split it before it fails at the end.
    var unit: String
    var tail: String
    var testDescription: String { pattern }

    func value(length: Int) -> String {
      String(String(repeating: unit, count: length).prefix(length - tail.count)) + tail
    }
  }

  /// The six patterns of the finding, each with the value that hung it.
  static let finding: [Hostile] = [
    Hostile(pattern: "(/[^?]*)+", unit: "/", tail: "?"),
    Hostile(pattern: #"(a\w*)+"#, unit: "a", tail: "!"),
    Hostile(pattern: ".*.*.*.*.*.*.*.*.*.*.*.*x", unit: "x", tail: "y"),
    Hostile(pattern: "((.*){4}){4}x", unit: "x", tail: "y"),
    Hostile(pattern: #"\d*\d*\d*\d*\d*\d*\d*\d*\d*\d*x"#, unit: "1", tail: "xy"),
    Hostile(pattern: #".*@.*@.*\..*"#, unit: ".@", tail: "\n"),
  ]

  @Test(
    "each pattern the slow-pattern screen let through validates, and a 2,000-character default is pattern-too-slow",
    arguments: finding)
  func tooSlowDefault(_ example: Hostile) {
    let loaded = loadSpec(spec(pattern: example.pattern, default: example.value(length: 2_000)))
    expectDiagnostics(loaded.diagnostics, [Expected(.patternTooSlow, 8, 14)])
    let diagnostic = loaded.diagnostics.first
    #expect(
      diagnostic?.message
        == "the pattern took too long on the default, more than tablegen's budget of steps, so it may hang on some answers"
    )
  }

  @Test(
    "a hostile default of 20 or 200 characters is refused, as too slow or as no match, never passed",
    arguments: finding, [20, 200])
  func shortHostileDefault(_ example: Hostile, length: Int) {
    let loaded = loadSpec(spec(pattern: example.pattern, default: example.value(length: length)))
    #expect(loaded.diagnostics.count == 1, "\(describe(loaded.diagnostics))")
    let code = loaded.diagnostics.first?.code
    #expect(code == .patternTooSlow || code == .invalidDefault, "\(describe(loaded.diagnostics))")
  }

  @Test(
    "the same patterns judge an ordinary default as before",
    arguments: zip(finding, ["/a/b", "abc", "ax", "x", "12x", "a@b@c.d"]))
  func ordinaryDefault(_ example: Hostile, value: String) {
    #expect(loadSpec(spec(pattern: example.pattern, default: value)).diagnostics.isEmpty)
  }

  @Test("fill refuses a hostile typed answer with a message, and takes an ordinary one", arguments: finding)
  func tooSlowAnswer(_ example: Hostile) {
    let plan = fillPlan(yaml: "tablegen: 1\ncells:\n  - {type: input, id: f, pattern: '\(example.pattern)'}\n")
    let value = example.value(length: 2_000)
    // The person typing is never shown the answer back, however long.
    #expect(
      parsed(value, plan.field("f"))
        == .failure(
          AnswerProblems([
            "This answer could not be checked in time. Try a shorter answer, or tell the form's author."
          ])))
  }

  @Test(
    "an --answers file with a hostile answer is reported at the answer, and --no-input refuses it", arguments: finding)
  func tooSlowPrefill(_ example: Hostile) throws {
    let plan = fillPlan(yaml: "tablegen: 1\ncells:\n  - {type: input, id: f, pattern: '\(example.pattern)'}\n")
    let value = example.value(length: 2_000)
    let escaped = value.replacingOccurrences(of: "\n", with: "\\n")
    let prefill = Prefill.load(
      SourceFile(path: "answers.json", bytes: Array("{\"f\": \"\(escaped)\"}".utf8), format: .json), plan: plan)
    expectDiagnostics(prefill.diagnostics, [Expected(.invalidValue, 1, 7)])
    #expect(prefill.diagnostics.first?.message.contains("could not be checked") == true)
    let run = UnattendedFill.run(plan: plan, prefill: prefill, specPath: "spec.yaml")
    #expect(run.outcome == nil)
  }

  @Test("the step limit shrinks as the value grows, so that steps × length stays within the work budget")
  func limitScalesWithLength() {
    #expect(Pattern.stepLimit(length: 0) == 1_000_000)
    #expect(Pattern.stepLimit(length: 99) == 1_000_000)
    #expect(Pattern.stepLimit(length: 2_000) == 49_975)
    #expect(Pattern.stepLimit(length: 100_000) == 999)
    for length in [0, 20, 200, 2_000, 20_000, 1_000_000] {
      #expect(Pattern.stepLimit(length: length) * (length + 1) <= Pattern.workBudget)
    }
  }

  @Test("a quadratic pattern on a long value, each step scanning the rest of it, runs out of the smaller budget")
  func quadraticLongValue() throws {
    let pattern = try Pattern.compile(#".*@.*\..*"#).get()
    #expect(pattern.verdict(String(repeating: ".@", count: 10_000) + "\n") == .tooSlow)
    #expect(pattern.verdict(String(repeating: "a", count: 20_000) + "@b.c") == .matches)
  }

  @Test("a pattern the shape screen flags still runs, so fill no longer takes any answer for it")
  func flaggedPatternStillJudges() {
    let plan = fillPlan(
      yaml: "tablegen: 1\ncells:\n  - {type: input, id: f, pattern: '([A-Za-z]+\\s?)+', default: Ann}\n")
    #expect(parsed("Ann Lee", plan.field("f")) == .success(.text("Ann Lee")))
    #expect(
      parsed("Ann-Lee", plan.field("f"))
        == .failure(AnswerProblems(["Use the format this field expects, the pattern '([A-Za-z]+\\s?)+'."])))
  }

  private func spec(pattern: String, default value: String) -> String {
    let quote = { (text: String) in
      "\""
        + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
    let single = "'" + pattern.replacingOccurrences(of: "'", with: "''") + "'"
    return
      "tablegen: 1\nid: t\ntitle: T\ncells:\n  - type: input\n    id: f\n    pattern: \(single)\n    default: \(quote(value))\n"
  }
}

/// The matches of one file share one budget of work: past it, each match gets
/// only a few steps, so thousands of hostile defaults cannot add up to an hour.
@Suite("Pattern budget of a file")
struct PatternMeterTests {
  @Test("a file's matches spend one budget; a match outside a file keeps its own")
  func fileBudget() throws {
    let hostile = try Pattern.compile(#"(a\w*)+"#).get()
    let hostileValue = String(repeating: "a", count: 60) + "!"
    // Needs more than `steadySteps` to tell, and far less than a match's own limit.
    let probe = try Pattern.compile("(a|aa)*c").get()
    let probeValue = String(repeating: "a", count: 22) + "bc"
    PatternMeter.measuring {
      #expect(probe.verdict(probeValue) == .doesNotMatch)
      for _ in 0..<40 { #expect(hostile.verdict(hostileValue) == .tooSlow) }
      #expect(probe.verdict(probeValue) == .tooSlow)
      #expect(probe.verdict("aac") == .matches)
    }
    #expect(probe.verdict(probeValue) == .doesNotMatch)
    PatternMeter.measuring { #expect(probe.verdict(probeValue) == .doesNotMatch) }
  }
}

/// One budget per run: the matches of every file and child pane a run reads
/// share it, so 30 panes cost what one file of the same defaults costs, not 30
/// budgets (docs/security.md, "One pattern budget per run"). Counted in steps
/// of work, never in time.
@Suite("Pattern budget of a run")
struct RunPatternBudgetTests {
  /// Long enough that a match's own limit (about 20,000 steps) is more than
  /// `steadySteps`, and short enough that the test is quick.
  static let length = 5_000
  static let hostileDefault = String(repeating: "a", count: length - 1) + "!"

  /// A spec of `count` inputs, each with the hostile pattern and default, then `tail`.
  static func spec(inputs count: Int, prefix: String, tail: String = "") -> String {
    var text = "tablegen: 1\ntitle: T\ncells:\n"
    for index in 0..<count {
      text += "  - {type: input, id: \(prefix)\(index), pattern: '(a\\w*)+', default: \"\(hostileDefault)\"}\n"
    }
    return text + tail
  }

  /// The work a run of `body` charges, with the number of matches that ran out of their limit.
  static func measure(_ body: () -> ValidationReport) -> (work: Int, exhausted: Int, tooSlow: Int) {
    let meter = PatternMeter()
    let report = PatternMeter.measuring(with: meter, body)
    return (meter.workCharged, meter.exhaustedCount, report.diagnostics.count { $0.code == .patternTooSlow })
  }

  @Test("30 panes of 2 hostile defaults, or 30 files on 2 threads, charge the work of one file of 60")
  func sharedAcrossPanesAndFiles() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ text: String, _ name: String) throws -> String {
      let url = folder.appendingPathComponent(name)
      try Data(text.utf8).write(to: url)
      return url.path
    }
    var links = ""
    var panes: [String] = []
    for index in 0..<30 {
      panes.append(try write(Self.spec(inputs: 2, prefix: "f"), "pane\(index).yaml"))
      links += "  - {type: link, id: p\(index), title: P, target: pane\(index).yaml}\n"
    }
    let root = try write("tablegen: 1\ntitle: Root\ncells:\n" + links, "root.yaml")
    let single = try write(Self.spec(inputs: 60, prefix: "f"), "single.yaml")

    let one = Self.measure { BatchValidator(workerCount: 1).validate([.path(SpecPath(single))]) }
    #expect(one.exhausted == 60 && one.tooSlow == 60)
    // The first matches (about twenty) spend the budget at their own limit; every later one gets `steadySteps`.
    let own = Pattern.stepLimit(length: Self.length) * (Self.length + 1)
    let full = (PatternMeter.runBudget + own - 1) / own
    let steady = PatternMeter.steadySteps * (Self.length + 1)
    #expect(one.work == full * own + (60 - full) * steady, "\(one)")

    let linked = Self.measure {
      LinkedSpecs().validate(BatchValidator(workerCount: 1).validate([.path(SpecPath(root))]))
    }
    #expect(linked.exhausted == 60 && linked.tooSlow == 60, "\(linked)")
    #expect(linked.work == one.work, "30 panes: \(linked.work), one file: \(one.work)")

    let named = Self.measure { BatchValidator(workerCount: 2).validate(panes.map { .path(SpecPath($0)) }) }
    #expect(named.exhausted == 60 && named.tooSlow == 60, "\(named)")
    #expect(named.work == one.work, "30 files on 2 threads: \(named.work), one file: \(one.work)")
  }
}
