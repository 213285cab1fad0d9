/// A `link` row that leads to another spec file: a child pane, which validate
/// checks and `render --follow` and fill enter. A link is followed when its
/// target is a relative or absolute path ending in `.yaml`, `.yml` or `.json`
/// (any case); URLs and other files (a web page, a PDF) are only checked to exist.
public struct SpecLink: Hashable, Sendable {
  /// The link's id: the key its pane's answers are kept under; nil when it has none.
  public var id: String?
  public var title: String
  /// The target as written in the spec.
  public var target: String
  /// The target resolved from the linking spec's folder, as reports name it.
  public var path: String { file.path }
  /// The target as a file the linking spec names, under the rule for every such file (`SpecRelativeFile`).
  public var file: SpecRelativeFile
  /// The file that holds the link, as reports name it.
  public var linkingFile: String
  /// Where the `target` value was written, for every diagnostic about the link.
  public var range: SourceRange
  public var pointer: JSONPointer

  /// The link `cell` makes, when its target is a spec file; nil for a URL or another kind of file.
  public init?(_ cell: LinkCell, in context: ValidationContext, file: String) {
    guard Self.isFollowed(cell) else { return nil }
    id = cell.common.id
    title = cell.title
    target = cell.target
    self.file = SpecRelativeFile(cell.target, from: context.baseDirectory)
    linkingFile = file
    range = cell.common.origin.range(of: "target")
    pointer = cell.common.origin.pointer(to: "target")
  }

  /// The extensions of the targets that are followed, in lower case.
  public static let followedExtensions: Set<String> = ["yaml", "yml", "json"]

  /// Whether the link's target is a spec file, which validate, render and fill follow.
  public static func isFollowed(_ cell: LinkCell) -> Bool {
    guard !cell.targetIsURL, let dot = cell.target.lastIndex(of: "."),
      !cell.target[dot...].contains("/")
    else { return false }
    return followedExtensions.contains(cell.target[cell.target.index(after: dot)...].lowercased())
  }

  /// `target` read from `folder`, as reports name it (`SpecRelativeFile.join`).
  public static func resolve(_ target: String, from folder: String) -> String {
    SpecRelativeFile.join(target, to: folder)
  }

  /// The pane the link leads to, or the one diagnostic, at the link, that says
  /// why it is not read. A file that is not a tablegen spec is not loaded as
  /// one: its problems would quote its lines, and a link may lead to any YAML
  /// or JSON file in the folder (docs/security.md, "Files a spec names").
  public func readPane(options: LoadOptions = .default) -> Result<SourceFile, Diagnostic> {
    switch file.read(options: options) {
    case .failure(let problem):
      return .failure(
        Diagnostic(
          problem.code(otherwise: .unreadableChildPane),
          "the child pane '\(target)' cannot be read: \(problem.reason)", at: range, pointer: pointer,
          suggestion: problem.suggestion, file: linkingFile))
    case .success(let pane):
      guard SpecScreen.isSpec(pane, options: options) else {
        return .failure(
          Diagnostic(
            .childPaneNotASpec,
            "the child pane '\(target)' is not a tablegen spec (its top level is not a mapping with a 'tablegen'"
              + " version key), so it is not checked and none of its lines is shown",
            at: range, pointer: pointer,
            suggestion: "link a tablegen spec, or use a URL or a file of another kind (a PDF, a web page)",
            file: linkingFile))
      }
      return .success(pane)
    }
  }
}

extension TableSpec {
  /// The links of the spec's cells that lead to spec files, in document order.
  public func followedLinks(in context: ValidationContext, file: String) -> [SpecLink] {
    sections.flatMap { section in
      section.cells.compactMap { cell -> SpecLink? in
        guard case .link(let link) = cell else { return nil }
        return SpecLink(link, in: context, file: file)
      }
    }
  }
}
