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
      row without a default is said too (missing-bundle-default), and so is \
      each old id of a renamed field (renamedFrom) that is no longer its Key, \
      so that the app moves the value stored under it (storage-key-changed).

      The run ends with a summary line on standard error: the plists and \
      strings tables written, how many items were not carried over and how \
      many keys moved, or \
      "N errors, nothing written".

      EXIT STATUS:
        0  exported; what the target cannot show is said on standard error,
           and does not change the status
        1  a spec (the one named, or one it links to) has errors, or cannot
           be read: nothing is written
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
    if result.failed {
      let errors = max(1, result.diagnostics.filter { $0.severity == .error }.count)
      printer.print(message: "\(errors) \(errors == 1 ? "error" : "errors"), nothing written")
      throw ExitCode(ExitStatus.findings)
    }
    do {
      let written = try result.write(into: output)
      // Say what was written, so a run whose warnings scrolled by still ends with the result.
      let plists = written.filter { $0.hasSuffix(".plist") }.count
      let tables = written.count - plists
      let lost = result.notCarriedOver
      let moved = result.keysMoved
      printer.print(
        message: "wrote \(plists) \(plists == 1 ? "plist" : "plists")"
          + (tables == 0 ? "" : " and \(tables) strings \(tables == 1 ? "table" : "tables")")
          + " to \(TerminalText.escape(output))"
          + "; \(lost) \(lost == 1 ? "item" : "items") not carried over"
          + (lost == 0 ? "" : " (target-cannot-show, missing-bundle-default and not-carried-over above)")
          + (moved == 0 ? "" : "; \(moved) \(moved == 1 ? "key" : "keys") moved (storage-key-changed above)"))
    } catch {
      printer.print(message: TerminalText.escape(error.description))
      throw ExitCode(ExitStatus.usage)
    }
  }
}

extension BundleTarget: ExpressibleByArgument {}
