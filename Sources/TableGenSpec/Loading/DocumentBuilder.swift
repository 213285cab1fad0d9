/// Told by the builder when a mapping closes, so that a decoder can read it at
/// once and release its nodes (`DocumentBuilder.release`): a spec's cells are
/// decoded as they close and memory does not grow with the file.
protocol DocumentObserver: AnyObject {
  func mappingClosed(_ index: Int, in builder: inout DocumentBuilder)
}

/// Builds a `Document` from a loader's events: scalars, collections opening
/// and closing, aliases. Shared by the YAML and the JSON loader, so the two
/// check keys, depth and duplicates the same way.
struct DocumentBuilder {
  var document = Document()
  var diagnostics: [Diagnostic] = []
  let maxDiagnostics: Int
  var observer: (any DocumentObserver)?

  /// An open collection.
  struct Frame {
    /// The collection's own node, appended when it opened.
    var node: Int
    var isMapping: Bool
    /// The key waiting for its value, in a mapping; -1 when a key is expected.
    var pendingKey = -1
    /// The children attached so far: items, or keys and values.
    var children = 0
    /// Where the last child ends: a block collection ends there.
    var lastEnd: Document.Position?
  }

  private(set) var stack: [Frame] = []
  /// Nodes below this index are not released: an anchor may copy them.
  private var releaseFloor = 0
  /// Each distinct tag's offset in the arena.
  private var storedTags: [[UInt8]: Int32] = [:]

  init(maxDiagnostics: Int, observer: (any DocumentObserver)? = nil) {
    self.maxDiagnostics = maxDiagnostics
    self.observer = observer
  }

  var depth: Int { stack.count }
  var nodeCount: Int { document.nodes.count }

  // MARK: Events

  /// Appends a scalar whose text is `text`, and attaches it.
  mutating func scalar(
    _ text: UnsafeBufferPointer<UInt8>, class scalarClass: Document.ScalarClass, style: Scalar.Style,
    tag: UnsafeBufferPointer<UInt8>? = nil, start: Document.Position, end: Document.Position
  ) {
    var slot = Document.Slot(kind: .scalar, start: start, end: end)
    slot.scalarClass = scalarClass
    slot.style = style
    slot.text = Int32(document.arena.count)
    slot.textLength = Int32(text.count)
    document.arena.append(contentsOf: text)
    if let tag, !tag.isEmpty {
      slot.tag = storedTag(tag)
      slot.tagLength = Int32(tag.count)
    }
    document.nodes.append(slot)
    attach(document.nodes.count - 1)
  }

  /// Where `tag` is in the arena, stored there once: libyaml hands over each
  /// tag expanded by its `%TAG` prefix, and a copy per scalar let a small
  /// file of short tags with a long prefix fill memory and overflow offsets.
  private mutating func storedTag(_ tag: UnsafeBufferPointer<UInt8>) -> Int32 {
    let bytes = Array(tag)
    if let offset = storedTags[bytes] { return offset }
    let offset = Int32(document.arena.count)
    document.arena.append(contentsOf: tag)
    storedTags[bytes] = offset
    return offset
  }

  /// Opens a sequence or mapping at `start`.
  mutating func open(isMapping: Bool, isFlow: Bool, start: Document.Position) {
    var slot = Document.Slot(kind: isMapping ? .mapping : .sequence, start: start, end: start)
    if isFlow { slot.flags |= Document.Slot.isFlow }
    slot.text = Int32(document.arena.count)
    document.nodes.append(slot)
    stack.append(Frame(node: document.nodes.count - 1, isMapping: isMapping))
  }

  /// Closes the innermost collection, ending it at `end`, or (for a block
  /// collection, whose end event sits at the next token) at its last child.
  /// Returns the collection's index.
  /// `keeping` says an anchor names the collection, so it is never released.
  @discardableResult
  mutating func close(end: Document.Position?, keeping: Bool = false) -> Int {
    guard let frame = stack.popLast() else { return -1 }
    let index = frame.node
    let slot = document.nodes[index]
    document.nodes[index].end = end ?? frame.lastEnd ?? slot.start
    document.nodes[index].size = Int32(document.nodes.count - index)
    var count: Int32 = 0
    var child = index + 1
    if frame.isMapping {
      while child < document.nodes.count {
        if !document.nodes[child].isIgnoredKey { count += 1 }
        child = document.next(after: document.next(after: child))
      }
      document.nodes[index].count = count
      reportDuplicateKeys(in: index)
    } else {
      while child < document.nodes.count {
        count += 1
        child = document.next(after: child)
      }
      document.nodes[index].count = count
    }
    attach(index)
    if keeping { keep(index) }
    if frame.isMapping, let observer { observer.mappingClosed(index, in: &self) }
    return index
  }

  /// Appends a copy of the finished subtree at `source` answering for an alias at `start..<end`.
  mutating func copy(_ source: Int, start: Document.Position, end: Document.Position) {
    let index = document.nodes.count
    let sourceEnd = document.next(after: source)
    document.nodes.append(contentsOf: document.nodes[source..<sourceEnd])
    document.hasAliasCopies = true
    if !document.repeatsDecodedNodes, document.nodes[source..<sourceEnd].contains(where: { $0.kind == .decoded }) {
      document.repeatsDecodedNodes = true
    }
    // The copy answers for the alias's own position; its children keep theirs.
    document.nodes[index].start = start
    document.nodes[index].end = end
    attach(index)
  }

  /// An anchor was put on the finished node at `index`: its subtree must stay.
  mutating func keep(_ index: Int) {
    releaseFloor = max(releaseFloor, document.next(after: index))
  }

  /// Replaces the subtree of the just-closed mapping at `index` with one
  /// `decoded` node carrying `payload`, freeing its nodes and text. Returns
  /// false (and keeps the subtree) when an anchor may still copy it.
  @discardableResult
  mutating func release(_ index: Int, payload: Int32) -> Bool {
    guard index >= releaseFloor, document.next(after: index) == document.nodes.count else { return false }
    let arenaMark = Int(document.nodes[index].text)
    let weight = document.aliasWeight(of: index)
    document.nodes.removeLast(document.nodes.count - index - 1)
    document.arena.removeLast(document.arena.count - arenaMark)
    if !storedTags.isEmpty { storedTags = storedTags.filter { $0.value < arenaMark } }
    // A decoded node keeps the nodes and text bytes of what it stands for in
    // `count` and `textLength`, so that an alias repeating it is priced at what
    // it repeats (`aliasWeight(of:)`).
    document.nodes[index].count = Int32(weight.nodes)
    document.nodes[index].kind = .decoded
    document.nodes[index].size = 1
    document.nodes[index].text = payload
    document.nodes[index].textLength = Int32(weight.bytes)
    document.nodes[index].tagLength = 0
    return true
  }

  /// The frame `level` steps out from the innermost (0 is the innermost).
  func frame(outward level: Int) -> Frame? {
    level < stack.count ? stack[stack.count - 1 - level] : nil
  }

  // MARK: Structure

  /// Adds a finished node to the open collection.
  private mutating func attach(_ index: Int) {
    guard !stack.isEmpty else { return }
    let top = stack.count - 1
    stack[top].lastEnd = document.nodes[index].end
    stack[top].children += 1
    guard stack[top].isMapping else { return }
    if stack[top].pendingKey >= 0 {
      stack[top].pendingKey = -1
      return
    }
    stack[top].pendingKey = index
    if isMergeKey(index) {
      document.nodes[index].flags |= Document.Slot.isIgnoredKey
      diagnostics.append(
        Diagnostic(
          .mergeKeyUnsupported,
          "merge keys ('<<') are not supported",
          at: document.range(of: index),
          suggestion: "write the keys out, or put the anchor on a whole cell and alias that"))
    }
  }

  /// A plain, untagged `<<` key: YAML 1.1's merge key.
  private func isMergeKey(_ index: Int) -> Bool {
    let slot = document.nodes[index]
    guard slot.kind == .scalar, slot.style == .plain, slot.tagLength == 0, slot.textLength == 2 else { return false }
    return document.arena[Int(slot.text)] == UInt8(ascii: "<")
      && document.arena[Int(slot.text) + 1] == UInt8(ascii: "<")
  }

  /// Reports every key that repeats an earlier key of the mapping at `index`,
  /// with a note at the first one.
  private mutating func reportDuplicateKeys(in index: Int) {
    let document = self.document
    let pairCount = Int(document.nodes[index].count)
    guard pairCount > 1 else { return }
    if pairCount <= 12 {
      // A cell has about eight keys: comparing each with the earlier ones, from
      // a buffer on the stack, costs less than hashing them.
      withUnsafeTemporaryAllocation(of: (key: Int, print: UInt64).self, capacity: 12) { keys in
        var count = 0
        var child = index + 1
        let end = document.next(after: index)
        while child < end, count < 12 {
          let value = document.next(after: child)
          guard value < end else { break }
          if !document.nodes[child].isIgnoredKey {
            keys[count] = (child, fingerprint(child))
            count += 1
          }
          child = document.next(after: value)
        }
        for later in 1..<count where document.nodes[keys[later].key].kind == .scalar {
          for first in 0..<later where keys[first].print == keys[later].print {
            guard sameScalar(keys[first].key, keys[later].key) else { continue }
            report(keys[later].key, firstAt: keys[first].key)
            break
          }
        }
      }
      return
    }
    let keys = document.pairs(of: index).map(\.key)
    func report(_ later: Int, firstAt first: Int) {
      // Past the file's limit nobody reads them; a mapping of a million twins must
      // not cost a million diagnostics. One over the limit tells SpecLoader to say so.
      guard diagnostics.count <= maxDiagnostics else { return }
      let text = document.nodes[later].kind == .scalar ? document.text(of: later) : ""
      diagnostics.append(
        Diagnostic(
          .duplicateKey,
          "the key '\(text)' appears twice in this mapping",
          at: document.range(of: later),
          suggestion: "remove one of them: YAML and JSON readers disagree on which one wins",
          notes: [Diagnostic.Note("first defined here", at: document.range(of: first))]))
    }
    var firstIndex: [ScalarValue: Int] = [:]
    firstIndex.reserveCapacity(keys.count)
    for key in keys where document.nodes[key].kind == .scalar {
      let value = document.value(of: key)
      if let first = firstIndex[value] {
        report(key, firstAt: first)
      } else {
        firstIndex[value] = key
      }
    }
  }

  /// A word that equal keys share: the class, and for a string its length
  /// and first bytes. Numbers share one (`1` and `1.0` are equal keys), as do
  /// collections, which are never equal keys.
  private func fingerprint(_ index: Int) -> UInt64 {
    let slot = document.nodes[index]
    guard slot.kind == .scalar else { return UInt64.max }
    var print = UInt64(slot.scalarClass.rawValue) << 56
    guard slot.scalarClass == .string else { return print }
    print |= UInt64(truncatingIfNeeded: slot.textLength & 0xFF) << 48
    document.arena.withUnsafeBufferPointer { arena in
      let start = Int(slot.text)
      for offset in 0..<min(Int(slot.textLength), 6) {
        print |= UInt64(arena[start + offset]) << (8 * offset)
      }
    }
    return print
  }

  /// Whether two nodes are scalars with equal typed values (`1` and `1.0` are).
  private func sameScalar(_ a: Int, _ b: Int) -> Bool {
    let left = document.nodes[a]
    let right = document.nodes[b]
    guard left.kind == .scalar, right.kind == .scalar, left.scalarClass == right.scalarClass else { return false }
    switch left.scalarClass {
    case .null, .false, .true: return true
    case .number: return document.value(of: a) == document.value(of: b)
    case .string:
      guard left.textLength == right.textLength else { return false }
      let arena = document.arena
      for offset in 0..<Int(left.textLength) where arena[Int(left.text) + offset] != arena[Int(right.text) + offset] {
        return false
      }
      return true
    }
  }
}
