/// Reading `rows:` on a section and `optionsFrom:` on a picker
/// (docs/spec-format.md "Rows from data"). The data file is not read here:
/// expansion reads it once decoding is over (`RowExpansion`).
extension MappingReader {
  static let rowSourceKeys = ["data", "filter", "groupBy", "sort", "limit", "empty", "template"]
  static let optionSourceKeys = ["data", "value", "label", "filter", "sort"]
  static let sortKeyKeys = ["key", "descending"]

  /// The recipe written under `rows`, or nil when absent or unsound (with a diagnostic).
  mutating func rowSource() -> RowSource? {
    guard let node = located("rows") else { return nil }
    guard
      var reader = MappingReader(
        document, node, pointer: origin.pointer(to: "rows"), noun: "a rows recipe", diagnostics: &diagnostics)
    else { return nil }
    defer { diagnostics += reader.diagnostics }
    reader.rejectUnknownKeys(allowed: Self.rowSourceKeys)
    let data = reader.dataPath()
    let filter = reader.condition("filter")
    let groupBy = reader.string("groupBy")
    let sort = reader.sortKeys()
    let limit = reader.integer("limit", minimum: 1)
    let empty = reader.text("empty")
    reader.require("template", because: "it is the cell each record becomes")
    guard let data, let templateNode = reader.located("template") else { return nil }
    guard reader.document.nodes[templateNode].kind == .mapping else {
      reader.mismatch("template", templateNode, expected: "a cell: a mapping with a type")
      return nil
    }
    var source = RowSource(
      data: data, filter: filter, groupBy: groupBy, sort: sort, limit: limit, empty: empty,
      template: reader.document.recipeValue(templateNode), origin: reader.origin)
    source.templateNode = templateNode
    return source
  }

  /// The option recipe written under `optionsFrom`, or nil when absent or unsound.
  mutating func optionSource() -> OptionSource? {
    guard let node = located("optionsFrom") else { return nil }
    guard
      var reader = MappingReader(
        document, node, pointer: origin.pointer(to: "optionsFrom"), noun: "an options recipe",
        diagnostics: &diagnostics)
    else { return nil }
    defer { diagnostics += reader.diagnostics }
    reader.rejectUnknownKeys(allowed: Self.optionSourceKeys)
    let data = reader.dataPath()
    let value = reader.string("value", required: true)
    let label = reader.string("label")
    let filter = reader.condition("filter")
    let sort = reader.sortKeys()
    guard let data, let value else { return nil }
    return OptionSource(data: data, value: value, label: label, filter: filter, sort: sort, origin: reader.origin)
  }

  /// `data:`: a local file's path. URLs are refused, so validation stays
  /// offline and deterministic. Where the file may be (in the spec's folder
  /// tree, a regular file) is the rule for every file a spec names, checked
  /// when it is read (`SpecRelativeFile`; docs/security.md, "Files a spec names").
  private mutating func dataPath() -> String? {
    guard let path = string("data", required: true), let node = located("data") else { return nil }
    if path.contains("://") {
      invalid("data", node, "'data' must name a local file beside the spec, not a URL")
      return nil
    }
    if path.isEmpty {
      invalid("data", node, "'data' must name a local JSON or YAML file")
      return nil
    }
    return path
  }

  /// `sort:`: a field or a `{key, descending}` mapping, or a list of them.
  private mutating func sortKeys() -> [RowSource.SortKey] {
    guard let node = located("sort") else { return [] }
    let kind = document.nodes[node].kind
    guard kind == .sequence || kind == .mapping || stringValue(node) != nil else {
      mismatch("sort", node, expected: "a field, a {key, descending} mapping, or a list of them")
      return []
    }
    let items = kind == .sequence ? Array(document.children(of: node)) : [node]
    var keys: [RowSource.SortKey] = []
    for (index, item) in items.enumerated() {
      if let field = stringValue(item) {
        keys.append(RowSource.SortKey(field: field, range: document.range(of: item)))
        continue
      }
      let pointer = kind == .sequence ? origin.pointer(to: "sort").appending(index) : origin.pointer(to: "sort")
      guard var reader = MappingReader(document, item, pointer: pointer, noun: "a sort key", diagnostics: &diagnostics)
      else { continue }
      reader.rejectUnknownKeys(allowed: Self.sortKeyKeys)
      let field = reader.string("key", required: true)
      let descending = reader.bool("descending") ?? false
      let range = reader.located("key").map { document.range(of: $0) } ?? document.range(of: item)
      diagnostics += reader.diagnostics
      if let field { keys.append(RowSource.SortKey(field: field, descending: descending, range: range)) }
    }
    return keys
  }
}

extension Document {
  /// The subtree at `index` as a recipe value.
  func recipeValue(_ index: Int) -> RecipeValue {
    switch nodes[index].kind {
    case .scalar: return .scalar(DataValue(value(of: index)))
    case .sequence: return .list(children(of: index).map(recipeValue))
    case .mapping: return .mapping(pairs(of: index).map { (text(of: $0.key), recipeValue($0.value)) })
    case .decoded: return .mapping([])
    }
  }
}
