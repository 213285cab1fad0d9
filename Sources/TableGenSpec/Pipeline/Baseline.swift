import TableGenOutput

// MARK: - Translation checks

/// The translation problems a team has accepted for now: `validate
/// --write-baseline FILE` records them, and `validate --baseline FILE` reports
/// only the problems that are not in it, so that the translation checks can be
/// turned on without failing CI on day one (docs/diagnostics.md "Translations in CI").
///
/// A problem is keyed by its spec file, code, locale and JSON pointer (and,
/// for a problem inside a catalog, the catalog's key), never by its line, so
/// that editing the spec elsewhere does not make an accepted problem new.
/// The file is JSON, sorted and deterministic, so that it diffs well in review:
///
///     {
///       "tablegenBaseline": 1,
///       "problems": [
///         {"file": "specs/signup.yaml", "code": "missing-translation", "locale": "de",
///          "pointer": "/sections/0/cells/1/label"}
///       ]
///     }
public struct Baseline: Hashable, Sendable {
  /// One accepted problem.
  public struct Entry: Hashable, Comparable, Sendable {
    /// The spec's path as validate was given it.
    public var file: String
    public var code: String
    public var locale: String
    public var pointer: String
    /// The catalog key, for a problem inside a catalog; nil otherwise.
    public var key: String?

    public init(file: String, code: String, locale: String, pointer: String, key: String? = nil) {
      self.file = file
      self.code = code
      self.locale = locale
      self.pointer = pointer
      self.key = key
    }

    public static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.file, lhs.code, lhs.locale, lhs.pointer, lhs.key ?? "")
        < (rhs.file, rhs.code, rhs.locale, rhs.pointer, rhs.key ?? "")
    }

    /// The entry of a problem of `file`, when it is a translation problem a baseline can accept.
    init?(_ diagnostic: Diagnostic, file: String) {
      guard let subject = diagnostic.translation, diagnostic.code.category == .semantic else { return nil }
      self.init(
        file: file, code: diagnostic.code.rawValue, locale: subject.locale,
        pointer: diagnostic.pointer?.description ?? "", key: subject.catalogKey)
    }
  }

  /// The format's version, the value of the `tablegenBaseline` key.
  public static let formatVersion = 1

  /// The entries, sorted.
  public private(set) var entries: [Entry]

  public init(entries: [Entry]) {
    self.entries = Set(entries).sorted()
  }

  /// The translation problems of `report`: what `--write-baseline` records.
  public init(report: ValidationReport) {
    self.init(entries: report.files.flatMap { file in file.diagnostics.compactMap { Entry($0, file: file.path) } })
  }

  /// What applying a baseline did to a report.
  public struct Outcome: Hashable, Sendable {
    /// The baseline file's path.
    public var path: String
    /// How many problems the baseline accepted, and so were left out of the report.
    public var baselined: Int
    /// The entries that matched no problem: fixed since, so the baseline can shrink.
    public var gone: [Entry]

    public init(path: String, baselined: Int, gone: [Entry]) {
      self.path = path
      self.baselined = baselined
      self.gone = gone
    }
  }

  /// Whether this baseline accepts `diagnostic`, a problem of the spec at `path`.
  public func accepts(_ diagnostic: Diagnostic, in path: String) -> Bool {
    Entry(diagnostic, file: path).map(entries.binarySearch) ?? false
  }

  /// `report` without the problems this baseline accepts, and what was accepted and what no longer occurs.
  /// `path` is the baseline's, for the outcome.
  public func apply(to report: ValidationReport, path: String) -> ValidationReport {
    var unmatched = Set(entries)
    var baselined = 0
    var report = report
    for index in report.files.indices {
      let file = report.files[index].path
      report.files[index].diagnostics.removeAll { diagnostic in
        guard let entry = Entry(diagnostic, file: file), entries.binarySearch(entry) else { return false }
        unmatched.remove(entry)
        baselined += 1
        return true
      }
    }
    // A file that was not checked this time (not named, or unreadable) keeps its entries out of "gone".
    let checked = Set(report.files.filter { !$0.diagnostics.hasIOProblem }.map(\.path))
    report.baseline = Outcome(
      path: path, baselined: baselined, gone: unmatched.filter { checked.contains($0.file) }.sorted())
    return report
  }

  // MARK: Reading and writing

  /// The baseline as the deterministic JSON it is written in, ending with a newline.
  public var json: String {
    var output = "{\n  \"tablegenBaseline\": \(Self.formatVersion),\n  \"problems\": ["
    for (index, entry) in entries.enumerated() {
      output += index == 0 ? "\n" : ",\n"
      output +=
        "    {\"file\": \(JSONStreamWriter.quoted(entry.file)), \"code\": \(JSONStreamWriter.quoted(entry.code)), "
      output +=
        "\"locale\": \(JSONStreamWriter.quoted(entry.locale)), \"pointer\": \(JSONStreamWriter.quoted(entry.pointer))"
      if let key = entry.key { output += ", \"key\": \(JSONStreamWriter.quoted(key))" }
      output += "}"
    }
    output += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
    return output
  }

  /// Reads a baseline file: the baseline, or nil and every problem of its shape, positioned in it.
  ///
  /// The file is read as one that may hold secrets (`SourceFile.mayHoldSecrets`):
  /// a baseline is committed beside the specs, so a pull request can make it a
  /// link to a credentials file, and no problem quotes its text or its keys.
  /// Show the problems with the file that ``secretSafe(_:)`` makes.
  public static func read(_ file: SourceFile) -> (baseline: Baseline?, problems: [Diagnostic]) {
    let json = secretSafe(file)
    let (root, loadProblems) = DocumentLoader.load(json)
    var problems = loadProblems
    guard let root, problems.isEmpty else { return (nil, stamped(problems, file.path)) }
    var entries: [Entry] = []
    var version: Int?
    var list: DocumentNode?
    for (key, value) in root.pairs {
      switch key.scalar?.text {
      case "tablegenBaseline":
        if case .number(let number)? = value.scalar?.value { version = number.integer }
        if version != formatVersion {
          problems.append(
            Diagnostic(
              .unsupportedVersion, "this build reads baselines of version \(formatVersion)", at: value.range,
              pointer: JSONPointer(["tablegenBaseline"])))
        }
      case "problems": list = value
      default:
        problems.append(
          Diagnostic(
            .unknownKey, "this key is not one of a baseline's", at: key.range,
            suggestion: "a baseline has 'tablegenBaseline' and 'problems'"))
      }
    }
    if root.kind != .mapping || version == nil || list == nil {
      problems.append(
        Diagnostic(
          .missingKey, "a baseline is a mapping with 'tablegenBaseline': \(formatVersion) and 'problems'",
          at: SourceRange(at: root.range.start), suggestion: "write one with tablegen validate --write-baseline FILE"))
    }
    if let list {
      if list.kind != .sequence {
        problems.append(
          Diagnostic(.typeMismatch, "'problems' must be a list, found \(list.kindDescription)", at: list.range))
      }
      for (index, item) in list.items.enumerated() {
        if let entry = entry(item, index: index, into: &problems) { entries.append(entry) }
      }
    }
    guard problems.isEmpty else { return (nil, stamped(problems, file.path)) }
    return (Baseline(entries: entries), [])
  }

  private static func entry(_ item: DocumentNode, index: Int, into problems: inout [Diagnostic]) -> Entry? {
    let pointer = JSONPointer(["problems", String(index)])
    var fields: [String: String] = [:]
    for (key, value) in item.pairs {
      let name = key.scalar?.text ?? ""
      guard ["file", "code", "locale", "pointer", "key"].contains(name) else {
        problems.append(
          Diagnostic(
            .unknownKey, "this key is not one of a baseline problem's", at: key.range,
            pointer: pointer, suggestion: "a problem has file, code, locale, pointer and, in a catalog, key"))
        continue
      }
      guard case .string(let text)? = value.scalar?.value else {
        problems.append(
          Diagnostic(
            .typeMismatch, "'\(name)' must be a string, found \(value.kindDescription)", at: value.range,
            pointer: pointer.appending(name)))
        continue
      }
      fields[name] = text
    }
    guard item.kind == .mapping, let file = fields["file"], let code = fields["code"], let locale = fields["locale"],
      let at = fields["pointer"]
    else {
      problems.append(
        Diagnostic(
          .missingKey, "a baseline problem needs file, code, locale and pointer", at: item.range, pointer: pointer))
      return nil
    }
    return Entry(file: file, code: code, locale: locale, pointer: at, key: fields["key"])
  }

  /// `file` read as JSON, as a file whose text is never quoted.
  public static func secretSafe(_ file: SourceFile) -> SourceFile {
    var json = SourceFile(path: file.path, bytes: file.bytes, format: .json)
    json.mayHoldSecrets = true
    return json
  }

  private static func stamped(_ problems: [Diagnostic], _ path: String) -> [Diagnostic] {
    problems.map { problem in
      var problem = problem
      problem.file = path
      return problem
    }
  }
}

extension Array where Element: Comparable {
  /// Whether the sorted array holds `element`.
  fileprivate func binarySearch(_ element: Element) -> Bool {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle] < element { low = middle + 1 } else { high = middle }
    }
    return low < count && self[low] == element
  }
}

extension Array where Element == Diagnostic {
  fileprivate var hasIOProblem: Bool { contains { $0.code.category == .io } }
}
