/// The walk through specs joined by links to child panes (`SpecLink`): every
/// spec reachable from the ones named is reached once, however many links lead
/// to it and whether or not it was named too. Files are told apart by what the
/// system knows them as (`FileIdentity`), not by how a path spells them.
///
/// The walk is depth first, in document order. A link back to a pane still on
/// the way (a cycle, which navigation allows) is reported once, as information,
/// at the link that closes it. The walk is bounded: a link past
/// `maximumDepth` panes, or past `maximumPanes` files reached, is reported and
/// not followed, so that no set of specs can keep it going.
public struct LinkedSpecs: Sendable {
  /// How many links deep the walk goes from a spec that was named.
  public var maximumDepth: Int
  /// How many files the walk reaches through links, beyond the ones named.
  public var maximumPanes: Int

  public init(maximumDepth: Int = 32, maximumPanes: Int = 500) {
    self.maximumDepth = maximumDepth
    self.maximumPanes = maximumPanes
  }

  /// The outcome of a walk: every pane in the order reached, and the problems
  /// of the links themselves, each naming its linking file.
  public struct Walk<Pane> {
    public var panes: [Pane]
    /// Diagnostics at links: a cycle, an unreadable pane, a link not followed.
    public var linkDiagnostics: [Diagnostic]
    /// For each pane reached through a link, the first link that reached it (by the pane's index).
    public var reachedBy: [Int: SpecLink]
  }

  /// Walks from `roots`. `links` gives a pane's links; `identity` the file a
  /// root was read from (nil for standard input); `load` reads the pane a link
  /// leads to (`SpecLink.readPane`), or gives the one diagnostic, at the link,
  /// of a file that cannot be read or is not a spec.
  public func walk<Pane>(
    from roots: [Pane], identity: @escaping (Pane) -> FileIdentity?, links: @escaping (Pane) -> [SpecLink],
    load: @escaping (SpecLink) -> Result<Pane, Diagnostic>
  ) -> Walk<Pane> {
    var walker = Walker(limits: self, roots: roots, identity: identity, links: links, load: load)
    for index in roots.indices where walker.isUnvisited(rootAt: index) {
      walker.visit(paneAt: index, depth: 0)
    }
    return Walk(panes: walker.panes, linkDiagnostics: walker.diagnostics, reachedBy: walker.reachedBy)
  }

  /// Follows the links of every file in `report` (from `BatchValidator`) and
  /// checks each pane reached, with `options`. The panes join the report as
  /// files of their own, with diagnostics at their own positions; the
  /// problems of links join the files that hold them.
  /// Every pattern match of every pane shares the run's one budget (`PatternMeter`).
  public func validate(_ report: ValidationReport, options: LoadOptions = .default) -> ValidationReport {
    PatternMeter.measuring { validateMeasured(report, options: options) }
  }

  private func validateMeasured(_ report: ValidationReport, options: LoadOptions) -> ValidationReport {
    let walk = walk(
      from: report.files, identity: { FileIdentity(regularFileAt: $0.path) }, links: \.links,
      load: { link -> Result<ValidationReport.FileResult, Diagnostic> in
        link.readPane(options: options).map { file in
          let checked = SpecLoader.check(file, options: options)
          var result = ValidationReport.FileResult(
            path: file.path, source: checked.diagnostics.isEmpty ? nil : file, diagnostics: checked.diagnostics,
            links: checked.links, filesRead: checked.filesRead)
          (result.leftOut, result.errorsLeftOut) = (checked.leftOut, checked.errorsLeftOut)
          return result
        }
      })
    var files = walk.panes
    for (index, link) in walk.reachedBy where !files[index].diagnostics.isEmpty {
      files[index].diagnostics = files[index].diagnostics.map { $0.reached(through: link) }
    }
    var byPath: [String: Int] = [:]
    for index in files.indices where byPath[files[index].path] == nil { byPath[files[index].path] = index }
    for diagnostic in walk.linkDiagnostics {
      guard let file = diagnostic.file, let index = byPath[file] else { continue }
      files[index].diagnostics.append(diagnostic)
      files[index].diagnostics.sort(by: Diagnostic.reportOrder)
    }
    return ValidationReport(files: files)
  }
}

extension Diagnostic {
  /// The diagnostic of a pane reached through `link`, with a note at the link
  /// that leads to it, so that a report read from the parent finds its way.
  func reached(through link: SpecLink) -> Diagnostic {
    var diagnostic = self
    diagnostic.notes.append(Note("the pane is reached through this link", at: link.range, in: link.linkingFile))
    return diagnostic
  }
}

/// The state of one walk.
private struct Walker<Pane> {
  let limits: LinkedSpecs
  let identity: (Pane) -> FileIdentity?
  let links: (Pane) -> [SpecLink]
  let load: (SpecLink) -> Result<Pane, Diagnostic>
  private(set) var panes: [Pane]
  private(set) var diagnostics: [Diagnostic] = []
  private(set) var reachedBy: [Int: SpecLink] = [:]
  /// Each file seen, and whether the walk is still inside it (its links are being followed).
  private var seen: [FileIdentity: Bool] = [:]
  private let rootCount: Int
  /// The files named, by identity, for a link that leads to one before its own turn.
  private var rootIndex: [FileIdentity: Int] = [:]
  /// The roots whose links were followed.
  private var visitedRoots: Set<Int> = []

  init(
    limits: LinkedSpecs, roots: [Pane], identity: @escaping (Pane) -> FileIdentity?,
    links: @escaping (Pane) -> [SpecLink], load: @escaping (SpecLink) -> Result<Pane, Diagnostic>
  ) {
    self.limits = limits
    self.identity = identity
    self.links = links
    self.load = load
    panes = roots
    rootCount = roots.count
    for index in roots.indices {
      if let id = identity(roots[index]), rootIndex[id] == nil { rootIndex[id] = index }
    }
  }

  func isUnvisited(rootAt index: Int) -> Bool { !visitedRoots.contains(index) }

  /// Follows the links of the pane at `index`, `depth` links from where the walk began.
  mutating func visit(paneAt index: Int, depth: Int) {
    if index < rootCount { visitedRoots.insert(index) }
    let id = identity(panes[index])
    if let id { seen[id] = true }
    for link in links(panes[index]) {
      follow(link, depth: depth + 1)
    }
    if let id { seen[id] = false }
  }

  private mutating func follow(_ link: SpecLink, depth: Int) {
    // A target that is missing, outside the linking spec's folder or not a
    // regular file was reported by `LinkRules`, and is not read.
    guard let id = link.file.identity() else { return }
    if let isOpen = seen[id] {
      if isOpen { diagnostics.append(cycle(at: link)) }
      return
    }
    if let root = rootIndex[id], !visitedRoots.contains(root) {
      visit(paneAt: root, depth: depth)
      return
    }
    guard depth <= limits.maximumDepth, panes.count - rootCount < limits.maximumPanes else {
      diagnostics.append(notFollowed(link, tooDeep: depth > limits.maximumDepth))
      return
    }
    switch load(link) {
    case .failure(let problem):
      // Marked as seen, so that another link to the same file does not report it again.
      seen[id] = false
      diagnostics.append(problem)
    case .success(let pane):
      panes.append(pane)
      reachedBy[panes.count - 1] = link
      visit(paneAt: panes.count - 1, depth: depth)
    }
  }

  private func cycle(at link: SpecLink) -> Diagnostic {
    Diagnostic(
      .childPaneCycle,
      "the link to '\(link.target)' leads back to a pane on the way here; the panes are checked once",
      at: link.range, pointer: link.pointer, file: link.linkingFile)
  }

  private func notFollowed(_ link: SpecLink, tooDeep: Bool) -> Diagnostic {
    let why =
      tooDeep
      ? "it is more than \(limits.maximumDepth) links deep"
      : "more than \(limits.maximumPanes) child panes were reached already"
    return Diagnostic(
      .childPaneNotFollowed, "the child pane '\(link.target)' is not checked: \(why)", at: link.range,
      pointer: link.pointer, file: link.linkingFile)
  }
}
