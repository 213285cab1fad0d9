import ArgumentParser
import TableGenKit

/// `tablegen render`: a valid spec in an output format.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a spec in an output format.",
    discussion: """
      Only valid specs are rendered: with errors, the diagnostics go to standard \
      error and nothing is written. Warnings do not block rendering.

      FORMATS:
        json  the normalised spec for apps: every default explicit (docs/json-output.md)

      EXIT STATUS:
        0  rendered
        1  the spec has errors
        2  usage error, or the spec or output cannot be read or written
      """
  )

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case json
  }

  @Argument(help: ArgumentHelp("The spec to render, or - for standard input.", valueName: "spec"))
  var spec: String

  @Option(name: .shortAndLong, help: "The output format.")
  var format: Format = .json

  @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
  var output: String?

  @Flag(help: "Include each element's source location in the JSON output.")
  var locations = false

  @Option(help: "When to colour diagnostics.")
  var color: ColorChoice = .auto

  @OptionGroup var input: SpecInputOptions

  func run() throws {
    let file: SourceFile
    switch input.read(spec) {
    case .success(let read): file = read
    case .failure(let diagnostic):
      report([diagnostic], source: nil)
      throw ExitCode(diagnostic.code.category == .io ? ExitStatus.usage : ExitStatus.findings)
    }
    let loaded = SpecLoader.load(file)
    report(loaded.diagnostics, source: file)
    guard let tableSpec = loaded.spec, loaded.isValid else { throw ExitCode(ExitStatus.findings) }

    let rendered: String
    switch format {
    case .json: rendered = JSONRenderer(includesLocations: locations).render(tableSpec)
    }
    if let output {
      do {
        try AtomicFile.write(rendered, to: output)
      } catch {
        Console.writeError("tablegen: \(error)\n")
        throw ExitCode(ExitStatus.usage)
      }
    } else {
      Console.write(rendered)
    }
  }

  private func report(_ diagnostics: [Diagnostic], source: SourceFile?) {
    guard !diagnostics.isEmpty else { return }
    let reporter = TextReporter(style: TerminalStyle(enabled: color.isEnabled(forTerminal: Console.standardErrorIsTerminal)))
    Console.writeError(diagnostics.map { reporter.format($0, source: source) }.joined())
  }
}
