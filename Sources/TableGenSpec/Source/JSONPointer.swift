/// An RFC 6901 JSON pointer such as `/sections/0/cells/2/keyboard`: where a
/// value sits in the document, independent of its syntax.
public struct JSONPointer: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The unescaped reference tokens, outermost first.
  public private(set) var tokens: [String]

  public init(_ tokens: [String] = []) {
    self.tokens = tokens
  }

  /// The pointer to the whole document.
  public static let root = JSONPointer()

  /// The pointer to a member of the object at `self`.
  public func appending(_ key: String) -> JSONPointer {
    var copy = self
    copy.tokens.append(key)
    return copy
  }

  /// The pointer to an element of the array at `self`.
  public func appending(_ index: Int) -> JSONPointer {
    appending(String(index))
  }

  public static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
    lhs.description < rhs.description
  }

  /// The pointer's string form; `~` and `/` in tokens are escaped as `~0` and `~1`.
  public var description: String {
    var result = ""
    for token in tokens {
      result += "/"
      for character in token.unicodeScalars {
        switch character {
        case "~": result += "~0"
        case "/": result += "~1"
        default: result.unicodeScalars.append(character)
        }
      }
    }
    return result
  }
}
