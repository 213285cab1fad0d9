/// Whether a file a link leads to is a tablegen spec at all, before it is
/// checked as one: a mapping at its top level that holds the `tablegen`
/// version key. A file that is not (a `config.json`, any YAML the folder holds)
/// is never checked as a spec, because every problem found in it would quote
/// one of its lines (docs/security.md, "Files a spec names").
enum SpecScreen {
  static func isSpec(_ file: SourceFile, options: LoadOptions) -> Bool {
    // Most files that are not specs never spell the word.
    guard KeyScreen.mayHold(["tablegen"], in: file.bytes) else { return false }
    let (document, _) = DocumentLoader.loadDocument(file, options: options)
    guard let document, !document.nodes.isEmpty else { return startsLikeSpec(file.bytes) }
    guard document.nodes[0].kind == .mapping else { return false }
    return document.pairs(of: 0).contains { key, _ in
      document.nodes[key].kind == .scalar && document.text(of: key) == "tablegen"
    }
  }

  /// For a file that does not load: whether a line begins with the version key,
  /// as a spec with a syntax error still does. Its syntax errors are then shown.
  private static func startsLikeSpec(_ bytes: [UInt8]) -> Bool {
    var lineStart = true
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if lineStart {
        var cursor = index
        while cursor < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "{")].contains(bytes[cursor]) {
          cursor += 1
        }
        for key in ["tablegen:", "\"tablegen\"", "'tablegen'"] {
          let word = Array(key.utf8)
          if bytes.count - cursor >= word.count, bytes[cursor..<cursor + word.count].elementsEqual(word) { return true }
        }
      }
      lineStart = byte == UInt8(ascii: "\n")
      index += 1
    }
    return false
  }
}
