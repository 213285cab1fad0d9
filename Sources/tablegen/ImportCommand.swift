import ArgumentParser

/// `tablegen import settings-bundle PATH`: specs from what an app already ships.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Turn an existing settings description into table specs.",
    subcommands: [ImportSettingsBundleCommand.self]
  )
}

/// Issue 13 (engineer F) builds it on TableGenSettingsBundle.
struct ImportSettingsBundleCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "settings-bundle",
    abstract: "Turn a Settings.bundle (Root.plist, its child panes and *.lproj strings) into one spec per plist."
  )

  @Argument(help: ArgumentHelp("The Settings.bundle folder.", valueName: "path"), completion: .directory)
  var path: String

  @Option(
    name: .shortAndLong, help: ArgumentHelp("The folder to write the specs to.", valueName: "folder"),
    completion: .directory)
  var output: String?

  func run() throws {
    throw ValidationError("import settings-bundle is not built yet")
  }
}
