import Foundation
import TableGenTestSupport
import Testing

/// `tablegen test` on the command line, and `fill --strict`, the gate for back ends.
@Suite("tablegen test and fill --strict")
struct ScenarioCLITests {
  static let form = """
    tablegen: 1
    sections:
      - cells:
          - {type: switch, id: proxy, label: Use a Proxy}
          - {type: input, id: host, label: Server, required: true, visibleIf: "{proxy} == true"}

    """

  /// A folder with `form.yaml` and a tests file whose one case expects `host` hidden when the proxy is on.
  static func failingFolder() throws -> URL {
    let folder = try CLITests.temporaryFolder()
    try Data(form.utf8).write(to: folder.appendingPathComponent("form.yaml"))
    try Data(
      "cases:\n  - name: on\n    answers: { proxy: true, host: h.example }\n    expect: { hidden: [host] }\n".utf8
    ).write(to: folder.appendingPathComponent("form.tests.yaml"))
    return folder
  }

  @Test("tablegen test Samples/ passes every case, with one summary line")
  func samples() throws {
    let result = try CLITests.run(["test", "Samples/"])
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "3 tests files, 23 cases: 23 passed, 0 failed\n")
  }

  @Test("a failing case exits 1, said at the case and at the condition in text, GitHub and SARIF")
  func failing() throws {
    let folder = try Self.failingFolder()
    let tests = folder.appendingPathComponent("form.tests.yaml").path
    let spec = folder.appendingPathComponent("form.yaml").path
    let text = try CLITests.run(["test", folder.path])
    #expect(text.status == 1)
    #expect(
      text.stderr == """
        \(tests):4:24: error: case 'on': expected 'host' (Server) hidden, but it is visible: visibleIf `{proxy} == true` at \(spec):5:75 is true [scenario-failed]
         4 |     expect: { hidden: [host] }
           |                        ^~~~
           note: the condition that decided it (\(spec):5:75)
        1 tests file, 1 case: 0 passed, 1 failed

        """)

    let github = try CLITests.run(["test", "--format", "github", folder.path])
    #expect(github.status == 1)
    #expect(github.stdout.contains("::error file=\(tests),line=4,col=24,"))
    #expect(github.stderr == "1 tests file, 1 case: 0 passed, 1 failed\n")

    let sarif = try CLITests.run(["test", "--format", "sarif", folder.path])
    #expect(sarif.status == 1)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    let runs = try #require(document["runs"] as? [[String: Any]])
    let result = try #require((runs.first?["results"] as? [[String: Any]])?.first)
    #expect(result["ruleId"] as? String == "scenario-failed")
    let related = try #require((result["relatedLocations"] as? [[String: Any]])?.first)
    let physical = try #require(related["physicalLocation"] as? [String: Any])
    let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String
    #expect(uri?.hasSuffix("form.yaml") == true)
    #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 5)
  }

  @Test("a path that does not exist, or a folder without tests, exits 2; --help documents the command")
  func usage() throws {
    let missing = try CLITests.run(["test", "no-such-folder"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("'no-such-folder' does not exist [unreadable-file]"))
    let empty = try CLITests.run(["test", "Tests/Fixtures/panes"])
    #expect(empty.status == 2)
    #expect(empty.stderr.contains("holds no .tests.yaml, .tests.yml or .tests.json files"))
    let help = try CLITests.run(["test", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("EXIT STATUS:") && help.stdout.contains("docs/scenario-tests.md"))
  }

  @Test("a spec named in place of its tests file is said so, not as a spec that does not exist")
  func specNamedInstead() throws {
    let result = try CLITests.run(["test", "Samples/login.yaml"])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(
      result.stderr.hasPrefix(
        "Samples/login.yaml:2:1: error: 'Samples/login.yaml' is not named as a tests file (NAME.tests.yaml beside "
          + "NAME.yaml) and names no spec [unreadable-file]\n"), "\(result.stderr)")
    #expect(!result.stderr.contains("no such file"), "\(result.stderr)")
  }

  @Test("an expected error the run lacks lists ten of the run's errors, not every one in every failure")
  func manyErrorsListedShort() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cells = (0..<12).map { "  - {type: input, id: s\($0), label: S, required: true}\n" }.joined()
    try Data(("tablegen: 1\ntitle: T\ncells:\n" + cells).utf8).write(to: folder.appendingPathComponent("r.yaml"))
    try Data(
      "cases:\n  - name: all\n    expect:\n      errors:\n        - {code: invalid-value, field: s0}\n".utf8
    ).write(to: folder.appendingPathComponent("r.tests.yaml"))
    let result = try CLITests.run(["test", folder.appendingPathComponent("r.tests.yaml").path])
    #expect(result.status == 1, "\(result.stderr)")
    let expected = try #require(
      result.stderr.split(separator: "\n").first { $0.contains("expected the error invalid-value about 's0'") },
      "\(result.stderr)")
    #expect(expected.contains("about 's9': the required field 's9' (S) has no answer; and 2 more"), "\(expected)")
    #expect(!expected.contains("'s10'"), "\(expected)")
  }

  @Test("validate leaves the tests files of a folder out: they are not specs")
  func validateSkipsTests() throws {
    let result = try CLITests.run(["validate", "--format", "json", "Samples/"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Samples/signup.yaml"))
    #expect(!result.stdout.contains(".tests."))
  }

  // MARK: - fill --strict

  @Test("fill --strict refuses answers to hidden, disabled and unknown fields, at each answer with its pointer")
  func strict() throws {
    let folder = try CLITests.temporaryFolder()
    let answers = folder.appendingPathComponent("answers.yaml")
    try Data("proxy: false\nproxyHost: proxy.example.com\ncellular: false\ncellularStreaming: true\n".utf8)
      .write(to: answers)
    let refused = try CLITests.run([
      "fill", "Samples/network-settings.yaml", "--answers", answers.path, "--no-input", "--strict",
    ])
    #expect(refused.status == 2)
    #expect(refused.stdout.isEmpty)
    #expect(
      refused.stderr == """
        \(answers.path):4:20: error: field 'cellularStreaming' (Stream on Cellular) is disabled (enableIf: {cellular}), and --strict refuses the answer at /cellularStreaming: the form would not take it [dropped-answer]
           = leave the answer out
        \(answers.path):2:12: error: field 'proxyHost' (Server) is hidden (visibleIf: {proxy}), and --strict refuses the answer at /proxyHost: the form would not take it [dropped-answer]
           = leave the answer out

        """)
    // Without --strict the same file is filled, with warnings.
    let lenient = try CLITests.run(["fill", "Samples/network-settings.yaml", "--answers", answers.path, "--no-input"])
    #expect(lenient.status == 0)
    #expect(lenient.stderr.contains("warning: field 'proxyHost' (Server) is hidden"))

    // The form's own answers pass: a disabled field given its default is what fill writes.
    let own = folder.appendingPathComponent("own.json")
    try Data(#"{"cellular": false, "cellularStreaming": false, "proxy": false, "dns": "automatic"}"#.utf8).write(
      to: own)
    let accepted = try CLITests.run([
      "fill", "Samples/network-settings.yaml", "--answers", own.path, "--no-input", "--strict",
    ])
    #expect(accepted.status == 0)
    #expect(accepted.stderr.isEmpty)

    // An id a recording's spec no longer has is a warning without --strict, an error with it.
    let recorded = folder.appendingPathComponent("recorded.json")
    let digest = String(repeating: "0", count: 64)
    try Data(#"{"$spec": {"path": "x.yaml", "sha256": "\#(digest)"}, "gone": 1}"#.utf8).write(to: recorded)
    let gone = try CLITests.run([
      "fill", "Samples/network-settings.yaml", "--answers", recorded.path, "--no-input", "--strict",
    ])
    #expect(gone.status == 2)
    #expect(
      gone.stderr.contains(
        "\(recorded.path):1:109: error: 'gone' is not a field of this form (the answers were recorded from 'x.yaml'), and --strict refuses the answer at /gone: the form would not take it [unknown-key]"
      ))
  }

  @Test("fill --strict needs --no-input")
  func strictNeedsNoInput() throws {
    let result = try CLITests.run(["fill", "Samples/login.yaml", "--strict"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--strict judges the answers given without asking"))
  }
}
