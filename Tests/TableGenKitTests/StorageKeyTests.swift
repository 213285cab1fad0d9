import Foundation
import Testing

@testable import TableGenOutput
@testable import TableGenRender
@testable import TableGenSettingsBundle
@testable import TableGenSpec

/// `key:`, the name a value is stored under apart from the id: any text a
/// plist key may be, on every cell that takes an answer and on a value row;
/// unique among the fields of one pane; carried by the JSON output and the
/// spec writer, while conditions and answers keep the id.
@Suite("Storage keys")
struct StorageKeyTests {
  /// The diagnostics of `yaml` as `code line:column message`.
  func described(_ yaml: String) -> [String] {
    loadSpec(yaml).diagnostics.map {
      "\($0.code.rawValue) \($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0) \($0.message)"
    }
  }

  static let keyed = """
    tablegen: 1
    cells:
      - {type: input, id: name, key: "User name"}
      - {type: textView, id: notes, key: a+b}
      - {type: picker, id: theme, key: ui.theme, options: [light, dark]}
      - {type: switch, id: sync, key: "Sync  (iCloud)"}
      - {type: slider, id: volume, key: "Volume %", min: 0, max: 10}
      - {type: stepper, id: size, key: Größe, min: 1, max: 5}
      - {type: date, id: since, key: "since:date"}
      - {type: value, title: Version, key: "Bundle version"}
      - {type: switch, id: plain}
      - {type: value, title: Plain}
    """

  @Test("every field and a value row take any key a plist may hold; the storage key is the key, else the id")
  func decoding() throws {
    let cells = try validSpec(Self.keyed).sections[0].cells
    #expect(
      cells.map(\.common.key) == [
        "User name", "a+b", "ui.theme", "Sync  (iCloud)", "Volume %", "Größe", "since:date", "Bundle version", nil, nil,
      ])
    #expect(
      cells.map(\.storageKey) == [
        "User name", "a+b", "ui.theme", "Sync  (iCloud)", "Volume %", "Größe", "since:date", "Bundle version", "plain",
        nil,
      ])
    guard case .value(let value) = cells[7] else { throw CancellationError() }
    #expect(value.key == "Bundle version", "a value row's key is the common key")
  }

  @Test("a key where no value is stored is an unknown key; a key that is no text, empty or with a control is refused")
  func problems() {
    let yaml = """
      tablegen: 1
      cells:
        - {type: note, text: Hi, key: n}
        - {type: button, id: go, title: Go, key: "Go now"}
        - {type: switch, id: a, key: 12}
        - {type: switch, id: b, key: ""}
        - {type: switch, id: c, key: "x\\ny"}
        - {type: switch, id: d, key: "x\\u0085y"}
      """
    #expect(
      described(yaml) == [
        "unknown-key 3:28 'key' is a key of the cells that store a value (input, textView, picker, switch, slider, value, date, stepper), links and buttons, not of a note cell",
        "type-mismatch 5:32 'key' must be a string naming the stored value, found an integer",
        "invalid-value 6:32 'key' is empty",
        "invalid-value 7:32 'key' holds the control character U+000A, which a stored key cannot show",
        "invalid-value 8:32 'key' holds the control character U+0085, which a stored key cannot show",
      ])
    #expect(loadSpec(yaml).diagnostics[1].suggestion == "quote it to make it a string: key: \"12\"")
  }

  @Test(
    "two fields under one key are refused at the second, with a note at the first; a value row may show a field's key")
  func duplicates() throws {
    let yaml = """
      tablegen: 1
      cells:
        - {type: switch, id: a, key: shared}
        - {type: switch, id: b, key: shared}
        - {type: switch, id: c}
        - {type: switch, id: d, key: c}
        - {type: switch, id: e, key: later}
        - {type: switch, id: later}
        - {type: switch, id: same, key: same}
        - {type: value, title: Shows a, key: shared}
        - {type: value, title: Shows c, key: c}
      """
    #expect(
      described(yaml) == [
        "duplicate-storage-key 4:32 the key 'shared' is already the storage key of another field in this pane",
        "duplicate-storage-key 6:32 the key 'c' is already the storage key of another field in this pane",
        "duplicate-storage-key 8:24 the id 'later', under which this field is stored, is already the storage key of another field in this pane",
      ])
    let notes = loadSpec(yaml).diagnostics.map { $0.notes.map { "\($0.message) \($0.range?.start.line ?? 0)" } }
    #expect(
      notes == [
        ["'shared' is first the key here 3"], ["'c' is first the id of a field here 5"],
        ["'later' is first the key here 7"],
      ])
  }

  @Test("conditions and answers use the id, not the key")
  func idStaysTheName() throws {
    let spec = try validSpec(
      """
      tablegen: 1
      cells:
        - {type: switch, id: sync, key: "Sync now"}
        - {type: input, id: server, key: "server url", visibleIf: "{sync}"}
      """)
    let condition = try #require(spec.sections[0].cells[1].common.conditions.visibleIf)
    #expect(condition.references == ["sync"])
    #expect(
      described(
        """
        tablegen: 1
        cells:
          - {type: switch, id: sync, key: syncNow}
          - {type: input, id: server, visibleIf: "{syncNow}"}
        """
      ).map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == ["unknown-reference 4:43"])
  }

  @Test("the JSON output carries the key after the id, only when written")
  func jsonOutput() throws {
    let rendered = JSONRenderer().render(try validSpec(Self.keyed))
    #expect(rendered.contains("\"id\": \"name\",\n          \"key\": \"User name\",\n          \"identifier\": null,"))
    #expect(rendered.contains("\"id\": \"plain\",\n          \"identifier\": null,"))
    #expect(rendered.components(separatedBy: "\"key\":").count - 1 == 8)
  }

  @Test("the spec writer writes key: and boolean option values, and they read back the same")
  func specWriter() throws {
    let spec = try validSpec(
      """
      tablegen: 1
      cells:
        - type: picker
          id: metric
          key: Use metric units
          options: [{label: Metric, value: true}, {label: Imperial, value: false}, {label: Ask, value: "true "}]
          default: false
        - {type: value, title: Version, key: "CFBundle version"}
      """)
    let yaml = SpecYAMLWriter.yaml(spec)
    #expect(
      yaml == """
        tablegen: 1
        cells:
          - type: picker
            id: metric
            key: Use metric units
            options:
              - { label: Metric, value: true }
              - { label: Imperial, value: false }
              - { label: Ask, value: "true " }
            default: false
          - { type: value, key: CFBundle version, title: Version }

        """)
    let again = try validSpec(yaml).sections[0].cells
    #expect(again.map(\.storageKey) == ["Use metric units", "CFBundle version"])
    guard case .picker(let picker) = again[0] else { throw CancellationError() }
    #expect(picker.options.map(\.value) == [.bool(true), .bool(false), .string("true ")])
  }
}
