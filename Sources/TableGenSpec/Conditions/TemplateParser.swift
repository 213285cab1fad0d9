/// Reads a computed default's text into a `Template` (docs/spec-format.md,
/// "Computed defaults"): literal text, `{id}` and `{id | filter | …}`
/// substitutions, `{{` and `}}` for braces. The first problem is reported as
/// `template-syntax`, at the character that shows it, and the template is then left out.
public enum TemplateParser {
  /// The longest template read, in UTF-8 bytes, as for conditions.
  public static let maxLength = ConditionParser.maxLength

  /// The template written as the scalar at `node` of `document`, each
  /// substitution located where it was written. Nil (with a diagnostic) when the
  /// text is not a template; nil without one when `node` is not a scalar.
  static func parse(
    node: Int, in document: Document, pointer: JSONPointer?, diagnostics: inout [Diagnostic]
  ) -> Template? {
    guard var written = WrittenText(node: node, in: document) else { return nil }
    return parse(&written, pointer: pointer, diagnostics: &diagnostics)
  }

  /// The template `text`, written alone: positions are on line 1 from column 1.
  public static func parse(_ text: String, diagnostics: inout [Diagnostic]) -> Template? {
    var written = WrittenText(bare: text)
    return parse(&written, pointer: nil, diagnostics: &diagnostics)
  }

  private static func parse(
    _ written: inout WrittenText, pointer: JSONPointer?, diagnostics: inout [Diagnostic]
  ) -> Template? {
    let (text, range) = (written.text, written.range)
    let bytes = Array(text.utf8)
    guard bytes.count <= maxLength else {
      diagnostics.append(
        Diagnostic(
          .templateSyntax, "the template is \(bytes.count) bytes long, more than the limit of \(maxLength)",
          at: SourceRange(at: range.start), pointer: pointer))
      return nil
    }
    var parts: [Template.Part] = []
    var literal: [UInt8] = []
    var index = 0
    func flush() {
      guard !literal.isEmpty else { return }
      parts.append(.text(String(decoding: literal, as: UTF8.self)))
      literal.removeAll()
    }
    do throws(ConditionSyntaxProblem) {
      while index < bytes.count {
        let byte = bytes[index]
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        switch byte {
        case UInt8(ascii: "{") where next == UInt8(ascii: "{"), UInt8(ascii: "}") where next == UInt8(ascii: "}"):
          literal.append(byte)
          index += 2
        case UInt8(ascii: "{"):
          flush()
          let start = index
          let id = try ConditionLexer.reference(in: bytes, at: &index, noun: "substitution", allowsFilters: true)
          // `reference` stops just past a `}`, or at the `|` that starts the filters.
          let isClosed = bytes[index - 1] == UInt8(ascii: "}")
          let filters = isClosed ? [] : try Self.filters(in: bytes, at: &index, open: start)
          let location = SourceRange(
            start: written.positions.start(of: start), end: written.positions.end(before: index))
          parts.append(.reference(id, filters: filters, range: location))
        case UInt8(ascii: "}"):
          throw ConditionSyntaxProblem(
            message: "a '}' that closes no substitution", suggestion: "write '}}' for a brace in the text",
            start: index, end: index + 1)
        default:
          literal.append(byte)
          index += 1
        }
      }
    } catch {
      let start = written.positions.start(of: error.start)
      diagnostics.append(
        Diagnostic(
          .templateSyntax, error.message, at: SourceRange(start: start, end: written.positions.end(before: error.end)),
          pointer: pointer, suggestion: error.suggestion))
      return nil
    }
    flush()
    return Template(text: text, parts: parts, range: range)
  }

  /// The filters after a substitution's id, from the `|` at `index` through the
  /// closing `}`; `open` is where the substitution's `{` is.
  private static func filters(
    in bytes: [UInt8], at index: inout Int, open: Int
  ) throws(ConditionSyntaxProblem) -> [Template.Filter] {
    var filters: [Template.Filter] = []
    func skipBlanks() {
      while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    }
    let names = Template.Filter.allCases.map(\.rawValue)
    while index < bytes.count, bytes[index] == UInt8(ascii: "|") {
      let pipe = index
      index += 1
      skipBlanks()
      let start = index
      while index < bytes.count, ConditionLexer.isIdentifierByte(bytes[index]) { index += 1 }
      let name = String(decoding: bytes[start..<index], as: UTF8.self)
      guard !name.isEmpty else {
        throw ConditionSyntaxProblem(
          message: "a '|' is followed by no filter", suggestion: "the filters are " + names.joined(separator: ", "),
          start: pipe, end: pipe + 1)
      }
      guard let filter = Template.Filter(rawValue: name) else {
        throw ConditionSyntaxProblem(
          message: "unknown filter '\(name)'", suggestion: Suggestion.hint(for: name, among: names, noun: "filters"),
          start: start, end: index)
      }
      filters.append(filter)
      skipBlanks()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return filters
      }
    }
    guard index < bytes.count else {
      throw ConditionSyntaxProblem(
        message: "the substitution '{' is not closed", suggestion: "close it with '}'", start: open, end: open + 1)
    }
    let (scalar, length) = ScalarPositions.scalar(in: bytes, at: index)
    throw ConditionSyntaxProblem(
      message: "unexpected '\(scalar.escaped(asASCII: false))' in a substitution; expected '|' and a filter, or '}'",
      suggestion: nil, start: index, end: index + length)
  }
}
