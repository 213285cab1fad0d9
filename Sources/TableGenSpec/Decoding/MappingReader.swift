/// Reads the values of one mapping as typed Swift values, recording where each
/// was written and collecting a diagnostic for every key that is unknown,
/// missing or of the wrong type. Nothing here stops at the first problem.
package struct MappingReader {
  let document: Document
  /// One pair: the key and value nodes, and where the key's name lies in the
  /// arena (`nameLength` -1 for a key that is not a name: a collection or a null).
  struct Entry {
    var key: Int32
    var value: Int32
    var name: Int32
    var nameLength: Int32
    /// The name's first 16 bytes, packed: two words compare faster than bytes.
    var packed: PackedName
  }

  /// Up to 16 bytes of a name in two words; longer names also compare their bytes.
  struct PackedName: Equatable {
    var low: UInt64 = 0
    var high: UInt64 = 0

    /// The name of `count` bytes at `offset` of `arena`: two word loads when
    /// sixteen bytes can be read there, as in all but the last names of a file.
    init(_ arena: UnsafeBufferPointer<UInt8>, offset: Int, count: Int) {
      guard let base = arena.baseAddress, offset + 16 <= arena.count else {
        self.init(UnsafeBufferPointer(rebasing: arena[offset..<offset + count]))
        return
      }
      let raw = UnsafeRawPointer(base + offset)
      var low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
      var high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
      switch count {
      case 0:
        (low, high) = (0, 0)
      case ..<8:
        low &= (1 << (8 * UInt64(count))) - 1
        high = 0
      case 8:
        high = 0
      case ..<16:
        high &= (1 << (8 * UInt64(count - 8))) - 1
      default:
        break
      }
      self.init(low: low, high: high)
    }

    private init(low: UInt64, high: UInt64) {
      self.low = low
      self.high = high
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      var index = 0
      let count = min(bytes.count, 16)
      while index < count {
        let byte = UInt64(bytes[index])
        if index < 8 { low |= byte << (8 * index) } else { high |= byte << (8 * (index - 8)) }
        index += 1
      }
    }

    init(_ name: String) {
      var name = name
      var low: UInt64 = 0
      var high: UInt64 = 0
      // Copied as memory, not byte by byte: this runs for every key looked up.
      name.withUTF8 { utf8 in
        let bytes = UnsafeRawBufferPointer(utf8)
        let count = min(bytes.count, 16)
        withUnsafeMutableBytes(of: &low) {
          $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[..<min(count, 8)]))
        }
        if count > 8 {
          withUnsafeMutableBytes(of: &high) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[8..<count])) }
        }
      }
      self.init(low: UInt64(littleEndian: low), high: UInt64(littleEndian: high))
    }
  }

  /// Names to accept, packed once: the keys of a kind of mapping.
  struct NameList {
    var names: [String]
    fileprivate var packed: [(length: Int, packed: PackedName)]

    init(_ names: [String]) {
      self.names = names
      self.packed = names.map { ($0.utf8.count, PackedName($0)) }
    }
  }

  /// The mapping's pairs, in source order. Keys are compared as bytes in the
  /// arena: no string is built for a key that is only looked up.
  private let entries: [Entry]
  /// What the mapping is, for messages: "a switch cell", "the table".
  var noun: String
  var origin: Origin
  var diagnostics: [Diagnostic] = []
  /// The strings read with `text` that carry translations, in source order.
  var translations: [InlineText] = []

  /// A reader over `node`, or nil (with a diagnostic) when `node` is not a mapping.
  init?(_ document: Document, _ node: Int, pointer: JSONPointer, noun: String, diagnostics: inout [Diagnostic]) {
    guard document.nodes[node].kind == .mapping else {
      diagnostics.append(
        Diagnostic(
          .typeMismatch, "\(noun) must be a mapping, found \(document.kindDescription(of: node))",
          at: document.range(of: node), pointer: pointer))
      return nil
    }
    self.document = document
    self.entries = document.nodes.withUnsafeBufferPointer { nodes in
      document.arena.withUnsafeBufferPointer { arena in
        var entries: [Entry] = []
        entries.reserveCapacity(Int(nodes[node].count))
        var child = node + 1
        let end = node + Int(nodes[node].size)
        while child < end {
          let value = child + Int(nodes[child].size)
          guard value < end else { break }
          let key = nodes[child]
          if !key.isIgnoredKey {
            let isName = key.kind == .scalar && key.scalarClass != .null
            let packed = PackedName(arena, offset: Int(key.text), count: isName ? Int(key.textLength) : 0)
            entries.append(
              Entry(
                key: Int32(child), value: Int32(value), name: key.text, nameLength: isName ? key.textLength : -1,
                packed: packed))
          }
          child = value + Int(nodes[value].size)
        }
        return entries
      }
    }
    self.noun = noun
    self.origin = Origin(range: document.range(of: node), pointer: pointer, capacity: entries.count)
  }

  // MARK: Keys

  /// The value node of `key`, if the key is present (the first, when it repeats).
  func node(_ key: String) -> Int? {
    let length = key.utf8.count
    let packed = PackedName(key)
    for entry in entries where Int(entry.nameLength) == length && entry.packed == packed {
      if length <= 16 || nameEquals(entry, key) { return Int(entry.value) }
    }
    return nil
  }

  private func nameEquals(_ entry: Entry, _ key: String) -> Bool {
    document.arena.withUnsafeBufferPointer { arena in
      var offset = Int(entry.name)
      for byte in key.utf8 {
        guard arena[offset] == byte else { return false }
        offset += 1
      }
      return true
    }
  }

  func has(_ key: String) -> Bool { node(key) != nil }

  /// The text of every key that is a name (not a collection or a null), in source order.
  var keyNames: [String] {
    entries.compactMap { $0.nameLength >= 0 ? document.text(of: Int($0.key)) : nil }
  }

  /// Reports every key that is not in `allowed`, with the likely intended key.
  /// `elsewhere` names keys valid on other kinds of element, for a clearer message;
  /// `advice`, when it has some for a key, replaces the did-you-mean.
  mutating func rejectUnknownKeys(
    allowed: [String], elsewhere: (String) -> String? = { _ in nil }, advice: (String) -> String? = { _ in nil }
  ) {
    rejectUnknownKeys(allowed: NameList(allowed), elsewhere: elsewhere, advice: advice)
  }

  /// Reports every key that is not in `allowed`, with the likely intended key.
  mutating func rejectUnknownKeys(
    allowed: NameList, elsewhere: (String) -> String? = { _ in nil }, advice: (String) -> String? = { _ in nil }
  ) {
    for entry in entries {
      // A hostile mapping of a million unknown keys is reported up to the limit, not a million times.
      if diagnostics.count > LoadOptions.default.maxDiagnostics { return }
      guard entry.nameLength >= 0 else {
        let key = Int(entry.key)
        diagnostics.append(
          Diagnostic(
            .typeMismatch, "keys must be strings, found \(document.kindDescription(of: key))",
            at: document.range(of: key), pointer: origin.pointer))
        continue
      }
      let isAllowed = allowed.packed.indices.contains {
        let name = allowed.packed[$0]
        return name.length == Int(entry.nameLength) && name.packed == entry.packed
          && (name.length <= 16 || nameEquals(entry, allowed.names[$0]))
      }
      guard !isAllowed else { continue }
      let name = document.text(of: Int(entry.key))
      let message: String
      if let owner = elsewhere(name) {
        message = "'\(name)' is a key of \(owner), not of \(noun)"
      } else {
        message = "unknown key '\(name)' in \(noun)"
      }
      diagnostics.append(
        Diagnostic(
          .unknownKey, message, at: document.range(of: Int(entry.key)), pointer: origin.pointer(to: name),
          suggestion: advice(name) ?? Suggestion.hint(for: name, among: allowed.names, noun: "keys")))
    }
  }

  /// Reports `key` as missing when it is absent.
  mutating func require(_ key: String, because reason: String? = nil) {
    guard !has(key) else { return }
    let why = reason.map { ": \($0)" } ?? ""
    diagnostics.append(
      Diagnostic(
        .missingKey, "\(noun) is missing the required key '\(key)'\(why)", at: startRange,
        pointer: origin.pointer))
  }

  /// A missing key is reported at the first line of the mapping, not across all of it.
  private var startRange: SourceRange {
    SourceRange(at: origin.range.start)
  }

  // MARK: Typed values

  /// A human-facing string: what a person reads, and so what may carry
  /// translations (docs/spec-format.md "Translations"). Ids, values, patterns,
  /// actions and targets are never translated and are read with `string`.
  ///
  /// The value is the source text, or a mapping of locale tag to text; each
  /// entry of a mapping is recorded in `translations`, and the model keeps the
  /// first entry's text until `SpecDecoder` knows the source locale and puts
  /// that one's text in its place (`InlineTexts.useSourceText`).
  mutating func text(_ key: String, required: Bool = false) -> String? {
    if required { require(key) }
    guard let node = located(key) else { return nil }
    if let text = stringValue(node) { return text }
    if document.nodes[node].kind == .mapping { return translatedText(key, node) }
    // Said as before translations existed: the mapping form is for specs that declare locales.
    mismatch(key, node, expected: "a string")
    return nil
  }

  /// The translations of a `{ en: …, de: … }` value, recorded; the first one's text.
  private mutating func translatedText(_ key: String, _ node: Int) -> String? {
    var found: [Localization.Translation] = []
    for (localeNode, textNode) in document.pairs(of: node) {
      guard let locale = localeTag(localeNode, path: key) else { continue }
      guard let text = stringValue(textNode) else {
        diagnostics.append(
          Diagnostic(
            .typeMismatch,
            "the '\(locale)' text of '\(key)' must be a string, found \(document.kindDescription(of: textNode))",
            at: document.range(of: textNode), pointer: origin.pointer(to: key).appending(locale)))
        continue
      }
      found.append(Localization.Translation(locale: locale, text: text, range: document.range(of: textNode)))
    }
    guard let first = found.first else {
      if document.nodes[node].count == 0 {
        mismatch(key, node, expected: "a string, or a mapping of locale to text with at least the source locale")
      }
      return nil
    }
    translations.append(
      InlineText(pointer: origin.pointer(to: key), range: document.range(of: node), translations: found))
    return first.text
  }

  /// Takes the problems and translations of a reader over a mapping nested in this one.
  mutating func absorb(_ nested: MappingReader) {
    diagnostics += nested.diagnostics
    translations += nested.translations
  }

  mutating func string(_ key: String, required: Bool = false) -> String? {
    if required { require(key) }
    guard let node = located(key) else { return nil }
    if let text = stringValue(node) { return text }
    mismatch(key, node, expected: "a string")
    return nil
  }

  mutating func bool(_ key: String) -> Bool? {
    guard let node = located(key) else { return nil }
    let slot = document.nodes[node]
    if slot.kind == .scalar, slot.scalarClass == .true || slot.scalarClass == .false {
      return slot.scalarClass == .true
    }
    mismatch(key, node, expected: "a boolean (true or false)")
    return nil
  }

  /// A finite number, optionally bounded. `exclusiveMinimum` and `exclusiveMaximum` exclude the bound itself.
  mutating func number(
    _ key: String, required: Bool = false, exclusiveMinimum: Double? = nil, exclusiveMaximum: Double? = nil
  ) -> Double? {
    if required { require(key) }
    guard let node = located(key), let number = numberValue(key, node) else { return nil }
    let value = number.double
    let low = exclusiveMinimum.map { value <= $0 } ?? false
    let high = exclusiveMaximum.map { value >= $0 } ?? false
    if low || high {
      let bounds: String
      switch (exclusiveMinimum, exclusiveMaximum) {
      case (let min?, let max?): bounds = "between \(formatNumber(min)) and \(formatNumber(max)), exclusive"
      case (let min?, nil): bounds = "greater than \(formatNumber(min))"
      case (nil, let max?): bounds = "less than \(formatNumber(max))"
      case (nil, nil): bounds = ""
      }
      invalid(key, node, "'\(key)' must be \(bounds), found \(number.literal)")
      return nil
    }
    return value
  }

  /// A whole number, optionally with a minimum. `3.0` counts as 3, as in JSON Schema.
  mutating func integer(_ key: String, minimum: Int? = nil) -> Int? {
    guard let node = located(key), let number = numberValue(key, node) else { return nil }
    guard let value = Self.exactInteger(number) else {
      mismatch(key, node, expected: "a whole number")
      return nil
    }
    if let minimum, value < minimum {
      invalid(key, node, "'\(key)' must be at least \(minimum), found \(number.literal)")
      return nil
    }
    return value
  }

  /// One of an enumeration's raw values, with a suggestion when misspelt.
  mutating func enumeration<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type) -> E?
  where E.RawValue == String {
    guard let node = located(key) else { return nil }
    // The choices are spelled out only for a problem: building them for every value read cost more than the rest.
    guard let text = stringValue(node) else {
      let choices = E.allCases.map(\.rawValue)
      mismatch(key, node, expected: "one of \(choices.map { "'\($0)'" }.joined(separator: ", "))")
      return nil
    }
    if let value = E(rawValue: text) { return value }
    let choices = E.allCases.map(\.rawValue)
    diagnostics.append(
      Diagnostic(
        .invalidValue, "\(QuotedValue.quote(text)) is not a valid \(key)", at: document.range(of: node),
        pointer: origin.pointer(to: key),
        suggestion: Suggestion.hint(for: text, among: choices, noun: "values")))
    return nil
  }

  /// An `id`, checked against the identifier syntax.
  mutating func identifier(_ key: String, required: Bool = false) -> String? {
    if required { require(key, because: "it names the cell's answer or action") }
    guard let node = located(key) else { return nil }
    guard let text = stringValue(node) else {
      // A number such as `id: 42` is a likely slip: say so with the fix.
      mismatch(key, node, expected: "an identifier")
      return nil
    }
    guard SpecVocabulary.isIdentifier(text) else {
      diagnostics.append(
        Diagnostic(
          .invalidID, "\(QuotedValue.quote(text)) is not a valid id", at: document.range(of: node),
          pointer: origin.pointer(to: key),
          suggestion: "an id starts with a letter or '_' and holds only letters, digits, '_', '.' and '-'"))
      return nil
    }
    return text
  }

  /// The value node of the key `names.names[index]`, with its span recorded,
  /// or nil when the key is absent: for keys asked of every mapping, whose
  /// names are packed once (`NameList`) rather than at each lookup.
  mutating func located(_ names: NameList, _ index: Int) -> Int? {
    let (length, packed) = names.packed[index]
    let name = names.names[index]
    for entry in entries where Int(entry.nameLength) == length && entry.packed == packed {
      guard length <= 16 || nameEquals(entry, name) else { continue }
      origin.record(name, node: Int(entry.value), in: document)
      return Int(entry.value)
    }
    return nil
  }

  /// The value node of `key` with its span recorded, or nil when the key is absent.
  mutating func located(_ key: String) -> Int? {
    guard let node = node(key) else { return nil }
    origin.record(key, node: node, in: document)
    return node
  }

  /// The text of a string scalar; nil for any other node.
  func stringValue(_ node: Int) -> String? {
    let slot = document.nodes[node]
    return slot.kind == .scalar && slot.scalarClass == .string ? document.text(of: node) : nil
  }

  /// The typed value of a scalar; nil for a collection.
  func scalarValue(_ node: Int) -> ScalarValue? {
    document.nodes[node].kind == .scalar ? document.value(of: node) : nil
  }

  // MARK: Problems

  mutating func mismatch(_ key: String, _ node: Int, expected: String) {
    // MARK: - Translation checks
    if let source = translatedValue(node) {
      diagnostics.append(
        Diagnostic(
          .untranslatableKey,
          "'\(key)' is never translated: the app reads it, and it must be one value in every locale",
          at: document.range(of: node), pointer: origin.pointer(to: key),
          suggestion: "write it once: \(key): \(QuotedValue.quote(source))"))
      return
    }
    var suggestion: String?
    if let value = scalarValue(node) {
      switch value {
      case .null:
        suggestion = "give '\(key)' a value, or remove the key"
      case .number, .bool:
        if expected.hasPrefix("a string") || expected.hasPrefix("an identifier") {
          suggestion = "quote it to make it a string: \(key): \"\(document.text(of: node))\""
        }
      case .string(let text):
        if expected.hasPrefix("a boolean"), ["yes", "no", "on", "off", "y", "n"].contains(text.lowercased()) {
          suggestion = "YAML 1.2 reads '\(text)' as a string; write true or false"
        }
      }
    }
    diagnostics.append(
      Diagnostic(
        .typeMismatch, "'\(key)' must be \(expected), found \(document.kindDescription(of: node))",
        at: document.range(of: node), pointer: origin.pointer(to: key), suggestion: suggestion))
  }

  // MARK: - Translation checks
  /// The first text of a value written as translations, `{ en: Name, de: Name }`
  /// (every key a locale tag, every value a string); nil for any other value.
  private func translatedValue(_ node: Int) -> String? {
    guard document.nodes[node].kind == .mapping else { return nil }
    var first: String?
    for (key, value) in document.pairs(of: node) {
      guard let locale = stringValue(key), LocaleTagSyntax.isWellFormed(locale), let text = stringValue(value)
      else { return nil }
      first = first ?? text
    }
    return first
  }

  mutating func invalid(_ key: String, _ node: Int, _ message: String) {
    diagnostics.append(
      Diagnostic(.invalidValue, message, at: document.range(of: node), pointer: origin.pointer(to: key)))
  }

  private mutating func numberValue(_ key: String, _ node: Int) -> Number? {
    guard case .number(let number)? = scalarValue(node) else {
      mismatch(key, node, expected: "a number")
      return nil
    }
    guard number.double.isFinite else {
      invalid(key, node, "'\(key)' must be a finite number, found \(number.literal)")
      return nil
    }
    return number
  }

  static func exactInteger(_ number: Number) -> Int? {
    if let integer = number.integer { return integer }
    let value = number.double
    guard value.isFinite, value.rounded() == value, abs(value) < 9.0e15 else { return nil }
    return Int(value)
  }
}
