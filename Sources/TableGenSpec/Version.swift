/// This build's version, as `tablegen --version` prints it and SARIF reports it.
public enum TableGenVersion {
  public static let current = "0.1.0"
}
