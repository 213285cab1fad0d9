import TableGenOutput
import TableGenSpec

/// Diagnostics as GitHub Actions workflow commands, so that each one shows as an
/// annotation on the pull request and the log groups them by file:
///
///     ::group::Samples/bad.yaml
///     ::error file=Samples/bad.yaml,line=12,col=7,endLine=12,endColumn=12,title=unknown-key::unknown key 'lable'%0Adid you mean 'label'?
///     ::endgroup::
///     1 file, 1 error, 0 warnings
///
/// Text from a spec or a file name is first escaped for the terminal as the
/// text format escapes it (`TerminalText.escape`: ESC, BEL, bidi controls), as
/// the log is read on terminals too; then messages and property values are
/// encoded exactly as `@actions/core` encodes them (`packages/core/src/command.ts`),
/// so no text can end a command early or inject another one.
public struct GitHubReportFormatter: ReportFormatter {
  /// The directory paths are made relative to, normally the repository's root
  /// (`$GITHUB_WORKSPACE`): GitHub matches annotations to files by their
  /// repository-relative path. An absolute path outside it is written as given.
  public var workingDirectory: String?

  /// A formatter that makes absolute paths under `workingDirectory` relative to it.
  public init(workingDirectory: String? = nil) {
    self.workingDirectory = workingDirectory
  }

  /// One group of annotations per file with diagnostics, then the summary line.
  /// Every line, the last included, ends with a newline.
  public func format(_ report: ValidationReport) -> String {
    var output = ""
    for file in report.files where !file.diagnostics.isEmpty {
      output += "::group::\(Self.escapeData(TerminalText.escape(relativePath(file.path, to: workingDirectory))))\n"
      for diagnostic in file.diagnostics {
        output += annotation(for: diagnostic, path: diagnostic.file ?? file.path) + "\n"
      }
      output += "::endgroup::\n"
    }
    output += TextReporter.summary(files: report.files.count, diagnostics: report.diagnostics) + "\n"
    return output
  }

  /// The `::error …::message` command of one diagnostic, without a line break.
  func annotation(for diagnostic: Diagnostic, path: String) -> String {
    let command: String
    switch diagnostic.severity {
    case .error: command = "error"
    case .warning: command = "warning"
    case .info: command = "notice"
    }
    var properties = [("file", TerminalText.escape(relativePath(path, to: workingDirectory)))]
    if let range = diagnostic.range {
      // AnnotationProperties: columns may only be given when the annotation is on one line.
      let isOneLine = range.start.line == range.end.line
      properties.append(("line", String(range.start.line)))
      if isOneLine { properties.append(("col", String(range.start.column))) }
      properties.append(("endLine", String(range.end.line)))
      if isOneLine { properties.append(("endColumn", String(range.end.column))) }
    }
    properties.append(("title", diagnostic.code.rawValue))
    let list = properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
    return "::\(command) \(list)::\(Self.escapeData(message(of: diagnostic)))"
  }

  /// The message, then the suggestion and any notes, each on its own line; the
  /// text of each is escaped for the terminal, so only these line breaks remain.
  private func message(of diagnostic: Diagnostic) -> String {
    var lines = [TerminalText.escape(diagnostic.message)]
    if let suggestion = diagnostic.suggestion { lines.append(TerminalText.escape(suggestion)) }
    for note in diagnostic.notes {
      let text = TerminalText.escape(note.message)
      if let range = note.range {
        // A note in another file (a data file) names that file.
        let file = note.file.map { "\(TerminalText.escape($0)) " } ?? ""
        lines.append("note: \(text) (\(file)line \(range.start.line), column \(range.start.column))")
      } else {
        lines.append("note: \(text)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// A command's message as `escapeData` writes it: `%`, CR and LF percent-encoded.
  static func escapeData(_ text: String) -> String {
    escape(text, alsoEscapingPropertyDelimiters: false)
  }

  /// A property value as `escapeProperty` writes it: as data, plus `:` and `,`.
  static func escapeProperty(_ text: String) -> String {
    escape(text, alsoEscapingPropertyDelimiters: true)
  }

  private static func escape(_ text: String, alsoEscapingPropertyDelimiters: Bool) -> String {
    var result = ""
    // Scalars, not Characters: "\r\n" is one Character but two escapes.
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      case ":" where alsoEscapingPropertyDelimiters: result += "%3A"
      case "," where alsoEscapingPropertyDelimiters: result += "%2C"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// `path` as CI services want it: relative to `directory` when it is an absolute
/// path inside it (the prefix and its slash removed), without a leading `./`,
/// and otherwise as given. Shared by the GitHub and SARIF formatters.
func relativePath(_ path: String, to directory: String?) -> String {
  if path.hasPrefix("/") {
    guard var base = directory, base.hasPrefix("/") else { return path }
    while base.hasSuffix("/") { base.removeLast() }
    // Compare bytes: a combining mark after the slash must not hide the prefix.
    let prefix = Array((base + "/").utf8)
    let bytes = Array(path.utf8)
    guard bytes.count > prefix.count, bytes.starts(with: prefix) else { return path }
    return String(decoding: bytes[prefix.count...], as: UTF8.self)
  }
  var relative = Substring(path)
  while relative.hasPrefix("./") {
    relative = relative.dropFirst(2).drop { $0 == "/" }
  }
  return relative.isEmpty ? path : String(relative)
}
