import Foundation
import TableGenForm
import TableGenOutput
import TableGenScenarios
import TableGenSpec
import TableGenTestSupport
import Testing

/// `tablegen test`'s runner: the samples' cases pass, a mutated condition fails
/// at the case and at the condition, and malformed tests files are positioned.
@Suite("Scenario tests")
struct ScenarioTests {
  /// A folder holding `files`, each given by its text.
  static func folder(_ files: [String: String]) throws -> URL {
    let folder = try temporaryFolder()
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    return folder
  }

  /// Each diagnostic as `code line:col`.
  static func places(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.code.rawValue) \($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0)" }
  }

  static let form = """
    tablegen: 1
    sections:
      - cells:
          - {type: switch, id: proxy, label: Use a Proxy}
          - {type: input, id: host, label: Server, required: true, visibleIf: "{proxy} == true"}
          - {type: input, id: port, label: Port, keyboard: number, default: 8080, enableIf: "{proxy}"}
          - {type: input, id: note, label: Note}
    checks:
      - {rule: "{port} != 1", message: Port 1 is refused., field: port}

    """

  @Test("every sample with conditions has a tests file, and every case of them passes")
  func samplesPass() {
    let samples = packagePath("Samples").path
    let outcome = ScenarioSuite.run(paths: [samples])
    #expect(outcome.report.diagnostics.isEmpty, "\(outcome.report.diagnostics.map(\.message))")
    #expect(outcome.testsFiles == 3)
    #expect(outcome.cases == 23 && outcome.failedCases == 0)
    #expect(outcome.summary == "3 tests files, 23 cases: 23 passed, 0 failed")
    // The samples whose specs hold a condition or a check are exactly those with a tests file.
    let withConditions = fileNames(in: packagePath("Samples")).filter { name in
      let text = (try? String(contentsOf: packagePath("Samples/\(name)"), encoding: .utf8)) ?? ""
      return ["visibleIf", "enableIf", "requiredIf", "checks:"].contains { text.contains($0) }
    }
    let tested = withConditions.filter { name in
      let stem = name.split(separator: ".").dropLast().joined(separator: ".")
      return FileManager.default.fileExists(atPath: packagePath("Samples/\(stem).tests.yaml").path)
    }
    #expect(!withConditions.isEmpty && tested == withConditions)
  }

  @Test("flipping == to != in signup.yaml's visibleIf fails cases, at the case and at the condition")
  func mutation() throws {
    let spec = try String(contentsOf: packagePath("Samples/signup.yaml"), encoding: .utf8)
    let mutated = spec.replacingOccurrences(
      of: "visibleIf: \"{tier} == 'family'\"", with: "visibleIf: \"{tier} != 'family'\"")
    #expect(mutated != spec)
    let folder = try Self.folder([
      "signup.yaml": mutated,
      "signup.tests.yaml": try String(contentsOf: packagePath("Samples/signup.tests.yaml"), encoding: .utf8),
    ])
    try FileManager.default.copyItem(
      at: packagePath("Samples/de.lproj"), to: folder.appendingPathComponent("de.lproj"))
    let outcome = ScenarioSuite.run(paths: [folder.path])
    #expect(outcome.failedCases >= 1)
    let failures = outcome.report.diagnostics.filter { $0.code == .scenarioFailed }
    let specPath = folder.appendingPathComponent("signup.yaml").path
    let first = try #require(failures.first)
    // At the case: the id in its `hidden` list.
    #expect(first.file == folder.appendingPathComponent("signup.tests.yaml").path)
    #expect(Self.places([first]) == ["scenario-failed 13:16"])
    #expect(first.pointer?.description == "/cases/0/expect/hidden/0")
    // At the condition: in the message, and as a note in the spec.
    #expect(
      first.message
        == "case 'a complete sign-up on the Free plan is submitted with its defaults': expected 'familyName' (Family Name) hidden, but it is visible: visibleIf `{tier} != 'family'` at \(specPath):75:20 is true"
    )
    #expect(
      first.notes.map { "\($0.file ?? "") \($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0)" } == [
        "\(specPath) 75:20"
      ])
  }

  @Test("each expectation that does not hold is said, with what decided it")
  func failures() throws {
    let folder = try Self.folder([
      "form.yaml": Self.form,
      "form.tests.yaml": """
      cases:
        - name: wrong
          answers: { proxy: false, port: 1 }
          expect:
            visible: [host]
            required: [note]
            disabled: [proxy]
            warnings: []
            answers: { proxy: true }
            choice: send
            outcome: cancelled
        - name: a check
          answers: { proxy: true, host: h.example, port: 1 }
          expect:
            errors: []
            enabled: [port]

      """,
    ])
    let outcome = ScenarioSuite.run(paths: [folder.path])
    let diagnostics = outcome.report.diagnostics
    #expect(outcome.cases == 2 && outcome.failedCases == 2)
    #expect(
      Self.places(diagnostics) == [
        "scenario-failed 5:17", "scenario-failed 6:18", "scenario-failed 7:18", "scenario-failed 8:17",
        "scenario-failed 9:16", "scenario-failed 10:15", "scenario-failed 11:16", "scenario-failed 15:15",
      ])
    let spec = folder.appendingPathComponent("form.yaml").path
    #expect(
      diagnostics.map(\.message) == [
        "case 'wrong': expected 'host' (Server) visible, but it is hidden: visibleIf `{proxy} == true` at \(spec):5:75 is false",
        "case 'wrong': expected 'note' (Note) required, but it is optional: it has no requiredIf",
        "case 'wrong': expected 'proxy' (Use a Proxy) disabled, but it is enabled: it has no enableIf",
        "case 'wrong': a warning the case does not expect: dropped-answer about 'port': field 'port' (Port) is disabled (enableIf: {proxy}), so its answer is dropped and its default kept",
        "case 'wrong': the answers differ: 'proxy' is false, not true; 'port' is in the answers too, as 8080",
        "case 'wrong': expected the choice 'send', but it is null (a built-in choice)",
        "case 'wrong': expected the outcome cancelled, but it is submitted",
        "case 'a check': an error the case does not expect: failed-check about 'port': field 'port' (Port): Port 1 is refused.; the check's rule `{port} != 1` at \(spec):9:12 is false",
      ])
    // The condition is a note in the spec too: a related location in SARIF.
    #expect(
      diagnostics[0].notes.map { "\($0.file ?? "") \($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0)" } == [
        "\(spec) 5:75"
      ])
    #expect(diagnostics[7].notes.last?.file == spec && diagnostics[7].notes.last?.range?.start.line == 9)
  }

  @Test("a malformed tests file is positioned: unknown keys and ids with a hint, wrong types, bad answers")
  func malformed() throws {
    let folder = try Self.folder([
      "form.yaml": Self.form,
      "form.tests.yaml": """
      cases:
        - name: unknown ids
          answers: { proxi: true }
          expect:
            hidden: [hots]
        - name: shapes
          expect:
            visible: host
            outcome: submited
            errors: [{ code: failed-chek }]
        - name: fine
          set: { proxy: "on", host: h.example }
          expect: { visible: [host], outcome: submitted }
        - expect: { hidden: [host] }

      """,
    ])
    let outcome = ScenarioSuite.run(paths: [folder.path])
    let diagnostics = outcome.report.diagnostics
    #expect(outcome.cases == 4 && outcome.failedCases == 3)
    #expect(
      Self.places(diagnostics) == [
        "unknown-key 3:16", "unknown-key 5:16", "type-mismatch 8:16", "invalid-value 9:16", "invalid-value 10:24",
        "missing-key 14:5",
      ])
    #expect(diagnostics[0].suggestion == "did you mean 'proxy'?")
    #expect(diagnostics[0].pointer?.description == "/cases/0/answers/proxi")
    #expect(diagnostics[1].suggestion == "did you mean 'host'?")
    #expect(diagnostics[3].suggestion == "did you mean 'submitted'?")
    #expect(diagnostics[4].suggestion?.hasPrefix("did you mean 'failed-check'?") == true)
  }

  @Test("a tests file without its spec, or whose spec has errors, runs no case")
  func missingSpec() throws {
    let folder = try Self.folder([
      "alone.tests.yaml": "cases:\n  - name: a\n    expect: { outcome: submitted }\n",
      "outside.tests.yaml": "spec: ../form.yaml\ncases:\n  - name: a\n    expect: { outcome: submitted }\n",
      "broken.yaml": "tablegen: 1\nsections: 3\n",
      "broken.tests.yaml": "cases:\n  - name: a\n    expect: { outcome: submitted }\n",
    ])
    let outcome = ScenarioSuite.run(paths: [folder.path])
    #expect(outcome.failedCases == 3 && !outcome.hasUnreadablePaths)
    let messages = outcome.report.diagnostics.filter { $0.file?.hasSuffix(".tests.yaml") == true }.map {
      "\($0.code.rawValue): \($0.message.replacingOccurrences(of: folder.path + "/", with: ""))"
    }
    #expect(
      messages == [
        "unreadable-file: cannot read the spec 'alone.yaml': no such file",
        "scenario-failed: the spec 'broken.yaml' has errors, so no case is run",
        "unreadable-file: cannot read the spec '../form.yaml': the path leads out of the spec's folder (by '..' or through a symbolic link), and a spec may name only files in its own folder or below it",
      ])
    // The spec's own errors are reported under its path.
    #expect(outcome.report.files.contains { $0.path.hasSuffix("broken.yaml") && $0.diagnostics.hasErrors })
  }
}
