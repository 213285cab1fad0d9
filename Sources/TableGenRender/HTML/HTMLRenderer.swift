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
/// answers JSON `tablegen fill` writes. (Contract stub; issue 14 fills it in.)
public struct HTMLRenderer: Sendable {
  public var options: HTMLRenderOptions

  public init(options: HTMLRenderOptions = HTMLRenderOptions()) {
    self.options = options
  }

  public func render(_ spec: TableSpec, into output: inout OutputBuffer) {
    output.append("<!DOCTYPE html>\n" as StaticString)
  }
}
