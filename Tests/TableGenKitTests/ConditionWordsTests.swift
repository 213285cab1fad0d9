import Testing

@testable import TableGenSpec

/// Conditions, computed defaults and checks in the words people read: labels
/// for ids, option labels for values, on and off for switches.
@Suite("Condition words")
struct ConditionWordsTests {
  static let yaml = """
    tablegen: 1
    cells:
      - {type: switch, id: proxy, label: Proxy}
      - {type: input, id: proxyPort, label: Proxy Port, keyboard: number}
      - type: picker
        id: plan
        label: Plan
        options: [{label: Basic, value: basic}, {label: Pro, value: pro}, {label: Team, value: team}]
      - type: picker
        id: extras
        label: Extras
        multiple: true
        options: [{label: Daily backups, value: backups}, {label: Support, value: support}]
      - {type: picker, id: size, label: Size, options: [{label: Small, value: 1}, {label: Large, value: 2}]}
      - {type: input, id: first, label: First name}
      - {type: input, id: last, label: Last name}
      - {type: input, id: code}
      - {type: input, id: blank, label: "  "}
    """

  static func words() throws -> ConditionWords {
    ConditionWords(spec: try validSpec(yaml))
  }

  static func say(_ expression: Expression) throws -> String {
    try words().words(for: expression)
  }

  @Test("a picker compared with a value reads as the option's label")
  func optionLabel() throws {
    let words = try Self.words()
    let condition = Build.condition("{plan} == 'pro'", Build.binary(Build.ref("plan"), .equal, Build.string("pro")))
    #expect(words.sentence(.visibleIf, condition) == "shown when Plan is Pro")
    #expect(words.sentence(.enableIf, condition) == "editable when Plan is Pro")
    #expect(words.sentence(.requiredIf, condition) == "required when Plan is Pro")
    #expect(words.optionSentence(condition) == "offered when Plan is Pro")
    // A number option too; a value that is no option is quoted as written.
    #expect(try Self.say(Build.binary(Build.ref("size"), .equal, Build.number(2))) == "Size is Large")
    #expect(try Self.say(Build.binary(Build.ref("plan"), .notEqual, Build.string("gold"))) == "Plan is not \"gold\"")
  }

  @Test("a switch on its own reads as on, its negation as off, and true and false compared with it likewise")
  func switches() throws {
    #expect(try Self.say(Build.ref("proxy")) == "Proxy is on")
    #expect(try Self.say(Build.not(Build.ref("proxy"))) == "Proxy is off")
    #expect(try Self.say(Build.binary(Build.ref("proxy"), .equal, Build.bool(false))) == "Proxy is off")
    #expect(try Self.say(Build.binary(Build.ref("code"), .equal, Build.bool(true))) == "code is true")
  }

  @Test("comparisons say their operator in words, with the field first")
  func comparisons() throws {
    let port = Build.ref("proxyPort")
    #expect(try Self.say(Build.binary(port, .greater, Build.number(0))) == "Proxy Port is more than 0")
    #expect(try Self.say(Build.binary(port, .greaterOrEqual, Build.number(1))) == "Proxy Port is at least 1")
    #expect(try Self.say(Build.binary(port, .less, Build.number(9))) == "Proxy Port is less than 9")
    #expect(try Self.say(Build.binary(port, .lessOrEqual, Build.number(9))) == "Proxy Port is at most 9")
    #expect(try Self.say(Build.binary(Build.number(0), .less, port)) == "Proxy Port is more than 0")
    #expect(
      try Self.say(Build.not(Build.binary(port, .less, Build.number(9))))
        == "Proxy Port is not less than 9 or is unanswered")
    #expect(
      try Self.say(Build.binary(Build.ref("first"), .equal, Build.ref("last"))) == "First name is the same as Last name"
    )
    #expect(try Self.say(Build.binary(Build.ref("code"), .equal, Build.null)) == "code is null")
  }

  @Test("!= and a negated == differ on an unanswered field, and the words say so")
  func negationAndNull() throws {
    let plan = Build.ref("plan")
    let pro = Build.string("pro")
    #expect(try Self.say(Build.binary(plan, .notEqual, pro)) == "Plan is not Pro")
    #expect(try Self.say(Build.not(Build.binary(plan, .equal, pro))) == "Plan is not Pro or is unanswered")
    #expect(try Self.say(Build.not(Build.binary(plan, .notEqual, pro))) == "Plan is Pro or is unanswered")
    #expect(
      try Self.say(Build.not(Build.binary(Build.ref("first"), .equal, Build.ref("last"))))
        == "First name is not the same as Last name or either is unanswered")
    #expect(
      try Self.say(Build.binary(Build.not(Build.binary(plan, .equal, pro)), .or, Build.ref("proxy")))
        == "(Plan is not Pro or is unanswered) or Proxy is on")
  }

  @Test("in, contains, empty and notempty")
  func membership() throws {
    let plan = Build.ref("plan")
    let list = Build.list(Build.string("pro"), Build.string("team"))
    #expect(try Self.say(Build.binary(plan, .in, list)) == "Plan is one of Pro, Team")
    #expect(try Self.say(Build.not(Build.binary(plan, .in, list))) == "Plan is not one of Pro, Team or is unanswered")
    let extras = Build.ref("extras")
    #expect(try Self.say(Build.binary(extras, .contains, Build.string("backups"))) == "Extras includes Daily backups")
    #expect(
      try Self.say(Build.not(Build.binary(extras, .contains, Build.string("support"))))
        == "Extras does not include Support or is unanswered")
    #expect(try Self.say(Build.empty(Build.ref("first"))) == "First name is empty")
    #expect(try Self.say(Build.empty(Build.ref("first"), false)) == "First name is not empty")
    #expect(try Self.say(Build.not(Build.empty(Build.ref("first")))) == "First name is not empty")
  }

  @Test("and binds as written; a side joined by the other operator is bracketed")
  func logic() throws {
    let on = Build.ref("proxy")
    let port = Build.binary(Build.ref("proxyPort"), .greater, Build.number(0))
    let pro = Build.binary(Build.ref("plan"), .equal, Build.string("pro"))
    #expect(try Self.say(Build.binary(on, .and, port)) == "Proxy is on and Proxy Port is more than 0")
    #expect(
      try Self.say(Build.binary(on, .and, Build.binary(port, .or, pro)))
        == "Proxy is on and (Proxy Port is more than 0 or Plan is Pro)")
    #expect(
      try Self.say(Build.binary(Build.binary(on, .and, port), .and, pro))
        == "Proxy is on and Proxy Port is more than 0 and Plan is Pro")
    #expect(try Self.say(Build.not(Build.binary(on, .or, pro))) == "not (Proxy is on or Plan is Pro)")
  }

  @Test("a field without a label is named by its id")
  func unlabelled() throws {
    #expect(try Self.say(Build.empty(Build.ref("code"))) == "code is empty")
    #expect(try Self.say(Build.empty(Build.ref("blank"))) == "blank is empty")
    #expect(try Self.say(Build.empty(Build.ref("missing"))) == "missing is empty")
  }

  @Test("a computed default names its fields and says its filters")
  func computedDefault() throws {
    let template = Build.template(
      "{first}.{last | lower}@example.com",
      [Build.part("first"), .text("."), Build.part("last", .lower, .trim), .text("@example.com")])
    #expect(
      try Self.words().sentence(computedDefault: template)
        == "default: {First name}.{Last name, in lower case, trimmed}@example.com")
  }

  @Test("a check says its rule, then the message at its field")
  func check() throws {
    let check = Build.check(
      "{first} != {last}", Build.binary(Build.ref("first"), .notEqual, Build.ref("last")),
      message: "Pick two different names.", field: "last")
    #expect(
      try Self.words().sentence(check)
        == "First name is not the same as Last name; otherwise, Last name shows \"Pick two different names.\"")
  }

  @Test("a spec is dynamic when any element has a condition, a check or a computed default")
  func dynamic() throws {
    var spec = try validSpec(Self.yaml)
    #expect(!spec.isDynamic)
    spec.sections[0].cells[7] = spec.sections[0].cells[7].with(
      Conditions(visibleIf: Build.condition("{proxy}", Build.ref("proxy"))))
    #expect(spec.isDynamic)
    #expect(spec.sections[0].cells[7].isDynamic)
    #expect(!spec.sections[0].cells[6].isDynamic)
  }
}
