import TableGenEvolution
import TableGenForm
import TableGenSpec
import Testing

/// `breaking`'s suggested `formerly:`, `renamedFrom:` and `key:` are YAML to paste: written into the new
/// option or field, each declares the old value, id or storage key, and the check then passes.
@Suite("breaking: the formerly, renamedFrom or key a report suggests declares the old value, id or key")
struct BreakingSuggestionTests {
  static func spec(_ options: [String]) -> String {
    "tablegen: 1\ntitle: T\ncells:\n  - type: picker\n    id: p\n    label: P\n    options:\n"
      + options.map { "      - {\($0)}\n" }.joined()
  }

  static func version(_ text: String, path: String) throws -> SpecVersion {
    let loaded = SpecLoader.load(SourceFile(path: path, bytes: Array(text.utf8)))
    let spec = try #require(loaded.spec, "\(text)")
    #expect(loaded.isValid, "\(loaded.diagnostics.map(\.message))")
    return SpecVersion(plan: FormPlan(spec), spec: spec, file: path)
  }

  /// The `formerly: …` the first diagnostic with `code` suggests, as written after the key.
  static func suggested(_ diagnostics: [Diagnostic], _ code: DiagnosticCode) throws -> String {
    let suggestion = try #require(diagnostics.first { $0.code == code }?.suggestion, "\(diagnostics)")
    let marker = try #require(suggestion.range(of: "formerly: "), "\(suggestion)")
    return String(suggestion[marker.upperBound...])
  }

  @Test(
    "a removed option's value that YAML reads as another type unless quoted",
    arguments: ["\"10\"", "\"true\"", "\"null\"", "\"1.5\"", "\"a: b\"", "high"])
  func removedOption(_ written: String) throws {
    let old = try Self.version(Self.spec(["label: Old, value: \(written)", "label: C, value: c"]), path: "old.yaml")
    let new = try Self.version(Self.spec(["label: C, value: c"]), path: "new.yaml")
    let formerly = try Self.suggested(BreakingCheck().compare(old: old, new: new), .optionRemoved)
    let declared = try Self.version(Self.spec(["label: C, value: c, formerly: \(formerly)"]), path: "new.yaml")
    let again = BreakingCheck().compare(old: old, new: declared)
    #expect(!again.contains { $0.severity == .error }, "formerly: \(formerly): \(again.map(\.message))")
  }

  @Test("an option that kept its label and changed its value", arguments: ["\"10\"", "\"false\"", "sd"])
  func changedValue(_ written: String) throws {
    let old = try Self.version(Self.spec(["label: Best, value: \(written)"]), path: "old.yaml")
    let new = try Self.version(Self.spec(["label: Best, value: hd"]), path: "new.yaml")
    let formerly = try Self.suggested(BreakingCheck().compare(old: old, new: new), .optionValueChanged)
    let declared = try Self.version(Self.spec(["label: Best, value: hd, formerly: \(formerly)"]), path: "new.yaml")
    let again = BreakingCheck().compare(old: old, new: declared)
    #expect(!again.contains { $0.severity == .error }, "formerly: \(formerly): \(again.map(\.message))")
  }

  @Test(
    "a removed field's id that YAML reads as another type unless quoted", arguments: ["\"true\"", "\"null\"", "old"])
  func removedField(_ written: String) throws {
    let field = { (id: String, extra: String) in
      "tablegen: 1\ntitle: T\ncells:\n  - type: switch\n    id: \(id)\n    label: S\n\(extra)"
    }
    let old = try Self.version(field(written, ""), path: "old.yaml")
    let new = try Self.version(field("new", ""), path: "new.yaml")
    let diagnostics = BreakingCheck().compare(old: old, new: new)
    let suggestion = try #require(diagnostics.first { $0.code == .fieldRemoved }?.suggestion, "\(diagnostics)")
    let marker = try #require(suggestion.ranges(of: "renamedFrom: ").last, "\(suggestion)")
    let renamedFrom = suggestion[marker.upperBound...]
    let declared = try Self.version(field("new", "    renamedFrom: \(renamedFrom)\n"), path: "new.yaml")
    let again = BreakingCheck().compare(old: old, new: declared)
    #expect(!again.contains { $0.severity == .error }, "renamedFrom: \(renamedFrom): \(again.map(\.message))")
  }

  @Test("a storage key to keep, with a quote in it or read as a number", arguments: ["\"it's on\"", "\"10\"", "wifi"])
  func storageKey(_ written: String) throws {
    let field = { (key: String) in
      "tablegen: 1\ntitle: T\ncells:\n  - type: switch\n    id: a\n    label: S\n\(key)"
    }
    let old = try Self.version(field("    key: \(written)\n"), path: "old.yaml")
    let new = try Self.version(field(""), path: "new.yaml")
    let diagnostics = BreakingCheck().compare(old: old, new: new)
    let suggestion = try #require(diagnostics.first { $0.code == .storageKeyChanged }?.suggestion, "\(diagnostics)")
    let start = try #require(suggestion.range(of: "key: "), "\(suggestion)")
    let end = try #require(suggestion.range(of: ", or migrate"), "\(suggestion)")
    let key = suggestion[start.upperBound..<end.lowerBound]
    let declared = try Self.version(field("    key: \(key)\n"), path: "new.yaml")
    let again = BreakingCheck().compare(old: old, new: declared)
    #expect(!again.contains { $0.code == .storageKeyChanged }, "key: \(key): \(again.map(\.message))")
  }
}
