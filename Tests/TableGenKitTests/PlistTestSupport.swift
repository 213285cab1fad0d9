import Foundation
import Testing

@testable import TableGenSettingsBundle
@testable import TableGenSpec

// Helpers for the plist tests.

/// A plist value without positions, written out so that two reads compare as text.
func plistDump(_ value: PlistValue) -> String {
  switch value {
  case .string(let text): "s\(text.debugDescription)"
  case .integer(let number): "i\(number)"
  case .real(let number): "r\(number.bitPattern)"
  case .bool(let flag): "b\(flag)"
  case .date(let text): "d\(text)"
  case .data(let bytes): "x\(bytes.map { String($0, radix: 16) }.joined(separator: ","))"
  case .array(let items): "[\(items.map { plistDump($0.value) }.joined(separator: ","))]"
  case .dict(let entries):
    "{\(entries.map { "\($0.key.debugDescription):\(plistDump($0.node.value))" }.joined(separator: ","))}"
  }
}

/// Reads `text` as an XML plist named `test.plist`.
func readPlist(_ text: String, options: LoadOptions = .default) -> PlistReadResult {
  PlistReader.read(Array(text.utf8), path: "test.plist", options: options)
}

/// `code line:column` of each diagnostic, the form the plist tests assert.
func plistFindings(_ diagnostics: [Diagnostic]) -> [String] {
  diagnostics.map { "\($0.code.rawValue) \($0.range.map { "\($0.start)" } ?? "-")" }
}

/// An XML plist around `body`, the way Xcode writes one.
func xmlPlist(_ body: String) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
  <plist version="1.0">
  \(body)
  </plist>

  """
}

/// A binary plist made of `objects` (each its marker and contents, references
/// of `referenceSize` bytes), with its offset table and trailer; the trailer's
/// fields can be overridden to make a hostile file.
func binaryPlist(
  _ objects: [[UInt8]], root: UInt64 = 0, offsetSize: UInt8 = 2, referenceSize: UInt8 = 1,
  count: UInt64? = nil, tableOffset: UInt64? = nil
) -> [UInt8] {
  var bytes = Array("bplist00".utf8)
  var offsets: [Int] = []
  for object in objects {
    offsets.append(bytes.count)
    bytes += object
  }
  let table = bytes.count
  for offset in offsets { bytes += bigEndian(UInt64(offset), width: Int(offsetSize)) }
  bytes += [0, 0, 0, 0, 0, 0, offsetSize, referenceSize]
  bytes += bigEndian(count ?? UInt64(objects.count), width: 8)
  bytes += bigEndian(root, width: 8)
  bytes += bigEndian(tableOffset ?? UInt64(table), width: 8)
  return bytes
}

func bigEndian(_ value: UInt64, width: Int) -> [UInt8] {
  (0..<width).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64(width - 1 - $0))) }
}

/// Python 3 for the tests that check against `plistlib`; they skip without it.
enum PlistPython {
  static let isAvailable: Bool = (try? run("pass", arguments: []).status == 0) ?? false

  /// Runs a Python script with arguments; returns its status, output and errors.
  static func run(_ script: String, arguments: [String]) throws -> ProcessResult {
    try ProcessRunner(executable: URL(fileURLWithPath: "/usr/bin/env")).run(["python3", "-c", script] + arguments)
  }
}

/// InAppSettingsKit's sample Settings.bundle in ../shared, or nil when absent.
let sharedSettingsBundle: URL? = sharedTestSuites.map {
  $0.appendingPathComponent("settings-bundles/InAppSettingsKit/Settings.bundle")
}

/// The plists of the shared bundle, sorted by name.
func sharedBundlePlists() -> [URL] {
  guard let bundle = sharedSettingsBundle else { return [] }
  return fileNames(in: bundle).filter { $0.hasSuffix(".plist") }.map { bundle.appendingPathComponent($0) }
}

/// `value` with only the last entry of each repeated key in every dict, where it was first written.
func lastOfRepeatedKeys(_ value: PlistValue) -> PlistValue {
  switch value {
  case .array(let items):
    return .array(items.map { PlistNode(lastOfRepeatedKeys($0.value), range: $0.range) })
  case .dict(let entries):
    var kept: [PlistEntry] = []
    for entry in entries {
      let node = PlistNode(lastOfRepeatedKeys(entry.node.value), range: entry.node.range)
      if let index = kept.firstIndex(where: { $0.key == entry.key }) {
        kept[index].node = node
      } else {
        kept.append(PlistEntry(key: entry.key, keyRange: entry.keyRange, node: node))
      }
    }
    return .dict(kept)
  default:
    return value
  }
}
