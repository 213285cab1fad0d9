/// The devices a row or section is shown on (`SupportedUserInterfaceIdioms`
/// in a Settings bundle). An empty list means every device.
public enum Idiom: String, Sendable, CaseIterable {
  case phone, pad

  /// The device as people name it: "iPhone", "iPad".
  public var deviceName: String {
    switch self {
    case .phone: "iPhone"
    case .pad: "iPad"
    }
  }
}
