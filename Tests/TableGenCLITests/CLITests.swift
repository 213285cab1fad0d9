import Foundation
import TableGenTestSupport
import Testing

/// End-to-end tests of the built `tablegen` binary: arguments in, exit status,
/// standard output and standard error out.
@Suite("tablegen command line")
struct CLITests {
  /// The package's root folder.
  static let packageRoot = TableGenTestSupport.packageRoot

  /// The `tablegen` the tests run: the one built beside the test bundle.
  static let binary = ProcessRunner.tablegen.executable

  static let samples: [String] = fileNames(in: packagePath("Samples")).filter {
    $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json")
  }

  typealias Result = ProcessResult

  /// A fresh temporary folder, removed by the caller.
  static func temporaryFolder() throws -> URL {
    try TableGenTestSupport.temporaryFolder()
  }

  /// Runs the binary in the package root with NO_COLOR set (and `environment`
  /// on top). A run still going after `deadline` seconds is taken for a hang:
  /// it is killed and recorded as an issue.
  static func run(
    _ arguments: [String], stdin: Data? = nil, environment extra: [String: String] = [:], deadline: Double = 60,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Result {
    try ProcessRunner.tablegen.run(
      arguments, stdin: stdin ?? Data(), environment: extra, deadline: .seconds(deadline),
      sourceLocation: sourceLocation)
  }

  @Test("the binary is built")
  func binaryExists() {
    #expect(FileManager.default.isExecutableFile(atPath: Self.binary.path), "no tablegen at \(Self.binary.path)")
  }

  /// A line of a `discussion` longer than the help's 80 columns is wrapped by
  /// the argument parser to the left margin, out of its indented block
  /// (fill's KEYS once read "letters filter" alone at column 0).
  @Test(
    "--help: every line of an indented block (KEYS:, EXAMPLES:, …) stays indented",
    arguments: [[], ["validate"], ["render"], ["fill"]])
  func helpBlocksStayIndented(_ command: [String]) throws {
    let result = try Self.run(command + ["--help"], environment: ["COLUMNS": "80"])
    #expect(result.status == 0)
    for block in result.stdout.components(separatedBy: "\n\n") {
      let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
      guard let heading = lines.first, heading.hasSuffix(":"), heading.first?.isUppercase == true,
        heading.prefix(2).allSatisfy(\.isUppercase)
      else { continue }
      for line in lines.dropFirst() where !line.isEmpty {
        #expect(line.hasPrefix(" "), "tablegen \(command) --help: '\(line)' under \(heading) lost its indent")
      }
    }
  }

  @Test("--version prints the version")
  func version() throws {
    let result = try Self.run(["--version"])
    #expect(result.status == 0)
    #expect(
      result.stdout.range(of: #"^\d+\.\d+\.\d+\S*\n$"#, options: .regularExpression) != nil, "stdout: \(result.stdout)")
    #expect(result.stderr.isEmpty)
  }

  @Test("--help lists the render command")
  func help() throws {
    let result = try Self.run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("SUBCOMMANDS"))
    #expect(result.stdout.contains("render"))
  }

  @Test("render --help says what the SVG and HTML formats and the picture options do")
  func renderHelp() throws {
    let result = try Self.run(["render", "--help"])
    #expect(result.status == 0)
    let help = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      help.contains(
        "OVERVIEW: Render a spec as a terminal form, Markdown docs, normalised JSON, an SVG picture or an HTML form."))
    #expect(help.contains("The text form's width in columns (20–400), or the SVG picture's in points (240–1600)."))
    #expect(help.contains("when the --inject, --picture or --output file is not what rendering would write"))
    #expect(help.contains("(.json, .md or .markdown, .svg, .html or .htm)"))
    #expect(help.contains("unpaired markers in the --inject file"))
  }

  @Test("render --format json writes the sample as JSON", arguments: samples)
  func renderSample(_ name: String) throws {
    let result = try Self.run(["render", "Samples/\(name)", "--format", "json"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stderr.isEmpty, "a sample has diagnostics: \(result.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    #expect(object?["tablegen"] as? Int == 1)
    #expect((object?["sections"] as? [Any])?.isEmpty == false)
  }

  @Test("a misspelt key fails with a positioned diagnostic and no output")
  func misspeltKey() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("login.yaml")
    try Data("tablegen: 1\ncells:\n  - type: input\n    id: email\n    lable: Email\n".utf8).write(to: spec)
    let result = try Self.run(["render", spec.path, "--format", "json"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.contains("\(spec.path):5:5: error: unknown key 'lable' in an input cell [unknown-key]"),
      "stderr: \(result.stderr)")
    #expect(result.stderr.contains("did you mean 'label'?"))
  }

  @Test(
    "validate, render and fill print diagnostics alike: coloured with --color always, plain when NO_COLOR is set",
    arguments: [["validate"], ["render"], ["fill", "--no-input"]])
  func diagnosticsColour(_ command: [String]) throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("bad.yaml")
    try Data("tablegen: 1\ncells:\n  - type: input\n    id: a\n    lable: A\n".utf8).write(to: spec)
    let expected = "\(spec.path):5:5: error: unknown key 'lable' in an input cell [unknown-key]"

    let coloured = try Self.run(command + [spec.path, "--color", "always"])
    #expect(coloured.status != 0)
    #expect(coloured.stderr.contains("\u{1B}[1m\(spec.path):5:5:\u{1B}[0m"), "stderr: \(coloured.stderr)")
    #expect(coloured.stderr.contains("    lable: A\n"), "the source line is shown")

    let plain = try Self.run(command + [spec.path, "--color", "auto"], environment: ["NO_COLOR": "1"])
    #expect(plain.status == coloured.status)
    #expect(plain.stderr.contains(expected), "stderr: \(plain.stderr)")
    #expect(!plain.stderr.contains("\u{1B}["))
  }

  /// Through util-linux `script`, so that standard error is a real terminal:
  /// elsewhere in these tests it is a file, where `auto` is plain whatever
  /// NO_COLOR says, and a check of NO_COLOR could not fail.
  @Test(
    "--color auto colours diagnostics on a terminal, and NO_COLOR turns that off",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "util-linux script is not installed"))
  func colourOnATerminal() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("bad.yaml")
    try Data("tablegen: 1\ncells:\n  - type: input\n    id: a\n    lable: A\n".utf8).write(to: spec)
    let script = ProcessRunner(executable: URL(fileURLWithPath: "/usr/bin/script"), currentDirectory: Self.packageRoot)
    func onTerminal(_ environment: String) throws -> ProcessResult {
      try script.run(["-qec", "env \(environment) '\(Self.binary.path)' validate '\(spec.path)'", "/dev/null"])
    }
    let coloured = try onTerminal("-u NO_COLOR TERM=xterm")
    #expect(coloured.status == 1)
    #expect(coloured.stdout.contains("\u{1B}[1m\(spec.path):5:5:\u{1B}[0m"), "screen: \(coloured.stdout)")
    let plain = try onTerminal("NO_COLOR=1 TERM=xterm")
    #expect(plain.status == 1)
    #expect(plain.stdout.contains("\(spec.path):5:5: error: unknown key 'lable'"), "screen: \(plain.stdout)")
    #expect(!plain.stdout.contains("\u{1B}["))
  }

  @Test("a missing file is exit status 2")
  func missingFile() throws {
    let result = try Self.run(["render", "Samples/no-such-spec.yaml", "--format", "json"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("Samples/no-such-spec.yaml"))
    #expect(result.stderr.contains("no such file"))
  }

  @Test(
    "an unknown option is a usage error, exit status 2",
    arguments: [
      ["render", "Samples/login.yaml", "--frobnicate"], ["render", "Samples/login.yaml", "--format", "xml"],
      ["frobnicate"],
    ])
  func unknownOption(_ arguments: [String]) throws {
    let result = try Self.run(arguments)
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(!result.stderr.isEmpty)
  }

  @Test("render - reads JSON and YAML from standard input", arguments: ["profile.json", "login.yaml"])
  func standardInput(_ name: String) throws {
    let bytes = try Data(contentsOf: Self.packageRoot.appendingPathComponent("Samples/\(name)"))
    let fromStdin = try Self.run(["render", "-", "--format", "json"], stdin: bytes)
    let fromFile = try Self.run(["render", "Samples/\(name)", "--format", "json"])
    #expect(fromStdin.status == 0, "stderr: \(fromStdin.stderr)")
    #expect(fromStdin.stderr.isEmpty)
    #expect(!fromStdin.stdout.isEmpty)
    #expect(fromStdin.stdout == fromFile.stdout)
  }

  @Test("diagnostics for standard input name <stdin>")
  func standardInputDiagnostics() throws {
    let result = try Self.run(["render", "-"], stdin: Data("tablegen: 1\ncells:\n  - type: swich\n".utf8))
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.contains("<stdin>:3:11: error: unknown cell type 'swich' [unknown-cell-type]"),
      "stderr: \(result.stderr)")
  }

  @Test("--output writes the file and nothing on standard output; the input is unchanged")
  func outputFile() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = Self.packageRoot.appendingPathComponent("Samples/controls.yaml")
    let before = try Data(contentsOf: input)
    let target = folder.appendingPathComponent("controls.json")
    let result = try Self.run(["render", "Samples/controls.yaml", "--format", "json", "--output", target.path])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.isEmpty)
    let written = try String(contentsOf: target, encoding: .utf8)
    #expect(written == (try Self.run(["render", "Samples/controls.yaml", "--format", "json"])).stdout)
    // Only the target is left: the temporary file was renamed over it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["controls.json"])
    #expect(try Data(contentsOf: input) == before)
  }

  @Test("--output into a missing folder is exit status 2 and leaves nothing behind")
  func outputIntoMissingFolder() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("missing/out.json")
    let result = try Self.run(["render", "Samples/login.yaml", "--output", target.path])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(target.path), "stderr: \(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("missing").path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("a spec with errors leaves an existing --output file as it was")
  func outputKeptOnError() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("bad.yaml")
    let original = Data("tablegen: 1\ncells:\n  - type: note\n".utf8)
    try original.write(to: spec)
    let target = folder.appendingPathComponent("out.json")
    try Data("previous\n".utf8).write(to: target)
    let result = try Self.run(["render", spec.path, "--output", target.path])
    #expect(result.status == 1)
    #expect(try String(contentsOf: target, encoding: .utf8) == "previous\n")
    #expect(try Data(contentsOf: spec) == original)
  }

  @Test("rendering leaves every sample's bytes unchanged", arguments: samples)
  func inputUnchanged(_ name: String) throws {
    let url = Self.packageRoot.appendingPathComponent("Samples/\(name)")
    let before = try Data(contentsOf: url)
    let result = try Self.run(["render", "Samples/\(name)", "--format", "json", "--locations"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(try Data(contentsOf: url) == before)
  }
}
