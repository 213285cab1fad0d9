/// libyaml's account of the error that stopped a load, in tablegen's positions.
struct YAMLSyntaxFailure {
  /// What went wrong, such as "could not find expected ':'".
  var problem: String
  var location: SourceLocation
  /// What libyaml was doing, such as "while scanning a simple key", and where that began.
  var context: String?
  var contextLocation: SourceLocation?

  /// libyaml's own words, context first.
  var libyamlText: String { context.map { "\($0): \(problem)" } ?? problem }
}

/// Plain sentences for the YAML mistakes people make most in hand-written specs.
///
/// libyaml names the rule it could not apply ("mapping values are not allowed in
/// this context"), often a line after the mistake. Each mistake below is
/// recognised from libyaml's words and the source text around its position, then
/// said as what happened and what to do, at the place of the mistake; libyaml's
/// words stay as a note, for searching. Anything not recognised keeps libyaml's text.
enum YAMLSyntaxHelp {
  /// The diagnostic for `failure` in the file `bytes` (the whole file, any BOM included).
  static func diagnostic(for failure: YAMLSyntaxFailure, in bytes: UnsafeBufferPointer<UInt8>) -> Diagnostic {
    let text = SourceText(bytes: bytes)
    let explanation =
      tab(failure, text) ?? valueWithColon(failure, text) ?? keyWithoutColon(failure, text)
      ?? misalignedItem(failure, text) ?? stray(failure, text) ?? unclosedQuote(failure, text)
      ?? reservedCharacter(failure, text) ?? unclosedBracket(failure, text)
    guard let explanation else { return libyamlDiagnostic(failure) }
    return Diagnostic(
      .syntaxError, explanation.message, at: explanation.range, suggestion: explanation.suggestion,
      notes: [Diagnostic.Note("libyaml reports: \(failure.libyamlText)", at: nil)])
  }

  /// libyaml's text as it is, with a note at the construct it names when that started elsewhere.
  static func libyamlDiagnostic(_ failure: YAMLSyntaxFailure) -> Diagnostic {
    var notes: [Diagnostic.Note] = []
    if let context = failure.context, let contextLocation = failure.contextLocation, contextLocation != failure.location
    {
      let construct = context.hasPrefix("while ") ? String(context.dropFirst("while ".count)) : context
      notes.append(Diagnostic.Note("\(construct) started here", at: SourceRange(at: contextLocation)))
    }
    return Diagnostic(.syntaxError, failure.libyamlText, at: SourceRange(at: failure.location), notes: notes)
  }

  private struct Explanation {
    var message: String
    var range: SourceRange
    var suggestion: String
  }

  // MARK: The mistakes

  /// A tab in the indentation: libyaml says "found a tab character that violates
  /// indentation", or that the tab "cannot start any token", never that tabs are not allowed.
  private static func tab(_ failure: YAMLSyntaxFailure, _ text: SourceText) -> Explanation? {
    let tabOffset: Int?
    if text.byte(at: failure.location.offset) == UInt8(ascii: "\t") {
      tabOffset = failure.location.offset
    } else if failure.problem.contains("tab character") {
      let line = text.line(containing: failure.location.offset)
      tabOffset = (line.start..<line.end).first { text.byte(at: $0) == UInt8(ascii: "\t") }
    } else {
      tabOffset = nil
    }
    guard let tabOffset else { return nil }
    let line = text.line(containing: tabOffset)
    let inIndentation = tabOffset < line.contentStart
    return Explanation(
      message: inIndentation
        ? "this line is indented with a tab; YAML indents with spaces only"
        : "a tab here counts as indentation, and YAML indents with spaces only",
      range: text.range(tabOffset, tabOffset + 1),
      suggestion: "replace the tab with spaces (and set the editor to insert spaces for the Tab key)")
  }

  /// `label: Name: first`: a ': ' inside a plain value reads as a second key, and
  /// a key indented under a key that has a value reads as part of that value.
  private static func valueWithColon(_ failure: YAMLSyntaxFailure, _ text: SourceText) -> Explanation? {
    guard failure.context == nil, failure.problem == "mapping values are not allowed in this context" else {
      return nil
    }
    let colon = failure.location.offset
    guard text.byte(at: colon) == UInt8(ascii: ":") else { return nil }
    let line = text.line(containing: colon)
    if let separator = text.keySeparator(in: text.span(line.contentStart, colon)) {
      let valueStart = text.skipSpaces(from: separator + 1, to: line.end)
      let key = text.string(text.span(text.afterItemDashes(line.contentStart, line.end), separator))
      let value = text.string(text.span(valueStart, text.contentEnd(of: line, from: valueStart)))
      return Explanation(
        message: "the value of '\(key)' contains ': ', which YAML reads as the start of another key",
        range: text.range(colon, colon + 1),
        suggestion: "put the value in quotes: \(key): \(quoted(value))")
    }
    // No key before this colon on its line: the key continues a plain value from a line above.
    guard let previous = text.previousContentLine(before: line) else { return nil }
    let previousContent = text.string(text.span(previous.contentStart, text.contentEnd(of: previous)))
    let key = text.string(text.span(line.contentStart, colon))
    let previousIsItem = text.startsItem(at: previous.contentStart, end: previous.end)
    if !previousIsItem,
      text.keySeparator(in: text.span(previous.contentStart, text.contentEnd(of: previous) + 1)) == nil
    {
      return missingColon(line: previous, content: previousContent, text)
    }
    let siblingColumn = text.column(of: text.afterItemDashes(previous.contentStart, previous.end))
    let column = text.column(of: line.contentStart)
    guard column > siblingColumn, !key.isEmpty else { return nil }
    return Explanation(
      message: "'\(key)' is indented more than the key above it, so YAML reads it as part of that key's value",
      range: text.range(line.contentStart, colon),
      suggestion: "\(indent("'\(key)'", to: siblingColumn)), like the key on line \(previous.number)")
  }

  /// `id name` or `id:name`: libyaml notices only on the next line that the key had no ': '.
  private static func keyWithoutColon(_ failure: YAMLSyntaxFailure, _ text: SourceText) -> Explanation? {
    guard failure.problem == "could not find expected ':'", let keyStart = failure.contextLocation?.offset else {
      return nil
    }
    let line = text.line(containing: keyStart)
    let end = text.contentEnd(of: line, from: keyStart)
    let content = text.string(text.span(keyStart, end))
    guard let colon = text.span(keyStart, end).first(where: { text.byte(at: $0) == UInt8(ascii: ":") }) else {
      return missingColon(line: line, content: content, text)
    }
    let key = text.string(text.span(keyStart, colon))
    if colon + 1 < end, text.byte(at: colon + 1) != 0x20, text.byte(at: colon + 1) != 0x09 {
      return Explanation(
        message: "the ':' after '\(key)' has no space after it, so YAML reads '\(content)' as one word, not a key",
        range: text.range(colon, colon + 1),
        suggestion: "add a space after the colon: \(key): \(text.string(text.span(colon + 1, end)))")
    }
    // libyaml gives up on a key of more than 1024 characters.
    guard text.column(of: colon) - text.column(of: keyStart) > 1024 else { return nil }
    return Explanation(
      message: "this key is longer than 1024 characters, the most YAML allows in a key",
      range: text.range(colon, colon + 1),
      suggestion: "shorten the key")
  }

  private static func missingColon(line: SourceText.Line, content: String, _ text: SourceText) -> Explanation {
    let fixed: String
    if let space = content.firstIndex(of: " ") {
      fixed = content[..<space] + ": " + content[content.index(after: space)...].drop { $0 == " " }
    } else {
      fixed = content + ": …"
    }
    return Explanation(
      message: "this line has no ':' after its key",
      range: text.range(line.contentStart, text.contentEnd(of: line)),
      suggestion: "write the key, a colon and a space, then the value: \(fixed)")
  }

  /// A list item whose '-' is not lined up with the items above it, or a key in a
  /// list that is neither an item nor lined up with the item's keys.
  private static func misalignedItem(_ failure: YAMLSyntaxFailure, _ text: SourceText) -> Explanation? {
    let line = text.line(containing: failure.location.offset)
    guard failure.location.offset == line.contentStart else { return nil }
    let column = text.column(of: line.contentStart)
    let startsItem = text.startsItem(at: line.contentStart, end: line.end)
    let listStart: Int
    switch failure.problem {
    case "did not find expected '-' indicator":
      // The context is where the list began.
      guard let start = failure.contextLocation?.offset else { return nil }
      listStart = start
    case "did not find expected key":
      // The context is the enclosing mapping; the list is the nearest item above.
      guard startsItem, let item = text.previousItem(before: line) else { return nil }
      listStart = item
    default:
      return nil
    }
    let listLine = text.line(containing: listStart)
    let listColumn = text.column(of: listStart)
    if startsItem {
      return Explanation(
        message:
          "this list item's '-' is at column \(column), but the items above it have theirs at column \(listColumn)",
        range: text.range(line.contentStart, line.contentStart + 1),
        suggestion: "\(indent("the '-'", to: listColumn)), like the '-' on line \(listLine.number)")
    }
    let keyEnd = text.keySeparator(in: text.span(line.contentStart, line.end)) ?? text.contentEnd(of: line)
    let key = text.string(text.span(line.contentStart, keyEnd))
    if column == listColumn {
      return Explanation(
        message: "this line is inside the list that starts on line \(listLine.number), but it does not start with '- '",
        range: text.range(line.contentStart, text.contentEnd(of: line)),
        suggestion: "start a new item with '- ', or indent the line to line up with the keys of the item above it")
    }
    let keysColumn = text.column(of: text.afterItemDashes(listStart, listLine.end))
    return Explanation(
      message: "\(key.isEmpty ? "this line" : "'\(key)'") is indented less than the keys of the list item above it",
      range: text.range(line.contentStart, text.contentEnd(of: line)),
      suggestion: "\(indent("it", to: keysColumn)), like the keys of the list that starts on line \(listLine.number)")
  }

  /// `label: 'it's here'`: text after the quote that closes a quoted value.
  /// When the closing quote's line has no opening one, the quote opened lines above was never closed.
  private static func stray(_ failure: YAMLSyntaxFailure, _ text: SourceText) -> Explanation? {
    guard failure.problem.hasPrefix("did not find expected"), failure.location.offset > 0,
      let quote = text.byte(at: failure.location.offset - 1), quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"")
    else { return nil }
    let closing = failure.location.offset - 1
    let line = text.line(containing: closing)
    if text.count(quote, in: text.span(line.start, closing)) % 2 == 1 {
      return quoteInsideQuotes(closing: closing, quote: quote, line: line, text)
    }
    // The quote that opened this value is on an earlier line: the last line above
    // with an odd count of them. An apostrophe in plain text is odd too, so the
    // quote must also stand where a value starts.
    var earlier = line
    while let above = text.previousLine(before: earlier) {
      earlier = above
      guard text.count(quote, in: above.start..<above.end) % 2 == 1 else { continue }
      guard let opening = (above.start..<above.end).last(where: { text.byte(at: $0) == quote }),
        text.startsValue(at: opening, in: above)
      else { return nil }
      return unclosed(at: opening, quote: quote, runsTo: line.number, text)
    }
    return nil
  }

  private static func quoteInsideQuotes(
    closing: Int, quote: UInt8, line: SourceText.Line, _ text: SourceText
  ) -> Explanation {
    let isSingle = quote == UInt8(ascii: "'")
    let mark = isSingle ? "'" : "\""
    // The value as meant: from its opening quote to the last quote on the line.
    let valueStart =
      text.keySeparator(in: text.span(line.contentStart, closing)).map { text.skipSpaces(from: $0 + 1, to: closing) }
      ?? text.afterItemDashes(line.contentStart, closing)
    let lastQuote = text.span(closing, line.end).last { text.byte(at: $0) == quote }
    var example = isSingle ? "''" : "\\\""
    if text.byte(at: valueStart) == quote, let lastQuote, lastQuote > closing {
      let inner = text.string(text.span(valueStart + 1, lastQuote))
      example =
        isSingle ? "'" + inner.replacing("'", with: "''") + "'" : "\"" + inner.replacing("\"", with: "\\\"") + "\""
    }
    return Explanation(
      message: "the \(mark) at column \(text.column(of: closing)) closes the quoted value, but more text follows it",
      range: text.range(closing, closing + 1),
      suggestion: isSingle
        ? "inside single quotes, write an apostrophe as two: \(example); or use double quotes"
        : "inside double quotes, write a quote mark as \\\": \(example); or use single quotes")
  }

  /// A quote with no closing one before the end of the file.
  private static func unclosedQuote(_ failure: YAMLSyntaxFailure, _ text: SourceText) -> Explanation? {
    guard failure.context == "while scanning a quoted scalar", let opening = failure.contextLocation?.offset,
      let quote = text.byte(at: opening)
    else { return nil }
    return unclosed(at: opening, quote: quote, runsTo: nil, text)
  }

  private static func unclosed(at opening: Int, quote: UInt8, runsTo endLine: Int?, _ text: SourceText) -> Explanation {
    let mark = quote == UInt8(ascii: "'") ? "'" : "\""
    let message =
      endLine.map {
        "this \(mark) opens a quoted value that is not closed on its line, so the value runs on to line \($0)"
      }
      ?? "this \(mark) opens a quoted value that is never closed"
    return Explanation(
      message: message,
      range: text.range(opening, opening + 1),
      suggestion: "add the closing \(mark) at the end of the value")
  }

  /// A plain value that starts with a character YAML reserves: `@`, a backtick, `%`,
  /// `*` (an alias), `&` (an anchor), or `- ` after a key (a list item).
  private static func reservedCharacter(_ failure: YAMLSyntaxFailure, _ text: SourceText) -> Explanation? {
    let start: Int
    let meaning: String
    switch (failure.context, failure.problem) {
    case ("while scanning for the next token", "found character that cannot start any token"):
      start = failure.location.offset
      meaning = "YAML reserves it"
    case ("while scanning an alias", _):
      guard let contextStart = failure.contextLocation?.offset else { return nil }
      start = contextStart
      meaning = "YAML reads it as an alias, a reference to an anchor"
    case ("while scanning an anchor", _):
      guard let contextStart = failure.contextLocation?.offset else { return nil }
      start = contextStart
      meaning = "YAML reads it as an anchor"
    case (nil, "block sequence entries are not allowed in this context"):
      start = failure.location.offset
      meaning = "YAML reads '- ' as a list item, which cannot follow a key on its line"
    default:
      return nil
    }
    guard let first = text.byte(at: start), first < 0x80 else { return nil }
    let line = text.line(containing: start)
    let value = text.string(text.span(start, text.contentEnd(of: line, from: start)))
    var before = text.string(text.span(text.afterItemDashes(line.contentStart, line.end), start))
    if !before.isEmpty, !before.hasSuffix(" ") { before += " " }
    return Explanation(
      message: "a value cannot start with '\(Character(Unicode.Scalar(first)))' unless it is quoted: \(meaning)",
      range: text.range(start, start + 1),
      suggestion: "put the value in quotes: \(before)\(quoted(value))")
  }

  /// "indent it by 4 spaces", to start it at column 5.
  private static func indent(_ what: String, to column: Int) -> String {
    switch column {
    case ...1: "move \(what) to the start of the line"
    case 2: "indent \(what) by 1 space"
    default: "indent \(what) by \(column - 1) spaces"
    }
  }

  /// A '[' or '{' with no closing bracket: libyaml notices at the next line that is not an item.
  private static func unclosedBracket(_ failure: YAMLSyntaxFailure, _ text: SourceText) -> Explanation? {
    guard failure.context == "while parsing a flow sequence" || failure.context == "while parsing a flow mapping",
      failure.problem.hasPrefix("did not find expected ','"), let opening = failure.contextLocation,
      opening.line < failure.location.line, let bracket = text.byte(at: opening.offset)
    else { return nil }
    let (open, close, noun) = bracket == UInt8(ascii: "[") ? ("[", "]", "list") : ("{", "}", "mapping")
    return Explanation(
      message: "this '\(open)' opens a \(noun) that is never closed",
      range: text.range(opening.offset, opening.offset + 1),
      suggestion: "close it with '\(close)' after the last item, and separate the items with commas")
  }

  /// `value` as a YAML quoted scalar: double quotes unless it holds a quote or backslash.
  static func quoted(_ value: String) -> String {
    if !value.contains("\""), !value.contains("\\") { return "\"\(value)\"" }
    return "'" + value.replacing("'", with: "''") + "'"
  }
}

/// Line-level reading of the raw bytes around a libyaml position.
private struct SourceText {
  let bytes: UnsafeBufferPointer<UInt8>

  struct Line {
    var number: Int
    var start: Int
    /// The first byte after the indentation (spaces and tabs).
    var contentStart: Int
    /// Where the line break is, or the end of the file.
    var end: Int
  }

  /// `start..<end`, or an empty range when `end` comes first: the positions here come
  /// from libyaml and heuristics, and a backwards range must not trap.
  func span(_ start: Int, _ end: Int) -> Range<Int> { start..<max(start, end) }

  func byte(at offset: Int) -> UInt8? {
    offset >= 0 && offset < bytes.count ? bytes[offset] : nil
  }

  private func isBreak(_ offset: Int) -> Bool {
    let byte = self.byte(at: offset)
    return byte == 0x0A || byte == 0x0D
  }

  /// The line holding `offset`; its number is counted from the start, since this runs once per file.
  func line(containing offset: Int) -> Line {
    let offset = min(max(0, offset), bytes.count)
    var start = offset
    while start > 0, !isBreak(start - 1) { start -= 1 }
    var number = 1
    var index = 0
    while index < start {
      // CRLF is one break, a lone CR another.
      if bytes[index] == 0x0A || (bytes[index] == 0x0D && byte(at: index + 1) != 0x0A) { number += 1 }
      index += 1
    }
    return line(number: number, start: start)
  }

  private func line(number: Int, start: Int) -> Line {
    var end = start
    while end < bytes.count, !isBreak(end) { end += 1 }
    // libyaml never sees a UTF-8 BOM, so its columns start after one.
    var contentStart = number == 1 && start == 0 && hasBOM ? 3 : start
    while contentStart < end, bytes[contentStart] == 0x20 || bytes[contentStart] == 0x09 { contentStart += 1 }
    return Line(number: number, start: start, contentStart: contentStart, end: end)
  }

  private var hasBOM: Bool { bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF }

  func previousLine(before line: Line) -> Line? {
    guard line.start > 0 else { return nil }
    var start = line.start - 1
    if bytes[start] == 0x0A, start > 0, bytes[start - 1] == 0x0D { start -= 1 }
    while start > 0, !isBreak(start - 1) { start -= 1 }
    return self.line(number: line.number - 1, start: start)
  }

  /// The nearest line above with something other than blanks or a comment.
  func previousContentLine(before line: Line) -> Line? {
    var current = line
    while let above = previousLine(before: current) {
      if above.contentStart < above.end, bytes[above.contentStart] != UInt8(ascii: "#") { return above }
      current = above
    }
    return nil
  }

  /// The '-' of the nearest list item above `line`.
  func previousItem(before line: Line) -> Int? {
    var current = line
    while let above = previousLine(before: current) {
      if startsItem(at: above.contentStart, end: above.end) { return above.contentStart }
      current = above
    }
    return nil
  }

  /// Whether a value can start at `offset`: first on its line, or after a key's
  /// ':', an item's '-', or a bracket or comma of a flow collection.
  func startsValue(at offset: Int, in line: Line) -> Bool {
    var before = offset
    while before > line.contentStart, bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09 { before -= 1 }
    guard before > line.contentStart else { return true }
    return [UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ",")]
      .contains(bytes[before - 1])
  }

  /// Whether a list item's '-' (followed by a blank or the end of the line) is at `offset`.
  func startsItem(at offset: Int, end: Int) -> Bool {
    guard byte(at: offset) == UInt8(ascii: "-") else { return false }
    return offset + 1 >= end || bytes[offset + 1] == 0x20 || bytes[offset + 1] == 0x09
  }

  /// Past any `- ` item indicators at `offset`: where an item's first key starts.
  func afterItemDashes(_ offset: Int, _ end: Int) -> Int {
    var offset = offset
    while offset < end, startsItem(at: offset, end: end) { offset = skipSpaces(from: offset + 1, to: end) }
    return offset
  }

  func skipSpaces(from offset: Int, to end: Int) -> Int {
    var offset = offset
    while offset < end, bytes[offset] == 0x20 || bytes[offset] == 0x09 { offset += 1 }
    return offset
  }

  /// Where a line's text ends: before trailing blanks and a ` #` comment. The
  /// comment is looked for from `start` on, past a quoted key that may hold ` #`.
  func contentEnd(of line: Line, from start: Int? = nil) -> Int {
    var end = line.end
    var index = max(start ?? line.contentStart, line.contentStart)
    while index < line.end {
      if bytes[index] == UInt8(ascii: "#"),
        index == line.contentStart || bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09
      {
        end = index
        break
      }
      index += 1
    }
    while end > line.contentStart, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    return end
  }

  /// The first ':' in `range` that ends a key: followed by a blank or the end of the range.
  func keySeparator(in range: Range<Int>) -> Int? {
    range.first { offset in
      guard bytes.indices.contains(offset), bytes[offset] == UInt8(ascii: ":") else { return false }
      let next = offset + 1
      return next >= range.upperBound || byte(at: next) == 0x20 || byte(at: next) == 0x09 || isBreak(next)
    }
  }

  func count(_ byte: UInt8, in range: Range<Int>) -> Int {
    range.reduce(0) { $0 + (self.byte(at: $1) == byte ? 1 : 0) }
  }

  /// The text of `range`, for a message: a long one keeps its start and end around an ellipsis.
  func string(_ range: Range<Int>) -> String {
    let lower = min(max(0, range.lowerBound), bytes.count)
    let upper = min(max(lower, range.upperBound), bytes.count)
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
    guard text.unicodeScalars.count > 80 else { return text }
    return String(text.unicodeScalars.prefix(60)) + "…" + String(text.unicodeScalars.suffix(10))
  }

  /// The 1-based column of `offset`, in Unicode scalars as libyaml counts them.
  func column(of offset: Int) -> Int {
    let line = line(containing: offset)
    var column = 1
    var index = line.number == 1 && hasBOM ? 3 : line.start
    while index < min(offset, bytes.count) {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return column
  }

  func location(_ offset: Int) -> SourceLocation {
    SourceLocation(line: line(containing: offset).number, column: column(of: offset), offset: offset)
  }

  func range(_ start: Int, _ end: Int) -> SourceRange {
    SourceRange(start: location(start), end: location(max(start, min(end, bytes.count))))
  }
}
