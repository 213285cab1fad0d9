import Foundation
import Testing

/// A secure field's answer never appears in what `fill` prints about an answers
/// file: no source line of an answers file is shown, and the loader's messages
/// quote none of its text (docs/security.md, "Secrets").
@Suite("secrets in diagnostics")
struct SecretsTests {
  static let secret = "Hunter2Secret"

  /// Runs `fill Samples/login.yaml --no-input --answers FILE` on `answers` written to `name`.
  static func fill(answers: String, name: String) throws -> CLITests.Result {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(name)
    try Data(answers.utf8).write(to: file)
    return try CLITests.run(["fill", "Samples/login.yaml", "--no-input", "--answers", file.path], deadline: 30)
  }

  @Test(
    "an answers file's diagnostics never show a secure answer",
    arguments: [
      // One-line JSON, as `jq -c` writes it; the username is invalid.
      ("jq.json", #"{"username":"alice","password":"Hunter2Secret"}"#),
      // A misspelled key.
      ("typo.yaml", "username: alice@example.com\npasword: Hunter2Secret\n"),
      // A duplicated key.
      ("twice.yaml", "username: alice@example.com\npassword: Hunter2Secret\npassword: Hunter2Secret\n"),
      // A syntax error on the secret's line, in the two ways YAML help would quote it.
      ("colon.yaml", "username: alice@example.com\npassword: Hunter2Secret: more\n"),
      ("nospace.yaml", "username: alice@example.com\npassword:Hunter2Secret\nother: 1\n"),
      // A YAML flow mapping.
      ("flow.yaml", "{username: alice, password: Hunter2Secret}\n"),
      // A tag the value does not fit.
      ("tag.yaml", "username: alice@example.com\npassword: !!int Hunter2Secret\n"),
    ])
  func neverShown(name: String, answers: String) throws {
    let run = try Self.fill(answers: answers, name: name)
    #expect(run.status == 2, "stderr: \(run.stderr)")
    #expect(run.stderr.contains("\(name):"), "the problem is positioned: \(run.stderr)")
    #expect(!run.stderr.contains(Self.secret), "stderr: \(run.stderr)")
    #expect(!run.stdout.contains(Self.secret))
  }

  @Test("a JSON syntax error in an answers file names no character of it")
  func jsonSyntaxError() throws {
    let run = try Self.fill(answers: #"{"username": "a@example.com", "password": Hunter2Secret}"#, name: "bare.json")
    #expect(run.status == 2)
    #expect(run.stderr.contains("bare.json:1:43: error: expected a value but found another character [syntax-error]"))
    #expect(!run.stderr.contains("'H'"), "stderr: \(run.stderr)")
  }

  @Test("no rule a secure answer breaks quotes it: the messages say what to enter, never the value")
  func secureRules() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("pin.yaml")
    try Data(
      """
      tablegen: 1
      cells:
        - {type: input, id: text, secure: true, maxLength: 5, pattern: '^[0-9]+$', keyboard: email}
        - {type: input, id: pin, secure: true, format: integer, max: 10, maxLength: 3}

      """.utf8
    ).write(to: spec)
    let answers = folder.appendingPathComponent("answers.json")
    try Data(#"{"text": "Hunter2Secret", "pin": "Hunter2Secret"}"#.utf8).write(to: answers)
    let run = try CLITests.run(["fill", spec.path, "--no-input", "--answers", answers.path], deadline: 30)
    #expect(run.status == 2)
    #expect(run.stderr.contains("field 'text': Use at most 5 characters. [invalid-value]"))
    #expect(run.stderr.contains("field 'pin': Enter a whole number of at most 10. [invalid-value]"), "\(run.stderr)")
    #expect(!run.stderr.contains(Self.secret), "\(run.stderr)")
  }
}
