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
      : SpecFileReader.read(path: CommandLinePaths.paths([path])[0])
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

/// Paths as they were given on the command line. An argument that is not UTF-8
/// reaches Swift with U+FFFD in place of its bytes, and that name opens no file;
/// the bytes are still in `argv`, so such a path is taken from there.
enum CommandLinePaths {
  /// Each of `arguments` (in the order given) as a path: its own text when it
  /// is UTF-8, else the bytes of the next argument in `argv` that decodes to it.
  static func paths(_ arguments: [String]) -> [SpecPath] {
    var raw = (1..<Int(CommandLine.argc)).compactMap { index -> [UInt8]? in
      guard let argument = CommandLine.unsafeArgv[index] else { return nil }
      let bytes = UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self)
      return Array(UnsafeBufferPointer(start: bytes, count: strlen(argument)))
    }
    return arguments.map { argument in
      guard argument.unicodeScalars.contains("\u{FFFD}"),
        let index = raw.firstIndex(where: { String(decoding: $0, as: UTF8.self) == argument })
      else { return SpecPath(argument) }
      return SpecPath(bytes: raw.remove(at: index))
    }
  }
}

/// What shell completion offers for a spec or an answers file.
enum SpecCompletion {
  static let extensions = ["yaml", "yml", "json"]
}
