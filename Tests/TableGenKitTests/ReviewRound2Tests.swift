import Testing

@testable import TableGenSpec

/// What a read of the rebuilt core found: each test failed before its fix.
/// As in HostileInputTests, nothing is timed: each checks the limit or the
/// structure that bounds the cost.
@Suite("Core review: hostile tags, aliases, duplicates and secrets")
struct ReviewRound2Tests {
  static let longPrefix = String(repeating: "x", count: 900)

  @Test("a tag is stored once, however many scalars a %TAG prefix gives it")
  func tagStoredOnce() throws {
    // Each `!e!a` expands to the 900-byte prefix; one copy per scalar made a
    // small file fill memory and overflow the arena's 32-bit offsets.
    var text = "%TAG !e! tag:\(Self.longPrefix):\n---\n"
    for index in 0..<1_000 { text += "k\(index): !e!a v\n" }
    let (root, diagnostics) = loadTree(text, format: .yaml)
    #expect(diagnostics.isEmpty)
    let node = try #require(root)
    #expect(node.pairs.count == 1_000)
    #expect(node.pairs.last?.value.scalar?.tag == "tag:\(Self.longPrefix):a")
    #expect(node.document.arena.count < 20_000, "the arena holds \(node.document.arena.count) bytes")
  }

  @Test("a tag longer than 1,024 bytes is invalid-tag at its scalar")
  func tagTooLong() {
    let text = "%TAG !e! tag:\(String(repeating: "x", count: 2_000)):\n---\ntablegen: 1\ntitle: !e!a Hello\n"
    let (_, diagnostics) = loadTree(text, format: .yaml)
    expectDiagnostics(diagnostics, [Expected(.invalidTag, 4, 8)])
  }

  @Test("an alias of a section is priced at its cells' real size, not one node a cell")
  func aliasOfReleasedCells() {
    // The anchored section's cells are decoded and released as they close;
    // each then stood for one node, so 100 aliases of 10 pickers of 200
    // options (200,000 nodes) passed the 100,000-node limit unpriced.
    let options = (0..<200).map { "o\($0)" }.joined(separator: ", ")
    var lines = ["tablegen: 1", "sections:", "  - &s", "    cells:"]
    for index in 0..<10 { lines.append("      - {type: picker, id: p\(index), options: [\(options)]}") }
    for _ in 0..<100 { lines.append("  - *s") }
    let loaded = loadSpec(lines.joined(separator: "\n") + "\n")
    #expect(loaded.spec == nil)
    #expect(loaded.diagnostics.map(\.code) == [.aliasExpansionLimit], "\(loaded.diagnostics.map(\.code))")
  }

  @Test("a picker of 20,000 equal options adds at most the report's limit of findings")
  func duplicateOptionsAreBounded() throws {
    let options = Array(repeating: "a", count: 20_000).joined(separator: ", ")
    let spec = try #require(
      loadSpec("tablegen: 1\ncells:\n  - {type: picker, id: p, options: [\(options)], default: b}\n").spec)
    let findings = Validator().validate(spec, in: ValidationContext(baseDirectory: "."))
    #expect(findings.count <= PickerRules.maxFindings + 1, "\(findings.count) findings")
    #expect(findings.first?.code == .duplicateOption)
    #expect(findings.first?.range?.start.column == 40)
  }

  @Test("validate names a secure field's bad default without showing it")
  func secureDefaultMasked() {
    let loaded = loadSpec(
      """
      tablegen: 1
      cells:
        - {type: input, id: pin, label: PIN, secure: true, keyboard: number, max: 9000, default: 123456}
      """)
    let messages = loaded.diagnostics.filter { $0.code == .invalidDefault }.map(\.message)
    #expect(messages == ["the default is more than 9000, the max"])
  }
}
