import TableGenOutput
import TableGenSpec

/// What shapes the web form.
public struct HTMLRenderOptions: Sendable {
  public var theme: RenderTheme

  public init(theme: RenderTheme = .light) {
    self.theme = theme
  }
}

/// The form as a self-contained web page that works with no network: native
/// constraint attributes mirror tablegen's rules, and a submit produces the
/// answers JSON `tablegen fill` writes (docs/rendering.md, "HTML form").
///
/// The page holds one style, one data block and one script, all inline; its
/// Content-Security-Policy allows that style and that script by their SHA-256
/// and nothing else, so text that got past the escaping still could not run.
/// The script is the same for every spec: what it needs of the spec is in the
/// data block, which the browser never executes.
public struct HTMLRenderer: Sendable {
  public var options: HTMLRenderOptions

  public init(options: HTMLRenderOptions = HTMLRenderOptions()) {
    self.options = options
  }

  /// The page as a string.
  public func render(_ spec: TableSpec) -> String {
    var output = OutputBuffer()
    render(spec, into: &output)
    return output.text
  }

  public func render(_ spec: TableSpec, into output: inout OutputBuffer) {
    let policy =
      "default-src 'none'; script-src \(Self.scriptHash); style-src \(Self.styleHash); img-src 'none'; "
      + "form-action 'none'; base-uri 'none'"
    // The language the page is in: the locale it was rendered in, else the spec's source.
    let language = spec.localization.shownLocale ?? spec.localization.source ?? "en"
    output.append("<!DOCTYPE html>\n<html lang=\"\(HTMLText.escapedValue(language))\" data-theme=\"")
    output.append(options.theme.rawValue)
    output.append("\">\n<head>\n<meta charset=\"utf-8\">\n")
    output.append("<meta http-equiv=\"Content-Security-Policy\" content=\"\(policy)\">\n")
    output.append("<meta name=\"referrer\" content=\"no-referrer\">\n")
    output.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
    output.append("<meta name=\"color-scheme\" content=\"\(options.theme.rawValue)\">\n")
    output.append("<meta name=\"generator\" content=\"tablegen\">\n<title>")
    HTMLText.escape(spec.title ?? spec.id ?? "Form", into: &output)
    output.append("</title>\n<style>")
    output.append(HTMLStyle.css)
    output.append("</style>\n</head>\n<body>\n<main>\n")
    if let title = spec.title { element("h1", title, into: &output) }
    if let description = spec.description { element("p", description, class: "description", into: &output) }
    output.append("<form id=\"tablegen-form\" autocomplete=\"off\">\n")
    var rowIndex = 0
    for (sectionIndex, section) in spec.sections.enumerated() {
      output.append("<section class=\"section\" id=\"section-\(sectionIndex)\">\n")
      if let header = section.header { element("h2", header, class: "header", into: &output) }
      output.append("<div class=\"group\">\n")
      for cell in section.cells {
        HTMLCellRow(cell: cell, rowID: Self.rowID(rowIndex)).render(into: &output)
        rowIndex += 1
      }
      output.append("</div>\n")
      if let footer = section.footer { element("p", footer, class: "footer", into: &output) }
      output.append("</section>\n")
    }
    builtInChoices(spec, into: &output)
    output.append("</form>\n")
    output.append(
      "<section class=\"result\" aria-live=\"polite\">\n<p id=\"tablegen-status\" class=\"status\"></p>\n"
        + "<pre id=\"tablegen-answers\" hidden></pre>\n</section>\n")
    output.append(
      "<dialog id=\"tablegen-confirm\">\n<p class=\"confirm-title\"></p>\n<p class=\"confirm-message\"></p>\n"
        + "<div class=\"confirm-buttons\"><button type=\"button\" class=\"confirm-no\">Cancel</button>"
        + "<button type=\"button\" class=\"confirm-yes\"></button></div>\n</dialog>\n")
    output.append("</main>\n<script type=\"application/json\" id=\"tablegen-data\">")
    HTMLText.scriptSafeJSON(HTMLFormData(spec: spec).json(), into: &output)
    output.append("</script>\n<script>")
    output.append(HTMLFormScript.source)
    output.append("</script>\n</body>\n</html>\n")
  }

  /// The built-in choices `tablegen fill` adds (`BuiltInChoices`): Submit or
  /// Save when no button finishes the form, Cancel when none declines it.
  private func builtInChoices(_ spec: TableSpec, into output: inout OutputBuffer) {
    let builtIn = BuiltInChoices(
      buttons: spec.cells.compactMap { cell -> ButtonCell? in
        guard case .button(let button) = cell else { return nil }
        return button
      })
    guard builtIn.finishTitle != nil || builtIn.addsCancel else { return }
    output.append("<section class=\"section built-in\">\n<div class=\"group\">\n")
    if let title = builtIn.finishTitle {
      output.append(
        "<div class=\"row button-row\"><button type=\"submit\" class=\"button style-default\" "
          + "id=\"tablegen-submit\" data-built-in=\"submit\">\(title)</button></div>\n")
    }
    if builtIn.addsCancel {
      output.append(
        "<div class=\"row button-row\"><button type=\"button\" class=\"button style-cancel\" "
          + "id=\"tablegen-cancel\" data-built-in=\"cancel\">\(BuiltInChoices.cancelTitle)</button></div>\n")
    }
    output.append("</div>\n</section>\n")
  }

  private func element(_ tag: String, _ text: String, class name: String? = nil, into output: inout OutputBuffer) {
    output.append("<\(tag)\(name.map { " class=\"\($0)\"" } ?? "")>")
    HTMLText.escape(text, into: &output)
    output.append("</\(tag)>\n")
  }

  // MARK: - Shared with the data block

  /// Every cell with its running index and its section's.
  static func rows(of spec: TableSpec) -> [(place: (index: Int, section: Int), cell: Cell)] {
    var rows: [(place: (index: Int, section: Int), cell: Cell)] = []
    for (sectionIndex, section) in spec.sections.enumerated() {
      for cell in section.cells { rows.append(((rows.count, sectionIndex), cell)) }
    }
    return rows
  }

  static func rowID(_ index: Int) -> String { "row-\(index)" }

  /// An input's default as the text in its control: a number as the answers
  /// write it (`1e3` typed would be refused; its value is `1000`).
  static func controlText(of input: InputCell) -> String? {
    switch input.defaultAnswer {
    case .text(let text)?: text
    case .number(let number)?: number.jsonLiteral
    default: nil
    }
  }

  /// The page's style and script never depend on the spec, so their hashes are computed once.
  static let styleHash = ContentHash.cspSource(of: HTMLStyle.css)
  static let scriptHash = ContentHash.cspSource(of: HTMLFormScript.source)
}
