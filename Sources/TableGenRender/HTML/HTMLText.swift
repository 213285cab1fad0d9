import TableGenOutput

/// Spec text made safe for a web page. Spec text is untrusted: every string
/// goes through here, so no label, option or message can open a tag, close
/// an attribute or end the script that holds the form's data.
enum HTMLText {
  /// Text that is shown (a title, label, help, message…) as element content or
  /// as a double-quoted attribute value: first ``shown(_:)``, then ``escapeValue(_:into:)``.
  static func escape(_ text: String, into output: inout OutputBuffer) {
    escapeValue(shown(text), into: &output)
  }

  /// `text` as tablegen shows spec text in every form: controls, bidi marks,
  /// overrides and isolates and the other format characters as visible escapes
  /// (`\x1b`, `\u{202e}`, `TerminalText.escape`), so that no string can hide or
  /// reorder what the page says. Line breaks (CRLF, CR, LF) stay, as LF, but
  /// for those at the end, which would leave an empty line under a note or footer.
  static func shown(_ text: String) -> String {
    let text = text.droppingFinalLineBreaks
    guard text.unicodeScalars.contains(where: { $0 != "\n" && TerminalText.needsEscape($0) }) else { return text }
    return TextWrapping.lines(of: text).map(TerminalText.escape).joined(separator: "\n")
  }

  /// A value the person submits (a default in a control, a pattern, an action)
  /// as element content or a double-quoted attribute value, kept as written:
  /// `&`, `<`, `>`, `"` and `'` become character references, and NUL, which a
  /// parser would drop, becomes U+FFFD.
  static func escapeValue(_ text: String, into output: inout OutputBuffer) {
    var run = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": run += "&amp;"
      case "<": run += "&lt;"
      case ">": run += "&gt;"
      case "\"": run += "&quot;"
      case "'": run += "&#39;"
      case "\0": run += "\u{FFFD}"
      default: run.unicodeScalars.append(scalar)
      }
    }
    output.append(run)
  }

  static func escapedValue(_ text: String) -> String {
    var output = OutputBuffer()
    escapeValue(text, into: &output)
    return output.text
  }

  /// JSON to stand inside `<script type="application/json">`: `<`, `>` and `&`
  /// (which a JSON writer leaves raw, and only inside strings) become `\u003c`,
  /// `\u003e` and `\u0026`, so that no string can write `</script>` or `<!--`.
  static func scriptSafeJSON(_ bytes: [UInt8], into output: inout OutputBuffer) {
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "<"): output.append("\\u003c" as StaticString)
      case UInt8(ascii: ">"): output.append("\\u003e" as StaticString)
      case UInt8(ascii: "&"): output.append("\\u0026" as StaticString)
      default: output.append(byte)
      }
    }
  }

  /// Whether a link target may become an `href`: only `https:`, `http:` and
  /// `mailto:` URLs. Any other target (`javascript:`, `data:`, a spec file
  /// path) is shown as text, never followed.
  static func isSafeLink(_ target: String) -> Bool {
    let lowered = target.lowercased()
    guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://") || lowered.hasPrefix("mailto:") else {
      return false
    }
    return !target.unicodeScalars.contains { $0.value < 0x21 || $0.value == 0x7F }
  }
}
