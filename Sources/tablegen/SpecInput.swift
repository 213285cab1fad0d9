import ArgumentParser
import TableGenForm
import TableGenOutput
import TableGenRender
import TableGenSpec

/// How a command reads one spec: a path, or `-` for standard input.
struct SpecInputOptions: ParsableArguments {
  @Option(help: "The syntax of the input: yaml or json. By default from the file name; standard input is sniffed.")
  var inputFormat: SourceFormat?

  @Option(help: ArgumentHelp("The name to report standard input under.", valueName: "name"))
  var stdinFilename: String = "<stdin>"

  /// The spec at `path`, or the diagnostic that says why it cannot be read.
  func read(_ path: String) -> Result<SourceFile, Diagnostic> {
    let result =
      path == "-"
      ? SpecFileReader.readStandardInput(name: stdinFilename)
      : SpecFileReader.read(path: path)
    return result.map { file in
      var file = file
      if let inputFormat { file.format = inputFormat }
      return file
    }
  }
}

extension SourceFormat: ExpressibleByArgument {}
