import Foundation
import Testing

/// `tablegen fill` through a pipe (the accessible line mode), `--no-input` and
/// `--answers`. Every run has a deadline, so a hang fails the test instead of
/// stalling the suite.
@Suite("tablegen fill")
struct FillCLITests {
  typealias Run = CLITests.Result

  /// Runs `tablegen fill` with `input` on standard input; kills it after 30 seconds.
  static func fill(
    _ arguments: [String], input: String = "", environment extra: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Run {
    try CLITests.run(
      ["fill"] + arguments, stdin: Data(input.utf8), environment: extra, deadline: 30, sourceLocation: sourceLocation)
  }

  static let everyField = "Tests/Fixtures/fill/every-field.yaml"

  @Test("the login example through a pipe prints the answers as JSON")
  func loginExample() throws {
    let run = try Self.fill(["Samples/login.yaml"], input: "alice@example.com\nsecret12\na\n")
    #expect(!run.timedOut)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stdout == """
        {
          "$action": "login",
          "username": "alice@example.com",
          "password": "secret12"
        }

        """)
    #expect(run.stderr.hasSuffix("> Submitted: Log in.\n"))
    #expect(!run.stderr.contains("secret12"))
  }

  @Test("the built-in Save of a settings screen says 'Saved.', not 'Submitted: Save.'")
  func settingsSaved() throws {
    let run = try Self.fill(["Samples/settings.yaml"], input: "\n\n\n\n\n\n\n\na\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stderr.hasSuffix("> Saved.\n"))
  }

  @Test("piped 'alice' and 'secret' fail the email keyboard and minLength, are asked again, and end at end of input")
  func literalExample() throws {
    let run = try Self.fill(["Samples/login.yaml"], input: "alice\nsecret\n1\n")
    #expect(!run.timedOut)
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.components(separatedBy: "Question 1 of 2: Email (required)").count == 5)
    #expect(run.stderr.contains("> error: Enter an email address, such as name@example.com.\n"))
    #expect(run.stderr.hasSuffix("tablegen: cancelled: input ended at 'Email'; no answers written\n"))
  }

  @Test("every cell type through a pipe, with typed values")
  func everyCellType() throws {
    let lines = [
      "Bench 4",  // name
      "ZZ-0042",  // serial (pattern)
      "007",  // count: number keyboard
      "2.50",  // weight: decimal keyboard
      "ops@example.com",  // contact: email
      "https://example.com",  // site: url
      "+44 20 7946 0000",  // phone
      "1234",  // pin: secure
      "line one", "line two", ".",  // notes: text view
      "Blue",  // colour: picker by label
      "12",  // size: a picker of numbers takes the number itself
      "3,2",  // extras: multiple picker
      "n",  // wifi: switch
      "2.5",  // volume: slider
      "2024-05-01",  // delivered: date
      "8",  // copies: stepper
      "a",  // Register
    ]
    let run = try Self.fill([Self.everyField], input: lines.joined(separator: "\n") + "\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stdout == """
        {
          "$action": "registerDevice",
          "name": "Bench 4",
          "serial": "ZZ-0042",
          "count": 7,
          "weight": 2.5,
          "contact": "ops@example.com",
          "site": "https://example.com",
          "phone": "+44 20 7946 0000",
          "pin": "1234",
          "notes": "line one\\nline two",
          "colour": "blue",
          "size": 12,
          "extras": [
            "Charger",
            "Cable"
          ],
          "wifi": false,
          "volume": 2.5,
          "delivered": "2024-05-01",
          "copies": 8
        }

        """)
  }

  @Test("empty lines take the defaults; optional fields without one are left out")
  func defaults() throws {
    let run = try Self.fill(
      [Self.everyField, "--answers-format", "yaml"],
      input: "Bench\n" + String(repeating: "\n", count: 7) + ".\n\n\n\n\n\n\n\na\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stdout == """
        $action: "registerDevice"
        name: "Bench"
        serial: "AB-1234"
        colour: "green"
        extras: ["Case"]
        wifi: true
        volume: 5
        copies: 4

        """)
  }

  @Test(
    "every sample can be filled through a pipe with its defaults",
    arguments: ["controls.yaml", "settings.yaml", "profile.json", "about.yaml"])
  func samples(_ name: String) throws {
    // Required fields without defaults: the controls' name and email, the profile's name and email.
    let answers: [String: String] = [
      "controls.yaml": "Sam\nsam@example.com\n\n\n\n\n\n\n\n\n\n\n.\n.\n\n\n\n\na\n",
      "settings.yaml": "\n\n\n\n\n\n\n\na\n",
      "profile.json": "Sam\nsam@example.com\n.\n\n\na\n",
      "about.yaml": "a\n",
    ]
    let run = try Self.fill(["Samples/\(name)"], input: answers[name] ?? "")
    #expect(!run.timedOut)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    #expect(object != nil)
    switch name {
    case "controls.yaml":
      #expect(object?["$action"] as? String == "submitOrder")
      #expect(object?["decorations"] as? [String] == ["candles", "sprinkles"])
      #expect(object?["tip"] as? Double == 10)
      #expect(object?["phone"] == nil)
    case "settings.yaml":
      #expect(object?["$action"] == nil)
      #expect(object?["playbackSpeed"] as? Int == 1)
      #expect(object?["keepEpisodes"] as? String == "latest3")
    case "profile.json":
      #expect(object?["$action"] as? String == "saveProfile")
      #expect(object?["country"] as? String == "GB")
    default:
      #expect(object?.isEmpty == true)
    }
  }

  @Test(":back returns to the previous question with its answer as the default")
  func backNavigation() throws {
    let run = try Self.fill(["Samples/login.yaml"], input: "alice@example.com\n:back\n\nsecret12\na\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stderr.contains(
        "> Question 1 of 2: Email (required)\nAn email address.\nHint: name@example.com\nEnter alone keeps: alice@example.com\n> "
      ))
    #expect(run.stdout.contains(#""username": "alice@example.com""#))
  }

  @Test("the review lists the answers; :edit changes one and returns to the review")
  func reviewAndEdit() throws {
    let run = try Self.fill(["Samples/login.yaml"], input: "alice@example.com\nsecret12\n:edit 1\nbob@example.com\na\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stderr.contains(
        """
        Review your answers:
          1. Email: bob@example.com
          2. Password: ••••••••
        Finish with:
          a. Log in
          b. Cancel
        Enter a letter from a to b to finish, or an answer's number to change it.
        """))
    #expect(run.stdout.contains(#""username": "bob@example.com""#))
  }

  @Test("a cancel button exits 1 and writes nothing, not even --output")
  func cancelButton() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("answers.json")
    let run = try Self.fill(["Samples/login.yaml", "--output", target.path], input: "alice@example.com\nsecret12\nb\n")
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasSuffix("tablegen: cancelled: 'Cancel' was chosen; no answers written\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("a destructive button asks its confirm title and message; y submits its action")
  func destructive() throws {
    // Seven empty lines for the inputs the answers leave, '.' for the notes, one each for the size, the date and the copies.
    let rest = String(repeating: "\n", count: 7) + ".\n\n\n\n"
    let run = try Self.fill(
      [Self.everyField, "--answers", "Tests/Fixtures/fill/answers-valid.yaml"], input: rest + "b\nn\nb\ny\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(
      run.stderr.contains(
        "Wipe the device?\nEverything on it is erased.\nEnter y to go ahead or n to return to the review [y/N].\n> Review your answers:"
      ))
    #expect(run.stdout.hasPrefix("{\n  \"$action\": \"wipe\",\n"))
  }

  @Test("prefilled answers are skipped; only the rest is asked")
  func prefill() throws {
    let run = try Self.fill(
      ["Samples/login.yaml", "--answers", "Tests/Fixtures/fill/login-username.json"], input: "secret12\na\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(!run.stderr.contains("Question 1 of 2"))
    #expect(run.stderr.contains("Question 2 of 2: Password (required)"))
    #expect(run.stdout.contains(#""username": "prefilled@example.com""#))
  }

  @Test("an invalid prefilled value without a terminal is exit 2, positioned in the answers file")
  func invalidPrefill() throws {
    let run = try Self.fill(
      ["Samples/login.yaml", "--answers", "Tests/Fixtures/fill/login-invalid.yaml"], input: "1\n")
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr.hasPrefix(
        "Tests/Fixtures/fill/login-invalid.yaml:2:11: error: field 'username' (Email): Enter an email address, such as name@example.com. [invalid-value]\n"
      ))
    #expect(
      run.stderr.contains(
        "Tests/Fixtures/fill/login-invalid.yaml:3:11: error: field 'password' (Password): Use at least 8 characters. [invalid-value]\n"
      ))
    // The password's line is not shown under its diagnostic.
    #expect(!run.stderr.contains("tiny"))
  }

  @Test("--no-input names each missing required field and exits 2")
  func noInputMissing() throws {
    let run = try Self.fill(["Samples/login.yaml", "--no-input"])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr.contains(
        "Samples/login.yaml:7:9: error: the required field 'username' (Email) has no answer [missing-key]\n"))
    #expect(
      run.stderr.contains(
        "Samples/login.yaml:13:9: error: the required field 'password' (Password) has no answer [missing-key]\n"))
  }

  @Test("--no-input with answers writes YAML atomically to --output")
  func noInputOutput() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("answers.yaml")
    let run = try Self.fill([
      Self.everyField, "--no-input", "--answers", "Tests/Fixtures/fill/answers-valid.yaml", "--answers-format", "yaml",
      "-o", target.path,
    ])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout.isEmpty)
    #expect(
      try String(contentsOf: target, encoding: .utf8) == """
        $action: "registerDevice"
        name: "Bench 4"
        serial: "AB-1234"
        colour: "blue"
        extras: ["Case", "Cable"]
        wifi: false
        volume: 7.5
        copies: 4

        """)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["answers.yaml"])
  }

  @Test("--no-input reads the spec from standard input; without it, - is a usage error")
  func standardInputSpec() throws {
    let spec = "tablegen: 1\ncells:\n  - {type: switch, id: alerts, default: true}\n"
    let run = try Self.fill(["-", "--no-input"], input: spec)
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == "{\n  \"alerts\": true\n}\n")
    let refused = try Self.fill(["-"], input: spec)
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("only with --no-input"))
  }

  @Test("end of input never hangs: empty input, input ending mid text view, garbage")
  func endOfInput() throws {
    for input in ["", "Bench\n\n\n\n\n\n\n\nhalf a note", "\u{0}\u{1B}[A\u{FF}\n\n\n"] {
      let run = try Self.fill([Self.everyField], input: input)
      #expect(!run.timedOut)
      #expect(run.status == 1, "input \(input.debugDescription): \(run.stderr)")
      #expect(run.stdout.isEmpty)
    }
  }

  @Test("an invalid spec prints its diagnostics and exits 2")
  func invalidSpec() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("bad.yaml")
    try Data("tablegen: 1\ncells:\n  - type: input\n    id: a\n    lable: A\n".utf8).write(to: spec)
    let run = try Self.fill([spec.path], input: "x\n")
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("\(spec.path):5:5: error: unknown key 'lable' in an input cell [unknown-key]"))
    let missing = try Self.fill(["Samples/none.yaml"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("cannot read 'Samples/none.yaml': no such file"))
  }

  @Test("an answers file naming an unknown field is exit 2 with a suggestion")
  func unknownAnswer() throws {
    let run = try Self.fill(["Samples/login.yaml", "--answers", "Tests/Fixtures/fill/login-typo.json"], input: "")
    #expect(run.status == 2)
    #expect(
      run.stderr.contains(
        "Tests/Fixtures/fill/login-typo.json:2:3: error: 'usrname' is not a field of this form [unknown-key]"))
    #expect(run.stderr.contains("did you mean 'username'?"))
  }

  @Test("--help lists the keys, the line protocol and the exit statuses")
  func help() throws {
    let run = try Self.fill(["--help"])
    #expect(run.status == 0)
    for text in [
      "Esc, Shift-Tab", "Ctrl-C", ":back", "130  interrupted", "0    submitted", "--answers <file>", "--no-input",
      "--accessible", "--answers-format",
    ] {
      #expect(run.stdout.contains(text), "missing \(text)")
    }
  }
}
