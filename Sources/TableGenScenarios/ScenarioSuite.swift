import TableGenForm
import TableGenSpec

/// The front door of `tablegen test`: finds the tests files under the paths
/// named, loads each with its spec, runs every case and gathers one report
/// that the existing reporters format (docs/scenario-tests.md).
public enum ScenarioSuite {
  /// The tests files found and run, and what became of their cases.
  public struct Outcome: Sendable {
    /// Every problem and failure, by file: the tests files', and a spec's own when it has errors.
    public var report: ValidationReport
    public var testsFiles = 0
    public var cases = 0
    public var failedCases = 0
    public var passedCases: Int { cases - failedCases }

    /// `3 tests files, 17 cases: 16 passed, 1 failed`.
    public var summary: String {
      "\(plural(testsFiles, "tests file")), \(plural(cases, "case")): \(passedCases) passed, \(failedCases) failed"
    }

    /// Whether a path named, or a tests file found, could not be read, or a folder held no
    /// tests file: bad usage, not a failed test. (A spec a tests file cannot read is the tests file's problem.)
    public var hasUnreadablePaths = false

    /// Whether every case passed and no file had a problem.
    public var passed: Bool { failedCases == 0 && !report.diagnostics.hasErrors }

    private func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
  }

  /// Runs every tests file under `paths` (files as named, folders searched for `*.tests.yaml` and the like).
  public static func run(paths: [String]) -> Outcome {
    let (files, problems) = SpecFileFinder.expand(paths.map(SpecPath.init), collecting: .scenarioTests)
    var outcome = Outcome(report: ValidationReport(files: []))
    var results = problems.map { ValidationReport.FileResult(path: $0.file ?? "", source: nil, diagnostics: [$0]) }
    outcome.hasUnreadablePaths = !problems.isEmpty
    for path in files {
      outcome.testsFiles += 1
      let (fileResults, cases, failed) = run(testsPath: path.description)
      if fileResults.contains(where: { $0.source == nil }) { outcome.hasUnreadablePaths = true }
      results += fileResults
      outcome.cases += cases
      outcome.failedCases += failed
    }
    outcome.report = ValidationReport(files: results)
    return outcome
  }

  /// One tests file: its results (its own, and its spec's when that has errors), its cases and how many failed.
  static func run(testsPath: String) -> (results: [ValidationReport.FileResult], cases: Int, failed: Int) {
    let file: SourceFile
    switch SpecFileReader.read(path: testsPath) {
    case .success(let read): file = read
    case .failure(let problem):
      return ([ValidationReport.FileResult(path: testsPath, source: nil, diagnostics: [problem])], 0, 0)
    }
    var problems: [Diagnostic] = []
    let (root, loadProblems) = DocumentLoader.load(file)
    problems += loadProblems
    var decoder = ScenarioFileDecoder()
    let decoded = root.flatMap { loadProblems.hasErrors ? nil : decoder.decode($0) }
    problems += decoder.diagnostics
    var results: [ValidationReport.FileResult] = []
    var failed = 0
    let cases = decoded?.cases ?? []
    if let decoded,
      let (plan, specPath) = plan(for: decoded, testsPath: testsPath, root: root, into: &problems, results: &results)
    {
      let runner = ScenarioRunner(plan: plan, specPath: specPath, testsPath: testsPath)
      for scenario in cases {
        let found = runner.run(scenario)
        if found.hasErrors { failed += 1 }
        problems += found
      }
    } else {
      failed = cases.count
    }
    for index in problems.indices where problems[index].file == nil { problems[index].file = testsPath }
    results.append(
      ValidationReport.FileResult(
        path: testsPath, source: file, diagnostics: problems.sorted(by: Diagnostic.reportOrder)))
    let malformed = decoded?.malformedCases ?? 0
    return (results, cases.count + malformed, failed + malformed)
  }

  /// The form of the spec the tests file tests, or nil with why not: the spec
  /// cannot be found or read, or has errors (which join the report under its own path).
  private static func plan(
    for tests: ScenarioFile, testsPath: String, root: DocumentNode?, into problems: inout [Diagnostic],
    results: inout [ValidationReport.FileResult]
  ) -> (FormPlan, String)? {
    let folder = testsPath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    let base = folder.isEmpty ? (testsPath.hasPrefix("/") ? "/" : ".") : folder
    let at = tests.spec?.range ?? root?.range
    let pointer = tests.spec == nil ? JSONPointer.root : JSONPointer.root.appending("spec")
    let written: [String] =
      tests.spec.map { [$0.path] }
      ?? ScenarioTestsName.specCandidates(forTestsPath: testsPath).map { String($0.split(separator: "/").last ?? "") }
    var specFile: SourceFile?
    var lastProblem: SpecRelativeFile.Problem?
    for name in written {
      switch SpecRelativeFile(name, from: base).read() {
      case .success(let read):
        specFile = read
      case .failure(let problem):
        lastProblem = problem
        if problem == .missing, tests.spec == nil { continue }
      }
      break
    }
    if written.isEmpty {
      // A spec named on the command line instead of its tests file: there is nothing to look beside.
      problems.append(
        Diagnostic(
          .unreadableFile,
          "'\(testsPath)' is not named as a tests file (NAME.tests.yaml beside NAME.yaml) and names no spec",
          at: at, pointer: pointer,
          suggestion: "name the tests file NAME.tests.yaml (or .tests.yml, .tests.json), or give it 'spec:'",
          file: testsPath))
      return nil
    }
    guard let specFile else {
      let shown = written.first.map { SpecRelativeFile.join($0, to: base) } ?? testsPath
      problems.append(
        Diagnostic(
          .unreadableFile, "cannot read the spec '\(shown)': \(lastProblem?.reason ?? "no such file")", at: at,
          pointer: pointer,
          suggestion: tests.spec == nil ? "put the spec beside the tests file, or name it with 'spec:'" : nil,
          file: testsPath))
      return nil
    }
    let loaded = SpecLoader.load(specFile)
    var specProblems = loaded.diagnostics.filter { $0.severity == .error }.map { problem in
      var named = problem
      named.file = named.file ?? specFile.path
      return named
    }
    var plan: FormPlan?
    if let spec = loaded.spec, loaded.isValid {
      let (withPanes, paneProblems, _) = FormPlan.withPanes(spec, file: specFile.path)
      specProblems += paneProblems.filter { $0.severity == .error }
      plan = withPanes
    }
    guard let plan, !specProblems.hasErrors else {
      results.append(ValidationReport.FileResult(path: specFile.path, source: specFile, diagnostics: specProblems))
      problems.append(
        Diagnostic(
          .scenarioFailed, "the spec '\(specFile.path)' has errors, so no case is run", at: at, pointer: pointer,
          suggestion: "tablegen validate \(specFile.path) lists them", file: testsPath))
      return nil
    }
    return (plan, specFile.path)
  }
}
