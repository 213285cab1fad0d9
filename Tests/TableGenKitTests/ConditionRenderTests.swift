import Foundation
import Testing

@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// How the renderers show a form's dynamics: conditional rows, sections and
/// options marked in words, checks where they apply, computed defaults, and in
/// JSON the parsed trees. Built by hand, so that they test the renderers alone.
@Suite("Conditions in the renderers")
struct ConditionRenderTests {
  static let yaml = """
    tablegen: 1
    title: Network
    sections:
      - header: Proxy
        cells:
          - {type: switch, id: proxy, label: Proxy}
          - {type: input, id: proxyHost, label: Host, placeholder: proxy.example.com}
          - {type: input, id: proxyPort, label: Port, keyboard: number}
          - type: picker
            id: plan
            label: Plan
            options: [{label: Basic, value: basic}, {label: Pro, value: pro}, {label: Team, value: team}]
      - header: Team
        cells:
          - {type: input, id: first, label: First name}
          - {type: input, id: email, label: Email}
    """

  /// The spec above with its dynamics: the proxy fields shown when the proxy is
  /// on, the port required then, Team offered only with a proxy, the Team
  /// section shown for Pro and Team plans, an email computed from the name, and a check.
  static func spec() throws -> TableSpec {
    var spec = try validSpec(yaml)
    let proxyOn = Build.condition("{proxy}", Build.ref("proxy"))
    spec.sections[0].cells[1] = spec.sections[0].cells[1].with(Conditions(visibleIf: proxyOn))
    spec.sections[0].cells[2] = spec.sections[0].cells[2].with(Conditions(visibleIf: proxyOn, requiredIf: proxyOn))
    if case .picker(var plan) = spec.sections[0].cells[3] {
      plan.options[2].visibleIf = proxyOn
      spec.sections[0].cells[3] = .picker(plan)
    }
    spec.sections[1].conditions.visibleIf = Build.condition(
      "{plan} in ['pro', 'team']",
      Build.binary(Build.ref("plan"), .in, Build.list(Build.string("pro"), Build.string("team"))))
    if case .input(var email) = spec.sections[1].cells[1] {
      email.computedDefault = Build.template(
        "{first | lower}@example.com", [Build.part("first", .lower), .text("@example.com")])
      spec.sections[1].cells[1] = .input(email)
    }
    spec.sections[0].checks = [
      Build.check(
        "{proxyPort} > 0", Build.binary(Build.ref("proxyPort"), .greater, Build.number(0)),
        message: "The port is a positive number.", field: "proxyPort")
    ]
    spec.checks = [
      Build.check(
        "{first} notempty", Build.empty(Build.ref("first"), false), message: "Say who you are.", field: "first")
    ]
    return spec
  }

  static func text(_ spec: TableSpec, width: Int = 60, ascii: Bool = false) -> [String] {
    let options = TextRenderOptions(width: width, glyphs: ascii ? .ascii : .unicode)
    return TextRenderer(options: options).render(spec).split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
  }

  /// `value` as compact JSON with sorted keys, to compare a part of the output.
  static func compact(_ value: Any?) throws -> String {
    let value = try #require(value)
    return String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
  }

  static func json(_ spec: TableSpec) throws -> [String: Any] {
    let data = Data(JSONRenderer().render(spec).utf8)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test("text: a conditional row is marked under it, a hidden section under its header, checks where they apply")
  func text() throws {
    let lines = Self.text(try Self.spec())
    let expected = """
      Network
      ═══════

        Proxy
      ╭──────────────────────────────────────────────────────────╮
      │ Proxy                                          [●──] Off │
      ├──────────────────────────────────────────────────────────┤
      │ Host        [ proxy.example.com                        ] │
      │ ↳ shown when Proxy is on                                 │
      ├──────────────────────────────────────────────────────────┤
      │ Port        [                                          ] │
      │             whole number                                 │
      │ ↳ shown when Proxy is on                                 │
      │ ↳ required when Proxy is on                              │
      ├──────────────────────────────────────────────────────────┤
      │ Plan        ( ) Basic                                    │
      │             ( ) Pro                                      │
      │             ( ) Team                                     │
      │                 ↳ offered when Proxy is on               │
      ╰──────────────────────────────────────────────────────────╯
        Check: Port is more than 0; otherwise, Port shows "The
               port is a positive number."

        Team
        ↳ shown when Plan is one of Pro, Team
      ╭──────────────────────────────────────────────────────────╮
      │ First name  [                                          ] │
      ├──────────────────────────────────────────────────────────┤
      │ Email       [                                          ] │
      │ ↳ default: {First name, in lower case}@example.com       │
      ╰──────────────────────────────────────────────────────────╯

      Check: First name is not empty; otherwise, First name shows
             "Say who you are."

      """
    #expect(lines == expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }

  @Test("text in ASCII marks conditions with ->, and every line still fits the width")
  func ascii() throws {
    let lines = Self.text(try Self.spec(), width: 30, ascii: true)
    #expect(lines.contains("| -> shown when Proxy is on  |"))
    #expect(lines.contains("  -> shown when Plan is one of"))
    #expect(lines.allSatisfy { TerminalText.displayWidth($0) <= 30 })
    #expect(lines.joined().unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test("with colour, the words are dim, as help and footers are")
  func colour() throws {
    let options = TextRenderOptions(width: 60, style: TerminalStyle(enabled: true))
    let text = TextRenderer(options: options).render(try Self.spec())
    #expect(text.contains("│ \u{1B}[2m↳ shown when Proxy is on\u{1B}[0m"))
    #expect(text.contains("\u{1B}[2m  ↳ shown when Plan is one of Pro, Team\u{1B}[0m\n"))
    #expect(text.contains("\u{1B}[2mCheck: First name is not empty; otherwise, First name shows\u{1B}[0m\n"))
  }

  @Test("Markdown: conditions in the row's Details, a hidden section and checks as paragraphs")
  func markdown() throws {
    let expected = """
      # Network

      ## Proxy

      | Field | Label | Description | Type | Required | Default | Details |
      | --- | --- | --- | --- | --- | --- | --- |
      | `proxy` | Proxy | — | switch | no | `off` | — |
      | `proxyHost` | Host | — | input | no | — | Placeholder: `proxy.example.com`<br>Shown when Proxy is on |
      | `proxyPort` | Port | — | input | no | — | Whole number<br>Shown when Proxy is on<br>Required when Proxy is on |
      | `plan` | Plan | — | picker | no | — | One of: Basic (`basic`), Pro (`pro`), Team (`team`)<br>Team: offered when Proxy is on |

      Check: Port is more than 0; otherwise, Port shows "The port is a positive number."

      ## Team

      Shown when Plan is one of Pro, Team

      | Field | Label | Description | Type | Required | Default | Details |
      | --- | --- | --- | --- | --- | --- | --- |
      | `first` | First name | — | input | no | — | — |
      | `email` | Email | — | input | no | — | Default: {First name, in lower case}@example.com |

      Check: First name is not empty; otherwise, First name shows "Say who you are."

      """
    #expect(MarkdownRenderer().render(try Self.spec()) == expected)
  }

  @Test("JSON: each condition as its source, its dependsOn and its tree")
  func jsonConditions() throws {
    let root = try Self.json(try Self.spec())
    let sections = try #require(root["sections"] as? [[String: Any]])
    let cells = try #require(sections[0]["cells"] as? [[String: Any]])
    #expect(cells[0]["visibleIf"] == nil, "a cell without conditions has no condition keys")
    #expect(
      try Self.compact(cells[2]["requiredIf"])
        == #"{"dependsOn":["proxy"],"source":"{proxy}","tree":{"ref":"proxy"}}"#)
    let options = try #require(cells[3]["options"] as? [[String: Any]])
    #expect(options[0]["visibleIf"] == nil)
    #expect(try Self.compact(options[2]["visibleIf"]).contains(#""tree":{"ref":"proxy"}"#))
    #expect(
      try Self.compact(sections[1]["visibleIf"])
        == #"{"dependsOn":["plan"],"source":"{plan} in ['pro', 'team']","#
        + #""tree":{"args":[{"ref":"plan"},{"list":[{"value":"pro"},{"value":"team"}]}],"op":"in"}}"#)
  }

  @Test("JSON: an integer too large for Int is written with all its digits, in a condition and as an option")
  func jsonLargeIntegers() throws {
    let spec = try validSpec(
      """
      tablegen: 1
      id: t
      title: T
      cells:
        - type: input
          id: port
          label: Port
          keyboard: number
        - type: picker
          id: size
          label: Size
          options: [1, 98765432109876543210987654321]
        - type: input
          id: host
          label: Host
          visibleIf: "{port} <= -000123456789012345678901234567890 and {port} > 0012 and {port} != 2.50"
      """)
    let text = JSONRenderer().render(spec).filter { !$0.isWhitespace }
    #expect(text.contains(#"{"value":-123456789012345678901234567890}"#), "\(text)")
    #expect(text.contains(#""value":98765432109876543210987654321}"#), "\(text)")
    #expect(text.contains(#"{"value":12}"#))
    #expect(text.contains(#"{"value":2.5}"#))
  }

  @Test("JSON: checks with field, message and rule; a computed default as its parts")
  func jsonChecksAndTemplates() throws {
    let root = try Self.json(try Self.spec())
    #expect(
      try Self.compact(root["checks"])
        == #"[{"field":"first","message":"Say who you are.","rule":{"dependsOn":["first"],"#
        + #""source":"{first} notempty","tree":{"arg":{"ref":"first"},"op":"notempty"}}}]"#)
    let sections = try #require(root["sections"] as? [[String: Any]])
    #expect(
      try Self.compact(sections[0]["checks"]).contains(#""tree":{"args":[{"ref":"proxyPort"},{"value":0}],"op":">"}"#))
    #expect(sections[1]["checks"] == nil)
    let email = try #require((sections[1]["cells"] as? [[String: Any]])?[1])
    #expect(
      try Self.compact(email["computedDefault"])
        == #"{"dependsOn":["first"],"parts":[{"filters":["lower"],"ref":"first"},{"text":"@example.com"}],"#
        + #""source":"{first | lower}@example.com"}"#)
  }

  @Test("JSON: every kind of node, with literals of each type")
  func jsonNodes() throws {
    var spec = try validSpec(Self.yaml)
    let tree = Build.binary(
      Build.not(Build.empty(Build.ref("proxyHost"))), .or,
      Build.binary(
        Build.binary(Build.ref("proxy"), .equal, Build.bool(true)), .and,
        Build.binary(Build.ref("proxyHost"), .notEqual, Build.null)))
    spec.sections[0].cells[2] = spec.sections[0].cells[2].with(Conditions(enableIf: Build.condition("…", tree)))
    let cells = try #require((try Self.json(spec)["sections"] as? [[String: Any]])?[0]["cells"] as? [[String: Any]])
    #expect(
      try Self.compact(cells[2]["enableIf"])
        == #"{"dependsOn":["proxyHost","proxy"],"source":"…","tree":{"args":["#
        + #"{"arg":{"arg":{"ref":"proxyHost"},"op":"empty"},"op":"not"},"#
        + #"{"args":[{"args":[{"ref":"proxy"},{"value":true}],"op":"=="},"#
        + #"{"args":[{"ref":"proxyHost"},{"value":null}],"op":"!="}],"op":"and"}],"op":"or"}}"#)
  }

  @Test("labels and messages from the spec are escaped in the words as everywhere else")
  func hostileWords() throws {
    var spec = try validSpec(
      """
      tablegen: 1
      cells:
        - {type: switch, id: a, label: "a|b *x* <b>\\e[31m"}
        - {type: input, id: b, label: B}
      """)
    spec.sections[0].cells[1] = spec.sections[0].cells[1].with(
      Conditions(visibleIf: Build.condition("{a}", Build.ref("a"))))
    spec.checks = [
      Build.check("{a}", Build.ref("a"), message: "no <script>\u{202E} | `here`\nsecond", field: "b")
    ]
    let text = TextRenderer(options: TextRenderOptions(width: 80)).render(spec)
    #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
    #expect(text.contains("↳ shown when a|b *x* <b>\\x1b[31m is on"))
    #expect(text.contains(#"Check: a|b *x* <b>\x1b[31m is on; otherwise, B shows "no <script>\u{202e} |"#))
    #expect(text.contains(#"       `here`\x0asecond""#))
    let markdown = MarkdownRenderer().render(spec)
    #expect(markdown.contains(#"| — | Shown when a\|b \*x\* &lt;b&gt;\\x1b\[31m is on |"#))
    #expect(
      markdown.contains(
        #"Check: a\|b \*x\* &lt;b&gt;\\x1b\[31m is on; otherwise, B shows "no &lt;script&gt;\\u{202e} \| \`here\`<br>second""#
      ))
  }
}
