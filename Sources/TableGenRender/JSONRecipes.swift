import TableGenOutput
import TableGenSpec

/// Rows and options from data in the JSON output (docs/json-output.md
/// "Rows from data"): each generated cell says which recipe and record it came
/// from, and each recipe is written as the spec wrote it, so that an app can
/// re-run it on live data.
extension JSONRenderer {
  /// `"rows": {...}`: the recipe of a section whose cells were generated.
  static func writeRecipe(_ recipe: RowSource, to json: inout JSONStreamWriter) {
    json.key("rows")
    json.beginObject()
    json.key("recipe")
    json.string(recipe.origin.pointer.description)
    json.key("data")
    json.string(recipe.data)
    json.key("filter")
    if let filter = recipe.filter { write(filter, to: &json) } else { json.null() }
    json.key("groupBy")
    json.string(recipe.groupBy)
    json.key("group")
    if let group = recipe.group { write(group, to: &json) } else { json.null() }
    json.key("sort")
    writeSortKeys(recipe.sort, to: &json)
    json.key("limit")
    json.integer(recipe.limit)
    json.key("empty")
    json.string(recipe.empty)
    json.key("template")
    write(recipe.template, to: &json)
    json.endObject()
  }

  /// `"generated": {"recipe": "/sections/1/rows", "record": 4}`: where a generated cell came from;
  /// `"record": null` for the note that shows the recipe's empty text.
  static func writeGenerated(by recipe: RowSource, record: Int?, to json: inout JSONStreamWriter) {
    json.key("generated")
    json.beginObject()
    json.key("recipe")
    json.string(recipe.origin.pointer.description)
    json.key("record")
    json.integer(record)
    json.endObject()
  }

  /// `"optionsFrom": {...}`: the recipe a picker's options were read with.
  static func writeOptionSource(_ recipe: OptionSource, to json: inout JSONStreamWriter) {
    json.key("optionsFrom")
    json.beginObject()
    json.key("data")
    json.string(recipe.data)
    json.key("value")
    json.string(recipe.value)
    json.key("label")
    json.string(recipe.label)
    json.key("filter")
    if let filter = recipe.filter { write(filter, to: &json) } else { json.null() }
    json.key("sort")
    writeSortKeys(recipe.sort, to: &json)
    json.endObject()
  }

  private static func writeSortKeys(_ keys: [RowSource.SortKey], to json: inout JSONStreamWriter) {
    json.beginArray()
    for key in keys {
      json.element()
      json.beginObject()
      json.key("key")
      json.string(key.field)
      json.key("descending")
      json.bool(key.descending)
      json.endObject()
    }
    json.endArray()
  }

  private static func write(_ value: DataValue, to json: inout JSONStreamWriter) {
    switch value {
    case .null: json.null()
    case .bool(let flag): json.bool(flag)
    case .number(let number): json.number(literal: number.jsonLiteral)
    case .string(let text): json.string(text)
    }
  }

  private static func write(_ value: RecipeValue, to json: inout JSONStreamWriter) {
    switch value {
    case .scalar(let scalar): write(scalar, to: &json)
    case .list(let items):
      json.beginArray()
      for item in items {
        json.element()
        write(item, to: &json)
      }
      json.endArray()
    case .mapping(let pairs):
      json.beginObject()
      for pair in pairs {
        json.key(escaping: pair.key)
        write(pair.value, to: &json)
      }
      json.endObject()
    }
  }
}
