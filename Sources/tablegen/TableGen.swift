import ArgumentParser
import TableGenForm
import TableGenOutput
import TableGenRender
import TableGenSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The root command. Each subcommand is a thin layer over TableGenKit: it reads
/// input, calls the library, and writes the result and the diagnostics.
struct TableGenCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tablegen",
    abstract: "Validate, render and fill in declarative table specs: forms and settings screens in YAML or JSON.",
    discussion: """
      A table spec describes a form or settings screen as sections of cells. \
      See docs/spec-format.md for the format.

      EXIT STATUS (each command's --help says more):
        0    success
        1    the spec has errors (or warnings under --strict);
             breaking: a change at or above --fail-on;
             render --check: the file is stale; fill: cancelled;
             test: a case failed;
             import: a plist that cannot be read or is not well-formed
        2    usage error, a file that cannot be read or written, or a
             report or data that standard output or standard error refuses;
             fill, breaking: a spec with errors
        3    fill: the --submit command failed, with --no-input
        130  fill: interrupted
      """,
    version: TableGenVersion.current,
    subcommands: [
      ValidateCommand.self, RenderCommand.self, FillCommand.self, TestCommand.self, ImportCommand.self,
      ExportCommand.self, BreakingCommand.self,
    ]
  )
}

/// Runs the command line, mapping ArgumentParser's usage-error status (64) to
/// the documented 2, as other linters do.
@main
enum Main {
  static func main() {
    do {
      var command = try TableGenCommand.parseAsRoot()
      // One budget of pattern work for the whole run, shared by every file and pane it reads.
      try PatternMeter.measuring { try command.run() }
      // A report or a diagnostic that could not be written is not a success.
      if Console.standardErrorFailed { exit(ExitStatus.usage) }
    } catch {
      if TableGenCommand.exitCode(for: error) == .validationFailure {
        Console.writeError(TableGenCommand.fullMessage(for: error) + "\n")
        exit(ExitStatus.usage)
      }
      let status = TableGenCommand.exitCode(for: error).rawValue
      if Console.standardErrorFailed, status == ExitStatus.success || status == ExitStatus.findings {
        exit(ExitStatus.usage)
      }
      TableGenCommand.exit(withError: error)
    }
  }
}

/// The documented exit statuses.
enum ExitStatus {
  static let success: Int32 = 0
  /// The spec has errors, or warnings under `--strict`.
  static let findings: Int32 = 1
  /// A usage error, a file that cannot be read, or an output that cannot be
  /// written: a file, standard output, or the report on standard error.
  static let usage: Int32 = 2
}
