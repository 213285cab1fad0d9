/// The colours of a picture or a web form: iOS's light or dark appearance.
public enum RenderTheme: String, Sendable, CaseIterable {
  case light, dark
}
