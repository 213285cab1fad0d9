import Foundation
import Testing

/// Through the binary: each pattern that hung validate
/// and fill for minutes now ends in a diagnostic. Each run has the suite's
/// deadline, so a hang fails the test; nothing is timed.
@Suite("tablegen: pattern budget")
struct PatternBudgetCLITests {
  /// The six patterns of the finding, each with a 2,000-character value built to make it backtrack.
  static let hostile: [(pattern: String, value: String)] = [
    ("(/[^?]*)+", String(repeating: "/", count: 1_999) + "?"),
    (#"(a\w*)+"#, String(repeating: "a", count: 1_999) + "!"),
    (".*.*.*.*.*.*.*.*.*.*.*.*x", String(repeating: "x", count: 1_999) + "y"),
    ("((.*){4}){4}x", String(repeating: "x", count: 1_999) + "y"),
    (#"\d*\d*\d*\d*\d*\d*\d*\d*\d*\d*x"#, String(repeating: "1", count: 1_998) + "xy"),
    (#".*@.*@.*\..*"#, String(repeating: ".@", count: 1_000).dropLast() + "\n"),
  ]

  static var patterns: [String] { hostile.map(\.pattern) }

  @Test("validate reports a hostile default as pattern-too-slow and exits 1", arguments: patterns)
  func validateDefault(_ pattern: String) throws {
    let value = try #require(Self.hostile.first { $0.pattern == pattern }?.value)
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("form.json")
    try Data(json(["tablegen": 1, "cells": [["type": "input", "id": "f", "pattern": pattern, "default": value]]]))
      .write(to: spec)
    let run = try CLITests.run(["validate", "--format", "json", spec.path], deadline: 30)
    #expect(run.status == 1, "stderr: \(run.stderr)")
    #expect(run.stdout.contains("\"code\": \"pattern-too-slow\""), "stdout: \(run.stdout.prefix(2_000))")
    #expect(!run.stdout.contains("\"code\": \"invalid-default\""))
  }

  @Test("fill --no-input refuses a hostile answer from --answers with a message and exits 2", arguments: patterns)
  func fillAnswer(_ pattern: String) throws {
    let value = try #require(Self.hostile.first { $0.pattern == pattern }?.value)
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("form.json")
    try Data(json(["tablegen": 1, "cells": [["type": "input", "id": "f", "pattern": pattern]]])).write(to: spec)
    let answers = folder.appendingPathComponent("answers.json")
    try Data(json(["f": value])).write(to: answers)
    let run = try CLITests.run(["fill", spec.path, "--no-input", "--answers", answers.path], deadline: 30)
    #expect(run.status == 2, "stderr: \(run.stderr.prefix(2_000))")
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr.contains(
        "error: field 'f': This answer could not be checked in time. Try a shorter answer, or tell the form's author. [invalid-value]"
      ), "stderr: \(run.stderr.prefix(2_000))")
  }

  @Test("fill asks again after a hostile typed answer, and takes an ordinary one")
  func fillTyped() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("form.yaml")
    try Data("tablegen: 1\ncells:\n  - {type: input, id: f, pattern: '((.*){4}){4}x'}\n".utf8).write(to: spec)
    let input = String(repeating: "x", count: 199) + "y\nabcx\na\n"
    let run = try FillCLITests.fill([spec.path], input: input)
    #expect(run.status == 0, "stderr: \(run.stderr.prefix(2_000))")
    #expect(run.stderr.contains("error: This answer could not be checked in time. Try a shorter answer"))
    #expect(run.stdout == "{\n  \"f\": \"abcx\"\n}\n")
  }

  private func json(_ value: Any) throws -> Data {
    try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
  }
}
