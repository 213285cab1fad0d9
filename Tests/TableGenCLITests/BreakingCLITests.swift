import Foundation
import TableGenTestSupport
import Testing

/// `tablegen breaking NEW --against git:v1` in a real git repository with
/// tagged versions (docs/evolution.md). Each folder of
/// `Tests/Fixtures/evolution/` is named for the rule it shows and holds `v1/`
/// and `v2/` (the spec and its panes), optionally `declared/` (v2 with
/// `renamedFrom`/`formerly` written) and `answers/` (answers given to v1,
/// recorded with `fill --record` before the comparison). The reports are
/// goldens in `Tests/Goldens/breaking/`; `RECORD_GOLDENS=1 swift test
/// --filter BreakingCLITests` rewrites them.
@Suite("tablegen breaking: two versions in git", .serialized)
struct BreakingCLITests {
  static let fixtures = packagePath("Tests/Fixtures/evolution")
  static let goldens = packagePath("Tests/Goldens/breaking")
  static let cases = ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []).filter {
    !$0.hasPrefix(".")
  }.sorted()

  /// A repository whose tags v1, v2 and v3 hold every case's `v1/`, `v2/` and `declared/` (or `v2/`) as `<case>/`,
  /// with each case's answers recorded from v1 in `recorded/<case>/` (untracked); the work tree is at `tag`.
  static func repository(at tag: String) throws -> URL {
    let repository = try CLITests.temporaryFolder()
    try git(["init", "-q", "-b", "main"], in: repository)
    // The recordings stay out of the versions.
    try Data("recorded/\n".utf8).write(to: repository.appendingPathComponent(".git/info/exclude"))
    for (tag, version) in [("v1", "v1"), ("v2", "v2"), ("v3", "declared")] {
      for name in cases {
        let target = repository.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: target)
        var source = fixtures.appendingPathComponent(name).appendingPathComponent(version)
        if !FileManager.default.fileExists(atPath: source.path) {
          source = fixtures.appendingPathComponent(name).appendingPathComponent("v2")
        }
        try FileManager.default.copyItem(at: source, to: target)
      }
      try git(["add", "-A"], in: repository)
      try git(["commit", "-q", "-m", tag], in: repository)
      try git(["tag", tag], in: repository)
      if tag == "v1" { try recordAnswers(in: repository) }
    }
    try git(["checkout", "-q", tag], in: repository)
    return repository
  }

  /// Each case's answers, replayed through `fill --no-input --record` against v1 into `recorded/<case>/`.
  static func recordAnswers(in repository: URL) throws {
    for name in cases {
      let answers = fixtures.appendingPathComponent(name).appendingPathComponent("answers")
      for file in fileNames(in: answers) {
        let folder = repository.appendingPathComponent("recorded").appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try tablegen(
          [
            "fill", "\(name)/form.yaml", "--no-input", "--answers", answers.appendingPathComponent(file).path,
            "--record", "recorded/\(name)/\(file)",
          ], in: repository)
        #expect(result.status == 0, "recording \(name)/\(file): \(result.stderr)")
      }
    }
  }

  /// Runs git in `folder`, expecting success; its standard output.
  @discardableResult
  static func git(_ arguments: [String], in folder: URL, stdin: String = "") throws -> String {
    let runner = ProcessRunner(
      executable: URL(fileURLWithPath: "/usr/bin/git"), currentDirectory: folder,
      environment: [
        "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t",
        "GIT_COMMITTER_EMAIL": "t@example.com", "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
      ])
    let result = try runner.run(arguments, stdin: Data(stdin.utf8))
    #expect(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.stderr)")
    return result.stdout.trimmingCharacters(in: .newlines)
  }

  static func tablegen(_ arguments: [String], in folder: URL) throws -> ProcessResult {
    var runner = ProcessRunner.tablegen
    runner.currentDirectory = folder
    return try runner.run(arguments)
  }

  /// The arguments of one case's check, its recorded answers replayed when it has some.
  static func breaking(_ name: String, in repository: URL) -> [String] {
    var arguments = ["breaking", "\(name)/form.yaml", "--against", "git:v1", "--all"]
    if FileManager.default.fileExists(atPath: repository.appendingPathComponent("recorded/\(name)").path) {
      arguments += ["--answers", "recorded/\(name)"]
    }
    return arguments
  }

  @Test("each rule's pair: breaking --against git:v1 gives the golden report, and fails on a breaking change")
  func eachRule() throws {
    let repository = try Self.repository(at: "v2")
    defer { try? FileManager.default.removeItem(at: repository) }
    // Every rule of docs/evolution.md, shown by some pair: each pair's own, and what the pairs show beside it.
    var unseen: Set = [
      "field-removed", "field-type-changed", "option-removed", "option-value-changed", "multiple-changed",
      "required-added-without-default", "range-narrowed", "secure-changed", "switch-values-changed",
      "field-moved-pane", "field-added", "option-added", "range-widened", "answers-not-replayed",
    ]
    for name in Self.cases {
      let result = try Self.tablegen(Self.breaking(name, in: repository), in: repository)
      unseen = unseen.filter { !result.stderr.contains("[\($0)]") }
      let report = "exit \(result.status)\n" + result.stderr
      try GoldenFile.expect(
        report, matches: Self.goldens.appendingPathComponent("\(name).txt"), recording: GoldenFile.isRecording)
      // The fixture shows its rule, at the severity the rule has.
      #expect(result.stderr.contains("[\(name)]"), "\(name): the report does not show its own rule")
      let breaks = result.stderr.contains(": error: ")
      #expect(result.status == (breaks ? 1 : 0), "\(name): exit \(result.status)")
    }
    #expect(unseen.isEmpty, "no pair shows \(unseen.sorted())")
  }

  @Test("with renamedFrom and formerly written, the same pairs pass, and recorded answers replay to migrated answers")
  func declared() throws {
    let repository = try Self.repository(at: "v3")
    defer { try? FileManager.default.removeItem(at: repository) }
    // A declared rename is safe and said so, a stored settings' key that moved is a warning, and answers carry over.
    var unseen: Set = ["field-renamed", "storage-key-changed", "option-renamed", "migrated-answer"]
    for name in Self.cases
    where FileManager.default.fileExists(atPath: Self.fixtures.appendingPathComponent("\(name)/declared").path) {
      let result = try Self.tablegen(Self.breaking(name, in: repository), in: repository)
      #expect(result.status == 0, "\(name) with its declarations: \(result.stderr)")
      #expect(!result.stderr.contains("answers-not-replayed"), "\(name): \(result.stderr)")
      var report = "exit \(result.status)\n" + result.stderr
      // Every recorded file, replayed by fill, carries its answers over.
      let recorded = repository.appendingPathComponent("recorded/\(name)")
      for file in fileNames(in: recorded).sorted() {
        let fill = try Self.tablegen(
          ["fill", "\(name)/form.yaml", "--no-input", "--answers", "recorded/\(name)/\(file)"], in: repository)
        #expect(fill.status == 0, "\(name)/\(file): \(fill.stderr)")
        #expect(!fill.stderr.contains("[dropped-answer]") && !fill.stderr.contains("[unknown-key]"), "\(fill.stderr)")
        report += "\n$ fill --answers recorded/\(name)/\(file)\n" + fill.stdout + fill.stderr
      }
      unseen = unseen.filter { !report.contains("[\($0)]") }
      try GoldenFile.expect(
        report, matches: Self.goldens.appendingPathComponent("\(name).declared.txt"),
        recording: GoldenFile.isRecording)
    }
    #expect(unseen.isEmpty, "no declared pair shows \(unseen.sorted())")
  }

  @Test("an unchanged spec breaks nothing: every sample against itself, and against git:HEAD")
  func unchanged() throws {
    for sample in CLITests.samples {
      let result = try CLITests.run(["breaking", "Samples/\(sample)", "--against", "Samples/\(sample)", "--all"])
      #expect(result.status == 0, "\(sample): \(result.stderr)")
      #expect(result.stderr == "1 file, 0 errors, 0 warnings\n", "\(sample): \(result.stderr)")
    }
    let repository = try Self.repository(at: "v2")
    defer { try? FileManager.default.removeItem(at: repository) }
    let result = try Self.tablegen(
      ["breaking", "field-removed/form.yaml", "--against", "git:v2", "--format", "json"], in: repository)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\"diagnostics\": []"), "\(result.stdout)")
  }

  @Test("a revision git cannot read, or an option-like one, is a usage error before anything is compared")
  func badRevision() throws {
    let repository = try Self.repository(at: "v2")
    defer { try? FileManager.default.removeItem(at: repository) }
    for ref in ["git:nope", "git:--output=x", "git:"] {
      let result = try Self.tablegen(["breaking", "field-removed/form.yaml", "--against", ref], in: repository)
      #expect(result.status == 2, "\(ref): \(result.stderr)")
      #expect(result.stderr.hasPrefix("tablegen: "), "\(ref): \(result.stderr)")
    }
  }

  @Test("a revision whose tree names '..' (as git mktree makes one) is refused, and nothing is written out of the copy")
  func treeLeadingOut() throws {
    let repository = try Self.repository(at: "v2")
    defer { try? FileManager.default.removeItem(at: repository) }
    let scratch = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: scratch) }
    // field-removed/../../../…/<scratch>/escaped: a blob that, copied as named, lands in `scratch`.
    let blob = try Self.git(["hash-object", "-w", "--stdin"], in: repository, stdin: "escaped\n")
    var tree = try Self.git(["mktree"], in: repository, stdin: "100644 blob \(blob)\tescaped\n")
    for component in scratch.path.split(separator: "/").reversed() {
      tree = try Self.git(["mktree"], in: repository, stdin: "040000 tree \(tree)\t\(component)\n")
    }
    let depth = repository.path.split(separator: "/").count + 8
    for _ in 0..<depth { tree = try Self.git(["mktree"], in: repository, stdin: "040000 tree \(tree)\t..\n") }
    let form = try Self.git(["rev-parse", "v2:field-removed/form.yaml"], in: repository)
    tree = try Self.git(
      ["mktree"], in: repository, stdin: "040000 tree \(tree)\t..\n100644 blob \(form)\tform.yaml\n")
    tree = try Self.git(["mktree"], in: repository, stdin: "040000 tree \(tree)\tfield-removed\n")
    let commit = try Self.git(["commit-tree", tree, "-m", "crafted"], in: repository)
    try Self.git(["tag", "crafted", commit], in: repository)

    let result = try Self.tablegen(
      ["breaking", "field-removed/form.yaml", "--against", "git:crafted"], in: repository)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains("holds a path that leads out of its folder"), "\(result.stderr)")
    #expect(
      !FileManager.default.fileExists(atPath: scratch.appendingPathComponent("escaped").path),
      "a file of git:crafted was written out of the temporary copy")
  }

  @Test("a spec that git:REF does not hold yet is said by its path at REF, never by the temporary copy's")
  func specNewSinceRevision() throws {
    let repository = try Self.repository(at: "v2")
    defer { try? FileManager.default.removeItem(at: repository) }
    let fresh = repository.appendingPathComponent("fresh")
    try FileManager.default.createDirectory(at: fresh, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: repository.appendingPathComponent("field-removed/form.yaml"), to: fresh.appendingPathComponent("form.yaml"))
    let result = try Self.tablegen(["breaking", "fresh/form.yaml", "--against", "git:v1"], in: repository)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("tablegen: 'fresh/form.yaml' is not in git:v1: "), "\(result.stderr)")
    #expect(!result.stderr.contains("tablegen-breaking-"), "the temporary copy was named: \(result.stderr)")
  }

  @Test("a spec in a folder whose name reads as git pathspec magic (':(top)x') is found at git:REF")
  func folderLikePathspec() throws {
    let repository = try Self.repository(at: "v2")
    defer { try? FileManager.default.removeItem(at: repository) }
    let folder = repository.appendingPathComponent(":(top)x")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: repository.appendingPathComponent("field-removed/form.yaml"), to: folder.appendingPathComponent("form.yaml"))
    try Self.git(["add", "-A", "--", ":(literal):(top)x"], in: repository)
    try Self.git(["commit", "-q", "-m", "literal"], in: repository)
    let result = try Self.tablegen(["breaking", ":(top)x/form.yaml", "--against", "git:HEAD"], in: repository)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "1 file, 0 errors, 0 warnings\n", "\(result.stderr)")
  }

  @Test("--against a folder written with its final slash names the old file with one slash")
  func againstFolderWithSlash() throws {
    let folder = Self.fixtures.appendingPathComponent("field-removed")
    let result = try CLITests.run(
      ["breaking", folder.path + "/v2/form.yaml", "--against", folder.path + "/v1/", "--format", "json"])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stdout.contains("\"file\": \"\(folder.path)/v1/form.yaml\""), "\(result.stdout)")
    #expect(!result.stdout.contains("v1//"), "\(result.stdout)")
  }

  @Test("SIGTERM while git:REF is copied ends the run only after the copy is removed")
  func terminatedLeavesNoCopy() throws {
    let repository = try Self.repository(at: "v2")
    defer { try? FileManager.default.removeItem(at: repository) }
    // Many files in the spec's folder, so that the copy lasts long enough to be seen.
    for index in 0..<600 {
      try Data("a: \(index)\n".utf8).write(
        to: repository.appendingPathComponent("field-removed/data\(index).yaml"))
    }
    try Self.git(["add", "-A"], in: repository)
    try Self.git(["commit", "-q", "-m", "data"], in: repository)
    let scratch = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: scratch) }
    var runner = ProcessRunner.tablegen
    runner.currentDirectory = repository
    var sawCopy = false
    let result = try OutputSafetyTests.withSignalsUnblocked {
      try runner.run(
        ["breaking", "field-removed/form.yaml", "--against", "git:HEAD"], environment: ["TMPDIR": scratch.path]
      ) { running in
        guard !sawCopy, (try? FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty) == false
        else { return }
        sawCopy = true
        _ = kill(running.processIdentifier, SIGTERM)
      }
    }
    #expect(sawCopy, "the run ended before its copy was seen: \(result.stderr)")
    #expect(result.endedBySignal, "\(result.status) \(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty, "the copy of git:HEAD was left")
  }

  @Test("--fail-on warning fails on a warning alone; the default fails on errors only")
  func failOn() throws {
    let repository = try Self.repository(at: "v2")
    defer { try? FileManager.default.removeItem(at: repository) }
    let base = ["breaking", "secure-changed/form.yaml", "--against", "git:v1"]
    #expect(try Self.tablegen(base, in: repository).status == 0)
    #expect(try Self.tablegen(base + ["--fail-on", "warning"], in: repository).status == 1)
    let github = try Self.tablegen(base + ["--format", "github"], in: repository)
    #expect(github.stdout.contains("::warning file=secure-changed/form.yaml,line=7,col=13,"), "\(github.stdout)")
  }

  @Test(
    "git:REF leaves no trace: the work tree as it was, the temporary copy removed; replayed answers are never quoted")
  func leavesNoTrace() throws {
    let repository = try Self.repository(at: "v2")
    defer { try? FileManager.default.removeItem(at: repository) }
    let scratch = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: scratch) }
    var runner = ProcessRunner.tablegen
    runner.currentDirectory = repository
    let result = try runner.run(
      ["breaking", "range-narrowed/form.yaml", "--against", "git:v1", "--answers", "recorded/range-narrowed"],
      environment: ["TMPDIR": scratch.path])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.contains("[answers-not-replayed]"), "\(result.stderr)")
    // The recorded answer's text is a value a person typed: the report names where it is, never what it is.
    #expect(!result.stderr.contains("a long name"), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty, "the copy of git:v1 was left")
    let status = try ProcessRunner(executable: URL(fileURLWithPath: "/usr/bin/git"), currentDirectory: repository)
      .run(["status", "--porcelain"])
    #expect(status.stdout.isEmpty, "the work tree changed: \(status.stdout)")
    let head = try ProcessRunner(executable: URL(fileURLWithPath: "/usr/bin/git"), currentDirectory: repository)
      .run(["describe", "--tags"])
    #expect(head.stdout == "v2\n", "git:v1 was checked out: \(head.stdout)")
  }
}
