import Testing

@testable import TableGenForm
@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSpec

/// `render --inject`: the block goes between the markers and nothing else moves.
@Suite("Markdown injection")
struct MarkdownInjectionTests {
  static let block = "| Field |\n| --- |\n| A |\n"

  static func inject(_ document: String) -> Result<String, Diagnostic> {
    MarkdownInjection.inject(block, into: Array(document.utf8), path: "README.md")
      .map { String(decoding: $0, as: UTF8.self) }
  }

  @Test(
    "the injected title goes one level below the heading the markers sit under",
    arguments: [
      ("# T\n\n### render\n\n<!-- BEGIN_TABLEGEN -->\n## Old\n<!-- END_TABLEGEN -->\n\n### fill\n", 4),
      ("# T\n\n## Usage\n\nNo markers: appended at the end.\n", 3),
      ("# T\n\n```\n### not a heading\n```\n<!-- BEGIN_TABLEGEN -->\n<!-- END_TABLEGEN -->\n", 2),
      ("    # indented: code\n#no space: text\n<!-- BEGIN_TABLEGEN -->\n<!-- END_TABLEGEN -->\n", nil),
      ("##### Deep\n<!-- BEGIN_TABLEGEN -->\n<!-- END_TABLEGEN -->\n", 5),
    ] as [(String, Int?)])
  func titleLevel(_ document: String, level: Int?) {
    #expect(MarkdownInjection.titleLevel(in: Array(document.utf8)) == level)
  }

  @Test("between markers: the old block is replaced, the rest kept byte for byte")
  func replaces() throws {
    let document = "# Intro\n\n<!-- BEGIN_TABLEGEN -->\nold table\n<!-- END_TABLEGEN -->\n\nOutro  \n"
    let result = try Self.inject(document).get()
    #expect(
      result == "# Intro\n\n<!-- BEGIN_TABLEGEN -->\n\n| Field |\n| --- |\n| A |\n\n<!-- END_TABLEGEN -->\n\nOutro  \n")
    // Injecting again changes nothing: --check passes right after --inject.
    #expect(try Self.inject(result).get() == result)
  }

  @Test("without markers, the block is appended inside new markers")
  func appends() throws {
    #expect(
      try Self.inject("# Title\nText").get()
        == "# Title\nText\n\n<!-- BEGIN_TABLEGEN -->\n\n| Field |\n| --- |\n| A |\n\n<!-- END_TABLEGEN -->\n")
    #expect(
      try Self.inject("").get() == "<!-- BEGIN_TABLEGEN -->\n\n| Field |\n| --- |\n| A |\n\n<!-- END_TABLEGEN -->\n")
  }

  @Test("CRLF documents get CRLF lines; bytes that are not UTF-8 survive outside the markers")
  func bytesKept() throws {
    let before: [UInt8] = Array("caf".utf8) + [0xE9, 0x0D, 0x0A] + Array("<!-- BEGIN_TABLEGEN -->\r\nx\r\n".utf8)
    let after: [UInt8] = Array("<!-- END_TABLEGEN -->\r\n".utf8) + [0xFF, 0xFE]
    let result = try MarkdownInjection.inject(Self.block, into: before + after, path: "README.md").get()
    let expectedBlock = Array("\r\n| Field |\r\n| --- |\r\n| A |\r\n\r\n".utf8)
    #expect(result == Array(before.prefix(before.count - 3)) + expectedBlock + after)
  }

  @Test("a marker mentioned inside a sentence is not a marker; the [//]: # form is")
  func markerLines() throws {
    let mention = "Put `<!-- BEGIN_TABLEGEN -->` in your README.\n"
    #expect(try Self.inject(mention).get().hasPrefix(mention + "\n<!-- BEGIN_TABLEGEN -->\n"))
    let linkForm = "[//]: # (BEGIN_TABLEGEN)\nold\n  [//]: # (END_TABLEGEN)\n"
    #expect(
      try Self.inject(linkForm).get()
        == "[//]: # (BEGIN_TABLEGEN)\n\n| Field |\n| --- |\n| A |\n\n  [//]: # (END_TABLEGEN)\n")
  }

  @Test(
    "unpaired markers are refused with the marker's position",
    arguments: [
      ("a\n<!-- BEGIN_TABLEGEN -->\nb\n", 2, 1, "has no <!-- END_TABLEGEN --> after it"),
      ("<!-- END_TABLEGEN -->\n<!-- BEGIN_TABLEGEN -->\n", 1, 1, "comes before any"),
      ("<!-- BEGIN_TABLEGEN -->\n  <!-- BEGIN_TABLEGEN -->\n", 2, 3, "a second <!-- BEGIN_TABLEGEN -->"),
      (
        "<!-- BEGIN_TABLEGEN -->\n<!-- END_TABLEGEN -->\n<!-- END_TABLEGEN -->\n", 3, 1,
        "a second <!-- END_TABLEGEN -->"
      ),
    ])
  func unpaired(_ document: String, line: Int, column: Int, message: String) {
    guard case .failure(let diagnostic) = Self.inject(document) else {
      Issue.record("accepted \(document.debugDescription)")
      return
    }
    #expect(diagnostic.code == .invalidMarkers)
    #expect(diagnostic.file == "README.md")
    #expect(diagnostic.range?.start.line == line)
    #expect(diagnostic.range?.start.column == column)
    #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
  }

  static let appendedBlock = "<!-- BEGIN_TABLEGEN -->\n\n| Field |\n| --- |\n| A |\n\n<!-- END_TABLEGEN -->\n"

  @Test(
    "a code fence never closed is refused at its line: a block appended there would be code, again on every run",
    arguments: [
      ("# Docs\n\n```yaml\nexample: 1\n", 3),
      ("~~~\n<!-- BEGIN_TABLEGEN -->\nold\n<!-- END_TABLEGEN -->\n", 1),
      ("Intro\n\n  ````\n```\nstill code\n", 3),
    ])
  func unclosedFence(_ document: String, line: Int) {
    guard case .failure(let diagnostic) = Self.inject(document) else {
      Issue.record("accepted \(document.debugDescription)")
      return
    }
    #expect(diagnostic.code == .invalidMarkers)
    #expect(diagnostic.range?.start.line == line)
    #expect(diagnostic.message.contains("this code fence is never closed"), "\(diagnostic.message)")
  }

  @Test("markers before a fence left open still work, and injecting again changes nothing")
  func markersBeforeOpenFence() throws {
    let document = "<!-- BEGIN_TABLEGEN -->\n<!-- END_TABLEGEN -->\n\n```\ncode to the end\n"
    let result = try Self.inject(document).get()
    #expect(result == Self.appendedBlock + "\n```\ncode to the end\n")
    #expect(try Self.inject(result).get() == result)
  }

  @Test("markers in an indented code block are examples, not markers")
  func indentedMarkers() throws {
    for indent in ["    ", "\t", "  \t"] {
      let example = "Put these in your README:\n\n\(indent)<!-- BEGIN_TABLEGEN -->\n\(indent)<!-- END_TABLEGEN -->\n"
      #expect(
        try Self.inject(example).get() == example + "\n" + Self.appendedBlock, "indent \(indent.debugDescription)")
    }
    // Up to three spaces, a marker is still a marker (an HTML block, in CommonMark).
    let indented = "   <!-- BEGIN_TABLEGEN -->\nold\n   <!-- END_TABLEGEN -->\n"
    #expect(
      try Self.inject(indented).get()
        == "   <!-- BEGIN_TABLEGEN -->\n\n| Field |\n| --- |\n| A |\n\n   <!-- END_TABLEGEN -->\n")
  }

  @Test("a UTF-8 BOM before the BEGIN marker is accepted and kept")
  func byteOrderMark() throws {
    let document = "\u{FEFF}<!-- BEGIN_TABLEGEN -->\nold\n<!-- END_TABLEGEN -->\nafter\n"
    let result = try Self.inject(document).get()
    #expect(result == "\u{FEFF}" + Self.appendedBlock + "after\n")
    #expect(try Self.inject(result).get() == result)
    // And before a fence on the first line.
    guard case .failure(let diagnostic) = Self.inject("\u{FEFF}```\ncode\n") else {
      Issue.record("a fence after a BOM was not seen")
      return
    }
    #expect(diagnostic.range?.start.line == 1)
  }

  @Test("a CRLF document without markers gets a CRLF block")
  func crlfAppended() throws {
    let crlfBlock = Self.appendedBlock.replacing("\n", with: "\r\n")
    #expect(try Self.inject("# Title\r\nText\r\n").get() == "# Title\r\nText\r\n\r\n" + crlfBlock)
    #expect(try Self.inject("# Title\r\nText").get() == "# Title\r\nText\r\n\r\n" + crlfBlock)
    let result = try Self.inject("# Title\r\n").get()
    #expect(try Self.inject(result).get() == result)
  }
}

@Suite("Unified diff")
struct UnifiedDiffTests {
  static func diff(_ old: String, _ new: String) -> String {
    UnifiedDiff.diff(old: Array(old.utf8), new: Array(new.utf8), oldLabel: "a/R.md", newLabel: "b/R.md")
  }

  @Test("equal texts have no diff")
  func equal() {
    #expect(Self.diff("a\nb\n", "a\nb\n") == "")
  }

  @Test("one changed line, with three lines of context")
  func changed() {
    let old = (1...9).map { "line \($0)\n" }.joined()
    let new = old.replacing("line 5\n", with: "line five\n")
    #expect(
      Self.diff(old, new) == """
        --- a/R.md
        +++ b/R.md
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
  }

  @Test("distant changes make separate hunks; a missing final newline is marked")
  func hunks() {
    let old = (1...20).map { "\($0)\n" }.joined()
    var new = old.replacing("2\n3\n", with: "2\nthree\n")
    new = String(new.dropLast())  // "20" without its newline
    #expect(
      Self.diff(old, new) == """
        --- a/R.md
        +++ b/R.md
        @@ -1,6 +1,6 @@
         1
         2
        -3
        +three
         4
         5
         6
        @@ -17,4 +17,4 @@
         17
         18
         19
        -20
        +20
        \\ No newline at end of file

        """)
  }

  @Test("creating a file diffs from nothing")
  func fromEmpty() {
    #expect(Self.diff("", "a\n") == "--- a/R.md\n+++ b/R.md\n@@ -0,0 +1,1 @@\n+a\n")
  }
}
