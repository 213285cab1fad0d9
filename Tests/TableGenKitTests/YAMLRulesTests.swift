import Foundation
import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// The rules the YAML loader adds on top of libyaml: the YAML 1.2 core schema,
/// one document, no duplicate or merge keys, bounded aliases and nesting, and
/// the screening of size and encoding.
@Suite("YAML rules")
struct YAMLRulesTests {
  /// The typed value of `v: <text>`.
  func value(of text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Scalar? {
    let (root, diagnostics) = loadTree("v: \(text)\n", format: .yaml)
    #expect(diagnostics.isEmpty, "\(describe(diagnostics))", sourceLocation: sourceLocation)
    return root?.at("v")?.scalar
  }

  // MARK: Core schema

  @Test(
    "the Norway problem: YAML 1.1 booleans are strings",
    arguments: ["NO", "no", "No", "yes", "Yes", "on", "off", "y", "n", "Y", "N"])
  func yaml11BooleansAreStrings(_ text: String) {
    #expect(value(of: text)?.value == .string(text))
  }

  @Test(
    "core schema booleans",
    arguments: [("true", true), ("True", true), ("TRUE", true), ("false", false), ("False", false), ("FALSE", false)])
  func booleans(_ text: String, _ expected: Bool) {
    #expect(value(of: text)?.value == .bool(expected))
  }

  @Test("core schema nulls", arguments: ["~", "null", "Null", "NULL", ""])
  func nulls(_ text: String) {
    #expect(value(of: text)?.value == .null)
  }

  @Test("not quite booleans or nulls are strings", arguments: ["tRUE", "nULL", "none", "nil", "True!"])
  func lookalikes(_ text: String) {
    #expect(value(of: text)?.value == .string(text))
  }

  @Test(
    "core schema integers",
    arguments: [("42", 42), ("-7", -7), ("+1", 1), ("0", 0), ("017", 17), ("0o17", 15), ("0x1F", 31), ("0xff", 255)])
  func integers(_ text: String, _ expected: Int) throws {
    let number = try #require(value(of: text)?.value.number)
    #expect(number.integer == expected)
    #expect(number.isInteger)
    #expect(number.literal == text)
  }

  @Test(
    "core schema floats",
    arguments: [
      ("1e3", 1000.0), ("1.5", 1.5), (".5", 0.5), ("-2.5e-1", -0.25), ("1.", 1.0), ("+.inf", Double.infinity),
      (".inf", .infinity), ("-.inf", -.infinity), (".Inf", .infinity),
    ])
  func floats(_ text: String, _ expected: Double) throws {
    let number = try #require(value(of: text)?.value.number)
    #expect(number.double == expected)
    #expect(!number.isInteger)
    #expect(number.integer == nil)
  }

  @Test("not a number: .nan", arguments: [".nan", ".NaN", ".NAN"])
  func notANumber(_ text: String) throws {
    let number = try #require(value(of: text)?.value.number)
    #expect(number.double.isNaN)
  }

  @Test(
    "what YAML 1.1 read as numbers, dates or octal is a string in 1.2",
    arguments: ["1:30", "2024-05-01", "0b101", "1_000", "0o18", "0x", "+", ".", "1e", "12e3.5", "0xG1"])
  func notNumbers(_ text: String) {
    #expect(value(of: text)?.value == .string(text))
  }

  @Test("a quoted or block scalar is always a string")
  func quotedScalars() throws {
    let (root, diagnostics) = loadTree("a: \"true\"\nb: '42'\nc: \"null\"\nd: ''\ne: |\n  42\n", format: .yaml)
    #expect(diagnostics.isEmpty)
    let tree = try #require(root)
    #expect(tree.at("a")?.scalar?.value == .string("true"))
    #expect(tree.at("a")?.scalar?.style == .doubleQuoted)
    #expect(tree.at("b")?.scalar?.value == .string("42"))
    #expect(tree.at("b")?.scalar?.style == .singleQuoted)
    #expect(tree.at("c")?.scalar?.value == .string("null"))
    #expect(tree.at("d")?.scalar?.value == .string(""))
    #expect(tree.at("e")?.scalar?.value == .string("42\n"))
    #expect(tree.at("e")?.scalar?.style == .literal)
  }

  // MARK: Tags

  @Test("core tags type a scalar; a value that does not fit its tag is invalid-tag")
  func tags() throws {
    let text = """
      a: !!str 123
      b: !!int abc
      c: !!int 0x1F
      d: !!float 2
      e: !!bool yes
      f: !!null ~
      g: !!int 1.5
      h: !custom 7
      """
    let (root, diagnostics) = loadTree(text, format: .yaml)
    expectDiagnostics(
      diagnostics, [Expected(.invalidTag, 2, 4), Expected(.invalidTag, 5, 4), Expected(.invalidTag, 7, 4)])
    #expect(diagnostics.first?.message == "'abc' is not a valid !!int value")
    let tree = try #require(root)
    #expect(tree.at("a")?.scalar?.value == .string("123"))
    #expect(tree.at("a")?.scalar?.tag == "tag:yaml.org,2002:str")
    // A refused value is kept as a string, so that decoding can go on.
    #expect(tree.at("b")?.scalar?.value == .string("abc"))
    #expect(tree.at("c")?.numberValue?.integer == 31)
    #expect(tree.at("d")?.numberValue?.double == 2)
    #expect(tree.at("f")?.isNullScalar == true)
    // A tag outside the core schema leaves the text a string.
    #expect(tree.at("h")?.scalar?.value == .string("7"))
  }

  // MARK: Duplicate keys

  @Test("a duplicate key is reported at the second key with a note at the first")
  func duplicateKeys() throws {
    let text = """
      a: 1
      b:
        c: 1
        c: 2
      "a": 3
      """
    let (root, diagnostics) = loadTree(text, format: .yaml)
    #expect(root != nil)
    expectDiagnostics(diagnostics, [Expected(.duplicateKey, 4, 3), Expected(.duplicateKey, 5, 1)])
    let inner = try #require(diagnostics.first { $0.range?.start.line == 4 })
    #expect(inner.message == "the key 'c' appears twice in this mapping")
    #expect(inner.notes.count == 1)
    #expect(inner.notes.first?.message == "first defined here")
    #expect(inner.notes.first?.range?.start.line == 3)
    #expect(inner.notes.first?.range?.start.column == 3)
    let outer = try #require(diagnostics.first { $0.range?.start.line == 5 })
    #expect(outer.notes.first?.range?.start.line == 1)
    #expect(outer.notes.first?.range?.start.column == 1)
  }

  @Test("keys of different types are different keys")
  func keysOfDifferentTypes() {
    let (_, diagnostics) = loadTree("1: a\n\"1\": b\ntrue: c\n\"true\": d\n", format: .yaml)
    #expect(diagnostics.isEmpty)
  }

  // MARK: Anchors and aliases

  @Test("aliases expand to a copy of the anchored node")
  func aliases() throws {
    let text = """
      defaults: &d
        type: switch
        default: true
      one: *d
      list: [&x 5, *x, *x]
      a: &v 1
      a2: &v 2
      latest: *v
      """
    let (root, diagnostics) = loadTree(text, format: .yaml)
    #expect(diagnostics.isEmpty)
    let tree = try #require(root)
    let one = try #require(tree.at("one"))
    #expect(one.at("type")?.stringValue == "switch")
    #expect(one.at("default")?.boolValue == true)
    // The copy answers for the alias's position; its children keep theirs.
    #expect(Optional(one).start == Position(4, 6, 49))
    #expect(one.at("type").start == Position(2, 9, 21))
    #expect(tree.at("list")?.elements.compactMap { $0.numberValue?.integer } == [5, 5, 5])
    // An anchor defined again takes effect from there on.
    #expect(tree.at("latest")?.numberValue?.integer == 2)
  }

  @Test("an alias to no anchor is unknown-alias")
  func unknownAlias() {
    let (root, diagnostics) = loadTree("a: 1\nb: *nope\nc: &later 2\nd: [*later]\n", format: .yaml)
    #expect(root != nil)
    expectDiagnostics(diagnostics, [Expected(.unknownAlias, 2, 4)])
    #expect(diagnostics.first?.message == "the alias '*nope' refers to no anchor defined before it")
  }

  @Test("an alias used before its anchor is unknown-alias")
  func aliasBeforeAnchor() {
    let (_, diagnostics) = loadTree("a: *later\nb: &later 2\n", format: .yaml)
    expectDiagnostics(diagnostics, [Expected(.unknownAlias, 1, 4)])
  }

  // The time limit only stops a hang and reports it; the speed is measured in benchmarks.
  @Test("billion laughs stops at the alias that passes the expansion limit", .timeLimit(.minutes(1)))
  func billionLaughs() {
    let names = Array("abcdefghi").map(String.init)
    var lines = ["a: &a [" + Array(repeating: "lol", count: 9).joined(separator: ", ") + "]"]
    for (previous, name) in zip(names, names.dropFirst()) {
      lines.append("\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]")
    }
    let (root, diagnostics) = loadTree(lines.joined(separator: "\n") + "\n", format: .yaml)
    #expect(root == nil)
    // Expansion so far: b 90, c 819, d 7,380, e 66,429; the first *e in f adds 66,430 more.
    // Every later alias (9^9 nodes in all) would pass the limit too and be
    // reported; exactly one diagnostic shows that loading stopped at the first,
    // which is what bounds the time, checked without timing it.
    expectDiagnostics(diagnostics, [Expected(.aliasExpansionLimit, 6, 8)])
  }

  @Test("a lower expansion limit applies")
  func customExpansionLimit() {
    let text = "a: &a [1, 2, 3]\nb: [*a, *a, *a]\n"
    #expect(loadTree(text, format: .yaml, options: LoadOptions(maxAliasExpansion: 12)).diagnostics.isEmpty)
    let (_, diagnostics) = loadTree(text, format: .yaml, options: LoadOptions(maxAliasExpansion: 11))
    expectDiagnostics(diagnostics, [Expected(.aliasExpansionLimit, 2, 13)])
  }

  // MARK: Nesting

  @Test("256 levels of nesting are accepted", arguments: ["flow", "block"])
  func nestingAtTheLimit(_ style: String) {
    let text =
      style == "flow"
      ? String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
      : String(repeating: "- ", count: 256) + "x"
    let (root, diagnostics) = loadTree(text, format: .yaml)
    #expect(root != nil)
    #expect(diagnostics.isEmpty)
  }

  @Test("300 levels of flow sequences are nesting-too-deep at the 257th")
  func flowTooDeep() {
    let text = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
    let (root, diagnostics) = loadTree(text, format: .yaml)
    #expect(root == nil)
    expectDiagnostics(diagnostics, [Expected(.nestingTooDeep, 1, 257)])
  }

  @Test("300 levels of block sequences are nesting-too-deep at the 257th")
  func blockTooDeep() {
    let text = String(repeating: "- ", count: 300) + "x\n"
    let (root, diagnostics) = loadTree(text, format: .yaml)
    #expect(root == nil)
    expectDiagnostics(diagnostics, [Expected(.nestingTooDeep, 1, 1 + 2 * 256)])
  }

  @Test("300 levels of block mappings over 300 lines are nesting-too-deep")
  func blockMappingsTooDeep() {
    let text = (0..<300).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n") + " x\n"
    let (_, diagnostics) = loadTree(text, format: .yaml)
    expectDiagnostics(diagnostics, [Expected(.nestingTooDeep, 257, 257)])
  }

  @Test("100,000 levels of flow nesting finish with nesting-too-deep")
  func extremelyDeep() {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let (root, diagnostics) = loadTree(text, format: .yaml)
    #expect(root == nil)
    expectDiagnostics(diagnostics, [Expected(.nestingTooDeep, 1, 257)])
  }

  @Test("100,000 unclosed flow levels finish too")
  func extremelyDeepUnclosed() {
    let (root, diagnostics) = loadTree(String(repeating: "{a: ", count: 100_000), format: .yaml)
    #expect(root == nil)
    expectDiagnostics(diagnostics, [Expected(.nestingTooDeep, 1, 1 + 256 * 4)])
  }

  // MARK: Documents

  @Test("a second document is multiple-documents at its ---")
  func multipleDocuments() {
    let (root, diagnostics) = loadTree("tablegen: 1\ncells: []\n---\ntablegen: 1\n", format: .yaml)
    #expect(root == nil)
    expectDiagnostics(diagnostics, [Expected(.multipleDocuments, 3, 1)])
  }

  @Test("an explicit first document and a second one")
  func explicitDocuments() {
    let (_, diagnostics) = loadTree("---\na: 1\n...\n---\nb: 2\n", format: .yaml)
    expectDiagnostics(diagnostics, [Expected(.multipleDocuments, 4, 1)])
  }

  @Test("one explicit document with an end marker is fine")
  func oneExplicitDocument() {
    let (root, diagnostics) = loadTree("%YAML 1.2\n---\na: 1\n...\n", format: .yaml)
    #expect(diagnostics.isEmpty)
    #expect(root?.at("a")?.numberValue?.integer == 1)
  }

  @Test("an empty file and a comment-only file are empty-document", arguments: ["", "# just a comment\n", "\n\n   \n"])
  func emptyDocument(_ text: String) {
    let (root, diagnostics) = loadTree(text, format: .yaml)
    #expect(root == nil)
    expectDiagnostics(diagnostics, [Expected(.emptyDocument, 1, 1)])
  }

  // MARK: Merge keys

  @Test("a merge key is refused, and is not also an unknown key")
  func mergeKey() {
    let text = """
      tablegen: 1
      cells:
        - &field
          type: input
          id: first
        - <<: *field
          type: input
          id: second
      """
    let loaded = loadSpec(text)
    #expect(loaded.spec == nil)
    expectDiagnostics(loaded.diagnostics, [Expected(.mergeKeyUnsupported, 6, 5)])
    #expect(loaded.diagnostics.first?.message == "merge keys ('<<') are not supported")
  }

  @Test("a quoted '<<' is an ordinary key")
  func quotedMergeKey() {
    let (root, diagnostics) = loadTree("\"<<\": 1\n", format: .yaml)
    #expect(diagnostics.isEmpty)
    #expect(root?.at("<<")?.numberValue?.integer == 1)
  }

  // MARK: Screening

  @Test("a NUL byte is invalid-encoding at its position")
  func nulByte() throws {
    let (root, diagnostics) = loadTree(bytes: Array("a: é\nc: d".utf8) + [0] + Array("e\n".utf8), format: .yaml)
    #expect(root == nil)
    expectDiagnostics(diagnostics, [Expected(.invalidEncoding, 2, 5)])
    #expect(diagnostics.first?.range?.start.offset == 10)
    #expect(diagnostics.first?.message == "the file contains a NUL byte; specs must be text")
  }

  @Test(
    "malformed UTF-8 is invalid-encoding at the bad byte",
    arguments: [
      ([0xFF], "0xFF"),  // never valid
      ([0xC3], "0xC3"),  // a lead byte before a line break
      ([0xC3, 0x28], "0xC3"),  // a lead byte without its continuation
      ([0xC0, 0xAF], "0xC0"),  // overlong
      ([0xED, 0xA0, 0x80], "0xED"),  // a UTF-16 surrogate
      ([0xF4, 0x90, 0x80, 0x80], "0xF4"),  // beyond U+10FFFF
    ] as [([UInt8], String)])
  func invalidUTF8(_ bad: [UInt8], _ byteName: String) {
    let bytes = Array("title: é\nid: ".utf8) + bad + Array("\n".utf8)
    let (root, diagnostics) = loadTree(bytes: bytes, format: .yaml)
    #expect(root == nil)
    expectDiagnostics(diagnostics, [Expected(.invalidEncoding, 2, 5)])
    #expect(diagnostics.first?.range?.start.offset == 14)
    #expect(diagnostics.first?.message.contains("byte \(byteName) cannot appear here") == true)
  }

  @Test(
    "a UTF-16 or UTF-32 byte-order mark is invalid-encoding at 1:1",
    arguments: [
      ([0xFF, 0xFE, 0x61, 0x00, 0x3A, 0x00], "UTF-16LE"),
      ([0xFE, 0xFF, 0x00, 0x61, 0x00, 0x3A], "UTF-16BE"),
      ([0xFF, 0xFE, 0x00, 0x00, 0x61, 0x00, 0x00, 0x00], "UTF-32LE"),
      ([0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x61], "UTF-32BE"),
    ] as [([UInt8], String)])
  func foreignByteOrderMark(_ bytes: [UInt8], _ encoding: String) {
    for format in SourceFormat.allCases {
      let (root, diagnostics) = loadTree(bytes: bytes, format: format)
      #expect(root == nil)
      expectDiagnostics(diagnostics, [Expected(.invalidEncoding, 1, 1)], "\(encoding) as \(format)")
      #expect(diagnostics.first?.message == "the file starts with a \(encoding) byte-order mark; specs must be UTF-8")
    }
  }

  @Test("a file over maxFileSize is file-too-large; one at the limit is read")
  func fileTooLarge() {
    let text = "tablegen: 1\ncells: []\n"  // 22 bytes
    let options = LoadOptions(maxFileSize: 21)
    for format in SourceFormat.allCases {
      let (root, diagnostics) = loadTree(text, format: format, options: options)
      #expect(root == nil)
      expectDiagnostics(diagnostics, [Expected(.fileTooLarge, 1, 1)])
      #expect(diagnostics.first?.message == "the file is 22 bytes, more than the limit of 21 bytes")
    }
    #expect(loadTree(text, format: .yaml, options: LoadOptions(maxFileSize: 22)).diagnostics.isEmpty)
  }

  // MARK: Syntax errors

  struct SyntaxCase: CustomTestStringConvertible, Sendable {
    var text: String
    var line: Int
    var column: Int
    var message: String
    var testDescription: String { text.debugDescription }
  }

  // libyaml's positions were 1:5, 2:1, 2:1, 2:1, 2:1 and 2:3: the unclosed quote and
  // bracket are now shown where they open, the over-indented key at its start.
  @Test(
    "libyaml's syntax errors are said plainly, at the mistake, with libyaml's words in a note",
    arguments: [
      SyntaxCase(
        text: "a: b: c\n", line: 1, column: 5,
        message: "the value of 'a' contains ': ', which YAML reads as the start of another key"),
      SyntaxCase(
        text: "a:\n\tb: 1\n", line: 2, column: 1,
        message: "this line is indented with a tab; YAML indents with spaces only"),
      SyntaxCase(
        text: "a: \"unterminated\n", line: 1, column: 4, message: "this \" opens a quoted value that is never closed"),
      SyntaxCase(text: "a: [1, 2\n", line: 1, column: 4, message: "this '[' opens a list that is never closed"),
      SyntaxCase(
        text: "- a\nb: c\n", line: 2, column: 1,
        message: "this line is inside the list that starts on line 1, but it does not start with '- '"),
      SyntaxCase(
        text: "a: 1\n b: 2\n", line: 2, column: 2,
        message: "'b' is indented more than the key above it, so YAML reads it as part of that key's value"),
    ])
  func syntaxErrors(_ example: SyntaxCase) {
    let (root, diagnostics) = loadTree(example.text, format: .yaml)
    #expect(root == nil)
    expectDiagnostics(diagnostics, [Expected(.syntaxError, example.line, example.column)])
    #expect(diagnostics.first?.message == example.message)
    #expect(diagnostics.first?.notes.first?.message.hasPrefix("libyaml reports: ") == true)
  }

  @Test("a syntax error inside a construct has a note where the construct starts")
  func syntaxErrorNote() throws {
    // A missing comma, not a missing bracket: libyaml's words stay.
    let (_, diagnostics) = loadTree("title: x\ncells: [\"a\" \"b\"]\n", format: .yaml)
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostic.code == .syntaxError)
    #expect(diagnostic.message.hasPrefix("while parsing a flow sequence: "))
    let note = try #require(diagnostic.notes.first)
    #expect(note.message == "parsing a flow sequence started here")
    #expect(note.range?.start.line == 2)
    #expect(note.range?.start.column == 8)
  }
}

extension ScalarValue {
  /// The number, when the value is one.
  var number: TableGenSpec.Number? {
    if case .number(let number) = self { return number }
    return nil
  }
}
