import TableGenEvolution
import TableGenForm
import TableGenSpec
import Testing

/// `breaking` compares where a value is stored, `key:` when written, else the id: a
/// rename that keeps its `key:` moves no stored setting, and a changed `key:` does.
@Suite("breaking: the storage key is key:, else the id")
struct StorageKeyEvolutionTests {
  static func version(_ yaml: String, path: String) throws -> SpecVersion {
    let loaded = SpecLoader.load(SourceFile(path: path, bytes: Array(yaml.utf8)))
    let spec = try #require(loaded.spec)
    #expect(loaded.isValid, "\(loaded.diagnostics.map(\.message))")
    return SpecVersion(plan: FormPlan(spec), spec: spec, file: path)
  }

  static let old = """
    tablegen: 1
    cells:
      - {type: switch, id: wifiOnly, label: Wi-Fi only}
    """

  @Test("a rename that keeps key: the old id changes no storage key")
  func renameKeepingKey() throws {
    let new = """
      tablegen: 1
      cells:
        - {type: switch, id: cellularDownloads, key: wifiOnly, renamedFrom: wifiOnly, label: Downloads}
      """
    let found = BreakingCheck().compare(
      old: try Self.version(Self.old, path: "old.yaml"), new: try Self.version(new, path: "new.yaml"))
    #expect(!found.contains { $0.code == .storageKeyChanged })
    #expect(found.contains { $0.code == .fieldRenamed })
  }

  @Test("a rename without key: changes the storage key, at the id, and suggests key:")
  func renameWithoutKey() throws {
    let new = """
      tablegen: 1
      cells:
        - {type: switch, id: cellularDownloads, renamedFrom: wifiOnly, label: Downloads}
      """
    let found = BreakingCheck().compare(
      old: try Self.version(Self.old, path: "old.yaml"), new: try Self.version(new, path: "new.yaml"))
    let changed = try #require(found.first { $0.code == .storageKeyChanged })
    #expect(changed.range?.start.line == 3 && changed.range?.start.column == 24)
    #expect(changed.suggestion?.contains("key: 'wifiOnly'") == true)
  }

  @Test("a changed key: is a storage key change at key:")
  func changedKey() throws {
    let old = """
      tablegen: 1
      cells:
        - {type: switch, id: wifi, key: "Wi-Fi only", label: Wi-Fi only}
      """
    let new = """
      tablegen: 1
      cells:
        - {type: switch, id: wifi, key: "wifi only", label: Wi-Fi only}
      """
    let found = BreakingCheck().compare(
      old: try Self.version(old, path: "old.yaml"), new: try Self.version(new, path: "new.yaml"))
    let changed = try #require(found.first { $0.code == .storageKeyChanged })
    #expect(changed.range?.start.line == 3 && changed.range?.start.column == 35)
    #expect(changed.message.contains("'wifi only', no longer 'Wi-Fi only'"))
  }
}
