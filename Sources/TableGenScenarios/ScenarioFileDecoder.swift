import TableGenSpec

/// Reads a loaded tests file into a `ScenarioFile`, with a positioned problem
/// for every key it does not know (with a "did you mean"), every key left
/// out and every value of the wrong type. A case with a problem is left out.
struct ScenarioFileDecoder {
  static let fileKeys = ["spec", "cases"]
  static let caseKeys = ["name", "answers", "set", "expect"]
  static let expectKeys =
    ScenarioExpectation.FieldState.allCases.map(\.rawValue) + ["errors", "warnings", "answers", "choice", "outcome"]
  static let diagnosticKeys = ["code", "field"]

  private(set) var diagnostics: [Diagnostic] = []

  mutating func decode(_ root: DocumentNode) -> ScenarioFile? {
    guard let pairs = mapping(root, at: .root, what: "a tests file") else { return nil }
    var file = ScenarioFile()
    var sawCases = false
    for (key, value, pointer) in known(pairs, keys: Self.fileKeys, at: .root) {
      switch key {
      case "spec":
        if let path = string(value, at: pointer) { file.spec = (path, value.range) }
      default:
        sawCases = true
        guard value.kind == .sequence else {
          mismatch("a list of cases", value, at: pointer)
          continue
        }
        if value.items.isEmpty {
          diagnostics.append(
            Diagnostic(
              .invalidValue, "'cases' holds no case", at: value.range, pointer: pointer,
              suggestion: "add a case with a name, answers and what to expect"))
        }
        for (index, item) in value.items.enumerated() {
          if let found = decodeCase(item, at: pointer.appending(index)) {
            file.cases.append(found)
          } else {
            file.malformedCases += 1
          }
        }
      }
    }
    if !sawCases {
      diagnostics.append(
        Diagnostic(.missingKey, "a tests file needs 'cases', a list of cases", at: root.range, pointer: .root))
    }
    return file
  }

  // MARK: A case

  private mutating func decodeCase(_ node: DocumentNode, at pointer: JSONPointer) -> ScenarioCase? {
    guard let pairs = mapping(node, at: pointer, what: "a case") else { return nil }
    let before = diagnostics.count
    var found = ScenarioCase(name: "", range: node.range, pointer: pointer)
    var sawName = false
    var sawExpect = false
    for (key, value, valuePointer) in known(pairs, keys: Self.caseKeys, at: pointer) {
      switch key {
      case "name":
        sawName = true
        found.name = string(value, at: valuePointer) ?? ""
      case "answers":
        if mapping(value, at: valuePointer, what: "the answers, field ids to values") != nil { found.answers = value }
      case "set":
        guard let entries = mapping(value, at: valuePointer, what: "field ids to the text of --set ID=VALUE") else {
          continue
        }
        for (idNode, text) in entries {
          guard let id = idNode.scalar?.text, let scalar = text.scalar else {
            mismatch("a field id and its text", text, at: valuePointer)
            continue
          }
          found.assignments.append((id, scalar.value == .null ? "" : scalar.text, text.range))
        }
      default:
        sawExpect = true
        found.expectations = decodeExpect(value, at: valuePointer)
      }
    }
    if !sawName {
      diagnostics.append(Diagnostic(.missingKey, "a case needs a 'name'", at: node.range, pointer: pointer))
    }
    if !sawExpect {
      diagnostics.append(
        Diagnostic(.missingKey, "the case '\(found.name)' needs 'expect'", at: node.range, pointer: pointer))
    }
    return diagnostics.count == before ? found : nil
  }

  private mutating func decodeExpect(_ node: DocumentNode, at pointer: JSONPointer) -> [ScenarioExpectation] {
    guard let pairs = mapping(node, at: pointer, what: "what the case expects") else { return [] }
    if pairs.isEmpty {
      diagnostics.append(
        Diagnostic(
          .invalidValue, "'expect' expects nothing", at: node.range, pointer: pointer,
          suggestion: "valid keys: " + Self.expectKeys.map { "'\($0)'" }.joined(separator: ", ")))
    }
    var expectations: [ScenarioExpectation] = []
    for (key, value, valuePointer) in known(pairs, keys: Self.expectKeys, at: pointer) {
      let kind: ScenarioExpectation.Kind
      if let state = ScenarioExpectation.FieldState(rawValue: key) {
        guard let ids = ids(value, at: valuePointer) else { continue }
        kind = .fields(state, ids)
      } else {
        switch key {
        case "errors", "warnings":
          guard let expected = expectedDiagnostics(value, at: valuePointer) else { continue }
          kind = key == "errors" ? .errors(expected) : .warnings(expected)
        case "answers":
          guard mapping(value, at: valuePointer, what: "the answers document") != nil else { continue }
          kind = .answers(value)
        case "choice":
          if value.scalar?.value == .null {
            kind = .choice(nil)
          } else if let action = string(value, at: valuePointer) {
            kind = .choice(action)
          } else {
            continue
          }
        default:
          guard let word = string(value, at: valuePointer) else { continue }
          guard let outcome = ScenarioOutcome(rawValue: word) else {
            diagnostics.append(
              Diagnostic(
                .invalidValue, "'\(word)' is no outcome", at: value.range, pointer: valuePointer,
                suggestion: Suggestion.hint(
                  for: word, among: ScenarioOutcome.allCases.map(\.rawValue), noun: "outcomes")))
            continue
          }
          kind = .outcome(outcome)
        }
      }
      expectations.append(ScenarioExpectation(kind: kind, range: value.range, pointer: valuePointer))
    }
    return expectations
  }

  private mutating func ids(_ node: DocumentNode, at pointer: JSONPointer) -> [NamedField]? {
    guard node.kind == .sequence else {
      mismatch("a list of field ids", node, at: pointer)
      return nil
    }
    var ids: [NamedField] = []
    for (index, item) in node.items.enumerated() {
      if let id = string(item, at: pointer.appending(index)) {
        ids.append(NamedField(id: id, range: item.range, pointer: pointer.appending(index)))
      }
    }
    return ids
  }

  private mutating func expectedDiagnostics(_ node: DocumentNode, at pointer: JSONPointer) -> [ExpectedDiagnostic]? {
    guard node.kind == .sequence else {
      mismatch("a list of {code, field}", node, at: pointer)
      return nil
    }
    var expected: [ExpectedDiagnostic] = []
    for (index, item) in node.items.enumerated() {
      let itemPointer = pointer.appending(index)
      guard let pairs = mapping(item, at: itemPointer, what: "a diagnostic: {code, field}") else { continue }
      var code: DiagnosticCode?
      var field: String?
      var sawCode = false
      for (key, value, valuePointer) in known(pairs, keys: Self.diagnosticKeys, at: itemPointer) {
        guard let text = string(value, at: valuePointer) else { continue }
        if key == "field" {
          field = text
          continue
        }
        sawCode = true
        code = DiagnosticCode(rawValue: text)
        if code == nil {
          diagnostics.append(
            Diagnostic(
              .invalidValue, "'\(text)' is no diagnostic code", at: value.range, pointer: valuePointer,
              suggestion: Suggestion.hint(for: text, among: DiagnosticCode.allCases.map(\.rawValue), noun: "codes")
                + " (docs/diagnostics.md lists them)"))
        }
      }
      if !sawCode {
        diagnostics.append(
          Diagnostic(
            .missingKey, "an expected diagnostic needs a 'code'", at: item.range,
            pointer: itemPointer))
      }
      if let code { expected.append(ExpectedDiagnostic(code: code, field: field, range: item.range)) }
    }
    return expected
  }

  // MARK: Shapes

  /// The pairs whose key is one of `keys`; every other key is an `unknown-key` problem with a hint.
  private mutating func known(
    _ pairs: [(key: DocumentNode, value: DocumentNode)], keys: [String], at pointer: JSONPointer
  ) -> [(String, DocumentNode, JSONPointer)] {
    var found: [(String, DocumentNode, JSONPointer)] = []
    for (key, value) in pairs {
      guard case .string(let name)? = key.scalar?.value else {
        mismatch("a key that is a string", key, at: pointer)
        continue
      }
      guard keys.contains(name) else {
        diagnostics.append(
          Diagnostic(
            .unknownKey, "'\(name)' is not a key here", at: key.range, pointer: pointer.appending(name),
            suggestion: Suggestion.hint(for: name, among: keys, noun: "keys")))
        continue
      }
      found.append((name, value, pointer.appending(name)))
    }
    return found
  }

  private mutating func mapping(_ node: DocumentNode, at pointer: JSONPointer, what: String)
    -> [(key: DocumentNode, value: DocumentNode)]?
  {
    guard node.kind == .mapping else {
      mismatch("\(what) (a mapping)", node, at: pointer)
      return nil
    }
    return node.pairs
  }

  private mutating func string(_ node: DocumentNode, at pointer: JSONPointer) -> String? {
    guard case .string(let text)? = node.scalar?.value else {
      mismatch("a string", node, at: pointer)
      return nil
    }
    return text
  }

  private mutating func mismatch(_ expected: String, _ node: DocumentNode, at pointer: JSONPointer) {
    diagnostics.append(
      Diagnostic(
        .typeMismatch, "expected \(expected), found \(node.kindDescription)", at: node.range,
        pointer: pointer))
  }
}
