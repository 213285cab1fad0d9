import TableGenOutput
import TableGenSpec

/// Puts rendered Markdown into an existing document between marker lines, for
/// docs that keep a generated table next to prose (`render --inject README.md`).
///
/// A marker is a line that holds only `<!-- BEGIN_TABLEGEN -->` or
/// `<!-- END_TABLEGEN -->` (or the `[//]: # (BEGIN_TABLEGEN)` form, for hosts
/// that show HTML comments), so a mention of a marker inside a sentence is left
/// alone. Everything outside the markers, the marker lines included, is kept
/// byte for byte; the document need not even be UTF-8.
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
    for line in markerLines(in: document) {
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
      var result = document
      if let last = result.last, last != UInt8(ascii: "\n") { result += Array("\n".utf8) }
      if !result.isEmpty { result += Array("\n".utf8) }
      result += Array((beginMarker + "\n\n" + block + "\n" + endMarker + "\n").utf8)
      return .success(result)
    }
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

  private static func markerLines(in document: [UInt8]) -> [MarkerLine] {
    var markers: [MarkerLine] = []
    var lineStart = 0
    var lineNumber = 1
    var fence: (character: UInt8, length: Int)?
    while lineStart < document.count {
      let newline = document[lineStart...].firstIndex(of: UInt8(ascii: "\n"))
      let lineEnd = newline ?? document.count
      var contentEnd = lineEnd
      let endsWithCRLF = newline != nil && contentEnd > lineStart && document[contentEnd - 1] == UInt8(ascii: "\r")
      if endsWithCRLF { contentEnd -= 1 }
      // A marker shown inside a fenced code block (docs about tablegen) is an
      // example, not a marker: fences are tracked as CommonMark does.
      let line = document[lineStart..<contentEnd]
      let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
      let body = line.dropFirst(indent)
      if indent < 4, let first = body.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~") {
        let run = body.prefix { $0 == first }.count
        if let open = fence {
          if first == open.character, run >= open.length, body.dropFirst(run).allSatisfy({ $0 == 32 || $0 == 9 }) {
            fence = nil
          }
        } else if run >= 3, first == UInt8(ascii: "~") || !body.dropFirst(run).contains(UInt8(ascii: "`")) {
          fence = (first, run)
        }
      }
      // Only short lines outside fences can be markers; skip decoding every other line.
      if fence == nil, contentEnd - lineStart < 64 {
        let text = String(decoding: document[lineStart..<contentEnd], as: UTF8.self)
        let trimmed = text.trimmingWhitespace
        let isBegin = beginForms.contains(trimmed)
        if isBegin || endForms.contains(trimmed) {
          let leading = text.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
          // The marker is ASCII, so its columns and bytes agree.
          let start = SourceLocation(line: lineNumber, column: leading + 1, offset: lineStart + leading)
          let end = SourceLocation(
            line: lineNumber, column: start.column + trimmed.utf8.count, offset: start.offset + trimmed.utf8.count)
          markers.append(
            MarkerLine(
              isBegin: isBegin, start: lineStart, nextLineStart: newline.map { $0 + 1 } ?? document.count,
              endsWithCRLF: endsWithCRLF, range: SourceRange(start: start, end: end)))
        }
      }
      lineStart = lineEnd + 1
      lineNumber += 1
    }
    return markers
  }

  private static func lines(of block: String, joinedBy newline: String) -> String {
    newline == "\n" ? block : block.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: newline)
  }
}
