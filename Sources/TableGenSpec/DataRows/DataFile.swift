/// One record of a data file: a mapping of fields to scalars, and where each was written.
struct DataRecord: Sendable {
  /// The record's place in the file, from 0.
  var index: Int
  var fields: [String: DataValue]
  /// Fields whose value is a list or a mapping: present, but nothing a row can show.
  var nestedFields: Set<String>
  /// The span of the record's mapping.
  var range: SourceRange
  var fieldRanges: [String: SourceRange]

  /// The span of `field`'s value, or of the record when it has no such field.
  func range(of field: String) -> SourceRange { fieldRanges[field] ?? range }
}

/// A data file read for `rows:` or `optionsFrom:`: its path as reported, and
/// its records. Read by the spec's own loaders, with the same limits.
struct DataFile: Sendable {
  /// The path diagnostics name: the spec's folder joined with the path written.
  var path: String
  var records: [DataRecord]

  /// Why a data file gives no records: the diagnostic is the data file's own
  /// problem, or the spec's (a missing file), decided by the caller.
  enum Problem: Error {
    /// The file may not be read (outside the spec's folder, not a regular
    /// file) or cannot be (missing, unreadable, too large).
    case unreadable(SpecRelativeFile.Problem)
    /// The file does not load as YAML or JSON; the diagnostics are in the data file.
    case unloadable([Diagnostic])
    /// The document is not a list of mappings; the range is in the data file.
    case notRecords(String, SourceRange)
  }

  /// Reads `written` (as the spec wrote it) from `folder`, under the rule for
  /// every file a spec names (`SpecRelativeFile`).
  static func read(_ written: String, from folder: String, options: LoadOptions) -> Result<DataFile, Problem> {
    let path = resolve(written, from: folder)
    let file: SourceFile
    switch SpecRelativeFile(written, from: folder).read(options: options) {
    case .success(let read): file = read
    case .failure(let problem): return .failure(.unreadable(problem))
    }
    let (document, diagnostics) = DocumentLoader.loadDocument(file, options: options)
    guard let document, !document.nodes.isEmpty, !diagnostics.hasErrors else {
      return .failure(.unloadable(diagnostics))
    }
    return records(of: document).map { DataFile(path: path, records: $0) }
  }

  /// The records of a loaded document: its root must be a list of mappings.
  static func records(of document: Document) -> Result<[DataRecord], Problem> {
    guard document.nodes[0].kind == .sequence else {
      return .failure(
        .notRecords("the data is \(document.kindDescription(of: 0)), not a list of records", document.range(of: 0)))
    }
    var records: [DataRecord] = []
    records.reserveCapacity(Int(document.nodes[0].count))
    for (index, item) in document.children(of: 0).enumerated() {
      guard document.nodes[item].kind == .mapping else {
        return .failure(
          .notRecords(
            "record \(index + 1) is \(document.kindDescription(of: item)), not a mapping of fields",
            document.range(of: item)))
      }
      var record = DataRecord(
        index: index, fields: [:], nestedFields: [], range: document.range(of: item), fieldRanges: [:])
      for (key, value) in document.pairs(of: item) {
        guard document.nodes[key].kind == .scalar else { continue }
        let name = document.text(of: key)
        record.fieldRanges[name] = document.range(of: value)
        if document.nodes[value].kind == .scalar {
          record.fields[name] = DataValue(document.value(of: value))
        } else {
          record.nestedFields.insert(name)
        }
      }
      records.append(record)
    }
    return .success(records)
  }

  /// `written` from `folder`, as link targets are resolved.
  static func resolve(_ written: String, from folder: String) -> String {
    SpecRelativeFile.join(written, to: folder)
  }
}

extension DataValue {
  init(_ scalar: ScalarValue) {
    switch scalar {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .number(let number): self = .number(number)
    case .string(let text): self = .string(text)
    }
  }

  /// The value as the conditions language reads it.
  var conditionValue: ConditionValue {
    switch self {
    case .null: .null
    case .bool(let flag): .bool(flag)
    case .number(let number): .number(number)
    case .string(let text): .string(text)
    }
  }

  /// The order of sort keys: numbers by value, strings by their scalars, false before true; null first.
  static func ascending(_ lhs: DataValue, _ rhs: DataValue) -> Bool {
    switch (lhs, rhs) {
    case (.number(let a), .number(let b)): a.isLess(than: b)
    case (.string(let a), .string(let b)): a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
    case (.bool(let a), .bool(let b)): !a && b
    case (.null, .null): false
    case (.null, _): true
    default: false
    }
  }
}
