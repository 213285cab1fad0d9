import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// The JSON parser follows RFC 8259 to the letter: everything lenient parsers
/// accept is a positioned `syntax-error` here.
@Suite("JSON strictness")
struct JSONStrictnessTests {
  struct Rejected: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var line: Int
    var column: Int
    /// A fragment the message must contain.
    var message: String
    var testDescription: String { name }
  }

  static let rejected: [Rejected] = [
    Rejected(name: "trailing comma in an array", text: "[1, 2,]", line: 1, column: 6, message: "trailing comma"),
    Rejected(
      name: "trailing comma in an object", text: "{\n  \"a\": 1,\n}", line: 2, column: 9, message: "trailing comma"),
    Rejected(
      name: "// comment before a key", text: "{\n  // the title\n  \"title\": \"x\"\n}", line: 2, column: 3,
      message: "comments are not allowed"),
    Rejected(
      name: "/* */ comment before a value", text: "[1, /* two */ 2]", line: 1, column: 5,
      message: "comments are not allowed"),
    Rejected(
      name: "# comment where a value goes", text: "# note\n{}", line: 1, column: 1, message: "comments are not allowed"),
    Rejected(name: "single-quoted key", text: "{'a': 1}", line: 1, column: 2, message: "double quotes"),
    Rejected(name: "single-quoted value", text: "{\"a\": 'b'}", line: 1, column: 7, message: "double quotes"),
    Rejected(name: "NaN", text: "{\"min\": NaN}", line: 1, column: 9, message: "NaN and Infinity"),
    Rejected(name: "Infinity", text: "[Infinity]", line: 1, column: 2, message: "NaN and Infinity"),
    Rejected(name: "-Infinity", text: "[-Infinity]", line: 1, column: 2, message: "a digit must follow '-'"),
    Rejected(name: "leading zero", text: "[01]", line: 1, column: 2, message: "leading zeros"),
    Rejected(name: "negative leading zero", text: "[-012]", line: 1, column: 2, message: "leading zeros"),
    Rejected(name: "no digit after the point", text: "[1.]", line: 1, column: 2, message: "a digit must follow '.'"),
    Rejected(name: "no digit before the point", text: "[.5]", line: 1, column: 2, message: "a digit before '.'"),
    Rejected(name: "no digit in the exponent", text: "[1e+]", line: 1, column: 2, message: "exponent"),
    Rejected(name: "plus sign", text: "[+1]", line: 1, column: 2, message: "cannot start with '+'"),
    Rejected(
      name: "raw control character in a string", text: "[\"a\u{01}b\"]", line: 1, column: 4,
      message: "U+0001 must be escaped"),
    Rejected(name: "raw tab in a string", text: "[\"a\tb\"]", line: 1, column: 4, message: "a tab must be escaped"),
    Rejected(
      name: "raw line break in a string", text: "{\"a\": \"x\ny\"}", line: 1, column: 9,
      message: "a line break must be escaped"),
    Rejected(
      name: "lone high surrogate", text: "[\"ab\\ud83d\"]", line: 1, column: 5, message: "lone surrogate \\uD83D"),
    Rejected(
      name: "high surrogate before a non-surrogate escape", text: "[\"\\ud83d\\u0041\"]", line: 1, column: 3,
      message: "lone surrogate"),
    Rejected(name: "lone low surrogate", text: "[\"\\ude00x\"]", line: 1, column: 3, message: "lone surrogate \\uDE00"),
    Rejected(
      name: "invalid escape \\x", text: "[\"a\\x41\"]", line: 1, column: 4, message: "invalid escape sequence '\\x'"),
    Rejected(name: "short \\u escape", text: "[\"\\u12\"]", line: 1, column: 3, message: "four hexadecimal digits"),
    Rejected(
      name: "unterminated string", text: "{\"title\": \"Log in", line: 1, column: 18, message: "ends inside a string"),
    Rejected(name: "unquoted key", text: "{title: 1}", line: 1, column: 2, message: "double-quoted object key"),
    Rejected(name: "missing colon", text: "{\"a\" 1}", line: 1, column: 6, message: "expected ':'"),
    Rejected(name: "missing comma", text: "[1 2]", line: 1, column: 4, message: "expected ',' or ']'"),
    Rejected(name: "True is not true", text: "[True]", line: 1, column: 2, message: "expected a value"),
    Rejected(name: "truncated literal", text: "[nul]", line: 1, column: 2, message: "expected 'null'"),
    Rejected(
      name: "content after the value", text: "{\"a\": 1}\n{\"b\": 2}", line: 2, column: 1,
      message: "after the end of the JSON value"),
    Rejected(
      name: "a second value on the same line", text: "[] x", line: 1, column: 4,
      message: "after the end of the JSON value"),
  ]

  @Test("rejected with syntax-error at the exact position", arguments: rejected)
  func rejects(_ example: Rejected) throws {
    let (root, diagnostics) = loadTree(example.text, format: .json)
    #expect(root == nil)
    expectDiagnostics(diagnostics, [Expected(.syntaxError, example.line, example.column)], example.name)
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostic.message.contains(example.message), "message: \(diagnostic.message)")
    #expect(diagnostic.severity == .error)
  }

  @Test("an unclosed array is reported at the end, with a note where it opens")
  func unclosedArray() throws {
    let (root, diagnostics) = loadTree("{\n  \"cells\": [1, 2\n", format: .json)
    #expect(root == nil)
    expectDiagnostics(diagnostics, [Expected(.syntaxError, 3, 1)])
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostic.message.contains("array that is never closed"))
    let note = try #require(diagnostic.notes.first)
    #expect(note.message == "the array opens here")
    #expect(note.range?.start.line == 2)
    #expect(note.range?.start.column == 12)
  }

  @Test("an unclosed object names the object")
  func unclosedObject() throws {
    let (_, diagnostics) = loadTree("[{\"a\": 1", format: .json)
    expectDiagnostics(diagnostics, [Expected(.syntaxError, 1, 9)])
    #expect(diagnostics.first?.notes.first?.message == "the object opens here")
    #expect(diagnostics.first?.notes.first?.range?.start.column == 2)
  }

  @Test("an unterminated string has a note where it starts")
  func unterminatedStringNote() throws {
    let (_, diagnostics) = loadTree("[\"abc", format: .json)
    let note = try #require(diagnostics.first?.notes.first)
    #expect(note.message == "the string starts here")
    #expect(note.range?.start.column == 2)
  }

  @Test("an empty file holds no document")
  func emptyFile() {
    let (root, diagnostics) = loadTree("", format: .json)
    #expect(root == nil)
    expectDiagnostics(diagnostics, [Expected(.emptyDocument, 1, 1)])
  }

  @Test("a whitespace-only file holds no document")
  func whitespaceOnly() {
    let (root, diagnostics) = loadTree("  \n\t\r\n ", format: .json)
    #expect(root == nil)
    // Reported where the value was expected: the end of the file.
    expectDiagnostics(diagnostics, [Expected(.emptyDocument, 3, 2)])
  }

  // MARK: Accepted

  @Test("a surrogate pair decodes to one scalar")
  func surrogatePair() throws {
    let (root, diagnostics) = loadTree(#"["\ud83d\ude00"]"#, format: .json)
    #expect(diagnostics.isEmpty)
    let text = try #require(root?.at(0)?.stringValue)
    #expect(Array(text.unicodeScalars) == ["\u{1F600}"])
    #expect(text == "😀")
  }

  @Test(
    "escapes decode",
    arguments: [
      (#"["\u00e9"]"#, "é"),
      (#"["caf\u00E9!"]"#, "café!"),
      (#"["\"\\\/\b\f\n\r\t"]"#, "\"\\/\u{08}\u{0C}\n\r\t"),
      (#"["\u0000"]"#, "\u{0}"),
      ("[\"日本\"]", "日本"),
    ])
  func escapes(_ json: String, _ expected: String) {
    let (root, diagnostics) = loadTree(json, format: .json)
    #expect(diagnostics.isEmpty)
    #expect(root?.at(0)?.stringValue == expected)
  }

  @Test("numbers keep their literal and value")
  func numbers() throws {
    let (root, diagnostics) = loadTree("[0, -0, 42, -7, 1.5, 2e3, 1E-2, 123456789012345678901234567890]", format: .json)
    #expect(diagnostics.isEmpty)
    let values = try #require(root).elements.compactMap(\.numberValue)
    #expect(values.map(\.literal) == ["0", "-0", "42", "-7", "1.5", "2e3", "1E-2", "123456789012345678901234567890"])
    #expect(values.map(\.isInteger) == [true, true, true, true, false, false, false, true])
    #expect(values[2].integer == 42)
    #expect(values[3].integer == -7)
    #expect(values[5].double == 2000)
    #expect(values[6].double == 0.01)
    // Too large for Int: no exact integer, but the value is kept as a double.
    #expect(values[7].integer == nil)
    #expect(values[7].double == 1.2345678901234568e29)
  }

  @Test("a huge exponent parses to infinity; the decoder then refuses it")
  func hugeExponent() throws {
    let (root, diagnostics) = loadTree("[1e999, -1e999]", format: .json)
    #expect(diagnostics.isEmpty)
    let values = try #require(root).elements.compactMap(\.numberValue)
    #expect(values.map(\.literal) == ["1e999", "-1e999"])
    #expect(values[0].double == .infinity)
    #expect(values[1].double == -.infinity)

    let loaded = loadSpec(#"{"tablegen": 1, "rowHeight": 1e999, "cells": []}"#, format: .json)
    #expect(loaded.spec == nil)
    expectDiagnostics(loaded.diagnostics, [Expected(.invalidValue, 1, 30)])
    #expect(loaded.diagnostics.first?.message == "'rowHeight' must be a finite number, found 1e999")
  }

  @Test("a duplicate key is a structural duplicate-key with a note at the first")
  func duplicateKey() throws {
    let (root, diagnostics) = loadTree("{\"id\": \"a\",\n \"title\": \"T\",\n \"id\": \"b\"}", format: .json)
    // The tree is still built, so that decoding can report more problems.
    #expect(root != nil)
    expectDiagnostics(diagnostics, [Expected(.duplicateKey, 3, 2)])
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostic.code.category == .structure)
    #expect(diagnostic.message == "the key 'id' appears twice in this mapping")
    let note = try #require(diagnostic.notes.first)
    #expect(note.message == "first defined here")
    #expect(note.range?.start.line == 1)
    #expect(note.range?.start.column == 2)
  }

  @Test("keys that differ only by escapes are the same key")
  func duplicateKeyThroughEscape() {
    let (_, diagnostics) = loadTree(#"{"a": 1, "\u0061": 2}"#, format: .json)
    expectDiagnostics(diagnostics, [Expected(.duplicateKey, 1, 10)])
  }

  @Test("scalars at the top level and deep nesting within the limit are accepted")
  func topLevelScalarsAndDepth() {
    #expect(loadTree("\"just a string\"", format: .json).root?.stringValue == "just a string")
    #expect(loadTree(" true ", format: .json).root?.boolValue == true)
    #expect(loadTree("null", format: .json).root?.isNullScalar == true)
    let deep = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
    let (root, diagnostics) = loadTree(deep, format: .json)
    #expect(root != nil)
    #expect(diagnostics.isEmpty)
  }

  @Test("nesting deeper than the limit stops at the first bracket past it")
  func tooDeep() {
    let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
    let (root, diagnostics) = loadTree(deep, format: .json)
    #expect(root == nil)
    expectDiagnostics(diagnostics, [Expected(.nestingTooDeep, 1, 257)])
  }

  @Test("100,000 levels of nesting end with nesting-too-deep, not a crash")
  func extremelyDeep() {
    let deep = String(repeating: "{\"a\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000)
    let (root, diagnostics) = loadTree(deep, format: .json)
    #expect(root == nil)
    expectDiagnostics(diagnostics, [Expected(.nestingTooDeep, 1, 1 + 256 * 5)])
  }
}
