import TableGenSpec

/// What reading a plist gave: the document, when the bytes make one, and every
/// problem found on the way, each positioned in the file.
public struct PlistReadResult: Sendable {
  /// The plist as read; `nil` when the file cannot be read or is not well-formed.
  /// A value that cannot be read as its type (an integer out of range, bad
  /// base64) is left out of a document that is otherwise kept, with a diagnostic.
  public var document: PlistDocument?
  public var diagnostics: [Diagnostic]

  public init(document: PlistDocument?, diagnostics: [Diagnostic]) {
    self.document = document
    self.diagnostics = diagnostics
  }
}

/// Reads XML and binary (`bplist00`) property lists with the position of every
/// key and value, which Foundation's property-list coding does not keep.
///
/// The reader is strict and bounded: the file size and nesting depth limits of
/// ``LoadOptions`` hold as they do for specs, every offset and count of a binary
/// plist is checked against the file, a reference cycle is a diagnostic, and
/// shared dicts and arrays may add at most `maxAliasExpansion` values beyond one
/// per byte of the file, so reading costs time linear in the file's size. No input makes it crash or hang.
public enum PlistReader {
  /// The plist at `path`, read within `options`' size limit.
  public static func read(path: String, options: LoadOptions = .default) -> PlistReadResult {
    switch SpecFileReader.read(path: path, options: options) {
    case .failure(let problem): PlistReadResult(document: nil, diagnostics: [problem])
    case .success(let file): read(file.bytes, path: path, options: options)
    }
  }

  /// The plist held by `bytes`, its format told by its first bytes: `bplist00`
  /// is binary, anything else is read as XML. `path` names the file in diagnostics.
  public static func read(_ bytes: [UInt8], path: String, options: LoadOptions = .default) -> PlistReadResult {
    var result: PlistReadResult
    if bytes.count > options.maxFileSize {
      let problem = Diagnostic(
        .fileTooLarge, "the plist is \(bytes.count) bytes, more than the limit of \(options.maxFileSize) bytes",
        at: nil)
      result = PlistReadResult(document: nil, diagnostics: [problem])
    } else if BinaryPlistParser.hasMagic(bytes) {
      var parser = BinaryPlistParser(bytes: bytes, options: options)
      result = parser.parse(path: path)
    } else {
      var parser = XMLPlistParser(bytes: bytes, options: options)
      result = parser.parse(path: path)
    }
    if result.diagnostics.count > options.maxDiagnostics {
      result.diagnostics.removeSubrange(options.maxDiagnostics...)
    }
    for index in result.diagnostics.indices where result.diagnostics[index].file == nil {
      result.diagnostics[index].file = path
    }
    return result
  }
}

/// A defect that ends reading: where it is and what it is.
struct PlistFailure: Error {
  var code: DiagnosticCode
  var message: String
  var range: SourceRange

  init(_ code: DiagnosticCode, _ message: String, at range: SourceRange) {
    self.code = code
    self.message = message
    self.range = range
  }

  /// A defect of the plist's syntax or structure.
  init(_ message: String, at range: SourceRange) {
    self.init(.plistSyntax, message, at: range)
  }

  var diagnostic: Diagnostic { Diagnostic(code, message, at: range) }
}
