extension MappingReader {
  /// A section's `key`: the name app code finds it by, with the syntax of a
  /// field's storage key (`StorageKey`).
  mutating func sectionKey() -> String? {
    guard let node = located("key"), let text = string("key") else { return nil }
    if let problem = StorageKey.problem(with: text) {
      invalid("key", node, "'key' \(problem)")
      return nil
    }
    return text
  }
}
