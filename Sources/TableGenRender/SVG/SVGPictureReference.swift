/// The Markdown that shows a form's picture beside its tables, for
/// `render --inject FILE --picture SVG`: an image whose path leads from the
/// injected file's folder to the picture, as GitHub resolves it.
public enum SVGPictureReference {
  /// The image line and a blank line, to go before the tables. The alt text is
  /// the title with only letters, digits and spaces kept, so that no spec text
  /// becomes markup; the path is percent-encoded where Markdown would read it.
  public static func markdown(title: String?, path: String) -> String {
    let words = (title ?? "").unicodeScalars.filter {
      $0 == " " || $0.properties.isAlphabetic || $0.properties.numericType == .decimal
    }
    var alt = String(String.UnicodeScalarView(words)).split(separator: " ").joined(separator: " ")
    alt = alt.isEmpty ? "The form" : alt + " form"
    return "![\(alt)](\(percentEncoded(path)))\n\n"
  }

  /// The path from the folder of `document` to `picture`, both as given on the
  /// command line (relative to `currentDirectory`, or absolute), with `/` separators.
  public static func relativePath(from document: String, to picture: String, currentDirectory: String) -> String {
    let folder = Array(components(of: document, in: currentDirectory).dropLast())
    let target = components(of: picture, in: currentDirectory)
    var shared = 0
    while shared < folder.count, shared < target.count - 1, folder[shared] == target[shared] { shared += 1 }
    let up = Array(repeating: "..", count: folder.count - shared)
    return (up + target[shared...]).joined(separator: "/")
  }

  /// An absolute path's components, with `.` and `..` resolved as written (not through symlinks).
  package static func components(of path: String, in currentDirectory: String) -> [String] {
    let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
    var result: [String] = []
    for part in absolute.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..": _ = result.popLast()
      default: result.append(String(part))
      }
    }
    return result
  }

  /// `path` with every byte but unreserved characters and `/` percent-encoded:
  /// spaces, parentheses and brackets would end or break a Markdown link.
  static func percentEncoded(_ path: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        bytes.append(byte)
      default:
        bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
