/// Writes XML property lists byte for byte as Xcode does: the XML declaration
/// and Apple's DOCTYPE, `<plist version="1.0">`, one tab of indentation per
/// level (the root unindented), keys in the order given, and `&`, `<`, `>`
/// escaped. Integers are written in decimal and reals in Swift's shortest form
/// that reads back to the same `Double` (`nan`, `inf`, `-inf` for the others),
/// forms that Python's `plistlib` and Apple's readers both read exactly;
/// `<data>` is wrapped as `plistlib` wraps it, so that `plistlib` writes a
/// file it read back byte for byte. The same value always gives the same bytes.
/// Strings are written as given, but for a carriage return, written `&#13;`:
/// every XML reader reads a bare one back as a line feed. XML 1.0 cannot hold
/// the other control characters but tab and line feed, even as references, nor
/// U+FFFE and U+FFFF: each is written as U+FFFD, so that the file stays one
/// that every plist reader reads (export says so at the row).
public enum PlistWriter {
  /// The plist text of `root`, ending in a newline.
  public static func xml(_ root: PlistValue) -> String {
    var output = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">

      """
    write(root, indent: "", into: &output)
    output += "</plist>\n"
    return output
  }

  /// ``xml(_:)`` as UTF-8 bytes, ready for a file.
  public static func xmlBytes(_ root: PlistValue) -> [UInt8] { Array(xml(root).utf8) }

  private static func write(_ value: PlistValue, indent: String, into output: inout String) {
    switch value {
    case .string(let text): output += "\(indent)<string>\(escaped(text))</string>\n"
    case .integer(let number): output += "\(indent)<integer>\(number)</integer>\n"
    case .real(let number): output += "\(indent)<real>\(realText(number))</real>\n"
    case .bool(let flag): output += "\(indent)<\(flag)/>\n"
    case .date(let text): output += "\(indent)<date>\(escaped(text))</date>\n"
    case .data(let bytes):
      output += "\(indent)<data>\n"
      // Lines of whole base64 quads, as plistlib wraps them: 76 columns less
      // the indentation counted at 8 columns a tab, and never under 16.
      let width = max(16, 76 - 8 * indent.count) / 4 * 3
      var start = 0
      while start < bytes.count {
        let end = min(start + width, bytes.count)
        output += "\(indent)\(PlistBase64.encode(Array(bytes[start..<end])))\n"
        start = end
      }
      output += "\(indent)</data>\n"
    case .array(let items):
      guard !items.isEmpty else {
        output += "\(indent)<array/>\n"
        return
      }
      output += "\(indent)<array>\n"
      for item in items { write(item.value, indent: indent + "\t", into: &output) }
      output += "\(indent)</array>\n"
    case .dict(let entries):
      guard !entries.isEmpty else {
        output += "\(indent)<dict/>\n"
        return
      }
      output += "\(indent)<dict>\n"
      for entry in entries {
        output += "\(indent)\t<key>\(escaped(entry.key))</key>\n"
        write(entry.node.value, indent: indent + "\t", into: &output)
      }
      output += "\(indent)</dict>\n"
    }
  }

  /// `text` with the three characters that XML text cannot hold as themselves
  /// escaped, and a carriage return, which XML reads as a line feed.
  static func escaped(_ text: String) -> String {
    guard
      text.unicodeScalars.contains(where: {
        $0 == "&" || $0 == "<" || $0 == ">" || $0 == "\r" || !isXMLCharacter($0)
      })
    else {
      return text
    }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    // By scalar: "\r\n" is one Character, and each of its scalars is written on its own.
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\r": result += "&#13;"
      case _ where !isXMLCharacter(scalar): result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether XML 1.0 can hold `scalar` (its `Char` production); surrogates are no `Unicode.Scalar`.
  public static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xFFFD, 0x10000...: true
    default: false
    }
  }

  /// Whether `value`, or a string inside it, holds a scalar XML 1.0 cannot hold.
  public static func holdsNonXMLText(_ value: PlistValue) -> Bool {
    switch value {
    case .string(let text): text.unicodeScalars.contains { !isXMLCharacter($0) }
    case .array(let items): items.contains { holdsNonXMLText($0.value) }
    case .dict(let entries):
      entries.contains { entry in
        entry.key.unicodeScalars.contains { !isXMLCharacter($0) } || holdsNonXMLText(entry.node.value)
      }
    case .integer, .real, .bool, .date, .data: false
    }
  }

  static func realText(_ number: Double) -> String {
    if number.isNaN { return "nan" }
    if number.isInfinite { return number < 0 ? "-inf" : "inf" }
    return "\(number)"
  }
}
