import Foundation
import TableGenTestSupport
import Testing

/// docs/fill.md promises that what `tablegen fill` writes reads back: its own
/// output, JSON or YAML, given again with `--answers … --no-input`, yields the
/// same answers. Each spec is filled first from answers written as a person
/// types them (`"0123"` for a PIN, `"1.50"` for a weight), so that the first
/// run's output is what fill made of typed text, not a copy of the seed.
@Suite("tablegen fill reads its own output back")
struct FillReadBackTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var spec: String
    /// Answers as typed, in JSON; nil leaves every field at its default.
    var seed: String?
    var format: String
    var testDescription: String { "\(spec) as \(format)" }
  }

  static let seeds: [(spec: String, seed: String?)] = [
    // A cell of every type that takes an answer (CellTypeCoverageTests holds the file to that).
    ("Tests/Fixtures/fill/every-field.yaml", typedAnswers("Tests/Fixtures/fill/every-field-typed.json")),
    ("Tests/Fixtures/fill/pty.yaml", #"{"email": "a@b.co", "password": "secret-12", "plan": "Team", "news": true}"#),
    ("Tests/Fixtures/fill/pin.yaml", #"{"pin": "0123", "attempts": "03"}"#),
    ("Tests/Fixtures/fill/zip.yaml", #"{"zip": "00501", "server": "sip.example.org", "weight": "0.50"}"#),
    ("Samples/login.yaml", #"{"username": "yes@example.com", "password": "null null"}"#),
    (
      "Samples/controls.yaml",
      #"{"fullName": "No", "email": "n@example.com", "phone": "(555) 0100", "quantity": "007", "weight": "2.0", "#
        + #""servings": 16, "decorations": [], "message": "~", "tip": "12.5", "sweetness": "0.25"}"#
    ),
    ("Samples/settings.yaml", #"{"playbackSpeed": "1.75", "skipBack": "30", "weeklyDigest": true}"#),
    ("Samples/profile.json", ##"{"name": "0x1F", "email": "o@example.com", "bio": "#x: y"}"##),
    ("Samples/about.yaml", nil),
    // Conditions: a disabled field's default and a hidden field's absence read back as they were written.
    (
      "Samples/network-settings.yaml",
      #"{"cellular": false, "proxy": true, "proxyHost": "proxy.example.com", "proxyPort": "0443", "#
        + #""proxyAuth": true, "proxyUser": "ann", "proxyPassword": "secret12", "dns": "proxy"}"#
    ),
    (
      "Samples/signup.yaml",
      #"{"first": "Ann", "last": "Lee", "email": "a@b.co", "password": "secret12", "#
        + #""passwordConfirmation": "secret12", "extras": ["adFree"], "terms": true}"#
    ),
  ]

  /// The answers in a file of the package; text fill refuses when the file cannot be read.
  static func typedAnswers(_ path: String) -> String {
    (try? packageText(path)) ?? "the seed file \(path) cannot be read"
  }

  static let cases: [Case] = seeds.flatMap { seed in
    ["json", "yaml"].map { Case(spec: seed.spec, seed: seed.seed, format: $0) }
  }

  @Test("fill's output, given back as --answers with --no-input, gives the same answers", arguments: cases)
  func readsBack(_ example: Case) throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var first = [example.spec, "--no-input", "--answers-format", example.format]
    if let seed = example.seed {
      let seedFile = folder.appendingPathComponent("seed.json")
      try Data(seed.utf8).write(to: seedFile)
      first += ["--answers", seedFile.path]
    }
    let written = try CLITests.run(["fill"] + first, deadline: 30)
    #expect(written.status == 0, "stderr: \(written.stderr)")
    try #require(!written.stdout.isEmpty)

    let output = folder.appendingPathComponent("answers.\(example.format)")
    try Data(written.stdout.utf8).write(to: output)
    let reread = try CLITests.run(
      ["fill", example.spec, "--answers", output.path, "--no-input", "--answers-format", example.format], deadline: 30)
    #expect(reread.status == 0, "stderr: \(reread.stderr)")
    #expect(reread.stdout == written.stdout)
  }

  @Test("a v1 number keyboard stores 0123 as 123, so its own pattern refuses it when typed, not when read back")
  func numberKeyboardPIN() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("pin.yaml")
    try Data(
      """
      tablegen: 1
      cells:
        - {type: input, id: pin, label: PIN, keyboard: number, pattern: "[0-9]{4}"}

      """.utf8
    ).write(to: spec)
    let answers = folder.appendingPathComponent("answers.json")
    try Data(#"{"pin": "0123"}"#.utf8).write(to: answers)
    let run = try CLITests.run(["fill", spec.path, "--answers", answers.path, "--no-input"], deadline: 30)
    #expect(run.status == 2)
    #expect(
      run.stderr.hasPrefix(
        "\(answers.path):1:9: error: field 'pin' (PIN): Use the format this field expects, the pattern '[0-9]{4}'. "
          + "A number keeps no leading zeros: 0123 is stored as 123. [invalid-value]\n"
      ))
  }
}
