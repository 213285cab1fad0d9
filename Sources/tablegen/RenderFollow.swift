import ArgumentParser
import TableGenRender
import TableGenSpec

/// `render --follow`: the spec and every child pane its links lead
/// to, walked as `validate` walks them (`LinkedSpecs`), rendered as one document.
extension RenderCommand {
  /// "text, markdown or json": the formats that can hold several panes.
  static var followedFormatNames: String {
    let names = OutputFormats.all.filter { $0.options.contains(.follow) }.map(\.name)
    return names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
  }

  func validateFollow() throws {
    guard follow else { return }
    let format = resolvedFormat
    // The formats that can hold several panes; an SVG picture and an HTML form show one screen.
    guard format.takes(.follow) else {
      throw ValidationError(
        "--follow renders the spec and its child panes as one document in \(Self.followedFormatNames); --format \(format.rawValue) shows one screen: render each pane's spec on its own."
      )
    }
  }

  /// The document of `root` and its child panes. Every pane is loaded and
  /// checked; their problems are printed at their own positions, and any
  /// error (in a pane, or a pane that cannot be read) renders nothing and exits 1.
  /// With the document, every file the walk read, which no output may replace.
  func followedDocument(from root: LoadedSpec) throws -> (document: FollowedDocument, pathsRead: [String]) {
    let walk = LinkedSpecs().walk(
      from: [root], identity: { FileIdentity(regularFileAt: $0.file.path) }, links: \.links,
      load: { link in link.readPane().map { SpecLoader.load($0) } })
    var failed = walk.linkDiagnostics.hasErrors
    for (index, pane) in walk.panes.enumerated() where index > 0 {
      printer.printShortened(pane.diagnostics, leftOut: pane.leftOut, source: pane.file)
      if !pane.isValid { failed = true }
    }
    // A cycle is navigation, which validate reports; rendering follows each pane once all the same.
    printer.print(walk.linkDiagnostics.filter { $0.code != .childPaneCycle }, sources: walk.panes.map(\.file))
    if failed { throw ExitCode(ExitStatus.findings) }
    // Every pane in the language asked for, with the same fallback,
    // and each link's title as its linking pane shows it.
    let specs = walk.panes.map { pane in
      pane.spec.map { LocaleOption.localize($0, locale: language.locale, printer: printer, warns: false) }
    }
    func shown(_ link: SpecLink?) -> SpecLink? {
      guard var link, let index = walk.panes.firstIndex(where: { $0.file.path == link.linkingFile }),
        let linking = specs[index]
      else { return link }
      let links = linking.followedLinks(in: .forSpec(at: link.linkingFile), file: link.linkingFile)
      if let title = links.first(where: { $0.pointer == link.pointer })?.title { link.title = title }
      return link
    }
    let document = FollowedDocument(
      panes: walk.panes.indices.compactMap { index in
        specs[index].map {
          FollowedDocument.Pane(spec: $0, file: walk.panes[index].file.path, link: shown(walk.reachedBy[index]))
        }
      })
    return (document, walk.panes.flatMap(\.pathsRead))
  }
}
