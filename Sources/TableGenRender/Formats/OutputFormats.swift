/// The formats `render` writes, in the order `--help` names them.
public enum OutputFormats {
  /// Every format: a new one is a line here. The first is the default, when neither `--format`
  /// nor an output file's extension chooses.
  public static let all: [any OutputFormat] = [
    TextFormat(), MarkdownFormat(), JSONFormat(), SVGFormat(), HTMLFormat(),
  ]

  /// The format `--format` names.
  public static func named(_ name: String) -> (any OutputFormat)? {
    all.first { $0.name == name }
  }

  /// The format an output file's extension names, so that `-o login.json`
  /// never writes the boxed text form into a `.json` file.
  public static func forOutputPath(_ path: String) -> (any OutputFormat)? {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    let fileExtension = path[path.index(after: dot)...].lowercased()
    return all.first { $0.fileExtensions.contains(fileExtension) }
  }

  /// The format `--inject` writes into a document.
  public static var injected: any OutputFormat {
    all.first { $0.options.contains(.inject) } ?? MarkdownFormat()
  }
}
