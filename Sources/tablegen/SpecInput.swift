import ArgumentParser
import TableGenForm
import TableGenOutput
import TableGenRender
import TableGenSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

extension SpecInputOptions {
  /// The files that the spec arguments name (standard input's file for `-`),
  /// which no output may overwrite.
  func identities(of paths: [String]) -> Set<FileIdentity> {
    Set(paths.compactMap { $0 == "-" ? FileIdentity(regularFileOn: STDIN_FILENO) : FileIdentity(regularFileAt: $0) })
  }
}

extension SourceFormat: ExpressibleByArgument {}
