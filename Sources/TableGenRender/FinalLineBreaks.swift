extension String {
  /// The text without the line breaks (CRLF, CR, LF) at its end: the one that
  /// YAML's `|` leaves, or more. Shown prose ends at its last line in every
  /// output, as the text form and the picture draw no empty row for it.
  var droppingFinalLineBreaks: String {
    var end = utf8.endIndex
    while end > utf8.startIndex {
      let before = utf8.index(before: end)
      guard utf8[before] == UInt8(ascii: "\n") || utf8[before] == UInt8(ascii: "\r") else { break }
      end = before
    }
    return end == utf8.endIndex ? self : String(self[..<end])
  }
}
