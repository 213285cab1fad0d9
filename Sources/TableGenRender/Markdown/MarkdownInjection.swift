import TableGenOutput
import TableGenSpec

/// Puts rendered Markdown into an existing document between marker lines, for
/// docs that keep a generated table next to prose (`render --inject README.md`).
///
/// A marker is a line that holds only `<!-- BEGIN_TABLEGEN -->` or
/// `<!-- END_TABLEGEN -->` (or the `[//]: # (BEGIN_TABLEGEN)` form, for hosts
/// that show HTML comments), indented by at most three spaces, so a mention of
/// a marker inside a sentence is left alone. Lines in code, as CommonMark reads
/// it, are examples, not markers: in a fenced code block, or indented by four
/// columns or more. A fence never closed makes the rest of the document code,
/// so a document that ends inside one is refused when the block would be
/// appended there: it would be code, and appended again on every run.
/// Everything outside the markers, the marker lines and a UTF-8 BOM included,
/// is kept byte for byte; the document need not even be UTF-8. Appended lines
/// end as the document's first line does (CRLF or LF).
public enum MarkdownInjection {
  public static let beginMarker = "<!-- BEGIN_TABLEGEN -->"
  public static let endMarker = "<!-- END_TABLEGEN -->"
  static let beginForms = [beginMarker, "[//]: # (BEGIN_TABLEGEN)"]
  static let endForms = [endMarker, "[//]: # (END_TABLEGEN)"]

  /// `document` with `block` between its markers, or with a marked block
  /// appended when it has no markers. The diagnostic names the marker at fault
  /// when the markers do not pair up; nothing is produced then.
  public static func inject(_ block: String, into document: [UInt8], path: String) -> Result<[UInt8], Diagnostic> {
    var begin: MarkerLine?
    var end: MarkerLine?
    let scan = scan(document)
    for line in scan.markers {
      func problem(_ message: String) -> Result<[UInt8], Diagnostic> {
        .failure(Diagnostic(.invalidMarkers, message, at: line.range, file: path))
      }
      switch (line.isBegin, begin, end) {
      case (true, nil, _): begin = line
      case (true, _?, _): return problem("a second \(beginMarker); keep one pair of markers")
      case (false, nil, _): return problem("\(endMarker) comes before any \(beginMarker)")
      case (false, _?, nil): end = line
      case (false, _?, _?): return problem("a second \(endMarker); keep one pair of markers")
      }
    }
    switch (begin, end) {
    case (let begin?, let end?):
      let newline = begin.endsWithCRLF ? "\r\n" : "\n"
      let between = newline + lines(of: block, joinedBy: newline) + newline
      return .success(Array(document[..<begin.nextLineStart]) + Array(between.utf8) + Array(document[end.start...]))
    case (let begin?, nil):
      return .failure(
        Diagnostic(
          .invalidMarkers, "\(beginMarker) has no \(endMarker) after it", at: begin.range,
          file: path))
    case (nil, _):
      if let fence = scan.unclosedFence {
        return .failure(
          Diagnostic(
            .invalidMarkers,
            "this code fence is never closed, so the rest of the document is code and a table appended to it would "
              + "be code too; close the fence, or put the markers before it",
            at: fence, file: path))
      }
      let newline = scan.usesCRLF ? "\r\n" : "\n"
      var result = document
      if let last = result.last, last != UInt8(ascii: "\n") { result += Array(newline.utf8) }
      if !result.isEmpty { result += Array(newline.utf8) }
      let body = lines(of: block, joinedBy: newline)
      result += Array((beginMarker + newline + newline + body + newline + endMarker + newline).utf8)
      return .success(result)
    }
  }

  /// The level of the injected block's title: one below the heading the block
  /// sits under (the last ATX heading outside code before the begin marker,
  /// or in the whole document when the block is appended), so that the
  /// document's outline stays whole; nil when no heading comes before it. A
  /// heading at the deepest level keeps the title at that level.
  public static func titleLevel(in document: [UInt8]) -> Int? {
    let scan = scan(document)
    let limit = scan.markers.first { $0.isBegin }?.start ?? document.count
    guard let above = scan.headings.last(where: { $0.start < limit }) else { return nil }
    return min(above.level + 1, MarkdownRenderer.headingLevels.upperBound)
  }

  private struct MarkerLine {
    var isBegin: Bool
    /// The offset of the line's first byte.
    var start: Int
    /// The offset just past the line's newline.
    var nextLineStart: Int
    var endsWithCRLF: Bool
    /// The marker itself, without the spaces around it.
    var range: SourceRange
  }

  /// What `inject` needs of a document: its marker lines, the fence left open
  /// at its end, and its line ending.
  private struct Scan {
    var markers: [MarkerLine] = []
    /// The opening of a fenced code block that runs to the end of the document.
    var unclosedFence: SourceRange?
    /// Whether the first line ends in CRLF.
    var usesCRLF = false
    /// The ATX headings outside code: where each line starts, and its level.
    var headings: [(start: Int, level: Int)] = []
  }

  private static func scan(_ document: [UInt8]) -> Scan {
    var scan = Scan()
    var lineStart = 0
    var lineNumber = 1
    var fence: (character: UInt8, length: Int, range: SourceRange)?
    // A BOM is kept, but is no part of the first line's Markdown.
    let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    let contentStart = document.starts(with: byteOrderMark) ? byteOrderMark.count : 0
    while lineStart < document.count {
      let newline = document[lineStart...].firstIndex(of: UInt8(ascii: "\n"))
      let lineEnd = newline ?? document.count
      var contentEnd = lineEnd
      let endsWithCRLF = newline != nil && contentEnd > lineStart && document[contentEnd - 1] == UInt8(ascii: "\r")
      if endsWithCRLF { contentEnd -= 1 }
      if lineNumber == 1 { scan.usesCRLF = endsWithCRLF }
      let textStart = lineNumber == 1 ? min(contentStart, contentEnd) : lineStart
      let line = document[textStart..<contentEnd]
      let (indent, indentBytes) = indentation(of: line)
      let body = line.dropFirst(indentBytes)
      // Fences are tracked as CommonMark does: a marker inside one is an example.
      if indent < 4, let first = body.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~") {
        let run = body.prefix { $0 == first }.count
        if let open = fence {
          if first == open.character, run >= open.length, body.dropFirst(run).allSatisfy({ $0 == 32 || $0 == 9 }) {
            fence = nil
          }
        } else if run >= 3, first == UInt8(ascii: "~") || !body.dropFirst(run).contains(UInt8(ascii: "`")) {
          let start = SourceLocation(line: lineNumber, column: indentBytes + 1, offset: textStart + indentBytes)
          let end = SourceLocation(line: lineNumber, column: start.column + run, offset: start.offset + run)
          fence = (first, run, SourceRange(start: start, end: end))
        }
      }
      let hashes = body.prefix { $0 == UInt8(ascii: "#") }.count
      if fence == nil, indent < 4, (1...6).contains(hashes),
        body.dropFirst(hashes).first.map({ $0 == 32 || $0 == 9 }) ?? true
      {
        scan.headings.append((lineStart, hashes))
      }
      // Only short lines outside code can be markers; skip decoding every other line.
      if fence == nil, indent < 4, contentEnd - textStart < 64 {
        let trimmed = String(decoding: body, as: UTF8.self).trimmingWhitespace
        let isBegin = beginForms.contains(trimmed)
        if isBegin || endForms.contains(trimmed) {
          // The marker and its indentation are ASCII, so their columns and bytes agree.
          let start = SourceLocation(line: lineNumber, column: indentBytes + 1, offset: textStart + indentBytes)
          let end = SourceLocation(
            line: lineNumber, column: start.column + trimmed.utf8.count, offset: start.offset + trimmed.utf8.count)
          scan.markers.append(
            MarkerLine(
              isBegin: isBegin, start: lineStart, nextLineStart: newline.map { $0 + 1 } ?? document.count,
              endsWithCRLF: endsWithCRLF, range: SourceRange(start: start, end: end)))
        }
      }
      lineStart = lineEnd + 1
      lineNumber += 1
    }
    scan.unclosedFence = fence?.range
    return scan
  }

  /// The columns of a line's leading spaces and tabs (a tab reaches the next
  /// multiple of four, as in CommonMark) and the bytes they take.
  private static func indentation(of line: ArraySlice<UInt8>) -> (columns: Int, bytes: Int) {
    var columns = 0
    var bytes = 0
    for byte in line {
      if byte == UInt8(ascii: " ") {
        columns += 1
      } else if byte == UInt8(ascii: "\t") {
        columns += 4 - columns % 4
      } else {
        break
      }
      bytes += 1
    }
    return (columns, bytes)
  }

  private static func lines(of block: String, joinedBy newline: String) -> String {
    newline == "\n" ? block : block.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: newline)
  }
}
