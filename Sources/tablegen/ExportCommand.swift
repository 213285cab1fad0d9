import ArgumentParser

/// `tablegen export settings-bundle SPEC`: what an app ships, from a spec.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write a spec as another system's settings description.",
    subcommands: [ExportSettingsBundleCommand.self]
  )
}

/// Issue 13 (engineer F) builds it on TableGenSettingsBundle.
struct ExportSettingsBundleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "settings-bundle",
    abstract: "Write Root.plist, its child panes and <locale>.lproj/Root.strings from a spec."
  )

  /// Who will read the bundle: Apple's Settings app, or InAppSettingsKit inside the app.
  enum Target: String, ExpressibleByArgument, CaseIterable {
    case settings, iask
  }

  @Argument(help: ArgumentHelp("The spec to export.", valueName: "spec"))
  var spec: String

  @Option(
    name: .shortAndLong, help: ArgumentHelp("The Settings.bundle folder to write.", valueName: "folder"),
    completion: .directory)
  var output: String

  @Option(help: "Who reads the bundle: Apple's Settings app, or InAppSettingsKit.")
  var target: Target = .settings

  func run() throws {
    throw ValidationError("export settings-bundle is not built yet")
  }
}
