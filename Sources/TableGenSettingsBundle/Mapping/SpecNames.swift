/// The names of specs and plists in each other's terms. A plist keeps its
/// name as the spec's (`Advanced.plist` ↔ `Advanced.yaml`), so that a child
/// pane's `File` and a link's `target` name each other exactly; only the
/// bundle's entry, `Root`, becomes `root` in every variant:
///
/// - `Root~iphone.plist` / `Root~ipad.plist`: what iOS shows instead of
///   `Root.plist` on an iPhone or an iPad (`root~iphone.yaml`, `root~ipad.yaml`);
/// - `Root.inApp.plist` (and `Root~ipad.inApp.plist`…): what InAppSettingsKit
///   shows inside the app instead, which the Settings app never reads
///   (`root.inApp.yaml`).
public enum SpecNames {
  /// The spec file name for a plist's name without `.plist`.
  public static func spec(forPlist base: String) -> String {
    (isRoot(base) ? "root" + base.dropFirst(4) : base) + ".yaml"
  }

  /// The plist name, without `.plist`, of a link target that is a spec file
  /// (`Advanced.yaml` → `Advanced`); `nil` for a target that is not a spec.
  public static func plist(forSpec target: String) -> String? {
    for suffix in [".yaml", ".yml", ".json"] where target.hasSuffix(suffix) && !target.contains("/") {
      let base = String(target.dropLast(suffix.count))
      guard !base.isEmpty else { return nil }
      return base.hasPrefix("root") && isRoot("Root" + base.dropFirst(4)) ? "Root" + base.dropFirst(4) : base
    }
    return nil
  }

  /// What a variant of `Root.plist` is for, or `nil` for any other plist.
  public static func variant(of base: String) -> String? {
    guard isRoot(base), base != "Root" else { return nil }
    var words: [String] = []
    if base.contains("~iphone") { words.append("shown on iPhone instead of Root.plist") }
    if base.contains("~ipad") { words.append("shown on iPad instead of Root.plist") }
    if base.hasSuffix(".inApp") {
      words.append("read by InAppSettingsKit inside the app instead of Root.plist; the Settings app ignores it")
    }
    return words.isEmpty ? nil : words.joined(separator: "; ")
  }

  private static func isRoot(_ base: String) -> Bool {
    base == "Root" || base.hasPrefix("Root~") || base.hasPrefix("Root.")
  }
}
