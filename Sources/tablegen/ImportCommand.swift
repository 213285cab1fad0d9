import ArgumentParser
import TableGenOutput
import TableGenSettingsBundle
import TableGenSpec

/// `tablegen import settings-bundle PATH`: specs from what an app already ships.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Turn an existing settings description into table specs.",
    subcommands: [ImportSettingsBundleCommand.self]
  )
}

/// Built on TableGenSettingsBundle (docs/settings-bundle.md).
struct ImportSettingsBundleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "settings-bundle",
    abstract: "Turn a Settings.bundle (Root.plist, its child panes and *.lproj strings) into one spec per plist.",
    discussion: """
      Each plist becomes one spec: Root.plist → root.yaml (Root~ipad.plist → \
      root~ipad.yaml, Root.inApp.plist → root.inApp.yaml), any other plist keeps \
      its name (Advanced.plist → Advanced.yaml). Child panes become links to \
      those specs. With --output, the specs keep the plists' strings as keys \
      into the bundle's <locale>.lproj/<table>.strings (stringsTable:), which \
      are written beside them; --inline-translations, or standard output, \
      writes every language's text into the specs instead.

      The plist's own defects, and every key or specifier that a spec has no \
      place for (not-carried-over), are reported on standard error at their \
      line:column in the plist. The specs are written into --output, each file \
      atomically and never through a symbolic link in it that leads out of it, \
      or to standard output as a stream of YAML documents. A *.lproj folder \
      whose name is not a language tag is left out, and a Key used twice gives \
      the second specifier a numbered id, each with a warning.

      The run ends with a summary line on standard error: what was written \
      and how many items were not carried over.

      EXIT STATUS:
        0  imported; the bundle lint's findings and what was not carried
           over are said on standard error, and do not change the status
        1  a plist that iOS refuses too: it cannot be read, is not a
           well-formed plist, holds a value its type cannot read, or its root
           is not a dict (the other plists are still imported); or the
           folder holds no plist at all
        2  usage error, or a file that cannot be written (or that tablegen
           will not write: a link out of the folder, a file the run read)
      """
  )

  @Argument(
    help: ArgumentHelp("The Settings.bundle folder, or one plist of it.", valueName: "path"), completion: .directory)
  var path: String

  @Option(
    name: .shortAndLong, help: ArgumentHelp("The folder to write the specs to.", valueName: "folder"),
    completion: .directory)
  var output: String?

  @Flag(
    help: ArgumentHelp(
      "Write every language's text into the specs, instead of the bundle's strings tables beside them (always so without --output)."
    ))
  var inlineTranslations = false

  @Option(help: "When to colour the diagnostics.")
  var color: ColorChoice = .auto

  func run() throws {
    let printer = DiagnosticPrinter(color: color)
    let result = SettingsBundleImport.read(path, inlineTranslations: inlineTranslations || output == nil)
    printer.print(result.diagnostics, sources: result.sources)
    // A folder without a plist is no bundle (said above): nothing to import, and nothing is written.
    if result.files.isEmpty && result.refused.isEmpty {
      printer.print(message: "nothing imported")
      throw ExitCode(ExitStatus.findings)
    }
    for file in result.files {
      if let variant = file.variant {
        printer.print(
          message: TerminalText.escape("\(file.plistName) → \(file.specName): \(variant)"))
      }
    }
    // Say what was done, so a run whose warnings scrolled by still ends with the result.
    let lost = result.notCarriedOver
    var summary = lost == 0 ? "" : "; \(lost) \(lost == 1 ? "item" : "items") not carried over (not-carried-over above)"
    if !result.refused.isEmpty {
      let count = result.refused.count
      summary += "; \(count) \(count == 1 ? "plist" : "plists") that iOS refuses too, not imported"
    }
    let specs = "\(result.files.count) \(result.files.count == 1 ? "spec" : "specs")"
    if let output {
      do {
        _ = try result.write(into: output)
        let tables = result.tables.count
        printer.print(
          message: "wrote \(specs)" + (tables == 0 ? "" : " and \(tables) strings \(tables == 1 ? "table" : "tables")")
            + " to \(TerminalText.escape(output))" + summary)
      } catch {
        printer.print(message: TerminalText.escape(error.description))
        throw ExitCode(ExitStatus.usage)
      }
    } else {
      try Console.writeData(result.stream, printer: printer)
      printer.print(message: "wrote \(specs) to standard output" + summary)
    }
    if !result.refused.isEmpty { throw ExitCode(ExitStatus.findings) }
  }
}
