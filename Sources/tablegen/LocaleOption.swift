import ArgumentParser
import Foundation
import TableGenOutput
import TableGenSpec

/// `--locale`, shared by render and fill: the language to show the spec in.
/// Without it the environment decides (LC_ALL, LC_MESSAGES, LANG), falling
/// back along the tag (de-AT → de → the spec's source locale).
struct LocaleOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The language to show the spec in, as a BCP 47 tag (de, de-AT). Default: from LC_ALL, LC_MESSAGES or LANG.",
      valueName: "tag"))
  var locale: String?

  func validate() throws {
    if let locale, !LocaleTag.isWellFormed(locale) {
      throw ValidationError("--locale takes a BCP 47 tag such as de or de-AT, not '\(TerminalText.escape(locale))'.")
    }
  }

  /// `spec` in the language asked for. A `--locale` the spec does not
  /// declare is a warning on standard error; the environment's choice falls
  /// back quietly, as it is a preference and not a request.
  func localize(_ spec: TableSpec, printer: DiagnosticPrinter) -> TableSpec {
    Self.localize(spec, locale: locale, printer: printer)
  }

  /// `warns: false` is for a child pane: the same language and
  /// fallback as its form, whose `--locale` was judged against the form named.
  static func localize(_ spec: TableSpec, locale: String?, printer: DiagnosticPrinter, warns: Bool = true) -> TableSpec
  {
    let requested = locale ?? LocaleTag.fromEnvironment(ProcessInfo.processInfo.environment)
    let localizer = Localizer(requested: requested, localization: spec.localization)
    if warns, locale != nil, let warning = localizer.undeclaredWarning {
      printer.print(message: "warning: \(warning)")
    }
    return localizer.localize(spec)
  }
}
