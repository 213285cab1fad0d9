/// This build's version, as `tablegen --version` prints it and SARIF reports it.
///
/// It is the version of CHANGELOG.md's top entry, with `-dev` while that entry is
/// unreleased, so that a build from a clone never claims to be a release;
/// `VersionTests` holds the two in step.
public enum TableGenVersion {
  public static let current = "0.2.0-dev"
}
