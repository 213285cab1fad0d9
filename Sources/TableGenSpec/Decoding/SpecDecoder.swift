/// Turns a positioned document tree into a `TableSpec`, walking it once and
/// collecting every structural problem: unknown keys (with "did you mean"),
/// missing keys, wrong types, unknown cell types, values out of range.
public struct SpecDecoder: Sendable {
  /// Past this many problems decoding stops (after one more, so that the
  /// report can say it was cut): the report would not show the rest.
  public var maxDiagnostics: Int

  public init(maxDiagnostics: Int = LoadOptions.default.maxDiagnostics) {
    self.maxDiagnostics = maxDiagnostics
  }

  /// The spec, when the document is a structurally valid format v1 spec, and every problem found.
  public func decode(_ root: DocumentNode) -> (spec: TableSpec?, diagnostics: [Diagnostic]) {
    let decoded = decodeModel(root.document, root: root.index)
    return (decoded.diagnostics.hasErrors ? nil : decoded.spec?.usingSourceText(), decoded.diagnostics)
  }

  /// The model of whatever decoded, even when some of it did not, and every
  /// problem found. Cells already decoded as they closed come from `streamed`.
  /// The spec is nil only when there is no table to speak of: the root is not
  /// a mapping, or the version is one this build does not read.
  func decodeModel(
    _ document: Document, root: Int, streamed: CellStream? = nil
  ) -> (spec: TableSpec?, diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    streamed?.mayFreeTakenResults = !document.repeatsDecodedNodes
    guard
      var table = MappingReader(
        document, root, pointer: .root, noun: "the top level of a spec", diagnostics: &diagnostics)
    else {
      diagnostics[diagnostics.count - 1].suggestion = "a spec is a mapping that starts with 'tablegen: 1'"
      return (nil, diagnostics)
    }

    // The version decides what every other key means, so it is read first.
    table.require("tablegen", because: "it names the format version, 1")
    let version = table.integer("tablegen", minimum: 1) ?? 1
    if !TableSpec.supportedVersions.contains(version), let node = table.node("tablegen") {
      table.diagnostics.append(
        Diagnostic(
          .unsupportedVersion,
          "this spec is written for format version \(version), but this build of tablegen reads only version \(TableSpec.supportedVersions.upperBound)",
          at: document.range(of: node), pointer: JSONPointer(["tablegen"]),
          suggestion: "upgrade tablegen, or write the spec for format version 1"))
      return (nil, diagnostics + table.diagnostics)
    }

    table.rejectUnknownKeys(allowed: SpecVocabulary.tableKeys) { key in
      SpecVocabulary.sectionKeys.contains(key) ? "a section" : Self.cellOwner(of: key)
    }
    _ = table.string("$schema")
    let id = table.identifier("id")
    // Checked in the order `Validator` checks the model: the table, then each section and its cells.
    streamed?.checking?.table(id: id, origin: table.origin)
    let title = table.text("title")
    let description = table.text("description")
    let rowHeight = table.number("rowHeight", exclusiveMinimum: 0) ?? TableSpec.defaultRowHeight
    let localization = table.localization()
    streamed?.checking?.sourceLocale = localization.source

    var sections: [Section] = []
    let hasSections = table.has("sections")
    let hasCells = table.has("cells")
    if hasSections, hasCells, let cellsNode = table.node("cells") {
      table.diagnostics.append(
        Diagnostic(
          .conflictingKeys, "a table has either 'sections' or 'cells', not both", at: document.range(of: cellsNode),
          pointer: JSONPointer(["cells"]),
          suggestion: "'cells' is shorthand for a single untitled section; move these cells into a section"))
    } else if !hasSections, !hasCells,
      // A misspelt 'cells' is already an unknown key that names it; a missing key would say it again, less usefully.
      !Self.hasMisspelling(of: ["sections", "cells"], in: table, allowed: SpecVocabulary.tableKeys)
    {
      table.diagnostics.append(
        Diagnostic(
          .missingKey, "the table has no 'sections' (or 'cells')", at: SourceRange(at: document.range(of: root).start),
          pointer: .root, suggestion: "add 'sections:' with a list of sections, or 'cells:' for a single section"))
    }

    var cellDecoder = CellDecoder()
    if hasSections, let node = table.located("sections") {
      for (index, sectionNode) in elements(of: node, key: "sections", reader: &table).enumerated() {
        let pointer = JSONPointer(["sections", String(index)])
        if let section = decodeSection(
          sectionNode, in: document, pointer: pointer, index: index, cells: &cellDecoder, streamed: streamed,
          diagnostics: &diagnostics)
        {
          sections.append(section)
        }
      }
    } else if hasCells, let node = table.located("cells") {
      var origin = Origin(range: document.range(of: node), pointer: .root)
      origin.record("cells", node: node, in: document)
      streamed?.checking?.section(Section(cells: [], origin: origin))
      var cells: [Cell] = []
      for (index, cellNode) in elements(of: node, key: "cells", reader: &table).enumerated() {
        if cellDecoder.diagnostics.count > maxDiagnostics { break }
        if let cell = decodeCell(
          cellNode, in: document, list: .root, at: CellStream.Place(section: -1, cell: index), cells: &cellDecoder,
          streamed: streamed)
        {
          cells.append(cell)
        }
      }
      sections.append(Section(cells: cells, origin: origin))
    }
    let checks = table.checks()
    diagnostics += cellDecoder.diagnostics
    diagnostics += table.diagnostics

    var spec = TableSpec(
      version: version, id: id, title: title, description: description, rowHeight: rowHeight, sections: sections,
      usesCellsShorthand: hasCells && !hasSections, checks: checks, origin: table.origin)
    // The translations (the source locale's text goes in after the checks: `usingSourceText`).
    spec.localization = localization
    Self.recordTranslations(table.translations + cellDecoder.translations, in: &spec, diagnostics: &diagnostics)
    return (spec, diagnostics)
  }

  /// The cell at `place`, `/…/cells/index` under `owner`: the one decoded as
  /// it closed, when it was, or decoded now. The pointer is built only when needed.
  /// When the cells are checked instead of kept (`CellStream.checking`), it is checked and nil is returned.
  private func decodeCell(
    _ node: Int, in document: Document, list owner: JSONPointer, at place: CellStream.Place,
    cells cellDecoder: inout CellDecoder, streamed: CellStream?
  ) -> Cell? {
    guard document.nodes[node].kind == .decoded, let streamed else {
      let pointer = owner.appending("cells").appending(place.cell)
      let first = cellDecoder.diagnostics.count
      let firstText = cellDecoder.translations.count
      let cell = cellDecoder.decode(node, in: document, pointer: pointer)
      // When the cells are checked instead of kept, this one (kept for an anchor) is checked here.
      guard let checking = streamed?.checking else { return cell }
      if let cell {
        checking.cell(
          CellFindings(cell, in: checking.context, keepsStrings: checking.keepsStrings),
          ownDiagnostics: cellDecoder.diagnostics[first...], texts: cellDecoder.translations[firstText...],
          pointer: pointer)
      }
      return nil
    }
    return streamed.take(
      Int(document.nodes[node].text), owner: owner, at: place, diagnostics: &cellDecoder.diagnostics,
      translations: &cellDecoder.translations)
  }

  private func decodeSection(
    _ node: Int, in document: Document, pointer: JSONPointer, index sectionIndex: Int,
    cells cellDecoder: inout CellDecoder, streamed: CellStream?, diagnostics: inout [Diagnostic]
  ) -> Section? {
    guard var reader = MappingReader(document, node, pointer: pointer, noun: "a section", diagnostics: &diagnostics)
    else {
      return nil
    }
    defer {
      diagnostics += reader.diagnostics
      cellDecoder.translations += reader.translations
    }
    reader.rejectUnknownKeys(
      allowed: SpecVocabulary.sectionKeys,
      elsewhere: { key in
        SpecVocabulary.tableKeys.contains(key) ? "the table" : Self.cellOwner(of: key)
      }, advice: SpecVocabulary.dynamicKeyAdvice(for:))
    let id = reader.identifier("id")
    let key = reader.sectionKey()
    let header = reader.text("header")
    let footer = reader.text("footer")
    let rowHeight = reader.number("rowHeight", exclusiveMinimum: 0)
    // A section can be hidden, not disabled or required: those belong to its fields.
    let conditions = Conditions(visibleIf: reader.condition("visibleIf"))
    let checks = reader.checks()
    let idioms = reader.idioms()
    // MARK: Rows from data: a section has `cells:` or a `rows:` recipe, not both.
    let rows = reader.rowSource()
    if reader.has("rows"), reader.has("cells"), let cellsNode = reader.node("cells") {
      reader.diagnostics.append(
        Diagnostic(
          .conflictingKeys, "a section has either 'cells' or 'rows', not both", at: document.range(of: cellsNode),
          pointer: pointer.appending("cells"),
          suggestion: "put the generated rows in a section of their own, after these cells"))
    }
    if !reader.has("rows"),
      !Self.hasMisspelling(of: ["cells"], in: reader, allowed: SpecVocabulary.sectionKeys)
    {
      reader.require("cells")
    }
    var cells: [Cell] = []
    let cellsNode = reader.located("cells")
    var shell = Section(
      id: id, header: header, footer: footer, rowHeight: rowHeight, cells: [], conditions: conditions,
      checks: checks, origin: reader.origin)
    shell.idioms = idioms
    shell.key = key
    streamed?.checking?.section(shell)
    if let cellsNode {
      let cellNodes = elements(of: cellsNode, key: "cells", reader: &reader)
      // A Cell is large; growing the array by doubling copied each one several times.
      if streamed?.checking == nil { cells.reserveCapacity(cellNodes.count) }
      for (index, cellNode) in cellNodes.enumerated() {
        if cellDecoder.diagnostics.count > maxDiagnostics { break }
        if let cell = decodeCell(
          cellNode, in: document, list: pointer, at: CellStream.Place(section: sectionIndex, cell: index),
          cells: &cellDecoder, streamed: streamed)
        {
          cells.append(cell)
        }
      }
    }
    var section = Section(
      id: id, header: header, footer: footer, rowHeight: rowHeight, cells: cells, conditions: conditions,
      checks: checks, origin: reader.origin)
    section.idioms = idioms
    section.key = key
    section.rows = rows
    return section
  }

  /// The items of a list value, or none (with a diagnostic) when it is not a list.
  private func elements(of node: Int, key: String, reader: inout MappingReader) -> [Int] {
    if reader.document.nodes[node].kind == .sequence { return Array(reader.document.children(of: node)) }
    reader.mismatch(key, node, expected: "a list")
    return []
  }

  /// Whether the mapping has an unknown key whose suggestion is one of `keys`, as `cell:` is of 'cells'.
  private static func hasMisspelling(of keys: [String], in reader: MappingReader, allowed: [String]) -> Bool {
    reader.keyNames.contains { name in
      guard !allowed.contains(name) else { return false }
      return Suggestion.closest(to: name, among: allowed).map(keys.contains) ?? false
    }
  }

  /// "an input cell" when `key` belongs to some cell type, for messages about misplaced keys.
  static func cellOwner(of key: String) -> String? {
    if let owner = SpecVocabulary.dynamicKeyOwner(of: key) { return owner }
    if SpecVocabulary.commonCellKeys.contains(key) { return "a cell" }
    return CellType.allCases.first { SpecVocabulary.keys(of: $0).contains(key) }.map {
      "\($0.article) \($0.rawValue) cell"
    }
  }
}

extension CellType {
  /// "a" or "an", for messages.
  var article: String { rawValue.first.map { "aeiou".contains($0) } == true ? "an" : "a" }
}
