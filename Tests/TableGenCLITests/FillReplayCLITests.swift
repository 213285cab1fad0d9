import Foundation
import Testing

/// Answers that replay (docs/fill.md "Replaying answers"): a
/// `--record` file holds no secure answer and, given back with `--answers …
/// --no-input` (the secrets by `--set`), gives the same answers; after the
/// spec changes, the replay warns at the recorded hash; `--set` and `--ask`
/// problems are errors that name the argument, before any question.
@Suite("tablegen fill: replay")
struct FillReplayCLITests {
  /// The secure fields of each spec `FillReadBackTests` fills.
  static let secureFields: [String: [String]] = [
    "Tests/Fixtures/fill/every-field.yaml": ["pin"],
    "Tests/Fixtures/fill/pty.yaml": ["password"],
    "Tests/Fixtures/fill/pin.yaml": ["pin"],
    "Tests/Fixtures/fill/zip.yaml": [],
    "Samples/login.yaml": ["password"],
    "Samples/controls.yaml": ["accountPassword"],
    "Samples/settings.yaml": [],
    "Samples/profile.json": [],
    "Samples/about.yaml": [],
    "Samples/network-settings.yaml": ["proxyPassword"],
    "Samples/signup.yaml": ["password", "passwordConfirmation"],
  ]

  @Test(
    "every sample: recorded without its secrets, replayed with them by --set, gives the same answers",
    arguments: FillReadBackTests.cases)
  func recordAndReplay(_ example: FillReadBackTests.Case) throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let record = folder.appendingPathComponent("recorded.\(example.format)").path
    let secureFields = try #require(Self.secureFields[example.spec], "list the secure fields of \(example.spec)")
    var first = [example.spec, "--no-input", "--record", record]
    if let seed = example.seed {
      let seedFile = folder.appendingPathComponent("seed.json")
      try Data(seed.utf8).write(to: seedFile)
      first += ["--answers", seedFile.path]
    }
    let written = try FillCLITests.fill(first)
    try #require(written.status == 0, "stderr: \(written.stderr)")
    let answers = try #require(
      JSONSerialization.jsonObject(with: Data(written.stdout.utf8)) as? [String: Any], "\(written.stdout)")
    let recorded = try String(contentsOfFile: record, encoding: .utf8)

    // The spec first, by the path given; then no secure field, by key or by value.
    let specLine = example.format == "json" ? "  \"$spec\": {" : "$spec: {path: \"\(example.spec)\", sha256: \""
    #expect(
      recorded.split(separator: "\n").dropFirst(example.format == "json" ? 1 : 0).first.map(String.init)?
        .hasPrefix(specLine) == true, "\(recorded)")
    #expect(recorded.contains("\"\(example.spec)\""))
    var secrets: [String] = []
    for id in secureFields {
      #expect(!recorded.contains("\"\(id)\":") && !recorded.contains("\n\(id):"), "\(id) is recorded:\n\(recorded)")
      if let secret = answers[id] as? String { secrets.append("\(id)=\(secret)") }
    }
    let withoutDigest = recorded.replacing(/[0-9a-f]{64}/, with: "")
    for secret in secrets {
      #expect(!withoutDigest.contains(String(secret.split(separator: "=", maxSplits: 1)[1])))
    }

    let replayed = try FillCLITests.fill(
      [example.spec, "--answers", record, "--no-input"] + secrets.flatMap { ["--set", $0] })
    #expect(replayed.status == 0, "stderr: \(replayed.stderr)")
    #expect(replayed.stderr.isEmpty, "a recording of this very spec replays without a word")
    #expect(replayed.stdout == written.stdout)

    // With --include-secure the recording replays alone.
    let whole = folder.appendingPathComponent("whole.\(example.format)").path
    let again = try FillCLITests.fill(
      [example.spec, "--answers", record, "--no-input", "--record", whole, "--include-secure"]
        + secrets.flatMap { ["--set", $0] })
    #expect(again.status == 0, "stderr: \(again.stderr)")
    let alone = try FillCLITests.fill([example.spec, "--answers", whole, "--no-input"])
    #expect(alone.status == 0, "stderr: \(alone.stderr)")
    #expect(alone.stdout == written.stdout)
  }

  static let spec = """
    tablegen: 1
    title: Sign in
    cells:
      - {type: input, id: user, label: User, required: true}
      - {type: input, id: pass, label: Password, secure: true, required: true}
      - {type: switch, id: remember, label: Remember me, default: false}

    """
  /// `sha256sum` of `spec`, and of it with `# edited` added.
  static let specDigest = "bf96802523ac657de8e5e41c65792b94a7159fc78c9eedb046a252ae805fc9fe"
  static let editedDigest = "49d1fa8e1b09335503cd62d8dfdee167144269c33f0ab43aaf6c7fa2697ecf82"

  @Test(
    "the recording keeps the SHA-256 of the spec's bytes; after an edit the replay warns at it, before any question")
  func changedSpec() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("sign-in.yaml")
    try Data(Self.spec.utf8).write(to: spec)
    let record = folder.appendingPathComponent("recorded.json").path
    let written = try FillCLITests.fill(
      [
        spec.path, "--no-input", "--set", "user=ann", "--set", "pass=secret", "--set", "remember=on", "--record",
        record,
      ])
    try #require(written.status == 0, "stderr: \(written.stderr)")
    #expect(
      try String(contentsOfFile: record, encoding: .utf8) == """
        {
          "$spec": {
            "path": "\(spec.path)",
            "sha256": "\(Self.specDigest)"
          },
          "user": "ann",
          "remember": true
        }

        """)

    try Data((Self.spec + "# edited\n").utf8).write(to: spec)
    let warning = """
      \(record):4:15: warning: the spec has changed since these answers were recorded from '\(spec.path)' \
      (its SHA-256 is now \(Self.editedDigest.prefix(12))…); they may no longer fit the form [spec-changed]
         = check the answers against the form, then record them again with --record

      """
    let unattended = try FillCLITests.fill([spec.path, "--answers", record, "--no-input", "--set", "pass=secret"])
    #expect(unattended.status == 0)
    #expect(unattended.stderr == warning)
    #expect(unattended.stdout == written.stdout)

    // In line mode the warning comes before the first question (the password, which was not recorded).
    let lines = try FillCLITests.fill([spec.path, "--answers", record], input: "secret\na\n")
    #expect(lines.status == 0, "stderr: \(lines.stderr)")
    #expect(lines.stderr.hasPrefix(warning + "Sign in\n"), "\(lines.stderr)")
    #expect(lines.stdout == written.stdout)
  }

  @Test("an id the spec no longer has is a warning in a recording, and an error in a hand-written file")
  func unknownID() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("sign-in.yaml")
    try Data(Self.spec.utf8).write(to: spec)
    let recorded = folder.appendingPathComponent("recorded.yaml")
    try Data(
      """
      $spec: {path: "sign-in.yaml", sha256: "\(Self.specDigest)"}
      user: ann
      nickname: annie

      """.utf8
    ).write(to: recorded)
    let replay = try FillCLITests.fill([spec.path, "--answers", recorded.path, "--no-input", "--set", "pass=pw"])
    #expect(replay.status == 0)
    #expect(
      replay.stderr == """
        \(recorded.path):3:1: warning: 'nickname' is not a field of this form (the answers were recorded from \
        'sign-in.yaml'), so its answer is dropped [unknown-key]
           = valid keys: 'user', 'pass', 'remember', '$action'

        """)

    let handWritten = folder.appendingPathComponent("answers.yaml")
    try Data("user: ann\nnickname: annie\n".utf8).write(to: handWritten)
    let typo = try FillCLITests.fill([spec.path, "--answers", handWritten.path, "--no-input", "--set", "pass=pw"])
    #expect(typo.status == 2)
    #expect(
      typo.stderr.hasPrefix("\(handWritten.path):2:1: error: 'nickname' is not a field of this form [unknown-key]"))
  }

  @Test("a bad --set value is said in the form's words, not the spec author's: the format, the patternMessage")
  func plainWords() throws {
    let number = try FillCLITests.fill(["Samples/controls.yaml", "--set", "quantity=abc", "--no-input"])
    #expect(number.status == 2)
    #expect(
      number.stderr
        == "--set 'quantity=abc': error: field 'quantity' (Quantity): Enter a whole number from 1 to 20. [invalid-value]\n"
    )
    let pattern = try FillCLITests.fill(["Samples/controls.yaml", "--set", "discountCode=ab", "--no-input"])
    #expect(
      pattern.stderr
        == "--set 'discountCode=ab': error: field 'discountCode' (Discount Code): "
        + "Use capital letters, a hyphen and two digits, such as SPRING-24. [invalid-value]\n")
  }

  @Test("a bad --set value is the error an answers file gives for it, naming the argument, before any question")
  func badValue() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let answers = folder.appendingPathComponent("answers.yaml")
    try Data("quantity: \"abc\"\n".utf8).write(to: answers)
    let file = try FillCLITests.fill(["Samples/controls.yaml", "--answers", answers.path, "--no-input"])
    let prefix = "\(answers.path):1:11: error: "
    let fileLine = try #require(file.stderr.split(separator: "\n").first { $0.hasPrefix(prefix) })
    let problem = fileLine.dropFirst(prefix.count)

    let set = try FillCLITests.fill(["Samples/controls.yaml", "--set", "quantity=abc"], input: "Ann\n")
    #expect(set.status == 2)
    #expect(set.stdout.isEmpty)
    #expect(set.stderr == "--set 'quantity=abc': error: \(problem)\n", "no question is asked")
  }

  @Test("--set problems all at once: unknown ids, malformed arguments, repeats; a secret is never shown")
  func argumentProblems() throws {
    let run = try FillCLITests.fill(
      [
        "Samples/login.yaml", "--set", "pasword=hunter22", "--set", "username", "--set", "password=hunter2",
        "--set", "username=a@b.co", "--set", "username=b@c.co",
      ], input: "a@b.co\n")
    #expect(run.status == 2)
    #expect(!run.stderr.contains("hunter2"))
    let lines = run.stderr.split(separator: "\n").filter { !$0.hasPrefix(" ") }
    #expect(
      lines.map { $0.split(separator: ": error:").first.map(String.init) ?? "" } == [
        "--set 'pasword=••••••••'", "--set 'username'", "--set 'password=••••••••'", "--set 'username=b@c.co'",
      ], "\(run.stderr)")
    #expect(run.stderr.contains("   = did you mean 'password'?"))
    #expect(
      run.stderr.contains(
        "--set 'username=b@c.co': error: the field 'username' is set twice, first by --set 'username=a@b.co' [duplicate-key]"
      ))
  }

  @Test("--set answers over --answers, and in line mode its fields are not asked")
  func setBeatsAnswers() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let answers = folder.appendingPathComponent("answers.json")
    try Data(#"{"username": "alice", "password": "secret12"}"#.utf8).write(to: answers)
    let run = try FillCLITests.fill(
      ["Samples/login.yaml", "--answers", answers.path, "--set", "username=bob@example.com"], input: "a\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(!run.stderr.contains("Question"), "every field is answered: only the review")
    #expect(
      run.stdout == """
        {
          "$action": "login",
          "username": "bob@example.com",
          "password": "secret12"
        }

        """)
  }

  @Test("--ask asks a prefilled field in line mode, offering its value; Enter keeps it")
  func ask() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let answers = folder.appendingPathComponent("answers.json")
    try Data(#"{"username": "a@b.co", "password": "secret12"}"#.utf8).write(to: answers)
    let run = try FillCLITests.fill(
      ["Samples/login.yaml", "--answers", answers.path, "--ask", "username"], input: "\na\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stderr.contains("Question 1 of 2: Email (required)"))
    #expect(run.stderr.contains("Enter alone keeps: a@b.co"))
    #expect(!run.stderr.contains("Question 2 of 2"), "the password stays prefilled")
    #expect(run.stdout.contains(#""username": "a@b.co""#))

    let typed = try FillCLITests.fill(
      ["Samples/login.yaml", "--set", "username=a@b.co", "--set", "password=secret12", "--ask", "username"],
      input: "c@d.co\na\n")
    #expect(typed.status == 0, "stderr: \(typed.stderr)")
    #expect(typed.stdout.contains(#""username": "c@d.co""#))
  }

  @Test("--ask: an unknown id is an error, and with --no-input it is a usage error")
  func askProblems() throws {
    let unknown = try FillCLITests.fill(["Samples/login.yaml", "--ask", "usrename"], input: "a@b.co\n")
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr == """
        --ask 'usrename': error: 'usrename' is not a field of this form [unknown-key]
           = did you mean 'username'?

        """)
    let noInput = try FillCLITests.fill(["Samples/login.yaml", "--no-input", "--ask", "username"])
    #expect(noInput.status == 2)
    #expect(noInput.stderr.hasPrefix("Error: --ask username asks a question, and --no-input asks none"))
  }

  @Test(
    "--record is refused as --output is, before any question (a missing folder too); --include-secure needs it; a cancel records nothing"
  )
  func recordRefusals() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = try FillCLITests.fill(["Samples/login.yaml", "--record", "Samples/login.yaml"], input: "a@b.co\n")
    #expect(spec.status == 2)
    #expect(spec.stderr == "tablegen: cannot write 'Samples/login.yaml': it is a file this run reads\n")

    let both = folder.appendingPathComponent("answers.json").path
    let same = try FillCLITests.fill(["Samples/login.yaml", "--record", both, "-o", both], input: "a@b.co\n")
    #expect(same.status == 2)
    #expect(same.stderr == "tablegen: --record and --output name the same file, '\(both)'\n")
    // Not there yet and spelt two ways: still one file (each atomic write would replace the other).
    let dotted = folder.path + "/./new.json"
    let spelt = try FillCLITests.fill(
      ["Samples/login.yaml", "--record", dotted, "-o", folder.appendingPathComponent("new.json").path],
      input: "a@b.co\n")
    #expect(spelt.status == 2)
    #expect(spelt.stderr == "tablegen: --record and --output name the same file, '\(dotted)'\n")

    let secure = try FillCLITests.fill(["Samples/login.yaml", "--no-input", "--include-secure"])
    #expect(secure.status == 2)
    #expect(secure.stderr.hasPrefix("Error: --include-secure keeps secure fields in the --record file"))

    // A folder that is not there is said before any question, and --submit's command never runs.
    let missing = folder.appendingPathComponent("missing/x.json").path
    let ran = folder.appendingPathComponent("ran").path
    for option in ["-o", "--record"] {
      let run = try FillCLITests.fill(
        ["Samples/login.yaml", option, missing, "--submit", "touch '\(ran)'"], input: "a@b.co\nsecret12\na\n")
      #expect(run.status == 2)
      #expect(
        run.stderr == "tablegen: cannot write '\(missing)': cannot create a file in the folder "
          + "'\(folder.path)/missing': No such file or directory\n")
      #expect(!FileManager.default.fileExists(atPath: ran))
      let empty = try FillCLITests.fill(
        ["Samples/login.yaml", option, "", "--submit", "touch '\(ran)'"], input: "a@b.co\nsecret12\na\n")
      #expect(empty.status == 2)
      #expect(empty.stderr == "tablegen: cannot write '': an empty path names no file\n")
      #expect(!FileManager.default.fileExists(atPath: ran))
    }

    let record = folder.appendingPathComponent("recorded.json").path
    let cancelled = try FillCLITests.fill(
      ["Samples/login.yaml", "--set", "username=a@b.co", "--set", "password=secret12", "--record", record],
      input: ":quit\n")
    #expect(cancelled.status == 1)
    #expect(!FileManager.default.fileExists(atPath: record))
  }
}
