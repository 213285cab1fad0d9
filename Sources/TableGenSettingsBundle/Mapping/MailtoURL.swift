/// InAppSettingsKit's mail-compose specifier as a `mailto:` URL (RFC 6068),
/// the form a spec link can hold: recipients in the path and `cc`, `bcc`,
/// `subject` and `body` in the query, always in that order, so that the same
/// specifier gives the same URL.
enum MailtoURL {
  static let scheme = "mailto:"
  private static let fields = [
    ("cc", "IASKMailComposeCcRecipents"), ("bcc", "IASKMailComposeBccRecipents"),
    ("subject", "IASKMailComposeSubject"), ("body", "IASKMailComposeBody"),
  ]

  static func url(from specifier: SpecifierDict) -> String {
    func list(_ key: String) -> [String] {
      switch specifier.node(key)?.value {
      case .string(let text)?: text.isEmpty ? [] : [text]
      case .array(let items)?: items.compactMap { if case .string(let text) = $0.value { text } else { nil } }
      default: []
      }
    }
    var url = scheme + list("IASKMailComposeToRecipents").map(encoded).joined(separator: ",")
    var query: [String] = []
    for (name, key) in fields {
      let values = name == "cc" || name == "bcc" ? list(key) : specifier.string(key).map { [$0] } ?? []
      if !values.isEmpty { query.append(name + "=" + values.map(encoded).joined(separator: ",")) }
    }
    if !query.isEmpty { url += "?" + query.joined(separator: "&") }
    return url
  }

  /// The specifier's keys from a `mailto:` URL, or `nil` when `url` is not one.
  static func keys(of url: String) -> [(key: String, value: PlistValue)]? {
    guard url.lowercased().hasPrefix(scheme) else { return nil }
    let rest = url.dropFirst(scheme.count)
    let parts = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    func recipients(_ text: Substring) -> PlistValue {
      .array(text.split(separator: ",").map { PlistNode(.string(decoded($0)), range: .init(at: .start)) })
    }
    var keys: [(key: String, value: PlistValue)] = []
    if let to = parts.first, !to.isEmpty { keys.append(("IASKMailComposeToRecipents", recipients(to))) }
    if parts.count == 2 {
      for item in parts[1].split(separator: "&") {
        let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard let field = fields.first(where: { $0.0 == pair[0].lowercased() }) else { continue }
        let value = pair.count == 2 ? pair[1] : ""
        keys.append((field.1, field.0 == "cc" || field.0 == "bcc" ? recipients(value) : .string(decoded(value))))
      }
    }
    return keys
  }

  /// Percent-encodes all but RFC 3986's unreserved characters and `@`.
  static func encoded(_ text: String) -> String {
    var out = ""
    for byte in text.utf8 {
      let isUnreserved =
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
        || "-._~@".utf8.contains(byte)
      if isUnreserved {
        out.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return out
  }

  static func decoded(_ text: Substring) -> String {
    var bytes: [UInt8] = []
    var index = text.utf8.startIndex
    let utf8 = text.utf8
    while index < utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: "%"), let high = utf8.index(index, offsetBy: 1, limitedBy: utf8.endIndex),
        let low = utf8.index(index, offsetBy: 2, limitedBy: utf8.endIndex), low < utf8.endIndex,
        let value = UInt8(String(decoding: [utf8[high], utf8[low]], as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        index = utf8.index(after: low)
      } else {
        bytes.append(byte)
        index = utf8.index(after: index)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
