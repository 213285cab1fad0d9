import ArgumentParser
import TableGenForm
import TableGenOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `fill --submit CMD`, as `FillCommand.run` uses it.
extension FillCommand {
  /// Runs `command` with the answers as JSON on its standard input (the bytes
  /// `--answers-format json` writes, whatever the format of the answers written),
  /// showing `progress` until it ends, and how it ended.
  static func submit(_ result: FormResult, command: String, progress: SubmitProgress) -> Submission.Outcome {
    var progress = progress
    let input = Array(AnswersWriter.write(result, as: .json).utf8)
    progress.begin()
    let outcome = Submission(command: command).run(input: input) { progress.tick(elapsed: $0) }
    progress.end(outcome)
    return outcome
  }

  /// Goes on after a submission that succeeded; otherwise ends tablegen: a
  /// failure (with `--no-input`, where nothing can be fixed) exits
  /// `FillExit.submitFailed`, Ctrl-C exits 130, and SIGTERM, SIGHUP or SIGQUIT
  /// end tablegen by that signal once the command is ended and the terminal restored.
  static func stopUnlessSucceeded(_ outcome: Submission.Outcome, printer: DiagnosticPrinter) throws {
    switch outcome {
    case .succeeded: return
    case .failed:
      printer.print(message: "the --submit command failed; no answers written")
      throw ExitCode(FillExit.submitFailed)
    case .interrupted(let number, let afterSuccess):
      printer.print(
        message: afterSuccess
          ? "interrupted after the --submit command succeeded: the answers were submitted, but not written"
          : "interrupted; the --submit command was ended; no answers written")
      TerminalRestore.restore()
      guard number == SIGINT else {
        signal(number, SIG_DFL)
        raise(number)
        throw ExitCode(128 + number)  // not reached: the signal ends tablegen
      }
      throw ExitCode(FillExit.interrupted)
    }
  }

  /// The most characters of one error line in the review's message.
  static let reviewLineCharacters = 100

  /// After a failed write of the answers: with `--submit`, its command has
  /// already taken them, which a script must know before it tries again.
  static func sayWhetherSubmitted(_ options: FillOptions, printer: DiagnosticPrinter) {
    guard options.submit != nil else { return }
    printer.print(
      message: "the --submit command succeeded: the answers were submitted, but not written")
  }

  /// The problem the review shows after a failed submission: why, and the last lines of its standard error,
  /// each cut to its last `reviewLineCharacters` (the full lines are above the review on the main screen):
  /// a 4 KiB line would fill the screen and push the review's choices off it.
  static func reviewProblem(_ failure: Submission.Failure) -> String {
    let tail = failure.errorTail.suffix(3).map { line in
      line.count > reviewLineCharacters ? "…" + line.suffix(reviewLineCharacters - 1) : line
    }.joined(separator: " / ")
    return "the submission failed (\(failure.reason))" + (tail.isEmpty ? "" : ": \(tail)")
  }
}
