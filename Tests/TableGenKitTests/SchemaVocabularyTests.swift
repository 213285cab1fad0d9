import Foundation
import Testing

@testable import TableGenSpec

/// `Schemas/tablegen.schema.json` says, key by key, what the decoder accepts, so
/// that an editor never refuses a spec that `tablegen validate` takes:
///
/// - at every level of a spec (the table, a section, a check, a catalog, each
///   cell type, a picker option, a confirmation, a rows recipe, options from
///   data, a sort key) the schema names exactly the keys of `SpecVocabulary`;
/// - every key of the levels a probe can reach is given a value of each shape
///   (a string, a whole number, a boolean, a list, and translations
///   `{en: …}`), and the decoder's verdict on the shape is the schema's: a
///   shape the decoder takes without a type mismatch is one of the schema's
///   types there, and a key that takes translations is `#/$defs/text` there.
///
/// The probes ask the decoder, not a list kept beside it, so a key added to
/// the decoder fails here until the schema says the same.
@Suite("The editor schema agrees with the decoder, key by key")
struct SchemaVocabularyTests {
  typealias Object = [String: Any]

  static let schemaPath = "Schemas/tablegen.schema.json"

  static func schema() throws -> Object {
    try #require(
      try JSONSerialization.jsonObject(with: Data(packageBytes(schemaPath))) as? Object,
      "\(schemaPath) is not an object")
  }

  /// The definition a `$ref` of the form `#/$defs/name` names.
  static func resolve(_ reference: String, in schema: Object) -> Object? {
    guard reference.hasPrefix("#/$defs/") else { return nil }
    return (schema["$defs"] as? Object)?[String(reference.dropFirst("#/$defs/".count))] as? Object
  }

  /// The keys of a definition: its `properties`, or those of its object branch
  /// (a catalog is a path, or a `{path, locale}` mapping).
  static func keys(of definition: Object) -> Set<String> {
    if let properties = definition["properties"] as? Object { return Set(properties.keys) }
    for branch in definition["oneOf"] as? [Object] ?? [] where branch["type"] as? String == "object" {
      return keys(of: branch)
    }
    return []
  }

  /// The definitions of each level, with the decoder's keys there.
  static func levels(_ schema: Object) -> [(name: String, definition: Object?, decoder: [String])] {
    let definitions = schema["$defs"] as? Object ?? [:]
    let sortKey = ((definitions["sortKeys"] as? Object)?["oneOf"] as? [Object])?.first {
      $0["type"] as? String == "object"
    }
    var levels: [(String, Object?, [String])] = [
      ("the table (root)", schema, SpecVocabulary.tableKeys),
      ("$defs.section", definitions["section"] as? Object, SpecVocabulary.sectionKeys),
      ("$defs.check", definitions["check"] as? Object, SpecVocabulary.checkKeys),
      ("$defs.catalog", definitions["catalog"] as? Object, SpecVocabulary.catalogKeys),
      ("$defs.pickerOption", definitions["pickerOption"] as? Object, SpecVocabulary.optionKeys),
      ("$defs.confirmation", definitions["confirmation"] as? Object, SpecVocabulary.confirmKeys),
      ("$defs.rowSource", definitions["rowSource"] as? Object, MappingReader.rowSourceKeys),
      ("$defs.optionSource", definitions["optionSource"] as? Object, MappingReader.optionSourceKeys),
      ("$defs.sortKeys (a mapping)", sortKey, MappingReader.sortKeyKeys),
    ]
    for type in CellType.allCases {
      levels.append(
        ("$defs.\(type.rawValue)Cell", definitions["\(type.rawValue)Cell"] as? Object, SpecVocabulary.allKeys(of: type))
      )
    }
    return levels
  }

  @Test("every level of the schema names exactly the decoder's keys")
  func sameKeys() throws {
    let schema = try Self.schema()
    for (name, definition, decoder) in Self.levels(schema) {
      let definition = try #require(definition, "\(Self.schemaPath): \(name) is missing")
      let inSchema = Self.keys(of: definition)
      let missing = Set(decoder).subtracting(inSchema).sorted()
      let extra = inSchema.subtracting(decoder).sorted()
      #expect(missing.isEmpty, "\(Self.schemaPath): \(name) lacks keys the decoder accepts: \(missing)")
      #expect(extra.isEmpty, "\(Self.schemaPath): \(name) has keys the decoder refuses: \(extra)")
    }
  }

  // MARK: - Probes

  /// A value of one shape, as JSON text, with the JSON types it has.
  struct Shape: Sendable, CustomStringConvertible {
    var description: String
    var json: String
    var types: Set<String>

    static let all = [
      Shape(description: "a string", json: "\"probe\"", types: ["string"]),
      Shape(description: "a whole number", json: "3", types: ["integer", "number"]),
      Shape(description: "a boolean", json: "true", types: ["boolean"]),
      // A locale tag: `locales` refuses a list without one as a whole.
      Shape(description: "a list", json: "[\"en\"]", types: ["array"]),
    ]
    static let translations = Shape(description: "translations", json: "{\"en\": \"probe\"}", types: ["object"])
  }

  /// A place a key can be probed at: the schema's definition, the decoder's
  /// keys there, and a spec that holds `"KEY": VALUE` at `pointer`.
  struct Place: Sendable, CustomStringConvertible {
    var description: String
    var definition: String?
    var keys: [String]
    /// The members written beside the probed key, unless it is one of them.
    var beside: [(String, String)]
    var pointer: [String]
    /// The spec around the probed mapping's members.
    var wrap: @Sendable (String) -> String

    func spec(_ key: String, _ value: String) -> String {
      let members = beside.filter { $0.0 != key }.map { "\"\($0.0)\": \($0.1)" } + ["\"\(key)\": \(value)"]
      return wrap(members.joined(separator: ", "))
    }
  }

  static let head = "\"tablegen\": 1, \"locales\": [\"en\"]"
  static let note = "{\"type\": \"note\", \"text\": \"n\"}"

  /// The keys a cell of each type cannot be read without: a probe's cell has
  /// them, so that the decoder reads the probed key at all.
  static let required: [CellType: [(String, String)]] = [
    .picker: [("options", "[\"a\"]")], .note: [("text", "\"n\"")], .button: [("title", "\"B\"")],
    .value: [("title", "\"V\"")], .link: [("title", "\"L\""), ("target", "\"https://example.com\"")],
    .slider: [("min", "0"), ("max", "10")], .stepper: [("min", "0"), ("max", "10")],
  ]

  @Test("each probe's spec, before the probed key is added, has no problem of structure", arguments: places)
  func probesStartSound(_ place: Place) {
    let members = place.beside.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ")
    let spec = place.wrap(members)
    let problems = Self.structureErrors(spec, at: [], below: true)
    #expect(problems.isEmpty, "\(place): add what the probe's spec lacks\n\(spec)\n\(problems.map(\.message))")
  }

  static let places: [Place] = {
    var places = [
      Place(
        description: "the table", definition: nil, keys: SpecVocabulary.tableKeys,
        beside: [("tablegen", "1"), ("locales", "[\"en\"]"), ("cells", "[\(note)]")], pointer: [],
        wrap: { "{\($0)}" }),
      Place(
        description: "a section", definition: "section", keys: SpecVocabulary.sectionKeys,
        beside: [("cells", "[\(note)]")], pointer: ["sections", "0"],
        wrap: { "{\(head), \"sections\": [{\($0)}]}" }),
      Place(
        description: "a check", definition: "check", keys: SpecVocabulary.checkKeys,
        beside: [("rule", "\"{s}\""), ("message", "\"m\""), ("field", "\"s\"")], pointer: ["checks", "0"],
        wrap: { "{\(head), \"cells\": [{\"type\": \"switch\", \"id\": \"s\"}], \"checks\": [{\($0)}]}" }),
      Place(
        description: "a picker option", definition: "pickerOption", keys: SpecVocabulary.optionKeys,
        beside: [("label", "\"A\""), ("value", "\"a\"")], pointer: ["cells", "0", "options", "0"],
        wrap: { "{\(head), \"cells\": [{\"type\": \"picker\", \"id\": \"p\", \"options\": [{\($0)}]}]}" }),
      Place(
        description: "a confirmation", definition: "confirmation", keys: SpecVocabulary.confirmKeys,
        beside: [("title", "\"T\"")], pointer: ["cells", "0", "confirm"],
        wrap: {
          "{\(head), \"cells\": [{\"type\": \"button\", \"id\": \"b\", \"title\": \"B\", \"confirm\": {\($0)}}]}"
        }),
    ]
    for type in CellType.allCases {
      places.append(
        Place(
          description: "a \(type.rawValue) cell", definition: "\(type.rawValue)Cell",
          // `type` chooses the keys; it is probed by the key comparison above.
          keys: SpecVocabulary.allKeys(of: type).filter { $0 != "type" },
          beside: [("type", "\"\(type.rawValue)\""), ("id", "\"probe\"")] + (required[type] ?? []),
          pointer: ["cells", "0"],
          wrap: { "{\(head), \"cells\": [{\($0)}]}" }))
    }
    return places
  }()

  /// The problems of the structure the decoder finds at `pointer`, or below it when `below`.
  static func structureErrors(_ spec: String, at pointer: [String], below: Bool) -> [Diagnostic] {
    decode(spec, format: .json).diagnostics.filter { diagnostic in
      guard diagnostic.code.category == .structure || diagnostic.code.category == .syntax,
        diagnostic.severity == .error, let tokens = diagnostic.pointer?.tokens
      else { return false }
      return below ? tokens.starts(with: pointer) : tokens == pointer
    }
  }

  /// The JSON types a schema admits, following `$ref`, `type`, `const`,
  /// `enum`, `oneOf`, `anyOf` and `allOf`: enough to say whether a shape can
  /// be valid there at all (patterns and bounds are values' business).
  static func admittedTypes(_ node: Object, in schema: Object, depth: Int = 0) -> Set<String> {
    let everything: Set<String> = ["string", "integer", "number", "boolean", "array", "object", "null"]
    guard depth < 32 else { return everything }
    var admitted = everything
    if let reference = node["$ref"] as? String, let target = resolve(reference, in: schema) {
      admitted.formIntersection(admittedTypes(target, in: schema, depth: depth + 1))
    }
    if let type = node["type"] {
      var named = Set((type as? [String]) ?? [type as? String].compactMap { $0 })
      if named.contains("number") { named.insert("integer") }
      admitted.formIntersection(named)
    }
    let constants = (node["enum"] as? [Any]) ?? (node.keys.contains("const") ? [node["const"] as Any] : nil)
    if let constants {
      admitted.formIntersection(Set(constants.map(jsonType)))
    }
    for keyword in ["oneOf", "anyOf"] {
      if let branches = node[keyword] as? [Object] {
        admitted.formIntersection(
          branches.reduce(into: Set<String>()) { $0.formUnion(admittedTypes($1, in: schema, depth: depth + 1)) })
      }
    }
    for branch in node["allOf"] as? [Object] ?? [] {
      admitted.formIntersection(admittedTypes(branch, in: schema, depth: depth + 1))
    }
    return admitted
  }

  static func jsonType(_ value: Any) -> String {
    switch value {
    case is String: "string"
    // A boolean is an NSNumber of type `c` on Linux and on macOS.
    case let number as NSNumber where String(cString: number.objCType) == "c": "boolean"
    case let number as NSNumber: number.doubleValue.rounded() == number.doubleValue ? "integer" : "number"
    case is [Any]: "array"
    case is Object: "object"
    default: "null"
    }
  }

  /// Whether a schema takes translations: it is `#/$defs/text`, directly or as a branch.
  static func takesTranslations(_ node: Object) -> Bool {
    if node["$ref"] as? String == "#/$defs/text" { return true }
    return ["oneOf", "anyOf"].contains { (node[$0] as? [Object] ?? []).contains(where: takesTranslations) }
  }

  static func property(_ key: String, of place: Place, in schema: Object) -> Object? {
    let definition = place.definition.flatMap { (schema["$defs"] as? Object)?[$0] as? Object } ?? schema
    return (definition["properties"] as? Object)?[key] as? Object
  }

  @Test("each shape of value is one the schema admits exactly where the decoder takes it", arguments: places)
  func shapes(_ place: Place) throws {
    let schema = try Self.schema()
    for key in place.keys {
      let property = try #require(
        Self.property(key, of: place, in: schema), "\(Self.schemaPath): \(place) has no property '\(key)'")
      let admitted = Self.admittedTypes(property, in: schema)
      let pointer = place.pointer + [key]
      for shape in Shape.all {
        let spec = place.spec(key, shape.json)
        let refused = Self.structureErrors(spec, at: pointer, below: false).contains {
          $0.code == .typeMismatch || $0.code == .untranslatableKey
        }
        let inSchema = !admitted.isDisjoint(with: shape.types)
        #expect(
          inSchema == !refused,
          "\(place), '\(key)': the decoder \(refused ? "refuses" : "takes") \(shape) but the schema \(inSchema ? "admits" : "refuses") it (schema types: \(admitted.sorted()))\n\(spec)"
        )
      }
      let spec = place.spec(key, Shape.translations.json)
      let taken = Self.structureErrors(spec, at: pointer, below: true).isEmpty
      #expect(
        Self.takesTranslations(property) == taken,
        "\(place), '\(key)': the decoder \(taken ? "takes" : "refuses") translations, so the schema's property must \(taken ? "be" : "not be") {\"$ref\": \"#/$defs/text\"}\n\(spec)"
      )
    }
  }

  @Test("the probes can fail: a date cell's label takes translations, its mode does not")
  func probesSeeTranslations() throws {
    let date = try #require(Self.places.first { $0.definition == "dateCell" })
    #expect(
      Self.structureErrors(date.spec("label", Shape.translations.json), at: ["cells", "0", "label"], below: true)
        .isEmpty)
    #expect(
      !Self.structureErrors(date.spec("mode", Shape.translations.json), at: ["cells", "0", "mode"], below: true).isEmpty
    )
    #expect(!Self.takesTranslations(["type": "string"]))
    #expect(Self.takesTranslations(["$ref": "#/$defs/text", "description": "d"]))
  }
}
