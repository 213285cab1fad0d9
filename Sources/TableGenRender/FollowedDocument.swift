import TableGenOutput
import TableGenSpec

/// A spec and the child panes its links lead to (`render --follow`), as one
/// document: Markdown with an anchor per pane and links between them, text
/// pane after pane under a heading line, or JSON with a `panes` array. The
/// panes come in the order `LinkedSpecs` reached them, the named spec first.
public struct FollowedDocument: Sendable {
  /// One pane: its spec, the file it was read from, and the link that reached it (nil for the first).
  public struct Pane: Sendable {
    public var spec: TableSpec
    public var file: String
    public var link: SpecLink?

    public init(spec: TableSpec, file: String, link: SpecLink?) {
      self.spec = spec
      self.file = file
      self.link = link
    }
  }

  /// The named spec first, then each pane in the order the walk reached it.
  public var panes: [Pane]
  /// Each pane's anchor, by index: `pane-` and the table's id (or the file's name), made unique.
  public let anchors: [String]
  /// The files the panes were read from, to tell which link leads to which pane.
  private let identities: [FileIdentity?]

  public init(panes: [Pane]) {
    self.panes = panes
    var used: Set<String> = []
    anchors = panes.map { pane in
      let base = "pane-" + Self.slug(pane.spec.id ?? Self.stem(of: pane.file))
      var anchor = base
      var number = 2
      while !used.insert(anchor).inserted {
        anchor = base + "-\(number)"
        number += 1
      }
      return anchor
    }
    identities = panes.map { FileIdentity(regularFileAt: $0.file) }
  }

  /// The index of the pane `link` leads to, if it is in the document.
  public func pane(reachedBy link: SpecLink) -> Int? {
    guard let identity = link.file.identity() else { return nil }
    return identities.firstIndex(of: identity)
  }

  // MARK: Markdown

  /// Every pane under an explicit anchor (`<a id="pane-…"></a>`, which GitHub
  /// keeps as `user-content-pane-…` and still finds from `#pane-…`), its title
  /// at `headingLevel`, and every link row to a pane of the document as a link to its anchor.
  public func renderMarkdown(headingLevel: Int = 1, into output: inout OutputBuffer) {
    for (index, pane) in panes.enumerated() {
      if index > 0 { output.append("\n---\n\n" as StaticString) }
      output.append("<a id=\"" + anchors[index] + "\"></a>\n\n")
      var renderer = MarkdownRenderer(headingLevel: headingLevel)
      renderer.paneAnchors = paneAnchors(of: pane.spec, file: pane.file)
      renderer.render(pane.spec, into: &output)
    }
  }

  /// The anchors of the panes `spec`'s links lead to, by target as written.
  private func paneAnchors(of spec: TableSpec, file: String) -> [String: String] {
    var anchors: [String: String] = [:]
    for link in spec.followedLinks(in: .forSpec(at: file), file: file) {
      if let index = pane(reachedBy: link) { anchors[link.target] = self.anchors[index] }
    }
    return anchors
  }

  // MARK: Text

  /// Every pane as the text renderer draws it, each under a heading line that
  /// names its file and the link that opens it.
  public func renderText(_ renderer: TextRenderer, into output: inout OutputBuffer) {
    for (index, pane) in panes.enumerated() {
      if index > 0 { output.append(UInt8(ascii: "\n")) }
      output.append(TerminalText.escape(heading(of: index)))
      output.append("\n\n" as StaticString)
      renderer.render(pane.spec, into: &output)
    }
  }

  /// "Pane 2 of 3: Samples/settings-advanced.yaml, opened by Advanced in Samples/settings.yaml".
  public func heading(of index: Int) -> String {
    let pane = panes[index]
    var line = "Pane \(index + 1) of \(panes.count): \(pane.file)"
    if let link = pane.link { line += ", opened by \(link.title) in \(link.linkingFile)" }
    return line
  }

  // MARK: JSON

  /// `{"tablegen": 1, "panes": [{"file", "anchor", "linkedFrom", "spec"}, …]}`, where
  /// `spec` is each pane as `render --format json` writes it alone, and
  /// `linkedFrom` the link that reached it (`file`, `id`, `pointer`), null for the first.
  public func renderJSON(_ renderer: JSONRenderer, into output: inout OutputBuffer) {
    var json = JSONStreamWriter()
    swap(&json.output, &output)
    defer { swap(&json.output, &output) }
    json.beginObject()
    json.key("tablegen")
    json.integer(1)
    json.key("panes")
    json.beginArray()
    for (index, pane) in panes.enumerated() {
      json.element()
      json.beginObject()
      json.key("file")
      json.string(pane.file)
      json.key("anchor")
      json.string(anchors[index])
      json.key("linkedFrom")
      if let link = pane.link {
        json.beginObject()
        json.key("file")
        json.string(link.linkingFile)
        json.key("id")
        json.string(link.id)
        json.key("pointer")
        json.string(link.pointer.description)
        json.endObject()
      } else {
        json.null()
      }
      json.key("spec")
      renderer.write(pane.spec, to: &json)
      json.endObject()
      json.output.flushIfFull()
    }
    json.endArray()
    json.endObject()
    json.finish()
  }

  // MARK: Names

  /// Lower-case ASCII letters, digits and hyphens: an id that every renderer
  /// keeps as written. A camel-case word is split (`settingsAdvanced`: `settings-advanced`).
  static func slug(_ text: String) -> String {
    var slug = ""
    var previousIsLower = false
    for scalar in text.unicodeScalars {
      let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
      if isLetter || ("0"..."9").contains(scalar) {
        let isUpper = ("A"..."Z").contains(scalar)
        if isUpper, previousIsLower { slug += "-" }
        slug += String(scalar).lowercased()
        previousIsLower = !isUpper
      } else {
        if !slug.hasSuffix("-"), !slug.isEmpty { slug += "-" }
        previousIsLower = false
      }
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    return slug.isEmpty ? "pane" : slug
  }

  /// The file's name without its folder and extension.
  static func stem(of path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
  }
}
