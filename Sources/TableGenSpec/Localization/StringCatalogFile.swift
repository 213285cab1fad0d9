import TableGenOutput

/// Xcode's String Catalogs (`.xcstrings`): JSON with the source language, and
/// per source text its `localizations`, each a `stringUnit` with a `state`
/// and a `value`.
///
/// Read through tablegen's strict JSON parser, so the catalog has a spec's
/// limits and every key and value its position. Plural and device variations
/// have no single text and are left out; unknown keys (Xcode's
/// `extractionState`, `shouldTranslate`) are ignored.
public enum StringCatalogFile {
  /// What a String Catalog holds, and every problem found in it. `path` names the file.
  public static func read(_ bytes: [UInt8], path: String, options: LoadOptions = .default) -> (
    catalog: StringsCatalog, diagnostics: [Diagnostic]
  ) {
    var (root, diagnostics) = DocumentLoader.load(SourceFile(path: path, bytes: bytes, format: .json), options: options)
    for index in diagnostics.indices { diagnostics[index].file = path }
    var entries: [StringsCatalog.Entry] = []
    var sourceLanguage: String?
    func problem(_ node: DocumentNode, _ what: String) {
      diagnostics.append(
        Diagnostic(
          .typeMismatch, "\(what) must be \(expected(what)), found \(node.kindDescription)", at: node.range, file: path)
      )
    }
    func expected(_ what: String) -> String {
      what == "'strings'" || what.hasSuffix("entry") ? "an object" : "a string"
    }
    guard let root, diagnostics.isEmpty else { return (StringsCatalog(path: path, entries: []), diagnostics) }
    guard root.kind == .mapping else {
      diagnostics.append(
        Diagnostic(
          .typeMismatch, "a String Catalog must be an object, found \(root.kindDescription)", at: root.range, file: path
        ))
      return (StringsCatalog(path: path, entries: []), diagnostics)
    }
    for (key, value) in root.pairs {
      switch key.scalar?.text {
      case "sourceLanguage":
        if case .string(let text)? = value.scalar?.value {
          sourceLanguage = text
        } else {
          problem(value, "'sourceLanguage'")
        }
      case "strings":
        guard value.kind == .mapping else {
          problem(value, "'strings'")
          continue
        }
        for (sourceNode, entryNode) in value.pairs {
          guard case .string(let source)? = sourceNode.scalar?.value else { continue }
          guard entryNode.kind == .mapping else {
            problem(entryNode, "a strings entry")
            continue
          }
          var entry = StringsCatalog.Entry(key: source, keyRange: sourceNode.range, translations: [])
          for (field, fieldValue) in entryNode.pairs {
            switch field.scalar?.text {
            case "comment":
              if case .string(let text)? = fieldValue.scalar?.value { entry.comment = text }
            case "localizations":
              entry.translations = translations(of: fieldValue, path: path, diagnostics: &diagnostics)
            default: continue
            }
          }
          // A key Xcode no longer finds in the source marks every translation out of date.
          let isStale = entryNode.pairs.contains {
            $0.key.scalar?.text == "extractionState" && $0.value.scalar?.text == "stale"
          }
          if isStale {
            for index in entry.translations.indices { entry.translations[index].needsReview = true }
          }
          entries.append(entry)
        }
      default: continue
      }
    }
    return (StringsCatalog(path: path, sourceLanguage: sourceLanguage, entries: entries), diagnostics)
  }

  /// The `stringUnit` value of each locale under `localizations`.
  private static func translations(
    of node: DocumentNode, path: String, diagnostics: inout [Diagnostic]
  ) -> [Localization.Translation] {
    var found: [Localization.Translation] = []
    for (localeNode, localization) in node.pairs {
      guard case .string(let locale)? = localeNode.scalar?.value else { continue }
      guard let unit = localization.pairs.first(where: { $0.key.scalar?.text == "stringUnit" })?.value else { continue }
      guard let valueNode = unit.pairs.first(where: { $0.key.scalar?.text == "value" })?.value else { continue }
      guard case .string(let text)? = valueNode.scalar?.value else {
        diagnostics.append(
          Diagnostic(
            .typeMismatch, "the '\(locale)' value must be a string, found \(valueNode.kindDescription)",
            at: valueNode.range, file: path))
        continue
      }
      var translation = Localization.Translation(locale: locale, text: text, range: valueNode.range, file: path)
      // `stale-translation` reads the unit's state.
      translation.needsReview = unit.pairs.contains {
        $0.key.scalar?.text == "state" && $0.value.scalar?.text == "needs_review"
      }
      found.append(translation)
    }
    return found
  }

  /// One source text and its translations, as written to a catalog.
  public struct Entry: Sendable, Equatable {
    public var key: String
    public var comment: String?
    /// Locale to text; the source language's text may be among them.
    public var localizations: [String: String]

    public init(key: String, comment: String? = nil, localizations: [String: String]) {
      self.key = key
      self.comment = comment
      self.localizations = localizations
    }
  }

  /// A String Catalog Xcode reads: `sourceLanguage`, `version` "1.0", and per
  /// source text its localizations as translated string units. Keys are
  /// sorted and indented as Xcode writes them, so that the file written twice
  /// is the same bytes and diffs stay small; the caller writes it atomically.
  public static func write(sourceLanguage: String, entries: [Entry]) -> [UInt8] {
    var merged: [String: Entry] = [:]
    for entry in entries {
      merged[entry.key, default: Entry(key: entry.key, comment: entry.comment, localizations: [:])]
        .localizations.merge(entry.localizations) { first, _ in first }
    }
    var text = "{\n  \"sourceLanguage\" : \(JSONStreamWriter.quoted(sourceLanguage)),\n  \"strings\" : {"
    for (index, entry) in merged.values.sorted(by: { $0.key < $1.key }).enumerated() {
      text += index == 0 ? "\n" : ",\n"
      var fields: [String] = []
      if let comment = entry.comment { fields.append("      \"comment\" : \(JSONStreamWriter.quoted(comment))") }
      if !entry.localizations.isEmpty {
        let units = entry.localizations.keys.sorted().map { locale in
          """
                  \(JSONStreamWriter.quoted(locale)) : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : \(JSONStreamWriter.quoted(entry.localizations[locale] ?? ""))
                    }
                  }
          """
        }
        fields.append("      \"localizations\" : {\n\(units.joined(separator: ",\n"))\n      }")
      }
      text += "    \(JSONStreamWriter.quoted(entry.key)) : {\n"
      text += fields.isEmpty ? "\n" : fields.joined(separator: ",\n") + "\n"
      text += "    }"
    }
    text += merged.isEmpty ? "\n\n  },\n" : "\n  },\n"
    text += "  \"version\" : \"1.0\"\n}\n"
    return Array(text.utf8)
  }
}
