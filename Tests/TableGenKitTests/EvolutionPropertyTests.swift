import TableGenEvolution
import TableGenForm
import TableGenSpec
import TableGenTestSupport
import Testing

/// A property of `breaking`: an edit it reports no error for never makes an
/// answers file given to the old version fail to replay against the new one
/// (`AnswersReplay`, fill's unattended checks). Random specs of inputs,
/// pickers, switches, sliders and steppers, random answers that the old
/// version accepts, and one random edit each, from a fixed seed.
@Suite("breaking: an edit called safe never breaks a replay")
struct EvolutionPropertyTests {
  /// A field as the generator writes it.
  struct Field {
    enum Kind {
      case input(min: Int?, max: Int?, maxLength: Int?, integer: Bool)
      case picker(values: [String], formerly: [String: [String]], multiple: Bool)
      case toggle(on: String?)
      case slider(min: Int, max: Int, step: Int)
      case stepper(min: Int, max: Int)
    }
    var id: String
    var kind: Kind
    var required = false
    var renamedFrom: [String] = []

    var yaml: String {
      var lines = ["  - id: \(id)", "    label: \(id.uppercased())"]
      if !renamedFrom.isEmpty { lines.append("    renamedFrom: [\(renamedFrom.joined(separator: ", "))]") }
      switch kind {
      case .input(let min, let max, let maxLength, let integer):
        lines.append("    type: input")
        if integer { lines.append("    format: integer") }
        if let min { lines.append("    min: \(min)") }
        if let max { lines.append("    max: \(max)") }
        if let maxLength { lines.append("    maxLength: \(maxLength)") }
      case .picker(let values, let formerly, let multiple):
        lines.append("    type: picker")
        if multiple { lines.append("    multiple: true") }
        lines.append("    options:")
        for value in values {
          let old = formerly[value].map { ", formerly: [\($0.joined(separator: ", "))]" } ?? ""
          lines.append("      - {label: L\(value), value: \(value)\(old)}")
        }
      case .toggle(let on):
        lines.append("    type: switch")
        if let on { lines.append("    onValue: \(on)") }
      case .slider(let min, let max, let step):
        lines += ["    type: slider", "    min: \(min)", "    max: \(max)", "    step: \(step)"]
      case .stepper(let min, let max):
        lines += ["    type: stepper", "    min: \(min)", "    max: \(max)"]
      }
      if required, case .input = kind { lines.append("    required: true") }
      if required, case .picker = kind { lines.append("    required: true") }
      return lines.joined(separator: "\n")
    }

    /// A value the field takes, as JSON text, or nil to leave it out (an optional field only).
    func answer(_ random: inout SeededGenerator) -> String? {
      if !required, Int.random(in: 0..<4, using: &random) == 0 { return nil }
      switch kind {
      case .input(let min, let max, let maxLength, let integer):
        if integer { return String(Int.random(in: (min ?? 0)...(max ?? 100), using: &random)) }
        return "\"" + String(repeating: "a", count: Int.random(in: 1...(maxLength ?? 12), using: &random)) + "\""
      case .picker(let values, _, let multiple):
        let value = values.randomElement(using: &random) ?? ""
        return multiple ? "[\"\(value)\"]" : "\"\(value)\""
      case .toggle: return Bool.random(using: &random) ? "true" : "false"
      case .slider(let min, let max, let step):
        return String(Int.random(in: 0...((max - min) / step), using: &random) * step + min)
      case .stepper(let min, let max): return String(Int.random(in: min...max, using: &random))
      }
    }
  }

  static func spec(_ fields: [Field]) -> String {
    "tablegen: 1\ntitle: Form\ncells:\n" + fields.map(\.yaml).joined(separator: "\n") + "\n"
      + "  - type: button\n    id: save\n    title: Save\n"
  }

  static func randomField(_ id: String, _ random: inout SeededGenerator) -> Field {
    let kind: Field.Kind
    switch Int.random(in: 0..<6, using: &random) {
    case 0: kind = .input(min: nil, max: nil, maxLength: [nil, 8, 20].randomElement(using: &random)!, integer: false)
    case 1: kind = .input(min: 0, max: Int.random(in: 10...100, using: &random), maxLength: nil, integer: true)
    case 2: kind = .picker(values: ["a", "b", "c"], formerly: [:], multiple: Bool.random(using: &random))
    case 3: kind = .toggle(on: Bool.random(using: &random) ? "\"YES\"" : nil)
    case 4: kind = .slider(min: 0, max: 20, step: [1, 2, 5].randomElement(using: &random)!)
    default: kind = .stepper(min: 0, max: Int.random(in: 5...15, using: &random))
    }
    var field = Field(id: id, kind: kind)
    if case .input = kind { field.required = Int.random(in: 0..<3, using: &random) == 0 }
    return field
  }

  /// One random edit of `fields`, safe or not; `counter` makes new ids.
  static func edit(_ fields: [Field], _ random: inout SeededGenerator, counter: Int) -> [Field] {
    var fields = fields
    let index = Int.random(in: 0..<fields.count, using: &random)
    switch Int.random(in: 0..<12, using: &random) {
    case 0:  // a new field, optional or required
      var field = randomField("new\(counter)", &random)
      field.required = Bool.random(using: &random)
      fields.insert(field, at: Int.random(in: 0...fields.count, using: &random))
    case 1: fields.remove(at: index)
    case 2:  // a rename, declared or not
      let old = fields[index].id
      fields[index].id = "renamed\(counter)"
      if Bool.random(using: &random) { fields[index].renamedFrom = [old] }
    case 3: fields[index].required.toggle()
    case 4: fields[index] = randomField(fields[index].id, &random)  // another type, maybe
    case 5:
      if case .picker(var values, var formerly, let multiple) = fields[index].kind {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: values.append("x\(counter)")
        case 1: values.removeLast()
        default:  // a value renamed, declared or not
          let old = values[0]
          values[0] = "v\(counter)"
          if Bool.random(using: &random) { formerly[values[0]] = [old] }
        }
        if values.isEmpty { values = ["a"] }
        fields[index].kind = .picker(values: values, formerly: formerly, multiple: multiple)
      }
    case 6:
      if case .picker(let values, let formerly, let multiple) = fields[index].kind {
        fields[index].kind = .picker(values: values, formerly: formerly, multiple: !multiple)
      }
    case 7:
      if case .input(let min, let max, _, let integer) = fields[index].kind {
        fields[index].kind = .input(
          min: min, max: max, maxLength: [nil, 4, 8, 30].randomElement(using: &random)!, integer: integer)
      }
    case 8:
      if case .input(_, let max, let maxLength, true) = fields[index].kind {
        fields[index].kind = .input(
          min: Int.random(in: 0...5, using: &random), max: (max ?? 50) + Int.random(in: -10...10, using: &random),
          maxLength: maxLength, integer: true)
      }
    case 9:
      if case .slider(let min, let max, _) = fields[index].kind {
        fields[index].kind = .slider(min: min, max: max, step: [1, 2, 4, 5, 10].randomElement(using: &random)!)
      }
    case 10:
      if case .stepper(let min, let max) = fields[index].kind {
        fields[index].kind = .stepper(min: min, max: max + Int.random(in: -4...4, using: &random))
      }
    default:
      if case .toggle(let on) = fields[index].kind { fields[index].kind = .toggle(on: on == nil ? "\"YES\"" : nil) }
    }
    return fields
  }

  static func load(_ text: String, path: String) throws -> (version: SpecVersion, plan: FormPlan, file: SourceFile)? {
    let file = SourceFile(path: path, bytes: Array(text.utf8))
    let loaded = SpecLoader.load(file)
    guard let spec = loaded.spec, loaded.isValid else { return nil }
    let plan = FormPlan(spec)
    return (SpecVersion(plan: plan, spec: spec, file: path), plan, file)
  }

  @Test("300 random edits: each one breaking reports no error for replays every answers file of the old version")
  func safeEditsReplay() throws {
    var random = SeededGenerator(seed: 26)
    var safe = 0
    var unsafe = 0
    for round in 0..<300 {
      let fields = (0..<Int.random(in: 2...5, using: &random)).map { Self.randomField("f\($0)", &random) }
      let newFields = Self.edit(fields, &random, counter: round)
      guard let old = try Self.load(Self.spec(fields), path: "old.yaml"),
        let new = try Self.load(Self.spec(newFields), path: "new.yaml")
      else { continue }  // an edit that makes an invalid spec (a range turned empty) is validate's to report
      let diagnostics = BreakingCheck().compare(old: old.version, new: new.version)
      guard !diagnostics.contains(where: { $0.severity == .error }) else {
        unsafe += 1
        continue
      }
      safe += 1
      let oldReplay = AnswersReplay(plan: old.plan, specPath: "old.yaml", specBytes: old.file.bytes)
      let newReplay = AnswersReplay(plan: new.plan, specPath: "new.yaml", specBytes: new.file.bytes)
      for _ in 0..<3 {
        let members = fields.compactMap { field in field.answer(&random).map { "\"\(field.id)\": \($0)" } }
        let answers = SourceFile(path: "answers.json", bytes: Array(("{" + members.joined(separator: ", ") + "}").utf8))
        // Answers the old version takes whole...
        guard oldReplay.replay(answers).problem == nil else { continue }
        // ...replay against a version called safe.
        let problem = newReplay.replay(answers).problem
        #expect(
          problem == nil,
          """
          seed 26, round \(round): breaking found no error, but the answers do not replay:
          \(problem?.notes.map(\.message) ?? [])
          old:
          \(Self.spec(fields))
          new:
          \(Self.spec(newFields))
          \(diagnostics.map { "\($0.code.rawValue): \($0.message)" })
          """)
      }
    }
    // Both kinds are tried often enough for the property to say something.
    #expect(safe >= 60, "only \(safe) safe edits")
    #expect(unsafe >= 60, "only \(unsafe) breaking edits")
  }
}
