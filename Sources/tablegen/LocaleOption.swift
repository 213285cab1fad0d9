import ArgumentParser

/// `--locale`, shared by render and fill: the language to show the spec in.
/// Without it the environment decides (LC_ALL, LC_MESSAGES, LANG), falling
/// back along the tag (de-AT → de → the spec's source locale). Issue 13
/// (engineer C) resolves it.
struct LocaleOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The language to show the spec in, as a BCP 47 tag (de, de-AT). Default: from LC_ALL, LC_MESSAGES or LANG.",
      valueName: "tag"))
  var locale: String?
}
