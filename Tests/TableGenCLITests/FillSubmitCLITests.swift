import Foundation
import TableGenTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `tablegen fill --submit CMD` in the line mode through a pipe and
/// with `--no-input`: a real script that fails the first time and succeeds the
/// second, the bounded capture of its output, and its exit statuses. The
/// terminal side (spinner, Ctrl-C, `stty`) is scripts/test-fill-submit.py.
@Suite("tablegen fill --submit")
struct FillSubmitCLITests {
  typealias Run = CLITests.Result

  /// A script that fails until its marker file exists (it makes it on the
  /// first run) and then succeeds; it keeps what it read in `received`.
  struct SecondTimeScript {
    let folder: URL
    var marker: URL { folder.appendingPathComponent("marker") }
    var received: URL { folder.appendingPathComponent("received.json") }
    var command: String { "sh '\(folder.appendingPathComponent("submit.sh").path)' '\(marker.path)'" }

    init() throws {
      folder = try CLITests.temporaryFolder()
      let script = """
        #!/bin/sh
        # Fails the first time (no marker yet), succeeds the second.
        cat > "$1.json"
        mv "$1.json" "$(dirname "$1")/received.json"
        if [ ! -e "$1" ]; then
          : > "$1"
          echo 'connecting to the server' >&2
          echo 'the server said: try again' >&2
          exit 1
        fi
        echo 'Ticket 42 created'
        echo 'a second line, not shown'
        """
      try script.write(to: folder.appendingPathComponent("submit.sh"), atomically: true, encoding: .utf8)
    }

    func remove() {
      try? FileManager.default.removeItem(at: folder)
    }
  }

  static let loginAnswers = """
    {
      "$action": "login",
      "username": "alice@example.com",
      "password": "secret12"
    }

    """

  @Test("line mode: the first submission fails, its error tail shows, the review comes back; the second succeeds")
  func failsThenSucceedsInLineMode() throws {
    let script = try SecondTimeScript()
    defer { script.remove() }
    let run = try FillCLITests.fill(
      ["Samples/login.yaml", "--submit", script.command], input: "alice@example.com\nsecret12\na\na\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout == Self.loginAnswers)
    // What the command read is exactly what fill writes.
    #expect(try String(contentsOf: script.received, encoding: .utf8) == Self.loginAnswers)
    #expect(
      run.stderr.contains(
        """
        Submitting…
        Submission failed (exit status 1):
          connecting to the server
          the server said: try again
        Back to the review: change an answer and submit again, or cancel.
        Review your answers:

        """))
    // The form goes on at its review: its title and introduction are not printed again.
    #expect(run.stderr.components(separatedBy: "Answer each question on one line").count == 2)
    // The review is shown again with every answer kept, and the choice taken from it.
    #expect(run.stderr.components(separatedBy: "alice@example.com").count == 3)
    #expect(run.stderr.hasSuffix("Submitting…\nSubmitted: Ticket 42 created\n"))
    #expect(!run.stderr.contains("a second line"))
    #expect(!run.stderr.contains("secret12"))
  }

  @Test("line mode: after a failed submission, an edit from the review changes what is submitted next")
  func editAfterFailure() throws {
    let script = try SecondTimeScript()
    defer { script.remove() }
    let run = try FillCLITests.fill(
      ["Samples/login.yaml", "--submit", script.command],
      input: "alice@example.com\nsecret12\na\n:edit 1\nbob@example.com\na\n")
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stdout.contains(#""username": "bob@example.com""#))
    #expect(try String(contentsOf: script.received, encoding: .utf8).contains(#""username": "bob@example.com""#))
  }

  @Test("line mode: input that ends after a failed submission cancels (exit 1) and writes nothing")
  func failureThenEndOfInput() throws {
    let script = try SecondTimeScript()
    defer { script.remove() }
    let output = script.folder.appendingPathComponent("answers.json")
    let run = try FillCLITests.fill(
      ["Samples/login.yaml", "--submit", script.command, "-o", output.path], input: "alice@example.com\nsecret12\na\n")
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: output.path))
    #expect(
      run.stderr.hasSuffix("tablegen: cancelled: input ended before a final choice was made; no answers written\n"))
  }

  @Test("a cancel button runs no command")
  func cancelRunsNothing() throws {
    let script = try SecondTimeScript()
    defer { script.remove() }
    let run = try FillCLITests.fill(
      ["Samples/login.yaml", "--submit", script.command], input: "alice@example.com\nsecret12\nb\n")
    #expect(run.status == 1)
    #expect(!run.stderr.contains("Submitting"))
    #expect(!FileManager.default.fileExists(atPath: script.marker.path))
  }

  // MARK: --no-input (CI)

  /// `fill --no-input` of the login sample, answered from a file, submitting with `command`.
  static func unattended(_ command: String, output: String? = nil) throws -> Run {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let answers = folder.appendingPathComponent("answers.json")
    try #"{"username": "alice@example.com", "password": "secret12"}"#.write(
      to: answers, atomically: true, encoding: .utf8)
    return try FillCLITests.fill(
      ["Samples/login.yaml", "--no-input", "--answers", answers.path, "--submit", command]
        + (output.map { ["-o", $0] } ?? []))
  }

  @Test("--no-input: the failing script exits 3 with its error tail and writes nothing; the second run exits 0")
  func unattendedFailsThenSucceeds() throws {
    let script = try SecondTimeScript()
    defer { script.remove() }
    let output = script.folder.appendingPathComponent("answers.json")
    let failed = try Self.unattended(script.command, output: output.path)
    #expect(failed.status == 3)
    #expect(failed.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: output.path))
    #expect(
      failed.stderr == """
        Submitting…
        Submission failed (exit status 1):
          connecting to the server
          the server said: try again
        tablegen: the --submit command failed; no answers written

        """)
    let succeeded = try Self.unattended(script.command, output: output.path)
    #expect(succeeded.status == 0, "stderr: \(succeeded.stderr)")
    #expect(succeeded.stderr == "Submitting…\nSubmitted: Ticket 42 created\n")
    #expect(try String(contentsOf: output, encoding: .utf8) == Self.loginAnswers)
    #expect(try String(contentsOf: script.received, encoding: .utf8) == Self.loginAnswers)
  }

  @Test("--no-input: a command that prints nothing confirms with 'Submitted.'; the answers go to standard output too")
  func silentSuccess() throws {
    let run = try Self.unattended("cat > /dev/null")
    #expect(run.status == 0)
    #expect(run.stderr == "Submitting…\nSubmitted.\n")
    #expect(run.stdout == Self.loginAnswers)
  }

  @Test("--no-input: a command ended by a signal, or one that cannot be found, is a failure (exit 3)")
  func signalAndMissingCommand() throws {
    let killed = try Self.unattended("kill -KILL $$")
    #expect(killed.status == 3)
    #expect(killed.stderr.hasPrefix("Submitting…\nSubmission failed (ended by signal 9).\n"))
    let missing = try Self.unattended("tablegen-no-such-command-here")
    #expect(missing.status == 3)
    #expect(missing.stderr.contains("Submission failed (exit status 127):\n"))
    #expect(missing.stderr.contains("tablegen-no-such-command-here"))
  }

  @Test("the command's output is escaped, and only its first line and the last lines of its errors are kept")
  func boundedAndEscaped() throws {
    let escaped = try Self.unattended(#"printf '\033[31mred\n'"#)
    #expect(escaped.stderr == "Submitting…\nSubmitted: \\x1b[31mred\n")
    // 3 MB on each stream: one line of output cut to 1 KiB, and the last five of 300,000 error lines.
    let flood = try Self.unattended(
      #"head -c 3000000 /dev/zero | tr '\0' a; i=0; while [ $i -lt 3 ]; do seq 1 100000 >&2; i=$((i+1)); done"#)
    #expect(flood.status == 0)
    #expect(flood.stderr == "Submitting…\nSubmitted: \(String(repeating: "a", count: 1024))\n")
    let failing = try Self.unattended(#"seq 1 300000 >&2; printf 'bell\007\n' >&2; exit 5"#)
    #expect(failing.status == 3)
    #expect(
      failing.stderr.hasPrefix(
        "Submitting…\nSubmission failed (exit status 5):\n  299997\n  299998\n  299999\n  300000\n  bell\\x07\n"))
  }

  @Test("an error of one line longer than the 4 KiB kept shows its end, marked as cut, not nothing")
  func longErrorLine() throws {
    // A server's one-line JSON error, say: before, the tail was empty, as its only line was cut.
    let run = try Self.unattended(#"head -c 10000 /dev/zero | tr '\0' e >&2; echo ' the real reason' >&2; exit 1"#)
    #expect(run.status == 3)
    let kept = String(repeating: "e", count: 4096 - " the real reason\n".utf8.count) + " the real reason"
    #expect(
      run.stderr == """
        Submitting…
        Submission failed (exit status 1):
          …\(kept)
        tablegen: the --submit command failed; no answers written

        """)
  }

  @Test("a first line cut at 1 KiB never ends in half a character, nor an error tail begins in one")
  func cutsOnCharacters() throws {
    // 1,023 bytes, then a character of two: the bound falls inside it.
    let first = try Self.unattended(#"printf '%1023s' '' | tr ' ' a; printf '\303\251 and more\n'"#)
    #expect(first.stderr == "Submitting…\nSubmitted: \(String(repeating: "a", count: 1023))\n")
    // "é" then 4,095 bytes: the last 4,096 begin inside the "é".
    let tail = try Self.unattended(#"printf '\303\251' >&2; printf '%4094s\n' '' | tr ' ' b >&2; exit 1"#)
    #expect(tail.stderr.contains("Submission failed (exit status 1):\n  …\(String(repeating: "b", count: 4094))\n"))
  }

  @Test("an empty or blank --submit is bad usage (exit 2) before a question is asked, not a submission")
  func emptyCommand() throws {
    for command in ["", "  "] {
      let run = try FillCLITests.fill(
        ["Samples/login.yaml", "--submit", command], input: "alice@example.com\nsecret12\n1\n")
      #expect(run.status == 2, "stderr: \(run.stderr)")
      #expect(run.stdout.isEmpty)
      #expect(run.stderr.contains("--submit needs a command"))
      #expect(!run.stderr.contains("Question 1"))
    }
  }

  @Test("answers submitted but not written: exit 2, and the message says the submission happened")
  func submittedButNotWritten() throws {
    let run = try Self.unattended("cat > /dev/null; echo ok", output: "/dev/full")
    #expect(run.status == 2)
    #expect(
      run.stderr == """
        Submitting…
        Submitted: ok
        tablegen: cannot write '/dev/full': No space left on device
        tablegen: the --submit command succeeded: the answers were submitted, but not written

        """)
  }

  @Test("a command that does not read its input (larger than a pipe holds) does not end tablegen")
  func unreadInput() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let answers = folder.appendingPathComponent("answers.json")
    let long = String(repeating: "x", count: 500_000)
    try #"{"username": "alice@example.com", "password": "\#(long)"}"#.write(
      to: answers, atomically: true, encoding: .utf8)
    let run = try FillCLITests.fill(
      ["Samples/login.yaml", "--no-input", "--answers", answers.path, "--submit", "echo done"])
    #expect(run.status == 0, "stderr: \(run.stderr)")
    #expect(run.stderr == "Submitting…\nSubmitted: done\n")
    #expect(run.stdout.contains(long))
  }

  @Test("SIGINT while the command runs ends its whole process group and exits 130, writing nothing")
  func interruptEndsTheCommand() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pids = folder.appendingPathComponent("pids")
    let answers = folder.appendingPathComponent("answers.json")
    try #"{"username": "alice@example.com", "password": "secret12"}"#.write(
      to: answers, atomically: true, encoding: .utf8)
    // A child in the background and the shell itself: both must go.
    let command = "sleep 60 & echo $! $$ > '\(pids.path).tmp'; mv '\(pids.path).tmp' '\(pids.path)'; wait"
    var signalled = false
    let run = try OutputSafetyTests.withSignalsUnblocked {
      try ProcessRunner.tablegen.run(
        ["fill", "Samples/login.yaml", "--no-input", "--answers", answers.path, "--submit", command],
        deadline: .seconds(30), pollInterval: .milliseconds(20)
      ) { process in
        if !signalled, FileManager.default.fileExists(atPath: pids.path) {
          signalled = true
          kill(process.processIdentifier, SIGINT)
        }
      }
    }
    #expect(run.status == 130)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasSuffix("tablegen: interrupted; the --submit command was ended; no answers written\n"))
    let numbers = try String(contentsOf: pids, encoding: .utf8).split(separator: " ").compactMap {
      Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    #expect(numbers.count == 2)
    for pid in numbers {
      // A killed process may take a moment to be torn down and reaped: a bounded wait, not a timing.
      var waited = 0
      while Self.isRunning(pid), waited < 250 {
        usleep(20_000)
        waited += 1
      }
      #expect(!Self.isRunning(pid), "process \(pid) outlived the interrupt")
    }
  }

  @Test("SIGINT after the command succeeded, while its background child's output is read, never says 'not submitted'")
  func interruptAfterSuccess() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pid = folder.appendingPathComponent("pid")
    let answers = folder.appendingPathComponent("answers.json")
    try #"{"username": "alice@example.com", "password": "secret12"}"#.write(
      to: answers, atomically: true, encoding: .utf8)
    // It succeeds at once; its child keeps standard output open, which tablegen reads a quarter of a second more.
    let command =
      "cat > /dev/null; echo accepted; (sleep 5) & echo $$ > '\(pid.path).tmp'; mv '\(pid.path).tmp' '\(pid.path)'"
    var shell: Int32?
    var signalled = false
    let run = try OutputSafetyTests.withSignalsUnblocked {
      try ProcessRunner.tablegen.run(
        ["fill", "Samples/login.yaml", "--no-input", "--answers", answers.path, "--submit", command],
        deadline: .seconds(30), pollInterval: .milliseconds(5)
      ) { process in
        if shell == nil, let text = try? String(contentsOf: pid, encoding: .utf8) {
          shell = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        // Once tablegen has reaped the shell (its /proc entry is gone), it is reading what is left.
        if !signalled, let shell, !FileManager.default.fileExists(atPath: "/proc/\(shell)") {
          signalled = true
          kill(process.processIdentifier, SIGINT)
        }
      }
    }
    #expect(signalled)
    // The command took the answers: "ended" and "no answers written" alone would invite a second submission.
    #expect(!run.stderr.contains("the --submit command was ended"), "stderr: \(run.stderr)")
    if run.status == 130 {
      #expect(
        run.stderr.hasSuffix(
          "tablegen: interrupted after the --submit command succeeded: the answers were submitted, but not written\n"))
    } else {
      // The signal came only once tablegen had finished reading (a slow machine): an ordinary success.
      #expect(run.status == 0, "stderr: \(run.stderr)")
      #expect(run.stderr.contains("Submitted: accepted\n"))
    }
  }

  /// Whether `pid` is a live process: one that exists and is not a zombie waiting for its reaper.
  static func isRunning(_ pid: Int32) -> Bool {
    guard kill(pid, 0) == 0 else { return false }
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return true }
    // "pid (comm) state …"
    return !stat[close...].dropFirst(2).hasPrefix("Z")
  }
}
