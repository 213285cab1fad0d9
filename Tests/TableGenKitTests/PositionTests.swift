import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// Where nodes start and end: line and column (1-based, counted in Unicode
/// scalars) and byte offset (0-based, counted in UTF-8 bytes), for YAML and JSON.
@Suite("Positions")
struct PositionTests {
  // MARK: YAML

  @Test("YAML block mapping: keys, scalars and the mapping itself")
  func yamlBlockMapping() throws {
    let (root, diagnostics) = loadTree("title: Log in\nrowHeight: 44\n", format: .yaml)
    #expect(diagnostics.isEmpty)
    let tree = try #require(root)
    #expect(Optional(tree).start == Position(1, 1, 0))
    // A block mapping ends at the end of its last value, not at the next token.
    #expect(Optional(tree).end == Position(2, 14, 27))
    #expect(tree.keyNode("title").start == Position(1, 1, 0))
    #expect(tree.keyNode("title").end == Position(1, 6, 5))
    #expect(tree.at("title").start == Position(1, 8, 7))
    #expect(tree.at("title").end == Position(1, 14, 13))
    #expect(tree.keyNode("rowHeight").start == Position(2, 1, 14))
    #expect(tree.at("rowHeight").start == Position(2, 12, 25))
    #expect(tree.at("rowHeight").end == Position(2, 14, 27))
  }

  @Test("YAML block sequences, nested and indentless")
  func yamlBlockSequence() throws {
    let text = """
      cells:
        - type: note
          text: Hi
      more:
      - a
      - b
      """
    let (root, diagnostics) = loadTree(text, format: .yaml)
    #expect(diagnostics.isEmpty)
    let tree = try #require(root)
    let cells = tree.at("cells")
    #expect(cells?.count == 1)
    #expect(cells.start == Position(2, 3, 9))  // the first '-'
    #expect(cells.end == Position(3, 13, 34))  // the end of 'Hi'
    #expect(cells?.at(0).start == Position(2, 5, 11))  // the cell mapping starts at its first key
    #expect(cells?.at(0)?.at("text").start == Position(3, 11, 32))
    let more = tree.at("more")
    #expect(more.start == Position(5, 1, 41))
    #expect(more?.at(1).start == Position(6, 3, 47))
    #expect(more.end == Position(6, 4, 48))
  }

  @Test("YAML flow collections give the span from bracket to bracket")
  func yamlFlowCollections() throws {
    let (root, diagnostics) = loadTree("a: [1, {k: v}]\nb: {x: [ ]}\n", format: .yaml)
    #expect(diagnostics.isEmpty)
    let tree = try #require(root)
    let a = tree.at("a")
    #expect(a?.isFlow == true)
    #expect(a.start == Position(1, 4, 3))
    #expect(a.end == Position(1, 15, 14))
    #expect(a?.at(0).start == Position(1, 5, 4))
    #expect(a?.at(1).start == Position(1, 8, 7))
    #expect(a?.at(1).end == Position(1, 14, 13))
    #expect(a?.at(1)?.keyNode("k").start == Position(1, 9, 8))
    #expect(a?.at(1)?.at("k").start == Position(1, 12, 11))
    let b = tree.at("b")
    #expect(b?.isFlow == true)
    #expect(b.start == Position(2, 4, 18))
    #expect(b.end == Position(2, 12, 26))
    #expect(b?.at("x").start == Position(2, 8, 22))
    #expect(b?.at("x")?.count == 0)
    #expect(tree.isFlow == false)
  }

  @Test("YAML: a column counts Unicode scalars, an offset counts bytes")
  func yamlMultibyte() throws {
    // é is 2 bytes, 日 and 本 are 3 bytes each; each is one column.
    let (root, diagnostics) = loadTree("title: Café\nlist: [é, 日本, x]\n名前: {k: 値}\n", format: .yaml)
    #expect(diagnostics.isEmpty)
    let tree = try #require(root)
    #expect(tree.at("title").start == Position(1, 8, 7))
    #expect(tree.at("title").end == Position(1, 12, 12))
    let list = tree.at("list")
    #expect(list.start == Position(2, 7, 19))
    #expect(list?.at(0).start == Position(2, 8, 20))
    #expect(list?.at(1).start == Position(2, 11, 24))
    #expect(list?.at(1).end == Position(2, 13, 30))
    #expect(list?.at(2).start == Position(2, 15, 32))
    #expect(list.end == Position(2, 17, 34))
    #expect(tree.keyNode("名前").start == Position(3, 1, 35))
    #expect(tree.at("名前").start == Position(3, 5, 43))
    #expect(tree.at("名前")?.at("k").start == Position(3, 9, 47))
    #expect(tree.at("名前")?.at("k").end == Position(3, 10, 50))
  }

  @Test("YAML offsets stay exact far into a line of multibyte characters")
  func yamlLongMultibyteLine() throws {
    // 100 two-byte characters on line 1 cross the offset table's 64-scalar checkpoints.
    let long = String(repeating: "é", count: 100)
    let (root, diagnostics) = loadTree("long: \(long)\nafter: 日本\n", format: .yaml)
    #expect(diagnostics.isEmpty)
    let tree = try #require(root)
    #expect(tree.at("long").end == Position(1, 107, 206))
    #expect(tree.keyNode("after").start == Position(2, 1, 207))
    #expect(tree.at("after").start == Position(2, 8, 214))
    #expect(tree.at("after").end == Position(2, 10, 220))
  }

  // A UTF-8 BOM in YAML: both tests fail today. LibYAMLEvents sets the input
  // encoding to UTF-8, so libyaml does not strip the BOM but scans it as a
  // character at column 0 (skipped, yet counted in the column and index), and
  // YAMLLoader then adds one more scalar for it. See the test report.
  @Test("YAML: a UTF-8 BOM takes no column but three bytes")
  func yamlByteOrderMark() throws {
    let (root, diagnostics) = loadTree(bytes: [0xEF, 0xBB, 0xBF] + Array("a: é".utf8), format: .yaml)
    #expect(diagnostics.isEmpty)
    let tree = try #require(root)
    #expect(tree.keyNode("a").start == Position(1, 1, 3))
    #expect(tree.at("a").start == Position(1, 4, 6))
  }

  @Test("YAML: a UTF-8 BOM before a block mapping of several lines")
  func yamlByteOrderMarkMultiLine() throws {
    let (root, diagnostics) = loadTree(bytes: [0xEF, 0xBB, 0xBF] + Array("a: é\nb: 2\n".utf8), format: .yaml)
    #expect(diagnostics.isEmpty, "\(describe(diagnostics))")
    let tree = try #require(root)
    #expect(tree.keyNode("a").start == Position(1, 1, 3))
    #expect(tree.keyNode("b").start == Position(2, 1, 9))
    #expect(tree.at("b").start == Position(2, 4, 12))
  }

  @Test("YAML: CRLF is one line break")
  func yamlCRLF() throws {
    let (root, diagnostics) = loadTree("a: 1\r\nb: [x,\r\n  y]\r\n", format: .yaml)
    #expect(diagnostics.isEmpty)
    let tree = try #require(root)
    #expect(tree.keyNode("b").start == Position(2, 1, 6))
    #expect(tree.at("b").start == Position(2, 4, 9))
    #expect(tree.at("b")?.at(1).start == Position(3, 3, 16))
    #expect(tree.at("b").end == Position(3, 5, 18))
  }

  // MARK: JSON

  @Test("JSON pretty-printed object: keys, values, arrays and objects")
  func jsonPretty() throws {
    let text = """
      {
        "title": "Log in",
        "cells": [
          {"type": "note"}
        ]
      }
      """
    let (root, diagnostics) = loadTree(text, format: .json)
    #expect(diagnostics.isEmpty)
    let tree = try #require(root)
    #expect(tree.isFlow)
    #expect(Optional(tree).start == Position(1, 1, 0))
    #expect(Optional(tree).end == Position(6, 2, 62))
    #expect(tree.keyNode("title").start == Position(2, 3, 4))
    #expect(tree.keyNode("title").end == Position(2, 10, 11))
    #expect(tree.at("title").start == Position(2, 12, 13))
    #expect(tree.at("title").end == Position(2, 20, 21))
    #expect(tree.at("cells").start == Position(3, 12, 34))
    #expect(tree.at("cells").end == Position(5, 4, 60))
    #expect(tree.at("cells")?.at(0).start == Position(4, 5, 40))
    #expect(tree.at("cells")?.at(0)?.at("type").start == Position(4, 14, 49))
  }

  @Test("JSON minified on one line, with multibyte characters")
  func jsonMinified() throws {
    let (root, diagnostics) = loadTree(#"{"a":"é","b":[1,{"日本":true}],"c":null}"#, format: .json)
    #expect(diagnostics.isEmpty)
    let tree = try #require(root)
    #expect(Optional(tree).end == Position(1, 39, 43))
    #expect(tree.keyNode("a").start == Position(1, 2, 1))
    #expect(tree.at("a").start == Position(1, 6, 5))
    #expect(tree.at("a").end == Position(1, 9, 9))
    #expect(tree.keyNode("b").start == Position(1, 10, 10))
    #expect(tree.at("b").start == Position(1, 14, 14))
    #expect(tree.at("b").end == Position(1, 29, 33))
    #expect(tree.at("b")?.at(0).start == Position(1, 15, 15))
    #expect(tree.at("b")?.at(1).start == Position(1, 17, 17))
    #expect(tree.at("b")?.at(1)?.keyNode("日本").start == Position(1, 18, 18))
    #expect(tree.at("b")?.at(1)?.keyNode("日本").end == Position(1, 22, 26))
    #expect(tree.at("b")?.at(1)?.at("日本").start == Position(1, 23, 27))
    #expect(tree.keyNode("c").start == Position(1, 30, 34))
    #expect(tree.at("c").start == Position(1, 34, 38))
    #expect(tree.at("c").end == Position(1, 38, 42))
  }

  @Test("JSON: a UTF-8 BOM takes no column but three bytes")
  func jsonByteOrderMark() throws {
    let (root, diagnostics) = loadTree(bytes: [0xEF, 0xBB, 0xBF] + Array("{\"é\": 1,\n \"b\": 2}".utf8), format: .json)
    #expect(diagnostics.isEmpty)
    let tree = try #require(root)
    #expect(Optional(tree).start == Position(1, 1, 3))
    #expect(tree.keyNode("é").start == Position(1, 2, 4))
    #expect(tree.at("é").start == Position(1, 7, 10))
    #expect(tree.keyNode("b").start == Position(2, 2, 14))
  }

  @Test("JSON: CRLF and a lone CR are one line break each")
  func jsonLineBreaks() throws {
    let (root, diagnostics) = loadTree("{\r\n  \"a\": 1,\r  \"b\": [\r\n2]\r\n}", format: .json)
    #expect(diagnostics.isEmpty)
    let tree = try #require(root)
    #expect(tree.keyNode("a").start == Position(2, 3, 5))
    #expect(tree.at("a").start == Position(2, 8, 10))
    #expect(tree.keyNode("b").start == Position(3, 3, 15))
    #expect(tree.at("b")?.at(0).start == Position(4, 1, 23))
    #expect(Optional(tree).end == Position(5, 2, 28))
  }

  @Test(
    "A diagnostic after multibyte text counts columns in scalars, offsets in bytes", arguments: SourceFormat.allCases)
  func diagnosticAfterMultibyte(format: SourceFormat) throws {
    let text = format == .yaml ? "a: 日本\nb: 1\na: é\n" : "{\"a\": \"日本\",\n\"é\": 1, \"a\": 2}"
    let (_, diagnostics) = loadTree(text, format: format)
    let duplicate = try #require(single(.duplicateKey, in: diagnostics))
    if format == .yaml {
      #expect(Position(duplicate.range!.start) == Position(3, 1, 15))
      #expect(duplicate.notes.first?.range.map { Position($0.start) } == Position(1, 1, 0))
    } else {
      #expect(Position(duplicate.range!.start) == Position(2, 9, 25))
      #expect(duplicate.notes.first?.range.map { Position($0.start) } == Position(1, 2, 1))
    }
  }

  @Test("YAML offsets stay exact across 64-scalar blocks of ASCII and of other text")
  func offsetsAcrossBlocks() throws {
    var text = ""
    var lineStarts: [Int] = []
    for line in 0..<200 {
      lineStarts.append(text.utf8.count)
      text += line % 7 == 0 ? "k\(line): é日本 and more\n" : "k\(line): plain ascii text, long enough\n"
    }
    let (root, diagnostics) = loadTree(text, format: .yaml)
    #expect(diagnostics.isEmpty)
    let tree = try #require(root)
    for line in [0, 1, 6, 7, 8, 63, 64, 99, 140, 199] {
      let key = "k\(line)"
      #expect(tree.keyNode(key).start == Position(line + 1, 1, lineStarts[line]))
      let valueOffset = lineStarts[line] + key.utf8.count + 2
      #expect(tree.at(key).start == Position(line + 1, key.count + 3, valueOffset))
    }
  }

  @Test("JSON positions stay exact after long strings, multibyte text and indentation read by words")
  func jsonPositionsAfterLongRuns() throws {
    let long = String(repeating: "abcdefghij", count: 3) + "é日本" + String(repeating: "klmnopqrst", count: 2)
    let prefix = "{\n" + String(repeating: " ", count: 19) + "\"long\": \"\(long)\", "
    let text = prefix + "\"k\": 1}"
    let (root, diagnostics) = loadTree(text, format: .json)
    #expect(diagnostics.isEmpty)
    let tree = try #require(root)
    #expect(tree.at("long")?.stringValue == long)
    let column = prefix.dropFirst(2).unicodeScalars.count + 1
    #expect(tree.keyNode("k").start == Position(2, column, prefix.utf8.count))
    #expect(tree.keyNode("long").start == Position(2, 20, 21))
  }

  @Test("A control character deep in a long JSON string is reported at its own column")
  func jsonControlCharacterInLongString() throws {
    let text = "{\"a\": \"" + String(repeating: "日本abcdef", count: 3) + "\tz\"}"
    let (_, diagnostics) = loadTree(text, format: .json)
    let error = try #require(single(.syntaxError, in: diagnostics))
    let before = "{\"a\": \"" + String(repeating: "日本abcdef", count: 3)
    #expect(Position(error.range!.start) == Position(1, before.unicodeScalars.count + 1, before.utf8.count))
  }
}
