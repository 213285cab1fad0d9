import Foundation
import TableGenTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `--output` and `--inject` write the file they name and nothing else: through
/// symlinks, straight into devices and pipes, never over an input spec, a
/// read-only file or a file's owner (docs/security.md, "Outputs").
@Suite("Outputs: --output and --inject write what they name, and only that")
struct OutputSafetyTests {
  static let spec = "Samples/login.yaml"

  static func markdown() throws -> String {
    try CLITests.run(["render", spec, "--format", "markdown"]).stdout
  }

  static func text(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  static func write(_ text: String, to url: URL, mode: Int? = nil) throws {
    try Data(text.utf8).write(to: url)
    if let mode { try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path) }
  }

  static func symlinkDestination(_ url: URL) -> String? {
    try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)
  }

  static func mode(_ url: URL) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
  }

  /// Runs `script` with /bin/sh in the package root; `$TG` is the built tablegen.
  static func shell(
    _ script: String, environment: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ProcessResult {
    let runner = ProcessRunner(
      executable: URL(fileURLWithPath: "/bin/sh"), currentDirectory: packageRoot,
      environment: ["NO_COLOR": "1", "TG": CLITests.binary.path])
    return try runner.run(["-c", script], environment: environment, sourceLocation: sourceLocation)
  }

  static let outputKinds: [[String]] = [["--output"], ["--inject"]]

  @Test("a symlink is written through: the link stays, its target gets the text", arguments: outputKinds)
  func throughSymlink(_ option: [String]) throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
    let target = folder.appendingPathComponent("docs/README.md")
    try Self.write("# Docs\n", to: target)
    let link = folder.appendingPathComponent("README.md")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "docs/README.md")

    let result = try CLITests.run(["render", Self.spec, "--format", "markdown"] + option + [link.path])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(Self.symlinkDestination(link) == "docs/README.md", "the link was replaced")
    let markdown = try Self.markdown()
    // --inject puts the title one heading level down.
    let injected = try CLITests.run(["render", Self.spec, "--format", "markdown", "--heading-level", "2"]).stdout
    let expected =
      option == ["--output"] ? markdown : "# Docs\n\n<!-- BEGIN_TABLEGEN -->\n\n\(injected)\n<!-- END_TABLEGEN -->\n"
    #expect(try Self.text(target) == expected)
    #expect(fileNames(in: folder.appendingPathComponent("docs")) == ["README.md"])
  }

  @Test("a symlink to a file not yet there creates that file, and the link stays")
  func danglingSymlink() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
    let link = folder.appendingPathComponent("form.md")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "docs/form.md")
    let result = try CLITests.run(["render", Self.spec, "--format", "markdown", "--output", link.path])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(Self.symlinkDestination(link) == "docs/form.md")
    #expect(try Self.text(folder.appendingPathComponent("docs/form.md")) == Self.markdown())
  }

  /// /dev/stdout and /dev/stderr are such links; a link of the test's own keeps
  /// a build that still replaced them from damaging the machine's /dev.
  @Test("a link to an open descriptor (/dev/stdout) writes to that descriptor, and the link stays")
  func descriptorLink() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("stdout")
    let err = folder.appendingPathComponent("stderr")
    try FileManager.default.createSymbolicLink(atPath: out.path, withDestinationPath: "/proc/self/fd/1")
    try FileManager.default.createSymbolicLink(atPath: err.path, withDestinationPath: "/proc/self/fd/2")
    let answers = folder.appendingPathComponent("answers.yaml")
    try Self.write("username: alice@example.com\npassword: hunter2-secret\n", to: answers)

    let rendered = try CLITests.run(["render", Self.spec, "--format", "markdown", "--output", out.path])
    #expect(rendered.status == 0, "stderr: \(rendered.stderr)")
    #expect(rendered.stdout == (try Self.markdown()))
    let toError = try CLITests.run(["render", Self.spec, "--format", "markdown", "--output", err.path])
    #expect(toError.status == 0)
    #expect(toError.stderr == (try Self.markdown()))
    // The answers already given reach standard output, as a normal user too.
    let filled = try CLITests.run(["fill", Self.spec, "--no-input", "--answers", answers.path, "--output", out.path])
    #expect(filled.status == 0, "stderr: \(filled.stderr)")
    #expect(filled.stdout.contains(#""password" : "hunter2-secret""#) || filled.stdout.contains("hunter2-secret"))
    #expect(Self.symlinkDestination(out) == "/proc/self/fd/1")
    #expect(Self.symlinkDestination(err) == "/proc/self/fd/2")

    // Through a pipe, and after what the shell already wrote: appended, not over it.
    let piped = try Self.shell(
      "{ echo first; \"$TG\" render \(Self.spec) --format markdown --output '\(out.path)'; } | cat")
    #expect(piped.status == 0, "stderr: \(piped.stderr)")
    #expect(piped.stdout == "first\n" + (try Self.markdown()))
  }

  @Test("/dev/stdout through a pipe of root's, as another user; /dev/fd/N; a closed one is named")
  func descriptorLinkAsUser() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
    let answers = folder.appendingPathComponent("answers.yaml")
    try Self.write("username: alice@example.com\npassword: hunter2-secret\n", to: answers, mode: 0o644)
    // A pipe the shell (root) made cannot be opened again through /proc by
    // another user: the descriptor itself is written. The closed one is a link
    // of the test's own, as in `descriptorLink`.
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("stdout").path, withDestinationPath: "/proc/self/fd/1")
    let asUser = getuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
    let result = try Self.shell(
      """
      \(asUser)"$TG" fill Samples/login.yaml --no-input --answers '\(answers.path)' --output /dev/stdout | cat
      "$TG" render Samples/login.yaml --format markdown --output /dev/fd/3 3>&1 >/dev/null | head -n 1
      "$TG" render Samples/login.yaml --output '\(folder.path)/stdout' >&-; echo "status $?"
      """)
    #expect(
      result.stdout == """
        {
          "$action": "login",
          "username": "alice@example.com",
          "password": "hunter2-secret"
        }
        # Log in
        status 2

        """, "stderr: \(result.stderr)")
    #expect(result.stderr == "tablegen: cannot write '\(folder.path)/stdout': it names a descriptor that is not open\n")
  }

  @Test("a read-only file is refused with a message, and left as it was", arguments: outputKinds)
  func readOnly(_ option: [String]) throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("README.md")
    try Self.write("keep\n", to: target, mode: 0o444)
    let result = try CLITests.run(["render", Self.spec, "--format", "markdown"] + option + [target.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("cannot write '\(target.path)': it is read-only"), "stderr: \(result.stderr)")
    #expect(try Self.text(target) == "keep\n")
    #expect(try Self.mode(target) == 0o444)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["README.md"])
  }

  @Test("--check only reads: a read-only file that is up to date passes, a stale one is 1", arguments: outputKinds)
  func checkReadOnly(_ option: [String]) throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("README.md")
    let render = ["render", Self.spec, "--format", "markdown"] + option + [target.path]
    #expect(try CLITests.run(render).status == 0)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: target.path)
    let fresh = try CLITests.run(render + ["--check"])
    #expect(fresh.status == 0, "stderr: \(fresh.stderr)")
    let current = try Self.text(target)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: target.path)
    // Stale inside what tablegen writes (text after an --inject block is the document's own).
    try Self.write(current.replacingOccurrences(of: "Email", with: "Emale"), to: target, mode: 0o444)
    let stale = try CLITests.run(render + ["--check"])
    #expect(stale.status == 1, "stderr: \(stale.stderr)")
    #expect(try Self.mode(target) == 0o444)
  }

  @Test(
    "an output that is the input spec is refused, however it is spelled",
    arguments: [
      ["render", "SPEC", "--output", "SPEC"],
      ["render", "SPEC", "--output", "FOLDER/sub/../spec.yaml"],
      ["render", "SPEC", "--output", "FOLDER/link.yaml"],
      ["render", "SPEC", "--inject", "SPEC"],
      ["render", "SPEC", "--inject", "FOLDER/link.yaml"],
      ["render", "SPEC", "--output", "FOLDER/hard.yaml"],
      ["fill", "SPEC", "--no-input", "--answers", "FOLDER/answers.yaml", "--output", "FOLDER/link.yaml"],
    ])
  func outputIsInput(_ template: [String]) throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("spec.yaml")
    let original = try packageText(Self.spec)
    try Self.write(original, to: spec)
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link.yaml").path, withDestinationPath: "spec.yaml")
    try FileManager.default.linkItem(at: spec, to: folder.appendingPathComponent("hard.yaml"))
    try Self.write(
      "username: alice@example.com\npassword: hunter2-secret\n", to: folder.appendingPathComponent("answers.yaml"))
    let arguments = template.map {
      $0.replacingOccurrences(of: "SPEC", with: spec.path).replacingOccurrences(of: "FOLDER", with: folder.path)
    }
    let result = try CLITests.run(arguments)
    #expect(result.status == 2, "stderr: \(result.stderr)")
    #expect(result.stderr.contains("it is a file this run reads"), "stderr: \(result.stderr)")
    #expect(try Self.text(spec) == original)
  }

  @Test("a 243-character file name is written: the temporary name stays short")
  func longName() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent(String(repeating: "n", count: 240) + ".md")
    let result = try CLITests.run(["render", Self.spec, "--format", "markdown", "--output", target.path])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(try Self.text(target) == Self.markdown())
  }

  @Test("--inject and --check refuse a FIFO at once instead of blocking on it")
  func fifoInject() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("README.md")
    #expect(mkfifo(fifo.path, 0o644) == 0)
    for option in [["--inject", fifo.path], ["--output", fifo.path, "--check"]] {
      let result = try CLITests.run(["render", Self.spec, "--format", "markdown"] + option, deadline: 20)
      #expect(result.status == 2, "stderr: \(result.stderr)")
      #expect(result.stderr.contains("'\(fifo.path)': it is a FIFO, not a regular file"), "stderr: \(result.stderr)")
    }
    var info = stat()
    #expect(lstat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
  }

  @Test("--output into a FIFO writes to its reader; the FIFO stays")
  func fifoOutput() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.shell(
      """
      cd '\(folder.path)' && mkfifo pipe || exit 9
      timeout 10 cat pipe > got &
      "$TG" render '\(packagePath(Self.spec).path)' --format markdown --output pipe; echo "status $?"
      wait
      [ -p pipe ] && echo "still a FIFO"
      """)
    #expect(result.stdout == "status 0\nstill a FIFO\n", "stderr: \(result.stderr)")
    #expect(try Self.text(folder.appendingPathComponent("got")) == Self.markdown())
  }

  @Test("'Permission denied' names the folder when the folder is what refuses")
  func folderPermission() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let locked = folder.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
    let target = locked.appendingPathComponent("out.md")
    try Self.write("old\n", to: target, mode: 0o666)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
    let spec = folder.appendingPathComponent("spec.yaml")
    try Self.write(try packageText(Self.spec), to: spec, mode: 0o644)
    // Root passes every permission check: run as nobody there.
    let asUser = getuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
    let result = try Self.shell(
      "\(asUser)\"$TG\" render '\(spec.path)' --format markdown --output '\(target.path)'")
    if result.status == 126 || result.status == 127 {
      print("skipped: cannot run tablegen as another user here: \(result.stderr)")
      return
    }
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "cannot write '\(target.path)': cannot create a file in the folder '\(locked.path)': Permission denied"),
      "stderr: \(result.stderr)")
    #expect(try Self.text(target) == "old\n")

    // A folder that cannot be entered is named as such, not as a missing file.
    let closed = folder.appendingPathComponent("closed")
    try FileManager.default.createDirectory(at: closed, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: closed.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: closed.path) }
    let inside = closed.appendingPathComponent("out.md").path
    let entered = try Self.shell("\(asUser)\"$TG\" render '\(spec.path)' --output '\(inside)'")
    #expect(entered.status == 2)
    #expect(
      entered.stderr
        == "tablegen: cannot write '\(inside)': a folder on its path cannot be entered: Permission denied\n")
  }

  /// Runs `script` as root in a private mount namespace, in a fresh tmpfs
  /// (where device nodes and owners can be made without touching the
  /// machine's), or returns nil with a message where that is not allowed.
  static func inPrivateMount(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> ProcessResult?
  {
    guard getuid() == 0 else {
      print("skipped: device nodes and owners need root in a private mount namespace (unshare -m)")
      return nil
    }
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try shell(
      #"exec unshare -m sh -c 'mount -t tmpfs tablegen-test "$1" && cd "$1" && echo mounted && eval "$SCRIPT"' \"#
        + #" sh "$D""#,
      environment: ["SCRIPT": script, "D": folder.path], sourceLocation: sourceLocation)
    guard result.stdout.hasPrefix("mounted\n") else {
      print("skipped: unshare -m with a tmpfs is not allowed here: \(result.stderr)")
      return nil
    }
    return result
  }

  @Test("as root, a device stays a device: /dev/null is written to, /dev/full is an error")
  func devices() throws {
    guard
      let result = try Self.inPrivateMount(
        """
        mknod -m 666 null c 1 3 && mknod -m 666 full c 1 7 || exit 98
        echo 'username: alice@example.com' > answers.yaml; echo 'password: hunter2-secret' >> answers.yaml
        "$TG" render Samples/login.yaml --output null; echo "render null $?"
        "$TG" fill Samples/login.yaml --no-input --answers answers.yaml --output null; echo "fill null $?"
        "$TG" render Samples/login.yaml --output full; echo "render full $?"
        "$TG" fill Samples/login.yaml --no-input --answers answers.yaml --output full; echo "fill full $?"
        stat -c '%n %F %a' null full
        ls -A
        """.replacingOccurrences(of: "Samples/", with: packagePath("Samples").path + "/"))
    else { return }
    #expect(
      result.stdout == """
        mounted
        render null 0
        fill null 0
        render full 2
        fill full 2
        null character special file 666
        full character special file 666
        answers.yaml
        full
        null

        """, "stderr: \(result.stderr)")
    #expect(
      result.stderr == """
        tablegen: cannot write 'full': No space left on device
        tablegen: cannot write 'full': No space left on device

        """)
  }

  @Test("as root, a replaced file keeps its owner, group and mode", arguments: outputKinds)
  func ownerKept(_ option: [String]) throws {
    guard
      let result = try Self.inPrivateMount(
        """
        printf '# Docs\\n' > README.md && chown 1234:5678 README.md && chmod 640 README.md || exit 98
        "$TG" render \(packagePath(Self.spec).path) --format markdown \(option[0]) README.md; echo "status $?"
        stat -c '%u:%g %a %F' README.md
        """)
    else { return }
    #expect(
      result.stdout == "mounted\nstatus 0\n1234:5678 640 regular file\n", "stderr: \(result.stderr)")
  }

  @Test("SIGTERM while the answers are written leaves no temporary file behind")
  func signalDuringWrite() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("form.yaml")
    try Self.write(
      """
      tablegen: 1
      title: Notes
      cells:
        - {type: input, id: password, label: Password, secure: true}
        - {type: textView, id: notes, label: Notes}

      """, to: spec)
    // A long answer, so that writing it takes long enough to be interrupted.
    let answers = folder.appendingPathComponent("answers.yaml")
    try Self.write("password: hunter2-secret\nnotes: " + String(repeating: "x", count: 4 << 20) + "\n", to: answers)
    let outputs = folder.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)

    // Every name made in the folder is seen at once; SIGTERM follows the first.
    let watch = inotify_init1(Int32(IN_NONBLOCK))
    try #require(watch >= 0)
    defer { close(watch) }
    try #require(inotify_add_watch(watch, outputs.path, UInt32(IN_CREATE | IN_MOVED_TO)) >= 0)
    let target = outputs.appendingPathComponent("answers.json")
    var signalled = 0
    for _ in 0..<3 {
      var sent = false
      let result = try Self.withSignalsUnblocked {
        try ProcessRunner.tablegen.run(
          ["fill", spec.path, "--no-input", "--answers", answers.path, "--output", target.path],
          pollInterval: .microseconds(50)
        ) { running in
          var event = [UInt8](repeating: 0, count: 4096)
          if !sent, read(watch, &event, event.count) > 0 {
            _ = Glibc.kill(running.processIdentifier, SIGTERM)
            sent = true
          }
        }
      }
      if result.endedBySignal { signalled += 1 }
      let left = try FileManager.default.contentsOfDirectory(atPath: outputs.path).filter { $0 != "answers.json" }
      #expect(left.isEmpty, "left behind, with the password: \(left)")
      for name in try FileManager.default.contentsOfDirectory(atPath: outputs.path) {
        try FileManager.default.removeItem(at: outputs.appendingPathComponent(name))
      }
      var drain = [UInt8](repeating: 0, count: 4096)
      while read(watch, &drain, drain.count) > 0 {}
    }
    print("SIGTERM ended \(signalled) of 3 runs")
  }

  @Test(
    "a standard output appended to the spec is refused before a byte is written",
    arguments: ["render SPEC >> SPEC", "render - < SPEC >> SPEC", "fill SPEC --no-input >> SPEC"])
  func standardOutputIsInput(_ command: String) throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("spec.yaml")
    let original = try packageText("Tests/Fixtures/fill/every-field.yaml")
    try Self.write(original, to: spec)
    let result = try Self.shell(
      command.replacingOccurrences(of: "SPEC", with: "'\(spec.path)'").replacingOccurrences(
        of: "render", with: "\"$TG\" render"
      ).replacingOccurrences(of: "fill", with: "\"$TG\" fill") + "; echo \"status $?\" >&2")
    #expect(
      result.stderr.hasSuffix(
        "tablegen: standard output is the spec being read; it would be damaged: write the output elsewhere\nstatus 2\n"),
      "stderr: \(result.stderr)")
    #expect(try Self.text(spec) == original)
  }

  @Test(
    "a closed standard output is an error (exit 2) with a message",
    arguments: [
      "render Samples/login.yaml", "validate --format sarif Samples/login.yaml",
      "fill Tests/Fixtures/fill/every-field.yaml --answers Tests/Fixtures/fill/answers-valid.yaml --no-input",
    ])
  func closedStandardOutput(_ command: String) throws {
    let result = try Self.shell("\"$TG\" \(command) >&-; echo \"status $?\" >&2")
    #expect(
      result.stderr.hasSuffix("tablegen: cannot write to standard output: Bad file descriptor\nstatus 2\n"),
      "stderr: \(result.stderr)")
  }

  @Test("a report standard error refuses is exit 2, not a pass")
  func refusedStandardError() throws {
    let result = try Self.shell(
      """
      "$TG" validate Samples/login.yaml 2>/dev/full; echo "status $?"
      "$TG" validate Samples/login.yaml 2>&-; echo "status $?"
      """)
    #expect(result.stdout == "status 2\nstatus 2\n", "stderr: \(result.stderr)")
  }

  /// Runs `body` with no signal blocked on this thread: a child inherits the
  /// mask of the thread that starts it, and the test runner's threads block
  /// SIGTERM and SIGPIPE, which these tests need to reach tablegen.
  static func withSignalsUnblocked<T>(_ body: () throws -> T) rethrows -> T {
    var none = sigset_t()
    var saved = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, &saved)
    defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
    return try body()
  }

  @Test("a broken pipe ends tablegen quietly by SIGPIPE (141 in a shell), as other tools")
  func brokenPipe() throws {
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let errors = Pipe()
    let process = Process()
    process.executableURL = CLITests.binary
    process.arguments = ["render", Self.spec]
    process.currentDirectoryURL = packageRoot
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = pipe.fileHandleForWriting
    process.standardError = errors
    try Self.withSignalsUnblocked { try process.run() }
    try pipe.fileHandleForWriting.close()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGPIPE)
    #expect(stderr.isEmpty, "stderr: \(stderr)")
  }
}
