/// The stage after decoding that turns every `rows:` recipe into cells and
/// every `optionsFrom:` into options, checking the recipe against the real
/// data as it goes (docs/spec-format.md "Rows from data"). Validate, render and
/// fill all see the expanded spec. Each problem is positioned in the spec, and
/// where the fault is in the data, a note points at the record in the data file.
struct RowExpansion {
  /// The spec's document: templates are instantiated by rewriting their scalars in this copy.
  private var document: Document
  private let specPath: String
  private let folder: String
  private let options: LoadOptions
  private var files: [String: Result<DataFile, DataFile.Problem>] = [:]
  /// Every generated id so far, with the data file and record it came from.
  private var generatedIDs: [String: (path: String, record: DataRecord)] = [:]
  /// The cells before the recipe being expanded, by id: the answers a filter may read.
  private var earlierCells: [String: Cell] = [:]
  /// What the recipes may still make (docs/spec-format.md, "Limits").
  private var budget = ExpansionBudget()
  /// The positions already refused for a budget: a recipe in a template is refused once, not per record.
  private var refusedAt: Set<Int> = []
  private(set) var diagnostics: [Diagnostic] = []
  // The data files named, as resolved, so that `validate FOLDER` does not check them as specs.
  var dataPaths: [String] { files.keys.sorted().map { DataFile.resolve($0, from: folder) } }

  init(document: Document, specPath: String, folder: String, options: LoadOptions) {
    self.document = document
    self.specPath = specPath
    self.folder = folder
    self.options = options
  }

  /// Whether the spec's bytes may hold a recipe; a spec without one is
  /// checked the streaming way, keeping no cell.
  static func mayHoldRecipes(_ bytes: [UInt8]) -> Bool {
    KeyScreen.mayHold(["rows", "optionsFrom"], in: bytes)
  }

  /// Whether the spec has a recipe to expand.
  static func hasRecipes(_ spec: TableSpec) -> Bool {
    spec.sections.contains { section in
      section.rows != nil
        || section.cells.contains { if case .picker(let p) = $0 { p.optionSource != nil } else { false } }
    }
  }

  /// The spec with its recipes expanded.
  mutating func expand(_ spec: TableSpec) -> TableSpec {
    var result = spec
    result.sections = []
    for section in spec.sections {
      guard let recipe = section.rows else {
        var section = section
        for index in section.cells.indices { section.cells[index] = expandingOptions(section.cells[index]) }
        remember(section.cells)
        result.sections.append(section)
        continue
      }
      let expanded = expand(recipe, in: section)
      for generated in expanded { remember(generated.cells) }
      result.sections += expanded
    }
    return result
  }

  private mutating func remember(_ cells: [Cell]) {
    for cell in cells { if let id = cell.common.id, earlierCells[id] == nil { earlierCells[id] = cell } }
  }

  // MARK: Rows

  private mutating func expand(_ recipe: RowSource, in section: Section) -> [Section] {
    var unchanged = section
    unchanged.cells = []
    guard !budget.isSpent, let file = data(recipe.data, origin: recipe.origin) else { return [unchanged] }
    let substitutions = templateStrings(recipe)
    var fieldUses: [(field: String, range: SourceRange)] = substitutions.flatMap(\.fields)
    fieldUses += rowReferences(recipe.filter)
    if let groupBy = recipe.groupBy { fieldUses.append((groupBy, recipe.origin.range(of: "groupBy"))) }
    fieldUses += recipe.sort.map { ($0.field, $0.range) }
    guard checkFields(fieldUses, in: file), checkKeys(recipe, in: file) else { return [unchanged] }
    guard checkFilter(recipe.filter, in: file) else { return [unchanged] }
    guard budget.spendFilter(recipe.filter, records: file.records.count) else {
      refuseFilter(recipe.filter, records: file.records.count, origin: recipe.origin)
      return [unchanged]
    }

    var records = file.records.filter { passes($0, recipe.filter) }
    var keys = recipe.sort
    if let groupBy = recipe.groupBy, keys.isEmpty {
      keys = [RowSource.SortKey(field: groupBy, range: recipe.origin.range(of: "groupBy"))]
    }
    Self.sort(&records, by: keys)
    if let limit = recipe.limit, records.count > limit { records.removeSubrange(limit...) }
    if records.isEmpty {
      let why =
        file.records.isEmpty
        ? "the data file has no records" : "the filter leaves none of the \(file.records.count) records"
      diagnostics.append(
        recipe.origin.diagnostic(
          .emptyRows, "this section's rows come out empty: \(why)", at: recipe.filter == nil ? "data" : "filter",
          suggestion: recipe.empty == nil ? "add 'empty:' with the text to show in its place" : nil))
      // The empty text stands in for the rows as a note, so that every renderer and fill shows it.
      if let empty = recipe.empty {
        let origin = Origin(range: recipe.origin.range(of: "empty"), pointer: recipe.origin.pointer(to: "empty"))
        unchanged.cells = [.note(NoteCell(common: CellCommon(origin: origin), text: empty))]
        unchanged.rows?.records = [nil]
      }
      return [unchanged]
    }
    let templateNodes = document.nodes[recipe.templateNode].size
    guard budget.spendNodes(records.count * Int(templateNodes)) else {
      refuse(
        at: recipe.origin.range(of: "template"), pointer: recipe.origin.pointer(to: "template"),
        "this recipe would make \(records.count) cells of \(templateNodes) nodes each, more than the \(ExpansionBudget.maxNodes) nodes that the recipes of a spec may make",
        suggestion: "add a 'filter:' or a 'limit:' to make fewer rows")
      return [unchanged]
    }

    var groups: [(value: DataValue?, records: [DataRecord])] = []
    for record in records {
      let value = recipe.groupBy.map { record.fields[$0] ?? .null }
      if let last = groups.last, last.value == value {
        groups[groups.count - 1].records.append(record)
      } else {
        groups.append((value, [record]))
      }
    }

    var sections: [Section] = []
    var reported: Set<String> = []
    for (number, group) in groups.enumerated() {
      var generated = section
      generated.cells = []
      generated.cells.reserveCapacity(group.records.count)
      var source = recipe
      source.group = group.value
      source.records = []
      for record in group.records {
        let made = instantiate(recipe, substitutions, record: record, file: file, reported: &reported)
        if case .failure(let refusal) = made {
          refuse(
            at: refusal.range, pointer: recipe.origin.pointer(to: "template"),
            "the template's text is not made from record \(record.index + 1): \(refusal.reason.message)",
            suggestion: "make the rows from shorter fields, or fewer of them")
          return [unchanged]
        }
        // A picker of the template that passed the budget was refused: no half-made rows.
        if budget.isSpent { return [unchanged] }
        guard case .success(let cell?) = made else { continue }
        generated.cells.append(cell)
        source.records.append(record.index)
      }
      generated.rows = source
      if let value = group.value {
        generated.header = value == .null ? nil : value.text  // records without a group value: no header
        if number > 0 { generated.id = nil }
        if number > 0 { generated.checks = [] }
        if number < groups.count - 1 { generated.footer = nil }
      }
      sections.append(generated)
    }
    return sections
  }

  /// One cell from the template and `record`, or nil when it does not decode or repeats an id;
  /// a failure when a string of the template would pass a `ComputedText` cap.
  private mutating func instantiate(
    _ recipe: RowSource, _ substitutions: [TemplateString], record: DataRecord, file: DataFile,
    reported: inout Set<String>
  ) -> Result<Cell?, TemplateRefusal> {
    let arenaLength = document.arena.count
    defer { document.arena.removeSubrange(arenaLength...) }
    for substitution in substitutions {
      do throws(ComputedText.Refusal) {
        try substitution.write(record, into: &document, pass: &budget.text)
      } catch {
        return .failure(TemplateRefusal(reason: error, range: substitution.template.range))
      }
    }
    var decoder = CellDecoder()
    let cell = decoder.decode(recipe.templateNode, in: document, pointer: recipe.origin.pointer.appending("template"))
    let recordNote = Diagnostic.Note(
      "made from record \(record.index + 1) of '\(file.path)'", at: record.range, in: file.path)
    for var diagnostic in decoder.diagnostics {
      // A problem of the template itself is said once, not once per record.
      let key = "\(diagnostic.code.rawValue)@\(diagnostic.range?.start.offset ?? -1)"
      guard reported.insert(key).inserted else { continue }
      diagnostic.notes.append(recordNote)
      diagnostics.append(diagnostic)
    }
    guard var cell, !decoder.diagnostics.hasErrors else { return .success(nil) }
    if let id = cell.common.id {
      if let first = generatedIDs[id] {
        diagnostics.append(
          Diagnostic(
            .duplicateGeneratedID, "the template makes the id '\(id)' twice", at: cell.common.origin.range(of: "id"),
            pointer: recipe.origin.pointer(to: "template/id"),
            suggestion: "make the id from a field that is unique in every record, such as \"item-{row.id}\"",
            notes: [
              Diagnostic.Note(
                "first made from record \(first.record.index + 1)", at: first.record.range, in: first.path),
              Diagnostic.Note("and again from record \(record.index + 1)", at: record.range, in: file.path),
            ]))
        return .success(nil)
      }
      generatedIDs[id] = (file.path, record)
    }
    cell = expandingOptions(cell)
    return .success(cell)
  }

  /// Reports a refusal for a budget at `range`, once for each position.
  private mutating func refuse(at range: SourceRange, pointer: JSONPointer, _ message: String, suggestion: String) {
    guard refusedAt.insert(range.start.offset).inserted else { return }
    diagnostics.append(
      Diagnostic(.budgetExceeded, message, at: range, pointer: pointer, suggestion: suggestion))
  }

  /// Reports a filter that would take more than `ExpansionBudget.maxFilterSteps` on `records` records.
  private mutating func refuseFilter(_ filter: Condition?, records: Int, origin: Origin) {
    guard let filter else { return }
    refuse(
      at: filter.range, pointer: origin.pointer(to: "filter"),
      "this filter of \(filter.expression.size) steps on \(records) records would pass the \(ExpansionBudget.maxFilterSteps) steps that the filters of a spec may take",
      suggestion: "filter on fewer records, or with a shorter condition (a list of fewer values)")
  }

  // MARK: Options

  private mutating func expandingOptions(_ cell: Cell) -> Cell {
    guard case .picker(var picker) = cell, let recipe = picker.optionSource, !budget.isSpent else { return cell }
    guard let file = data(recipe.data, origin: recipe.origin) else { return cell }
    var uses: [(field: String, range: SourceRange)] = [(recipe.value, recipe.origin.range(of: "value"))]
    if let label = recipe.label { uses.append((label, recipe.origin.range(of: "label"))) }
    uses += rowReferences(recipe.filter)
    uses += recipe.sort.map { ($0.field, $0.range) }
    guard checkFields(uses, in: file), checkTypes(of: recipe.sort, in: file),
      checkFilter(recipe.filter, in: file)
    else {
      return cell
    }
    guard budget.spendFilter(recipe.filter, records: file.records.count) else {
      refuseFilter(recipe.filter, records: file.records.count, origin: recipe.origin)
      return cell
    }
    var records = file.records.filter { passes($0, recipe.filter) }
    guard budget.spendNodes(records.count) else {
      refuse(
        at: recipe.origin.range(of: "data"), pointer: recipe.origin.pointer(to: "data"),
        "these \(records.count) options would pass the \(ExpansionBudget.maxNodes) nodes that the recipes of a spec may make",
        suggestion: "a picker in a rows template makes its options once per row: give it a 'filter:', or fewer rows")
      return cell
    }
    Self.sort(&records, by: recipe.sort)
    picker.options = records.map { record in
      let value = record.fields[recipe.value] ?? .null
      let optionValue: PickerCell.OptionValue =
        switch value {
        case .number(let number): .number(number)
        case .bool(let flag): .bool(flag)
        case .string, .null: .string(value.text)
        }
      let label = recipe.label.flatMap { record.fields[$0]?.text } ?? value.text
      return PickerCell.Option(label: label, value: optionValue, range: recipe.origin.range)
    }
    if picker.options.isEmpty {
      diagnostics.append(
        recipe.origin.diagnostic(
          .emptyRows,
          "this picker's options come out empty: the filter leaves none of the \(file.records.count) records",
          at: recipe.filter == nil ? "data" : "filter"))
    }
    return .picker(picker)
  }

  // MARK: The data

  /// The records of the data file `written`, read once per spec; nil (with a diagnostic) when there are none to read.
  private mutating func data(_ written: String, origin: Origin) -> DataFile? {
    if let known = files[written] { return try? known.get() }
    let read = DataFile.read(written, from: folder, options: options)
    files[written] = read
    switch read {
    case .success(let file): return file
    case .failure(.unreadable(let problem)):
      let path = DataFile.resolve(written, from: folder)
      let lookedFor = path == written ? "" : " (looked for '\(path)')"
      // A file outside the folder or not a regular file says so in the message; another problem in a note.
      let code = problem.code(otherwise: .dataFileMissing)
      let isTheRule = code != .dataFileMissing
      diagnostics.append(
        origin.diagnostic(
          code, "the data file '\(written)' cannot be read\(lookedFor)\(isTheRule ? ": \(problem.reason)" : "")",
          at: "data", suggestion: problem.suggestion ?? "data files are found from the spec's own folder",
          notes: isTheRule
            ? []
            : [
              Diagnostic.Note(problem.isTooLarge ? problem.reason : "cannot read '\(path)': \(problem.reason)", at: nil)
            ]))
    case .failure(.unloadable(let problems)):
      let path = DataFile.resolve(written, from: folder)
      let back = Diagnostic.Note("read as the data of this recipe", at: origin.range(of: "data"), in: specPath)
      for var problem in problems {
        problem.file = path
        problem.notes.append(back)
        diagnostics.append(problem)
      }
    case .failure(.notRecords(let message, let range)):
      let path = DataFile.resolve(written, from: folder)
      diagnostics.append(
        origin.diagnostic(
          .dataNotRecords, "the data file '\(written)' is not a list of records", at: "data",
          suggestion: "write the data as a list of mappings, one per record, such as '- {id: 1, title: Pilot}'",
          notes: [Diagnostic.Note(message, at: range, in: path)]))
    }
    return nil
  }

  /// Whether every record has every field used; each field missing somewhere is reported once, at its use.
  private mutating func checkFields(_ uses: [(field: String, range: SourceRange)], in file: DataFile) -> Bool {
    var sound = true
    var seen: Set<String> = []
    for use in uses where seen.insert(use.field).inserted {
      guard let record = file.records.first(where: { $0.fields[use.field] == nil }) else { continue }
      sound = false
      let missing = file.records.reduce(0) { $0 + ($1.fields[use.field] == nil ? 1 : 0) }
      let nested = record.nestedFields.contains(use.field)
      let what = nested ? "holds a list or a mapping in 'row.\(use.field)', not a value" : "has no field '\(use.field)'"
      let others = missing > 1 ? " (and \(missing - 1) more)" : ""
      diagnostics.append(
        Diagnostic(
          .dataFieldMissing, "the field '\(use.field)' is not in every record of '\(file.path)'", at: use.range,
          suggestion: Suggestion.hint(for: use.field, among: Array(record.fields.keys).sorted(), noun: "fields"),
          notes: [Diagnostic.Note("record \(record.index + 1) \(what)\(others)", at: record.range, in: file.path)]))
    }
    return sound
  }

  /// Whether the group and sort keys agree and each holds one type of value.
  private mutating func checkKeys(_ recipe: RowSource, in file: DataFile) -> Bool {
    var sound = checkTypes(of: recipe.sort, in: file)
    if let groupBy = recipe.groupBy {
      let range = recipe.origin.range(of: "groupBy")
      if !recipe.sort.contains(where: { $0.field == groupBy }) {
        sound = checkTypes(of: [RowSource.SortKey(field: groupBy, range: range)], in: file) && sound
      }
      if let first = recipe.sort.first, first.field != groupBy {
        sound = false
        diagnostics.append(
          Diagnostic(
            .groupSortMismatch,
            "the rows are grouped by '\(groupBy)' but sorted first by '\(first.field)': a group would be split",
            at: first.range, pointer: recipe.origin.pointer(to: "sort"),
            suggestion: "put '\(groupBy)' first in 'sort:', as NSFetchedResultsController requires of its section key",
            notes: [Diagnostic.Note("grouped here", at: range)]))
      }
    }
    return sound
  }

  /// Whether each key holds one type of value in every record (nulls aside).
  private mutating func checkTypes(of keys: [RowSource.SortKey], in file: DataFile) -> Bool {
    var sound = true
    for key in keys {
      var first: DataRecord?
      for record in file.records {
        guard let value = record.fields[key.field], value != .null else { continue }
        guard let earlier = first, let earlierValue = earlier.fields[key.field] else {
          first = record
          continue
        }
        guard earlierValue.typeName != value.typeName else { continue }
        sound = false
        diagnostics.append(
          Diagnostic(
            .dataMixedTypes,
            "the key '\(key.field)' holds \(earlierValue.typeName) in one record and \(value.typeName) in another, so the records have no order",
            at: key.range,
            suggestion: "write '\(key.field)' the same way in every record (quote numbers meant as text)",
            notes: [
              Diagnostic.Note(
                "record \(earlier.index + 1) has \(earlierValue.typeName)", at: earlier.range(of: key.field),
                in: file.path),
              Diagnostic.Note(
                "record \(record.index + 1) has \(value.typeName)", at: record.range(of: key.field), in: file.path),
            ]))
        break
      }
    }
    return sound
  }

  /// Whether the filter is sound: every answer it reads is an earlier cell's,
  /// and its types fit, each `{row.field}` typed by the field's values in the data.
  private mutating func checkFilter(_ filter: Condition?, in file: DataFile) -> Bool {
    guard let filter else { return true }
    var scope = ConditionScope()
    for cell in earlierCells.values { scope.add(cell) }
    for (id, range) in filter.expression.referenceSites where id.hasPrefix("row.") {
      let field = String(id.dropFirst(4))
      guard let value = file.records.lazy.compactMap({ $0.fields[field] }).first(where: { $0 != .null }) else {
        continue
      }
      let type: ValueType =
        switch value {
        case .bool: .bool
        case .number: .number
        case .string, .null: .string
        }
      scope.add(ConditionScope.Entry(id: id, valueType: type, noun: "a field of the data", range: range))
    }
    let findings = ConditionChecker(scope: scope, pointer: nil).check(filter)
    diagnostics += findings.diagnostics
    for (id, range) in SecretInCondition.valueReads(in: filter.expression) {
      guard let cell = earlierCells[id], cell.isSecure else { continue }
      diagnostics.append(
        SecretInCondition.diagnostic(
          id, at: range, key: "filter", pointer: nil, secureField: cell.common.origin.range(of: "id")))
    }
    var sound = !findings.diagnostics.hasErrors
    for reference in findings.unresolved where !reference.id.hasPrefix("row.") {
      sound = false
      diagnostics.append(
        Diagnostic(
          .unknownReference, "the filter reads '{\(reference.id)}', but no earlier cell has that id",
          at: reference.range,
          suggestion: "'{row.field}' reads the record; '{id}' reads the answer of a cell before the recipe"))
    }
    return sound
  }

  private func passes(_ record: DataRecord, _ filter: Condition?) -> Bool {
    guard let filter else { return true }
    return filter.holds { id in
      if id.hasPrefix("row.") { return record.fields[String(id.dropFirst(4))]?.conditionValue ?? .null }
      return ConditionValue(earlierCells[id]?.defaultAnswer)
    }
  }

  /// Sorted by `keys` in turn; stable, so records that tie keep the file's order.
  private static func sort(_ records: inout [DataRecord], by keys: [RowSource.SortKey]) {
    guard !keys.isEmpty else { return }
    let order = records.indices
    var indexed = Array(zip(order, records))
    indexed.sort { lhs, rhs in
      for key in keys {
        let a = lhs.1.fields[key.field] ?? .null
        let b = rhs.1.fields[key.field] ?? .null
        if a == b { continue }
        return key.descending ? DataValue.ascending(b, a) : DataValue.ascending(a, b)
      }
      return lhs.0 < rhs.0
    }
    records = indexed.map(\.1)
  }

  // MARK: The template

  /// The keys whose value is a number or a boolean: there, a string that is one
  /// substitution alone takes the field's own type (`default: "{row.watched}"`).
  static let typedKeys: Set<String> = [
    "default", "min", "max", "step", "minLength", "maxLength", "minLines", "maxLines", "height", "autoHeight",
    "required", "multiple", "secure", "minuteInterval",
  ]

  /// The template's strings that read the record, parsed once.
  private mutating func templateStrings(_ recipe: RowSource) -> [TemplateString] {
    var found: [TemplateString] = []
    let pointer = recipe.origin.pointer(to: "template")
    func walk(_ node: Int, key: String?) {
      switch document.nodes[node].kind {
      case .mapping:
        for pair in document.pairs(of: node) { walk(pair.value, key: document.text(of: pair.key)) }
      case .sequence:
        for item in document.children(of: node) { walk(item, key: key) }
      case .scalar:
        guard document.nodes[node].scalarClass == .string, document.text(of: node).contains("{row.") else { return }
        var problems: [Diagnostic] = []
        guard let template = TemplateParser.parse(node: node, in: document, pointer: pointer, diagnostics: &problems)
        else {
          diagnostics += problems
          return
        }
        found.append(TemplateString(node: node, template: template, isTyped: key.map(Self.typedKeys.contains) ?? false))
      case .decoded: return
      }
    }
    walk(recipe.templateNode, key: nil)
    return found
  }

  /// The `{row.field}` references of a filter, with where each was written.
  private func rowReferences(_ filter: Condition?) -> [(field: String, range: SourceRange)] {
    guard let filter else { return [] }
    return filter.expression.referenceSites.compactMap { id, range in
      id.hasPrefix("row.") ? (String(id.dropFirst(4)), range) : nil
    }
  }

}

/// Why a string of a rows template was not made, and where the string is.
private struct TemplateRefusal: Error {
  var reason: ComputedText.Refusal
  var range: SourceRange
}

/// One string of a template that reads the record: `"{row.title}"`, `"ep-{row.id}"`.
private struct TemplateString {
  var node: Int
  var template: Template
  /// Whether its key holds a number or a boolean (`RowExpansion.typedKeys`).
  var isTyped: Bool

  /// The record fields it reads, with where each was written.
  var fields: [(field: String, range: SourceRange)] {
    template.parts.compactMap { part in
      guard case .reference(let id, _, let range) = part, id.hasPrefix("row.") else { return nil }
      return (String(id.dropFirst(4)), range)
    }
  }

  /// Rewrites the scalar with `record`'s values, spending its text from `pass`. Under a typed
  /// key, a string that is one substitution alone takes the field's own type, so
  /// `default: "{row.watched}"` stays a boolean.
  func write(_ record: DataRecord, into document: inout Document, pass: inout ComputedText) throws(ComputedText.Refusal)
  {
    var scalarClass = Document.ScalarClass.string
    var text = ""
    var work = 0
    if isTyped, template.parts.count == 1, case .reference(let id, let filters, _) = template.parts[0], filters.isEmpty,
      id.hasPrefix("row.")
    {
      let value = record.fields[String(id.dropFirst(4))] ?? .null
      text = try pass.filter(value.text, through: [], work: &work)
      try pass.spend(text.utf8.count)
      switch value {
      case .null: scalarClass = .null
      case .bool(let flag): scalarClass = flag ? .true : .false
      case .number: scalarClass = .number
      case .string: scalarClass = .string
      }
    } else {
      for part in template.parts {
        let piece: String
        switch part {
        case .text(let literal): piece = literal
        case .reference(let id, let filters, _):
          guard id.hasPrefix("row.") else {
            piece = "{\(id)}"
            break
          }
          piece = try pass.filter(record.fields[String(id.dropFirst(4))]?.text ?? "", through: filters, work: &work)
        }
        guard text.utf8.count + piece.utf8.count <= ComputedText.maxBytes else { throw .tooLong }
        try pass.spend(piece.utf8.count)
        text += piece
      }
    }
    let bytes = Array(text.utf8)
    document.nodes[node].text = Int32(document.arena.count)
    document.nodes[node].textLength = Int32(bytes.count)
    document.nodes[node].scalarClass = scalarClass
    document.arena += bytes
  }
}

extension RowExpansion {
  /// The diagnostics with a template's problem said once: every cell made from
  /// one template shares its positions, so the checks of the generated cells
  /// would say the same thing once per record.
  static func collapsingRepeats(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var seen: Set<String> = []
    return diagnostics.filter { diagnostic in
      guard let tokens = diagnostic.pointer?.tokens, tokens.count >= 4, tokens[2] == "rows", tokens[3] == "template"
      else { return true }
      return seen.insert("\(diagnostic.code.rawValue)@\(diagnostic.range?.start.offset ?? -1)").inserted
    }
  }
}
