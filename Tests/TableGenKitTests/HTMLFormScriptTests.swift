import Foundation
import Testing

@testable import TableGenRender
@testable import TableGenSpec

/// The page's script runs every form from its data block alone: it knows
/// kinds of control and classes of value, never cell types. These tests tie
/// what the renderer writes for each cell type to what the script declares it
/// can run, so that a cell type drawn as a new kind of control fails here
/// until the script learns it. `scripts/test-html-form.py` runs the script.
@Suite("HTML form script")
struct HTMLFormScriptTests {
  /// A `const name = ["a", "b"];` list declared in the script.
  static func declaredList(_ name: String) throws -> [String] {
    let source = HTMLFormScript.source
    let start = try #require(source.range(of: "const \(name) = ["), "the script declares no \(name)")
    let end = try #require(source.range(of: "];", range: start.upperBound..<source.endIndex))
    return source[start.upperBound..<end.lowerBound].split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    }
  }

  /// The page's data block, parsed.
  static func data(of spec: TableSpec) throws -> [String: Any] {
    let page = HTMLRenderer().render(spec)
    let text = try #require(HTMLRendererTests.between("id=\"tablegen-data\">", "</script>", in: page))
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func fields(of spec: TableSpec) throws -> [String: [String: Any]] {
    let fields = try #require(try data(of: spec)["fields"] as? [[String: Any]])
    return Dictionary(fields.map { ($0["id"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
  }

  static let samples: [TableSpec] = GoldenTests.samples.compactMap { try? GoldenTests.loadSample($0) }

  @Test("the script declares every kind of control the renderer draws, and every class of value")
  func declaredKinds() throws {
    #expect(Set(try Self.declaredList("controlKinds")) == Set(HTMLControl.allCases.map(\.rawValue)))
    #expect(Set(try Self.declaredList("answerShapes")) == Set(AnswerShape.allCases.map(\.rawValue)))
  }

  @Test("each cell type's field in a sample is a control of a kind the script runs", arguments: CellType.allCases)
  func cellTypeIsRun(_ type: CellType) throws {
    let controls = try Self.declaredList("controlKinds")
    let shapes = try Self.declaredList("answerShapes")
    let found = Self.samples.lazy.compactMap { spec in spec.cells.first { $0.type == type }.map { (spec, $0) } }.first
    let (spec, cell) = try #require(found, "no sample has a \(type.rawValue) cell, so no golden shows its page")
    let field = try Self.fields(of: spec)[cell.common.id ?? ""]
    guard cell.takesAnswer else {
      #expect(field == nil, "a \(type.rawValue) cell takes no answer, but the page lists it as a field")
      return
    }
    let written = try #require(field, "the page has no field for the \(type.rawValue) cell '\(cell.common.id ?? "")'")
    let control = try #require(written["control"] as? String)
    #expect(controls.contains(control), "a \(type.rawValue) is a '\(control)' control, which the script does not run")
    #expect(shapes.contains(written["shape"] as? String ?? ""), "the script does not read a \(type.rawValue)'s answer")
  }

  @Test("the script dispatches on no cell type: its cases and comparisons are kinds of control and classes of value")
  func dispatchesOnNoCellType() throws {
    let source = HTMLFormScript.source
    let declared = try Self.declaredList("controlKinds") + Self.declaredList("answerShapes")
    for type in CellType.allCases {
      let name = "\"\(type.rawValue)\""
      // DOM words may still be said ("input" events, "button" elements); a comparison with one may not.
      for dispatch in ["case \(name)", "=== \(name)", "!== \(name)", "\(name) ===", "\(name) !=="] {
        #expect(!source.contains(dispatch), "the script compares with the cell type \(name): \(dispatch)")
      }
      #expect(!declared.contains(type.rawValue), "a kind the script declares is named like the cell type \(name)")
    }
    #expect(!source.contains("field.kind"), "the script reads a cell's kind")
  }

  @Test("the field's rules and advice in the page are the cell's meaning, as fill says it")
  func rulesFromMeaning() throws {
    let spec = try validSpec(
      """
      tablegen: 1
      cells:
        - { type: input, id: count, format: integer, min: 1, max: 5, required: true }
        - { type: input, id: code, minLength: 2, maxLength: 4, pattern: "[A-Z]+", patternMessage: Capitals only }
        - { type: input, id: mail, format: email }
        - { type: textView, id: notes, maxLength: 3 }
        - { type: picker, id: tags, multiple: true, options: [a, b] }
        - { type: switch, id: on }
        - { type: slider, id: level, min: 0, max: 10, step: 2.5 }
        - { type: date, id: at, mode: time, minuteInterval: 15, min: "09:00" }
      """)
    let fields = try Self.fields(of: spec)
    func advice(_ id: String) -> [String: String] { fields[id]?["advice"] as? [String: String] ?? [:] }
    let cells = Dictionary(spec.cells.map { ($0.common.id ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    func cell(_ id: String) throws -> Cell { try #require(cells[id]) }
    // Each sentence is the one fill gives for an answer that breaks the rule.
    #expect(advice("count")["value"] == (try cell("count")).advice(for: .text("x")).first)
    #expect(advice("count")["range"] == (try cell("count")).advice(for: .text("9")).first)
    #expect(advice("count")["required"] == (try cell("count")).requiredAdvice)
    #expect(advice("code")["length"] == (try cell("code")).advice(for: .text("ABCDE")).first)
    #expect(advice("code")["pattern"] == (try cell("code")).advice(for: .text("ab")).first)
    #expect(advice("mail")["format"] == (try cell("mail")).advice(for: .text("a@b")).first)
    #expect(advice("notes")["length"] == "Use at most 3 characters.")
    #expect(advice("tags")["required"] == (try cell("tags")).requiredAdvice)
    #expect(advice("level")["value"] == (try cell("level")).advice(for: .text("x")).first)
    #expect(advice("at")["range"] == (try cell("at")).advice(for: .text("08:00")).first)
    #expect(advice("at")["step"] == (try cell("at")).advice(for: .text("09:05")).first)
    #expect(
      advice("on").isEmpty && advice("level")["required"] == nil, "a field that always holds a value is never required")
    // The limits, the class of value and whether it always holds one.
    #expect(fields["count"]?["shape"] as? String == "integer" && fields["count"]?["min"] as? Double == 1)
    #expect(fields["code"]?["pattern"] as? String == "[A-Z]+" && fields["code"]?["maxLength"] as? Int == 4)
    #expect(fields["mail"]?["format"] as? String == "email" && fields["mail"]?["shape"] as? String == "text")
    #expect(fields["tags"]?["shape"] as? String == "options" && fields["tags"]?["control"] as? String == "choices")
    #expect(fields["on"]?["holdsValue"] as? Bool == true && fields["on"]?["shape"] as? String == "boolean")
    #expect(fields["level"]?["step"] as? Double == 2.5 && fields["level"]?["control"] as? String == "range")
    #expect(fields["at"]?["shape"] as? String == "iso8601" && fields["at"]?["earliest"] as? String == "09:00")
    #expect(fields["at"]?["minuteStep"] as? Int == 15 && fields["count"]?["holdsValue"] as? Bool == false)
  }
}
