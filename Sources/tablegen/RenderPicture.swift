import ArgumentParser
import TableGenOutput
import TableGenRender
import TableGenSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `render --inject FILE --picture SVG`: the form's picture written beside the
/// injected Markdown, and an image reference to it placed before the tables.
extension RenderCommand {
  /// Writes the picture to `path` (atomically), or under `--check` compares it
  /// with the file and says when it is stale: a byte diff of an SVG helps
  /// nobody. Returns whether the file was current.
  func writePicture(of spec: TableSpec, to path: String, inputs: Set<FileIdentity>) throws -> Bool {
    var rendered = OutputBuffer()
    let options = SVGRenderOptions(width: width ?? SVGRenderOptions.defaultWidth, theme: theme)
    SVGRenderer(options: options).render(spec, into: &rendered)
    let target = try resolve(path, for: check ? .comparison : .output, inputs: inputs)
    if check {
      guard try currentBytes(of: target) != rendered.bytes else { return true }
      let problem =
        target.existingFile == nil ? "does not exist" : "is stale: the picture differs from what rendering would write"
      printer.print(
        message: "'\(TerminalText.escape(path))' \(problem); run the same command without --check to update it")
      return false
    }
    do {
      try target.write(rendered.bytes)
    } catch {
      printer.print(message: TerminalText.escape(error.description))
      throw ExitCode(ExitStatus.usage)
    }
    return true
  }

  /// The Markdown image that shows the picture, its path relative to the injected file.
  func pictureReference(to picture: String, from document: String, title: String?) -> String {
    let path = SVGPictureReference.relativePath(
      from: document, to: picture, currentDirectory: Console.currentDirectory() ?? "/")
    return SVGPictureReference.markdown(title: title, path: path)
  }
}
