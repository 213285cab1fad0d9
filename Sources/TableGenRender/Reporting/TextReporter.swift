import TableGenOutput
import TableGenSpec

/// Diagnostics in the compiler convention, for people:
///
///     Samples/bad.yaml:12:7: error: unknown key 'lable' in an input cell [unknown-key]
///        12 |       lable: Username
///           |       ^~~~~
///           = did you mean 'label'?
///
/// Everything taken from a spec is escaped for the terminal. No line of a file
/// that may hold secrets (`SourceFile.mayHoldSecrets`, an answers file) is shown.
public struct TextReporter: Sendable {
  public var style: TerminalStyle
  /// Whether to show the source line and caret under each diagnostic.
  public var showsSnippets: Bool

  public init(style: TerminalStyle = .plain, showsSnippets: Bool = true) {
    self.style = style
    self.showsSnippets = showsSnippets
  }

  /// One diagnostic with its snippet, suggestion and notes; ends with a newline.
  public func format(_ diagnostic: Diagnostic, source: SourceFile?) -> String {
    let path = TerminalText.escape(diagnostic.file ?? source?.path ?? "<input>")
    var header = path
    if let range = diagnostic.range { header += ":\(range.start.line):\(range.start.column)" }
    let severity: String
    switch diagnostic.severity {
    case .error: severity = style.red("error")
    case .warning: severity = style.yellow("warning")
    case .info: severity = style.blue("info")
    }
    var output =
      "\(style.bold(header + ":")) \(severity): \(style.bold(TerminalText.escape(diagnostic.message))) [\(diagnostic.code.rawValue)]\n"
    let gutterWidth = String(diagnostic.range?.start.line ?? 1).count + 1
    let pad = String(repeating: " ", count: gutterWidth)
    // A file that may hold secrets (answers) is never quoted: its position says where.
    // A diagnostic in another file than `source` (a catalog or a data file beside the spec) has no snippet from it.
    if showsSnippets, let source, !source.mayHoldSecrets, let range = diagnostic.range, !source.bytes.isEmpty,
      diagnostic.file == nil || diagnostic.file == source.path
    {
      output += snippet(source: source, range: range, gutterWidth: gutterWidth)
    }
    if let suggestion = diagnostic.suggestion {
      output += "\(pad) \(style.cyan("=")) \(TerminalText.escape(suggestion))\n"
    }
    for note in diagnostic.notes {
      var location = ""
      // A note in another file (a catalog, a data file) names that file.
      let notePath = note.file.map(TerminalText.escape) ?? path
      if let range = note.range { location = " (\(notePath):\(range.start.line):\(range.start.column))" }
      output += "\(pad) \(style.cyan("note:")) \(TerminalText.escape(note.message))\(location)\n"
    }
    return output
  }

  /// The source line of `range.start` with a caret under the range (to the end of that line).
  func snippet(source: SourceFile, range: SourceRange, gutterWidth: Int) -> String {
    // Only a window of the line around the caret is read: the most a snippet
    // shows, however wide each character is drawn, with room to spare.
    let window = source.lineWindow(around: range.start.offset, radius: 8 * Self.snippetWidth)
    let lineNumber = String(range.start.line)
    let gutter = String(repeating: " ", count: gutterWidth - lineNumber.count) + lineNumber
    let blank = String(repeating: " ", count: gutterWidth)
    // Columns count scalars; measure the displayed (escaped) text before and within the range.
    let scalars = Array(window.text.unicodeScalars)
    let startIndex = min(window.scalarsBefore, scalars.count)
    let endIndex: Int
    if range.end.line == range.start.line {
      endIndex = min(max(startIndex + (range.end.column - range.start.column), startIndex), scalars.count)
    } else {
      endIndex = scalars.count
    }
    var before = TerminalText.escape(String(String.UnicodeScalarView(scalars[..<startIndex])))
    var marked = TerminalText.escape(String(String.UnicodeScalarView(scalars[startIndex..<endIndex])))
    var after = TerminalText.escape(String(String.UnicodeScalarView(scalars[endIndex...])))
    // Where the window cuts the line, more lies beyond it than the snippet
    // shows, so the cuts below add their "…" there.
    // A long line (minified JSON, a 1 MB scalar) is cut to a window around the caret.
    let budget = Self.snippetWidth
    if TerminalText.displayWidth(before) > budget / 2 {
      before = "…" + Self.suffix(before, fittingIn: budget / 2 - 1)
    }
    if TerminalText.displayWidth(marked) > budget / 2 {
      marked = TerminalText.prefix(marked, fittingIn: budget / 2 - 1) + "…"
      after = ""
    }
    let room = budget - TerminalText.displayWidth(before) - TerminalText.displayWidth(marked)
    if TerminalText.displayWidth(after) > room {
      after = TerminalText.prefix(after, fittingIn: max(0, room - 1)) + "…"
    }
    let shown = before + marked + after
    let indent = String(repeating: " ", count: TerminalText.displayWidth(before))
    let markWidth = max(1, TerminalText.displayWidth(marked))
    let underline = "^" + String(repeating: "~", count: markWidth - 1)
    return "\(style.dim(gutter + " |")) \(shown)\n\(style.dim(blank + " |")) \(indent)\(style.green(underline))\n"
  }

  /// The most columns of source a snippet shows.
  static let snippetWidth = 120

  /// The longest suffix of `text` that fits in `width` columns.
  static func suffix(_ text: String, fittingIn width: Int) -> String {
    var characters: [Character] = []
    var used = 0
    for character in text.reversed() {
      let w = TerminalText.displayWidth(of: character)
      if used + w > width { break }
      characters.append(character)
      used += w
    }
    return String(characters.reversed())
  }

  /// The closing line of a run: `3 files, 2 errors, 1 warning`.
  public static func summary(files: Int, diagnostics: [Diagnostic]) -> String {
    let errors = diagnostics.count(of: .error)
    let warnings = diagnostics.count(of: .warning)
    return "\(plural(files, "file")), \(plural(errors, "error")), \(plural(warnings, "warning"))"
  }

  // MARK: - Translation checks
  /// One line per locale of a spec's coverage: `specs/signup.yaml: de: 41/45 strings (91%), 4 missing`.
  public static func coverage(path: String, _ coverage: [LocaleCoverage]) -> String {
    coverage.map { locale in
      let missing = locale.missing == 0 ? "complete" : "\(locale.missing) missing"
      return
        "\(TerminalText.escape(path)): \(TerminalText.escape(locale.locale)): \(locale.translated)/\(plural(locale.total, "string")) (\(locale.percent)%), \(missing)\n"
    }.joined()
  }

  /// What a baseline left out: how many problems, and each entry that no longer occurs.
  public static func baseline(_ outcome: Baseline.Outcome) -> String {
    var output =
      "baseline \(TerminalText.escape(outcome.path)): \(plural(outcome.baselined, "problem")) accepted"
    guard !outcome.gone.isEmpty else { return output + "\n" }
    let verb = outcome.gone.count == 1 ? "occurs" : "occur"
    output +=
      "; \(plural(outcome.gone.count, "entry", "entries")) no longer \(verb) (write the baseline again to drop them):\n"
    for entry in outcome.gone {
      let key = entry.key.map { " key \(QuotedValue.quote($0))" } ?? ""
      output += "  \(TerminalText.escape(entry.file)): \(entry.code) \(TerminalText.escape(entry.locale)) "
      output += "\(TerminalText.escape(entry.pointer))\(TerminalText.escape(key))\n"
    }
    return output
  }

  static func plural(_ count: Int, _ singular: String, _ pluralForm: String) -> String {
    "\(count) \(count == 1 ? singular : pluralForm)"
  }

  static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
