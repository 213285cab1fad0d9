import Foundation
import Testing

@testable import TableGenSettingsBundle
@testable import TableGenSpec

/// The binary (`bplist00`) plist reader: the same values as XML, and hostile
/// files that end in a positioned diagnostic, never a crash or a hang.
@Suite("Plist reader: binary")
struct PlistBinaryTests {
  /// A dict of every type: {"a": [1, -2, 2.5, true, "é", data, date], "b": "x"}.
  static let everyType: [[UInt8]] = [
    [0xD2, 1, 2, 3, 4],  // 0: dict of 2, keys 1 2, values 3 4
    [0x51, 0x61],  // 1: "a"
    [0x51, 0x62],  // 2: "b"
    [0xA7, 5, 6, 7, 8, 9, 10, 11],  // 3: array of 7
    [0x51, 0x78],  // 4: "x"
    [0x10, 0x01],  // 5: 1
    [0x13] + bigEndian(UInt64(bitPattern: -2), width: 8),  // 6: -2
    [0x23] + bigEndian((2.5).bitPattern, width: 8),  // 7: 2.5
    [0x09],  // 8: true
    [0x61, 0x00, 0xE9],  // 9: "é" in UTF-16
    [0x42, 0xDE, 0xAD],  // 10: data
    [0x33] + bigEndian((811_936_800.0).bitPattern, width: 8),  // 11: 2026-09-24T10:00:00Z
  ]

  @Test("every object type reads, each at line 1 and its byte offset + 1")
  func everyObjectType() throws {
    let result = PlistReader.read(binaryPlist(Self.everyType), path: "b.plist")
    #expect(result.diagnostics.isEmpty, "\(plistFindings(result.diagnostics))")
    let document = try #require(result.document)
    #expect(document.format == .binary)
    #expect(
      plistDump(document.root.value)
        == #"{"a":[i1,i-2,r\#((2.5).bitPattern),btrue,s"é",xde,ad,d2026-09-24T10:00:00Z],"b":s"x"}"#)
    guard case .dict(let entries) = document.root.value, case .array(let items) = entries[0].node.value else {
      Issue.record("not a dict of an array")
      return
    }
    #expect(document.root.range.start == SourceLocation(line: 1, column: 9, offset: 8))
    #expect(entries[0].keyRange.start.column == 14)
    #expect(items.map(\.range.start.column) == [28, 30, 39, 48, 49, 52, 55])
  }

  @Test("references and offsets of 1 to 8 bytes, and counts written as a following integer")
  func widths() throws {
    for width in [1, 2, 3, 4, 8] as [UInt8] {
      let long = [UInt8](repeating: 0x41, count: 20)
      let objects: [[UInt8]] = [
        [0xA2] + bigEndian(1, width: Int(width)) + bigEndian(2, width: Int(width)),
        [0x5F, 0x10, 20] + long,
        [0x08],
      ]
      let result = PlistReader.read(binaryPlist(objects, offsetSize: width, referenceSize: width), path: "w")
      #expect(plistDump(try #require(result.document).root.value) == #"[s"AAAAAAAAAAAAAAAAAAAA",bfalse]"#)
    }
  }

  @Test(
    "a hostile file is one positioned diagnostic and no document",
    arguments: [
      ("too short", Array("bplist00".utf8) + [UInt8](repeating: 0, count: 10), "plist-syntax 1:19"),
      ("reference width 0", binaryPlist([[0x08]], referenceSize: 0), "plist-syntax 1:18"),
      ("offset width 9", binaryPlist([[0x08]], offsetSize: 9), "plist-syntax 1:25"),
      ("no objects", binaryPlist([[0x08]], count: 0), "plist-syntax 1:20"),
      ("huge object count", binaryPlist([[0x08]], count: UInt64.max), "plist-syntax 1:20"),
      ("offset table past the end", binaryPlist([[0x08]], tableOffset: 1 << 62), "plist-syntax 1:20"),
      ("offset table in the header", binaryPlist([[0x08]], tableOffset: 2), "plist-syntax 1:20"),
      ("root beyond the objects", binaryPlist([[0x08]], root: 1), "plist-syntax 1:28"),
      ("an offset into the table", Self.offsetIntoTable(), "plist-syntax 1:10"),
      ("a reference beyond the objects", binaryPlist([[0xA1, 7]]), "plist-object-reference 1:10"),
      ("an array that holds itself", binaryPlist([[0xA1, 0]]), "plist-object-reference 1:10"),
      (
        "a cycle through a dict", binaryPlist([[0xA1, 1], [0xD1, 2, 0], [0x51, 0x6B]]), "plist-object-reference 1:13"
      ),
      ("a huge count", binaryPlist([[0xAF, 0x13] + bigEndian(UInt64.max, width: 8)]), "plist-syntax 1:9"),
      ("a count past the objects", binaryPlist([[0xAF, 0x11, 0x7F, 0xFF, 1]]), "plist-syntax 1:9"),
      ("a string past the objects", binaryPlist([[0x5E, 0x41]]), "plist-syntax 1:9"),
      ("a count that is not an integer", binaryPlist([[0x5F, 0x23, 0]]), "plist-syntax 1:10"),
      ("an unpaired surrogate", binaryPlist([[0x62, 0x00, 0x61, 0xD8, 0x00]]), "plist-invalid-value 1:12"),
      ("a low surrogate first", binaryPlist([[0x61, 0xDC, 0x00]]), "plist-invalid-value 1:10"),
      ("a byte over 0x7F in ASCII", binaryPlist([[0x52, 0x61, 0xE9]]), "plist-invalid-value 1:11"),
      ("a non-string key", binaryPlist([[0xD1, 1, 1], [0x10, 1]]), "plist-syntax 1:12"),
      ("a UID", binaryPlist([[0x80, 1]]), "plist-syntax 1:9"),
      ("a set", binaryPlist([[0xC0]]), "plist-syntax 1:9"),
      ("a null", binaryPlist([[0x00]]), "plist-syntax 1:9"),
      ("a real of 2 bytes", binaryPlist([[0x21, 0, 0]]), "plist-syntax 1:9"),
      ("an integer of 32 bytes", binaryPlist([[0x15]]), "plist-syntax 1:9"),
      (
        "a 128-bit integer beyond 64 bits", binaryPlist([[0x14, 1] + [UInt8](repeating: 0, count: 15)]),
        "plist-invalid-value 1:9"
      ),
      (
        "a date beyond year 9999", binaryPlist([[0x33] + bigEndian((1e12).bitPattern, width: 8)]),
        "plist-invalid-value 1:9"
      ),
      (
        "a date that is NaN", binaryPlist([[0x33] + bigEndian(Double.nan.bitPattern, width: 8)]),
        "plist-invalid-value 1:9"
      ),
    ])
  func hostile(name: String, bytes: [UInt8], expected: String) {
    let result = PlistReader.read(bytes, path: "h.plist")
    #expect(result.document == nil, "\(name)")
    #expect(plistFindings(result.diagnostics) == [expected], "\(name)")
  }

  /// A file whose one object's offset points at the offset table itself.
  static func offsetIntoTable() -> [UInt8] {
    var bytes = binaryPlist([[0x08]])
    bytes[10] = 9
    return bytes
  }

  @Test("a binary date is written in XML's form, whole seconds, by the Gregorian calendar")
  func dates() {
    #expect(PlistDates.text(secondsSinceReference: 0) == "2001-01-01T00:00:00Z")
    #expect(PlistDates.text(secondsSinceReference: -1e9) == "1969-04-24T22:13:20Z")
    #expect(PlistDates.text(secondsSinceReference: -0.5) == "2000-12-31T23:59:59Z")
    #expect(PlistDates.text(secondsSinceReference: -6.3e10) == "0004-08-11T08:00:00Z")
    #expect(PlistDates.text(secondsSinceReference: 3e11) == nil)
  }

  @Test("nesting deeper than the limit is nesting-too-deep, not a stack overflow")
  func deepNesting() {
    let depth = 10_000
    // Object i is an array holding object i + 1 (2-byte references); the last is empty.
    let objects: [[UInt8]] = (0..<depth).map { (index: Int) -> [UInt8] in
      index == depth - 1 ? [0xA0] : [0xA1] + bigEndian(UInt64(index + 1), width: 2)
    }
    let result = PlistReader.read(binaryPlist(objects, offsetSize: 3, referenceSize: 2), path: "d")
    #expect(result.diagnostics.map(\.code) == [.nestingTooDeep])
  }

  @Test("objects shared over and over cannot expand a small file into a huge tree")
  func sharedExpansion() {
    // Object i is [i+1, i+1]: 60 objects that stand for 2⁶⁰ values.
    let objects: [[UInt8]] = (0..<60).map { (index: Int) -> [UInt8] in
      index == 59 ? [0x09] : [0xA2, UInt8(index + 1), UInt8(index + 1)]
    }
    let result = PlistReader.read(binaryPlist(objects), path: "e")
    #expect(plistFindings(result.diagnostics) == ["plist-object-reference 1:9"])
    // Sharing within the limit is fine: the same string used twice.
    let shared = PlistReader.read(binaryPlist([[0xA2, 1, 1], [0x51, 0x61]]), path: "s")
    #expect(plistDump(shared.document?.root.value ?? .bool(false)) == #"[s"a",s"a"]"#)
  }

  @Test("every truncation and every one-byte change of a valid file ends in a result, never a crash")
  func mutations() {
    let valid = binaryPlist(Self.everyType)
    for length in 0..<valid.count {
      let result = PlistReader.read(Array(valid[..<length]), path: "t")
      #expect(result.document == nil && !result.diagnostics.isEmpty, "truncated at \(length)")
    }
    var readable = 0
    for index in valid.indices {
      for byte: UInt8 in [0x00, 0x0F, 0x7F, 0x80, 0xDF, 0xFF] {
        var mutated = valid
        mutated[index] = byte
        let result = PlistReader.read(mutated, path: "m")
        if result.document != nil { readable += 1 }
        #expect(result.document != nil || !result.diagnostics.isEmpty)
      }
    }
    #expect(readable > 0)
  }

  @Test(
    "binary copies of the sample bundle made by plistlib read to the same values as the XML",
    .enabled(if: sharedSettingsBundle != nil, "../shared/testsuites is absent"),
    .enabled(if: PlistPython.isAvailable, "needs python3"))
  func plistlibBinaryCopies() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let plists = sharedBundlePlists()
    let script = """
      import plistlib, sys, os
      out = sys.argv[1]
      for path in sys.argv[2:]:
          with open(path, 'rb') as f: value = plistlib.load(f)
          with open(os.path.join(out, os.path.basename(path)), 'wb') as f:
              plistlib.dump(value, f, fmt=plistlib.FMT_BINARY, sort_keys=False)
      """
    let run = try PlistPython.run(script, arguments: [folder.path] + plists.map(\.path))
    try #require(run.status == 0, "\(run.stderr)")
    for url in plists {
      let xml = PlistReader.read(path: url.path)
      let binary = PlistReader.read(path: folder.appendingPathComponent(url.lastPathComponent).path)
      #expect(binary.diagnostics.isEmpty, "\(url.lastPathComponent): \(plistFindings(binary.diagnostics))")
      #expect(binary.document?.format == .binary)
      let expected = try #require(xml.document).root.value
      // plistlib keeps the last of two equal keys; the XML read keeps both, so compare without repeats.
      #expect(
        plistDump(try #require(binary.document).root.value) == plistDump(lastOfRepeatedKeys(expected)),
        "\(url.lastPathComponent)")
    }
  }
}
