extension MappingReader {
  /// A section's `key`: the name app code finds it by, any text on one line.
  mutating func sectionKey() -> String? {
    guard let node = located("key"), let text = string("key") else { return nil }
    guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
      mismatch("key", node, expected: "a name on one line, not empty and without control characters")
      return nil
    }
    return text
  }
}
