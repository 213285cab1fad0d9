import Foundation
import Testing

@testable import TableGenRender
@testable import TableGenSpec

/// The diagnostics around the edges, said in plain words:
/// the common YAML mistakes, suggestions that know option labels, one diagnostic
/// for a misspelt `cells` or `sections`, and a did-you-mean without the whole list.
@Suite("Plain diagnostics")
struct PlainDiagnosticsTests {
  struct FixtureCase: CustomTestStringConvertible, Sendable {
    var fixture: String
    var expected: Expected
    var message: String
    var suggestion: String?
    var testDescription: String { fixture }

    init(_ fixture: String, _ expected: Expected, _ message: String, _ suggestion: String?) {
      self.fixture = fixture
      self.expected = expected
      self.message = message
      self.suggestion = suggestion
    }
  }

  static let fixtureCases: [FixtureCase] = [
    FixtureCase(
      "invalid/syntax-error-list-item-indent.yaml", Expected(.syntaxError, 9, 4),
      "this list item's '-' is at column 4, but the items above it have theirs at column 3",
      "indent the '-' by 2 spaces, like the '-' on line 6"),
    FixtureCase(
      "invalid/syntax-error-colon-in-value.yaml", Expected(.syntaxError, 8, 16),
      "the value of 'label' contains ': ', which YAML reads as the start of another key",
      "put the value in quotes: label: \"Name: first and last\""),
    FixtureCase(
      "invalid/syntax-error.yaml", Expected(.syntaxError, 4, 14),
      "the value of 'title' contains ': ', which YAML reads as the start of another key",
      "put the value in quotes: title: \"Log in: Account\""),
    FixtureCase(
      "invalid/syntax-error-tab.yaml", Expected(.syntaxError, 7, 1),
      "this line is indented with a tab; YAML indents with spaces only",
      "replace the tab with spaces (and set the editor to insert spaces for the Tab key)"),
    FixtureCase(
      "invalid/syntax-error-missing-colon.yaml", Expected(.syntaxError, 7, 5),
      "this line has no ':' after its key",
      "write the key, a colon and a space, then the value: id: username"),
    FixtureCase(
      "invalid/syntax-error-unclosed-quote.yaml", Expected(.syntaxError, 8, 12),
      "this \" opens a quoted value that is never closed",
      "add the closing \" at the end of the value"),
    FixtureCase(
      "invalid/syntax-error-no-space-after-colon.yaml", Expected(.syntaxError, 7, 7),
      "the ':' after 'id' has no space after it, so YAML reads 'id:username' as one word, not a key",
      "add a space after the colon: id: username"),
    FixtureCase(
      "invalid/syntax-error-reserved-character.yaml", Expected(.syntaxError, 8, 12),
      "a value cannot start with '@' unless it is quoted: YAML reserves it",
      "put the value in quotes: label: \"@handle\""),
    FixtureCase(
      "invalid/syntax-error-not-a-list-item.yaml", Expected(.syntaxError, 8, 3),
      "this line is inside the list that starts on line 6, but it does not start with '- '",
      "start a new item with '- ', or indent the line to line up with the keys of the item above it"),
    FixtureCase(
      "invalid/syntax-error-over-indented-key.yaml", Expected(.syntaxError, 8, 7),
      "'label' is indented more than the key above it, so YAML reads it as part of that key's value",
      "indent 'label' by 4 spaces, like the key on line 7"),
    FixtureCase(
      "invalid/syntax-error-apostrophe-in-single-quotes.yaml", Expected(.syntaxError, 7, 14),
      "the ' at column 14 closes the quoted value, but more text follows it",
      "inside single quotes, write an apostrophe as two: 'We''re a small team in Bristol.'; or use double quotes"),
    FixtureCase(
      "invalid/syntax-error-unclosed-bracket.yaml", Expected(.syntaxError, 8, 14),
      "this '[' opens a list that is never closed",
      "close it with ']' after the last item, and separate the items with commas"),
    FixtureCase(
      "invalid/unknown-key-cells-misspelt.yaml", Expected(.unknownKey, 5, 1),
      "unknown key 'cell' in the top level of a spec", "did you mean 'cells'?"),
    FixtureCase(
      "invalid/unknown-key-sections-misspelt.yaml", Expected(.unknownKey, 5, 1),
      "unknown key 'sectons' in the top level of a spec", "did you mean 'sections'?"),
    FixtureCase(
      "invalid/unknown-key-section-misspelt.yaml", Expected(.unknownKey, 5, 1),
      "unknown key 'section' in the top level of a spec", "did you mean 'sections'?"),
    FixtureCase(
      "invalid/unknown-key-section-cells-misspelt.yaml", Expected(.unknownKey, 7, 5),
      "unknown key 'cell' in a section", "did you mean 'cells'?"),
    FixtureCase(
      "invalid/unknown-key.yaml", Expected(.unknownKey, 8, 5),
      "unknown key 'lable' in an input cell", "did you mean 'label'?"),
    FixtureCase(
      "semantic/default-not-an-option-label.yaml", Expected(.defaultNotAnOption, 13, 14),
      "the default 'UK' is not one of the option values", "did you mean 'GB' (United Kingdom)?"),
  ]

  @Test("each mistake is one diagnostic, in plain words, at the mistake", arguments: fixtureCases)
  func fixture(_ example: FixtureCase) throws {
    let url = packagePath("Tests/Fixtures").appendingPathComponent(example.fixture)
    let loaded = SpecLoader.load(SourceFile(path: url.path, bytes: try [UInt8](Data(contentsOf: url))))
    expectDiagnostics(loaded.diagnostics, [example.expected], example.fixture)
    let diagnostic = try #require(loaded.diagnostics.first)
    #expect(diagnostic.message == example.message)
    #expect(diagnostic.suggestion == example.suggestion)
    if example.expected.code == .syntaxError {
      #expect(diagnostic.notes.map(\.message).first?.hasPrefix("libyaml reports: ") == true)
    }
  }

  // MARK: Positions

  @Test("a BOM takes no column, as in libyaml's own positions")
  func byteOrderMark() throws {
    let (_, diagnostics) = loadTree(bytes: [0xEF, 0xBB, 0xBF] + Array("a: b: c\n".utf8), format: .yaml)
    expectDiagnostics(diagnostics, [Expected(.syntaxError, 1, 5)])
    #expect(diagnostics.first?.range?.start.offset == 7)
  }

  @Test("CRLF line breaks: the missing colon is on the line before libyaml's")
  func crlf() throws {
    let (_, diagnostics) = loadTree("a: 1\r\nb c\r\nd: 2\r\n", format: .yaml)
    expectDiagnostics(diagnostics, [Expected(.syntaxError, 2, 1)])
    #expect(diagnostics.first?.range?.start.offset == 6)
    #expect(diagnostics.first?.suggestion == "write the key, a colon and a space, then the value: b: c")
  }

  @Test("columns count characters, offsets bytes")
  func multibyte() throws {
    let (_, diagnostics) = loadTree("title: Crème\nnote:\n  text: Café: ouvert\n", format: .yaml)
    expectDiagnostics(diagnostics, [Expected(.syntaxError, 3, 13)])
    #expect(diagnostics.first?.range?.start.offset == 14 + 6 + 13)
    #expect(diagnostics.first?.suggestion == "put the value in quotes: text: \"Café: ouvert\"")
  }

  @Test("a missing colon on the top line is reported there, not at the next key")
  func missingColonAtTop() {
    let (_, diagnostics) = loadTree("tablegen 1\ncells: []\n", format: .yaml)
    expectDiagnostics(diagnostics, [Expected(.syntaxError, 1, 1)])
    #expect(diagnostics.first?.suggestion == "write the key, a colon and a space, then the value: tablegen: 1")
  }

  @Test("a quote left open runs to the next quote: reported where it opened")
  func quoteRunsOn() {
    let text = "cells:\n  - type: input\n    label: \"Name\n  - type: note\n    text: \"x\"\n"
    let (_, diagnostics) = loadTree(text, format: .yaml)
    expectDiagnostics(diagnostics, [Expected(.syntaxError, 3, 12)])
    #expect(
      diagnostics.first?.message
        == "this \" opens a quoted value that is not closed on its line, so the value runs on to line 5")
  }

  @Test("long spec text is cut in the message and the suggestion")
  func longValue() throws {
    let value = String(repeating: "x", count: 10_000)
    let (_, diagnostics) = loadTree("label: \(value): y\n", format: .yaml)
    let suggestion = try #require(diagnostics.first?.suggestion)
    #expect(suggestion.count < 120)
    #expect(suggestion.contains("…"))
  }

  @Test("a tab after a list item's '-' is named as a tab too")
  func tabAfterDash() {
    let (_, diagnostics) = loadTree("cells:\n  -\ttype: note\n", format: .yaml)
    expectDiagnostics(diagnostics, [Expected(.syntaxError, 2, 4)])
    #expect(diagnostics.first?.message == "a tab here counts as indentation, and YAML indents with spaces only")
  }

  @Test("a ' #' in a quoted key is no comment; a comment after the value is left out of the fix")
  func comments() {
    let quotedKey = loadTree("\"a #b\": @x\n", format: .yaml).diagnostics
    #expect(quotedKey.first?.suggestion == "put the value in quotes: \"a #b\": \"@x\"")
    let commented = loadTree("label: @home # the handle\n", format: .yaml).diagnostics
    #expect(commented.first?.suggestion == "put the value in quotes: label: \"@home\"")
  }

  @Test("an error libyaml words well enough keeps its words and the note at its construct")
  func untranslated() throws {
    let (_, diagnostics) = loadTree("a: !<x y\n", format: .yaml)
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostic.code == .syntaxError)
    #expect(diagnostic.message.hasPrefix("while "))
    #expect(!diagnostic.notes.contains { $0.message.hasPrefix("libyaml reports") })
  }

  // MARK: Suggestions

  static let countries = [
    Suggestion.LabelledChoice(value: "US", label: "United States"),
    Suggestion.LabelledChoice(value: "GB", label: "United Kingdom"),
    Suggestion.LabelledChoice(value: "IE", label: "Ireland"),
  ]

  @Test("a label, its initials or a near-miss of it suggests the option's value, naming the label")
  func labels() {
    #expect(Suggestion.hint(for: "UK", among: Self.countries, noun: "values") == "did you mean 'GB' (United Kingdom)?")
    #expect(
      Suggestion.hint(for: "united kingdom", among: Self.countries, noun: "values")
        == "did you mean 'GB' (United Kingdom)?")
    #expect(Suggestion.hint(for: "Irland", among: Self.countries, noun: "values") == "did you mean 'IE' (Ireland)?")
    // A value that differs only in case is the likeliest intent of all.
    #expect(Suggestion.hint(for: "us", among: Self.countries, noun: "values") == "did you mean 'US' (United States)?")
    #expect(
      Suggestion.hint(for: "Germany", among: Self.countries, noun: "values")
        == "valid values: 'US' (United States), 'GB' (United Kingdom), 'IE' (Ireland)")
  }

  @Test("options whose label is their value are named once")
  func plainOptions() {
    let sizes = ["Small", "Medium", "Large"].map { Suggestion.LabelledChoice(value: $0, label: $0) }
    #expect(Suggestion.hint(for: "Meduim", among: sizes, noun: "values") == "did you mean 'Medium'?")
    #expect(Suggestion.hint(for: "Huge", among: sizes, noun: "values") == "valid values: 'Small', 'Medium', 'Large'")
  }

  @Test("a good did-you-mean stands alone; without one, every valid choice is listed")
  func hintList() {
    let keys = ["type", "id", "label", "placeholder"]
    #expect(Suggestion.hint(for: "lable", among: keys, noun: "keys") == "did you mean 'label'?")
    #expect(
      Suggestion.hint(for: "colour", among: keys, noun: "keys") == "valid keys: 'type', 'id', 'label', 'placeholder'")
  }
}

/// A snippet reads only a window of its line: on a minified file of megabytes
/// on one line, each of a thousand diagnostics copied the whole line.
@Suite("Snippets on one long line")
struct LongLineSnippetTests {
  @Test("a window around the offset, cut at scalar boundaries, says where the line goes on")
  func window() {
    let line = String(repeating: "é", count: 1_000) + "^" + String(repeating: "ü", count: 1_000)
    let file = SourceFile(path: "long.json", bytes: Array(line.utf8), format: .json)
    let window = file.lineWindow(around: 2_000, radius: 101)
    #expect(window.text == String(repeating: "é", count: 50) + "^" + String(repeating: "ü", count: 50))
    #expect(window.scalarsBefore == 50)
    #expect(window.cut.before && window.cut.after)
    let whole = SourceFile(path: "a.yaml", bytes: Array("a: 1\nbb: 2\n".utf8), format: .yaml)
    let second = whole.lineWindow(around: 8, radius: 100)
    #expect(second.text == "bb: 2" && second.scalarsBefore == 3 && !second.cut.before && !second.cut.after)
  }

  @Test("the snippet under a diagnostic deep in a long line shows its window, with the caret under the value")
  func snippet() {
    let padding = String(repeating: "x", count: 100_000)
    let text = "{\"tablegen\": 1, \"description\": \"\(padding)\", \"cells\": [{\"type\": \"nope\"}]}"
    let file = SourceFile(path: "long.json", bytes: Array(text.utf8), format: .json)
    let loaded = SpecLoader.load(file)
    let diagnostic = loaded.diagnostics.first { $0.code == .unknownCellType }
    #expect(diagnostic != nil)
    guard let diagnostic else { return }
    let shown = TextReporter(style: .plain).format(diagnostic, source: file)
    let lines = shown.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count >= 3)
    guard lines.count >= 3 else { return }
    #expect(lines[1].hasSuffix("\"type\": \"nope\"}]}") && lines[1].contains("…"))
    let caret = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
    let value = lines[1].range(of: "\"nope\"").map { lines[1].distance(from: lines[1].startIndex, to: $0.lowerBound) }
    #expect(caret != nil && caret == value)
  }
}
