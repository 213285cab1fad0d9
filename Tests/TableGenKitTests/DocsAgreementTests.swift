import Foundation
import Testing

@testable import TableGenSpec

/// The lists in the docs that restate the code, each held against the code (or
/// the page against itself), so that neither can change alone: the README's
/// cell types, the table of contents of docs/spec-format.md, the index of
/// codes in docs/diagnostics.md, and the outline of every page.
@Suite("The docs agree with the code")
struct DocsAgreementTests {
  /// The lines of a Markdown page outside fenced code blocks, with their numbers.
  static func proseLines(of text: String) -> [(number: Int, text: String)] {
    var lines: [(Int, String)] = []
    var fence: String?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.drop { $0 == " " }
      if let open = fence {
        if trimmed.hasPrefix(open) { fence = nil }
        continue
      }
      if let marker = ["```", "~~~"].first(where: { trimmed.hasPrefix($0) }) {
        fence = marker
        continue
      }
      lines.append((index + 1, String(line)))
    }
    return lines
  }

  /// The ATX headings of a page outside code: level, text and line.
  static func headings(of text: String) -> [(level: Int, text: String, line: Int)] {
    proseLines(of: text).compactMap { number, line in
      let hashes = line.prefix { $0 == "#" }.count
      guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
      return (hashes, String(line.dropFirst(hashes + 1)), number)
    }
  }

  /// The anchor GitHub gives a heading: lower case, punctuation dropped, spaces made hyphens.
  static func anchor(_ heading: String) -> String {
    String(
      heading.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
      })
  }

  /// Every anchor of a page, a repeated heading numbered as GitHub numbers it (`positions-1`).
  static func anchors(of text: String) -> Set<String> {
    var seen: [String: Int] = [:]
    var anchors: Set<String> = []
    for heading in headings(of: text) {
      let base = anchor(heading.text)
      let count = seen[base, default: 0]
      anchors.insert(count == 0 ? base : "\(base)-\(count)")
      seen[base] = count + 1
    }
    return anchors
  }

  @Test("the README lists every cell type, in the order of CellType.allCases")
  func readmeCellTypes() throws {
    let readme = try packageText("README.md")
    let start = try #require(readme.range(of: "Cell types: "), "README.md has no sentence 'Cell types: …'")
    let sentence = readme[start.upperBound...].prefix { $0 != "." }
    let listed = sentence.matches(of: /`([A-Za-z]+)`/).map { String($0.output.1) }
    #expect(listed == CellType.allCases.map(\.rawValue), "README.md's 'Cell types:' sentence lists \(listed)")
  }

  @Test("docs/spec-format.md's table of contents lists every section, and each of its links leads to a heading")
  func specFormatContents() throws {
    let page = try packageText("docs/spec-format.md")
    let headings = Self.headings(of: page)
    let firstSection = try #require(headings.first { $0.level == 2 }?.line)
    let contents = Self.proseLines(of: page).filter { $0.number < firstSection }.map(\.text)
    let topLevel = contents.filter { $0.hasPrefix("- [") }.flatMap { line in
      line.matches(of: /\[([^\]]+)\]\(#([^)]+)\)/).map { String($0.output.1) }
    }
    #expect(topLevel == headings.filter { $0.level == 2 }.map(\.text))
    let anchors = Self.anchors(of: page)
    for line in contents {
      for link in line.matches(of: /\]\(#([^)]+)\)/) {
        #expect(anchors.contains(String(link.output.1)), "docs/spec-format.md: '#\(link.output.1)' leads to no heading")
      }
    }
  }

  @Test("docs/diagnostics.md's index lists every DiagnosticCode, as the code says it, and explains each")
  func diagnosticsIndex() throws {
    let page = try packageText("docs/diagnostics.md")
    var rows: [String: String] = [:]
    for line in page.split(separator: "\n") where line.hasPrefix("| [`") {
      let code = String(line.dropFirst(4).prefix { $0 != "`" })
      #expect(rows[code] == nil, "docs/diagnostics.md's index lists '\(code)' twice")
      rows[code] = String(line)
    }
    var expected: [String: String] = [:]
    for code in DiagnosticCode.allCases {
      expected[code.rawValue] =
        "| [`\(code.rawValue)`](#\(code.rawValue)) | \(code.defaultSeverity.rawValue) | \(code.category.rawValue) | "
        + "\(code.summary.replacingOccurrences(of: "|", with: "\\|")) |"
    }
    let extra = Set(rows.keys).subtracting(expected.keys).sorted()
    #expect(extra.isEmpty, "docs/diagnostics.md's index lists codes that DiagnosticCode has not: \(extra)")
    for (code, want) in expected.sorted(by: { $0.key < $1.key }) where rows[code] != want {
      Issue.record("docs/diagnostics.md's index row of '\(code)'\n  \(rows[code] ?? "(none)")\nshould be\n  \(want)")
    }
    let explained = Set(Self.headings(of: page).filter { $0.level == 3 }.map(\.text))
    for code in DiagnosticCode.allCases {
      #expect(explained.contains("`\(code.rawValue)`"), "docs/diagnostics.md has no section ### `\(code.rawValue)`")
    }
  }

  static let pages =
    ["README.md"] + fileNames(in: packagePath("docs")).filter { $0.hasSuffix(".md") }.map { "docs/\($0)" }

  @Test(
    "each page's outline is whole: one # title first, and no heading more than one level below the one before",
    arguments: pages)
  func outline(_ path: String) throws {
    let headings = Self.headings(of: try packageText(path))
    #expect(headings.first?.level == 1, "\(path) does not start with a # title")
    #expect(headings.filter { $0.level == 1 }.count == 1, "\(path) has more than one # title")
    for (previous, heading) in zip(headings, headings.dropFirst()) where heading.level > previous.level + 1 {
      Issue.record("\(path):\(heading.line): '\(heading.text)' is level \(heading.level) under level \(previous.level)")
    }
  }

  @Test("the README's injected form sits below the heading it is under, so the commands after it keep theirs")
  func injectedBlockNests() throws {
    let readme = try packageText("README.md")
    let headings = Self.headings(of: readme)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    let begin = try #require(lines.firstIndex { $0 == "<!-- BEGIN_TABLEGEN -->" }) + 1
    let end = try #require(lines.firstIndex { $0 == "<!-- END_TABLEGEN -->" }) + 1
    let above = try #require(headings.last { $0.line < begin })
    for heading in headings where heading.line > begin && heading.line < end {
      #expect(
        heading.level > above.level,
        "README.md:\(heading.line): the injected '\(heading.text)' (level \(heading.level)) ends '\(above.text)' (level \(above.level))"
      )
    }
  }

  @Test("the outline check sees a heading out of place")
  func outlineCanFail() {
    let headings = Self.headings(of: "# T\n\n```\n## not a heading\n```\n\n### Deep\n")
    #expect(headings.map(\.level) == [1, 3])
    #expect(Self.anchor("Dynamic forms: where `x` goes") == "dynamic-forms-where-x-goes")
  }
}
