internal import CLibYAML

/// Builds the flat `Document` of one YAML document from libyaml's events.
///
/// The rules on top of libyaml: one document per file; duplicate keys are
/// errors; aliases expand within `LoadOptions.maxAliasExpansion`; merge keys are
/// refused; nesting stops at `LoadOptions.maxDepth`; scalars are typed by the
/// YAML 1.2 core schema. The builder is iterative, so no input can exhaust the stack.
struct YAMLLoader {
  var options: LoadOptions

  /// The document, when one was built, and every problem found on the way.
  func load(
    _ bytes: [UInt8], screening: InputScreening, observer: (any DocumentObserver)? = nil
  ) -> (document: Document?, diagnostics: [Diagnostic]) {
    bytes.withUnsafeBufferPointer { buffer in
      var loader = EventLoader(options: options, buffer: buffer, screening: screening, observer: observer)
      loader.builder.document.source = bytes
      return loader.run()
    }
  }
}

/// The state of one load: the builder, the anchors seen, the problems found.
private struct EventLoader {
  let options: LoadOptions
  let buffer: UnsafeBufferPointer<UInt8>
  let screening: InputScreening
  var builder: DocumentBuilder

  /// The anchor of each open collection, set when it closes.
  var openAnchors: [String?] = []
  /// Each anchor's node, the last definition winning.
  var anchors: [String: Int] = [:]
  /// What aliases have added so far: nodes, and bytes of scalar text.
  var expandedByAliases = (nodes: 0, bytes: 0)
  /// Where the last position was found, so the next one walks on from there.
  var offsetCursor = ScalarOffsetTable.Cursor()

  init(
    options: LoadOptions, buffer: UnsafeBufferPointer<UInt8>, screening: InputScreening,
    observer: (any DocumentObserver)?
  ) {
    self.options = options
    self.buffer = buffer
    self.screening = screening
    self.builder = DocumentBuilder(maxDiagnostics: options.maxDiagnostics, observer: observer)
  }

  /// Thrown inside the loop when a problem ends the load; the diagnostic is already recorded.
  struct Stop: Error {}

  mutating func run() -> (document: Document?, diagnostics: [Diagnostic]) {
    // libyaml gets the text after any BOM: with the encoding fixed to UTF-8 it
    // would read a BOM as a character and shift the first line.
    let events = LibYAMLEvents(input: UnsafeBufferPointer(rebasing: buffer[screening.bomLength...]))
    var sawDocument = false
    do {
      while true {
        guard let event = events.next() else {
          builder.diagnostics.append(syntaxDiagnostic(events.failure))
          return (nil, builder.diagnostics)
        }
        switch event.pointee.type {
        case YAML_STREAM_START_EVENT, YAML_DOCUMENT_END_EVENT, YAML_NO_EVENT:
          continue
        case YAML_STREAM_END_EVENT:
          if !sawDocument {
            builder.diagnostics.append(
              Diagnostic(
                .emptyDocument, "the file holds no YAML document", at: SourceRange(at: .start),
                suggestion: "a spec starts with 'tablegen: 1'"))
          }
          return (builder.nodeCount > 0 ? builder.document : nil, builder.diagnostics)
        case YAML_DOCUMENT_START_EVENT:
          if sawDocument {
            let e = event.pointee
            builder.diagnostics.append(
              Diagnostic(
                .multipleDocuments, "the file holds more than one YAML document; a spec is one document",
                at: SourceRange(start: location(e.start_mark).location, end: location(e.end_mark).location),
                suggestion: "split the documents into separate files"))
            return (nil, builder.diagnostics)
          }
          sawDocument = true
        case YAML_SCALAR_EVENT:
          scalar(event)
        case YAML_ALIAS_EVENT:
          try alias(event)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
          try open(event)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
          close(event)
        default:
          continue
        }
      }
    } catch {
      return (nil, builder.diagnostics)
    }
  }

  // MARK: Events

  private mutating func open(_ event: UnsafeMutablePointer<yaml_event_t>) throws {
    let isMapping = event.pointee.type == YAML_MAPPING_START_EVENT
    let start = location(event.pointee.start_mark)
    guard builder.depth < options.maxDepth else {
      builder.diagnostics.append(
        Diagnostic(
          .nestingTooDeep,
          "collections are nested more than \(options.maxDepth) levels deep",
          at: SourceRange(at: start.location)))
      throw Stop()
    }
    // Style and anchor come from the START event: libyaml zeroes END events.
    let isFlow: Bool
    let anchor: String?
    if isMapping {
      isFlow = event.pointee.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
      anchor = string(event.pointee.data.mapping_start.anchor)
    } else {
      isFlow = event.pointee.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
      anchor = string(event.pointee.data.sequence_start.anchor)
    }
    openAnchors.append(anchor)
    builder.open(isMapping: isMapping, isFlow: isFlow, start: start)
  }

  private mutating func close(_ event: UnsafeMutablePointer<yaml_event_t>) {
    guard let frame = builder.frame(outward: 0) else { return }
    // A block collection's END event sits at the next token; it ends at its last child instead.
    let isFlow = builder.document.nodes[frame.node].isFlow
    let end = isFlow ? location(event.pointee.end_mark) : nil
    let anchor = openAnchors.popLast() ?? nil
    // Registered before the builder is told of the close, so that a decoder
    // does not release what the anchor needs.
    if let anchor {
      anchors[anchor] = frame.node
    }
    builder.close(end: end, keeping: anchor != nil)
  }

  private mutating func alias(_ event: UnsafeMutablePointer<yaml_event_t>) throws {
    let name = string(event.pointee.data.alias.anchor) ?? ""
    let start = location(event.pointee.start_mark)
    let end = location(event.pointee.end_mark)
    guard let anchored = anchors[name] else {
      builder.diagnostics.append(
        Diagnostic(
          .unknownAlias, "the alias '*\(name)' refers to no anchor defined before it",
          at: SourceRange(start: start.location, end: end.location)))
      builder.scalar(UnsafeBufferPointer(start: nil, count: 0), class: .null, style: .plain, start: start, end: end)
      return
    }
    let weight = builder.document.aliasWeight(of: anchored)
    expandedByAliases.nodes += weight.nodes
    expandedByAliases.bytes += weight.bytes
    let past =
      expandedByAliases.nodes > options.maxAliasExpansion
      ? "\(options.maxAliasExpansion) nodes"
      : expandedByAliases.bytes > options.maxAliasBytes ? "\(options.maxAliasBytes) bytes of text" : nil
    if let past {
      builder.diagnostics.append(
        Diagnostic(
          .aliasExpansionLimit, "aliases expand to more than \(past); this looks like an alias bomb",
          at: SourceRange(start: start.location, end: end.location)))
      throw Stop()
    }
    builder.copy(anchored, start: start, end: end)
  }

  // MARK: Scalars

  private static let corePrefix = Array("tag:yaml.org,2002:".utf8)
  /// The longest tag kept, in bytes: YAML's own bound on a simple key.
  static let maxTagLength = 1_024

  private mutating func scalar(_ event: UnsafeMutablePointer<yaml_event_t>) {
    let data = event.pointee.data.scalar
    let text = UnsafeBufferPointer(start: data.value, count: data.length)
    let style: Scalar.Style
    switch data.style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: style = .literal
    case YAML_FOLDED_SCALAR_STYLE: style = .folded
    default: style = .plain
    }
    let start = location(event.pointee.start_mark)
    let end = location(event.pointee.end_mark)
    var tag: UnsafeBufferPointer<UInt8>?
    let scalarClass: Document.ScalarClass
    if let tagPointer = data.tag {
      var length = 0
      while tagPointer[length] != 0 { length += 1 }
      let tagBytes = UnsafeBufferPointer(start: tagPointer, count: length)
      if length > Self.maxTagLength {
        // A %TAG prefix can make every short tag of a file this long; no spec
        // needs one, and keeping it would cost its length for each scalar.
        builder.diagnostics.append(
          Diagnostic(
            .invalidTag, "the tag is longer than \(Self.maxTagLength) characters",
            at: SourceRange(start: start.location, end: end.location),
            suggestion: "remove the tag; tablegen reads only the core schema's !!str, !!int, !!float, !!bool and !!null"
          ))
        scalarClass = .string
      } else {
        tag = tagBytes
        scalarClass = typedClass(text: text, tag: tagBytes, start: start, end: end)
      }
    } else {
      scalarClass = style == .plain ? CoreSchema.classify(plain: text) : .string
    }
    let anchor = string(data.anchor)
    builder.scalar(text, class: scalarClass, style: style, tag: tag, start: start, end: end)
    if let anchor {
      let index = builder.nodeCount - 1
      anchors[anchor] = index
      builder.keep(index)
    }
  }

  /// The class of a tagged scalar: a core-schema tag decides it, and a value
  /// its tag refuses is reported and kept as a string.
  private mutating func typedClass(
    text: UnsafeBufferPointer<UInt8>, tag: UnsafeBufferPointer<UInt8>, start: Document.Position, end: Document.Position
  ) -> Document.ScalarClass {
    guard tag.starts(with: Self.corePrefix) else { return .string }
    let string = String(decoding: text, as: UTF8.self)
    let name = String(decoding: tag[Self.corePrefix.count...], as: UTF8.self)
    let resolved: Document.ScalarClass?
    switch name {
    case "str": resolved = .string
    case "int": resolved = CoreSchema.number(string).flatMap { $0.isInteger ? .number : nil }
    case "float":
      if case .number = CoreSchema.resolve(plain: string) { resolved = .number } else { resolved = nil }
    case "bool":
      switch CoreSchema.resolve(plain: string) {
      case .bool(true): resolved = .true
      case .bool(false): resolved = .false
      default: resolved = nil
      }
    case "null": resolved = CoreSchema.resolve(plain: string) == .null ? .null : nil
    default: resolved = .string
    }
    if let resolved { return resolved }
    builder.diagnostics.append(
      Diagnostic(
        .invalidTag, "\(options.quotesText ? QuotedValue.quote(string) : "the value") is not a valid !!\(name) value",
        at: SourceRange(start: start.location, end: end.location)))
    return .string
  }

  // MARK: Positions

  private mutating func location(_ mark: yaml_mark_t) -> Document.Position {
    // libyaml never sees a UTF-8 BOM; the offset table counts it as one scalar.
    let scalarIndex = mark.index + (screening.bomLength > 0 ? 1 : 0)
    return Document.Position(
      line: Int32(truncatingIfNeeded: mark.line + 1), column: Int32(truncatingIfNeeded: mark.column + 1),
      offset: Int32(
        truncatingIfNeeded: screening.offsets.byteOffset(ofScalar: scalarIndex, in: buffer, cursor: &offsetCursor)))
  }

  private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
  }

  private mutating func syntaxDiagnostic(_ failure: LibYAMLEvents.Failure) -> Diagnostic {
    if let byteOffset = failure.byteOffset {
      let where_ = locationOfByte(byteOffset + screening.bomLength)
      return Diagnostic(.syntaxError, failure.problem, at: SourceRange(at: where_))
    }
    let context = failure.context.map { (text: $0.text, location: location($0.mark).location) }
    let described = YAMLSyntaxFailure(
      problem: failure.problem, location: location(failure.problemMark).location, context: context?.text,
      contextLocation: context?.location)
    // The help quotes the text around the mistake; libyaml's own words name only its rules.
    guard options.quotesText else { return YAMLSyntaxHelp.libyamlDiagnostic(described) }
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
