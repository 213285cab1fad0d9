/// A row that leads to another table: a spec file beside this one, or a URL.
public struct LinkCell: Sendable {
  public var common: CellCommon
  public var title: String
  /// A relative path to another spec, resolved from this spec's folder, or a URL.
  public var target: String
  public var detail: String?

  public init(common: CellCommon, title: String, target: String, detail: String? = nil) {
    self.common = common
    self.title = title
    self.target = target
    self.detail = detail
  }

  /// Whether the target is a URL (it has a scheme) rather than a file path.
  public var targetIsURL: Bool {
    guard let colon = target.firstIndex(of: ":"), colon != target.startIndex else { return false }
    let scheme = target[..<colon]
    // One letter before the colon is a Windows drive, not a scheme.
    return scheme.count > 1 && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
  }
}
