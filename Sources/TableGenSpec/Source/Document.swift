/// A YAML or JSON document as one flat array of small plain nodes, in document
/// order: a collection is followed by its whole subtree, and a mapping's
/// children alternate key, value. Scalar text lives in one byte arena, so a node
/// is a few integers and the document is two allocations, whatever its size.
///
/// Both loaders build it through `DocumentBuilder`; the decoder reads it by
/// index, and `DocumentNode` is the convenient (slower) view for everyone else.
public struct Document: Sendable {
  /// What a node is. `decoded` stands for a cell that was decoded as its
  /// mapping closed and whose subtree was then released.
  enum Kind: UInt8, Sendable {
    case scalar, sequence, mapping, decoded
  }

  /// A scalar's type under the YAML 1.2 core schema, settled while loading.
  enum ScalarClass: UInt8, Sendable {
    case null, `false`, `true`, number, string
  }

  /// A position with 32-bit fields: 1-based line, column in Unicode scalars, byte offset.
  struct Position: Equatable, Sendable {
    var line: Int32
    var column: Int32
    var offset: Int32

    init(line: Int32, column: Int32, offset: Int32) {
      self.line = line
      self.column = column
      self.offset = offset
    }

    init(_ location: SourceLocation) {
      self.init(line: Int32(location.line), column: Int32(location.column), offset: Int32(location.offset))
    }

    var location: SourceLocation {
      SourceLocation(line: Int(line), column: Int(column), offset: Int(offset))
    }

    static let start = Position(line: 1, column: 1, offset: 0)
  }

  /// One node: 52 bytes, no references.
  struct Slot: Sendable {
    var kind: Kind
    var scalarClass: ScalarClass = .null
    var style: Scalar.Style = .plain
    var flags: UInt8 = 0
    /// The number of nodes in the subtree, this one included: the distance to the next sibling.
    var size: Int32 = 1
    /// A collection's items, or its pairs.
    var count: Int32 = 0
    /// A scalar's text in the arena. A collection keeps the arena's length when
    /// it opened here, and a decoded cell its index among the decoded cells.
    var text: Int32 = 0
    var textLength: Int32 = 0
    /// The tag's text in the arena; length 0 when untagged.
    var tag: Int32 = 0
    var tagLength: Int32 = 0
    var start: Position
    var end: Position

    static let isFlow: UInt8 = 1
    /// A refused merge key: the pair is skipped by every reader (it was reported).
    static let isIgnoredKey: UInt8 = 2

    var isFlow: Bool { flags & Self.isFlow != 0 }
    var isIgnoredKey: Bool { flags & Self.isIgnoredKey != 0 }
    var range: SourceRange { SourceRange(start: start.location, end: end.location) }
  }

  var nodes: [Slot]
  var arena: [UInt8]
  /// Whether an alias copied a decoded cell's node: its result is then read twice.
  var repeatsDecodedNodes = false
  /// Whether an alias copied any node: positions then repeat in the tree.
  var hasAliasCopies = false
  /// The file's bytes, as loaded (shared, not copied): conditions and templates
  /// locate their tokens inside a scalar by reading how it was written (`ScalarPositions`).
  var source: [UInt8] = []

  init(nodes: [Slot] = [], arena: [UInt8] = []) {
    self.nodes = nodes
    self.arena = arena
  }

  /// The root node, when the document has one.
  public var root: DocumentNode? {
    nodes.isEmpty ? nil : DocumentNode(document: self, index: 0)
  }

  // MARK: Reading by index

  /// The index of the node after `index`'s subtree.
  @inline(__always)
  func next(after index: Int) -> Int { index + Int(nodes[index].size) }

  /// The children of a collection: items, or keys and values alternating
  /// (refused merge-key pairs included; `pairs(of:)` skips them).
  func children(of index: Int) -> ChildIndices {
    ChildIndices(document: self, first: index + 1, end: next(after: index))
  }

  /// A mapping's pairs as (key, value) indices, without refused merge keys.
  func pairs(of index: Int) -> [(key: Int, value: Int)] {
    var result: [(key: Int, value: Int)] = []
    result.reserveCapacity(Int(nodes[index].count))
    var child = index + 1
    let end = next(after: index)
    while child < end {
      let value = next(after: child)
      guard value < end else { break }
      if !nodes[child].isIgnoredKey { result.append((child, value)) }
      child = next(after: value)
    }
    return result
  }

  func text(of index: Int) -> String {
    let slot = nodes[index]
    return arena.withUnsafeBufferPointer { arena in
      String(
        decoding: UnsafeBufferPointer(rebasing: arena[Int(slot.text)..<Int(slot.text + slot.textLength)]), as: UTF8.self
      )
    }
  }

  func tag(of index: Int) -> String? {
    let slot = nodes[index]
    guard slot.tagLength > 0 else { return nil }
    return arena.withUnsafeBufferPointer { arena in
      String(
        decoding: UnsafeBufferPointer(rebasing: arena[Int(slot.tag)..<Int(slot.tag + slot.tagLength)]), as: UTF8.self)
    }
  }

  /// Whether a scalar's text is exactly `bytes`, without building a string.
  func textEquals(_ index: Int, _ bytes: UnsafeRawBufferPointer) -> Bool {
    let slot = nodes[index]
    guard Int(slot.textLength) == bytes.count else { return false }
    return arena.withUnsafeBufferPointer { arena in
      var offset = Int(slot.text)
      for byte in bytes {
        guard arena[offset] == byte else { return false }
        offset += 1
      }
      return true
    }
  }

  /// A scalar's typed value.
  func value(of index: Int) -> ScalarValue {
    switch nodes[index].scalarClass {
    case .null: return .null
    case .false: return .bool(false)
    case .true: return .bool(true)
    case .string: return .string(text(of: index))
    case .number:
      let text = text(of: index)
      if let integer = smallInteger(index) {
        return .number(Number(literal: text, double: Double(integer), integer: integer, isInteger: true))
      }
      // The general grammar first: only the `.inf`/`.nan` keywords need `resolve`'s comparisons.
      if let number = CoreSchema.number(text) { return .number(number) }
      if case .number(let number) = CoreSchema.resolve(plain: text) { return .number(number) }
      // A tagged `!!int`/`!!float` resolved above; nothing else is classed a number.
      return .string(text)
    }
  }

  func range(of index: Int) -> SourceRange { nodes[index].range }

  /// The nodes and the bytes of scalar text (tags included) an alias of
  /// `index` repeats: its subtree, each decoded cell counted at the size it
  /// had before it was released.
  func aliasWeight(of index: Int) -> (nodes: Int, bytes: Int) {
    var weight = (nodes: 0, bytes: 0)
    for slot in nodes[index..<next(after: index)] {
      weight.nodes += slot.kind == .decoded ? max(1, Int(slot.count)) : 1
      weight.bytes += Int(slot.textLength) + Int(slot.tagLength)
    }
    return weight
  }

  /// The value of a scalar written as plain decimal digits, optionally after
  /// '-', and short enough not to overflow: most numbers of a spec, read
  /// without the core schema's general parser.
  private func smallInteger(_ index: Int) -> Int? {
    let slot = nodes[index]
    guard slot.textLength > 0, slot.textLength <= 18 else { return nil }
    return arena.withUnsafeBufferPointer { arena -> Int? in
      var offset = Int(slot.text)
      let end = offset + Int(slot.textLength)
      let negative = arena[offset] == UInt8(ascii: "-")
      if negative { offset += 1 }
      guard offset < end else { return nil }
      var value = 0
      while offset < end {
        let digit = arena[offset] &- 0x30
        guard digit < 10 else { return nil }
        value = value * 10 + Int(digit)
        offset += 1
      }
      return negative ? -value : value
    }
  }

  /// A word for the node's type, for messages such as "expected a string, found a list".
  func kindDescription(of index: Int) -> String {
    let slot = nodes[index]
    switch slot.kind {
    case .sequence: return "a list"
    case .mapping, .decoded: return "a mapping"
    case .scalar:
      switch slot.scalarClass {
      case .null: return "null"
      case .false, .true: return "a boolean"
      case .string: return "a string"
      case .number:
        if case .number(let number) = value(of: index) { return number.isInteger ? "an integer" : "a number" }
        return "a number"
      }
    }
  }

  /// The node indices of a collection's children, walked by subtree size.
  struct ChildIndices: Sequence, IteratorProtocol {
    let document: Document
    var first: Int
    let end: Int

    mutating func next() -> Int? {
      guard first < end else { return nil }
      defer { first = document.next(after: first) }
      return first
    }
  }
}

/// A node of a `Document` with the readers the rest of the library and the
/// tests use: its kind, range, scalar, items and pairs. Each read builds what
/// it returns, so the decoder reads the document by index instead.
public struct DocumentNode: Sendable {
  public enum Kind: Sendable {
    case scalar, sequence, mapping
  }

  public let document: Document
  let index: Int

  init(document: Document, index: Int) {
    self.document = document
    self.index = index
  }

  private var slot: Document.Slot { document.nodes[index] }

  public var kind: Kind {
    switch slot.kind {
    case .scalar: .scalar
    case .sequence: .sequence
    case .mapping, .decoded: .mapping
    }
  }

  /// From the first character of the node to just past its last.
  public var range: SourceRange { slot.range }

  /// Whether a collection was written in flow style (`[a, b]`, `{a: 1}`); JSON is all flow.
  public var isFlow: Bool { slot.isFlow }

  /// The scalar, when the node is one.
  public var scalar: Scalar? {
    guard slot.kind == .scalar else { return nil }
    return Scalar(
      document.value(of: index), text: document.text(of: index), style: slot.style, tag: document.tag(of: index))
  }

  /// A sequence's items; empty for anything else.
  public var items: [DocumentNode] {
    guard slot.kind == .sequence else { return [] }
    return document.children(of: index).map { DocumentNode(document: document, index: $0) }
  }

  /// A mapping's pairs in source order; empty for anything else. Keys are nodes
  /// too: YAML allows any node as a key.
  public var pairs: [(key: DocumentNode, value: DocumentNode)] {
    guard slot.kind == .mapping else { return [] }
    return document.pairs(of: index).map {
      (DocumentNode(document: document, index: $0.key), DocumentNode(document: document, index: $0.value))
    }
  }

  /// A word for the node's type, for messages such as "expected a string, found a list".
  public var kindDescription: String { document.kindDescription(of: index) }
}
