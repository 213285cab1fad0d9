import Foundation
import TableGenTestSupport
import Testing

/// Secure fields in conditions (docs/security.md): a condition that decides
/// what is shown, asked or required may not read a secure field, since what it
/// decides is in the answers and a `--record` file; a check's rule may.
@Suite("secure fields in conditions")
struct SecureConditionCLITests {
  static let pin = "4729"

  /// The attack: a secure PIN, and for each of its four positions and ten
  /// digits a switch shown only when the PIN has that digit there. A shown
  /// switch is in the answers (a switch always holds a value), a hidden one is
  /// left out, so the recording names every digit, though it holds no secure value.
  static func attackSpec(json: Bool) -> String {
    var cells: [(id: String, condition: String)] = []
    for position in 0..<4 {
      for digit in 0..<10 {
        let codes = (0..<10_000).map { String(format: "%04d", $0) }.filter {
          Array($0)[position] == Character(String(digit))
        }
        cells.append(("p\(position)d\(digit)", "{pin} in [" + codes.map { "'\($0)'" }.joined(separator: ",") + "]"))
      }
    }
    if json {
      let switches = cells.map {
        #"    {"type": "switch", "id": "\#($0.id)", "label": "\#($0.id)", "visibleIf": "\#($0.condition)"}"#
      }
      return """
        {
          "tablegen": 1,
          "id": "unlock",
          "cells": [
            {"type": "input", "id": "pin", "label": "PIN", "secure": true},
        \(switches.joined(separator: ",\n"))
          ]
        }

        """
    }
    let switches = cells.map {
      "  - type: switch\n    id: \($0.id)\n    label: \($0.id)\n    visibleIf: \"\($0.condition)\"\n"
    }
    return "tablegen: 1\nid: unlock\ncells:\n  - type: input\n    id: pin\n    label: PIN\n    secure: true\n"
      + switches.joined()
  }

  /// The PIN the recorded switches spell out, when they spell one.
  static func recovered(from recording: String) -> String? {
    let digits = (0..<4).map { position in
      (0..<10).filter { recording.contains("\"p\(position)d\($0)\"") }
    }
    guard digits.allSatisfy({ $0.count == 1 }) else { return nil }
    return digits.map { String($0[0]) }.joined()
  }

  /// The line and column (1-based, in bytes: the text is ASCII) where `needle` first occurs in `text`.
  static func position(of needle: String, in text: String) -> (line: Int, column: Int) {
    let before = text[..<text.range(of: needle)!.lowerBound]
    let line = before.count(where: { $0 == "\n" }) + 1
    let column =
      before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
    return (line, column)
  }

  @Test(
    "the PIN attack: validate refuses it at each {pin}, and fill records nothing that spells the PIN",
    arguments: [false, true])
  func pinAttack(json: Bool) throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = Self.attackSpec(json: json)
    let spec = folder.appendingPathComponent(json ? "unlock.json" : "unlock.yaml")
    try text.write(to: spec, atomically: true, encoding: .utf8)
    let recording = folder.appendingPathComponent("recorded.json")

    let fill = try FillCLITests.fill([
      spec.path, "--no-input", "--set", "pin=\(Self.pin)", "--record", recording.path,
    ])
    let recorded = try? String(contentsOf: recording, encoding: .utf8)
    let spelt = recorded.flatMap(Self.recovered)
    #expect(spelt == nil, "the PIN \(spelt ?? "") was read back from a recording that holds no secure value")
    #expect(recorded == nil)
    #expect(fill.status == 2, "stderr: \(fill.stderr)")

    let validate = try CLITests.run(["validate", spec.path])
    #expect(validate.status == 1)
    let (line, column) = Self.position(of: "{pin}", in: text)
    #expect(
      validate.stderr.hasPrefix(
        "\(spec.path):\(line):\(column): error: this 'visibleIf' reads {pin}, a secure field"),
      "\(validate.stderr.prefix(400))")
    #expect(validate.stderr.components(separatedBy: "[secret-in-condition]").count - 1 == 40)
  }

  /// The same spec without the secure flag is what the attack reads: the recovery itself works,
  /// so the test above fails for the right reason when the rule is missing.
  @Test("without 'secure', the same switches spell the PIN out of the recording")
  func attackWorksOnPlainField() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("plain.yaml")
    try Self.attackSpec(json: false).replacing("    secure: true\n", with: "").write(
      to: spec, atomically: true, encoding: .utf8)
    let recording = folder.appendingPathComponent("recorded.json")
    let fill = try FillCLITests.fill([spec.path, "--no-input", "--set", "pin=\(Self.pin)", "--record", recording.path])
    #expect(fill.status == 0, "stderr: \(fill.stderr)")
    let recorded = try String(contentsOf: recording, encoding: .utf8)
    #expect(Self.recovered(from: recorded) == Self.pin)
  }

  static let checkedSpec = """
    tablegen: 1
    id: setPin
    cells:
      - type: input
        id: pin
        label: PIN
        secure: true
        required: true
      - type: input
        id: confirm
        label: PIN again
        secure: true
        visibleIf: "{pin} notempty"
      - type: input
        id: name
        label: Name
    checks:
      - rule: "{confirm} == {pin}"
        message: The two PINs differ.
        field: confirm
      - rule: "{pin} != '0000'"
        message: Choose a PIN other than 0000.
        field: pin

    """

  @Test("a check may read a secure field: a recording holds no outcome of it, and a failed check writes nothing")
  func checksMayRead() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("pin.yaml")
    try Self.checkedSpec.write(to: spec, atomically: true, encoding: .utf8)
    let validate = try CLITests.run(["validate", spec.path])
    #expect(validate.status == 0, "\(validate.stderr)")

    let recording = folder.appendingPathComponent("recorded.json")
    let passed = try FillCLITests.fill([
      spec.path, "--no-input", "--set", "pin=4729", "--set", "confirm=4729", "--set", "name=Ann", "--record",
      recording.path,
    ])
    #expect(passed.status == 0, "stderr: \(passed.stderr)")
    let recorded = try String(contentsOf: recording, encoding: .utf8)
    // Only $spec and the answer that is not secure: nothing says which checks ran or how they went.
    let keys = try #require(JSONSerialization.jsonObject(with: Data(recorded.utf8)) as? [String: Any]).keys.sorted()
    #expect(keys == ["$spec", "name"], "\(recorded)")
    #expect(!recorded.contains("4729"))

    for (pin, confirm) in [("4729", "4728"), ("0000", "0000")] {
      let failing = folder.appendingPathComponent("failing-\(pin).json")
      let failed = try FillCLITests.fill([
        spec.path, "--no-input", "--set", "pin=\(pin)", "--set", "confirm=\(confirm)", "--record", failing.path,
      ])
      #expect(failed.status == 2)
      #expect(!FileManager.default.fileExists(atPath: failing.path))
      #expect(failed.stdout.isEmpty)
      // The values typed are masked where the arguments are shown ('0000' is also the rule's own literal).
      #expect(!failed.stderr.contains("=\(pin)") && !failed.stderr.contains("=\(confirm)"), "\(failed.stderr)")
      if pin != "0000" { #expect(!failed.stderr.contains(pin) && !failed.stderr.contains(confirm)) }
    }
  }

  @Test("a rows filter may not read a secure field either")
  func rowsFilter() throws {
    let folder = try CLITests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("data"), withIntermediateDirectories: true)
    try "- {code: '1234', name: one}\n- {code: '9999', name: nine}\n".write(
      to: folder.appendingPathComponent("data/codes.yaml"), atomically: true, encoding: .utf8)
    let text = """
      tablegen: 1
      sections:
        - cells:
            - type: input
              id: pin
              label: PIN
              secure: true
              default: '1234'
        - id: matches
          rows:
            data: data/codes.yaml
            filter: "{row.code} == {pin}"
            template:
              type: value
              id: "code-{row.name}"
              title: "{row.name}"

      """
    let spec = folder.appendingPathComponent("rows.yaml")
    try text.write(to: spec, atomically: true, encoding: .utf8)
    let validate = try CLITests.run(["validate", spec.path])
    #expect(validate.status == 1)
    let (line, column) = Self.position(of: "{pin}", in: text)
    #expect(
      validate.stderr.contains(
        "rows.yaml:\(line):\(column): error: this 'filter' reads {pin}, a secure field"), "\(validate.stderr)")
  }
}
