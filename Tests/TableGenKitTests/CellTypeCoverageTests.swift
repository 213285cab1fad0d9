import Foundation
import Testing

@testable import TableGenSpec

/// Every cell type reaches every place that must know it, so that a new type
/// cannot be forgotten in one of them without a failing test that says what to
/// add where:
///
/// - a sample under `Samples/`, which `GoldenTests` renders in every format, so
///   every renderer's goldens show the type;
/// - `Tests/Fixtures/fill/every-field.yaml`, every type; and for the types that
///   take an answer, an answer in `every-field-typed.json`, the seed of the
///   round trips `FillReadBackTests` (output → `--answers`) and
///   `FillReplayCLITests` (`--record` → `--answers`). A type that takes no
///   answer is still in the form: fill shows a note, a value and a link at the
///   review and offers a button as a way to end the form;
/// - both JSON Schemas: the enum of `type`, its `if`/`then` arm and the
///   definition of the type's keys;
/// - the specs the browser test (`scripts/test-html-form.py`) and the terminal
///   test (`scripts/test-fill-pty.py`) fill, for every type that takes an
///   answer: those scripts drive controls, and a type that takes no answer has
///   none to drive.
@Suite("Every cell type is covered")
struct CellTypeCoverageTests {
  /// The types of the cells of a spec in the package, by its path.
  static func cellTypes(in relativePath: String) throws -> Set<CellType> {
    let url = packagePath(relativePath)
    let loaded = SpecLoader.load(SourceFile(path: url.path, bytes: try packageBytes(relativePath)))
    let spec = try #require(loaded.spec, "\(relativePath) does not load:\n\(describe(loaded.diagnostics))")
    return Set(spec.cells.map(\.type))
  }

  /// The cell types that take an answer, which the fill and browser tests drive.
  static let answerTypes = CellType.allCases.filter(\.takesAnswer)

  @Test("every cell type is in a sample, so every renderer's goldens show it")
  func samples() throws {
    var holder: [CellType: String] = [:]
    for name in fileNames(in: packagePath("Samples")) {
      for type in try Self.cellTypes(in: "Samples/\(name)") where holder[type] == nil { holder[type] = name }
    }
    for type in CellType.allCases {
      guard let sample = holder[type] else {
        Issue.record(
          Comment(
            rawValue:
              "no sample under Samples/ has a cell of type '\(type.rawValue)': add one to a sample (Samples/controls.yaml"
              + " holds most types), then re-record the goldens with RECORD_GOLDENS=1 swift test --filter GoldenTests"))
        continue
      }
      // GoldenTests renders every file of Samples/ in every format; the JSON golden names each cell's type.
      let golden = try packageText("Tests/Goldens/json/\(sample).json")
      #expect(
        golden.contains("\"type\": \"\(type.rawValue)\""),
        Comment(
          rawValue: "Tests/Goldens/json/\(sample).json shows no '\(type.rawValue)' cell: re-record the goldens with"
            + " RECORD_GOLDENS=1 swift test --filter GoldenTests"))
    }
  }

  static let everyField = "Tests/Fixtures/fill/every-field.yaml"
  static let everyFieldTyped = "Tests/Fixtures/fill/every-field-typed.json"

  @Test("the fill fixture every-field.yaml has a cell of every type")
  func everyFieldHasEveryType() throws {
    let types = try Self.cellTypes(in: Self.everyField)
    for type in CellType.allCases where !types.contains(type) {
      Issue.record(
        Comment(
          rawValue:
            "\(Self.everyField) has no cell of type '\(type.rawValue)': add one"
            + (type.takesAnswer
              ? " (as the last question, so that the fill tests' typed lines stay in order), and its answer to"
                + " \(Self.everyFieldTyped)" : "")))
    }
  }

  @Test("the --record → --answers round trip over every-field.yaml answers a field of every type that takes one")
  func roundTripAnswersEveryType() throws {
    let url = packagePath(Self.everyField)
    let spec = try #require(SpecLoader.load(SourceFile(path: url.path, bytes: try packageBytes(Self.everyField))).spec)
    let seed = try #require(
      try JSONSerialization.jsonObject(with: Data(packageBytes(Self.everyFieldTyped))) as? [String: Any],
      "\(Self.everyFieldTyped) is not a JSON object")
    let answered = Set(spec.cells.filter { $0.common.id.map { seed[$0] != nil } == true }.map(\.type))
    for type in Self.answerTypes where !answered.contains(type) {
      Issue.record(
        Comment(
          rawValue:
            "\(Self.everyFieldTyped) answers no '\(type.rawValue)' field: add an answer, as a person types it, for the"
            + " '\(type.rawValue)' cell of \(Self.everyField)"))
    }
    // The round trips read that file: the output read back, and the recorded file read back.
    let readBack = try packageText("Tests/TableGenCLITests/FillReadBackTests.swift")
    #expect(
      readBack.contains("(\"\(Self.everyField)\", typedAnswers(\"\(Self.everyFieldTyped)\"))"),
      "FillReadBackTests.seeds must fill \(Self.everyField) from \(Self.everyFieldTyped)")
    let replay = try packageText("Tests/TableGenCLITests/FillReplayCLITests.swift")
    #expect(
      replay.contains("arguments: FillReadBackTests.cases") && replay.contains("\"--record\""),
      "FillReplayCLITests must record (--record) and replay every case of FillReadBackTests")
  }

  @Test(
    "both JSON Schemas describe every cell type",
    arguments: ["Schemas/tablegen.schema.json", "Schemas/tablegen-output.schema.json"])
  func schemas(_ path: String) throws {
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(packageBytes(path))) as? [String: Any], "\(path) is not an object")
    let definitions = schema["$defs"] as? [String: Any] ?? [:]
    let cell = definitions["cell"] as? [String: Any] ?? [:]
    let typeProperty = (cell["properties"] as? [String: Any])?["type"] as? [String: Any] ?? [:]
    let names = typeProperty["enum"] as? [String] ?? []
    // Each arm: if type is const T, then $ref #/$defs/<T>Cell.
    var arms: [String: String] = [:]
    for arm in cell["allOf"] as? [[String: Any]] ?? [] {
      let condition = ((arm["if"] as? [String: Any])?["properties"] as? [String: Any])?["type"] as? [String: Any]
      if let name = condition?["const"] as? String, let target = (arm["then"] as? [String: Any])?["$ref"] as? String {
        arms[name] = target
      }
    }
    for type in CellType.allCases {
      let name = type.rawValue
      let definition = "\(name)Cell"
      #expect(names.contains(name), "\(path): add \"\(name)\" to $defs.cell.properties.type.enum")
      #expect(
        arms[name] == "#/$defs/\(definition)",
        Comment(
          rawValue: "\(path): add to $defs.cell.allOf an arm {\"if\": {\"properties\": {\"type\": {\"const\":"
            + " \"\(name)\"}}, \"required\": [\"type\"]}, \"then\": {\"$ref\": \"#/$defs/\(definition)\"}}"))
      let keys = (definitions[definition] as? [String: Any])?["properties"] as? [String: Any]
      let constant = (keys?["type"] as? [String: Any])?["const"] as? String
      #expect(
        constant == name,
        "\(path): add $defs.\(definition), the keys of a '\(name)' cell, with properties.type.const \"\(name)\"")
    }
  }

  /// The specs a test script declares it fills: the double-quoted strings of
  /// its `SPECS = …` statement that name a file of the package, or a folder,
  /// which stands for every file directly inside it.
  static func declaredSpecs(ofScript script: String) throws -> [String] {
    let text = try packageText(script)
    guard let start = text.range(of: "\nSPECS = ") else { return [] }
    var depth = 0
    var end = start.upperBound
    var seenBracket = false
    for index in text[start.upperBound...].indices {
      let character = text[index]
      if "([{".contains(character) {
        depth += 1
        seenBracket = true
      } else if ")]}".contains(character) {
        depth -= 1
      }
      end = index
      if (seenBracket && depth == 0) || (!seenBracket && character == "\n") { break }
    }
    var specs: [String] = []
    for match in text[start.upperBound...end].matches(of: /"([^"\n]+)"/) {
      let path = String(match.output.1)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: packagePath(path).path, isDirectory: &isFolder) else { continue }
      specs += isFolder.boolValue ? fileNames(in: packagePath(path)).map { "\(path)/\($0)" } : [path]
    }
    return specs
  }

  @Test(
    "the browser and terminal tests fill a cell of every type that takes an answer",
    arguments: ["scripts/test-html-form.py", "scripts/test-fill-pty.py"])
  func scripts(_ script: String) throws {
    let specs = try Self.declaredSpecs(ofScript: script)
    try #require(
      !specs.isEmpty,
      Comment(
        rawValue: "\(script) declares no SPECS: keep one statement `SPECS = …` naming, as quoted paths from the"
          + " package root, every spec it fills"))
    var types: Set<CellType> = []
    for spec in specs { types.formUnion(try Self.cellTypes(in: spec)) }
    for type in Self.answerTypes where !types.contains(type) {
      Issue.record(
        Comment(
          rawValue:
            "no spec that \(script) fills has a '\(type.rawValue)' cell: fill one in the script (a new kind of control"
            + " needs its own steps there) and name its spec in the script's SPECS"))
    }
  }
}
