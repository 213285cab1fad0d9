/// A string the conditions language reads (a condition, a template): its
/// decoded text, where each of its characters was written, and its span.
/// The one way both parsers are handed their input, from a file or bare.
struct WrittenText {
  var text: String
  var positions: ScalarPositions
  var range: SourceRange

  /// The scalar at `node` of `document`, read as its text whatever its class;
  /// nil when `node` is not a scalar.
  init?(node: Int, in document: Document) {
    guard document.nodes.indices.contains(node), document.nodes[node].kind == .scalar else { return nil }
    text = document.text(of: node)
    positions = ScalarPositions(scalar: node, in: document)
    range = document.range(of: node)
  }

  /// `text` written alone, for text that comes from no file and for tests:
  /// positions are on line 1 from column 1.
  init(bare text: String) {
    self.text = text
    positions = ScalarPositions(bare: Array(text.utf8))
    range = SourceRange(
      start: .start, end: SourceLocation(line: 1, column: text.unicodeScalars.count + 1, offset: text.utf8.count))
  }
}
