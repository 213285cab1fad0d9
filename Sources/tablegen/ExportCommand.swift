import ArgumentParser
import TableGenOutput
import TableGenSettingsBundle
import TableGenSpec

/// `tablegen export settings-bundle SPEC`: what an app ships, from a spec.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write a spec as another system's settings description.",
    subcommands: [ExportSettingsBundleCommand.self]
  )
}

/// Built on TableGenSettingsBundle (docs/settings-bundle.md).
struct ExportSettingsBundleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "settings-bundle",
    abstract: "Write Root.plist, its child panes and <locale>.lproj/Root.strings from a spec.",
    discussion: """
      The spec becomes Root.plist; every spec it links to (a target such as \
      Advanced.yaml beside it) becomes a child pane (Advanced.plist), and so on \
      down their links. The translations of all of them become \
      <locale>.lproj/Root.strings. Each file is written atomically, inside \
      --output only: a symbolic link in it that leads out of it is refused, \
      and so is any file the run read; every file is checked before the first \
      is written.

      What the target cannot show is left out and said at its place in the \
      spec (target-cannot-show): for the Settings app, buttons, text views, \
      notes, dates, pickers of multiple values, links to URLs, patterns, \
      required fields, checks and conditions. A picker, slider or bound value \
      row without a default is said too (missing-bundle-default).

      EXIT STATUS:
        0  exported (warnings said on standard error)
        1  a spec has errors: nothing is written
        2  usage error, or a file that cannot be written (or that tablegen
           will not write: a link out of the folder, a file the run read)
      """
  )

  @Argument(
    help: ArgumentHelp("The spec to export.", valueName: "spec"),
    completion: .file(extensions: ["yaml", "yml", "json"]))
  var spec: String

  @Option(
    name: .shortAndLong, help: ArgumentHelp("The Settings.bundle folder to write.", valueName: "folder"),
    completion: .directory)
  var output: String

  @Option(help: "Who reads the bundle: Apple's Settings app, or InAppSettingsKit.")
  var target: BundleTarget = .settings

  @Option(help: "When to colour the diagnostics.")
  var color: ColorChoice = .auto

  func run() throws {
    let printer = DiagnosticPrinter(color: color)
    let result = SettingsBundleExport.run(spec, target: target)
    printer.print(result.diagnostics, sources: result.sources)
    if result.failed { throw ExitCode(ExitStatus.findings) }
    do {
      _ = try result.write(into: output)
    } catch {
      printer.print(message: TerminalText.escape(error.description))
      throw ExitCode(ExitStatus.usage)
    }
  }
}

extension BundleTarget: ExpressibleByArgument {}
