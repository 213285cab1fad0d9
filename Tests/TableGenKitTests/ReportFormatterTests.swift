import Foundation
import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

// MARK: - Fixtures

/// A range on explicit positions; offsets only matter where a test reads them.
private func sourceRange(_ line: Int, _ column: Int, to endLine: Int, _ endColumn: Int, offsets: (Int, Int) = (0, 0))
  -> SourceRange
{
  SourceRange(
    start: SourceLocation(line: line, column: column, offset: offsets.0),
    end: SourceLocation(line: endLine, column: endColumn, offset: offsets.1))
}

/// A file's result as the pipeline makes it: its diagnostics carry its path.
private func fileResult(_ path: String, _ text: String?, _ diagnostics: [Diagnostic]) -> ValidationReport.FileResult {
  ValidationReport.FileResult(
    path: path,
    source: text.map { SourceFile(path: path, bytes: Array($0.utf8)) },
    diagnostics: diagnostics.map { diagnostic in
      var diagnostic = diagnostic
      diagnostic.file = path
      return diagnostic
    })
}

/// Two files with errors, a warning and a note, one unreadable file, and one clean file.
private func mixedReport(under root: String = "") -> ValidationReport {
  ValidationReport(files: [
    fileResult(
      root + "specs/login.yaml", "tablegen: 1\ncells:\n  - type: input\n    lable: Name\n",
      [
        Diagnostic(
          .unknownKey, "unknown key 'lable' in an input cell",
          at: sourceRange(4, 5, to: 4, 10, offsets: (42, 47)),
          pointer: JSONPointer(["cells", "0", "lable"]),
          suggestion: "did you mean 'label'?"),
        Diagnostic(
          .emptySection, "the section has no cells", at: sourceRange(2, 1, to: 3, 1, offsets: (12, 20)),
          pointer: JSONPointer(["sections", "0"])),
        Diagnostic(
          .duplicateID, "duplicate id 'name'", at: sourceRange(3, 5, to: 3, 16, offsets: (25, 36)),
          pointer: JSONPointer(["cells", "1", "id"]),
          notes: [Diagnostic.Note("first used here", at: sourceRange(2, 5, to: 2, 16))]),
      ]),
    fileResult(
      root + "specs/broken.json", nil,
      [Diagnostic(.unreadableFile, "cannot read the file: permission denied", at: nil)]),
    fileResult(root + "specs/clean.yaml", "tablegen: 1\n", []),
  ])
}

// MARK: - Reading JSON output back

/// A parsed JSON output, navigated without optional chaining: a missing member
/// or item is an empty tree whose values are all nil.
private struct JSONTree {
  let node: DocumentNode?

  subscript(key: String) -> JSONTree {
    guard let node, node.kind == .mapping else { return JSONTree(node: nil) }
    return JSONTree(node: node.pairs.first { $0.key.scalar?.text == key }?.value)
  }

  subscript(index: Int) -> JSONTree {
    guard let items, items.indices.contains(index) else { return JSONTree(node: nil) }
    return items[index]
  }

  var exists: Bool { node != nil }

  var items: [JSONTree]? {
    guard let node, node.kind == .sequence else { return nil }
    return node.items.map { JSONTree(node: $0) }
  }

  var keys: [String] {
    guard let node, node.kind == .mapping else { return [] }
    return node.pairs.compactMap { $0.key.scalar?.text }
  }

  var string: String? {
    guard case .string(let text)? = node?.scalar?.value else { return nil }
    return text
  }

  var int: Int? {
    guard case .number(let number)? = node?.scalar?.value else { return nil }
    return number.integer
  }

  var isNull: Bool { node?.scalar?.value == .null }
}

/// Parses output with the project's own strict JSON parser.
private func parseOutput(_ text: String) -> JSONTree {
  let (root, diagnostics) = DocumentLoader.load(SourceFile(path: "output.json", bytes: Array(text.utf8), format: .json))
  #expect(diagnostics.isEmpty, "output is not valid JSON: \(diagnostics.map(\.message))")
  #expect(root != nil)
  return JSONTree(node: root)
}

// MARK: - GitHub

@Suite struct GitHubReportFormatterTests {
  @Test func escapesDataAndPropertiesAsTheToolkitDoes() {
    #expect(GitHubReportFormatter.escapeData("100% done, see: a\nb") == "100%25 done, see: a%0Ab")
    #expect(GitHubReportFormatter.escapeData("%0A\r\n") == "%250A%0D%0A")
    #expect(GitHubReportFormatter.escapeProperty("a,b:c") == "a%2Cb%3Ac")
    #expect(GitHubReportFormatter.escapeProperty("50%,x:\r\ny") == "50%25%2Cx%3A%0D%0Ay")
  }

  @Test func escapesAWholeAnnotationLine() {
    let report = ValidationReport(files: [
      fileResult(
        "dir/a,b:c.yaml", "x\n",
        [
          Diagnostic(
            .invalidValue, "100% done, see: a\nb", at: sourceRange(3, 5, to: 3, 9),
            suggestion: "use one of: 'x', 'y'")
        ])
    ])
    let lines = GitHubReportFormatter().format(report).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "::group::dir/a,b:c.yaml")
    // A line break inside the message is escaped as the text format escapes it; only the one before the suggestion is kept.
    #expect(
      lines[1]
        == "::error file=dir/a%2Cb%3Ac.yaml,line=3,col=5,endLine=3,endColumn=9,title=invalid-value::100%25 done, see: a\\x0ab%0Ause one of: 'x', 'y'"
    )
  }

  @Test func groupsEachFileWithDiagnosticsAndEndsWithTheSummary() {
    let output = GitHubReportFormatter().format(mixedReport())
    #expect(
      output == """
        ::group::specs/broken.json
        ::error file=specs/broken.json,title=unreadable-file::cannot read the file: permission denied
        ::endgroup::
        ::group::specs/login.yaml
        ::error file=specs/login.yaml,line=4,col=5,endLine=4,endColumn=10,title=unknown-key::unknown key 'lable' in an input cell%0Adid you mean 'label'?
        ::warning file=specs/login.yaml,line=2,endLine=3,title=empty-section::the section has no cells
        ::error file=specs/login.yaml,line=3,col=5,endLine=3,endColumn=16,title=duplicate-id::duplicate id 'name'%0Anote: first used here (line 2, column 5)
        ::endgroup::
        3 files, 3 errors, 1 warning

        """)
  }

  @Test func omitsColumnsForMultiLineRangesAndPositionsForWholeFiles() {
    let formatter = GitHubReportFormatter()
    let multiLine = Diagnostic(.emptyTable, "no cells", at: sourceRange(2, 3, to: 5, 1), severity: .error)
    #expect(
      formatter.annotation(for: multiLine, path: "a.yaml")
        == "::error file=a.yaml,line=2,endLine=5,title=empty-table::no cells")
    let whole = Diagnostic(.invalidEncoding, "not UTF-8", at: nil)
    #expect(formatter.annotation(for: whole, path: "a.yaml") == "::error file=a.yaml,title=invalid-encoding::not UTF-8")
  }

  @Test func usesNoticeForInfo() {
    let info = Diagnostic(.heightIgnored, "height is ignored", at: sourceRange(1, 1, to: 1, 7), severity: .info)
    #expect(
      GitHubReportFormatter().annotation(for: info, path: "a.yaml")
        == "::notice file=a.yaml,line=1,col=1,endLine=1,endColumn=7,title=height-ignored::height is ignored")
  }

  @Test func makesPathsRelativeToTheWorkingDirectory() {
    let output = GitHubReportFormatter(workingDirectory: "/home/runner/work/app/").format(
      mixedReport(under: "/home/runner/work/app/"))
    #expect(output.hasPrefix("::group::specs/broken.json\n::error file=specs/broken.json,title="))
    #expect(!output.contains("/home/runner"))
  }

  @Test func relativisesOnlyPathsInsideTheDirectory() {
    #expect(relativePath("/repo/specs/a.yaml", to: "/repo") == "specs/a.yaml")
    #expect(relativePath("/repo/specs/a.yaml", to: "/repo//") == "specs/a.yaml")
    #expect(relativePath("/repository/a.yaml", to: "/repo") == "/repository/a.yaml")
    #expect(relativePath("/repo", to: "/repo") == "/repo")
    #expect(relativePath("/repo/a.yaml", to: nil) == "/repo/a.yaml")
    #expect(relativePath("/a.yaml", to: "/") == "a.yaml")
    #expect(relativePath("./specs/a.yaml", to: "/repo") == "specs/a.yaml")
    #expect(relativePath("specs/a.yaml", to: "/repo") == "specs/a.yaml")
    #expect(relativePath("<stdin>", to: "/repo") == "<stdin>")
  }
}

// MARK: - SARIF

@Suite struct SARIFReportFormatterTests {
  let root = "/home/runner/work/app/"

  private func sarif() -> JSONTree {
    parseOutput(SARIFReportFormatter(workingDirectory: root).format(mixedReport(under: root)))
  }

  @Test func hasTheTopLevelFieldsCodeScanningRequires() throws {
    let log = sarif()
    #expect(log["$schema"].string == "https://json.schemastore.org/sarif-2.1.0.json")
    #expect(log["version"].string == "2.1.0")
    #expect(log["runs"].items?.count == 1)
    let run = log["runs"][0]
    let driver = run["tool"]["driver"]
    #expect(driver["name"].string == "tablegen")
    #expect(driver["semanticVersion"].string == TableGenVersion.current)
    #expect(!driver["informationUri"].exists, "no published home: docs/diagnostics.md, Where tablegen lives")
    #expect(run["columnKind"].string == "unicodeCodePoints")
    #expect(run["originalUriBaseIds"]["%SRCROOT%"]["uri"].string == "file:///home/runner/work/app/")
  }

  @Test func describesEveryCodeAsARule() throws {
    let rules = try #require(sarif()["runs"][0]["tool"]["driver"]["rules"].items)
    #expect(rules.map { $0["id"].string } == DiagnosticCode.allCases.map(\.rawValue))
    for rule in rules {
      let texts = [
        rule["id"], rule["name"], rule["shortDescription"]["text"], rule["fullDescription"]["text"],
        rule["help"]["text"],
      ]
      for field in texts {
        #expect(!(field.string ?? "").isEmpty, "rule \(rule["id"].string ?? "?") lacks a text")
      }
      #expect(["error", "warning", "note"].contains(rule["defaultConfiguration"]["level"].string ?? ""))
      #expect(rule["properties"]["tags"][0].string != nil)
    }
    let unknownKey = try #require(rules.first { $0["id"].string == "unknown-key" })
    #expect(unknownKey["name"].string == "UnknownKey")
    #expect(unknownKey["properties"]["tags"][0].string == "structure")
    #expect(unknownKey["fullDescription"]["text"].string?.hasPrefix(DiagnosticCode.unknownKey.summary + " ") == true)
  }

  @Test func describesEachResultWithARelativeLocation() throws {
    let run = sarif()["runs"][0]
    let rules = try #require(run["tool"]["driver"]["rules"].items)
    let results = try #require(run["results"].items)
    #expect(results.count == 4)
    for result in results {
      let ruleID = try #require(result["ruleId"].string)
      let ruleIndex = try #require(result["ruleIndex"].int)
      #expect(rules[ruleIndex]["id"].string == ruleID)
      #expect(["error", "warning", "note"].contains(result["level"].string ?? ""))
      #expect(!(result["message"]["text"].string ?? "").isEmpty)
      let location = result["locations"][0]["physicalLocation"]
      let uri = try #require(location["artifactLocation"]["uri"].string)
      #expect(uri.hasPrefix("specs/"))
      #expect(location["artifactLocation"]["uriBaseId"].string == "%SRCROOT%")
      for key in ["startLine", "startColumn", "endLine", "endColumn"] {
        #expect((location["region"][key].int ?? 0) >= 1, "\(ruleID) \(key)")
      }
      let fingerprint = try #require(result["partialFingerprints"]["primaryLocationLineHash"].string)
      #expect(fingerprint.wholeMatch(of: /[0-9a-f]{16}:1/) != nil)
    }
    let levels = results.compactMap { $0["level"].string }
    #expect(levels == ["error", "error", "warning", "error"])
  }

  @Test func writesPositionsSuggestionsNotesAndArtifacts() throws {
    let run = sarif()["runs"][0]
    let artifacts = try #require(run["artifacts"].items)
    #expect(
      artifacts.map { $0["location"]["uri"].string } == ["specs/broken.json", "specs/clean.yaml", "specs/login.yaml"])

    let results = try #require(run["results"].items)
    // The unreadable file: no range, so the start of the file.
    let unreadable = results[0]["locations"][0]["physicalLocation"]
    #expect(unreadable["artifactLocation"]["index"].int == 0)
    #expect(["startLine", "startColumn", "endLine", "endColumn"].map { unreadable["region"][$0].int } == [1, 1, 1, 1])

    let unknownKey = results[1]
    #expect(unknownKey["message"]["text"].string == "unknown key 'lable' in an input cell — did you mean 'label'?")
    let region = unknownKey["locations"][0]["physicalLocation"]["region"]
    #expect(["startLine", "startColumn", "endLine", "endColumn"].map { region[$0].int } == [4, 5, 4, 10])
    #expect(unknownKey["locations"][0]["physicalLocation"]["artifactLocation"]["index"].int == 2)

    let duplicate = results[3]
    #expect(duplicate["relatedLocations"][0]["message"]["text"].string == "first used here")
    #expect(duplicate["relatedLocations"][0]["physicalLocation"]["region"]["startLine"].int == 2)
  }

  @Test func fingerprintsFollowThePointerNotTheLine() throws {
    func fingerprint(line: Int, pointer: JSONPointer?, code: DiagnosticCode = .unknownKey) throws -> String {
      let report = ValidationReport(files: [
        fileResult("a.yaml", "", [Diagnostic(code, "m", at: sourceRange(line, 1, to: line, 2), pointer: pointer)])
      ])
      let log = parseOutput(SARIFReportFormatter().format(report))
      return try #require(log["runs"][0]["results"][0]["partialFingerprints"]["primaryLocationLineHash"].string)
    }
    let pointer = JSONPointer(["cells", "0", "lable"])
    #expect(try fingerprint(line: 3, pointer: pointer) == fingerprint(line: 9, pointer: pointer))
    #expect(try fingerprint(line: 3, pointer: pointer) != fingerprint(line: 3, pointer: pointer, code: .missingKey))
    #expect(try fingerprint(line: 3, pointer: nil) != fingerprint(line: 4, pointer: nil))
    #expect(FingerprintCounter.fnv1a("") == "cbf29ce484222325")
    #expect(FingerprintCounter.fnv1a("a") == "af63dc4c8601ec8c")
  }

  @Test func countsRepeatedFingerprints() {
    var counter = FingerprintCounter()
    let first = counter.next(for: ["a"])
    let second = counter.next(for: ["a"])
    #expect(first.hasSuffix(":1"))
    #expect(second == String(first.dropLast(2)) + ":2")
  }

  @Test func encodesURIs() throws {
    #expect(SARIFReportFormatter.percentEncoded("my specs/a:b%ü.yaml") == "my%20specs/a%3Ab%25%C3%BC.yaml")
    let report = ValidationReport(files: [
      fileResult("/elsewhere/a.yaml", "", [Diagnostic(.emptyTable, "no cells", at: sourceRange(1, 1, to: 1, 1))])
    ])
    let log = parseOutput(SARIFReportFormatter(workingDirectory: "/repo").format(report))
    let location = log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
    #expect(location["uri"].string == "file:///elsewhere/a.yaml")
    #expect(!location["uriBaseId"].exists)
  }

  @Test func namesRulesInUpperCamelCase() {
    #expect(SARIFReportFormatter.upperCamelCase("default-not-an-option") == "DefaultNotAnOption")
    #expect(SARIFReportFormatter.upperCamelCase("invalid-id") == "InvalidId")
  }
}

// MARK: - JSON

@Suite struct JSONReportFormatterTests {
  private func document() -> JSONTree {
    parseOutput(JSONReportFormatter().format(mixedReport()))
  }

  @Test func summarisesTheRun() throws {
    let document = document()
    // Translation coverage and the baseline's outcome follow the diagnostics.
    #expect(document.keys == ["version", "tool", "summary", "files", "diagnostics", "coverage", "baseline"])
    #expect(document["version"].int == 1)
    #expect(document["tool"]["name"].string == "tablegen")
    #expect(document["tool"]["version"].string == TableGenVersion.current)
    let summary = document["summary"]
    #expect(["files", "errors", "warnings", "infos"].map { summary[$0].int } == [3, 3, 1, 0])
    let files = try #require(document["files"].items)
    #expect(files.map { $0["path"].string } == ["specs/broken.json", "specs/clean.yaml", "specs/login.yaml"])
    #expect(files.map { $0["errors"].int } == [1, 0, 2])
    #expect(files.map { $0["warnings"].int } == [0, 0, 1])
  }

  @Test func describesEachDiagnostic() throws {
    let diagnostics = try #require(document()["diagnostics"].items)
    #expect(diagnostics.map { $0["class"].string } == ["io", "structure", "semantic", "semantic"])
    #expect(diagnostics.map { $0["severity"].string } == ["error", "error", "warning", "error"])

    let unknownKey = diagnostics[1]
    #expect(
      unknownKey.keys == [
        "file", "severity", "code", "class", "message", "line", "column", "endLine", "endColumn", "offset", "endOffset",
        "pointer", "suggestion", "notes",
      ])
    #expect(unknownKey["file"].string == "specs/login.yaml")
    #expect(unknownKey["code"].string == "unknown-key")
    let positions = ["line", "column", "endLine", "endColumn", "offset", "endOffset"].map { unknownKey[$0].int }
    #expect(positions == [4, 5, 4, 10, 42, 47])
    #expect(unknownKey["pointer"].string == "/cells/0/lable")
    #expect(unknownKey["suggestion"].string == "did you mean 'label'?")

    let duplicate = diagnostics[3]
    #expect(duplicate["suggestion"].isNull)
    #expect(duplicate["notes"][0]["message"].string == "first used here")
    #expect(duplicate["notes"][0]["line"].int == 2)
    #expect(duplicate["notes"][0]["column"].int == 5)
  }

  @Test func writesNullPositionsForAWholeFile() throws {
    let unreadable = document()["diagnostics"][0]
    #expect(unreadable["code"].string == "unreadable-file")
    for key in ["line", "column", "endLine", "endColumn", "offset", "endOffset", "pointer"] {
      #expect(unreadable[key].isNull, "\(key)")
    }
    #expect(unreadable["notes"].items?.isEmpty == true)
  }

  @Test func writesAnEmptyReport() throws {
    let document = parseOutput(JSONReportFormatter().format(ValidationReport(files: [])))
    #expect(document["summary"]["files"].int == 0)
    #expect(document["diagnostics"].items?.isEmpty == true)
  }

  @Test func schemaListsEveryCode() throws {
    let schema = parseOutput(try Self.schemaText())
    let codes = try #require(schema["$defs"]["code"]["enum"].items)
    #expect(codes.compactMap(\.string) == DiagnosticCode.allCases.map(\.rawValue))
    let classes = try #require(schema["$defs"]["diagnostic"]["properties"]["class"]["enum"].items)
    #expect(classes.compactMap(\.string) == DiagnosticCode.Category.allCases.map(\.rawValue))
  }

  @Test(.enabled(if: PythonCheck.hasJSONSchema, "needs python3 with jsonschema"))
  func outputMatchesTheSchema() throws {
    let reports = [mixedReport(), ValidationReport(files: [])]
    for report in reports {
      let result = try PythonCheck.run(
        """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        jsonschema.Draft202012Validator(schema).validate(json.load(sys.stdin))
        """,
        arguments: [Self.schemaURL.path], input: JSONReportFormatter().format(report))
      #expect(result.status == 0, "\(result.errors)")
    }
  }

  static let schemaURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Schemas/tablegen-diagnostics.schema.json")

  static func schemaText() throws -> String {
    try String(contentsOf: schemaURL, encoding: .utf8)
  }
}

/// A python3 for optional cross-checks; tests that need it are skipped without it.
private enum PythonCheck {
  static let hasJSONSchema: Bool = (try? run("import jsonschema").status == 0) ?? false

  static func run(
    _ script: String, arguments: [String] = [], input: String = ""
  ) throws -> (status: Int32, errors: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script] + arguments
    let stdin = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = FileHandle.nullDevice
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: errors, as: UTF8.self))
  }
}
