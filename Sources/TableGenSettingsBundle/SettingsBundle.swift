/// A Settings.bundle as tablegen reads and writes it: `Root.plist`, its child
/// panes and `<locale>.lproj/*.strings` (docs/settings-bundle.md).
public enum SettingsBundle {
  /// The file every bundle starts from.
  public static let rootFile = "Root.plist"
}
