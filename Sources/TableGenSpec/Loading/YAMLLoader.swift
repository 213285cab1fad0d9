internal import CLibYAML

/// Builds the positioned `Node` tree of one YAML document from libyaml's events.
///
/// The rules on top of libyaml: one document per file; duplicate keys are
/// errors; aliases expand within `LoadOptions.maxAliasExpansion`; merge keys are
/// refused; nesting stops at `LoadOptions.maxDepth`; scalars are typed by the
/// YAML 1.2 core schema. The builder is iterative, so no input can exhaust the stack.
struct YAMLLoader {
  var options: LoadOptions

  /// The document's root, when one was built, and every problem found on the way.
  func load(_ bytes: [UInt8], screening: InputScreening) -> (root: Node?, diagnostics: [Diagnostic]) {
    bytes.withUnsafeBufferPointer { buffer in
      var builder = TreeBuilder(options: options, buffer: buffer, screening: screening)
      return builder.run()
    }
  }
}

/// The state of one load: the open collections, the anchors seen, the problems found.
private struct TreeBuilder {
  let options: LoadOptions
  let buffer: UnsafeBufferPointer<UInt8>
  let screening: InputScreening
  var diagnostics: [Diagnostic] = []

  /// An open sequence or mapping. A mapping's pairs are built as its keys and
  /// values arrive, rather than paired up at the end, which copied every node.
  struct Frame {
    var isMapping: Bool
    var start: SourceLocation
    var isFlow: Bool
    var anchor: String?
    /// A sequence's items.
    var items: [Node] = []
    /// A mapping's pairs, and the key waiting for its value.
    var pairs: [(key: Node, value: Node)] = []
    var pendingKey: Node?
    /// Where the last child ends.
    var lastEnd: SourceLocation?
    /// Nodes in this subtree, aliases expanded, to price an alias to it.
    var weight = 1
  }

  var stack: [Frame] = []
  var anchors: [String: (node: Node, weight: Int)] = [:]
  var expandedByAliases = 0
  /// Where the last position was found, so the next one walks on from there.
  var offsetCursor = ScalarOffsetTable.Cursor()

  init(options: LoadOptions, buffer: UnsafeBufferPointer<UInt8>, screening: InputScreening) {
    self.options = options
    self.buffer = buffer
    self.screening = screening
  }

  /// Thrown inside the loop when a problem ends the load; the diagnostic is already recorded.
  struct Stop: Error {}

  mutating func run() -> (root: Node?, diagnostics: [Diagnostic]) {
    // libyaml gets the text after any BOM: with the encoding fixed to UTF-8 it
    // would read a BOM as a character and shift the first line.
    let events = LibYAMLEvents(input: UnsafeBufferPointer(rebasing: buffer[screening.bomLength...]))
    var root: Node?
    var sawDocument = false
    do {
      while true {
        guard let event = events.next() else {
          diagnostics.append(syntaxDiagnostic(events.failure))
          return (nil, diagnostics)
        }
        let e = event.pointee
        switch e.type {
        case YAML_STREAM_START_EVENT, YAML_DOCUMENT_END_EVENT, YAML_NO_EVENT:
          continue
        case YAML_STREAM_END_EVENT:
          if !sawDocument {
            diagnostics.append(
              Diagnostic(.emptyDocument, "the file holds no YAML document", at: SourceRange(at: .start),
                         suggestion: "a spec starts with 'tablegen: 1'"))
          }
          return (root, diagnostics)
        case YAML_DOCUMENT_START_EVENT:
          if sawDocument {
            diagnostics.append(
              Diagnostic(
                .multipleDocuments, "the file holds more than one YAML document; a spec is one document",
                at: range(e.start_mark, e.end_mark),
                suggestion: "split the documents into separate files"))
            return (nil, diagnostics)
          }
          sawDocument = true
        case YAML_SCALAR_EVENT:
          let node = scalarNode(e)
          if let anchor = string(e.data.scalar.anchor) { anchors[anchor] = (node, 1) }
          if let finished = try attach(node, weight: 1) { root = finished }
        case YAML_ALIAS_EVENT:
          if let finished = try alias(e) { root = finished }
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
          try open(e)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
          if let finished = try close(e) { root = finished }
        default:
          continue
        }
      }
    } catch {
      return (nil, diagnostics)
    }
  }

  // MARK: Events

  private mutating func open(_ e: yaml_event_t) throws {
    let isMapping = e.type == YAML_MAPPING_START_EVENT
    let start = location(e.start_mark)
    guard stack.count < options.maxDepth else {
      diagnostics.append(
        Diagnostic(
          .nestingTooDeep,
          "collections are nested more than \(options.maxDepth) levels deep",
          at: SourceRange(at: start)))
      throw Stop()
    }
    // Style and anchor come from the START event: libyaml zeroes END events.
    let isFlow: Bool
    let anchor: String?
    if isMapping {
      isFlow = e.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
      anchor = string(e.data.mapping_start.anchor)
    } else {
      isFlow = e.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
      anchor = string(e.data.sequence_start.anchor)
    }
    stack.append(Frame(isMapping: isMapping, start: start, isFlow: isFlow, anchor: anchor))
  }

  private mutating func close(_ e: yaml_event_t) throws -> Node? {
    guard let frame = stack.popLast() else { return nil }
    let end: SourceLocation
    if frame.isFlow {
      end = location(e.end_mark)
    } else {
      // A block collection's END event sits at the next token; end at the last child instead.
      end = frame.lastEnd ?? frame.start
    }
    let range = SourceRange(start: frame.start, end: end)
    let node: Node
    if frame.isMapping {
      reportDuplicateKeys(in: frame.pairs, diagnostics: &diagnostics, limit: options.maxDiagnostics)
      node = Node(.mapping(frame.pairs), range: range, isFlow: frame.isFlow)
    } else {
      node = Node(.sequence(frame.items), range: range, isFlow: frame.isFlow)
    }
    if let anchor = frame.anchor { anchors[anchor] = (node, frame.weight) }
    return try attach(node, weight: frame.weight)
  }

  private mutating func alias(_ e: yaml_event_t) throws -> Node? {
    let name = string(e.data.alias.anchor) ?? ""
    let aliasRange = range(e.start_mark, e.end_mark)
    guard let (anchored, weight) = anchors[name] else {
      diagnostics.append(
        Diagnostic(.unknownAlias, "the alias '*\(name)' refers to no anchor defined before it", at: aliasRange))
      return try attach(Node(.scalar(Scalar(.null, text: "")), range: aliasRange), weight: 1)
    }
    expandedByAliases += weight
    guard expandedByAliases <= options.maxAliasExpansion else {
      diagnostics.append(
        Diagnostic(
          .aliasExpansionLimit,
          "aliases expand to more than \(options.maxAliasExpansion) nodes; this looks like an alias bomb",
          at: aliasRange))
      throw Stop()
    }
    var node = anchored
    // The copy answers for the alias's own position; its children keep theirs.
    node.range = aliasRange
    return try attach(node, weight: weight)
  }

  /// Adds a finished node to the open collection, or returns it as the root.
  private mutating func attach(_ node: Node, weight: Int) throws -> Node? {
    guard !stack.isEmpty else { return node }
    let top = stack.count - 1
    stack[top].weight += weight
    stack[top].lastEnd = node.range.end
    guard stack[top].isMapping else {
      stack[top].items.append(node)
      return nil
    }
    guard let key = stack[top].pendingKey.take() else {
      if node.isMergeKey {
        diagnostics.append(
          Diagnostic(
            .mergeKeyUnsupported,
            "merge keys ('<<') are not supported",
            at: node.range,
            suggestion: "write the keys out, or put the anchor on a whole cell and alias that"))
      }
      stack[top].pendingKey = node
      return nil
    }
    // A refused merge key (already reported) is left out, so it is not also an unknown key.
    if !key.isMergeKey { stack[top].pairs.append((key, node)) }
    return nil
  }

  // MARK: Scalars

  private mutating func scalarNode(_ e: yaml_event_t) -> Node {
    let data = e.data.scalar
    let text = data.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: data.length), as: UTF8.self) } ?? ""
    let style: Scalar.Style
    switch data.style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: style = .literal
    case YAML_FOLDED_SCALAR_STYLE: style = .folded
    default: style = .plain
    }
    let tag = string(data.tag)
    let nodeRange = range(e.start_mark, e.end_mark)
    let value = typedValue(text: text, style: style, tag: tag, range: nodeRange)
    return Node(.scalar(Scalar(value, text: text, style: style, tag: tag)), range: nodeRange)
  }

  private static let corePrefix = "tag:yaml.org,2002:"

  private mutating func typedValue(text: String, style: Scalar.Style, tag: String?, range: SourceRange) -> ScalarValue {
    let untyped: ScalarValue = style == .plain && tag == nil ? CoreSchema.resolve(plain: text) : .string(text)
    guard let tag, tag.hasPrefix(Self.corePrefix) else { return untyped }
    let resolved: ScalarValue? =
      switch tag.dropFirst(Self.corePrefix.count) {
      case "str": .string(text)
      case "int": CoreSchema.number(text).flatMap { $0.isInteger ? .number($0) : nil }
      case "float": CoreSchema.resolve(plain: text).numberOnly
      case "bool": CoreSchema.resolve(plain: text).boolOnly
      case "null": CoreSchema.resolve(plain: text) == .null ? .null : nil
      default: untyped
      }
    if let resolved { return resolved }
    let shortTag = "!!" + tag.dropFirst(Self.corePrefix.count)
    diagnostics.append(Diagnostic(.invalidTag, "'\(text)' is not a valid \(shortTag) value", at: range))
    return .string(text)
  }

  // MARK: Positions

  private mutating func location(_ mark: yaml_mark_t) -> SourceLocation {
    // libyaml never sees a UTF-8 BOM; the offset table counts it as one scalar.
    let scalarIndex = mark.index + (screening.bomLength > 0 ? 1 : 0)
    return SourceLocation(
      line: mark.line + 1, column: mark.column + 1,
      offset: screening.offsets.byteOffset(ofScalar: scalarIndex, in: buffer, cursor: &offsetCursor))
  }

  private mutating func range(_ start: yaml_mark_t, _ end: yaml_mark_t) -> SourceRange {
    SourceRange(start: location(start), end: location(end))
  }

  private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
  }

  private mutating func syntaxDiagnostic(_ failure: LibYAMLEvents.Failure) -> Diagnostic {
    if let byteOffset = failure.byteOffset {
      let where_ = locationOfByte(byteOffset + screening.bomLength)
      return Diagnostic(.syntaxError, failure.problem, at: SourceRange(at: where_))
    }
    let context = failure.context.map { (text: $0.text, location: location($0.mark)) }
    let described = YAMLSyntaxFailure(
      problem: failure.problem, location: location(failure.problemMark), context: context?.text,
      contextLocation: context?.location)
    return YAMLSyntaxHelp.diagnostic(for: described, in: buffer)
  }

  /// A byte offset's line and column, by walking the file; used once, for a reader error.
  private func locationOfByte(_ offset: Int) -> SourceLocation {
    var line = 1
    var column = 1
    var index = 0
    let end = min(offset, buffer.count)
    while index < end {
      let byte = buffer[index]
      if byte == 0x0A || (byte == 0x0D && (index + 1 >= buffer.count || buffer[index + 1] != 0x0A)) {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 && byte != 0x0D {
        column += 1
      }
      index += 1
    }
    return SourceLocation(line: line, column: column, offset: end)
  }
}

/// Reports every key that repeats an earlier key of the same mapping, with a
/// note at the first one. Shared by the YAML and JSON loaders.
func reportDuplicateKeys(in pairs: [(key: Node, value: Node)], diagnostics: inout [Diagnostic], limit: Int) {
  guard pairs.count > 1 else { return }
  // Through a buffer pointer: reading `pairs[i].key` from the array copies the
  // whole pair, which a profile showed at a third of this function's cost.
  pairs.withUnsafeBufferPointer { pairs in
    let keys = pairs.map { $0.key.scalar?.value }
    func report(_ later: Int, firstAt first: SourceRange) {
      // Past the file's limit nobody reads them; a mapping of a million twins must
      // not cost a million diagnostics. One over the limit tells SpecLoader to say so.
      guard diagnostics.count <= limit else { return }
      let key = pairs[later].key
      diagnostics.append(
        Diagnostic(
          .duplicateKey,
          "the key '\(key.scalar?.text ?? "")' appears twice in this mapping",
          at: key.range,
          suggestion: "remove one of them: YAML and JSON readers disagree on which one wins",
          notes: [Diagnostic.Note("first defined here", at: first)]))
    }
    // A cell has about eight keys: comparing each with the earlier ones costs
    // less than hashing them into a dictionary.
    if keys.count <= 12 {
      for later in 1..<keys.count {
        guard let key = keys[later] else { continue }
        if let first = keys[..<later].firstIndex(of: key) { report(later, firstAt: pairs[first].key.range) }
      }
      return
    }
    var firstRange: [ScalarValue: SourceRange] = [:]
    firstRange.reserveCapacity(keys.count)
    for (index, key) in keys.enumerated() {
      guard let key else { continue }
      if let first = firstRange[key] {
        report(index, firstAt: first)
      } else {
        firstRange[key] = pairs[index].key.range
      }
    }
  }
}

extension Node {
  /// A plain, untagged `<<` key: YAML 1.1's merge key.
  fileprivate var isMergeKey: Bool {
    guard let scalar else { return false }
    return scalar.style == .plain && scalar.tag == nil && scalar.text == "<<"
  }
}

extension ScalarValue {
  fileprivate var numberOnly: ScalarValue? {
    if case .number = self { return self }
    return nil
  }

  fileprivate var boolOnly: ScalarValue? {
    if case .bool = self { return self }
    return nil
  }
}

extension String {
  fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
    hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
  }
}
